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

from ..errors import GrundyError, os_reason, suggestion
from ..bigint import unlimited_digits
from ..messages import Text, catalogue
from ..listing import COMMANDS as LISTED_COMMANDS, GAMES as LISTED_GAMES
from ..registry import BUILTIN, available_games, find_game, summary
from .commands import COMMANDS, SHARED_OPTIONS, available_commands, command_summary, parser_for, split_shared
from .parser import ArgumentParser, HelpFormatter, UsageError, argparse_zh, complete_with, lang_of, wrap

__all__ = ["COMMANDS", "SHARED_OPTIONS", "ArgumentParser", "UsageError", "command_summary", "complete_with", "main",
           "parser_for", "split_shared"]

MESSAGES = catalogue("cli", {
    "tagline": ("grundy {version}: exact solutions and perfect play for impartial games",
                "grundy {version}：公平组合游戏的精确解与完美对弈"),
    "usage": ("usage: grundy GAME POSITION... [--json] [--lang en|zh]\n       grundy COMMAND ...",
              "用法：grundy GAME POSITION... [--json] [--lang en|zh]\n      grundy COMMAND ..."),
    "games": ("games:", "游戏："),
    "commands": ("commands:", "命令："),
    "also": (" (also {names})", "（又名 {names}）"),
    "overview_end": ("'grundy NAME --help' (or 'grundy help NAME') describes one game or command.\n"
                     "Example: grundy wythoff 3 5    grundy judge poj1067 < input.txt",
                     "'grundy 名称 --help --lang zh'（或 'grundy help 名称 --lang zh'）介绍一个游戏或命令。\n"
                     "游戏也可以用中文名称，例如 'grundy 威佐夫 3 5 --lang zh'、'grundy help 皇后 --lang zh'。\n"
                     "例如：grundy wythoff 3 5 --lang zh    grundy judge poj1067 < input.txt"),
    "error": ("grundy: {message}", "grundy：{message}"),
    "interrupted": ("grundy: interrupted", "grundy：已中断"),
    "cannot_write_output": ("grundy: cannot write the output: {reason}", "grundy：无法写出输出：{reason}"),
    "cannot_write": ("grundy: cannot write {file}: {reason}", "grundy：无法写入 {file}：{reason}"),
    "unknown_option": ("grundy: unknown option {word!r}; before the name of a game or command come only "
                       "--lang, --json, --help and --version",
                       "grundy：未知的选项 {word!r}；游戏或命令的名称之前只能写 --lang、--json、--help 和 --version"),
    "unknown_word": ("grundy: unknown game or command {word!r}; {hint}'grundy --help' lists them",
                     "grundy：未知的游戏或命令 {word!r}；{hint}'grundy --help' 列出了全部"),
    "judge_format": ("grundy: {word!r} is a judge format, not a game or command: 'grundy judge {name} < FILE' "
                     "answers its input, and 'grundy judge --help' describes every format",
                     "grundy：{word!r} 是评测题目的格式，不是游戏或命令：'grundy judge {name} < FILE' 回答它的输入，"
                     "'grundy judge --help' 介绍了所有格式"),
    "hint": ("{question} ", "{question}"),
    "stdout_closed": ("grundy: standard output is closed: nowhere to write the answer",
                      "grundy：标准输出已关闭，无法写出结果"),
})


def _overview(lang: str = "en") -> str:
    from .. import __version__

    lines = [MESSAGES("tagline", version=__version__).render(lang), "", MESSAGES("usage").render(lang), "",
             MESSAGES("games").render(lang)]
    games, commands = _listed_games(lang), available_commands()
    # One column for every summary: the longest name, games' and commands' alike, and two spaces.
    width = max(len(name) for name in [*games, *commands]) + 2
    for name, (line, other) in games.items():
        also = MESSAGES("also", names=("、" if lang == "zh" else ", ").join(other)).render(lang) if other else ""
        lines.append(f"  {name:<{width}}{line}{also}")
    lines.append("")
    lines.append(MESSAGES("commands").render(lang))
    for name in commands:
        listed = LISTED_COMMANDS.get(name)
        lines.append(f"  {name:<{width}}{listed[lang == 'zh'] if listed else command_summary(name, lang)}")
    lines += ["", MESSAGES("overview_end").render(lang)]
    return "\n".join(lines)


def _listed_games(lang: str) -> dict[str, tuple[str, list[str]]]:
    # name -> (summary, other names) of every installed game: grundy's own from grundy.listing,
    # without importing them; another package's from its class.
    games = {}
    for name in available_games():
        listed = LISTED_GAMES.get(name) if name in BUILTIN else None
        if listed is not None:
            games[name] = (listed.zh if lang == "zh" else listed.en,
                           [*listed.aliases, *(listed.aliases_zh if lang == "zh" else ())])
            continue
        try:
            cls = find_game(name)
        except GrundyError:  # a broken package: find_game says what is wrong when it is asked for
            continue
        games[name] = (summary(cls, lang), [*cls.aliases, *(cls.aliases_zh if lang == "zh" else ())])
    return games


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
        line = _one_line(exc, lang)
        print(line if isinstance(exc, UsageError) else MESSAGES("error", message=line).render(lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        sys.stdout.flush()
        print(MESSAGES("interrupted").render(lang), file=sys.stderr)
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
            print(MESSAGES("cannot_write_output", reason=os_reason(exc)).render(lang), file=sys.stderr)
        else:
            print(MESSAGES("cannot_write", file=exc.filename, reason=os_reason(exc)).render(lang), file=sys.stderr)
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


def _dispatch(args: list[str], lang: str = "en") -> int:
    head, rest = split_shared(args)
    if rest[:1] in (["-V"], ["--version"]):
        rest = ["version"]
    if not rest or rest[0] == "help":
        print(_overview(lang))
        return 0
    word = rest[0]
    if word.startswith("-"):
        raise UsageError(MESSAGES("unknown_option", word=word))
    # The shared options go first, before any "--" that ends the options.
    argv = [*head, *rest[1:]]
    name = word.lower()
    if name in available_commands():
        module = importlib.import_module(COMMANDS[name])
        ns = parser_for(name, argv, lang).parse_command(argv)
        status: int = module.run(ns)
        return status
    from ..registry import game_name, game_names

    game = game_name(word)
    if game is not None:
        from . import analyse

        return analyse.main(game, argv, lang)
    fmt = _judge_format(word)
    if fmt is not None:
        raise UsageError(MESSAGES("judge_format", word=word, name=fmt))
    question = suggestion(word, [*available_commands(), *game_names(), "help"])
    raise UsageError(MESSAGES("unknown_word", word=word, hint="" if question is None else
                              MESSAGES("hint", question=question)))


def _judge_format(word: str) -> str | None:
    # The name of the judge format that ``word`` names (a name or an alias), or None.
    from ..errors import InputError
    from ..judge import find_judge_format

    try:
        return find_judge_format(word).name
    except InputError:
        return None


def _one_line(exc: GrundyError, lang: str = "en") -> str:
    """The message of an error on one line, in ``lang``.

    Whitespace becomes single spaces, and a huge number (thousands of digits
    quoted back) is shortened to its ends; any other word, such as a long
    file path, is kept whole, since the message names it.

    >>> error = GrundyError(Text.literal("pile 1: " + "9" * 100 + " is too big", "第 1 堆：" + "9" * 100 + " 太大"))
    >>> _one_line(error), _one_line(error, "zh")
    ('pile 1: 9999999999999999999999999999999999999999...999999 is too big', '第 1 堆：9999999999999999999999999999999999999999...999999 太大')
    """
    text = " ".join(exc.text(lang).split())
    return re.sub(_HUGE_WORD, lambda m: f"{m[0][:40]}...{m[0][-6:]}", text) or type(exc).__name__


#: A number of more than 80 digits (compiled when an error is shown, not at start-up).
_HUGE_WORD = r"\d{81,}"


def _standard_streams(lang: str) -> bool:
    # A closed standard input reads as empty input, as it does for a C
    # program; a closed standard output is an error, reported on stderr.
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        if sys.stderr is not None:
            print(MESSAGES("stdout_closed").render(lang), file=sys.stderr)
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
