"""``grundy table GAME --size N [--board | --grundy] [--format text|csv|npy] [-o FILE]``.

Tables of any two-pile game in the registry, under its rule options
(``--misere``, ``--max-take M``, ... as the game declares them): by default
the list of P-positions (x, y) with x, y < N; with ``--board`` the board of
P/N marks, row x per line; with ``--grundy`` every Grundy value G(x, y).
The computation lives in :mod:`grundy.tables`; this module only parses and
prints.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..errors import InputError, UnsupportedError
from ..game import find_game
from . import ArgumentParser, UsageError

FORMATS = ("text", "csv", "npy")


def add_arguments(parser: ArgumentParser) -> None:
    parser.usage = "grundy table GAME --size N [--board | --grundy] [--format text|csv|npy] [-o FILE] [rule options]"
    parser.description = (
        "Tables of a two-pile game: its P-positions (default), the board of P/N marks "
        "(--board) or every Grundy value (--grundy), for piles below N.  Rule options "
        "are the game's own (see 'grundy table GAME --help')."
    )
    parser.add_argument("game", help="a two-pile game, e.g. wythoff")
    parser.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def _game_parser(cls: Any) -> ArgumentParser:
    from .analyse import _add_option

    parser = ArgumentParser(
        prog=f"grundy table {cls.name}",
        description=f"Tables of {cls.title}: P-positions, P/N board or Grundy values for piles below N.",
    )
    parser.add_argument("--size", required=True, metavar="N", help="piles 0..N-1")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--board", action="store_true", help="the board of P/N marks, row x per line")
    what.add_argument("--grundy", action="store_true", help="every Grundy value G(x, y)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format (npy needs -o)")
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of the screen")
    for opt in cls.cli_options:
        if opt.rule:
            _add_option(parser, opt)
    return parser


def run(args: Any) -> int:
    from .. import tables
    from ..game import parse_count

    cls = find_game(args.game)
    if getattr(cls, "piles", None) != 2:
        raise UnsupportedError(f"{cls.name} is not a two-pile game; tables are for two-pile games")
    ns = _game_parser(cls).parse_args(args.rest)
    size = parse_count(ns.size, "--size")
    rules = {}
    for opt in cls.cli_options:
        if opt.rule:
            raw = getattr(ns, opt.name)
            rules[opt.name] = opt.convert(raw if not (opt.kind is bool and raw is False) else False)
    game = cls(**rules)
    if ns.format == "npy" and not ns.output:
        raise UsageError("grundy table: --format npy writes binary data and needs -o FILE")
    if ns.grundy:
        data = tables.grundy_board(game, size)
        lines = tables.grundy_lines
    elif ns.board:
        data = tables.outcome_board(game, size)
        lines = tables.board_lines
    else:
        data = tables.p_positions(game, size)
        lines = tables.p_position_lines
    if ns.format == "npy":
        import numpy as np

        array = np.asarray(data, dtype=np.int64).reshape(-1, 2) if isinstance(data, list) else data
        try:
            np.save(ns.output, array)
        except OSError as exc:
            raise InputError(f"cannot write {ns.output}: {exc.strerror}") from None
        return 0
    if ns.output:
        try:
            handle = open(ns.output, "w", encoding="utf-8", newline="\n")
        except OSError as exc:
            raise InputError(f"cannot write {ns.output}: {exc.strerror}") from None
        with handle:
            for line in lines(data, ns.format):
                handle.write(line + "\n")
        return 0
    out = sys.stdout
    for line in lines(data, ns.format):
        out.write(line + "\n")
    out.flush()
    return 0
