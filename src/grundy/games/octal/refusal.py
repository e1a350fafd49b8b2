"""The refusal of a heap beyond the terms computed: the --to that reaches it, and how long that would take.

>>> from .values import compute, octal_rules
>>> print(refusal((6,), compute(octal_rules((6,)), 200).values, 300).text())
octal 0.6: no period was proved within 200 terms, so only heaps below 200 are answered, not 300; --to 301 computes the terms up to it (about 1 s)
"""

from __future__ import annotations

from typing import Any

from ...bigint import int_to_str
from ...errors import TooLargeError
from ...messages import Text, catalogue
from .code import code_text
from .values import octal_rules

__all__ = ["duration", "refusal"]

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
    from .values import MAX_BOUND, estimate_seconds

    code = code_text(digits)
    if n + 1 > MAX_BOUND:
        return TooLargeError(MESSAGES("beyond_bound", code=code, terms=len(values), n=int_to_str(n),
                                      limit=MAX_BOUND))
    low, high = estimate_seconds(octal_rules(digits), values, n + 1)
    time = (MESSAGES("time_one", low=duration(low)) if duration(low) == duration(high) else
            MESSAGES("time_range", low=duration(low), high=duration(high)))
    return TooLargeError(MESSAGES("no_period_for", code=code, terms=len(values), n=int_to_str(n), need=n + 1,
                                  time=time))
