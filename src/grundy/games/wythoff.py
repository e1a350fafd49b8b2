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

Variants (rule options of :class:`Wythoff`; each with its proof in an
Algorithm notes comment below):

- misère play, whoever takes the last stone loses
  (:func:`misere_is_p_position`): the P-positions are the normal ones
  except that (0, 1), (1, 0), (2, 2) replace (0, 0), (1, 2), (2, 1);
- at most m stones from a pile per move (:func:`restricted_is_p_position`):
  (a, b) is P iff (a mod (m + 1), b mod (m + 1)) is a Wythoff P-position;
- Fraenkel's a-Wythoff, k and l stones from the two piles with |k - l| < a
  (:func:`generalized_p_position`): the P-positions are
  (floor(n alpha), floor(n alpha) + a n), alpha = (2 - a + sqrt(a^2 + 4)) / 2.

>>> misere_is_p_position(2, 2), restricted_is_p_position(3, 3, 2)
(True, True)
>>> generalized_p_position(3, a=2)
(4, 10)

References: W. A. Wythoff, "A modification of the game of Nim", Nieuw
Archief voor Wiskunde 7 (1907) 199-202; A. S. Fraenkel, "How to beat your
Wythoff games' opponent on three fronts", Amer. Math. Monthly 89 (1982)
353-361.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ..engine import Outcome
from ..errors import InputError, UnsupportedError
from ..exact import floor_phi, floor_sqrt_mul, int_to_str
from ..game import PileGame
from ..options import MISERE, Option
from ..report import Analysis
from ..validation import natural, parse_count, shown
from ..i18n import pick

__all__ = [
    "Wythoff",
    "explain",
    "generalized_explain",
    "generalized_is_p_position",
    "generalized_p_position",
    "generalized_p_position_index",
    "generalized_partner",
    "generalized_winning_moves",
    "is_classic",
    "is_p_position",
    "misere_explain",
    "misere_is_p_position",
    "misere_partner",
    "misere_winning_moves",
    "outcome",
    "p_position",
    "p_position_index",
    "p_positions",
    "partner",
    "restricted_explain",
    "restricted_is_p_position",
    "restricted_winning_moves",
    "winning_moves",
]


def p_position(k: int) -> tuple[int, int]:
    """Return the k-th P-position (a_k, b_k), with a_k <= b_k.

    >>> p_position(0), p_position(4), p_position(10**20)
    ((0, 0), (6, 10), (161803398874989484820, 261803398874989484820))
    """
    if type(k) is not int:
        k = natural(k, "the index k", "序号 k")
    if k < 0:
        raise InputError(f"the index k must be non-negative, not {int_to_str(k)}",
                         zh=f"序号 k 必须是非负整数，不能是 {int_to_str(k)}")
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
    x = _pile(x)
    if x == 0:
        return 0, (0, 0)
    # Number of lower Wythoff terms <= x is floor((x + 1)/phi) = floor((x + 1) phi) - (x + 1).
    m = x + 1
    k = floor_phi(m) - m
    a = floor_phi(k)
    if a == x:
        return k, (a, a + k)
    # Otherwise x is an upper term (the sequences are complementary): x = b_j,
    # j being the count of upper terms up to x, x - k; so a_j = x - j = k,
    # without the square root of floor_phi(j) (costly at a million digits).
    j = x - k
    return j, (k, x)


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
    if type(a) is not int or type(b) is not int or a < 0 or b < 0:
        a, b = _piles(a, b)
    x, y = (a, b) if a <= b else (b, a)
    return floor_phi(y - x) == x


def _piles(a: Any, b: Any) -> tuple[int, int]:
    # Two pile sizes, checked: non-negative integers (see grundy.game.natural).
    if type(a) is int and type(b) is int and a >= 0 and b >= 0:
        return a, b
    return natural(a, "pile 1", "第 1 堆"), natural(b, "pile 2", "第 2 堆")


def _pile(x: Any) -> int:
    # One pile size, checked: an integer (see grundy.game.natural), non-negative.
    if type(x) is not int:
        x = natural(x, "pile", "堆的石子数")
    if x < 0:
        raise InputError(f"pile sizes are non-negative, not {int_to_str(x)}",
                         zh=f"堆的石子数是非负整数，不能是 {int_to_str(x)}")
    checked: int = x  # an int, or gmpy2's mpz passed on unchanged
    return checked


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
    >>> winning_moves(-1, 2)
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: pile 1: -1 is negative
    """
    a, b = _piles(a, b)
    if is_p_position(a, b):  # (saves the partners' square roots on huge piles)
        return []
    return _strategy_moves(a, b, _diagonal_p_position, partner)


def is_classic(game: Any) -> bool:
    """True if ``game`` is Wythoff's game with the standard rules (fast tables apply).

    >>> is_classic(Wythoff()), is_classic(Wythoff(max_take=3)), is_classic("wythoff")
    (True, False, False)
    """
    return type(game) is Wythoff and game.classic


def _strategy_moves(a: int, b: int, diagonal: Any, row: Any) -> list[tuple[int, int]]:
    # Wythoff's strategy for a set of P-positions with exactly one position in
    # every row, column and diagonal: down the diagonal to its P-position, or
    # along a row or column to the partner of the pile left alone.
    # ``diagonal(e)`` is the P-position (x, y) with y - x = e, ``row(v)`` the
    # partner of v.
    moves: list[tuple[int, int]] = []
    target = diagonal(b - a)
    if target[0] < a:
        moves.append(target)
    pa = row(b)
    if pa < a:
        moves.append((pa, b))
    pb = row(a)
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
    a, b = _piles(a, b)
    x, y = (a, b) if a <= b else (b, a)
    k = y - x
    ak = floor_phi(k)
    if x == y == 0:
        return pick(lang, "no stones are left: the player to move cannot move and has lost.",
                    "石子已取完：轮到走的一方无路可走，已经输了。")
    # Only the text in `lang` is written, each huge number once (see grundy.i18n.pick).
    head = pick(lang, "k = |{a} - {b}| = {k} and a_k = floor({k}*phi) = {ak}",
                "k = |{a} - {b}| = {k}，a_k = ⌊{k}φ⌋ = {ak}", a=a, b=b, k=k, ak=ak)
    if ak == x:
        return pick(
            lang,
            "{head}, the smaller pile: ({x}, {y}) is the P-position (a_{k}, b_{k}) = "
            "({ak}, {bk}). Any move changes one pile alone (and the other pile belongs "
            "to one P-position only) or keeps k while lowering the smaller pile below a_k, "
            "so every move leaves an N-position.",
            "{head}，正好等于较小的一堆：({x}, {y}) 就是第 {k} 个奇异局势（必败态）"
            "(a_{k}, b_{k}) = ({ak}, {bk})。只改变一堆时，另一堆只属于唯一的奇异局势；"
            "两堆同取时差 k 不变而较小堆低于 a_k。所以任何走法都会离开奇异局势。",
            head=head, x=x, y=y, k=k, ak=ak, bk=ak + k,
        )
    if x == y:
        return pick(
            lang,
            "the piles are equal ({x} and {y}): take {x} from both and leave (0, 0).",
            "两堆相等（都是 {x}）：从两堆同时取走 {x} 个，留下 (0, 0)。",
            x=x, y=y,
        )
    if ak < x:
        return pick(
            lang,
            "{head} < {x}, the smaller pile: take {t} from both piles; k stays {k} and "
            "the position becomes (a_{k}, b_{k}) = ({ak}, {bk}), a P-position.",
            "{head}，小于较小的一堆 {x}：从两堆同时取走 {t} 个，差仍为 {k}，"
            "得到奇异局势 (a_{k}, b_{k}) = ({ak}, {bk})。",
            head=head, x=x, t=x - ak, k=k, ak=ak, bk=ak + k,
        )
    j, (aj, bj) = p_position_index(x)
    other = bj if aj == x else aj
    return pick(
        lang,
        "{head} > {x}, the smaller pile, so {x} already belongs to an earlier "
        "P-position (a_{j}, b_{j}) = ({aj}, {bj}) with {x} = {role}_{j}: take {t} "
        "from the pile of {y} to leave {other} and reach that P-position.",
        "{head}，大于较小的一堆 {x}，所以 {x} 属于更早的奇异局势 "
        "(a_{j}, b_{j}) = ({aj}, {bj})，且 {x} = {role}_{j}：从 {y} 那堆取走 {t} 个，"
        "剩 {other} 个，即得该奇异局势。",
        head=head, x=x, y=y, j=j, aj=aj, bj=bj, role="a" if aj == x else "b", t=y - other,
        other=other,
    )


#: The words that name both piles in a typed move.
_BOTH = ("b", "both", "0", "12", "两", "两堆")


def _describe(position: Sequence[int], after: Sequence[int], lang: str = "en") -> str:
    # A move in words: "take 2 from both piles", "take 3 from pile 1", ...
    (a, b), (c, d) = position, after
    da, db = a - c, b - d
    if da and db:
        if da == db:
            return pick(lang, "take {n} from both piles", "从两堆各取 {n} 个", n=da)
        return pick(lang, "take {da} from pile 1 and {db} from pile 2",
                    "从第 1 堆取 {da} 个、第 2 堆取 {db} 个", da=da, db=db)
    pile, n = (1, da) if da else (2, db)
    return pick(lang, "take {n} from pile {pile}", "从第 {pile} 堆取 {n} 个", n=n, pile=pile)


def _pair(position: Sequence[int]) -> str:
    # A position as the reports write it, "(3, 5)", with numbers of any size.
    return "(" + ", ".join(map(int_to_str, position)) + ")"


def _diagonal_p_position(e: int) -> tuple[int, int]:
    # The P-position (x, y) with y - x = e (every diagonal holds exactly one).
    k = abs(e)
    ak = floor_phi(k)
    return (ak, ak + k) if e >= 0 else (ak + k, ak)


# ------------------------------------------------------------------ misère play
#
# Algorithm notes: in misère play (whoever takes the last stone loses) the
# P-positions are those of normal play, except that (0, 0), (1, 2), (2, 1)
# are replaced by (0, 1), (1, 0), (2, 2):
#
#     M = {(0, 1), (1, 0), (2, 2)} U {(a_k, b_k), (b_k, a_k) : k >= 2}.
#
# Proof.  The game is finite and acyclic, and the only position without a
# move is (0, 0), which is N in misère play (the opponent took the last
# stone).  So the P-positions are the unique set S with (0, 0) not in S, no
# move from S to S, and a move into S from every other position outside S;
# it suffices to check M against these three conditions.
# - No move inside M: the pairs with k >= 2 are normal P-positions, so no
#   move joins two of them; each has a_k >= 3 and b_k - a_k = k >= 2, so no
#   move reaches (0, 1), (1, 0) or (2, 2) from them (a one-pile move keeps a
#   pile of 3 or more, a two-pile move keeps the difference k); and none of
#   (0, 1), (1, 0), (2, 2) reaches another.
# - A move into M from every (x, y) outside M other than (0, 0): if Wythoff's
#   normal strategy from (x, y) moves to a pair with k >= 2, that move will
#   do.  Otherwise (x, y) is (1, 2) or (2, 1) (take 1 from both: (0, 1) or
#   (1, 0)), or its normal winning move goes to (0, 0), (1, 2) or (2, 1).
#   Moves to (0, 0) come from (0, y), y >= 2 (take y - 1: (0, 1)), from
#   (x, 0) (symmetric), from (1, 1) (take 1 from pile 2: (1, 0)) and from
#   (x, x), x >= 3 (take x - 2 from both: (2, 2)).  Moves to (1, 2) come from
#   (1, y), y >= 3 (take all of pile 2: (1, 0)), from (x, 2), x >= 3 (take
#   x - 2 from pile 1: (2, 2)) and from (1 + t, 2 + t), t >= 1 (take 1 + t
#   from both: (0, 1)); moves to (2, 1) are symmetric.  QED
#
# M, like the normal P-set, has exactly one position in every row, column
# and diagonal, so the winning moves are found as in the normal game: there
# are at most three.  Misère play of Wythoff's game and of its a-Wythoff
# generalisation is studied by A. S. Fraenkel, "Wythoff games, continued
# fractions, cedar trees and Fibonacci searches", Theoret. Comput. Sci. 29
# (1984) 49-73; the proof above is self-contained, and the tests check the
# statement against brute force on every position up to 100 x 100.


def misere_partner(x: int) -> int:
    """Return y such that (x, y) is a P-position of misère Wythoff.

    >>> [misere_partner(x) for x in range(9)]
    [1, 0, 2, 5, 7, 3, 10, 4, 13]
    """
    x = _pile(x)
    return (1, 0, 2)[x] if x <= 2 else partner(x)


def misere_is_p_position(a: int, b: int) -> bool:
    """True if (a, b) is a P-position of misère Wythoff (whoever takes the last stone loses).

    >>> [(a, b) for a in range(6) for b in range(a, 9) if misere_is_p_position(a, b)]
    [(0, 1), (2, 2), (3, 5), (4, 7)]
    >>> misere_is_p_position(0, 0)  # the opponent took the last stone: you have won
    False
    """
    a, b = _piles(a, b)
    if a <= 2 or b <= 2:
        return (a, b) in ((0, 1), (1, 0), (2, 2))
    return is_p_position(a, b)


def _misere_diagonal_p_position(e: int) -> tuple[int, int]:
    # The misère P-position (x, y) with y - x = e.
    if -1 <= e <= 1:
        return ((1, 0), (2, 2), (0, 1))[e + 1]
    return _diagonal_p_position(e)


def misere_winning_moves(a: int, b: int) -> list[tuple[int, int]]:
    """Every winning move of misère Wythoff, as the position it leaves.

    In the order of :func:`winning_moves`: from both piles, from pile 1,
    from pile 2; at most three.

    >>> misere_winning_moves(1, 1), misere_winning_moves(3, 3), misere_winning_moves(1, 2)
    ([(0, 1), (1, 0)], [(2, 2)], [(0, 1), (1, 0)])
    >>> misere_winning_moves(0, 0), misere_winning_moves(2, 2)
    ([], [])
    """
    a, b = _piles(a, b)
    return _strategy_moves(a, b, _misere_diagonal_p_position, misere_partner)


def misere_explain(a: int, b: int, lang: str = "en") -> str:
    """Explain the verdict of misère Wythoff.

    >>> misere_explain(0, 1)[:60]
    'In misère play (whoever takes the last stone loses) the P-po'
    >>> misere_explain(0, 0, "zh")[:8]
    '石子已取完：对手'
    """
    a, b = _piles(a, b)
    if a == b == 0:
        return pick(
            lang,
            "no stones are left: the opponent took the last stone and so lost; "
            "the player to move has won without moving.",
            "石子已取完：对手取走了最后一个石子，按反常规则他输了；轮到走的一方不用走就已获胜。",
        )
    head = pick(
        lang,
        "In misère play (whoever takes the last stone loses) the P-positions are those "
        "of the normal game except at the start: (0, 1), (1, 0) and (2, 2) take the place "
        "of (0, 0), (1, 2) and (2, 1). ",
        "反常规则（取走最后一个石子者输）下的必败态与常规规则相同，只有开头不同："
        "(0, 1)、(1, 0)、(2, 2) 取代了 (0, 0)、(1, 2)、(2, 1)。",
    )
    if misere_is_p_position(a, b):
        if min(a, b) == 0:
            why = pick(lang, "({a}, {b}) is one of them: the player to move must take the "
                             "last stone and lose.",
                       "({a}, {b}) 正是其中之一：轮到走的一方只能取走最后一个石子而输掉。", a=a, b=b)
        else:
            why = pick(lang, "({a}, {b}) is one of them. Every row, column and diagonal holds "
                             "exactly one of them, so every move leaves an N-position.",
                       "({a}, {b}) 正是其中之一。每一行、每一列、每条对角线上恰有一个必败态，"
                       "所以任何走法都到达必胜态。", a=a, b=b)
        return head + why
    move = misere_winning_moves(a, b)[0]
    return head + pick(
        lang,
        "({a}, {b}) is not one of them: {how} to leave {move}, a P-position.",
        "({a}, {b}) 不是必败态：{how}，留下必败态 {move}。",
        a=a, b=b, how=_describe((a, b), move, lang), move=_pair(move),
    )


# ---------------------------------------------------- at most m stones per move
#
# Algorithm notes: with at most m stones taken from a pile in one move
# (from both piles: the same number t, 1 <= t <= m), (a, b) is a P-position
# iff (a mod n, b mod n) is a P-position of Wythoff's game, n = m + 1.
#
# Proof.  Let W be the set of Wythoff P-positions inside the box
# [0, m] x [0, m] and S the set of (a, b) whose residues mod n lie in W.
# - No move inside S.  Taking t (1 <= t <= m) from one pile changes that
#   pile's residue and keeps the other, but a row or column of W holds at
#   most one position.  Taking t from both piles maps the residues (r, s) to
#   (r - t, s - t) mod n.  If neither or both wrap around, the difference of
#   the residues is kept, and a diagonal holds at most one Wythoff
#   P-position.  If exactly one wraps, say r < t <= s, then (r, s) = (a_d, b_d)
#   with d = s - r > 0 and the new residues (r - t + n, s - t) are (b_j, a_j)
#   with j = n - d; both must lie in the box, so b_d <= m and b_j <= m, that
#   is a_d < j and a_j < d.  As a_i >= i, this gives d < j < d: impossible.
# - A move into S from every position outside S.  Its residues (r, s) are not
#   in W, so Wythoff's strategy moves from (r, s) to some (r', s') in W with
#   r' <= r, s' <= s, taking at most max(r, s) <= m stones; the same move
#   from (a, b) is legal and lands in S.
# (0, 0) is the only position without a move and it is in S, so S is the set
# of P-positions (the kernel of a finite acyclic game is unique).  QED
#
# Misère play with m >= 2: the same with the misère P-positions of the box,
# (0, 1), (1, 0), (2, 2) and (a_k, b_k), k >= 2 (the box holds (2, 2) when
# m >= 2).  The proof above goes through with three more checks.  A
# diagonal move with one wrap joins residue pairs with differences d and
# d - n; the new pairs make this possible only as (0, 1) -> (m, 0), which
# is a P-position only for m = 1, or as (a_d, b_d) -> (1, 0), which needs
# b_d <= m = d: impossible.  And a position with residues (0, 0) other than
# (0, 0) itself (which is N in misère play) reaches residues (1, 0) or
# (0, 1) by taking m from a non-empty pile.
#
# Misère play with m = 1 (one stone from a pile, or one from each) is
# different: (x, y) is P iff x = 0 and y is odd, or y = 0 and x is odd, or
# x and y are both even and at least 2.  Proof (the three conditions above):
# from (0, odd) the only move is to (0, even); from (even >= 2, even >= 2)
# every move leaves an odd pile beside a pile >= 1; so no move stays in the
# set.  Conversely (0, even >= 2) -> (0, odd); (1, even >= 2) -> (0, odd) by
# taking one from each; (odd >= 3, even >= 2) -> (even, even); (odd, odd)
# -> (even, even) by taking one from each when both are >= 3, and
# (1, odd) -> (0, odd); the mirror images likewise.  QED
#
# The tests check all of this against brute force on every position up to
# 100 x 100 for m = 1..10, 12, 21, 50, 99, 100 and every m up to 40 on the
# 41 x 41 board, in normal and misère play.


def _restricted(a: Any, b: Any, m: Any) -> tuple[int, int, int]:
    # Two pile sizes and the move limit, checked.
    if type(m) is not int:
        m = natural(m, "m (the most a move may take)", "m（每步最多取的个数）")
    if m < 1:
        raise InputError(f"the most a move may take must be at least 1, not {int_to_str(m)}",
                         zh=f"每步最多取的个数至少为 1，不能是 {int_to_str(m)}")
    return (*_piles(a, b), m)


def _take1_misere_is_p(a: int, b: int) -> bool:
    if a == 0 or b == 0:
        return (a + b) % 2 == 1
    return a % 2 == 0 and b % 2 == 0 and a >= 2 and b >= 2


def restricted_is_p_position(a: int, b: int, m: int, misere: bool = False) -> bool:
    """True if (a, b) is a P-position when a move takes at most m stones from a pile.

    (a, b) is P iff (a mod (m + 1), b mod (m + 1)) is a P-position of
    Wythoff's game (of misère Wythoff in misère play, for m >= 2).

    >>> [(a, b) for a in range(8) for b in range(a, 8) if restricted_is_p_position(a, b, 2)]
    [(0, 0), (0, 3), (0, 6), (1, 2), (1, 5), (2, 4), (2, 7), (3, 3), (3, 6), (4, 5), (5, 7), (6, 6)]
    >>> restricted_is_p_position(10**200, 10**200 + 2, 10**200)  # (0, 2) mod n
    False
    >>> restricted_is_p_position(4, 2, 1, misere=True), restricted_is_p_position(0, 0, 3, True)
    (True, False)
    """
    a, b, m = _restricted(a, b, m)
    if misere and m == 1:
        return _take1_misere_is_p(a, b)
    n = m + 1
    if misere:
        return misere_is_p_position(a % n, b % n)
    return is_p_position(a % n, b % n)


def restricted_winning_moves(a: int, b: int, m: int, misere: bool = False) -> list[tuple[int, int]]:
    """Every winning move when a move takes at most m stones from a pile.

    In the order of :func:`winning_moves`: from both piles, from pile 1, from
    pile 2.

    >>> restricted_winning_moves(5, 5, 2)
    [(3, 3), (4, 5), (5, 4)]
    >>> restricted_winning_moves(5, 9, 3)
    [(4, 8), (2, 9), (5, 6)]
    >>> restricted_winning_moves(2, 1, 1, misere=True)
    [(1, 0)]
    """
    a, b, m = _restricted(a, b, m)
    if misere and m == 1:
        return [p for p in ((a - 1, b - 1), (a - 1, b), (a, b - 1))
                if min(p) >= 0 and _take1_misere_is_p(*p)]
    n = m + 1
    r, s = a % n, b % n
    moves: list[tuple[int, int]] = []
    # From both piles: the target residues lie on the diagonal y - x = e of the
    # box, with e = s - r (no wrap, or both wrap) or e = s - r -+ n (one wraps).
    diagonal = _misere_diagonal_p_position if misere else _diagonal_p_position
    d = (s - r) % n
    takes = set()
    for e in (d, d - n):
        x, y = diagonal(e)
        if max(x, y) <= m:
            t = (r - x) % n
            if 0 < t <= min(a, b):
                takes.add(t)
    moves += [(a - t, b - t) for t in sorted(takes)]
    row = misere_partner if misere else partner
    p = row(s)
    if p <= m:
        t = (r - p) % n
        if 0 < t <= a:
            moves.append((a - t, b))
    p = row(r)
    if p <= m:
        t = (s - p) % n
        if 0 < t <= b:
            moves.append((a, b - t))
    return moves


def restricted_explain(a: int, b: int, m: int, misere: bool = False, lang: str = "en") -> str:
    """Explain the verdict when a move takes at most m stones from a pile.

    >>> print(restricted_explain(7, 9, 3).split(". ", 1)[1])
    n = m + 1 = 4 and (7 mod 4, 9 mod 4) = (3, 1), which is not a P-position of Wythoff's game: take 1 from pile 1 to leave (6, 9), whose residues (2, 1) are one.
    """
    a, b, m = _restricted(a, b, m)
    n = m + 1
    if misere and a == b == 0:
        return misere_explain(0, 0, lang)
    if misere and m == 1:
        rule = pick(
            lang,
            "With one stone per pile per move in misère play, (x, y) is a P-position iff "
            "x = 0 and y is odd, or y = 0 and x is odd, or x and y are both even and at "
            "least 2 (every move changes the parity of a pile). ",
            "反常规则下每次每堆只能取 1 个时，(x, y) 是必败态当且仅当 x = 0 且 y 为奇数，"
            "或 y = 0 且 x 为奇数，或 x、y 都是不小于 2 的偶数（每一步都改变某堆的奇偶性）。",
        )
        if _take1_misere_is_p(a, b):
            return rule + pick(lang, "({a}, {b}) is one of them, so every move leaves an "
                                     "N-position.",
                               "({a}, {b}) 正是这样的局面，所以任何走法都到达必胜态。", a=a, b=b)
        move = restricted_winning_moves(a, b, m, misere)[0]
        return rule + pick(lang, "({a}, {b}) is not: {how} to leave {move}.",
                           "({a}, {b}) 不是：{how}，留下 {move}。",
                           a=a, b=b, how=_describe((a, b), move, lang), move=_pair(move))
    r, s = a % n, b % n
    kind = pick(lang, "misère Wythoff" if misere else "Wythoff's game",
                "反常威佐夫博弈" if misere else "威佐夫博弈")
    rule = pick(lang, "With at most m = {m} stones per pile per move, a position is P exactly "
                      "when its piles mod n form a P-position of {kind}. ",
                "每次每堆最多取 m = {m} 个时，局面是必败态当且仅当两堆模 n 的余数构成{kind}的必败态。",
                m=m, kind=kind)
    head = pick(lang, "n = m + 1 = {n} and ({a} mod {n}, {b} mod {n}) = ({r}, {s}), which ",
                "n = m + 1 = {n}，({a} mod {n}, {b} mod {n}) = ({r}, {s})，", n=n, a=a, b=b, r=r, s=s)
    is_p = misere_is_p_position(r, s) if misere else is_p_position(r, s)
    if is_p:
        return rule + head + pick(
            lang,
            "is a P-position of {kind}: every move changes a residue, and no move leads from "
            "one such residue pair to another, so every move leaves an N-position.",
            "是{kind}的必败态：任何走法都改变余数，且不能从一个这样的余数对"
            "走到另一个，所以任何走法都到达必胜态。",
            kind=kind,
        )
    move = restricted_winning_moves(a, b, m, misere)[0]
    return rule + head + pick(
        lang,
        "is not a P-position of {kind}: {how} to leave {move}, whose residues ({r2}, {s2}) are one.",
        "不是{kind}的必败态：{how}，留下 {move}，其余数 ({r2}, {s2}) 是必败态。",
        kind=kind, how=_describe((a, b), move, lang), move=_pair(move), r2=move[0] % n,
        s2=move[1] % n,
    )


# ------------------------------------------------------- Fraenkel's a-Wythoff
#
# Algorithm notes: in a-Wythoff (Fraenkel 1982) a move takes any positive
# number from one pile, or k > 0 from one pile and l > 0 from the other with
# |k - l| < a; a = 1 is Wythoff's game.  The P-positions are (A_n, B_n) and
# (B_n, A_n), where A_n is the least natural number not among the earlier
# A_i, B_i and B_n = A_n + a n; in closed form A_n = floor(n alpha) and
# B_n = floor(n beta) with alpha = (2 - a + sqrt(a^2 + 4)) / 2 and
# beta = alpha + a, which satisfy 1/alpha + 1/beta = 1 (complementary Beatty
# sequences).  a^2 + 4 is never a square for a >= 1, so floor(n alpha) =
# ((2 - a) n + isqrt((a^2 + 4) n^2)) // 2 exactly.  There are
# floor((x + 1)/alpha) terms A_n <= x (n >= 1), with 1/alpha =
# (a - 2 + sqrt(a^2 + 4)) / (2a), and the other positive integers up to x
# are B terms, which gives the index of the P-position holding x.
# Winning moves: one-pile moves go to the partner of the other pile; a
# two-pile move changes the difference y - x by k - l, |k - l| < a, and the
# differences of the P-positions are the multiples of a, so at most two
# target P-positions (the multiples of a within distance < a) are tried.
#
# Reference: A. S. Fraenkel, "How to beat your Wythoff games' opponent on
# three fronts", Amer. Math. Monthly 89 (1982) 353-361.


def _a_floor(n: int, a: int) -> int:
    # floor(n * alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2.
    return int(floor_sqrt_mul(n, 2 - a, a * a + 4, 2))


def _check_a(a: int) -> None:
    if isinstance(a, bool) or not isinstance(a, int) or a < 1:
        raise InputError(f"a must be a positive integer, not {a!r}",
                         zh=f"a 必须是正整数，不能是 {a!r}")


def generalized_p_position(n: int, a: int = 1) -> tuple[int, int]:
    """Return the n-th P-position (A_n, A_n + a n) of Fraenkel's a-Wythoff game.

    >>> [generalized_p_position(n, 2) for n in range(6)]
    [(0, 0), (1, 3), (2, 6), (4, 10), (5, 13), (7, 17)]
    >>> generalized_p_position(10**20, 1) == p_position(10**20)
    True
    """
    _check_a(a)
    if type(n) is not int:
        n = natural(n, "the index n", "序号 n")
    if n < 0:
        raise InputError(f"the index n must be non-negative, not {int_to_str(n)}",
                         zh=f"序号 n 必须是非负整数，不能是 {int_to_str(n)}")
    x = _a_floor(n, a)
    return x, x + a * n


def generalized_p_position_index(x: int, a: int = 1) -> tuple[int, tuple[int, int]]:
    """Return (n, (A_n, B_n)): the P-position of a-Wythoff that contains x, and its index.

    >>> generalized_p_position_index(10, 2), generalized_p_position_index(4, 2)
    ((3, (4, 10)), (3, (4, 10)))
    >>> generalized_p_position_index(8, 3)
    (2, (2, 8))
    """
    _check_a(a)
    x = _pile(x)
    if x == 0:
        return 0, (0, 0)
    # floor((x + 1)/alpha) terms A_n (n >= 1) are <= x.
    n = int(floor_sqrt_mul(x + 1, a - 2, a * a + 4, 2 * a))
    lower = _a_floor(n, a)
    if lower == x:
        return n, (x, x + a * n)
    # x is then a B term; the B terms up to x are the other x - n integers.
    n = x - n
    lower = _a_floor(n, a)
    assert lower + a * n == x, "Beatty complementarity violated"  # a theorem, not a guess
    return n, (lower, x)


def generalized_partner(x: int, a: int = 1) -> int:
    """Return y such that {x, y} is a P-position of a-Wythoff.

    >>> [generalized_partner(x, 2) for x in range(8)]
    [0, 3, 6, 1, 10, 13, 2, 17]
    """
    _n, (lo, hi) = generalized_p_position_index(x, a)
    return hi if lo == x else lo


def generalized_is_p_position(x: int, y: int, a: int = 1) -> bool:
    """True if (x, y) is a P-position of a-Wythoff.

    >>> [(x, y) for x in range(5) for y in range(x, 12) if generalized_is_p_position(x, y, 2)]
    [(0, 0), (1, 3), (2, 6), (4, 10)]
    """
    _check_a(a)
    x, y = _piles(x, y)
    lo, hi = (x, y) if x <= y else (y, x)
    n, rest = divmod(hi - lo, a)
    return rest == 0 and _a_floor(n, a) == lo


def _generalized_diagonal_p_position(e: int, a: int) -> tuple[int, int]:
    # The P-position (x, y) with y - x = e, e a multiple of a.
    lower = _a_floor(abs(e) // a, a)
    return (lower, lower + e) if e >= 0 else (lower - e, lower)


def generalized_winning_moves(x: int, y: int, a: int = 1) -> list[tuple[int, int]]:
    """Every winning move of a-Wythoff, as the position it leaves.

    Moves from both piles come first (fewest stones from pile 1 first), then
    the move on pile 1, then the move on pile 2.

    >>> generalized_winning_moves(3, 5, 2)
    [(1, 3), (3, 1)]
    >>> generalized_winning_moves(8, 13, 1) == winning_moves(8, 13)
    True
    >>> generalized_winning_moves(4, 10, 2)
    []
    """
    _check_a(a)
    x, y = _piles(x, y)
    moves: list[tuple[int, int]] = []
    diff = y - x
    e = diff - diff % a  # the largest multiple of a that is <= diff
    for target in sorted({e, e + a} if diff != e else {e}, reverse=True):
        # The new difference `target` is within distance < a of diff: |k - l| < a.
        c, d = _generalized_diagonal_p_position(target, a)
        if c < x and d < y:
            moves.append((c, d))
    moves.sort(key=lambda m: -m[0])
    p = generalized_partner(y, a)
    if p < x:
        moves.append((p, y))
    p = generalized_partner(x, a)
    if p < y:
        moves.append((x, p))
    return moves


def generalized_explain(x: int, y: int, a: int = 1, lang: str = "en") -> str:
    """Explain the verdict of a-Wythoff.

    >>> generalized_explain(4, 10, 2)[:66]
    'With a = 2 the P-positions are (A_n, A_n + 2n) with A_n = floor(n*'
    """
    _check_a(a)
    x, y = _piles(x, y)
    d = a * a + 4
    rule = pick(
        lang,
        "With a = {a} the P-positions are (A_n, A_n + {a}n) with A_n = floor(n*alpha), "
        "alpha = (2 - a + sqrt(a^2 + 4))/2 = ({c} + sqrt({d}))/2; A_n is the least number "
        "not in an earlier P-position. ",
        "a = {a} 时必败态为 (A_n, A_n + {a}n)，其中 A_n = ⌊nα⌋，"
        "α = (2 - a + √(a² + 4))/2 = ({c} + √{d})/2；A_n 是前面的必败态中未出现的最小自然数。",
        a=a, c=2 - a, d=d,
    )
    if x == y == 0:
        return rule + pick(lang, "No stones are left: the player to move has lost.",
                           "石子已取完：轮到走的一方已经输了。")
    if generalized_is_p_position(x, y, a):
        n = abs(y - x) // a
        return rule + pick(
            lang,
            "({x}, {y}) is the P-position with n = {n}. A move on one pile leaves the other "
            "pile, which belongs to a single P-position; a move on both piles (k and l stones, "
            "|k - l| < {a}) changes the difference by less than {a}, so it stays a multiple of "
            "{a} only if k = l, which keeps n and lowers both piles. Every move leaves an "
            "N-position.",
            "({x}, {y}) 就是 n = {n} 的必败态。只动一堆时，另一堆只属于唯一的必败态；"
            "两堆各取 k、l 个（|k - l| < {a}）时差的变化小于 {a}，只有 k = l 时差仍是 {a} 的倍数，"
            "此时 n 不变而两堆都变小。所以任何走法都到达必胜态。",
            x=x, y=y, n=n, a=a,
        )
    move = generalized_winning_moves(x, y, a)[0]
    n, _target = generalized_p_position_index(min(move), a)
    return rule + pick(
        lang,
        "({x}, {y}) is not one of them: {how} to leave {move}, the P-position with n = {n}.",
        "({x}, {y}) 不是必败态：{how}，留下 n = {n} 的必败态 {move}。",
        x=x, y=y, how=_describe((x, y), move, lang), move=_pair(move), n=n,
    )


def _options(a: int, b: int, m: int | None) -> Iterator[tuple[int, int]]:
    # Every move of Wythoff's game, at most m stones from a pile when m is given.
    top = max(a, b) if m is None else min(max(a, b), m)
    for t in range(1, top + 1):
        if t <= a:
            yield (a - t, b)
        if t <= b:
            yield (a, b - t)
        if t <= a and t <= b:
            yield (a - t, b - t)


def _generalized_options(x: int, y: int, a: int) -> Iterator[tuple[int, int]]:
    # Every move of a-Wythoff: one pile, or k and l from both with |k - l| < a.
    yield from _one_pile_options(x, y)
    for k in range(1, x + 1):
        for l_ in range(max(1, k - a + 1), min(y, k + a - 1) + 1):
            yield (x - k, y - l_)


def _one_pile_options(x: int, y: int) -> Iterator[tuple[int, int]]:
    for t in range(1, max(x, y) + 1):
        if t <= x:
            yield (x - t, y)
        if t <= y:
            yield (x, y - t)


def _small_options(x: int, y: int, m: int | None, a: int, limit: int = 63) -> Iterator[tuple[int, int]]:
    # The moves that take at most `limit` stones from a pile (for delaying moves).
    top = limit if m is None else min(limit, m)
    for t in range(1, top + 1):
        for after in ((x - t, y), (x, y - t)):
            if min(after) >= 0:
                yield after
    for k in range(1, min(top, x) + 1):
        for l_ in range(max(1, k - a + 1), min(top, y, k + a - 1) + 1):
            yield (x - k, y - l_)


@dataclass(frozen=True, repr=False)
class Wythoff(PileGame):
    """Wythoff's game on two piles, with optional rules.

    The rule options are dataclass fields: ``misere`` (whoever takes the last
    stone loses), ``max_take`` (a move takes at most that many stones from a
    pile) and ``a`` (Fraenkel's a-Wythoff: k and l stones from the two piles
    with |k - l| < a).  ``a`` cannot be combined with the other two.

    >>> g = Wythoff()
    >>> g.outcome((1, 2)), g.winning_moves((3, 3)), g.describe_move((3, 3), (1, 3))
    ('P', [(0, 0)], 'take 2 from pile 1')
    >>> Wythoff(misere=True).winning_moves((3, 3)), Wythoff(max_take=2).outcome((3, 3))
    ([(2, 2)], 'P')
    >>> Wythoff(a=2)
    Wythoff(a=2)
    >>> Wythoff(a=2, misere=True)
    Traceback (most recent call last):
    ...
    grundy.errors.UnsupportedError: --a 2 cannot be combined with --misere: misère a-Wythoff is not solved here
    """

    misere: bool = False
    max_take: int | None = None
    a: int = 1

    name: ClassVar[str] = "wythoff"
    examples: ClassVar[tuple[str, ...]] = (
        "grundy wythoff 3 5",
        "grundy wythoff 8 13 --json",
        "grundy wythoff 4 7 --misere",
        "grundy wythoff 10 15 --max-take 3",
        "grundy wythoff 4 10 --a 2",
        "grundy wythoff 5 9 --grundy --lang zh",
    )
    title: ClassVar[str] = "Wythoff's game"
    title_zh: ClassVar[str] = "威佐夫博弈"
    aliases: ClassVar[tuple[str, ...]] = ("wythoffs",)
    aliases_zh: ClassVar[tuple[str, ...]] = ("威佐夫", "威佐夫博弈")
    board_kind: ClassVar[str] = "piles"
    move_kinds: ClassVar[tuple[str, ...]] = ("take", "take_all")
    pile_map: ClassVar[bool] = True
    random_start: ClassVar[bool] = True
    beatty: ClassVar[bool] = True
    featured: ClassVar[int | None] = 1
    summary: ClassVar[str] = "Wythoff's game: two piles; take from one, or the same from both"
    summary_zh: ClassVar[str] = "威佐夫博弈：两堆石子，从一堆取任意个，或从两堆取同样多"
    piles: ClassVar[int | None] = 2
    position_metavar: ClassVar[str] = "PILE"
    position_help: ClassVar[str] = "the two pile sizes A B"
    position_help_zh: ClassVar[str] = "两堆的石子数 A B"
    move_help: ClassVar[str] = (
        "'1 3' takes 3 from pile 1, '2 5' takes 5 from pile 2, 'both 2' takes 2 from each"
        " ('both 2 3': 2 and 3, with --a)"
    )
    move_help_zh: ClassVar[str] = (
        "'1 3' 从第 1 堆取 3 个，'2 5' 从第 2 堆取 5 个，'both 2' 从两堆各取 2 个"
        "（使用 --a 时 'both 2 3' 表示分别取 2 个和 3 个）"
    )
    cli_options: ClassVar[tuple[Option, ...]] = (
        MISERE,
        Option("max_take", int, "a move takes at most M stones from a pile", minimum=1,
               metavar="M", help_zh="每步从每堆最多取 M 个", name_zh="每堆最多取"),
        Option("a", int, "Fraenkel's a-Wythoff: take k and l stones from the two piles with "
               "|k - l| < A (A = 1 is Wythoff's game)", default=1, minimum=1, metavar="A",
               help_zh="弗兰克尔广义威佐夫博弈：从两堆分别取 k 个和 l 个，|k - l| < A（A = 1 即威佐夫博弈）"),
    )

    def __post_init__(self) -> None:
        if self.misere is False and self.max_take is None and self.a == 1 and type(self.a) is int:
            object.__setattr__(self, "_plain", True)  # the classic game, checked quickly
            return
        if not isinstance(self.misere, bool):
            raise InputError(f"misere is true or false, not {self.misere!r}",
                             zh=f"misere 只能是 true 或 false，不能是 {self.misere!r}")
        m = self.max_take
        if m is not None and (isinstance(m, bool) or not isinstance(m, int) or m < 1):
            raise InputError(f"--max-take must be a positive integer, not {shown(m)}",
                             zh=f"--max-take 必须是正整数，不能是 {shown(m, lang='zh')}")
        if isinstance(self.a, bool) or not isinstance(self.a, int) or self.a < 1:
            raise InputError(f"--a must be a positive integer, not {shown(self.a)}",
                             zh=f"--a 必须是正整数，不能是 {shown(self.a, lang='zh')}")
        if self.a != 1 and (self.misere or m is not None):
            other = "--misere" if self.misere else "--max-take"
            what = "misère a-Wythoff" if self.misere else "a-Wythoff with a move limit"
            what_zh = "反常规则下的广义威佐夫博弈" if self.misere else "限制每步取数的广义威佐夫博弈"
            raise UnsupportedError(
                f"--a {int_to_str(self.a)} cannot be combined with {other}: {what} is not solved here",
                zh=f"--a {int_to_str(self.a)} 不能与 {other} 同时使用：{what_zh}尚未求解"
            )
        # The classic game takes the fast path of the module functions.
        object.__setattr__(self, "_plain", not self.misere and m is None and self.a == 1)

    @property
    def classic(self) -> bool:
        """True for the standard rules: normal play, no move limit, a = 1.

        >>> Wythoff().classic, Wythoff(misere=True).classic, Wythoff(a=2).classic
        (True, False, False)
        """
        return bool(self._plain)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        shown = [f"misere={self.misere!r}"] if self.misere else []
        if self.max_take is not None:
            shown.append(f"max_take={self.max_take!r}")
        if self.a != 1:
            shown.append(f"a={self.a!r}")
        return f"Wythoff({', '.join(shown)})"

    def display_title(self, lang: str = "en") -> str:
        """The title with the rules, e.g. "Wythoff's game (misère, at most 3 per pile)".

        >>> Wythoff(a=3).display_title(), Wythoff(misere=True, max_take=2).display_title("zh")
        ("Fraenkel's 3-Wythoff game", '威佐夫博弈（反常规则：取最后一个者输，每次每堆最多取 2 个）')
        """
        if self.a != 1:
            return pick(lang, "Fraenkel's {a}-Wythoff game", "弗兰克尔广义威佐夫博弈（a = {a}）", a=self.a)
        extras = []
        if self.misere:
            extras.append(pick(lang, "misère", "反常规则：取最后一个者输"))
        if self.max_take is not None:
            extras.append(pick(lang, "at most {m} per pile", "每次每堆最多取 {m} 个", m=self.max_take))
        base = pick(lang, self.title, self.title_zh)
        if not extras:
            return base
        return base + pick(lang, f" ({', '.join(extras)})", f"（{'，'.join(extras)}）")

    def options(self, position: Any) -> Iterator[tuple[int, int]]:
        a, b = position
        if self.a != 1:
            return _generalized_options(a, b, self.a)
        return _options(a, b, self.max_take)

    def check_move(self, position: Any, after: Any) -> None:
        (a, b), (c, d) = position, after
        da, db = a - c, b - d
        if c < 0 or d < 0 or da < 0 or db < 0 or (da == 0 and db == 0):
            raise InputError("a move must take at least one stone, and only stones that are there",
                             zh="一步至少要取一个石子，且只能取堆里有的石子")
        if da and db and abs(da - db) >= self.a:
            if self.a == 1:
                raise InputError(
                    f"taking from both piles needs the same number from each, not {int_to_str(da)} "
                    f"and {int_to_str(db)}",
                    zh=f"从两堆同时取时两堆要取同样多，不能分别取 {int_to_str(da)} 个和 {int_to_str(db)} 个",
                )
            raise InputError(
                f"taking {int_to_str(da)} and {int_to_str(db)} from the two piles: the amounts "
                f"must differ by less than {int_to_str(self.a)}",
                zh=f"从两堆分别取 {int_to_str(da)} 个和 {int_to_str(db)} 个：两数之差必须小于 "
                   f"{int_to_str(self.a)}",
            )
        m = self.max_take
        if m is not None and max(da, db) > m:
            taken = int_to_str(max(da, db))
            raise InputError(f"a move takes at most {int_to_str(m)} stones from a pile, not {taken}",
                             zh=f"每堆一步最多取 {int_to_str(m)} 个，不能取 {taken} 个")

    def outcome(self, position: Any) -> Outcome:
        try:
            a, b = position
        except (TypeError, ValueError):
            raise self._not_a_position(position) from None
        if self._plain:  # type: ignore[attr-defined]
            return outcome(a, b)
        return "P" if self._is_p_position(a, b) else "N"

    def winning_moves(self, position: Any) -> list[tuple[int, int]]:
        try:
            a, b = position
        except (TypeError, ValueError):
            raise self._not_a_position(position) from None
        if self._plain:  # type: ignore[attr-defined]
            return winning_moves(a, b)
        if self.a != 1:
            return generalized_winning_moves(a, b, self.a)
        if self.max_take is not None:
            return restricted_winning_moves(a, b, self.max_take, self.misere)
        return misere_winning_moves(a, b)

    def _not_a_position(self, position: Any) -> Exception:
        # The error for a position that is not two piles (validate names the problem).
        try:
            self.validate(position)
        except InputError as exc:
            return exc
        return InputError(f"a position of Wythoff's game is two pile sizes, not {shown(position)}",
                          zh=f"威佐夫博弈的局面是两堆石子数，而不是 {shown(position, lang='zh')}")

    def _is_p_position(self, a: int, b: int) -> bool:
        if self.a != 1:
            return generalized_is_p_position(a, b, self.a)
        if self.max_take is not None:
            return restricted_is_p_position(a, b, self.max_take, self.misere)
        if self.misere:
            return misere_is_p_position(a, b)
        return is_p_position(a, b)

    def explain(self, position: Any, lang: str = "en") -> str:
        try:
            a, b = position
        except (TypeError, ValueError):
            raise self._not_a_position(position) from None
        if self._plain:  # type: ignore[attr-defined]
            return explain(a, b, lang)
        if self.a != 1:
            return generalized_explain(a, b, self.a, lang)
        if self.max_take is not None:
            return restricted_explain(a, b, self.max_take, self.misere, lang)
        return misere_explain(a, b, lang)

    def analyse(self, position: Any, lang: str = "en", **flags: Any) -> Analysis:
        result = super().analyse(position, lang, **flags)
        a, b = result.position
        x, y = (a, b) if a <= b else (b, a)
        extra: dict[str, Any]
        if self._plain:  # type: ignore[attr-defined]
            k, (ak, bk) = y - x, p_position(y - x)
            extra = {"k": k, "a_k": ak, "b_k": bk}
        elif self.a != 1:
            n, (lo, hi) = generalized_p_position_index(x, self.a)
            extra = {"n": n, "A_n": lo, "B_n": hi}
        elif self.max_take is not None:
            n = self.max_take + 1
            extra = {"modulus": n, "residues": [a % n, b % n]}
        else:
            extra = {}
        # In misère play (0, 0) is won without a move: the outcome is not "has a winning move".
        return replace(result, outcome=self.outcome((a, b)), extra={**result.extra, **extra})

    def describe_move(self, position: Any, after: Any, lang: str = "en") -> str:
        return _describe(position, after, lang)

    def move_text(self, position: Any, after: Any) -> str:
        """The typed form of a move: '1 3', '2 5', 'both 2' (or 'both 2 3' in a-Wythoff).

        >>> Wythoff().move_text((3, 5), (1, 3)), Wythoff().move_text((3, 5), (3, 0))
        ('both 2', '2 5')
        >>> Wythoff(a=2).move_text((3, 5), (1, 2))
        'both 2 3'
        """
        (a, b), (c, d) = position, after
        if a - c and b - d:
            if a - c == b - d:
                return f"both {int_to_str(a - c)}"
            return f"both {int_to_str(a - c)} {int_to_str(b - d)}"
        return f"1 {int_to_str(a - c)}" if a - c else f"2 {int_to_str(b - d)}"

    def parse_move(self, position: Any, text: str) -> tuple[int, int]:
        """Read '1 3' (3 from pile 1), '2 5' (5 from pile 2) or 'both 2'.

        In a-Wythoff, 'both 2 3' takes 2 from pile 1 and 3 from pile 2.

        >>> Wythoff().parse_move((3, 5), "both 2"), Wythoff().parse_move((3, 5), "2 5")
        ((1, 3), (3, 0))
        >>> Wythoff().parse_move((3, 5), "1 4")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 1 has only 3 stones, cannot take 4
        >>> Wythoff(a=2).parse_move((3, 5), "both 2 3")
        (1, 2)
        >>> Wythoff(max_take=2).parse_move((3, 5), "2 3")
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: a move takes at most 2 stones from a pile, not 3
        """
        words = text.lower().replace(",", " ").split()
        if len(words) == 3 and self.a != 1:
            return self._parse_unequal_move(position, words)
        if len(words) != 2:
            raise InputError(f"type a pile (1, 2 or both) and an amount, e.g. '1 3', not {text!r}",
                             zh=f"请输入堆（1、2 或 'both'）和个数，例如 '1 3'，而不是 {text!r}")
        which, amount_text = words
        both = which in _BOTH
        if not both and which not in ("1", "2"):
            raise InputError(f"the pile is 1, 2 or both, not {which!r}",
                             zh=f"堆是 1、2 或 'both'，而不是 {which!r}")
        amount = parse_count(amount_text, "amount", "取的个数")
        if amount == 0:
            raise InputError("take at least one stone", zh="至少要取一个石子")
        a, b = position
        if both:
            if amount > min(a, b):
                need, have = int_to_str(amount), int_to_str(min(a, b))
                raise InputError(f"both piles need {need} stones, but the smaller has {have}",
                                 zh=f"两堆都要有 {need} 个，但较小的一堆只有 {have} 个")
            after = (a - amount, b - amount)
        else:
            pile = int(which)
            have = position[pile - 1]
            if amount > have:
                there, need = int_to_str(have), int_to_str(amount)
                raise InputError(f"pile {pile} has only {there} stones, cannot take {need}",
                                 zh=f"第 {pile} 堆只有 {there} 个，不能取 {need} 个")
            after = (a - amount, b) if pile == 1 else (a, b - amount)
        if not self._plain:  # type: ignore[attr-defined]
            self.check_move(position, after)  # the move limit
        return after

    def _parse_unequal_move(self, position: Any, words: list[str]) -> tuple[int, int]:
        # 'both K L' in a-Wythoff: K from pile 1 and L from pile 2.
        if words[0] not in _BOTH:
            raise InputError(f"type 'both K L' to take K from pile 1 and L from pile 2, "
                             f"not {' '.join(words)!r}",
                             zh=f"请输入 'both K L'：从第 1 堆取 K 个、第 2 堆取 L 个，"
                                f"而不是 {' '.join(words)!r}")
        k = parse_count(words[1], "amount", "取的个数")
        l_ = parse_count(words[2], "amount", "取的个数")
        a, b = position
        if k == 0 or l_ == 0:
            raise InputError("take at least one stone from each pile", zh="每堆至少要取一个石子")
        if k > a or l_ > b:
            sa, sb, sk, sl = map(int_to_str, (a, b, k, l_))
            raise InputError(f"the piles have only {sa} and {sb} stones, cannot take {sk} and {sl}",
                             zh=f"两堆只有 {sa} 个和 {sb} 个，不能取 {sk} 个和 {sl} 个")
        after = (a - k, b - l_)
        self.check_move(position, after)
        return after

    def delaying_move(self, position: Any) -> tuple[int, int] | None:
        # From a P-position, every move is to an N-position.  Prefer moves that
        # leave a single winning reply, then the most stones; only small takes
        # are looked at, so huge piles cost nothing.
        a, b = position
        best, best_key = None, None
        for after in _small_options(a, b, self.max_take, self.a):
            key = (len(self.winning_moves(after)), -sum(after))
            if best_key is None or key < best_key:
                best, best_key = after, key
        return best

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, int]:
        return (rng.randint(1, scale), rng.randint(1, scale))

    def grundy_table(self, size: int, *, progress: Any = None) -> Any:
        """The fast vectorised table (:func:`grundy.tables.wythoff_grundy_table`) for the standard rules."""
        if not self.classic:
            return None
        from ..tables import wythoff_grundy_table

        return wythoff_grundy_table(size, progress=progress)

    def grundy(self, position: Any) -> int:
        """The Grundy value G(a, b), exact for piles of any size when min(a, b) <= 100.

        Small positions come from the fast table (grundy.tables), rows 0..100 from
        their proved additive periods (grundy.periodicity), and other positions
        with both piles below 4096 from a larger table.  Rules other than the
        standard ones fall back to the generic engine, which has no Grundy value
        for misère play.

        >>> Wythoff().grundy((3, 5)), Wythoff().grundy((1, 2)), Wythoff().grundy((0, 7))
        (0, 0, 7)
        >>> Wythoff().grundy((2, 10**50)) == 10**50 - 1  # row 2 is 2, 0, 1, 5, 3, 4, ...
        True
        >>> Wythoff().grundy((5000, 6000))
        Traceback (most recent call last):
        ...
        grundy.errors.TooLargeError: G(5000, 6000) needs a table of 6001 x 6001; at most 4096 here
        """
        a, b = self.validate(position)
        if not self.classic:
            return super().grundy((a, b))
        from ..periodicity import grundy_value

        return grundy_value(a, b)
