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
import textwrap
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import InputError, UnsupportedError
from ..game import find_game
from . import ArgumentParser, UsageError

__all__ = ["add_arguments", "add_game_options", "run"]

FORMATS = ("text", "csv", "npy")


#: Options of this command that take a value (so their values are not game names).
_VALUED = ("--size", "--format", "-o", "--output")


def add_arguments(parser: ArgumentParser) -> None:
    parser.description = textwrap.fill(
        "Tables of a two-pile game: its P-positions (default), the board of P/N marks "
        "(--board) or every Grundy value (--grundy), for piles below N.  The game's rule "
        "options apply (see 'grundy table GAME --help').", 78
    )
    parser.epilog = (
        "examples:\n"
        "  grundy table wythoff --size 30\n"
        "  grundy table wythoff --board --size 12 --misere\n"
        "  grundy table wythoff --grundy --size 2048 --format npy -o g.npy"
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("game", help="a two-pile game, e.g. wythoff")
    parser.add_argument("--size", required=True, metavar="N", help="piles 0..N-1")
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--board", action="store_true", help="the board of P/N marks, row x per line")
    what.add_argument("--grundy", action="store_true", help="every Grundy value G(x, y)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format (npy needs -o)")
    parser.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of the screen")


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the rule options (--misere, --max-take, ...) of the game named in argv."""
    from .analyse import add_option

    name = None
    skip = False
    for token in argv:
        if skip:
            skip = False
        elif token in _VALUED:
            skip = True
        elif not token.startswith("-"):
            name = token
            break
    if name is None:
        return
    cls = find_game(name)
    if getattr(cls, "piles", None) != 2:
        return  # run() says that tables are for two-pile games
    own = {"--size", "--board", "--grundy", "--format", "-o", "--output", "-h", "--help"}
    for opt in cls.cli_options:
        if opt.rule and not opt.position and opt.flag not in own:
            add_option(parser, opt)


def run(args: Any) -> int:
    from .. import tables
    from ..game import parse_count
    from .analyse import options_from_args

    ns = args
    cls = find_game(ns.game)
    if getattr(cls, "piles", None) != 2:
        raise UnsupportedError(f"{cls.name} is not a two-pile game; tables are for two-pile games")
    size = parse_count(ns.size, "--size")
    rules, _flags = options_from_args(cls, ns, rules_only=True)
    game = cls(**rules)
    if ns.format == "npy" and not ns.output:
        raise UsageError("grundy table: --format npy writes binary data and needs -o FILE")
    data: Any
    lines: Callable[[Any, str], Iterator[str]]
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
        try:
            with handle:
                for line in lines(data, ns.format):
                    handle.write(line + "\n")
        except OSError as exc:  # a full disk, say
            raise InputError(f"cannot write {ns.output}: {exc.strerror}") from None
        return 0
    out = sys.stdout
    for line in lines(data, ns.format):
        out.write(line + "\n")
    out.flush()
    return 0
