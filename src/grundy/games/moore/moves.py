"""Every winning move of Moore's Nim_k, enumerated within a budget, and their number.

>>> all_winning_moves((7, 7, 7, 1), k=2), count_winning_moves((7, 7, 7, 1), k=2)
([(6, 7, 7, 1), (7, 6, 7, 1), (7, 7, 6, 1), (7, 7, 7, 0)], 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product
from math import comb

from ...errors import TooLargeError
from ...messages import catalogue
from ...validation import check_piles
from .theorem import _check_k, _split_piles

__all__ = ["MOVE_LIMIT", "WORK_LIMIT", "all_winning_moves", "count_winning_moves"]

MESSAGES = catalogue("moore.moves", {
    "listing_too_long": ("listing every winning move needs more than {limit:,} {limit:~step|steps} (too many ways to choose up "
                         "to {k} of {piles} {piles:~pile|piles}); without --all one winning move is given",
                         "列出全部必胜走法需要超过 {limit:,} 步（从 {piles} 堆中选至多 {k} 堆的方式太多）；不加 "
                         "--all 时只给出一个必胜走法"),
    "too_many_moves": ("there {total:~is|are} {total:,} winning {total:~move|moves}, more than the {limit:,} that can be listed; without "
                       "--all one winning move is given",
                       "共有 {total:,} 个必胜走法，超过可列出的 {limit:,} 个；不加 --all 时只给出一个必胜走法"),
})


#: The most winning moves ``all_winning_moves`` lists.
MOVE_LIMIT = 100_000
#: The most steps the enumeration of winning moves may take.
WORK_LIMIT = 300_000
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
