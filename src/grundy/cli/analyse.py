"""``grundy GAME POSITION...``: analyse one position of any registered game."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any

from ..build import game_from_text, split_options
from ..errors import InputError, os_reason
from ..bigint import json_dumps
from ..game import Game
from ..messages import LANGS, catalogue
from ..options import Option
from ..registry import find_game
from ..validation import notation_tokens
from .parser import ArgumentParser
from ..report import SHORTEN_DIGITS
from .output import add_colour_option, terminal_style, terminal_width

__all__ = ["add_game_arguments", "add_option", "build_parser", "game_from_args", "main",
           "options_from_args", "position_options_from_args", "read_position_args"]

MESSAGES = catalogue("cli.analyse", {
    "description": ("{title}: outcome, every winning move and why. A position too long to type may be read from "
                    "a file, @FILE, or from standard input, -; its tokens are split on whitespace.",
                    "{title}：结论、全部必胜走法及理由。太长而无法输入的局面可以从文件读入（@文件），"
                    "或从标准输入读入（-）；各项以空白分隔。"),
    "grundy": ("also give the Grundy value (normal play)", "同时给出 SG 值（常规规则）"),
    "json": ("print one JSON object", "输出一个 JSON 对象"),
    "lang": ("language of the explanation", "输出的语言（zh 为中文）"),
    "required": ("{help} (required)", "{help}（必需）"),
    "cannot_read": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "not_utf8": ("cannot read {path}: it is not UTF-8 text", "无法读取 {path}：它不是 UTF-8 文本"),
})


def build_parser(cls: type[Game], prog: str | None = None, lang: str = "en") -> ArgumentParser:
    """The argument parser of one game, built from its declared options (its help in ``lang``)."""
    parser = ArgumentParser(
        prog=prog or f"grundy {cls.name}",
        description=MESSAGES("description", title=cls.title_in(lang)).render(lang),
        lang=lang,
    )
    parser.add_examples(cls.shell.examples)
    add_game_arguments(parser, cls)
    if cls.shell.command_line:
        importlib.import_module(cls.shell.command_line).add_arguments(parser)
    parser.add_argument("--grundy", action="store_true", help=parser.text(MESSAGES("grundy")))
    parser.add_argument("--json", action="store_true", help=parser.text(MESSAGES("json")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))
    add_colour_option(parser)
    return parser


def add_game_arguments(parser: ArgumentParser, cls: type[Game]) -> None:
    """Add a game's position arguments and options to a parser."""
    parser.add_argument("position", nargs="*", metavar=cls.shell.position_metavar,
                        help=parser.text(cls.position_help))
    for opt in cls.cli_options:
        add_option(parser, opt)


def add_option(parser: ArgumentParser, opt: Option) -> None:
    """Add one declared option to a parser: a flag for a bool, else an option with a value."""
    shown = parser.text(opt.help)
    if opt.kind is bool:
        parser.add_argument(opt.flag, dest=opt.name, action="store_true", help=shown)
    else:
        parser.add_argument(opt.flag, dest=opt.name, default=None, metavar=opt.metavar or opt.name.upper(),
                            help=parser.text(MESSAGES("required", help=shown)) if opt.required else shown)


def given_options(cls: type[Game], ns: Any) -> dict[str, Any]:
    """The values of the game's options in parsed arguments (None where not given)."""
    return {opt.name: getattr(ns, opt.name, None) for opt in cls.cli_options}


def options_from_args(cls: type[Game], ns: Any, *, rules_only: bool = False
                      ) -> tuple[dict[str, Any], dict[str, Any]]:
    """The rule options and the analysis flags given on the command line.

    With ``rules_only`` the flags are not read (a command that offers only
    the rule options, such as ``grundy table``).
    """
    rules, flags, _placed = split_options(cls, given_options(cls, ns))
    return rules, {} if rules_only else flags


def position_options_from_args(cls: type[Game], ns: Any) -> dict[str, Any]:
    """The options that describe the position (passed to the game's ``from_tokens``)."""
    return split_options(cls, given_options(cls, ns))[2]


def game_from_args(cls: type[Game], ns: Any) -> tuple[Game, Any, dict[str, Any]]:
    """Build (game, position, analysis flags) from parsed arguments."""
    return game_from_text(cls, ns.position, given_options(cls, ns))


def read_position_args(ns: Any, cls: type[Game]) -> None:
    """Replace ``@FILE`` and ``-`` in the position by the tokens of that file or of stdin.

    The tokens are split on whitespace (quotes group words, as on a command
    line), so a position too long for a command line can be given.  The
    options that describe a position (``--cards``) take ``@FILE`` and ``-``
    too, the text of the file being the option's value.
    """
    tokens: list[str] = []
    for token in ns.position:
        if token == "-" or token.startswith("@"):
            tokens.extend(notation_tokens(_read_text(token)))
        else:
            tokens.append(token)
    ns.position = tokens
    for opt in cls.cli_options:
        value = getattr(ns, opt.name, None)
        if opt.position and isinstance(value, str) and (value == "-" or value.startswith("@")):
            setattr(ns, opt.name, _read_text(value))


def _read_text(token: str) -> str:
    # The text of the file named by "@FILE", or of standard input for "-".
    if token == "-":
        return sys.stdin.read()
    path = token[1:]
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError as exc:
        raise InputError(MESSAGES("cannot_read", path=path, reason=os_reason(exc))) from None
    except UnicodeDecodeError:
        raise InputError(MESSAGES("not_utf8", path=path)) from None


def main(name: str, argv: Sequence[str], lang: str = "en") -> int:
    """Parse the arguments of ``grundy NAME ...`` and print the analysis (help in ``lang``)."""
    cls = find_game(name)
    ns = build_parser(cls, lang=lang).parse_command(argv)
    read_position_args(ns, cls)
    extension = importlib.import_module(cls.shell.command_line) if cls.shell.command_line else None
    if extension is not None:
        status: int | None = extension.run(ns, lang)
        if status is not None:
            return status
    game, position, flags = game_from_args(cls, ns)
    if extension is not None:
        game = extension.adjust(game, ns)
    if ns.grundy:
        flags["grundy"] = True
    analysis = game.analyse(position, ns.lang, **flags)
    if ns.json:
        print(json_dumps(analysis.to_json(), ensure_ascii=False))
    else:
        print(analysis.to_text(terminal_style(sys.stdout, ns.color), width=terminal_width(sys.stdout),
                               digits=SHORTEN_DIGITS))
    return 0
