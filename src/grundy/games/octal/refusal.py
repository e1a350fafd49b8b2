"""The refusal of a heap beyond the terms computed: the --to that reaches it, and how long that would take.

An octal game names its code (:func:`refusal`), any other take-and-break game its rule and why no
period answers the heap (:func:`rule_refusal`); both estimate the time by :func:`estimate_seconds`.

>>> from .values import compute, octal_rules
>>> print(refusal((6,), compute(octal_rules((6,)), 200).values, 300).text())
octal 0.6: no period was proved within 200 terms, so only heaps below 200 are answered, not 300; --to 301 computes the terms up to it (about 1 s)
>>> from .rule import Rule
>>> from .solution import Solution
>>> print(rule_refusal(Solution(Rule("grundy"), 300), 10**6).text())
take-and-break take 0, leave 2, unequal: the periodicity theorem does not cover heaps that must differ, so only heaps below 300 are answered, not 1000000; --to 1000001 computes the terms up to it (about 4 min)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...bigint import int_to_str
from ...errors import TooLargeError
from ...messages import Text, catalogue
from .code import code_text
from .values import MAX_BOUND, Rules, octal_rules

if TYPE_CHECKING:
    from .solution import Solution

__all__ = ["duration", "estimate_seconds", "refusal", "rule_refusal"]

MESSAGES = catalogue("octal.refusal", {
    "no_period_for": ("octal {code}: no period was proved within {terms:,} {terms:~term|terms}, so only heaps below {terms:,} "
                      "are answered, not {n}; --to {need} computes the terms up to it ({time})",
                      "八进制 {code}：在 {terms:,} 项内未证得周期，只能回答小于 {terms:,} 的堆，不能回答 {n}；"
                      "用 --to {need} 可算到这一堆（{time}）"),
    "beyond_bound": ("octal {code}: no period was proved within {terms:,} {terms:~term|terms}, so only heaps below {terms:,} "
                     "are answered, not {n}; --to accepts at most {limit:,} {limit:~term|terms}",
                     "八进制 {code}：在 {terms:,} 项内未证得周期，只能回答小于 {terms:,} 的堆，不能回答 {n}；"
                     "--to 至多接受 {limit:,} 项"),
    "time_range": ("about {low} if the rare values stay as few as so far, up to {high} by the full mex",
                   "若稀有值仍像目前这样少，约需 {low}，用完整 mex 至多约需 {high}"),
    "time_one": ("about {low}", "约需 {low}"),
    "refused": ("take-and-break {rule}: {why}, so only heaps below {terms:,} are answered, not {n}; --to {need} computes "
                "the terms up to it ({time})",
                "取子分堆规则“{rule}”：{why}，所以只能回答小于 {terms:,} 的堆，不能回答 {n}；用 --to {need} 可算到这一堆（{time}）"),
    "refused_far": ("take-and-break {rule}: {why}, so only heaps below {terms:,} are answered, not {n}; --to accepts at "
                    "most {limit:,} {limit:~term|terms}",
                    "取子分堆规则“{rule}”：{why}，所以只能回答小于 {terms:,} 的堆，不能回答 {n}；--to 至多接受 {limit:,} 项"),
    "why_unbounded": ("the periodicity theorem does not cover a take with no upper bound",
                      "周期性定理不适用于没有上限的取法"),
    "why_unequal": ("the periodicity theorem does not cover heaps that must differ", "周期性定理不适用于要求各堆大小不同的规则"),
    "why_no_period": ("no period was proved within {terms:,} {terms:~term|terms}", "在 {terms:,} 项内未证得周期"),
    "seconds": ("{n:,} s", "{n:,} 秒"),
    "minutes": ("{n:,} min", "{n:,} 分钟"),
    "hours": ("{n:,} h", "{n:,} 小时"),
    "days": ("{n:,} days", "{n:,} 天"),
})


def duration(seconds: float) -> Text:
    """A time in seconds as the refusals write it: seconds, minutes, hours or days."""
    if seconds >= 2 * 86400:
        return MESSAGES("days", n=round(seconds / 86400))
    if seconds >= 2 * 3600:
        return MESSAGES("hours", n=round(seconds / 3600))
    if seconds >= 2 * 60:
        return MESSAGES("minutes", n=round(seconds / 60))
    return MESSAGES("seconds", n=max(1, round(seconds)))


def refusal(digits: tuple[int, ...], values: Any, n: int) -> TooLargeError:
    """The refusal of a heap beyond the terms computed: the --to that reaches it, and how long it would take."""
    code = code_text(digits)
    if n + 1 > MAX_BOUND:
        return TooLargeError(MESSAGES("beyond_bound", code=code, terms=len(values), n=int_to_str(n),
                                      limit=MAX_BOUND))
    low, high = estimate_seconds(octal_rules(digits), values, n + 1)
    time = (MESSAGES("time_one", low=duration(low)) if duration(low) == duration(high) else
            MESSAGES("time_range", low=duration(low), high=duration(high)))
    return TooLargeError(MESSAGES("no_period_for", code=code, terms=len(values), n=int_to_str(n), need=n + 1,
                                  time=time))


def rule_refusal(g: Solution, n: int) -> TooLargeError:
    """The same for a heap of any take-and-break rule, with the reason no period answers it."""
    rule, terms = g.rule, g.terms
    why = (MESSAGES("why_no_period", terms=terms) if g.covered else
           MESSAGES("why_unbounded") if not rule.bounded else MESSAGES("why_unequal"))
    if n + 1 > MAX_BOUND:
        return TooLargeError(MESSAGES("refused_far", rule=rule.words(), why=why, terms=terms, n=int_to_str(n),
                                      limit=MAX_BOUND))
    _low, high = estimate_seconds(g.rules, g.values, n + 1)
    return TooLargeError(MESSAGES("refused", rule=rule.words(), why=why, terms=terms, n=int_to_str(n), need=n + 1,
                                  time=MESSAGES("time_one", low=duration(high))))


#: Seconds per split read by the compiled full mex (about 10**9 a second, measured on 0.007).
FULL_RATE = 1.0e-9
#: Seconds per (heap, rare heap) pair in the rare-value method, plus a cost of about this many
#: pairs per heap for its mex scan (measured on 0.354: 16,777,216 heaps, 131 rare ones, 32 s).
RARE_RATE = 1.0e-8
RARE_SCAN = 64


def estimate_seconds(rules: Rules, values: Any, count: int) -> tuple[float, float]:
    """(quickest, slowest) estimate of the seconds the compiled kernel takes for ``count`` terms.

    The quickest holds if the heaps of rare value stay as few as among ``values`` (the terms known), for
    the best mask below 2**10; the slowest is the full mex over every split.  Three-heap splits (of
    m^2 / 12 triples each) are counted in both.

    >>> from .values import compute
    >>> low, high = estimate_seconds(octal_rules((3, 5, 4)), compute(octal_rules((3, 5, 4)), 2000).values, 10**7)
    >>> 0 < low < high
    True
    """
    import numpy as np

    g = np.asarray(values, dtype=np.int64)
    # a take with no upper bound reads the parts of one rest a heap, as a move of one take does
    pairs = sum(1 for m in rules.moves if m.parts == 2 and not m.every)
    triples = sum(1 for m in rules.moves if m.parts == 3)
    full = FULL_RATE * (sum(1 for m in rules.moves if m.parts == 2) * count * count / 4 + triples * count**3 / 36)
    if not pairs or len(g) < 2:
        return full, full
    counts = np.bincount(g[1:] & 1023, minlength=1024)
    v = np.arange(1024)
    best = len(g)
    for mask in range(1, 1024):
        x = v & mask
        parity = np.zeros(1024, dtype=np.int64)
        while x.any():
            parity ^= x & 1
            x = x >> 1
        best = min(best, int(counts[parity == 0].sum()))
    rare = RARE_RATE * count * (pairs * best + RARE_SCAN) + full - FULL_RATE * pairs * count * count / 4
    return min(rare, full), full

