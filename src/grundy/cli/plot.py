"""``grundy plot KIND ... -o FILE``: draw a picture to a PNG or SVG file."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from ..game import find_game
from . import ArgumentParser, UsageError
from .analyse import add_game_arguments, add_option, options_from_args

KINDS = {
    "p-positions": "the map of P-positions (Wythoff and its variants, any two-pile game)",
    "grundy": "a heatmap of Grundy values G(x, y) of a two-pile game",
    "queen": "a Go board with the queen's safe squares, and her winning moves as arrows",
}


def add_arguments(parser: ArgumentParser) -> None:
    parser.description = textwrap.fill(
        "Draw a picture. " + "; ".join(f"{k}: {v}" for k, v in KINDS.items()), 78
    )
    parser.epilog = (
        "examples:\n"
        "  grundy plot p-positions --size 60 -o map.png\n"
        "  grundy plot grundy --size 128 -o heat.svg\n"
        "  grundy plot queen D4 K10 -o board.png"
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("kind", choices=sorted(KINDS), help="what to draw")
    parser.add_argument("--game", default=None,
                        help="the two-pile game (default: wythoff; queen draws the queen game)")
    parser.add_argument("--size", type=int, default=None, help="draw 0 <= x, y < SIZE")
    parser.add_argument("-o", "--output", required=True, help="output file, .png or .svg")


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the options of the game drawn: queen for 'plot queen', else --game (default wythoff).

    Only the queen's board shows a position (her squares); the other
    pictures show a whole board, so they take the game's rule options alone.
    """
    name = "wythoff"
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            name = argv[i + 1]
        elif arg.startswith("--game="):
            name = arg.split("=", 1)[1]
    if next((a for a in argv if a in KINDS), None) == "queen":
        add_game_arguments(parser, find_game("queen"))  # run() refuses another --game
        return
    for opt in find_game(name).cli_options:
        add_option(parser, opt)


def run(args: Any) -> int:
    from .. import plots

    if args.kind == "queen":
        if args.game is not None and find_game(args.game).name != "queen":
            raise UsageError(f"grundy plot queen draws the queen game, not {args.game}; "
                             "leave out --game")
        if args.size is not None:
            raise UsageError("grundy plot queen: the board's size is given by --board, not --size")
        args.game = "queen"
    cls = find_game(args.game or "wythoff")
    rules, _flags = options_from_args(cls, args)
    game = cls(**rules)
    if args.kind == "queen":
        position = game.parse_position(args.position) if args.position else None
        fig = plots.queen_board(game, position)
    elif args.kind == "p-positions":
        fig = plots.p_position_map(game, 40 if args.size is None else args.size)
    else:
        fig = plots.grundy_heatmap(game, 64 if args.size is None else args.size)
    path = plots.save(fig, args.output)
    print(f"wrote {path}")
    return 0
