"""The options ``grundy takebreak`` adds to a game's: the sequence of a rule to a bound, and files out.

``grundy takebreak --rule RULE --to N`` computes G(0..N-1) of the rule
(stopping once a period is proved, where the periodicity theorem applies),
``-o FILE`` / ``--bfile FILE`` writes it, and ``--json`` prints the report as
one JSON object, as ``grundy octal`` does, whose code this reuses.
"""

from __future__ import annotations

from typing import Any

from .octal import add_sequence_arguments, sequence
from .octal import adjust as octal_adjust
from .parser import ArgumentParser

__all__ = ["add_arguments", "adjust", "run"]


def add_arguments(parser: ArgumentParser) -> None:
    add_sequence_arguments(parser, "takebreak")


def adjust(game: Any, ns: Any) -> Any:
    """The game to analyse: with ``--to N`` its values go to N terms."""
    return octal_adjust(game, ns)


def run(ns: Any, lang: str) -> int | None:
    files = ns.output or ns.bfile
    if ns.position and not files:
        return None
    if (not ns.position and not files and ns.to is None) or ns.rule is None:
        return None  # the game's own message: give the heaps, or the rule
    from ..games.octal.rule import Rule
    from ..games.takebreak import default_terms

    rule = Rule(ns.rule)
    return sequence(ns, lang, rule.kernel_rules(), str(rule), analyse_after=bool(ns.position),
                    default=default_terms(rule), cache=False)
