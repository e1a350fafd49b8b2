"""Grundy sequences of take-and-break games, and their periods proved by the octal periodicity theorem.

A game is a :class:`Rules`: its kinds of :class:`Move`, each a take (or every
take from some k on) that removes a whole heap or leaves one, two or three
heaps, perhaps unequal, perhaps with bounds on the parts and on the heap
(:mod:`grundy.games.octal.rule` writes them as text).  :func:`compute` gives G(0),
G(1), ... up to a bound, with the period when one is proved, through the
compiled kernel (:mod:`grundy.games.octal.compiled`) when numba is installed, or the
numpy path below otherwise; both give the same values.  A heap of any size is
answered from them by :mod:`grundy.games.octal.solution`.

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
n0 <= n < 2 n0 + p + t, then G(n + p) = G(n) for every n >= n0.  Its proof
carries over to moves that leave up to J heaps (J = 3 for hexadecimal
digits 8 to F; Winning Ways, ch. 4, states the hexadecimal case, as do
Howse and Nowakowski, "Periodicity and arithmetic-periodicity in
hexadecimal games", Theoret. Comput. Sci. 313 (2004) 463-472), with the
bound n0 <= n < J n0 + (J - 1) p + t: for n past it, the largest of the
j <= J parts an option of n + p leaves is at least (n + p - t) / J >= n0 + p,
so lowering it by p gives an option of n of the same value, and the largest
part of an option of n, at least (n - t) / J >= n0, raised by p gives one of
n + p; so G(n + p) = G(n) by induction.  So J n0 + J p + t terms are needed.
It is applied with n0 >= 1: the proof maps a part b to b - p >= n0, which
must be a nonempty heap (with n0 = 0 code 0.4 would "prove" period 1 from
G(0) = G(1) = G(2), but G(3) = 1); a preperiod 0 is found afterwards.  The
least period and preperiod follow exactly from any proved period: the least
period divides it, and the preperiod is lowered while G(n + q) = G(n) holds.

Algorithm notes (three-heap splits): the options that leave three heaps are
the a <= b <= c with a + b + c = m, about m**2 / 12 of them, each read
once: N terms cost about N**3 / 36 xors per such digit, against N**2 / 4
for the two-heap splits.  The compiled kernel reads them in a loop of its
own (the rare-value method is not used for these games: its argument is
about pairs); the numpy path reads them a row of b at a time for each a.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ...engine import reporting
from ...errors import InputError, TooLargeError
from ...messages import catalogue
from ...periodic import ArithmeticPeriod, Period, least_period
from .code import code_text, head_of, parse_code  # noqa: F401 (parse_code: for the doctests)

__all__ = ["MAX_BOUND", "Computed", "Move", "Rules", "Tables", "compute", "grundys_game_rules", "octal_rules",
           "theorem_t"]

MESSAGES = catalogue("octal.values", {
    "label": ("{name}: Grundy values", "{name}：SG 值"),
    "too_large": ("{name}: a Grundy value reached 2**31; values that large are not supported",
                  "{name}：SG 值达到了 2**31，不支持这么大的值"),
    "bad_method": ("method is full, rare or auto, not {method!r}", "方法应为 'full'、'rare' 或 'auto'，不能是 {method!r}"),
})


class Move(NamedTuple):
    """One kind of move: take ``take`` tokens from a heap (every k >= ``take`` if ``every``) and leave
    ``parts`` nonempty heaps (0 to 3), all different if ``unequal``, each of at least ``least`` tokens,
    from a heap of at least ``heap`` tokens.

    >>> Move(0, 2, unequal=True)  # Grundy's game
    Move(take=0, parts=2, every=False, unequal=True, least=1, heap=1)
    """

    take: int
    parts: int
    every: bool = False
    unequal: bool = False
    least: int = 1
    heap: int = 1


class Tables(NamedTuple):
    """The moves of a :class:`Rules` as the kernels read them (int64 rows; see :meth:`Rules.tables`)."""

    whole: Any       # uint8: whole[n] = 1 when a whole heap of n may be removed (n < len(whole))
    whole_from: int  # and every heap of at least this many may be removed
    single: Any      # rows (k, lo): the heap of n - k is left when n - k >= lo
    split: Any       # rows (k, unequal, least, lo): n - k >= lo is split in two
    triple: Any      # rows (k, unequal, least, lo): n - k >= lo is split in three
    tail: Any        # rows (parts, a, unequal, least, heap): every k >= a, from heaps of at least heap


#: whole_from when no take without an upper bound removes a whole heap.
NEVER = 1 << 62


@dataclass(frozen=True)
class Rules:
    """A take-and-break game on one heap, as the kernels compute it: its kinds of :class:`Move`.

    ``t`` is the t of the periodicity theorem (the largest take, raised for the bounds on parts and
    heaps: see :func:`theorem_t`), or None for games it does not cover (a take with no upper bound,
    unequal parts: Grundy's game, Lasker's Nim).
    """

    name: str
    moves: tuple[Move, ...]
    t: int | None

    @property
    def parts(self) -> int:
        """The most heaps a move leaves (at least 1): the J of the periodicity theorem."""
        return max([1, *(m.parts for m in self.moves)])

    def _plain(self, parts: int) -> tuple[int, ...]:
        return tuple(sorted({m.take for m in self.moves if m.parts == parts and not m.every and m.least == 1
                             and m.heap == 1 and (parts == 0 or m.take or parts >= 2)}))

    @property
    def whole(self) -> tuple[int, ...]:
        """The k that may remove a whole heap of k (moves without bounds)."""
        return self._plain(0)

    @property
    def single(self) -> tuple[int, ...]:
        """The k that may leave one heap (moves without bounds)."""
        return self._plain(1)

    @property
    def splits(self) -> tuple[tuple[int, bool], ...]:
        """(k, unequal) of the moves into two heaps without bounds."""
        return tuple(sorted({(m.take, m.unequal) for m in self.moves if m.parts == 2 and not m.every
                             and m.least == 1 and m.heap == 1}))

    @property
    def triples(self) -> tuple[int, ...]:
        """The k that may leave three heaps (moves without bounds)."""
        return self._plain(3)

    @property
    def threefold(self) -> bool:
        """A move may leave three heaps (N terms cost about N**3 / 36 steps)."""
        return any(m.parts == 3 for m in self.moves)

    def tables(self) -> Tables:
        """The moves as the kernels read them; a row's lo is the least rest n - k it applies to.

        >>> tables = Rules("couples", (Move(0, 2, heap=3),), None).tables()
        >>> tables.split.tolist(), tables.whole_from == NEVER
        ([[0, 0, 1, 3]], True)
        """
        import numpy as np

        whole = np.zeros(max([m.take for m in self.moves if m.parts == 0 and not m.every] + [0]) + 1, dtype=np.uint8)
        whole_from = NEVER
        rows: dict[int, set[tuple[int, ...]]] = {1: set(), 2: set(), 3: set()}
        tails: set[tuple[int, ...]] = set()
        for m in self.moves:
            heap, least = max(m.heap, 1), max(m.least, 1)
            if m.every:
                if m.parts == 0:
                    whole_from = min(whole_from, max(m.take, heap))
                else:  # taking nothing and leaving the heap as it was is no move
                    tails.add((m.parts, max(m.take, 1) if m.parts == 1 else m.take, int(m.unequal), least, heap))
            elif m.parts == 0:
                if m.take >= heap:
                    whole[m.take] = 1
            elif m.parts == 1:
                if m.take:
                    rows[1].add((m.take, max(least, heap - m.take)))
            else:
                rows[m.parts].add((m.take, int(m.unequal), least, max(heap - m.take, 0)))

        def table(found: set[tuple[int, ...]], width: int) -> Any:
            return np.array(sorted(found), dtype=np.int64).reshape(-1, width)

        return Tables(whole, whole_from, table(rows[1], 2), table(rows[2], 4), table(rows[3], 4), table(tails, 5))


def theorem_t(moves: tuple[Move, ...]) -> int | None:
    """The t with which the periodicity theorem covers these moves, or None where it does not.

    Algorithm notes: the theorem (see the module's notes) maps the largest part b of an option of
    n + p to b - p >= n0, so it needs n0 >= the least part m allowed, and it needs n >= h for
    every n past its hypothesis, h the least heap a move is made from.  Both hold when t is raised to
    max(t, h) + J (m - 1): the kernels look for n0 >= 1, and J max(n0, m) <= J n0 + J (m - 1).  A take
    with no upper bound has no t, and with unequal parts b - p may equal another part: neither is covered.

    >>> theorem_t((Move(1, 0), Move(2, 2))), theorem_t((Move(0, 2, heap=3),)), theorem_t((Move(1, 1, least=2),))
    (2, 3, 2)
    >>> theorem_t((Move(1, 1, every=True),)), theorem_t((Move(0, 2, unequal=True),))
    (None, None)
    """
    if any(m.every or (m.unequal and m.parts >= 2) for m in moves):
        return None
    parts = max([1, *(m.parts for m in moves)])
    t = max([0, *(m.take for m in moves)])
    heap = max([0, *(m.heap for m in moves if m.heap > 1)])
    least = max([1, *(m.least for m in moves if m.parts)])
    return max(t, heap) + parts * (least - 1)


def octal_rules(digits: tuple[int, ...]) -> Rules:
    """The rules of the take-and-break game d0.d1d2...dt (octal or hexadecimal digits).

    >>> octal_rules((1, 3, 7)).moves[-2:]
    (Move(take=3, parts=1, every=False, unequal=False, least=1, heap=1), Move(take=3, parts=2, every=False, unequal=False, least=1, heap=1))
    >>> rules = octal_rules(parse_code("4.F"))
    >>> rules.name, rules.whole, rules.single, rules.splits, rules.triples, rules.t
    ('4.F', (1,), (1,), ((0, False), (1, False)), (1,), 1)
    """
    moves = [Move(k, j) for k, d in enumerate((head_of(digits) & 12, *digits)) for j in range(4)
             if d >> j & 1 and (k or j >= 2)]
    return Rules(name=code_text(digits), moves=tuple(moves), t=len(digits))


def grundys_game_rules() -> Rules:
    """Grundy's game: split one heap into two unequal heaps (nothing is taken)."""
    return Rules(name="Grundy's game", moves=(Move(0, 2, unequal=True),), t=None)


@dataclass
class Computed:
    """G(0), ..., G(len(values) - 1), how they were computed, and the period if proved (ordinary or
    arithmetic: ``period.saltus`` is 0 for an ordinary one)."""

    values: Any
    period: Period | ArithmeticPeriod | None = None
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
    use_kernel = _compiled_pays(limit, method, rules.threefold) if kernel is None else kernel
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


#: The same for games with three-heap splits (their numpy rows are short: compiled pays much sooner).
KERNEL_FROM_TRIPLES = 1_000


def _compiled_pays(limit: int, method: str, triples: bool = False) -> bool:
    # The rare-value method exists only in the kernel.
    from ...kernels import available

    return available() and (limit >= (KERNEL_FROM_TRIPLES if triples else KERNEL_FROM) or method == "rare")


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
    period: Period | ArithmeticPeriod | None = None
    if found and len(found) == 3:
        period = ArithmeticPeriod(*found)
    elif found:
        period = least_period(values, found[0], found[1])
    return Computed(values, period, **stats)


def _value_bound(rules: Rules, limit: int) -> int:
    # A Grundy value is at most the number of options of the heap: one a move without splits,
    # n / 2 a split in two, n**2 / 12 one in three; a take with no upper bound gathers the options
    # of every smaller rest (n, n**2 / 4, n**3 / 36).
    per = {0: 1, 1: 1, 2: limit // 2 + 1, 3: limit * limit // 12 + 1}
    every = {0: 1, 1: limit + 1, 2: limit * limit // 4 + 1, 3: limit**3 // 36 + 1}
    return 1 + sum((every if m.every else per)[m.parts] for m in rules.moves)


def _mark_parts(marks: Any, g: Any, m: int, parts: int, unequal: int, least: int) -> None:
    # marks[v] = True for the value v of every way to leave ``parts`` heaps of at least ``least``
    # (all different if ``unequal``) from a rest of m, parts a <= b (<= c); a row of b at a time
    if parts == 1:
        if m >= least:
            marks[g[m]] = True
    elif parts == 2:
        h = m // 2 - (1 if unequal and m % 2 == 0 else 0)
        if h >= least:
            marks[g[least : h + 1] ^ g[m - least : m - h - 1 : -1]] = True
    else:
        for a in range(least, m // 3 + 1):
            # b from a (a + 1 if unequal) to (m - a) / 2 (below it if unequal), c = m - a - b
            low, top = (a + 1, (m - a - 1) // 2) if unequal else (a, (m - a) // 2)
            if top >= low:
                marks[g[a] ^ g[low : top + 1] ^ g[m - a - low : m - a - top - 1 : -1]] = True


def _compute_numpy(rules: Rules, limit: int, *, stop: bool, report: Any) -> Computed:
    import numpy as np

    bound = _value_bound(rules, limit)
    dtype = np.uint16 if bound < 2**16 else np.int32 if bound < 2**31 else np.int64
    g = np.zeros(max(limit, 1), dtype=dtype)
    t = rules.t
    check = stop and t is not None
    # need[p] = J n0 + J p + t, the number of terms the theorem needs for period p, where
    # n0 = max(1, 1 + the last n with G(n + p) != G(n) among the terms so far).
    parts = rules.parts
    need = parts + parts * np.arange(max(limit, 1) + 1, dtype=np.int64) + (t or 0) if check else None
    cap = 1
    tables = rules.tables()
    whole, whole_from = tables.whole, tables.whole_from
    single, split, triple, tail = (x.tolist() for x in (tables.single, tables.split, tables.triple, tables.tail))
    # The options that a take with no upper bound gives a heap of n: those of every rest up to n - a
    # (gathered[e]), once the heap is large enough.
    gathered = [np.zeros(cap + 1, dtype=bool) for _ in tail]
    # arithmetic periods are looked for at n + 1 = 32, 64, 128, ... and at the end (three-heap moves only)
    next_arithmetic = 32 if check and rules.triples else limit + 1
    try:
        for n in range(limit):
            if n & 0x3FF == 0:
                report(n, limit)
            # Every option's value is below cap, the power of 2 above the largest value so far.
            marks = np.zeros(cap + 1, dtype=bool)
            if (n < len(whole) and whole[n]) or n >= whole_from:
                marks[0] = True
            for k, lo in single:
                if n - k >= lo:
                    marks[g[n - k]] = True
            for k, unequal, least, lo in split:
                if n - k >= lo:
                    _mark_parts(marks, g, n - k, 2, unequal, least)
            for k, unequal, least, lo in triple:
                if n - k >= lo:
                    _mark_parts(marks, g, n - k, 3, unequal, least)
            for e, (j, a, unequal, least, heap) in enumerate(tail):
                if n >= a:
                    _mark_parts(gathered[e], g, n - a, j, unequal, least)
                if n >= heap:
                    marks |= gathered[e]
            value = int(np.argmin(marks))
            if value >= cap:
                cap *= 2
                gathered = [np.concatenate([x, np.zeros(cap - len(x) + 1, dtype=bool)]) for x in gathered]
            g[n] = value
            if n + 1 >= next_arithmetic or (n + 1 == limit and check and rules.triples):
                next_arithmetic = 2 * (n + 1)
                from .arithmetic import find

                found = find(rules, g[: n + 1])
                if found is not None:
                    return Computed(g[: n + 1].copy(), found, method="numpy", heaps_full=n + 1)
            if need is None or n == 0:
                continue
            # Pairs (n - p, n) for p = 1..n: record mismatches, then test the theorem's condition.
            # A mismatch G(n - p) != G(n) moves n0 to n - p + 1, so need[p] to J n + J + t.
            assert t is not None
            np.putmask(need[1 : n + 1], g[n - 1 :: -1][:n] != value, parts * n + parts + t)
            # Only p <= (n + 1) / 2 is looked for (need[p] > J p; with J = 1 a longer period waits
            # until the terms reach twice it).
            window = need[1 : (n + 1) // 2 + 1]
            if len(window) and int(window.min()) <= n + 1:
                p = int(np.argmax(window <= n + 1)) + 1
                n0 = (int(need[p]) - parts * p - t) // parts
                if n + 1 < n0 + 2 * p:
                    continue  # least_period reads two periods; J = 1 needs fewer terms
                return Computed(g[: n + 1].copy(), least_period(g, n0, p), method="numpy", heaps_full=n + 1)
    except KeyboardInterrupt:
        raise _Partial(Computed(g[:n].copy(), method="numpy", heaps_full=n)) from None
    return Computed(g[:limit].copy(), method="numpy", heaps_full=limit)


def too_large(rules: Rules) -> TooLargeError:
    return TooLargeError(MESSAGES("too_large", name=rules.name))


#: The largest number of terms computed (``--to``): the values take 1 to 4 bytes each, in memory or
#: memory-mapped beyond the memory budget (:mod:`grundy.games.octal.store`).
MAX_BOUND = 1 << 32
