"""The Grundy values of one heap under a take-and-break rule: read off the terms computed, or through the proved period.

Every take-and-break game (:class:`~grundy.games.octal.rule.Rule`; an octal code is one)
is answered here: :func:`solved` computes the terms up to a bound, stopping once a period is
proved (ordinary, G(n + p) = G(n), by the periodicity theorem of :mod:`.values`, or
arithmetic, G(n + p) = G(n) + s, by the test of :mod:`.arithmetic`), and keeps a period that
took long in the cache (:mod:`.stored`) when the rule has an octal code; a :class:`Solution`
answers G(n) of any heap from them.

>>> from .rule import Rule
>>> kayles, g = Rule("0.77"), Solution(Rule("0.8"))
>>> Solution(kayles)(71 + 12 * 10**50), g.period, g(10**21)
(7, ArithmeticPeriod(preperiod=1, period=3, saltus=1), 333333333333333333333)

A rule the periodicity theorem does not cover (a take with no upper bound, parts that must
differ) has no period to prove: only the terms the heaps asked about need are computed, a
power of 2 from :data:`FIRST_TERMS` on, up to the bound, and a larger heap is refused.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...periodic import ArithmeticPeriod, Period
from .values import compute

if TYPE_CHECKING:
    from .rule import Rule
    from .splits import Through

__all__ = ["FIRST_TERMS", "MAX_TERMS", "MAX_TERMS_TRIPLES", "PROBE_TERMS", "THREE_LIMIT", "Solution", "default_terms",
           "solved"]

#: How many terms the period search computes before it gives up.
MAX_TERMS = 20_000
#: The same when a move may leave three heaps (N terms: N**3 / 36 xors, see .values; seconds for this
#: many); and moves into three heaps are listed and counted for heaps below THREE_LIMIT (through the
#: period above it).
MAX_TERMS_TRIPLES = THREE_LIMIT = 3_000
#: The fewest terms computed for a rule the periodicity theorem does not cover (see Solution).
FIRST_TERMS = 256
#: Rules whose moves may leave three heaps are first computed to this many terms by numpy (see :func:`solved`).
PROBE_TERMS = 256

#: A proved period (ordinary: saltus 0), or None.
Found = Period | ArithmeticPeriod | None


def default_terms(rule: Rule) -> int:
    """The terms computed by default: MAX_TERMS, or MAX_TERMS_TRIPLES if a move may leave three heaps."""
    return MAX_TERMS_TRIPLES if rule.parts == 3 else MAX_TERMS


@lru_cache(maxsize=32)
def solved(rule: Rule, limit: int) -> tuple[Any, Found]:
    """The terms of ``rule`` up to ``limit`` or the proved period (a read-only numpy array), and that period.

    A period proved before (by any bound) and kept in the cache directory for the rule's octal
    code is read from there (:mod:`grundy.games.octal.stored`): then the terms are
    G(0..n0 + p - 1), which is all the period needs.  A period whose proof took long is kept
    there.  Rules whose moves may leave three heaps are first tried on :data:`PROBE_TERMS` terms
    with numpy, which proves most of their periods before the compiled kernel would have started.
    """
    from . import stored

    code = rule.code()
    found = stored.recall(code) if code is not None else None
    if found is not None:
        return found
    rules = rule.kernel_rules()
    if code is not None:
        rules = dataclasses.replace(rules, name=code)
    run = None
    if rules.threefold and rules.t is not None and limit > PROBE_TERMS:
        # a first look by numpy: most periods of these games show early, and numba takes seconds to start
        run = compute(rules, PROBE_TERMS, kernel=False)
        run = run if run.period is not None else None
    if run is None:
        run = compute(rules, limit)
    run.values.flags.writeable = False
    if code is not None and run.period is not None and run.seconds >= stored.KEEP_FROM:
        stored.keep(code, run.values, run.period.preperiod, run.period.period, run.period.saltus)
    return run.values, run.period


@lru_cache(maxsize=64)
def _through(rule: Rule, limit: int) -> Through:
    from .splits import Through

    values, period = solved(rule, limit)
    return Through(values, period)


class Solution:
    """G of one heap under ``rule``: from the terms computed (at most ``limit``), or through the period.

    ``refuse(solution, n)`` makes the error raised for a heap n that is neither (each game words it;
    by default :func:`.refusal.rule_refusal`).
    """

    def __init__(self, rule: Rule, limit: int | None = None,
                 refuse: Callable[[Solution, int], Exception] | None = None) -> None:
        self.rule = rule
        self.limit = default_terms(rule) if limit is None else limit
        self.refuse = refuse
        self.rules = rule.kernel_rules()
        #: the periodicity theorem covers the rule: the terms up to the bound are computed at once
        self.covered = self.rules.t is not None
        self._solve(self.limit if self.covered else min(self.limit, FIRST_TERMS))

    def _solve(self, limit: int) -> None:
        self._limit = limit
        self.values, self.period = solved(self.rule, limit)

    @property
    def terms(self) -> int:
        """The heaps below this are answered from the terms (larger ones only through a period)."""
        return len(self.values) if self.covered else self.limit

    @property
    def through(self) -> Through:
        """The values through the proved period, as :mod:`.splits` reads them for huge heaps."""
        return _through(self.rule, self._limit)

    def __call__(self, n: int) -> int:
        if n >= len(self.values) and not self.covered and n < self.limit:
            self._solve(min(self.limit, max(FIRST_TERMS, 1 << n.bit_length())))
        if n < len(self.values):
            return int(self.values[n])
        if self.period is None:
            if self.refuse is None:
                from .refusal import rule_refusal

                raise rule_refusal(self, n)
            raise self.refuse(self, n)
        n0, q, s = self.period.preperiod, self.period.period, self.period.saltus
        c, r = divmod(n - n0, q)
        return int(self.values[n0 + r]) + s * c

    def array(self, x: Any) -> Any:
        """G of every heap in an int64 array (each below the terms computed, or in the periodic range)."""
        import numpy as np

        count = len(self.values)
        if self.period is None:
            return self.values[x]
        n0, q, s = self.period.preperiod, self.period.period, self.period.saltus
        periodic = self.values[n0 + (x - n0) % q].astype(np.int64) + s * ((x - n0) // q)
        return np.where(x < count, self.values[np.minimum(x, count - 1)], periodic)
