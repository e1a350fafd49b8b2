"""The options ``grundy grundys`` adds to a game's: the sequence to a bound, and files out.

``grundy grundys --to N`` computes G(0..N-1) of Grundy's game, ``-o FILE`` /
``--bfile FILE`` writes it (as ``grundy octal`` does, whose code this reuses),
and ``--json`` prints the report as one JSON object.
"""

from __future__ import annotations

from typing import Any

from .octal import add_sequence_arguments, sequence
from .parser import ArgumentParser

__all__ = ["add_arguments", "adjust", "run"]


def add_arguments(parser: ArgumentParser) -> None:
    add_sequence_arguments(parser, "grundys")


def adjust(game: Any, ns: Any) -> Any:
    """The game to analyse (the bound is the sequence's, not the analysis's)."""
    return game


def run(ns: Any, lang: str) -> int | None:
    files = ns.output or ns.bfile
    if ns.position and not files:
        return None
    if not ns.position and not files and ns.to is None:
        return None  # the game's own message: give the heaps
    from ..games.octal.values import grundys_game_rules

    rules = grundys_game_rules()
    return sequence(ns, lang, rules, rules.name, analyse_after=bool(ns.position))
