"""Build-time parts of the documentation, in the language of the page being built.

A page asks for a generated part with a marker on a line of its own,
``<!-- grundy: NAME -->`` or ``<!-- grundy: NAME ARGUMENT -->``: ``games``,
``commands``, ``judge`` (the reference written from the games', commands' and
judge formats' own declarations and help), ``mathematics`` (each game's module
text), ``notebook examples/X.ipynb`` (the notebook executed, with its outputs),
``images PATTERN`` (the pictures found under docs/images/).  A new game, command or
judge format appears without an edit to the docs.  The pictures (English and
Chinese labels) and the sieve animation are drawn at build time under ``img/``;
nothing generated is committed.  A stored page says where its built page is
between ``<!-- stored -->`` and ``<!-- /stored -->``: that note is for a reader of
the repository and is left out of the site.
"""

from __future__ import annotations

import base64
import contextlib
import io
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from markdown import Extension
from markdown.preprocessors import Preprocessor
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[1]
SRC = str(ROOT / "src")
MARKER = re.compile(r"^<!-- grundy: (\w+)(?: (\S+))? -->$", re.M)
STORED = re.compile(r"^<!-- stored -->\n.*?^<!-- /stored -->\n?", re.M | re.S)
#: Work done once for both languages' builds (the i18n plugin builds the site once a language).
_DONE: dict[Any, Any] = {}


def on_config(config: Any) -> Any:
    # The site documents the source tree it is built from, not an installed copy.
    if SRC not in sys.path:
        sys.path.insert(0, SRC)
    if not any(isinstance(e, _Examples) for e in config.markdown_extensions):
        config.markdown_extensions.append(_Examples())
    return config


class _Examples(Extension):
    """Docstrings' examples (``>>>`` lines and their output, up to a blank line) shown as code."""

    def extendMarkdown(self, md: Any) -> None:  # noqa: N802 (Python-Markdown's name)
        md.preprocessors.register(_ExampleFences(md), "grundy_examples", 40)


class _ExampleFences(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fenced = example = False
        for line in lines:
            stripped = line.lstrip()
            if example and not stripped:
                out.append("```")
                example = False
            elif not fenced and not example and stripped.startswith(">>>"):
                out.append("```pycon")
                example = True
            elif not example and stripped.startswith(("```", "~~~")):
                fenced = not fenced
            out.append(line)
        if example:
            out.append("```")
        return out


#: name -> (what to draw, its arguments): the pictures the pages show, each drawn in
#: English (NAME.png) and in Chinese (NAME-zh.png).
PICTURES: dict[str, tuple[str, dict[str, Any]]] = {
    "p-positions": ("p_position_map", {"game": ("wythoff", {}), "size": 40}),
    "grundy": ("grundy_heatmap", {"game": ("wythoff", {}), "size": 32}),
    "queen": ("board_picture", {"game": ("queen", {}), "position": "D4"}),
    "misere-p-positions": ("p_position_map", {"game": ("wythoff", {"misere": True}), "size": 24}),
    "bounded-p-positions": ("p_position_map", {"game": ("wythoff", {"max_take": 3}), "size": 24}),
}
#: The sieve animation of the teachers' page (English and Chinese).
SIEVE_SIZE = 12


def _draw() -> dict[str, bytes]:
    from grundy import find_game, plots
    from grundy.animation import save_animation, sieve_animation

    drawn = {}
    for name, (kind, declared) in PICTURES.items():
        for lang, suffix in (("en", ""), ("zh", "-zh")):
            arguments = dict(declared)
            game_name, rules = arguments.pop("game")
            game = find_game(game_name)(**rules)
            if "position" in arguments:
                arguments["position"] = game.read(arguments["position"])
            figure = getattr(plots, kind)(game, lang=lang, **arguments)
            data = io.BytesIO()
            figure.savefig(data, format="png", dpi=80)
            drawn[f"img/{name}{suffix}.png"] = data.getvalue()
    with tempfile.TemporaryDirectory() as work:
        for lang, suffix in (("en", ""), ("zh", "-zh")):
            path = Path(work) / f"sieve{suffix}.gif"
            save_animation(sieve_animation(find_game("wythoff")(), SIEVE_SIZE, lang=lang, interval=700), path)
            drawn[f"img/sieve{suffix}.gif"] = path.read_bytes()
    return drawn


def on_files(files: Files, config: Any) -> Files:
    # Written to a folder of their own (kept for the whole build): the i18n plugin reads
    # every file's source path, which a file generated in memory lacks.
    if "pictures" not in _DONE:
        folder = tempfile.mkdtemp(prefix="grundy-docs-")
        for name, content in _draw().items():
            (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
            (Path(folder) / name).write_bytes(content)
        _DONE["pictures"] = folder, sorted(_draw_names())
    folder, names = _DONE["pictures"]
    for name in names:
        if files.get_file_from_path(name) is None:
            files.append(File(name, folder, config.site_dir, config.use_directory_urls))
    return files


def _draw_names() -> list[str]:
    pictures = [f"img/{name}{suffix}.png" for name in PICTURES for suffix in ("", "-zh")]
    return [*pictures, "img/sieve.gif", "img/sieve-zh.gif"]


def _lang(page: Any, config: Any) -> str:
    # The i18n plugin marks each page's file with its locale; the theme's language otherwise.
    return getattr(page.file, "locale", None) or config.theme.get("language", "en") or "en"


#: Chinese characters and punctuation: a line break between two of them shows as a space.
CJK = re.compile("[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")
LINE_BREAK = re.compile(r"\n[ \t]*(?=\S)")
#: What is not seen of a line's end or start: emphasis, a link's target, a link's bracket.
HIDDEN_END = re.compile(r"(?:\*+|_+|\]\([^()\s]*\))+$")
HIDDEN_START = re.compile(r"^(?:\*+(?!\s)|\[)+")


def _join_chinese_lines(markdown: str) -> str:
    """Chinese written over several source lines, joined outside code blocks."""

    def join(part: str) -> str:
        def glue(m: re.Match[str]) -> str:
            before = HIDDEN_END.sub("", part[:m.start()].rsplit("\n", 1)[-1])
            after = HIDDEN_START.sub("", part[m.end():m.end() + 40])
            return "" if before and after and CJK.match(before[-1]) and CJK.match(after[0]) else m.group(0)

        return LINE_BREAK.sub(glue, part)

    parts = re.split(r"(^```.*?^```$)", markdown, flags=re.M | re.S)
    return "".join(part if part.startswith("```") else join(part) for part in parts)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    lang = _lang(page, config)
    markdown = STORED.sub("", markdown)
    if lang == "zh":
        markdown = _join_chinese_lines(markdown)
    return MARKER.sub(lambda m: GENERATORS[m.group(1)](lang, *filter(None, [m.group(2)])), markdown)


MATH = re.compile(r'<(span|div) class="arithmatex">\\[(\[](.*?)\\[)\]]</\1>', re.S)


def on_page_content(html: str, page: Any, config: Any, files: Files) -> str:
    # Formulas ($...$, $$...$$) become MathML when the site is built: the browser draws
    # them, with no script and nothing fetched.
    import html as entities

    from latex2mathml.converter import convert

    def mathml(m: re.Match[str]) -> str:
        return convert(entities.unescape(m.group(2)), display="block" if m.group(1) == "div" else "inline")

    return MATH.sub(mathml, html)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _unprefixed(text: str) -> tuple[str, str]:
    """'POJ 1067: pairs ...' -> ('POJ 1067', 'pairs ...'): a summary that starts with its name."""
    for colon in ("：", ": "):
        head, found, rest = text.partition(colon)
        if found and len(head) < 40:
            return head, rest
    return "", text


def games(lang: str = "en") -> str:
    from grundy import iter_games

    words = {"en": ("Also called", "Module", "drawn as", "moves"), "zh": ("别名", "模块", "画法", "走法")}[lang]
    colon = "：" if lang == "zh" else ": "
    parts = []
    for cls in iter_games():
        parts.append(f"## `{cls.name}`{colon}{cls.title_in(lang)}\n")
        if cls.summary:
            parts.append(_unprefixed(cls.summary.render(lang))[1] + "\n")
        names = [*cls.aliases, *cls.aliases_zh]
        if names:
            parts.append(f"{words[0]}{colon}" + ", ".join(f"`{n}`" for n in names) + "\n")
        parts.append(f"{words[1]}{colon}`{cls.__module__}` · {words[2]}{colon}`{cls.shell.board_kind}` · "
                     f"{words[3]}{colon}{', '.join(f'`{k}`' for k in cls.shell.move_kinds)}\n")
        parts.append(f"```text\n{_help(['help', cls.name], lang)}```\n")
    return "\n".join(parts)


def commands(lang: str = "en") -> str:
    from grundy.cli.commands import available_commands

    parts = [f"## `grundy`\n\n```text\n{_help(['--help'], lang)}```\n"]
    for name in available_commands():
        parts.append(f"## `grundy {name}`\n\n```text\n{_help(['help', name], lang)}```\n")
    return "\n".join(parts)


def judge(lang: str = "en") -> str:
    from grundy.judge import iter_judge_formats

    head = {"en": ("| format | also | problem | what it reads and answers |", "the sample", "answers"),
            "zh": ("| 格式 | 别名 | 题目 | 读入与输出 |", "样例", "输出")}[lang]
    rows = [head[0], "| --- | --- | --- | --- |"]
    for fmt in iter_judge_formats():
        also = ", ".join(f"`{a}`" for a in fmt.aliases)
        summary = _unprefixed(fmt.summary.render(lang))[1]
        problem = _problem_name(fmt, lang)
        rows.append(f"| `{fmt.name}` | {also} | {_cell(problem)} | {_cell(summary)} |")
    parts = ["\n".join(rows) + "\n"]
    colon = "：" if lang == "zh" else ": "
    for fmt in iter_judge_formats():
        if fmt.sample_input:
            parts.append(f"### `{fmt.name}`{colon}{head[1]}\n\n```text\n{fmt.sample_input.decode()}```\n\n"
                         f"{head[2]}\n\n```text\n{fmt.sample_output.decode()}```\n")
    return "\n".join(parts)


def _problem_name(fmt: Any, lang: str) -> str:
    # The problem as its page names it: 'POJ 1067 / HDU 1527', or the Chinese summary's own name ('洛谷 P2252').
    problem = _unprefixed(fmt.summary.render(lang))[0]
    return fmt.problem if lang == "en" or not problem else problem


def _help(argv: list[str], lang: str = "en") -> str:
    from grundy.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        main([*argv, "--lang", lang] if lang != "en" else argv)
    text = out.getvalue()
    return text if text.endswith("\n") else text + "\n"


def mathematics(lang: str = "en") -> str:
    """Each game's module text (its theorem, proof sketch and citations), included, not copied.

    Under each game, the judge problems whose formats declare it (``JudgeFormat.game``), linked to their pages.
    """
    import importlib
    import pkgutil

    from grundy import iter_games
    from grundy.judge import iter_judge_formats
    from grundy.registry import find_game

    problems: dict[str, list[Any]] = {}
    for fmt in iter_judge_formats():
        if fmt.game is not None:
            problems.setdefault(find_game(fmt.game).name, []).append(fmt)
    label = {"en": "Judge problems on this game", "zh": "以这个游戏为题的评测题目"}[lang]
    colon = "：" if lang == "zh" else ": "
    separator = "、" if lang == "zh" else ", "
    parts = []
    for cls in iter_games():
        module = cls.__module__
        package = module.rpartition(".")[0]
        names = [module]
        if package != "grundy.games":  # a game that is a package: every module of it
            path = importlib.import_module(package).__path__
            names = [package, *(f"{package}.{m.name}" for m in pkgutil.iter_modules(path))]
        parts.append(f"## {cls.title_in(lang)}\n")
        if cls.name in problems:
            links = separator.join(f"[{_problem_name(f, lang)}](judges/{f.name}.md)" for f in problems[cls.name])
            parts.append(f"{label}{colon}{links}.\n" if lang == "en" else f"{label}{colon}{links}。\n")
        for name in names:
            parts.append(f"::: {name}\n    options:\n      members: false\n      show_root_heading: true\n"
                         f"      show_root_toc_entry: false\n      heading_level: 3\n")
    return "\n".join(parts)


def notebook(lang: str, path: str) -> str:
    """The notebook executed in a fresh kernel (grundy from this tree), as Markdown with its outputs."""
    if path not in _DONE:
        import nbclient
        import nbformat

        book = nbformat.read(ROOT / path, as_version=4)
        with tempfile.TemporaryDirectory() as work:
            os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [SRC, os.environ.get("PYTHONPATH")]))
            nbclient.NotebookClient(book, timeout=600, kernel_name="python3",
                                    resources={"metadata": {"path": work}}).execute()
        _DONE[path] = "\n".join(_cell_markdown(cell) for cell in book.cells)
    return _DONE[path]


def _cell_markdown(cell: Any) -> str:
    if cell.cell_type == "markdown":
        return cell.source + "\n"
    if cell.cell_type != "code":
        return ""
    parts = [f"```python\n{cell.source}\n```\n"]
    for output in cell.outputs:
        data = output.get("data", {})
        if output.output_type == "stream":
            parts.append(f"```text\n{output.text.rstrip()}\n```\n")
        elif "image/png" in data:
            parts.append(f'<p><img alt="" src="data:image/png;base64,{data["image/png"].strip()}"></p>\n')
        elif "image/svg+xml" in data:
            svg = base64.b64encode(data["image/svg+xml"].encode()).decode()
            parts.append(f'<p><img alt="" src="data:image/svg+xml;base64,{svg}"></p>\n')
        elif "text/html" in data:
            parts.append(f'<div class="notebook-output">\n{data["text/html"].strip()}\n</div>\n')
        elif "text/plain" in data:
            parts.append(f"```text\n{data['text/plain'].rstrip()}\n```\n")
    return "\n".join(parts)


#: What each screenshot of the page under docs/images/ shows, for its alt text (English, Chinese),
#: by its name without the language ("-zh"); a picture not listed is named by its file.
IMAGE_ALT: dict[str, tuple[str, str]] = {
    "page-play-wythoff": ("Play: Wythoff's game from (9, 14), the stones filling the board's column, the turn "
                          "banner above them, the rule, the moves and the New game panel beside them",
                          "对弈：威佐夫博弈 (9, 14)，石子占满棋盘一栏，上方是轮到谁走，旁边是规则、棋谱和“新的一局”"),
    "page-projector-queen": ("Projector mode: the queen on a 19 x 19 Go board filling the screen, the turn and "
                             "the moves beside it, the settings hidden",
                             "投影模式：皇后在 19 × 19 的围棋盘上，棋盘占满屏幕，旁边是轮到谁走和棋谱，设置都隐藏了"),
    "page-step-by-step-wythoff": ("Step by step: the sieve that finds the P-positions of Wythoff's game, the newest "
                                  "P-position and the cells it crosses out marked in orange and hatched",
                                  "一步一步：筛出威佐夫博弈必败态的过程，最新的必败态和它划掉的格子用橙色加斜线标出"),
    "page-nim-columns": ("Step by step: Nim's piles 3, 5, 7, 9 in binary columns, the 1s of each column, their "
                         "parities (the nim-sum 8), the pile to reduce and the bits the move flips",
                         "一步一步：尼姆博弈 3、5、7、9 各堆的二进制列，每列 1 的个数、奇偶（异或和 8）、"
                         "要减少的那一堆和这一步翻转的位"),
    "page-moore-columns": ("Step by step: Moore's Nim_k with k = 2, each column's count of 1s divided by 3 "
                           "and the move that leaves every count a multiple of 3",
                           "一步一步：k = 2 的 Moore Nim_k 博弈，每列 1 的个数除以 3 的余数，以及使每列都成为 3 的倍数的走法"),
    "page-line-of-heaps-dark": ("Step by step in the dark theme: the P-positions of the subtraction game {1, 3, 4} "
                                "found on a line of heaps in rows of ten, the period showing as columns",
                                "深色主题的“一步一步”：在每行十堆的一排堆上筛出减法游戏 {1, 3, 4} 的必败态，周期显示为竖列"),
    "page-phone-bash": ("A phone: a pile of 45 stones in columns of ten, the turn bar at the top",
                        "手机上：45 个石子的一堆排成每列十个，轮到谁走的横条固定在顶部"),
}


def images(lang: str, pattern: str = "*.png") -> str:
    """The pictures other parts of the project leave under docs/images/ (the web page, worksheets).

    Each picture once, in the page's language where it is there in both (``NAME-zh.png`` is
    the Chinese of ``NAME.png``), with the alt text of :data:`IMAGE_ALT`.  Only the files
    present at build time are shown, so the strict build never points at a missing one; the
    page says so when there is none.
    """
    found = sorted((ROOT / "docs" / "images").glob(pattern))
    if not found:
        return {"en": "*No screenshot is in `docs/images/` in this build.*",
                "zh": "*本次构建的 `docs/images/` 中没有截图。*"}[lang] + "\n"
    chosen: dict[str, Path] = {}
    for path in found:
        base = path.stem.replace("-zh", "")
        if base not in chosen or ("-zh" in path.stem) == (lang == "zh"):
            chosen[base] = path
    lines = []
    for base, path in chosen.items():
        alt = IMAGE_ALT.get(base, (base, base))[lang == "zh"]
        lines.append(f"![{alt}](images/{path.name})\n")
    return "\n".join(lines)


#: The Python reference: (English heading, Chinese heading, objects), one mkdocstrings entry each.
API: list[tuple[str, str, list[str]]] = [
    ("The package", "grundy 包", ["grundy"]),
    ("The protocol of a game", "游戏的协议", ["grundy.game.Game", "grundy.piles.PileGame", "grundy.options.Option"]),
    ("Answers", "分析结果", ["grundy.report"]),
    ("The engine", "搜索引擎", ["grundy.engine", "grundy.memo"]),
    ("Your own games, given by their moves", "用走法定义自己的游戏", ["grundy.custom"]),
    ("Sums", "游戏的和", ["grundy.games.sum.Sum"]),
    ("Periodic sequences", "周期序列", ["grundy.periodic"]),
    ("Beatty sequences and big integers", "Beatty 数列与大整数", ["grundy.beatty", "grundy.bigint"]),
    ("Boards, tables, the sieve and the binary columns", "棋盘、表格、筛法与二进制列", ["grundy.boards", "grundy.sieve", "grundy.columns"]),
    ("Pictures and animations", "图片与动画", ["grundy.plots", "grundy.animation"]),
    ("Displays in a notebook and in the terminal", "笔记本与终端中的显示", ["grundy.display", "grundy.play"]),
    ("Judge formats", "评测格式", ["grundy.judge", "grundy.judge.format", "grundy.judge.check", "grundy.judge.generate"]),
    ("Certificates", "证书", ["grundy.certify"]),
    ("Maximum matchings", "最大匹配", ["grundy.matching"]),
    ("Registries, messages, errors and progress", "注册表、文本、错误与进度",
     ["grundy.registry", "grundy.messages", "grundy.errors", "grundy.validation", "grundy.progress"]),
]


def api(lang: str = "en") -> str:
    """The reference of the modules above, then of every game class the registry lists."""
    from grundy import iter_games

    parts = []
    for english, chinese, names in API:
        parts.append(f"## {chinese if lang == 'zh' else english}\n")
        # The package's root only re-exports: its names are documented in their own modules below.
        for name in names:
            root = "      members: false\n" if name == "grundy" else ""
            parts.append(f"::: {name}\n    options:\n      heading_level: 3\n{root}")
    parts.append("## " + ("游戏类" if lang == "zh" else "The game classes") + "\n")
    for cls in iter_games():
        parts.append(f"::: {cls.__module__}.{cls.__qualname__}\n    options:\n      heading_level: 3\n"
                     f"      inherited_members: false\n")
    return "\n".join(parts)


GENERATORS = {"api": api, "games": games, "commands": commands, "judge": judge, "mathematics": mathematics,
              "notebook": notebook, "images": images}
