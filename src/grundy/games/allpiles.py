"""Wythoff's game on many piles: a move takes any positive number of stones from
one pile, or the same positive number from every pile.

Whoever takes the last stone wins.  Two piles give Wythoff's game.

>>> outcome((1, 2, 3)), outcome((2, 3, 4)), outcome((1, 2)), outcome((1, 1, 1, 1))
('P', 'N', 'P', 'N')
>>> winning_moves((2, 3, 4))
[(1, 2, 3), (2, 3, 1)]
>>> outcome((2, 2, 3, 4)), outcome((1, 1, 2, 2))  # nim-sums 7 and 0: not Nim
('P', 'N')

Algorithm notes.

- A pile of 0 stones rules out the move on every pile, so such a position
  is plain Nim: it is P exactly when its nim-sum is 0 (Bouton), and its
  Grundy value is the nim-sum.
- With an odd number of piles the Grundy value is the nim-sum, as in Nim,
  so the P-positions are exactly Nim's.  One-pile moves are Nim moves, and
  they reach every nim-sum below the position's own, never the same one.
  Taking t from every pile flips bit v of every pile, where 2^v is the
  lowest set bit of t (no borrow reaches bit v from below, since t has no
  lower bits); with an odd number of piles that flips bit v of the nim-sum,
  so a move on every pile never keeps the nim-sum either.  By induction the
  mex of the options' values is the nim-sum.  This is why the common
  shortcut of XOR-ing one-pile Grundy values is right for an odd number of
  piles and wrong for an even one: with two piles it is Wythoff's game,
  whose P-positions are not Nim's.
- Along a line of positions joined by one kind of move (one pile varying,
  or every pile shifted by the same amount) there is at most one
  P-position, since two would be one move apart.  So there is at most one
  winning move per pile and at most one on every pile.  With an odd number
  of piles the amount t of the move on every pile is even determined bit
  by bit: subtracting t from each pile, bit j of the nim-sum of the
  results is the XOR of bit j of the piles, of the borrows coming into bit
  j, and of bit j of t (counted an odd number of times), so bit j of t is
  forced; the candidate works if no pile ends with a borrow and t >= 1.
- Two piles: Wythoff's game, solved by :mod:`grundy.games.wythoff`.
- An even number n >= 4 of piles, none empty: no formula is known, so the
  game is solved exactly by search (:class:`EvenSearch`).  Positions are
  kept as sorted tuples.  The positions below a position X (sorted,
  pile by pile at most X's) are visited in lexicographic order, which puts
  every option of a position before it.  A position is P exactly when no
  line through it holds a P-position below it, and the search keeps, for
  every (n-1)-pile sub-multiset, the pile that completes it to a P-position
  (its "partner"), and for every difference vector the smallest pile of the
  P-position on that diagonal; so deciding a position costs n look-ups.
  Pruning: the last pile runs upwards for a fixed (n-1)-prefix, and the scan
  stops at the first P-position (all larger last piles reach it) or is
  skipped outright when the prefix already has a smaller partner.

References: W. A. Wythoff, "A modification of the game of Nim", Nieuw
Archief voor Wiskunde 7 (1907) 199-202; C. L. Bouton, "Nim, a game with a
complete mathematical theory", Annals of Mathematics 3 (1901-02) 35-39;
A. S. Fraenkel, "How to beat your Wythoff games' opponent on three fronts",
Amer. Math. Monthly 89 (1982) 353-361 (for generalisations of Wythoff's
game to more piles).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from math import prod
from typing import Any, ClassVar

from ..engine import Outcome, reporting
from ..errors import InputError, TooLargeError
from ..exact import int_to_str
from ..game import PileGame
from ..report import Analysis
from ..messages import Text, catalogue, joined
from ..validation import check_piles, quoted
from . import nim, wythoff
from .nim import describe_takes, parse_takes, small_takes

__all__ = [
    "AllPiles",
    "EvenSearch",
    "PREFIX_LIMIT",
    "explain",
    "is_p_position",
    "outcome",
    "same_amount_move",
    "winning_moves",
]

MESSAGES = catalogue("allpiles", {
    "odd_only": ("the bit-by-bit construction needs an odd number of piles", "逐位构造只适用于奇数堆"),
    "no_piles": ("allpiles needs at least one pile size", "多堆威佐夫博弈至少要有一堆"),
    "even_only": ("the search is for an even number of piles, at least 4, not {n}",
                  "这个搜索只适用于至少 4 堆的偶数堆，不能是 {n} 堆"),
    "piles_of_search": ("this search is for {n} piles, not {count}", "这个搜索适用于 {n} 堆，不能是 {count} 堆"),
    "empty_pile": ("a position with an empty pile is Nim, not a search problem",
                   "有空堆的局面就是尼姆博弈，无需搜索"),
    "no_formula": ("no formula is known for {n} piles, and solving every position below {bound} ",
                   "{n} 堆时没有已知公式，而求解 {bound} 以下的所有局面"),
    "too_many_prefixes": ("{refusal}means scanning more prefixes of {k} piles than the limit of {limit:,}",
                          "{refusal}需要扫描超过上限 {limit:,} 个的 {k} 堆前缀"),
    "prefixes": ("{refusal}means scanning {total:,} prefixes of {k} piles, more than the limit of {limit:,}",
                 "{refusal}需要扫描 {total:,} 个 {k} 堆前缀，超过上限 {limit:,}"),
    "too_many_cells": ("{refusal}needs tables of more cells than the limit of {limit:,}",
                       "{refusal}需要超过上限 {limit:,} 格的表"),
    "cells": ("{refusal}needs tables of about {cells:,} cells, more than the limit of {limit:,}",
              "{refusal}需要约 {cells:,} 格的表，超过上限 {limit:,}"),
    "piles": ("({piles})", "({piles})"),
    "separator": ("; ", "；"),
    "more_moves": ("; and {more} more", "；另有 {more} 种"),
    "wythoff": ("With two piles this is Wythoff's game: {why}", "两堆时就是威佐夫博弈：{why}"),
    "nim_lost": ("The nim-sum is {sum}, so the player to move loses.", "异或和 {sum}，先手必败。"),
    "nim_won": ("The nim-sum is {sum}, not 0, so the player to move wins: {moves}.",
                "异或和 {sum}，不为 0，先手必胜：{moves}。"),
    "search_won": ("The player to move wins: {moves}, leaving a P-position.", "先手必胜：{moves}，留给对手必败态。"),
    "search_head": ("With an even number ({n}) of piles, all non-empty, no formula is known: every position with "
                    "piles up to {bound} was solved exactly by search ({count:,} P-positions). ",
                    "堆数为偶数（{n}）且没有空堆时没有已知公式：已用搜索精确求解了每堆不超过 {bound} "
                    "的所有局面（共 {count:,} 个必败态）。"),
    "keeps_piles": ("a move keeps the {piles} piles, not {count}", "走一步后仍是 {piles} 堆，而不是 {count} 堆"),
    "take_some": ("a move must take at least one stone, and only stones that are there",
                  "一步至少要取一个石子，且只能取堆里有的石子"),
    "one_or_every": ("a move takes from one pile, or the same number from every pile",
                     "一步只能从一堆中取，或从每堆各取同样多"),
    "grundy_search": ("Grundy values for an even number of non-empty piles have no known formula and are found by "
                      "search; this position has {size:,} positions below it, more than {limit:,}",
                      "偶数堆且没有空堆时 SG 值没有已知公式，要靠搜索求得；这个局面以下有 {size:,} 个局面，超过 "
                      "{limit:,} 个"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "one_pile": ("one pile: take all {n} stones.", "只有一堆：把 {n} 个石子全部取走。"),
    "nim_empty_pile": ("A pile is empty, so no move can take from every pile: this is Nim. ",
                       "有一堆是空的，无法从每堆同时取，这就是尼姆博弈。"),
    "nim_odd": ("With an odd number of piles the Grundy values, and so the P-positions, are exactly Nim's: taking "
                "t from every pile flips, in every pile, the bit of the lowest 1 of t, an odd number of flips, so "
                "it always changes the nim-sum. ",
                "堆数为奇数时，SG 值（因而必败态）与尼姆博弈完全相同：从每堆各取 t 个，会使每一堆中 t 最低的 1 "
                "所在的那一位翻转，共翻转奇数次，所以异或和一定改变。"),
    "search_lost": ("Every move from this position leads to an N-position, so the player to move loses.",
                    "这个局面的每一步都走到必胜态，先手必败。"),
    "take_every": ("take {t} from every pile", "从每堆各取 {t} 个"),
})

#: The most (n-1)-pile prefixes the even-pile search visits for one request.
PREFIX_LIMIT = 8_000_000
#: The most table cells (small ints) the four-pile search keeps.
CELL_LIMIT = 50_000_000
#: The most positions the Grundy-value search may have below a position.
GRUNDY_LIMIT = 200_000

Progress = Callable[[int, int], None]


# ------------------------------------------------------------- closed forms
def same_amount_move(piles: Sequence[int]) -> tuple[int, ...] | None:
    """For an odd number of piles: the move on every pile that leaves nim-sum 0, if any.

    >>> same_amount_move((2, 3, 4)), same_amount_move((1, 2, 4)), same_amount_move((5, 5, 5))
    ((1, 2, 3), None, (0, 0, 0))
    """
    piles = check_piles(piles, "allpiles")
    if len(piles) % 2 == 0:
        raise InputError(MESSAGES("odd_only"))
    if min(piles) == 0:
        return None
    width = max(piles).bit_length()
    bits = [format(p, "b").zfill(width)[::-1] for p in piles]
    borrows = [0] * len(piles)
    t_bits = []
    for j in range(width):
        parity = 0
        for i, b in enumerate(bits):
            parity ^= (b[j] == "1") ^ borrows[i]
        tj = parity  # forced: the column of the results must have even parity
        t_bits.append("1" if tj else "0")
        for i, b in enumerate(bits):
            d = (b[j] == "1") - tj - borrows[i]
            borrows[i] = 1 if d < 0 else 0
    if any(borrows):
        return None
    t = int("".join(reversed(t_bits)), 2) if t_bits else 0
    if t == 0:
        return None
    return tuple(p - t for p in piles)


def _nim_like(piles: Sequence[int]) -> bool:
    # An odd number of piles, or an empty pile: the P-positions are Nim's.
    return len(piles) % 2 == 1 or min(piles) == 0


def is_p_position(piles: Sequence[int], search: EvenSearch | None = None) -> bool:
    """True if the player to move loses with best play.

    An even number (>= 4) of non-empty piles is solved by search, within
    :data:`PREFIX_LIMIT`.

    >>> is_p_position((1, 2, 3)), is_p_position((3, 5)), is_p_position((0, 1, 2, 3))
    (True, True, True)
    >>> is_p_position((1, 1, 2, 2)), is_p_position((2, 2, 3, 4))
    (False, True)
    """
    piles = check_piles(piles, "allpiles")
    if not piles:
        raise InputError(MESSAGES("no_piles"))
    if _nim_like(piles):
        return nim.nim_sum(piles) == 0
    if len(piles) == 2:
        return wythoff.is_p_position(*piles)
    return (search or _search_for(len(piles))).is_p_position(piles)


def outcome(piles: Sequence[int], search: EvenSearch | None = None) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome((10**200, 10**200, 0)), outcome((10**200, 10**200, 1))
    ('P', 'N')
    """
    return "P" if is_p_position(piles, search) else "N"


def winning_moves(piles: Sequence[int], search: EvenSearch | None = None) -> list[tuple[int, ...]]:
    """Every winning move as the position it leaves, in the input's pile order.

    First the move on every pile (there is at most one), then the moves on
    pile 1, pile 2, ... (at most one each).

    >>> winning_moves((2, 3, 4)), winning_moves((5, 8)), winning_moves((7,))
    ([(1, 2, 3), (2, 3, 1)], [(4, 7), (5, 3)], [(0,)])
    >>> winning_moves((3, 1, 4, 2))
    [(2, 0, 3, 1), (3, 1, 0, 2), (3, 1, 4, 1)]
    """
    piles = check_piles(piles, "allpiles")
    if not piles:
        raise InputError(MESSAGES("no_piles"))
    n = len(piles)
    if n == 1:
        return [(0,)] if piles[0] else []
    if n == 2:
        return list(wythoff.winning_moves(*piles))
    if _nim_like(piles):
        moves = []
        if n % 2 == 1:
            same = same_amount_move(piles)
            if same is not None:
                moves.append(same)
        return moves + nim.winning_moves(piles)
    return (search or _search_for(n)).winning_moves(piles)


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


# ------------------------------------------------------------- explanation
def explain(piles: Sequence[int], lang: str = "en", search: EvenSearch | None = None) -> str:
    """Explain the verdict: which case applies, and the winning moves.

    >>> print(explain((2, 3, 4)))
    With an odd number of piles the Grundy values, and so the P-positions, are exactly Nim's: taking t from every pile flips, in every pile, the bit of the lowest 1 of t, an odd number of flips, so it always changes the nim-sum. The nim-sum is 2 ⊕ 3 ⊕ 4 = 5, in binary 010 ⊕ 011 ⊕ 100 = 101, not 0, so the player to move wins: take 1 from every pile; take 3 from pile 3.
    """
    piles = check_piles(piles, "allpiles")
    n = len(piles)
    wins = winning_moves(piles, search)
    moves = MESSAGES("separator").render(lang).join(_describe(piles, m, lang) for m in wins[:8])
    if len(wins) > 8:
        moves += MESSAGES("more_moves", more=len(wins) - 8).render(lang)
    if not any(piles):
        return MESSAGES("no_stones").render(lang)
    if n == 1:
        return MESSAGES("one_pile", n=piles[0]).render(lang)
    if n == 2:
        a, b = piles
        return MESSAGES("wythoff", why=wythoff.explain(a, b, lang=lang)).render(lang)
    if _nim_like(piles):
        if min(piles) == 0:
            head = MESSAGES("nim_empty_pile").render(lang)
        else:
            head = MESSAGES("nim_odd").render(lang)
        body = nim.binary_sum(piles, lang)
        if not wins:
            return head + MESSAGES("nim_lost", sum=body).render(lang)
        return head + MESSAGES("nim_won", sum=body, moves=moves).render(lang)
    s = search or _search_for(n)
    head = MESSAGES("search_head", n=n, bound=s.bound, count=s.p_count).render(lang)
    if not wins:
        return head + MESSAGES("search_lost").render(lang)
    return head + MESSAGES("search_won", moves=moves).render(lang)


def _describe(piles: tuple[int, ...], after: tuple[int, ...], lang: str) -> str:
    changed = [p - q for p, q in zip(piles, after) if p != q]
    if len(piles) > 1 and len(changed) == len(piles) and len(set(changed)) == 1:
        return MESSAGES("take_every", t=changed[0]).render(lang)
    return describe_takes(piles, after, lang)


@dataclass(frozen=True)
class AllPiles(PileGame):
    """Wythoff's game on any number of piles.

    >>> g = AllPiles()
    >>> g.outcome((1, 2, 3)), g.winning_moves((2, 3, 4)), g.describe_move((2, 3, 4), (1, 2, 3))
    ('P', [(1, 2, 3), (2, 3, 1)], 'take 1 from every pile')
    """

    name: ClassVar[str] = "allpiles"
    examples: ClassVar[tuple[str, ...]] = (
        "grundy allpiles 2 3 4",
        "grundy allpiles 1 2 3 5",
        "grundy allpiles 3 5",
    )
    title: ClassVar[str] = "Wythoff's game on many piles"
    title_zh: ClassVar[str] = "多堆威佐夫博弈"
    aliases_zh: ClassVar[tuple[str, ...]] = ("多堆威佐夫", "多堆威佐夫博弈")
    move_kinds: ClassVar[tuple[str, ...]] = ("take", "take_all")
    summary: ClassVar[str] = "Wythoff with many piles: take from one pile, or the same from all"
    summary_zh: ClassVar[str] = "多堆威佐夫博弈：从一堆取，或从每堆取同样多"
    position_help: ClassVar[str] = "the pile sizes P1 P2 ..."
    position_help_zh: ClassVar[str] = "各堆的石子数 P1 P2 ..."
    move_help: ClassVar[str] = "'2 3' takes 3 from pile 2, 'all 2' takes 2 from every pile"
    move_help_zh: ClassVar[str] = "'2 3' 从第 2 堆取 3 个，'all 2' 从每堆各取 2 个"

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        if len(piles) > 1:
            for t in range(1, min(piles) + 1):
                yield tuple(p - t for p in piles)
        for i, p in enumerate(piles):
            for q in range(p - 1, -1, -1):
                yield piles[:i] + (q,) + piles[i + 1 :]

    def check_move(self, position: Any, after: Any) -> None:
        position, after = tuple(position), tuple(after)
        if len(after) != len(position):
            raise InputError(MESSAGES("keeps_piles", piles=len(position), count=len(after)))
        taken = [p - q for p, q in zip(position, after)]
        if any(q < 0 for q in after) or any(t < 0 for t in taken) or not any(taken):
            raise InputError(MESSAGES("take_some"))
        if sum(1 for t in taken if t) > 1 and len(set(taken)) != 1:
            raise InputError(MESSAGES("one_or_every"))

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def outcome(self, position: Any) -> Outcome:
        return outcome(position)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        return winning_moves(position)

    def grundy(self, position: Any) -> int:
        """The Grundy value: the nim-sum for an odd number of piles or an empty pile, else by search.

        >>> AllPiles().grundy((3, 5, 6, 0)), AllPiles().grundy((10**100, 1, 2))
        (0, 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003)
        """
        position = self.validate(position)
        if _nim_like(position):
            return nim.nim_sum(position)
        size = prod(p + 1 for p in position)
        if size > GRUNDY_LIMIT:
            raise TooLargeError(MESSAGES("grundy_search", size=size, limit=GRUNDY_LIMIT))
        return super().grundy(tuple(position))

    def explain(self, position: Any, lang: str = "en") -> str:
        return explain(position, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pos = result.position
        grundy = result.grundy
        if len(pos) == 1 or _nim_like(pos):
            method = "nim"
            grundy = nim.nim_sum(pos)  # free here, so always given
        elif len(pos) == 2:
            method = "wythoff"
        else:
            method = "search"
        return replace(result, grundy=grundy, extra={**result.extra, "method": method})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return _describe(tuple(position), tuple(after), lang)

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read '2 3' (3 from pile 2) or 'all 2' (2 from every pile).

        >>> AllPiles().parse_move((3, 4, 5), "all 3"), AllPiles().parse_move((3, 4, 5), "3 5")
        ((0, 1, 2), (3, 4, 0))
        """
        return parse_takes(position, text, every=True)

    def move_text(self, position: Any, after: Any) -> str:
        changed = [p - q for p, q in zip(position, after) if p != q]
        if len(position) > 1 and len(changed) == len(position):
            return f"all {int_to_str(changed[0])}"
        return nim.takes_text(position, after)

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        piles = tuple(position)
        candidates = list(small_takes(piles, 24))
        if len(piles) > 1:
            candidates += [tuple(p - t for p in piles) for t in range(1, min(4, min(piles)) + 1)]
        return nim.delay_among(self, candidates)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        return tuple(rng.randint(1, scale) for _ in range(rng.choice((3, 4))))
