"""``grundy GAME POSITION...``: analyse one position of any registered game."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from ..game import Game, Option
from ..i18n import LANGS, declared, pick
from ..registry import find_game
from . import ArgumentParser
from .output import add_colour_option, terminal_style

__all__ = ["add_game_arguments", "add_option", "build_parser", "game_from_args", "main",
           "options_from_args", "position_options_from_args"]


def build_parser(cls: type[Game], prog: str | None = None, lang: str = "en") -> ArgumentParser:
    """The argument parser of one game, built from its declared options (its help in ``lang``)."""
    parser = ArgumentParser(
        prog=prog or f"grundy {cls.name}",
        description=pick(lang, f"{cls.title}: outcome, every winning move and why.",
                         f"{cls.title_zh or cls.title}：结论、全部必胜走法及理由。"),
        lang=lang,
    )
    parser.add_examples(cls.examples)
    add_game_arguments(parser, cls)
    parser.add_argument("--grundy", action="store_true",
                        help=parser.text("also give the Grundy value (normal play)", "同时给出 SG 值（常规规则）"))
    parser.add_argument("--json", action="store_true", help=parser.text("print one JSON object", "输出一个 JSON 对象"))
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help=parser.text("language of the explanation", "输出的语言（zh 为中文）"))
    add_colour_option(parser)
    return parser


def add_game_arguments(parser: ArgumentParser, cls: type[Game]) -> None:
    """Add a game's position arguments and options to a parser."""
    zh = getattr(parser, "lang", "en") == "zh"
    parser.add_argument("position", nargs="*", metavar=cls.position_metavar,
                        help=declared(cls, "position_help", "zh" if zh else "en"))
    for opt in cls.cli_options:
        add_option(parser, opt)


def add_option(parser: ArgumentParser, opt: Option) -> None:
    """Add one declared option to a parser: a flag for a bool, else an option with a value."""
    zh = getattr(parser, "lang", "en") == "zh"
    shown = opt.help_zh or opt.help if zh else opt.help
    if opt.kind is bool:
        parser.add_argument(opt.flag, dest=opt.name, action="store_true", help=shown)
    else:
        parser.add_argument(opt.flag, dest=opt.name, default=None, metavar=opt.metavar or opt.name.upper(),
                            help=shown + ("（必需）" if zh else " (required)") if opt.required else shown)


def options_from_args(cls: type[Game], ns: Any, *, rules_only: bool = False
                      ) -> tuple[dict[str, Any], dict[str, Any]]:
    """The rule options and the analysis flags given on the command line.

    With ``rules_only`` the flags are not read (a command that offers only
    the rule options, such as ``grundy table``).
    """
    rules: dict[str, Any] = {}
    flags: dict[str, Any] = {}
    for opt in cls.cli_options:
        if opt.position or (rules_only and not opt.rule):
            continue
        (rules if opt.rule else flags)[opt.name] = opt.convert(getattr(ns, opt.name))
    return rules, flags


def position_options_from_args(cls: type[Game], ns: Any) -> dict[str, Any]:
    """The options that describe the position (passed to the game's ``from_cli``)."""
    return {o.name: o.convert(getattr(ns, o.name)) for o in cls.cli_options if o.position}


def game_from_args(cls: type[Game], ns: Any) -> tuple[Game, Any, dict[str, Any]]:
    """Build (game, position, analysis flags) from parsed arguments."""
    rules, flags = options_from_args(cls, ns)
    from_cli = getattr(cls, "from_cli", None)
    if from_cli is not None:
        # A rule option left out reaches from_cli as None, not as its default, so that
        # the game can tell it from one given (octal asks for its code so).
        rules = {k: None if getattr(ns, k) is None else v for k, v in rules.items()}
        game, position = from_cli(ns.position, **rules, **position_options_from_args(cls, ns))
    else:
        game = cls(**rules)
        position = game.parse_position(ns.position)
    return game, position, flags


def main(name: str, argv: Sequence[str], lang: str = "en") -> int:
    """Parse the arguments of ``grundy NAME ...`` and print the analysis (help in ``lang``)."""
    cls = find_game(name)
    ns = build_parser(cls, lang=lang).parse_command(argv)
    game, position, flags = game_from_args(cls, ns)
    if ns.grundy:
        flags["grundy"] = True
    analysis = game.analyse(position, ns.lang, **flags)
    if ns.json:
        print(json.dumps(analysis.to_json(), ensure_ascii=False))
    else:
        print(analysis.to_text(terminal_style(sys.stdout, ns.color)))
    return 0
