"""Grundy sequences of take-and-break games, and their periods proved by the octal periodicity theorem.

A game is a :class:`Rules`: which takes may remove a whole heap, leave one
heap, or leave two (perhaps unequal) heaps.  :func:`compute` gives G(0),
G(1), ... up to a bound, with the period when one is proved, through the
compiled kernel (:mod:`grundy.games.octal.compiled`) when numba is installed, or the
numpy path below otherwise; both give the same values.

>>> run = compute(octal_rules((7, 7)), 200)
>>> run.period, [int(v) for v in run.values[:8]]
(Period(preperiod=71, period=12), [0, 1, 2, 3, 1, 4, 3, 2])

Algorithm notes (numpy path): the Grundy value of a heap of n is the mex
of the values of its options: 0 (the whole heap removed), G(n - k) (one
heap left) and G(a) xor G(n - k - a) for 1 <= a <= (n - k) / 2 (two heaps
left); several heaps are a sum, whose value is the xor of the heaps'
values (Sprague-Grundy).  The splits are computed a whole row at a time
(``G[1 : h + 1] ^ G[m - 1 : m - h - 1 : -1]``), in the narrowest integer
type that provably holds every value: a Grundy value is at most the
number of options of a heap, below t (n / 2 + 2) + 1, and the xor of two
values below a power of 2 stays below it.

Periodicity is proved, not guessed, by the Octal Game Periodicity Theorem
(Guy and Smith 1956; Winning Ways, ch. 4): for an octal game whose last
nonzero digit is d_t, if G(n + p) = G(n) for every n with
n0 <= n < 2 n0 + p + t, then G(n + p) = G(n) for every n >= n0.  It is
applied with n0 >= 1: its proof maps a split (a, b) of n + p, a <= b, to
the split (a, b - p) of n, and b - p >= n0 must be a nonempty heap (with
n0 = 0 code 0.4 would "prove" period 1 from G(0) = G(1) = G(2), but
G(3) = 1); a preperiod 0 is found afterwards.  The least period and
preperiod follow exactly from any proved period: the least period divides
it, and the preperiod is lowered while G(n + q) = G(n) holds.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...engine import reporting
from ...errors import InputError, TooLargeError
from ...messages import catalogue
from ...periodic import Period, least_period

__all__ = ["Computed", "Rules", "compute", "grundys_game_rules", "octal_rules", "solved"]

MESSAGES = catalogue("octal.values", {
    "label": ("{name}: Grundy values", "{name}：SG 值"),
    "too_large": ("{name}: a Grundy value reached 2**31; values that large are not supported",
                  "{name}：SG 值达到了 2**31，不支持这么大的值"),
    "bad_method": ("method is full, rare or auto, not {method!r}", "方法应为 'full'、'rare' 或 'auto'，不能是 {method!r}"),
})


@dataclass(frozen=True)
class Rules:
    """A take-and-break game on one heap: the moves that take k tokens.

    ``whole``: the k that may remove a whole heap of k; ``single``: the k that
    may leave one nonempty heap; ``splits``: (k, unequal) for the k that may
    leave two nonempty heaps (different ones if ``unequal``).  ``t`` is the
    index of the last digit, which the periodicity theorem needs (None for
    games it does not apply to, such as Grundy's game).
    """

    name: str
    whole: tuple[int, ...]
    single: tuple[int, ...]
    splits: tuple[tuple[int, bool], ...]
    t: int | None


def octal_rules(digits: tuple[int, ...]) -> Rules:
    """The rules of the octal game 0.d1d2...dt.

    >>> octal_rules((1, 3, 7))
    Rules(name='0.137', whole=(1, 2, 3), single=(2, 3), splits=((3, False),), t=3)
    """
    return Rules(
        name="0." + "".join(map(str, digits)),
        whole=tuple(k for k, d in enumerate(digits, 1) if d & 1),
        single=tuple(k for k, d in enumerate(digits, 1) if d & 2),
        splits=tuple((k, False) for k, d in enumerate(digits, 1) if d & 4),
        t=len(digits),
    )


def grundys_game_rules() -> Rules:
    """Grundy's game: split one heap into two unequal heaps (nothing is taken)."""
    return Rules(name="Grundy's game", whole=(), single=(), splits=((0, True),), t=None)


@dataclass
class Computed:
    """G(0), ..., G(len(values) - 1), how they were computed, and the period if proved."""

    values: Any
    period: Period | None = None
    #: "rare" (the sparse-space method ran for some heaps), "full" (every split of every
    #: heap), or "numpy" (the plain path without the kernel).
    method: str = "full"
    heaps_full: int = 0
    heaps_rare: int = 0
    mask: int = 0
    #: heaps whose value is rare for the final mask (0 when no mask was used)
    rare_count: int = 0
    interrupted: bool = False
    seconds: float = 0.0
    limit: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def largest(self) -> int:
        return int(self.values.max()) if len(self.values) else 0


def compute(rules: Rules, limit: int, *, stop: bool = True, method: str = "auto",
            kernel: bool | None = None, progress: Any = None, interruptible: bool = False,
            checkpoint: Any = None, memory: int | None = None) -> Computed:
    """G(0), ..., G(limit - 1) (fewer once a period is proved, if ``stop``).

    ``method`` is "auto" (the rare-value method with its fallback), "full" or
    "rare" (the rare-value method from the start; only for tests).  With
    ``interruptible``, Ctrl-C stops the work and returns the terms computed
    so far (``interrupted`` is set) instead of raising.  A ``checkpoint`` file
    keeps the run's state as it goes, and a run given it again goes on from
    there (:mod:`grundy.games.octal.checkpoint`; it needs the compiled kernel).
    Values beyond ``memory`` bytes are kept in a memory-mapped file
    (:mod:`grundy.games.octal.store`).
    """
    if method not in ("auto", "full", "rare"):
        raise InputError(MESSAGES("bad_method", method=method))
    start = time.monotonic()
    use_kernel = _compiled_pays(limit, method) if kernel is None else kernel
    keeper = None
    if checkpoint is not None:
        from .checkpoint import keeper_of

        keeper, use_kernel = keeper_of(checkpoint, rules, limit, method), True
    from .store import store_for

    store = store_for(limit, memory)
    with reporting(MESSAGES("label", name=rules.name).render(), progress, unit=" heaps") as report:
        try:
            if use_kernel:
                run = _compute_kernel(rules, limit, stop=stop, method=method, report=report, checkpoint=keeper,
                                      store=store)
            else:
                run = _compute_numpy(rules, limit, stop=stop, report=report)
        except _Partial as exc:
            if not interruptible:
                raise KeyboardInterrupt from None
            run = exc.partial
            run.interrupted = True
    run.seconds = time.monotonic() - start
    run.limit = limit
    return run


#: From this many terms on, the compiled kernel is chosen when numba is installed.
#: Algorithm notes: importing numba and loading its cached kernels costs about 2 s of
#: CPU on the machine measured, whatever the size; the numpy path grows as the square
#: of the terms (all splits of each heap).  Measured in fresh processes for Grundy's
#: game (no period, so every term is computed): 16,384 heaps take 0.86 s by numpy and
#: 2.10 s compiled, 32,768 take 2.16 s and 2.45 s, 65,536 take 6.15 s and 2.94 s; the
#: paths cross near 40,000.  Every question the CLI answers from a heap's value stays
#: below it (at most 20,000 terms), so numba never slows a small question down.
KERNEL_FROM = 40_000


def _compiled_pays(limit: int, method: str) -> bool:
    # The rare-value method exists only in the kernel.
    from ...kernels import available

    return available() and (limit >= KERNEL_FROM or method == "rare")


class _Partial(KeyboardInterrupt):
    # Ctrl-C, with the terms computed before it
    def __init__(self, partial: Computed) -> None:
        super().__init__()
        self.partial = partial


def _compute_kernel(rules: Rules, limit: int, *, stop: bool, method: str, report: Any,
                    checkpoint: Any = None, store: Any = None) -> Computed:
    from .kernel import Interrupted, compute_kernel

    try:
        values, found, stats = compute_kernel(rules, limit, stop=stop, method=method, report=report,
                                              checkpoint=checkpoint, store=store)
    except Interrupted as exc:
        values, _found, stats = exc.partial
        raise _Partial(Computed(values, **stats)) from None
    except OverflowError:
        raise too_large(rules) from None
    period = least_period(values, found[0], found[1]) if found else None
    return Computed(values, period, **stats)


def _compute_numpy(rules: Rules, limit: int, *, stop: bool, report: Any) -> Computed:
    import numpy as np

    count = 1 + len(rules.single) + sum(1 for _ in rules.whole)
    # A Grundy value is at most the number of options of the heap: below
    # count + len(splits) * n / 2 + 1, held by the narrowest type.
    bound = count + len(rules.splits) * (limit // 2 + 1) + 1
    dtype = np.uint16 if bound < 2**16 else np.int32 if bound < 2**31 else np.int64
    g = np.zeros(max(limit, 1), dtype=dtype)
    t = rules.t
    check = stop and t is not None
    # need[p] = 2 n0 + 2 p + t, the number of terms the theorem needs for period p, where
    # n0 = max(1, 1 + the last n with G(n + p) != G(n) among the terms so far).
    need = 2 + 2 * np.arange(max(limit, 1) + 1, dtype=np.int64) + (t or 0) if check else None
    cap = 1
    whole = set(rules.whole)
    try:
        for n in range(limit):
            if n & 0x3FF == 0:
                report(n, limit)
            # Every option's value is below cap, the power of 2 above the largest value so far.
            marks = np.zeros(cap + 1, dtype=bool)
            if n in whole:
                marks[0] = True
            for k in rules.single:
                if k < n:
                    marks[g[n - k]] = True
            for k, unequal in rules.splits:
                m = n - k
                if m >= 2:
                    h = m // 2 - (1 if unequal and m % 2 == 0 else 0)
                    if h >= 1:
                        marks[np.bitwise_xor(g[1 : h + 1], g[m - 1 : m - 1 - h : -1])] = True
            value = int(np.argmin(marks))
            if value >= cap:
                cap *= 2
            g[n] = value
            if need is None or n == 0:
                continue
            # Pairs (n - p, n) for p = 1..n: record mismatches, then test the theorem's condition.
            # A mismatch G(n - p) != G(n) moves n0 to n - p + 1, so need[p] to 2 n + 2 + t.
            assert t is not None
            np.putmask(need[1 : n + 1], g[n - 1 :: -1][:n] != value, 2 * n + 2 + t)
            # Only p <= (n + 1) / 2 can be within reach (need[p] > 2 p).
            window = need[1 : (n + 1) // 2 + 1]
            if len(window) and int(window.min()) <= n + 1:
                p = int(np.argmax(window <= n + 1)) + 1
                n0 = (int(need[p]) - 2 * p - t) // 2
                return Computed(g[: n + 1].copy(), least_period(g, n0, p), method="numpy", heaps_full=n + 1)
    except KeyboardInterrupt:
        raise _Partial(Computed(g[:n].copy(), method="numpy", heaps_full=n)) from None
    return Computed(g[:limit].copy(), method="numpy", heaps_full=limit)


@lru_cache(maxsize=32)
def solved(digits: tuple[int, ...], limit: int) -> tuple[Any, Period | None]:
    """The terms of the octal game 0.d1d2... up to ``limit`` or the proved period (a read-only
    numpy array), and that period."""
    run = compute(octal_rules(digits), limit)
    run.values.flags.writeable = False
    return run.values, run.period


def too_large(rules: Rules) -> TooLargeError:
    return TooLargeError(MESSAGES("too_large", name=rules.name))
