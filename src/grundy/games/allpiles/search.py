"""The exhaustive search that answers Wythoff's game on an even number of piles, where no closed form is known: a table over the prefixes of the piles, within a budget.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Sequence

from ...engine import reporting
from ...errors import InputError, TooLargeError
from ...messages import Text, catalogue, joined
from ...validation import quoted

__all__ = ["EvenSearch", "PREFIX_LIMIT"]

MESSAGES = catalogue("allpiles.search", {
    "even_only": ("the search is for an even number of piles, at least 4, not {n}",
                  "这个搜索只适用于至少 4 堆的偶数堆，不能是 {n} 堆"),
    "piles_of_search": ("this search is for {n} {n:~pile|piles}, not {count}", "这个搜索适用于 {n} 堆，不能是 {count} 堆"),
    "empty_pile": ("a position with an empty pile is Nim, not a search problem",
                   "有空堆的局面就是尼姆博弈，无需搜索"),
    "no_formula": ("no formula is known for {n} {n:~pile|piles}, and solving every position below {bound} ",
                   "{n} 堆时没有已知公式，而求解 {bound} 以下的所有局面"),
    "too_many_prefixes": ("{refusal}means scanning more prefixes of {k} {k:~pile|piles} than the limit of {limit:,}",
                          "{refusal}需要扫描超过上限 {limit:,} 个的 {k} 堆前缀"),
    "prefixes": ("{refusal}means scanning {total:,} {total:~prefix|prefixes} of {k} {k:~pile|piles}, more than the limit of {limit:,}",
                 "{refusal}需要扫描 {total:,} 个 {k} 堆前缀，超过上限 {limit:,}"),
    "too_many_cells": ("{refusal}needs tables of more cells than the limit of {limit:,}",
                       "{refusal}需要超过上限 {limit:,} 格的表"),
    "cells": ("{refusal}needs tables of about {cells:,} cells, more than the limit of {limit:,}",
              "{refusal}需要约 {cells:,} 格的表，超过上限 {limit:,}"),
    "piles": ("({piles})", "({piles})"),
})


#: The most (n-1)-pile prefixes the even-pile search visits for one request.
PREFIX_LIMIT = 8_000_000
#: The most table cells (small ints) the four-pile search keeps.
CELL_LIMIT = 50_000_000
Progress = Callable[[int, int], None]
# ----------------------------------------------------- even-pile search
def _count_prefixes(bound: Sequence[int], cap: int | None = None) -> int | None:
    """The number of non-decreasing sequences y with y[i] <= bound[i] (bound sorted).

    With ``cap``, None stands for any count above it, found without counting,
    so that a bound of any size is refused at once.

    >>> _count_prefixes((1, 2)), _count_prefixes((2, 2, 2)), _count_prefixes(())
    (5, 10, 1)
    >>> _count_prefixes((5, 6, 10**30), cap=1000) is None
    True
    """
    if not bound:
        return 1
    if cap is not None:
        # At least the sequences (0, ..., 0, v), v <= bound[-1], and (0, ..., 0, u, v),
        # u <= v <= bound[-2]: so the lists below stay short when the count is small.
        below = bound[-2] if len(bound) > 1 else 0
        if bound[-1] >= cap or (below + 1) * (below + 2) // 2 > cap:
            return None
    ways = [1] * (bound[0] + 1)  # ways[v]: sequences so far ending at value v
    for level, limit in enumerate(bound[1:], 1):
        new, running = [], 0
        for v in range(min(limit + 1, len(ways))):
            running += ways[v]
            new.append(running)
        # Above the previous level's values every entry is the same running total.
        tail = limit + 1 - len(new)
        if level == len(bound) - 1:
            return sum(new) + tail * running
        ways = new + [running] * tail
    return sum(ways)
class EvenSearch:
    """Exact solution of the game on an even number n >= 4 of piles, by search.

    The search covers every sorted position below a bound (pile by pile);
    asking about a position beyond it widens the bound and searches again.

    >>> s = EvenSearch(4)
    >>> s.is_p_position((2, 2, 3, 4)), s.bound
    (True, (2, 2, 3, 4))
    >>> s.winning_moves((1, 1, 2, 2)), s.p_count
    ([(0, 0, 1, 1), (1, 1, 1, 2), (1, 1, 2, 1)], 9)

    Parameters
    ----------
    n : int
        The number of piles, even and at least 4.
    prefix_limit : int
        Refuse (:class:`~grundy.errors.TooLargeError`) a search that would
        visit more (n-1)-pile prefixes than this.
    progress : callable, optional
        ``progress(done, total)`` is called as the search goes; by default a
        progress line is shown on stderr when it is a terminal.
    """

    def __init__(self, n: int, prefix_limit: int = PREFIX_LIMIT,
                 progress: Progress | None = None) -> None:
        if n < 4 or n % 2:
            raise InputError(MESSAGES("even_only", n=n))
        self.n = n
        self.prefix_limit = prefix_limit
        self.progress = progress
        self.bound: tuple[int, ...] | None = None
        #: How many P-positions (sorted) lie below the bound.
        self.p_count = 0
        self._rows: dict[tuple[int, int], array[int]] = {}
        self._diag: dict[tuple[int, int], array[int]] = {}
        self._sentinel = 0
        self._partner: dict[tuple[int, ...], int] = {}
        self._diag_n: dict[tuple[int, ...], int] = {}

    # ------------------------------------------------------------ queries
    def is_p_position(self, piles: Sequence[int]) -> bool:
        """True if the position (non-empty piles) is a P-position."""
        y = self._cover(piles)
        return self._partner_of(y[:-1]) == y[-1]

    def winning_moves(self, piles: Sequence[int]) -> list[tuple[int, ...]]:
        """Every winning move: first the one on every pile, then pile by pile."""
        piles = tuple(piles)
        y = self._cover(piles)
        moves = []
        s = self._diagonal_of(y)
        if s < y[0]:
            t = y[0] - s
            moves.append(tuple(p - t for p in piles))
        for i, p in enumerate(piles):
            rest = list(y)
            rest.remove(p)
            v = self._partner_of(tuple(rest))
            if v < p:
                moves.append(piles[:i] + (v,) + piles[i + 1 :])
        return moves

    def solve(self, bound: Sequence[int]) -> None:
        """Solve every sorted position below ``bound`` (pile by pile)."""
        self._cover(bound)

    # ----------------------------------------------------------- internals
    def _cover(self, piles: Sequence[int]) -> tuple[int, ...]:
        if len(piles) != self.n:
            raise InputError(MESSAGES("piles_of_search", n=self.n, count=len(piles)))
        y = tuple(sorted(piles))
        if y[0] < 1:
            raise InputError(MESSAGES("empty_pile"))
        if self.bound is None or any(a > b for a, b in zip(y, self.bound)):
            new = y if self.bound is None else tuple(max(a, b) for a, b in zip(y, self.bound))
            self._run(new)
        return y

    def _partner_of(self, rest: tuple[int, ...]) -> int:
        # The pile that completes rest (sorted, n-1 piles) to a P-position, or
        # a value above every pile when there is none below the bound.
        if self.n == 4:
            row = self._rows.get((rest[0], rest[1]))
            return self._sentinel if row is None else row[rest[2]]
        return self._partner.get(rest, self._sentinel)

    def _diagonal_of(self, y: tuple[int, ...]) -> int:
        # The smallest pile of the P-position on y's diagonal, or the sentinel.
        if self.n == 4:
            row = self._diag.get((y[1] - y[0], y[2] - y[0]))
            return self._sentinel if row is None else row[y[3] - y[0]]
        return self._diag_n.get(tuple(v - y[0] for v in y[1:]), self._sentinel)

    def _run(self, bound: tuple[int, ...]) -> None:
        total = _count_prefixes(bound[:-1], self.prefix_limit)
        refusal = MESSAGES("no_formula", n=self.n, bound=_shown_piles(bound))
        if total is None or total > self.prefix_limit:
            k, limit = self.n - 1, self.prefix_limit
            raise TooLargeError(MESSAGES("too_many_prefixes", refusal=refusal, k=k, limit=limit)
                                if total is None or total >= 10**18 else
                                MESSAGES("prefixes", refusal=refusal, total=total, k=k, limit=limit))
        if self.n == 4:
            # Rows for pairs (u, v), u <= v, u <= x2, v <= x3; as many diagonal rows.
            x2, x3 = bound[1], bound[2]
            pairs = (x2 + 1) * (x3 + 1) - x2 * (x2 + 1) // 2
            cells = 2 * pairs * (bound[3] + 1)
            if cells > CELL_LIMIT:
                raise TooLargeError(MESSAGES("too_many_cells", refusal=refusal, limit=CELL_LIMIT)
                                    if cells >= 10**18 else
                                    MESSAGES("cells", refusal=refusal, cells=cells, limit=CELL_LIMIT))
        label = f"allpiles: solving {self.n} piles up to {_shown_piles(bound)}"
        with reporting(label, self.progress, " prefixes") as report:
            if self.n == 4:
                self._rows, self._diag, self.p_count = _search4(bound, report, total)
            else:
                self._partner, self._diag_n, self.p_count = _search_n(bound, report, total)
        self._sentinel = bound[-1] + 1
        self.bound = bound
def _shown_piles(piles: Sequence[int]) -> Text:
    # A position in a message: at most 8 piles, each shortened (see grundy.validation.quoted).
    parts = [quoted(p) for p in piles]
    if len(parts) > 8:
        parts = parts[:4] + ["..."] + parts[-2:]
    return MESSAGES("piles", piles=joined(parts, ", "))
def _search4(bound: tuple[int, ...], report: Progress, total: int
             ) -> tuple[dict[tuple[int, int], array[int]], dict[tuple[int, int], array[int]], int]:
    # The four-pile search with flat rows: rows[a, b][c] is the partner of the
    # sorted triple (a, b, c), diag[d1, d2][d3] the smallest pile of the
    # P-position (s, s + d1, s + d2, s + d3).  Unknown entries hold x4 + 1.
    x1, x2, x3, x4 = bound
    sentinel = x4 + 1
    code = "h" if sentinel < 2**15 else ("i" if sentinel < 2**31 else "q")
    blank = array(code, [sentinel]) * (x4 + 1)
    rows: dict[tuple[int, int], array[int]] = {}
    diag: dict[tuple[int, int], array[int]] = {}
    found = 0
    done = 0
    for a in range(x1 + 1):
        for b in range(a, x2 + 1):
            rab = rows.get((a, b))
            if rab is None:
                rab = rows[a, b] = array(code, blank)
            done += x3 - b + 1
            for c in range(b, x3 + 1):
                if rab[c] < c:  # a smaller fourth pile completes (a, b, c)
                    continue
                rac = rows.get((a, c))
                if rac is None:
                    rac = rows[a, c] = array(code, blank)
                rbc = rows.get((b, c))
                if rbc is None:
                    rbc = rows[b, c] = array(code, blank)
                rd = diag.get((b - a, c - a))
                if rd is None:
                    rd = diag[b - a, c - a] = array(code, blank)
                d = c
                while d <= x4:
                    if rab[d] >= c and rac[d] >= b and rbc[d] >= a and rd[d - a] >= a:
                        rab[c] = d
                        rab[d] = c
                        rac[d] = b
                        rbc[d] = a
                        rd[d - a] = a
                        found += 1
                        break
                    d += 1
        report(done, total)
    return rows, diag, found
def _prefixes(bound: Sequence[int], start: int = 0) -> Iterator[tuple[int, ...]]:
    # Sorted tuples y, y[i] <= bound[i], y[0] >= start, in lexicographic order.
    # (Positions with an empty pile are Nim's, but their P-positions end lines
    # through positions without one, so they are searched too.)
    if not bound:
        yield ()
        return
    for v in range(start, bound[0] + 1):
        for rest in _prefixes(bound[1:], v):
            yield (v,) + rest
def _search_n(bound: tuple[int, ...], report: Progress, total: int
              ) -> tuple[dict[tuple[int, ...], int], dict[tuple[int, ...], int], int]:
    # The same search for any even n, with dictionaries keyed by tuples.
    n = len(bound)
    last = bound[-1]
    partner: dict[tuple[int, ...], int] = {}
    diag: dict[tuple[int, ...], int] = {}
    get, dget = partner.get, diag.get
    sentinel = last + 1
    found = 0
    for done, prefix in enumerate(_prefixes(bound[:-1]), 1):
        top = prefix[-1]
        if get(prefix, sentinel) < top:
            continue
        low = prefix[0]
        shifted = tuple(v - low for v in prefix[1:])
        drops = [prefix[:i] + prefix[i + 1 :] for i in range(n - 1)]
        for d in range(top, last + 1):
            if dget(shifted + (d - low,), sentinel) < low:
                continue
            if any(get(drop + (d,), sentinel) < prefix[i] for i, drop in enumerate(drops)):
                continue
            position = prefix + (d,)
            for i in range(n):
                partner[position[:i] + position[i + 1 :]] = position[i]
            diag[shifted + (d - low,)] = low
            found += 1
            break
        if done % 16384 == 0:
            report(done, total)
    report(total, total)
    return partner, diag, found
_SEARCHES: dict[int, EvenSearch] = {}
def _search_for(n: int) -> EvenSearch:
    # One search per pile count, shared, so that repeated questions are cheap.
    search = _SEARCHES.get(n)
    if search is None:
        search = _SEARCHES[n] = EvenSearch(n)
    return search
