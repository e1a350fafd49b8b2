"""Octal games (Guy and Smith): take tokens from a heap, and perhaps split what is left.

Everything of octal games lives in this package, one topic a module:

- :mod:`.game`, the game itself (:class:`Octal`): a rule read from its code, and misère play;
- :mod:`.code`, reading and writing codes such as ``0.137``, and the classic names;
- :mod:`.rule`, take-and-break rules in general ("take 1-2, leave 0-2"), as values and
  as text; an octal code is one;
- :mod:`.rulegame`, the game a rule defines (:class:`RuleGame`: moves, answers, winning
  moves of any heap, explanations, notation), of which :class:`Octal` and
  :class:`grundy.games.takebreak.TakeBreak` (the rule read as text) are the variants;
- :mod:`.solution`, G of one heap of any size: the terms computed, or the period
  proved (ordinary or arithmetic, :mod:`.arithmetic`), kept in the cache (:mod:`.stored`);
  :mod:`.splits` and :mod:`.xorsum`, the splits of a huge heap that reach a value;
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
