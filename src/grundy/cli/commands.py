"""The commands and games a command line can name, and the parser of each.

>>> "judge" in available_commands(), split_shared(["--json", "nim", "3"])
(True, (['--json'], ['nim', '3']))
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Sequence

from .parser import ArgumentParser

__all__ = ["COMMANDS", "SHARED_OPTIONS", "available_commands", "command_summary", "parser_for", "split_shared"]


#: command -> its module, which defines add_arguments(parser), run(args) -> exit status,
#: and the one line that lists the command, SUMMARY and SUMMARY_ZH.  Modules not
#: installed are not offered.
COMMANDS: dict[str, str] = {
    "judge": "grundy.cli.judge",
    "table": "grundy.cli.table",
    "beatty": "grundy.cli.beatty",
    "quotient": "grundy.cli.quotient",
    "verify": "grundy.cli.verify",
    "cache": "grundy.cli.cache",
    "play": "grundy.cli.play",
    "plot": "grundy.cli.plot",
    "worksheet": "grundy.cli.worksheet",
    "serve": "grundy.cli.serve",
    "completion": "grundy.cli.completion",
    "version": "grundy.cli.version",
}


def available_commands() -> list[str]:
    return [n for n, m in COMMANDS.items() if importlib.util.find_spec(m) is not None]


def command_summary(name: str, lang: str = "en") -> str:
    """The one line that lists a command, as its module declares it, in ``lang``.

    >>> command_summary("version"), command_summary("version", "zh")
    ('print the version of grundy', '显示 grundy 的版本')
    """
    module = importlib.import_module(COMMANDS[name])
    english: str = module.SUMMARY
    chinese: str = getattr(module, "SUMMARY_ZH", "") or english
    return chinese if lang == "zh" else english


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


def parser_for(name: str, argv: Sequence[str] = (), lang: str = "en") -> ArgumentParser:
    """The parser of ``grundy NAME ...``, a game or a command, its help in ``lang``.

    ``argv`` (the words after the name) tells a command over any game, such
    as ``grundy table``, which game's options to take.
    """
    if name in available_commands():
        module = importlib.import_module(COMMANDS[name])
        parser = ArgumentParser(prog=f"grundy {name}", description=command_summary(name, lang), lang=lang)
        module.add_arguments(parser)
        extend = getattr(module, "add_game_options", None)
        if extend is not None:
            # Commands over any game take that game's options too (e.g. --misere).
            extend(parser, list(argv))
        return parser
    from ..registry import find_game
    from .analyse import build_parser

    return build_parser(find_game(name), lang=lang)
