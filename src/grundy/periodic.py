"""Eventually periodic and arithmetic-periodic sequences: the least preperiod and period, found and proved.

A sequence s is eventually periodic with preperiod a and period p when
s(n + p) = s(n) for every n >= a; :class:`Period` holds the least such pair.
It is arithmetic-periodic with saltus d > 0 when s(n + p) = s(n) + d for
every n >= a; :class:`ArithmeticPeriod` holds the least p, its saltus and
the least a (an ordinary period has saltus 0).
:func:`repeated_window` proves periodicity for a sequence each of whose
terms, from some point on, is a fixed function of the ``window`` terms
before it; :func:`least_period` lowers a period proved by another argument
(such as the octal periodicity theorem) to the least one;
:func:`arithmetic_candidate` finds the arithmetic period the last terms of
a sequence show, which a theorem about the sequence must then prove.

>>> def fibonacci_mod_3(terms):
...     return (terms[-1] + terms[-2]) % 3 if len(terms) >= 2 else len(terms)
>>> repeated_window(fibonacci_mod_3, 2, 100)
(Period(preperiod=0, period=8), (0, 1, 1, 2, 0, 2, 2, 1))
>>> least_period([0, 1] * 5, 2, 4)  # 4 is a period from 2; the least is 2, from 0
Period(preperiod=0, period=2)
>>> arithmetic_candidate([0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4])
ArithmeticPeriod(preperiod=1, period=3, saltus=1)

Algorithm notes: if t(n) is a function of the window W(n - m) = (t(n - m),
..., t(n - 1)) for every n >= m, then W(a + 1) is a function of W(a), so
W(a) = W(b) with a < b gives t(n + b - a) = t(n) for all n >= a; the first
repeated window (the least b) gives the least preperiod a and the least
period b - a.  And if p is a period from n0, the least period q divides p
(both are periods from n0, and so is their gcd), and the least preperiod is
found by lowering n0 while t(n0 - 1 + q) = t(n0 - 1).  An arithmetic period
is an ordinary one of the differences: s(n + p) - s(n) = d for every n >= a
exactly when D(n) = s(n + 1) - s(n) has D(n + p) = D(n) for n >= a and
D(a) + ... + D(a + p - 1) = d; the least period of the last half of the
terms seen (the prefix function of Knuth, Morris and Pratt, linear time) is
the least p any longer stretch can have.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

__all__ = ["ArithmeticPeriod", "Period", "arithmetic_candidate", "least_period", "repeated_window"]


class Period(NamedTuple):
    """s(n + period) = s(n) for every n >= preperiod; both are the least such."""

    preperiod: int
    period: int

    @property
    def saltus(self) -> int:
        """0: an ordinary period (see :class:`ArithmeticPeriod`)."""
        return 0


class ArithmeticPeriod(NamedTuple):
    """s(n + period) = s(n) + saltus for every n >= preperiod (saltus > 0); period and preperiod least."""

    preperiod: int
    period: int
    saltus: int


def repeated_window(next_term: Callable[[list[Any]], Any], window: int,
                    limit: int) -> tuple[Period, tuple[Any, ...]] | None:
    """The period of the sequence ``next_term`` extends, and its terms before preperiod + period.

    ``next_term(terms)`` gives the term after ``terms`` (integers or bools),
    a function of the last ``window`` of them once there are that many.  The
    first window of terms that repeats proves the period (Algorithm notes
    above); None if none has repeated within ``limit`` terms.
    """
    terms: list[Any] = []
    # The windows W(a) = terms[a : a + window] are compared through a rolling hash;
    # a hash match is confirmed by comparing the windows themselves.
    mod = (1 << 61) - 1
    base = 1_000_003
    top = pow(base, window - 1, mod)
    seen: dict[int, list[int]] = {}
    h = 0
    while True:
        n = len(terms)
        if n >= limit:
            return None
        terms.append(next_term(terms))
        h = (h * base + int(terms[-1]) + 1) % mod
        if n + 1 < window:
            continue
        a = n + 1 - window  # the window terms[a : a + window] is complete
        for earlier in seen.get(h, ()):
            if terms[earlier : earlier + window] == terms[a : a + window]:
                return Period(earlier, a - earlier), tuple(terms[:a])
        seen.setdefault(h, []).append(a)
        h = (h - (int(terms[a]) + 1) * top) % mod


def least_period(g: Any, n0: int, p: int) -> Period:
    """The least preperiod and period, given that p is a period of g from n0.

    The least period q divides p; the preperiod is lowered while G(n + q) = G(n) holds.
    """
    q = min(d for d in range(1, p + 1) if p % d == 0
            and all(g[n + d] == g[n] for n in range(n0, n0 + p)))
    while n0 > 0 and g[n0 - 1 + q] == g[n0 - 1]:
        n0 -= 1
    return Period(n0, q)


def arithmetic_candidate(terms: Any, repeats: int = 2) -> ArithmeticPeriod | None:
    """The arithmetic period the terms show (not a proof): the least p with s(n + p) - s(n) one
    positive constant over the last half of the terms, repeated ``repeats`` times there, and the
    least a from which it holds on all the terms; None if there is none.

    >>> arithmetic_candidate(list(range(10)) + [5] * 10) is None  # constant at the end: saltus 0
    True
    """
    n = len(terms)
    if n < 4:
        return None
    diffs = [int(terms[i + 1]) - int(terms[i]) for i in range(n - 1)]
    tail = diffs[(n - 1) // 2:]
    # the prefix function: fail[i] is the longest proper border of tail[: i + 1]
    fail = [0] * len(tail)
    k = 0
    for i in range(1, len(tail)):
        while k and tail[i] != tail[k]:
            k = fail[k - 1]
        if tail[i] == tail[k]:
            k += 1
        fail[i] = k
    p = len(tail) - fail[-1]
    if repeats * p > len(tail):
        return None
    a = (n - 1) // 2
    while a > 0 and diffs[a - 1] == diffs[a - 1 + p]:
        a -= 1
    saltus = int(terms[a + p]) - int(terms[a])
    return ArithmeticPeriod(a, p, saltus) if saltus > 0 else None
