"""Moore's Nim_k: n piles; a move lowers between 1 and k piles, each by any positive amount.

With k = 1 this is Nim.  In normal play whoever takes the last stone wins;
in misère play whoever takes the last stone loses.

>>> column_counts((5, 6, 3))
[2, 2, 2]
>>> outcome((5, 6, 3), k=2), outcome((5, 6, 3), k=1)
('N', 'P')
>>> winning_move((7, 7, 7, 1), k=2)
(6, 7, 7, 1)
>>> all_winning_moves((7, 7, 7, 1), k=2)
[(6, 7, 7, 1), (7, 6, 7, 1), (7, 7, 6, 1), (7, 7, 7, 0)]

Algorithm notes (Moore 1910): write the piles in binary and count the 1s
in each bit column.  The player to move loses exactly when every count is
a multiple of k + 1.

- From such a position, look at the highest bit column in which a move
  changes anything.  Each lowered pile keeps its higher bits, so in this
  column it can only turn a 1 into a 0; at least 1 and at most k piles do,
  so the column count drops by 1 to k and is no longer a multiple of k + 1.
- From any other position a winning move is built column by column from
  the most significant bit, keeping a set S of piles already lowered (at
  most k).  A pile in S has already had a 1 turned into a 0 above the
  current column, so its lower bits are free.  In each column let c be the
  number of 1s among the piles outside S and r = c mod (k + 1).  If r = 0,
  the piles of S get a 0.  If |S| >= k + 1 - r, exactly k + 1 - r piles of S
  get a 1, the others a 0.  Otherwise r piles outside S with a 1 in this
  column turn it into a 0 and join S, and the piles of S get a 0; then
  |S| + r <= k because |S| < k + 1 - r.  Every column ends with a count that
  is a multiple of k + 1, at most k piles are lowered, and each lowered
  pile really is smaller.  The work is linear in the number of bits, so
  piles of any size are fine.

Misère play (derived and checked against brute force in the tests): call
a pile big if it has 2 or more stones.  The player to move loses exactly
when either every pile is at most 1 and the number of 1-piles leaves
remainder 1 when divided by k + 1, or some pile is big and every column
count is a multiple of k + 1 (as in normal play).

Proof.  Call these positions the claimed set.  (1) No move goes from the
claimed set into it: in the second kind the highest column above bit 0
holding a 1 has at least k + 1 ones, so there are at least k + 1 big piles
and a big pile survives any move; the normal-play argument then applies.
In the first kind a move removes 1 to k ones and breaks the remainder.
(2) From any other position some move enters it.  If every pile is at
most 1 with c ones, remove (c - 1) mod (k + 1) of them (k of them when c
is a multiple of k + 1, c > 0).  If there are at least k + 1 big piles,
the position is not normal-P and the normal winning move leaves a big
pile, so it works.  If there are m big piles with 1 <= m <= k, lower
every big pile to 0 or 1 (b of them to 1) and empty u of the s 1-piles,
with m + u <= k: the number of 1-piles left, s - u + b, takes all values
of an interval of length m + min(s, k - m); if s >= k - m that is k + 1
consecutive values, which cover every remainder, and otherwise it is all
of 0 .. s + m, which contains 1.  With 1 <= m <= k no move can reach the
second kind (it needs k + 1 big piles), so these are all the winning moves.

References: E. H. Moore, "A generalization of the game called Nim",
Annals of Mathematics 11 (1910) 93-94; E. R. Berlekamp, J. H. Conway,
R. K. Guy, *Winning Ways*, 2nd ed., vol. 2, chapter 15.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, product
from math import comb, prod
from typing import Any, ClassVar

from ..engine import Outcome
from ..errors import InputError, TooLargeError, UnsupportedError, misere_grundy_error
from ..game import PileGame, takes_position
from ..options import MISERE, Option
from ..report import Analysis
from ..messages import catalogue
from ..validation import check_piles, quoted
from . import nim
from .nim import check_takes, describe_takes, parse_takes, small_takes, takes_text

__all__ = [
    "MOVE_LIMIT",
    "WORK_LIMIT",
    "Moore",
    "all_winning_moves",
    "column_counts",
    "count_winning_moves",
    "explain",
    "is_p_position",
    "outcome",
    "winning_move",
    "winning_moves",
]

MESSAGES = catalogue("moore", {
    "bad_k": ("k (the most piles one move lowers) must be at least 1, not {k}",
              "k（一步最多动的堆数）至少为 1，不能是 {k}"),
    "listing_too_long": ("listing every winning move needs more than {limit:,} steps (too many ways to choose up "
                         "to {k} of {piles} piles); without --all one winning move is given",
                         "列出全部必胜走法需要超过 {limit:,} 步（从 {piles} 堆中选至多 {k} 堆的方式太多）；不加 "
                         "--all 时只给出一个必胜走法"),
    "too_many_moves": ("there are {total:,} winning moves, more than the {limit:,} that can be listed; without "
                       "--all one winning move is given",
                       "共有 {total:,} 个必胜走法，超过可列出的 {limit:,} 个；不加 --all 时只给出一个必胜走法"),
    "list_separator": (", ", "、"),
    "row_separator": (", ", "，"),
    "top_columns": (" (the top 16 of {width} columns)", "（共 {width} 列中最高的 16 列）"),
    "in_binary": ("In binary {rows}; the counts of 1s per column, highest first, are {counts}",
                  "二进制为 {rows}；从高位起每列 1 的个数为 {counts}"),
    "column_counts": ("The counts of 1s per bit column, highest first, are {counts}{more}",
                      "从高位起每个二进制位上 1 的个数为 {counts}{more}"),
    "head": ("k = {k}: a move lowers 1 to {k} piles. ", "k = {k}：每步可以从 1 到 {k} 堆中取石子。"),
    "head_one": ("k = {k}: a move lowers 1 to {k} piles. ", "k = {k}：每步只能从一堆中取石子。"),
    "needs_k": ("Moore's Nim_k needs --k K, the most piles one move lowers",
                "Moore 的 Nim_k 博弈需要 --k K：一步最多动的堆数"),
    "grundy_search": ("Grundy values of Moore's Nim_k for k >= 2 have no closed form and are found by search; this "
                      "position has {size:,} positions below it, more than {limit:,}",
                      "k ≥ 2 时 Moore 的 Nim_k 博弈的 SG 值没有闭合公式，要靠搜索求得；这个局面以下有 {size:,} "
                      "个局面，超过 {limit:,} 个"),
    "misere_no_stones": ("No stones are left: in misère play the opponent took the last stone and lost, so the "
                         "player to move has won.",
                         "石子已取完：反常规则下对手取走了最后一个石子而输，轮到走的一方已经获胜。"),
    "misere_ones_lost": ("Every pile has at most one stone and {s} = {q} × {k1} + 1: whatever number x of piles "
                         "the player to move empties, the opponent empties {k1} - x, until the player to move must "
                         "take the last stone (misère play).",
                         "每堆至多 1 个，且 {s} = {q} × {k1} + 1：先手取走 x 堆，对手就取走 {k1} - x 堆，"
                         "最后一个石子只能由先手取走（反常规则）。"),
    "misere_ones_won": ("Every pile has at most one stone; {s} piles hold one. Leave a number of 1-piles that is 1 "
                        "more than a multiple of {k1}: {how}.",
                        "每堆至多 1 个，共 {s} 堆有石子。使剩下的堆数比 {k1} 的倍数多 1：{how}。"),
    "misere_few_big": ("Only {m} pile(s) have two or more stones, no more than k, so the player to move can lower "
                       "all of them at once and leave only piles of 0 and 1, a number of 1-piles that is 1 more "
                       "than a multiple of {k1} (misère play): {how}.",
                       "只有 {m} 堆至少有两个石子，不超过 k，先手可以一次把它们都减到 0 或 1，使只剩 1 "
                       "个石子的堆数比 {k1} 的倍数多 1（反常规则）：{how}。"),
    "misere_as_normal": ("{m} piles have two or more stones, more than k, so misère play goes as normal play does. ",
                         "有 {m} 堆至少有两个石子，多于 k，这时反常规则与常规规则的胜负相同。"),
    "no_stones": ("No stones are left: the player to move cannot move and has lost.",
                  "石子已取完：轮到走的一方无路可走，已经输了。"),
    "lost": (". Every count is a multiple of k + 1 = {k1}, so the player to move loses: in the highest column a "
             "move changes, it turns between 1 and {k} ones into zeros, and that count stops being a multiple of "
             "{k1} (Moore's theorem).",
             "。每列 1 的个数都是 k + 1 = {k1} 的倍数，先手必败：一步改变的最高一列中只会把 1 到 {k} 个 1 变成 0，"
             "这一列就不再是 {k1} 的倍数（Moore 定理）。"),
    "won": (". Some count is not a multiple of k + 1 = {k1}, so the player to move wins: {how}, which leaves every "
            "column count a multiple of {k1}.",
            "。有的列中 1 的个数不是 k + 1 = {k1} 的倍数，先手必胜：{how}，使每列 1 的个数都成为 {k1} 的倍数。"),
})

#: The most winning moves ``all_winning_moves`` lists.
MOVE_LIMIT = 100_000
#: The most steps the enumeration of winning moves may take.
WORK_LIMIT = 300_000
#: The most positions the Grundy-value search (k >= 2) may have.
GRUNDY_LIMIT = 200_000


def _check_k(k: int) -> None:
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InputError(MESSAGES("bad_k", k=quoted(k)))


def column_counts(piles: Sequence[int]) -> list[int]:
    """Count the 1s in each bit column, from the lowest bit up.

    >>> column_counts((5, 6, 3)), column_counts((0, 0)), column_counts((2**70, 1))[-1]
    ([2, 2, 2], [], 1)
    """
    piles = check_piles(piles, "moore")
    width = max((p.bit_length() for p in piles), default=0)
    if width == 0:
        return []
    columns = zip(*(format(p, "b").zfill(width)[::-1] for p in piles))
    return [column.count("1") for column in columns]


def is_p_position(piles: Sequence[int], k: int, misere: bool = False) -> bool:
    """True if the player to move loses with best play.

    >>> is_p_position((5, 6, 3), 1), is_p_position((5, 6, 3), 2), is_p_position((7, 7, 7), 2)
    (True, False, True)
    >>> is_p_position((1, 1, 1, 1), 2, misere=True), is_p_position((0, 0), 2, misere=True)
    (True, False)
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    if misere and all(p <= 1 for p in piles):
        return sum(piles) % (k + 1) == 1
    return _columns_divisible(piles, k + 1)


def _columns_divisible(piles: Sequence[int], modulus: int) -> bool:
    # Every column count a multiple of modulus?  The counts are kept bit-sliced:
    # plane i holds bit i of every column's count, and adding a pile is a
    # ripple-carry addition of whole integers, so huge piles cost a few big-int
    # operations each instead of a loop over their bits.
    planes: list[int] = []
    for p in piles:
        carry = p
        for i, plane in enumerate(planes):
            if not carry:
                break
            planes[i], carry = plane ^ carry, plane & carry
        if carry:
            planes.append(carry)
    everything = 0
    for plane in planes:
        everything |= plane
    if not everything:
        return True
    # Columns whose count is 0, modulus, 2 * modulus, ...: match every plane's bit.
    good = 0
    for multiple in range(modulus, len(piles) + 1, modulus):
        if multiple >> len(planes):
            break  # no column count is that large
        mask = everything
        for i, plane in enumerate(planes):
            mask &= plane if (multiple >> i) & 1 else ~plane
        good |= mask
    return good == everything


def outcome(piles: Sequence[int], k: int, misere: bool = False) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome((1, 2, 3), 1), outcome((1, 2, 3), 2), outcome((10**200,) * 3, 2)
    ('P', 'N', 'P')
    """
    return "P" if is_p_position(piles, k, misere) else "N"


def _normal_move(piles: tuple[int, ...], k: int) -> tuple[int, ...] | None:
    # Moore's construction, column by column from the most significant bit.
    width = max((p.bit_length() for p in piles), default=0)
    if width == 0:
        return None
    bits = [format(p, "b").zfill(width) for p in piles]
    chosen: list[int] = []  # the set S, in the order piles joined it
    new_bits: dict[int, list[str]] = {}
    for col in range(width):
        ones = [i for i, b in enumerate(bits) if b[col] == "1" and i not in new_bits]
        r = len(ones) % (k + 1)
        free = len(chosen)
        if r == 0:
            for i in chosen:
                new_bits[i].append("0")
        elif free >= k + 1 - r:
            for j, i in enumerate(chosen):
                new_bits[i].append("1" if j < k + 1 - r else "0")
        else:
            for i in chosen:
                new_bits[i].append("0")
            for i in ones[:r]:
                new_bits[i] = list(bits[i][:col]) + ["0"]
                chosen.append(i)
    if not chosen:
        return None
    after = list(piles)
    for i in chosen:
        after[i] = int("".join(new_bits[i]), 2)
    return tuple(after)


def _split_piles(piles: tuple[int, ...]) -> tuple[list[int], list[int]]:
    # The indices of the big piles (2 or more stones) and of the 1-piles.
    big = [i for i, p in enumerate(piles) if p >= 2]
    ones = [i for i, p in enumerate(piles) if p == 1]
    return big, ones


def winning_move(piles: Sequence[int], k: int, misere: bool = False) -> tuple[int, ...] | None:
    """Return one winning move (Moore's construction), or None from a P-position.

    Works for piles of any size; the move lowers at most k piles.

    >>> winning_move((3, 4, 5), 1), winning_move((5, 6, 3), 2), winning_move((7, 7, 7), 2)
    ((1, 4, 5), (3, 3, 3), None)
    >>> winning_move((1, 1, 1), 2, misere=True), winning_move((9, 1, 0), 2, misere=True)
    ((0, 0, 1), (1, 0, 0))
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    if not misere:
        return _normal_move(piles, k)
    big, ones = _split_piles(piles)
    m, s = len(big), len(ones)
    if m == 0:
        if s % (k + 1) == 1 or s == 0:
            return None
        d = (s - 1) % (k + 1) or k
        after = list(piles)
        for i in ones[:d]:
            after[i] = 0
        return tuple(after)
    if m > k:
        return _normal_move(piles, k)
    # 1 <= m <= k: lower every big pile to 0 or 1 and empty some 1-piles,
    # leaving a number of 1-piles with remainder 1 (see the module notes).
    for b in range(m, -1, -1):
        u = (s + b - 1) % (k + 1)
        if u <= min(s, k - m):
            after = list(piles)
            for j, i in enumerate(big):
                after[i] = 1 if j < b else 0
            for i in ones[:u]:
                after[i] = 0
            return tuple(after)
    raise AssertionError("the misère construction always succeeds")  # proved in the notes


def winning_moves(piles: Sequence[int], k: int, misere: bool = False) -> list[tuple[int, ...]]:
    """Winning moves for piles of any size: every one for k = 1 (Nim), else Moore's one.

    Use :func:`all_winning_moves` for every winning move when k >= 2.

    >>> winning_moves((6, 6, 7, 1), 1), winning_moves((6, 6, 7, 1), 2)
    ([(0, 6, 7, 1), (6, 0, 7, 1), (6, 6, 1, 1)], [(6, 6, 6, 0)])
    """
    _check_k(k)
    if k == 1:
        return nim.winning_moves(piles, misere)
    move = winning_move(piles, k, misere)
    return [] if move is None else [move]


# ------------------------------------------------------ every winning move
class _Enumerator:
    """Every normal-play P-position one move away, by a digit search over bit columns.

    A state is (column, D): D is the set (a bit mask) of piles already lowered,
    |D| <= k.  In each column some piles outside D that hold a 1 may turn it
    into a 0 and join D, and the piles in D take any bits, so that the column
    count becomes a multiple of k + 1.  Counting the completions of each state
    first lets the listing follow productive branches only.
    """

    def __init__(self, piles: tuple[int, ...], k: int, work_limit: int) -> None:
        self.piles, self.k = piles, k
        self.width = max(p.bit_length() for p in piles)
        self.cols = []  # bit masks of the piles holding a 1, most significant column first
        for col in range(self.width - 1, -1, -1):
            mask = 0
            for i, p in enumerate(piles):
                if (p >> col) & 1:
                    mask |= 1 << i
            self.cols.append(mask)
        self.work, self.work_limit = 0, work_limit
        # transitions[col][D] = [(A, y, next D)]: piles A join, y of D's piles get a 1
        self.transitions: list[dict[int, list[tuple[int, int, int]]]] = []
        self.counts: list[dict[int, int]] = []
        self._build()

    def _step(self) -> None:
        self.work += 1
        if self.work > self.work_limit:
            raise TooLargeError(MESSAGES("listing_too_long", limit=self.work_limit, k=self.k, piles=len(self.piles)))

    def _build(self) -> None:
        k = self.k
        states = {0}
        for col in range(self.width):
            table: dict[int, list[tuple[int, int, int]]] = {}
            nxt: set[int] = set()
            for d in states:
                outside = [i for i in range(len(self.piles)) if (self.cols[col] >> i) & 1 and not (d >> i) & 1]
                free = bin(d).count("1")
                moves = []
                for size in range(min(k - free, len(outside)) + 1):
                    for joined in combinations(outside, size):
                        self._step()
                        y = -(len(outside) - size) % (k + 1)
                        if y <= free:
                            a = sum(1 << i for i in joined)
                            moves.append((a, y, d | a))
                            nxt.add(d | a)
                table[d] = moves
            self.transitions.append(table)
            states = nxt
        last = {d: (1 if d else 0) for d in states}
        counts = [last]
        for col in range(self.width - 1, -1, -1):
            below = counts[0]
            here: dict[int, int] = {}
            for d, moves in self.transitions[col].items():
                free = bin(d).count("1")
                here[d] = sum(comb(free, y) * below.get(nd, 0) for _a, y, nd in moves)
            counts.insert(0, here)
        self.counts = counts

    @property
    def total(self) -> int:
        """How many P-positions are one move away."""
        return self.counts[0].get(0, 0) if self.width else 0

    def positions(self) -> list[tuple[int, ...]]:
        """Every P-position one move away (the count must have been checked)."""
        n = len(self.piles)
        partial: list[tuple[int, tuple[int, ...]]] = [(0, (0,) * n)]
        for col in range(self.width):
            bit_mask = self.cols[col]
            below = self.counts[col + 1]
            grown: list[tuple[int, tuple[int, ...]]] = []
            for d, values in partial:
                lowered = [i for i in range(n) if (d >> i) & 1]
                for a, y, nd in self.transitions[col][d]:
                    if not below.get(nd, 0):
                        continue
                    for ones in combinations(lowered, y):
                        self._step()
                        new = list(values)
                        for i in range(n):
                            if (d >> i) & 1:
                                bit = i in ones
                            else:
                                bit = bool((bit_mask >> i) & 1) and not (a >> i) & 1
                            new[i] = 2 * new[i] + bit
                        grown.append((nd, tuple(new)))
            partial = grown
        return [values for _d, values in partial]


def _sort_moves(piles: tuple[int, ...], moves: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    def key(after: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return tuple(i for i, (p, q) in enumerate(zip(piles, after)) if p != q), after

    return sorted(moves, key=key)


def count_winning_moves(piles: Sequence[int], k: int, misere: bool = False,
                        work_limit: int = WORK_LIMIT) -> int:
    """How many winning moves there are, without listing them.

    >>> count_winning_moves((7, 7, 7, 1), 2), count_winning_moves((1, 1, 1, 1, 1), 2, misere=True)
    (4, 5)
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    if misere:
        big, ones = _split_piles(piles)
        m, s = len(big), len(ones)
        if m == 0:
            return sum(comb(s, d) for d in range(1, min(k, s) + 1) if (s - d) % (k + 1) == 1)
        if m <= k:
            return sum(comb(m, b) * comb(s, u) for b in range(m + 1)
                       for u in range(min(s, k - m) + 1) if (s - u + b) % (k + 1) == 1)
    if not any(piles):
        return 0
    return _Enumerator(piles, k, work_limit).total


def all_winning_moves(piles: Sequence[int], k: int, misere: bool = False,
                      limit: int = MOVE_LIMIT, work_limit: int = WORK_LIMIT) -> list[tuple[int, ...]]:
    """Every winning move, as the positions they leave.

    The moves are ordered by the piles they lower (the list of pile numbers,
    compared lexicographically), then by the position they leave.

    Raises
    ------
    TooLargeError
        When there are more than ``limit`` winning moves, or finding them
        takes more than ``work_limit`` steps.

    >>> all_winning_moves((5, 6, 3), 2), all_winning_moves((3, 3, 3), 2)
    ([(3, 3, 3)], [])
    >>> all_winning_moves((2, 2, 1), 2, misere=True)
    [(0, 0, 1)]

    Four piles of forty 1-bits with k = 2: emptying one pile, or lowering two
    piles to complementary bit patterns, gives 4 + 6 * (2**40 - 2) moves.

    >>> all_winning_moves((2**40 - 1,) * 4, 2)
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: there are 6,597,069,766,648 winning moves, more than the 100,000 that can be listed; without --all one winning move is given
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    total = count_winning_moves(piles, k, misere, work_limit)
    if total > limit:
        raise TooLargeError(MESSAGES("too_many_moves", total=total, limit=limit))
    if total == 0:
        return []
    moves: list[tuple[int, ...]] = []
    if misere:
        big, ones = _split_piles(piles)
        m, s = len(big), len(ones)
        if m == 0:
            for d in range(1, min(k, s) + 1):
                if (s - d) % (k + 1) == 1:
                    for gone in combinations(ones, d):
                        moves.append(tuple(0 if i in gone else p for i, p in enumerate(piles)))
            return _sort_moves(piles, moves)
        if m <= k:
            for to_one in product((0, 1), repeat=m):
                b = sum(to_one)
                for u in range(min(s, k - m) + 1):
                    if (s - u + b) % (k + 1) != 1:
                        continue
                    for gone in combinations(ones, u):
                        after = list(piles)
                        for i, v in zip(big, to_one):
                            after[i] = v
                        for i in gone:
                            after[i] = 0
                        moves.append(tuple(after))
            return _sort_moves(piles, moves)
    moves = _Enumerator(piles, k, work_limit).positions()
    return _sort_moves(piles, moves)


# ------------------------------------------------------------- explanation
def _column_text(piles: tuple[int, ...], k: int, lang: str) -> str:
    counts = column_counts(piles)
    width = len(counts)
    shown = MESSAGES("list_separator").render(lang).join(str(c) for c in reversed(counts[-16:]))
    more = "" if width <= 16 else MESSAGES("top_columns", width=width).render(lang)
    if width <= nim.SHOWN_BITS and len(piles) <= nim.SHOWN_PILES and width:
        rows = MESSAGES("row_separator").render(lang).join(f"{p} = {format(p, 'b').zfill(width)}" for p in piles)
        return MESSAGES("in_binary", rows=rows, counts=shown).render(lang)
    return MESSAGES("column_counts", counts=shown, more=more).render(lang)


def explain(piles: Sequence[int], k: int, misere: bool = False, lang: str = "en") -> str:
    """Explain the verdict with the bit-column counts and the move that fixes them.

    >>> print(explain((5, 6, 3), 2))
    k = 2: a move lowers 1 to 2 piles. In binary 5 = 101, 6 = 110, 3 = 011; the counts of 1s per column, highest first, are 2, 2, 2. Some count is not a multiple of k + 1 = 3, so the player to move wins: take 2 from pile 1 and 3 from pile 2, which leaves every column count a multiple of 3.
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    k1 = k + 1
    head = (MESSAGES("head", k=k) if k > 1 else MESSAGES("head_one", k=k)).render(lang)
    if misere:
        big, ones = _split_piles(piles)
        m, s = len(big), len(ones)
        if m == 0:
            if s == 0:
                return head + MESSAGES("misere_no_stones").render(lang)
            if s % k1 == 1:
                return head + MESSAGES("misere_ones_lost", s=s, q=s // k1, k1=k1).render(lang)
            move = winning_move(piles, k, True)
            assert move is not None  # s > 0 and s mod (k + 1) != 1
            return head + MESSAGES("misere_ones_won", s=s, k1=k1, how=describe_takes(piles, move, lang)).render(lang)
        if m <= k:
            move = winning_move(piles, k, True)
            assert move is not None
            return head + MESSAGES("misere_few_big", m=m, k1=k1, how=describe_takes(piles, move, lang)).render(lang)
        head += MESSAGES("misere_as_normal", m=m).render(lang)
    if not any(piles):
        return head + MESSAGES("no_stones").render(lang)
    cols = _column_text(piles, k, lang)
    if is_p_position(piles, k, misere):
        return head + cols + MESSAGES("lost", k=k, k1=k1).render(lang)
    move = winning_move(piles, k, misere)
    assert move is not None
    return head + cols + MESSAGES("won", k1=k1, how=describe_takes(piles, move, lang)).render(lang)


@dataclass(frozen=True)
class Moore(PileGame):
    """Moore's Nim_k: a move lowers between 1 and ``k`` piles.

    >>> g = Moore(k=2)
    >>> g.outcome((7, 7, 7)), g.winning_moves((5, 6, 3)), g.all_winning_moves((7, 7, 7, 1))
    ('P', [(3, 3, 3)], [(6, 7, 7, 1), (7, 6, 7, 1), (7, 7, 6, 1), (7, 7, 7, 0)])
    """

    k: int | None = None
    misere: bool = False

    name: ClassVar[str] = "moore"
    examples: ClassVar[tuple[str, ...]] = (
        "grundy moore --k 2 5 6 3",
        "grundy moore --k 2 7 7 7 1 --all",
        "grundy moore --k 3 1 1 1 --misere",
    )
    title: ClassVar[str] = "Moore's Nim_k"
    title_zh: ClassVar[str] = "Moore 的 Nim_k 博弈"
    aliases: ClassVar[tuple[str, ...]] = ("nim_k", "nimk")
    aliases_zh: ClassVar[tuple[str, ...]] = ("摩尔", "摩尔博弈")
    move_kinds: ClassVar[tuple[str, ...]] = ("take", "take_several")
    summary: ClassVar[str] = "Moore's Nim_k: take from up to k piles at once"
    summary_zh: ClassVar[str] = "Moore 的 Nim_k 博弈：一次最多从 k 堆中取"
    position_help: ClassVar[str] = "the pile sizes P1 P2 ..."
    position_help_zh: ClassVar[str] = "各堆的石子数 P1 P2 ..."
    move_help: ClassVar[str] = "'2 3' takes 3 from pile 2; '1 1 3 2' takes 1 from pile 1 and 2 from pile 3"
    move_help_zh: ClassVar[str] = "'2 3' 从第 2 堆取 3 个；'1 1 3 2' 从第 1 堆取 1 个并从第 3 堆取 2 个"
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("k", int, "the most piles one move lowers", minimum=1, metavar="K", required=True,
               label=("k = {}", "k = {}"), help_zh="一步最多动的堆数"),
        MISERE,
        Option("all", bool, f"list every winning move (up to {MOVE_LIMIT:,}), not just one",
               default=False, rule=False, help_zh=f"列出全部必胜走法（至多 {MOVE_LIMIT:,} 个），而不只一个",
               name_zh="全部必胜走法"),
    )

    def __post_init__(self) -> None:
        if self.k is not None:
            _check_k(self.k)

    @property
    def most_piles(self) -> int:
        """The most piles one move lowers."""
        if self.k is None:
            raise InputError(MESSAGES("needs_k"))
        return self.k

    def validate(self, position: Any) -> tuple[int, ...]:
        _ = self.most_piles  # a clear error when k is missing
        return super().validate(position)

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        piles = tuple(position)
        nonempty = [i for i, p in enumerate(piles) if p]
        for size in range(1, min(self.most_piles, len(nonempty)) + 1):
            for chosen in combinations(nonempty, size):
                for values in product(*(range(piles[i] - 1, -1, -1) for i in chosen)):
                    after = list(piles)
                    for i, v in zip(chosen, values):
                        after[i] = v
                    yield tuple(after)

    def check_move(self, position: Any, after: Any) -> None:
        check_takes(position, after, self.most_piles)

    def is_over(self, position: Any) -> bool:
        return not any(position)

    def canonical(self, position: Any) -> tuple[int, ...]:
        return tuple(sorted(position))

    def outcome(self, position: Any) -> Outcome:
        return outcome(position, self.most_piles, self.misere)

    def winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """One winning move by Moore's construction (every one when k = 1)."""
        return winning_moves(position, self.most_piles, self.misere)

    @takes_position
    def all_winning_moves(self, position: Any) -> list[tuple[int, ...]]:
        """Every winning move, when there are few enough to list."""
        return all_winning_moves(position, self.most_piles, self.misere)

    def grundy(self, position: Any) -> int:
        if self.misere:
            raise misere_grundy_error()
        position = self.validate(position)
        if self.most_piles == 1:
            return nim.nim_sum(position)
        size = prod(p + 1 for p in position)
        if size > GRUNDY_LIMIT:
            raise TooLargeError(MESSAGES("grundy_search", size=size, limit=GRUNDY_LIMIT))
        return super().grundy(tuple(position))

    def explain(self, position: Any, lang: str = "en") -> str:
        return explain(position, self.most_piles, self.misere, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        pos = result.position
        complete = self.most_piles == 1 or not result.winning_moves
        if flags.get("all") and not complete:
            result = replace(result, winning_moves=tuple(self.all_winning_moves(pos)))
            complete = True
        grundy = result.grundy
        if grundy is None and self.most_piles == 1 and not self.misere:
            grundy = nim.nim_sum(pos)
        extra = {"k": self.most_piles, "complete": complete, "column_counts": column_counts(pos)}
        return replace(result, grundy=grundy, extra={**result.extra, **extra})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return describe_takes(position, after, lang)

    def parse_move(self, position: Any, text: str) -> tuple[int, ...]:
        """Read 'pile amount' pairs, up to k of them: '1 1 3 2'.

        >>> Moore(k=2).parse_move((3, 4, 5), "1 1 3 2")
        (2, 4, 3)
        """
        return parse_takes(position, text, max_piles=self.most_piles)

    def move_text(self, position: Any, after: Any) -> str:
        return takes_text(position, after)

    def delaying_move(self, position: Any) -> tuple[int, ...] | None:
        best: tuple[int, ...] | None = None
        best_key: tuple[int, int] | None = None
        for after in small_takes(position, 16):
            try:
                replies = count_winning_moves(after, self.most_piles, self.misere, work_limit=10_000)
            except TooLargeError:
                replies = MOVE_LIMIT
            key = (replies, -sum(after))
            if best_key is None or key < best_key:
                best, best_key = after, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        count = max(3, min((self.k or 1) + 2, 6))
        return tuple(rng.randint(1, scale) for _ in range(count))
