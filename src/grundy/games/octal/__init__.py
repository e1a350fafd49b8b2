"""Octal games (Guy and Smith): take tokens from a heap, and perhaps split what is left.

Everything of octal games lives in this package, one topic a module:

- :mod:`.game`, the game itself (:class:`Octal`) and its answers;
- :mod:`.code`, reading and writing codes such as ``0.137``, and the classic names;
- :mod:`.rule`, take-and-break rules in general ("take 1-2, leave 0-2"), as values and
  as text (the game :class:`grundy.games.takebreak.TakeBreak` plays them);
- :mod:`.values`, the Grundy sequences of take-and-break games and their
  periods, proved by the octal periodicity theorem (Grundy's game uses it too);
- :mod:`.kernel` runs the compiled kernels of :mod:`.compiled` chunk by chunk;
- :mod:`.data`, sequences and surveys as files;
- :mod:`.certificate`, certificates of octal periods and their verifier, and
  :mod:`.check`, its fast check that given values are the game's.

>>> grundy_values("0.07", 10), grundy_period("0.07")
([0, 0, 1, 1, 2, 0, 3, 1, 1, 0], Period(preperiod=53, period=34))
"""

from __future__ import annotations

from .game import (
    MAX_TERMS,
    MOVE_LIMIT,
    Octal,
    grundy_period,
    grundy_value,
    grundy_values,
    heap_moves,
    parse_code,
    raw_values,
)
from .rule import Clause, Rule

__all__ = [
    "Clause",
    "MAX_TERMS",
    "MOVE_LIMIT",
    "Octal",
    "Rule",
    "grundy_period",
    "grundy_value",
    "grundy_values",
    "heap_moves",
    "parse_code",
    "raw_values",
]
