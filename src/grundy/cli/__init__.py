"""The ``grundy`` command line: argument parsing only; every command calls the library.

Usage: ``grundy GAME POSITION... [--json] [--lang zh]`` analyses a position
of any registered game; ``grundy COMMAND ...`` runs one of the tools
(judge, table, beatty, play, plot, serve).  Bad input gives a one-line
message on stderr and exit status 2.  With ``--lang zh`` the help, the
reports and the errors are in Chinese.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import re
import sys
from collections.abc import Sequence
from typing import Any

from ..errors import GrundyError, did_you_mean, os_reason_zh
from ..exact import unlimited_digits
from ..game import GAMES, available_games
from .parser import ArgumentParser, HelpFormatter, UsageError, argparse_zh, complete_with, lang_of, wrap

__all__ = ["COMMANDS", "SHARED_OPTIONS", "ArgumentParser", "UsageError", "complete_with", "main", "parser_for",
           "split_shared"]

#: command -> (module, one-line summary); the module defines add_arguments(parser)
#: and run(args) -> exit status.  Modules not installed are not offered.
COMMANDS: dict[str, tuple[str, str]] = {
    "judge": ("grundy.cli.judge", "answer judge input (POJ 1067, HDU 2177, ...) in the judge's format"),
    "table": ("grundy.cli.table", "tables of P-positions and Grundy values"),
    "beatty": ("grundy.cli.beatty", "complementary Beatty sequences behind the P-positions"),
    "play": ("grundy.cli.play", "play a game against the computer in the terminal"),
    "plot": ("grundy.cli.plot", "pictures: P-position maps, Grundy heatmaps, the queen's board"),
    "serve": ("grundy.cli.serve", "a local web page to play and explore"),
    "completion": ("grundy.cli.completion", "shell completion of games, commands and options (bash, zsh, fish)"),
    "version": ("grundy.cli.version", "print the version of grundy"),
}

#: The one-line summaries of the games (GAMES) and commands (COMMANDS) in Chinese.
SUMMARIES_ZH: dict[str, str] = {
    "wythoff": "威佐夫博弈：两堆石子，从一堆取任意个，或从两堆取同样多",
    "nim": "尼姆博弈：从任意一堆取任意个",
    "bash": "巴什博弈：一堆石子，每次取 1 到 m 个",
    "moore": "Moore 的 Nim_k 博弈：一次最多从 k 堆中取",
    "allpiles": "多堆威佐夫博弈：从一堆取，或从每堆取同样多",
    "queen": "皇后登山：把皇后走到围棋盘的右上角",
    "cards": "约数倍数选卡片（蓝桥杯）",
    "subtraction": "减法博弈：每次取的个数属于一个固定的集合",
    "octal": "八进制博弈：从一堆中取，并可把余下的分成两堆（凯尔斯保龄球 0.77 等）",
    "sum": "几个游戏的和",
    "judge": "按评测题的格式回答输入（POJ 1067、HDU 2177 等）",
    "table": "必败态和 SG 值的表",
    "beatty": "必败态背后的互补 Beatty 序列",
    "play": "在终端里与电脑对弈",
    "plot": "画图：必败态图、SG 值热图、皇后的棋盘",
    "serve": "在本机打开网页来对弈和探索",
    "completion": "命令行自动补全游戏、命令和选项（bash、zsh、fish）",
    "version": "显示 grundy 的版本",
}


def _available_commands() -> list[str]:
    return [n for n, (m, _) in COMMANDS.items() if importlib.util.find_spec(m) is not None]


def _overview(lang: str = "en") -> str:
    from .. import __version__

    zh = lang == "zh"
    lines = [
        f"grundy {__version__}：" + "公平组合游戏的精确解与完美对弈" if zh else
        f"grundy {__version__}: exact solutions and perfect play for impartial games",
        "",
        ("用法：" if zh else "usage: ") + "grundy GAME POSITION... [--json] [--lang en|zh]",
        ("      " if zh else "       ") + "grundy COMMAND ...",
        "",
        "游戏：" if zh else "games:",
    ]
    for name in available_games():
        lines.append(f"  {name:<12} {SUMMARIES_ZH.get(name, GAMES[name][1]) if zh else GAMES[name][1]}")
    lines.append("")
    lines.append("命令：" if zh else "commands:")
    for name in _available_commands():
        lines.append(f"  {name:<12} {SUMMARIES_ZH.get(name, COMMANDS[name][1]) if zh else COMMANDS[name][1]}")
    if zh:
        lines += ["", "'grundy 名称 --help --lang zh'（或 'grundy help 名称 --lang zh'）介绍一个游戏或命令。",
                  "游戏也可以用中文名称，例如 'grundy 威佐夫 3 5 --lang zh'、'grundy help 皇后 --lang zh'。",
                  "例如：grundy wythoff 3 5 --lang zh    grundy judge poj1067 < input.txt"]
    else:
        lines += ["", "'grundy NAME --help' (or 'grundy help NAME') describes one game or command.",
                  "Example: grundy wythoff 3 5    grundy judge poj1067 < input.txt"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input, 130 interrupted)."""
    if argv is None and "_ARGCOMPLETE" in os.environ:
        # The shell asks for the words that complete its line (see grundy.cli.completion).
        from .completion import complete

        complete()
    args = list(sys.argv[1:] if argv is None else argv)
    lang = lang_of(args)
    if not _standard_streams(lang):
        return 2
    _utf8_streams()
    # Exact integers of any size are printed in full (the limit in force
    # before is restored on return, for callers that run main in-process).
    try:
        with unlimited_digits():
            status = _dispatch(args, lang)
        sys.stdout.flush()  # a full disk says so here, not at exit
        return status
    except GrundyError as exc:
        sys.stdout.flush()
        # Usage errors already name the command ("grundy wythoff: ...").
        prefix = "" if isinstance(exc, UsageError) else "grundy：" if lang == "zh" else "grundy: "
        print(f"{prefix}{_one_line(exc, lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        sys.stdout.flush()
        print("grundy：已中断" if lang == "zh" else "grundy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly.
        _drop_output()
        return 0
    except OSError as exc:
        # Output that cannot be written (a full disk, say); files that cannot
        # be read or written are named by the commands as they open them.
        if exc.filename is None:
            _drop_output()
            print(f"grundy：无法写出输出：{os_reason_zh(exc)}" if lang == "zh" else
                  f"grundy: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        else:
            print(f"grundy：无法写入 {exc.filename}：{os_reason_zh(exc)}" if lang == "zh" else
                  f"grundy: cannot write {exc.filename}: {exc.strerror or exc}", file=sys.stderr)
        return 2


def _drop_output() -> None:
    # Whatever is still buffered for standard output goes nowhere, so that
    # Python's own flush at exit does not fail again.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        try:
            sys.stdout = open(os.devnull, "w", encoding="utf-8")
        except OSError:
            pass


#: The options that every game and command takes, which may also come before
#: its name: ``grundy --lang zh wythoff 3 5`` is ``grundy wythoff 3 5 --lang zh``.
SHARED_OPTIONS = ("--lang", "--json", "-h", "--help")


def split_shared(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """The shared options before the name of a game or command, and the words from the name on.

    A leading ``help`` counts as ``--help``, so that ``grundy help NAME`` is ``grundy NAME --help``.

    >>> split_shared(["--lang", "zh", "--json", "wythoff", "3", "5"])
    (['--lang', 'zh', '--json'], ['wythoff', '3', '5'])
    >>> split_shared(["help", "judge", "--lang=zh"])
    (['--help'], ['judge', '--lang=zh'])
    """
    head: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--lang":
            head += args[i:i + 2]
            i += 2
            continue
        if arg.startswith("--lang=") or arg in SHARED_OPTIONS:
            head.append(arg)
        elif arg == "help" and "--help" not in head:
            head.append("--help")
        else:
            break
        i += 1
    return head, list(args[i:])


def _dispatch(args: list[str], lang: str = "en") -> int:
    head, rest = split_shared(args)
    if rest[:1] in (["-V"], ["--version"]):
        rest = ["version"]
    if not rest or rest[0] == "help":
        print(_overview(lang))
        return 0
    word = rest[0]
    if word.startswith("-"):
        raise UsageError(
            f"grundy: unknown option {word!r}; before the name of a game or command come only "
            "--lang, --json, --help and --version",
            zh=f"grundy：未知的选项 {word!r}；游戏或命令的名称之前只能写 --lang、--json、--help 和 --version")
    # The shared options go first, before any "--" that ends the options.
    argv = [*head, *rest[1:]]
    name = word.lower()
    if name in _available_commands():
        module = importlib.import_module(COMMANDS[name][0])
        ns = parser_for(name, argv, lang).parse_command(argv)
        status: int = module.run(ns)
        return status
    from ..game import game_name, game_names

    game = game_name(word)
    if game is not None:
        from . import analyse

        return analyse.main(game, argv, lang)
    en, zh = did_you_mean(word, [*_available_commands(), *game_names(), "help"])
    raise UsageError(f"grundy: unknown game or command {word!r}; " + (f"{en} " if en else "")
                     + "'grundy --help' lists them",
                     zh=f"grundy：未知的游戏或命令 {word!r}；{zh}'grundy --help' 列出了全部")


def parser_for(name: str, argv: Sequence[str] = (), lang: str = "en") -> ArgumentParser:
    """The parser of ``grundy NAME ...``, a game or a command, its help in ``lang``.

    ``argv`` (the words after the name) tells a command over any game, such
    as ``grundy table``, which game's options to take.
    """
    if name in _available_commands():
        module = importlib.import_module(COMMANDS[name][0])
        summary = SUMMARIES_ZH.get(name, COMMANDS[name][1]) if lang == "zh" else COMMANDS[name][1]
        parser = ArgumentParser(prog=f"grundy {name}", description=summary, lang=lang)
        module.add_arguments(parser)
        extend = getattr(module, "add_game_options", None)
        if extend is not None:
            # Commands over any game take that game's options too (e.g. --misere).
            extend(parser, list(argv))
        return parser
    from ..game import find_game
    from .analyse import build_parser

    return build_parser(find_game(name), lang=lang)


def _one_line(exc: GrundyError, lang: str = "en") -> str:
    """The message of an error on one line, in ``lang``.

    Whitespace becomes single spaces, and a huge word (a number of thousands
    of digits quoted back) is shortened to its ends; Chinese text, written
    without spaces, is not a word.

    >>> error = GrundyError("pile 1: " + "9" * 100 + " is too big", zh="第 1 堆：" + "9" * 100 + " 太大")
    >>> _one_line(error), _one_line(error, "zh")
    ('pile 1: 9999999999999999999999999999999999999999...999999 is too big', '第 1 堆：9999999999999999999999999999999999999999...999999 太大')
    """
    text = " ".join(exc.text(lang).split())
    return _HUGE_WORD.sub(lambda m: f"{m[0][:40]}...{m[0][-6:]}", text) or type(exc).__name__


#: More than 80 characters with neither a space nor a Chinese character or punctuation mark.
_HUGE_WORD = re.compile(r"[^\s\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]{81,}")


def _standard_streams(lang: str) -> bool:
    # A closed standard input reads as empty input, as it does for a C
    # program; a closed standard output is an error, reported on stderr.
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        if sys.stderr is not None:
            print("grundy：标准输出已关闭，无法写出结果" if lang == "zh" else
                  "grundy: standard output is closed: nowhere to write the answer", file=sys.stderr)
        return False
    return True


def _utf8_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        reconfigure: Any = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (stream.encoding or "").lower() not in ("utf-8", "utf8"):
            try:
                reconfigure(encoding="utf-8", errors="replace")
            except (ValueError, OSError):
                pass
