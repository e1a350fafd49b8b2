"""``grundy plot KIND ... -o FILE``: draw a picture to a PNG or SVG file."""

from __future__ import annotations

from typing import Any

from ..game import find_game
from . import ArgumentParser
from .analyse import add_game_arguments, options_from_args

KINDS = {
    "p-positions": "the map of P-positions (Wythoff and its variants, any two-pile game)",
    "grundy": "a heatmap of Grundy values G(x, y) of a two-pile game",
    "queen": "a Go board with the queen's safe squares, and her winning moves as arrows",
}


def add_arguments(parser: ArgumentParser) -> None:
    parser.description = "Draw a picture. " + "; ".join(f"{k}: {v}" for k, v in KINDS.items())
    parser.add_argument("kind", choices=sorted(KINDS), help="what to draw")
    parser.add_argument("--game", default="wythoff", help="the game (default: wythoff)")
    parser.add_argument("--size", type=int, default=None, help="draw 0 <= x, y < SIZE")
    parser.add_argument("-o", "--output", required=True, help="output file, .png or .svg")


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the options of the game given by --game (default wythoff)."""
    name = "queen" if argv[:1] == ["queen"] else "wythoff"
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            name = argv[i + 1]
        elif arg.startswith("--game="):
            name = arg.split("=", 1)[1]
    add_game_arguments(parser, find_game(name))


def run(args: Any) -> int:
    from .. import plots

    if args.kind == "queen":
        args.game = "queen"
    cls = find_game(args.game)
    rules, _flags = options_from_args(cls, args)
    game = cls(**rules)
    if args.kind == "queen":
        position = game.parse_position(args.position) if args.position else None
        fig = plots.queen_board(game, position)
    elif args.kind == "p-positions":
        fig = plots.p_position_map(game, args.size or 40)
    else:
        fig = plots.grundy_heatmap(game, args.size or 64)
    path = plots.save(fig, args.output)
    print(f"wrote {path}")
    return 0
