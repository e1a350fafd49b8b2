"""Wythoff's game: two piles; a move takes any positive number of stones from
one pile, or the same positive number from both.  Whoever takes the last
stone wins.

The P-positions (the player to move loses) are the pairs
(a_k, b_k) = (floor(k*phi), floor(k*phi) + k), k = 0, 1, 2, ..., and their
mirror images, where phi = (1 + sqrt 5) / 2.

>>> [p_position(k) for k in range(6)]
[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
>>> is_p_position(8, 13), is_p_position(13, 8), is_p_position(8, 12)
(True, True, False)
>>> winning_moves(5, 8)
[(4, 7), (5, 3)]

Algorithm notes: a_k is the least natural number not among the earlier
a_j, b_j, and b_k = a_k + k (Wythoff 1907).  The lower and upper Wythoff
sequences floor(k*phi) and floor(k*phi^2) are complementary Beatty
sequences (1/phi + 1/phi^2 = 1), so every positive integer x lies in
exactly one P-position.  There are floor((x + 1)/phi) lower terms up to x and
floor((x + 1)/phi^2) upper terms, which gives the index of the pair that
holds x; all of it is computed with integer square roots.  From (x, y),
x <= y, k = y - x, the winning moves are (Wythoff's strategy):

- the same amount from both piles, down to (a_k, b_k), when x > a_k;
- from one pile, down to the partner of the other pile in its P-position,
  when that partner is smaller than the pile.

References: W. A. Wythoff, "A modification of the game of Nim", Nieuw
Archief voor Wiskunde 7 (1907) 199-202; A. S. Fraenkel, "How to beat your
Wythoff games' opponent on three fronts", Amer. Math. Monthly 89 (1982).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..engine import Outcome
from ..errors import InputError
from ..exact import floor_phi
from ..game import Analysis, Option, PileGame, parse_count
from ..i18n import pick

__all__ = [
    "Wythoff",
    "explain",
    "is_p_position",
    "outcome",
    "p_position",
    "p_position_index",
    "p_positions",
    "partner",
    "winning_moves",
]


def p_position(k: int) -> tuple[int, int]:
    """Return the k-th P-position (a_k, b_k), with a_k <= b_k.

    >>> p_position(0), p_position(4), p_position(10**20)
    ((0, 0), (6, 10), (161803398874989484820, 261803398874989484820))
    """
    if k < 0:
        raise InputError(f"the index k must be non-negative, not {k}")
    a = floor_phi(k)
    return a, a + k


def p_positions(start: int = 0) -> Iterator[tuple[int, int]]:
    """Iterate over the P-positions (a_k, b_k) for k = start, start + 1, ...

    >>> from itertools import islice
    >>> list(islice(p_positions(), 7))
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15)]
    """
    k = start
    while True:
        yield p_position(k)
        k += 1


def p_position_index(x: int) -> tuple[int, tuple[int, int]]:
    """Return (k, (a_k, b_k)): the unique P-position that contains x, and its index.

    >>> p_position_index(7), p_position_index(8), p_position_index(0)
    ((3, (4, 7)), (5, (8, 13)), (0, (0, 0)))
    >>> p_position_index(-1)
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile sizes are non-negative, not -1
    """
    if x < 0:
        raise InputError(f"pile sizes are non-negative, not {x}")
    if x == 0:
        return 0, (0, 0)
    # Number of lower Wythoff terms <= x is floor((x + 1)/phi) = floor((x + 1) phi) - (x + 1).
    m = x + 1
    k = floor_phi(m) - m
    a = floor_phi(k)
    if a == x:
        return k, (a, a + k)
    # Otherwise x is an upper term: their count up to x is floor((x + 1)/phi^2)
    # = floor((x + 1)(2 - phi)) = 2(x + 1) - ceil((x + 1) phi).
    k = 2 * m - floor_phi(m) - 1
    a = floor_phi(k)
    assert a + k == x, "Beatty complementarity violated"  # a theorem, not a guess
    return k, (a, a + k)


def partner(x: int) -> int:
    """Return y such that {x, y} is a P-position.

    >>> [partner(x) for x in range(9)]
    [0, 2, 1, 5, 7, 3, 10, 4, 13]
    """
    _k, (a, b) = p_position_index(x)
    return b if a == x else a


def is_p_position(a: int, b: int) -> bool:
    """True if (a, b) is a P-position: the player to move loses.

    >>> [(a, b) for a in range(6) for b in range(a, 9) if is_p_position(a, b)]
    [(0, 0), (1, 2), (3, 5), (4, 7)]
    """
    x, y = (a, b) if a <= b else (b, a)
    return floor_phi(y - x) == x


def outcome(a: int, b: int) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome(2, 1), outcome(8, 4), outcome(4, 7)
    ('P', 'N', 'P')
    """
    return "P" if is_p_position(a, b) else "N"


def winning_moves(a: int, b: int) -> list[tuple[int, int]]:
    """Return every winning move as the position it leaves, in the input's pile order.

    The moves come in the classic order: from both piles, then from pile 1,
    then from pile 2.  There are at most three.

    >>> winning_moves(2, 2)
    [(0, 0), (1, 2), (2, 1)]
    >>> winning_moves(4, 7)
    []
    >>> winning_moves(10**30, 10**30 + 1)
    [(1, 2), (618033988749894848204586834366, 1000000000000000000000000000001)]
    """
    x = min(a, b)
    k = abs(b - a)
    moves: list[tuple[int, int]] = []
    ak = floor_phi(k)
    if ak < x:
        t = x - ak
        moves.append((a - t, b - t))
    pa = partner(b)
    if pa < a:
        moves.append((pa, b))
    pb = partner(a)
    if pb < b:
        moves.append((a, pb))
    return moves


def explain(a: int, b: int, lang: str = "en") -> str:
    """Explain the verdict with k = |a - b|, a_k = floor(k*phi) and the classic case.

    >>> explain(3, 5)
    'k = |3 - 5| = 2 and a_k = floor(2*phi) = 3, the smaller pile: (3, 5) is the P-position (a_2, b_2) = (3, 5). Any move changes one pile alone (and the other pile belongs to one P-position only) or keeps k while lowering the smaller pile below a_k, so every move leaves an N-position.'
    >>> explain(5, 8, "zh")[:30]
    'k = |5 - 8| = 3，a_k = ⌊3φ⌋ = 4'
    """
    x, y = (a, b) if a <= b else (b, a)
    k = y - x
    ak = floor_phi(k)
    head_en = f"k = |{a} - {b}| = {k} and a_k = floor({k}*phi) = {ak}"
    head_zh = f"k = |{a} - {b}| = {k}，a_k = ⌊{k}φ⌋ = {ak}"
    if x == y == 0:
        return pick(lang, "no stones are left: the player to move cannot move and has lost.",
                    "石子已取完：轮到走的一方无路可走，已经输了。")
    if ak == x:
        return pick(
            lang,
            f"{head_en}, the smaller pile: ({x}, {y}) is the P-position (a_{k}, b_{k}) = "
            f"({ak}, {ak + k}). Any move changes one pile alone (and the other pile belongs "
            "to one P-position only) or keeps k while lowering the smaller pile below a_k, "
            "so every move leaves an N-position.",
            f"{head_zh}，正好等于较小的一堆：({x}, {y}) 就是第 {k} 个奇异局势（必败态）"
            f"(a_{k}, b_{k}) = ({ak}, {ak + k})。只改变一堆时，另一堆只属于唯一的奇异局势；"
            "两堆同取时差 k 不变而较小堆低于 a_k。所以任何走法都会离开奇异局势。",
        )
    if x == y:
        return pick(
            lang,
            f"the piles are equal ({x} and {y}): take {x} from both and leave (0, 0).",
            f"两堆相等（都是 {x}）：从两堆同时取走 {x} 个，留下 (0, 0)。",
        )
    if ak < x:
        t = x - ak
        return pick(
            lang,
            f"{head_en} < {x}, the smaller pile: take {t} from both piles; k stays {k} and "
            f"the position becomes (a_{k}, b_{k}) = ({ak}, {ak + k}), a P-position.",
            f"{head_zh}，小于较小的一堆 {x}：从两堆同时取走 {t} 个，差仍为 {k}，"
            f"得到奇异局势 (a_{k}, b_{k}) = ({ak}, {ak + k})。",
        )
    j, (aj, bj) = p_position_index(x)
    other = bj if aj == x else aj
    role = "a" if aj == x else "b"
    return pick(
        lang,
        f"{head_en} > {x}, the smaller pile, so {x} already belongs to an earlier "
        f"P-position (a_{j}, b_{j}) = ({aj}, {bj}) with {x} = {role}_{j}: take {y - other} "
        f"from the pile of {y} to leave {other} and reach that P-position.",
        f"{head_zh}，大于较小的一堆 {x}，所以 {x} 属于更早的奇异局势 "
        f"(a_{j}, b_{j}) = ({aj}, {bj})，且 {x} = {role}_{j}：从 {y} 那堆取走 {y - other} 个，"
        f"剩 {other} 个，即得该奇异局势。",
    )


@dataclass(frozen=True)
class Wythoff(PileGame):
    """Wythoff's game on two piles.

    >>> g = Wythoff()
    >>> g.outcome((1, 2)), g.winning_moves((3, 3)), g.describe_move((3, 3), (1, 3))
    ('P', [(0, 0)], 'take 2 from pile 1')
    """

    name: ClassVar[str] = "wythoff"
    title: ClassVar[str] = "Wythoff's game"
    title_zh: ClassVar[str] = "威佐夫博弈"
    piles: ClassVar[int | None] = 2
    position_metavar: ClassVar[str] = "PILE"
    position_help: ClassVar[str] = "the two pile sizes A B"
    move_help: ClassVar[str] = "'1 3' takes 3 from pile 1, '2 5' takes 5 from pile 2, 'both 2' takes 2 from each"
    move_help_zh: ClassVar[str] = "'1 3' 从第 1 堆取 3 个，'2 5' 从第 2 堆取 5 个，'both 2' 从两堆各取 2 个"
    cli_options: ClassVar[tuple[Option, ...]] = ()

    def options(self, position: Any) -> Iterator[tuple[int, int]]:
        a, b = position
        for t in range(1, max(a, b) + 1):
            if t <= a:
                yield (a - t, b)
            if t <= b:
                yield (a, b - t)
            if t <= a and t <= b:
                yield (a - t, b - t)

    def check_move(self, position: Any, after: Any) -> None:
        (a, b), (c, d) = position, after
        da, db = a - c, b - d
        if c < 0 or d < 0 or da < 0 or db < 0 or (da == 0 and db == 0):
            raise InputError("a move must take at least one stone, and only stones that are there")
        if da and db and da != db:
            raise InputError(
                f"taking from both piles needs the same number from each, not {da} and {db}"
            )

    def outcome(self, position: Any) -> Outcome:
        a, b = position
        return outcome(a, b)

    def winning_moves(self, position: Any) -> list[tuple[int, int]]:
        a, b = position
        return winning_moves(a, b)

    def explain(self, position: Any, lang: str = "en") -> str:
        a, b = position
        return explain(a, b, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        x, y = sorted(result.position)
        k, (ak, bk) = y - x, p_position(y - x)
        extra = {"k": k, "a_k": ak, "b_k": bk}
        return replace(result, extra={**result.extra, **extra})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        (a, b), (c, d) = position, after
        da, db = a - c, b - d
        if da and db:
            return pick(lang, f"take {da} from both piles", f"从两堆各取 {da} 个")
        pile, n = (1, da) if da else (2, db)
        return pick(lang, f"take {n} from pile {pile}", f"从第 {pile} 堆取 {n} 个")

    def move_text(self, position: Any, after: Any) -> str:
        """The typed form of a move: '1 3', '2 5' or 'both 2'.

        >>> Wythoff().move_text((3, 5), (1, 3)), Wythoff().move_text((3, 5), (3, 0))
        ('both 2', '2 5')
        """
        (a, b), (c, d) = position, after
        if a - c and b - d:
            return f"both {a - c}"
        return f"1 {a - c}" if a - c else f"2 {b - d}"

    def parse_move(self, position: Any, text: str) -> tuple[int, int]:
        """Read '1 3' (3 from pile 1), '2 5' (5 from pile 2) or 'both 2'.

        >>> Wythoff().parse_move((3, 5), "both 2"), Wythoff().parse_move((3, 5), "2 5")
        ((1, 3), (3, 0))
        >>> Wythoff().parse_move((3, 5), "1 4")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 1 has only 3 stones, cannot take 4
        """
        words = text.lower().replace(",", " ").split()
        if len(words) != 2:
            raise InputError(f"type a pile (1, 2 or both) and an amount, e.g. '1 3', not {text!r}")
        which, amount_text = words
        both = which in ("b", "both", "0", "12", "两", "两堆")
        if not both and which not in ("1", "2"):
            raise InputError(f"the pile is 1, 2 or both, not {which!r}")
        amount = parse_count(amount_text, "amount")
        if amount == 0:
            raise InputError("take at least one stone")
        a, b = position
        if both:
            if amount > min(a, b):
                raise InputError(f"both piles need {amount} stones, but the smaller has {min(a, b)}")
            return (a - amount, b - amount)
        pile = int(which)
        have = position[pile - 1]
        if amount > have:
            raise InputError(f"pile {pile} has only {have} stones, cannot take {amount}")
        return (a - amount, b) if pile == 1 else (a, b - amount)

    def delaying_move(self, position: Any) -> tuple[int, int] | None:
        # From a P-position, every move is to an N-position.  Prefer moves that
        # leave a single winning reply, then the most stones; only small takes
        # are looked at, so huge piles cost nothing.
        a, b = position
        best, best_key = None, None
        for t in range(1, 64):
            for after in ((a - t, b), (a, b - t), (a - t, b - t)):
                if min(after) < 0:
                    continue
                key = (len(winning_moves(*after)), -sum(after))
                if best_key is None or key < best_key:
                    best, best_key = after, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, int]:
        return (rng.randint(1, scale), rng.randint(1, scale))

