"""Build-time parts of the documentation: the reference written from the games' and the
judge formats' own declarations, and the pictures drawn by grundy's own plots.

A page asks for a generated part with a marker on a line of its own:
``<!-- grundy: games -->``, ``<!-- grundy: commands -->``, ``<!-- grundy: judge -->``.
The pictures are made at build time under ``img/`` (nothing generated is
committed): a new game, command or judge format appears in the reference
without an edit to the docs.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path
from typing import Any

from markdown import Extension
from markdown.preprocessors import Preprocessor
from mkdocs.structure.files import File, Files

SRC = str(Path(__file__).resolve().parents[1] / "src")


def on_config(config: Any) -> Any:
    # The site documents the source tree it is built from, not an installed copy.
    if SRC not in sys.path:
        sys.path.insert(0, SRC)
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

MARKER = re.compile(r"^<!-- grundy: (\w+) -->$", re.M)

#: name -> (what to draw, its arguments): the pictures the pages show.
PICTURES: dict[str, tuple[str, dict[str, Any]]] = {
    "p-positions.png": ("p_position_map", {"game": ("wythoff", {}), "size": 40}),
    "grundy.png": ("grundy_heatmap", {"game": ("wythoff", {}), "size": 32}),
    "queen.png": ("board_picture", {"game": ("queen", {}), "position": "D4"}),
    "p-positions-zh.png": ("p_position_map", {"game": ("wythoff", {}), "size": 40, "lang": "zh"}),
}


def on_files(files: Files, config: Any) -> Files:
    from grundy import find_game, plots

    for name, (kind, arguments) in PICTURES.items():
        arguments = dict(arguments)
        game_name, rules = arguments.pop("game")
        game = find_game(game_name)(**rules)
        if "position" in arguments:
            arguments["position"] = game.read(arguments["position"])
        figure = getattr(plots, kind)(game, **arguments)
        data = io.BytesIO()
        figure.savefig(data, format="png", dpi=80)
        files.append(File.generated(config, f"img/{name}", content=data.getvalue()))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    return MARKER.sub(lambda m: GENERATORS[m.group(1)](), markdown)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def games() -> str:
    from grundy import iter_games

    parts = []
    for cls in iter_games():
        parts.append(f"## `{cls.name}`: {cls.title_in('en')}\n")
        summary_en, summary_zh = (cls.summary.render("en"), cls.summary.render("zh")) if cls.summary else ("", "")
        parts.append(f"{summary_en}  \n{cls.title_in('zh')}{'：' + summary_zh if summary_zh else ''}\n")
        names = [*cls.aliases, *cls.aliases_zh]
        if names:
            parts.append("Also called: " + ", ".join(f"`{n}`" for n in names) + "\n")
        parts.append(f"Module: `{cls.__module__}` · drawn as: `{cls.shell.board_kind}` · "
                     f"moves: {', '.join(f'`{k}`' for k in cls.shell.move_kinds)}\n")
        parts.append(f"```text\n{_help(['help', cls.name])}```\n")
    return "\n".join(parts)


def commands() -> str:
    from grundy.cli.commands import available_commands

    parts = [f"## `grundy`\n\n```text\n{_help(['--help'])}```\n"]
    for name in available_commands():
        parts.append(f"## `grundy {name}`\n\n```text\n{_help(['help', name])}```\n")
    return "\n".join(parts)


def judge() -> str:
    from grundy.judge import iter_judge_formats

    rows = ["| format | also | problem | what it reads and answers |", "| --- | --- | --- | --- |"]
    for fmt in iter_judge_formats():
        also = ", ".join(f"`{a}`" for a in fmt.aliases)
        rows.append(f"| `{fmt.name}` | {also} | {_cell(fmt.problem)} | {_cell(fmt.summary.render('en'))} |")
    parts = ["\n".join(rows) + "\n"]
    for fmt in iter_judge_formats():
        if fmt.sample_input:
            parts.append(f"### `{fmt.name}`: the sample\n\n```text\n{fmt.sample_input.decode()}```\n\n"
                         f"answers\n\n```text\n{fmt.sample_output.decode()}```\n")
    return "\n".join(parts)


def _help(argv: list[str]) -> str:
    from grundy.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        main(argv)
    text = out.getvalue()
    return text if text.endswith("\n") else text + "\n"


def mathematics() -> str:
    """Each game's module text (its theorem, proof sketch and citations), included, not copied."""
    import importlib
    import pkgutil

    from grundy import iter_games

    parts = []
    for cls in iter_games():
        module = cls.__module__
        package = module.rpartition(".")[0]
        names = [module]
        if package != "grundy.games":  # a game that is a package: every module of it
            path = importlib.import_module(package).__path__
            names = [package, *(f"{package}.{m.name}" for m in pkgutil.iter_modules(path))]
        parts.append(f"## {cls.title_in('en')}\n")
        for name in names:
            parts.append(f"::: {name}\n    options:\n      members: false\n      show_root_heading: true\n"
                         f"      show_root_toc_entry: false\n      heading_level: 3\n")
    return "\n".join(parts)


GENERATORS = {"games": games, "commands": commands, "judge": judge, "mathematics": mathematics}
