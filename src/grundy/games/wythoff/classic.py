"""Wythoff's game with the standard rules: its P-positions, winning moves and explanations.

Two piles; a move takes any positive number of stones from one pile, or the
same positive number from both; whoever takes the last stone wins.  The
P-positions are (a_k, b_k) = (floor(k*phi), floor(k*phi) + k) and their
mirror images.

>>> winning_moves(5, 8), explain(0, 0)
([(4, 7), (5, 3)], 'no stones are left: the player to move cannot move and has lost.')

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
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from ...bigint import GMP_BITS, gmp_module, isqrt
from ...engine import Outcome
from ...errors import InputError
from ...messages import catalogue
from ...validation import natural
from .rule import WythoffRule, _pile, _piles

if TYPE_CHECKING:
    from ...beatty import QuadraticIrrational

__all__ = [
    "ClassicRule",
    "explain",
    "floor_phi",
    "is_p_position",
    "outcome",
    "p_position",
    "p_position_index",
    "p_positions",
    "partner",
    "winning_moves",
]


MESSAGES = catalogue("wythoff.classic", {
    "head": ("k = |{a} - {b}| = {k} and a_k = floor({k}*phi) = {ak}", "k = |{a} - {b}| = {k}，a_k = ⌊{k}φ⌋ = {ak}"),
    "earlier_pair": ("{head} > {x}, the smaller pile, so {x} already belongs to an earlier P-position (a_{j}, b_{j}) = "
                       "({aj}, {bj}) with {x} = {role}_{j}: take {t} from the pile of {y} to leave {other} and reach that "
                       "P-position.",
                       "{head}，大于较小的一堆 {x}，所以 {x} 属于更早的奇异局势 (a_{j}, b_{j}) = ({aj}, "
                       "{bj})，且 {x} = {role}_{j}：从 {y} 那堆取走 {t} 个，剩 {other} "
                       "个，即得该奇异局势。"),
    "negative_index": ("the index k must be non-negative, not {k}", "序号 k 必须是非负整数，不能是 {k}"),
    "no_stones": ("no stones are left: the player to move cannot move and has lost.", "石子已取完：轮到走的一方无路可走，已经输了。"),
    "on_pair": ("{head}, the smaller pile: ({x}, {y}) is the P-position (a_{k}, b_{k}). Any move "
                          "changes one pile alone (and the other pile belongs to one P-position only) or keeps k while "
                          "lowering the smaller pile below a_k, so every move leaves an N-position.",
                          "{head}，正好等于较小的一堆：({x}, {y}) 就是第 {k} 个奇异局势（必败态）(a_{k}, "
                          "b_{k})。只改变一堆时，另一堆只属于唯一的奇异局势；两堆同取时差 k "
                          "不变而较小堆低于 a_k。所以任何走法都会离开奇异局势。"),
    "above_pair": ("{head} < {x}, the smaller pile: take {t} from both piles; k stays {k} and the position becomes "
                         "(a_{k}, b_{k}) = ({ak}, {bk}), a P-position.",
                         "{head}，小于较小的一堆 {x}：从两堆同时取走 {t} 个，差仍为 {k}，得到奇异局势 (a_{k}, "
                         "b_{k}) = ({ak}, {bk})。"),
    "p_positions": ("P-positions", "奇异局势"),
    "index_k": ("the index k", "序号 k"),
    "equal_piles": ("the piles are equal ({x} and {x}): take {x} from both and leave (0, 0).",
                    "两堆相等（都是 {x}）：从两堆同时取走 {x} 个，留下 (0, 0)。"),
})


def floor_phi(n: int) -> int:
    """Return floor(n * phi) for an integer n >= 0, phi = (1 + sqrt 5) / 2.

    Algorithm notes: n*phi = (n + sqrt(5 n^2)) / 2 and sqrt(5 n^2) is
    irrational for n > 0, so floor(n*phi) = (n + isqrt(5 n^2)) // 2.

    >>> floor_phi(1), floor_phi(2), floor_phi(165580141)
    (1, 3, 267914296)
    """
    if type(n) is int and n.bit_length() > GMP_BITS:
        return _huge_floor_phi(n)
    return (n + isqrt(5 * n * n)) // 2


@lru_cache(maxsize=16)
def _huge_floor_phi(n: int) -> int:
    # A report asks for the same huge values several times (k, then a_k again).
    if (gmp := gmp_module()) is not None:
        # The squaring in GMP: CPython's multiplication takes seconds at a million digits.
        m = gmp.mpz(n)
        return int((m + gmp.isqrt(5 * m * m)) // 2)
    return (n + isqrt(5 * n * n)) // 2


def p_position(k: int) -> tuple[int, int]:
    """Return the k-th P-position (a_k, b_k), with a_k <= b_k.

    >>> p_position(0), p_position(4), p_position(10**20)
    ((0, 0), (6, 10), (161803398874989484820, 261803398874989484820))
    """
    if type(k) is not int:
        k = natural(k, MESSAGES("index_k"))
    if k < 0:
        raise InputError(MESSAGES("negative_index", k=k))
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
    'k = |3 - 5| = 2 and a_k = floor(2*phi) = 3, the smaller pile: (3, 5) is the P-position (a_2, b_2). Any move changes one pile alone (and the other pile belongs to one P-position only) or keeps k while lowering the smaller pile below a_k, so every move leaves an N-position.'
    >>> explain(5, 8, "zh")[:30]
    'k = |5 - 8| = 3，a_k = ⌊3φ⌋ = 4'
    """
    a, b = _piles(a, b)
    x, y = (a, b) if a <= b else (b, a)
    k = y - x
    ak = floor_phi(k)
    if x == y == 0:
        return MESSAGES("no_stones").render(lang)
    # Only the text in `lang` is written, each huge number once (see grundy.messages.Text).
    head = MESSAGES("head", a=a, b=b, k=k, ak=ak).render(lang)
    if ak == x:
        return MESSAGES("on_pair", head=head, x=x, y=y, k=k).render(lang)
    if x == y:
        return MESSAGES("equal_piles", x=x).render(lang)
    if ak < x:
        return MESSAGES("above_pair", head=head, x=x, t=x - ak, k=k, ak=ak, bk=ak + k).render(lang)
    j, (aj, bj) = p_position_index(x)
    other = bj if aj == x else aj
    return MESSAGES("earlier_pair", head=head, x=x, y=y, j=j, aj=aj, bj=bj, role="a" if aj == x else "b",
                    t=y - other, other=other).render(lang)


def _diagonal_p_position(e: int) -> tuple[int, int]:
    # The P-position (x, y) with y - x = e (every diagonal holds exactly one).
    k = abs(e)
    ak = floor_phi(k)
    return (ak, ak + k) if e >= 0 else (ak + k, ak)


@dataclass(frozen=True)
class ClassicRule(WythoffRule):
    """The standard rules: normal play, any number from one pile or the same from both.

    >>> rule = ClassicRule()
    >>> rule.is_p_position(3, 5), rule.winning_moves(3, 3), rule.facts(8, 5)
    (True, [(0, 0)], {'k': 3, 'a_k': 4, 'b_k': 7})
    """

    classic: ClassVar[bool] = True

    def is_p_position(self, a: int, b: int) -> bool:
        return is_p_position(a, b)

    def winning_moves(self, a: int, b: int) -> list[tuple[int, int]]:
        return winning_moves(a, b)

    def explain(self, a: int, b: int, lang: str = "en") -> str:
        return explain(a, b, lang)

    def facts(self, a: int, b: int) -> dict[str, Any]:
        k = abs(a - b)
        ak, bk = p_position(k)
        return {"k": k, "a_k": ak, "b_k": bk}

    def grundy_facts(self, a: int, b: int) -> dict[str, Any]:
        """The row G(a, b) is read from: its proved preperiod and period (rows 0..MAX_ROW; {} beyond)."""
        from .periodicity import MAX_ROW, row_period

        x = min(a, b)
        if x > MAX_ROW:
            return {}
        row = row_period(x)
        return {"row": {"row": x, "preperiod": row.preperiod, "period": row.period}}

    def grundy(self, a: int, b: int) -> int:
        """G(a, b) from the fast table, the rows' proved periods or a larger table (grundy.games.wythoff.periodicity)."""
        from .periodicity import grundy_value

        return grundy_value(a, b)

    def grundy_moves(self, a: int, b: int, value: int) -> list[tuple[int, int]]:
        """The options of value ``value``, read from the table or the rows' periods (grundy.games.wythoff.periodicity)."""
        from .periodicity import wythoff_options_with_value

        return wythoff_options_with_value(a, b, value)

    def grundy_table(self, size: int, *, progress: Any = None) -> Any:
        """The fast vectorised table, :func:`grundy.games.wythoff.tables.wythoff_grundy_table`."""
        from .tables import wythoff_grundy_table

        return wythoff_grundy_table(size, progress=progress)

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """phi: the P-positions (floor(k phi), floor(k phi^2)) lie along y = phi x and y = x / phi."""
        return golden_lines()

    def p_position_term(self, lang: str = "en") -> str:
        # Wythoff's own P-positions are the 奇异局势 ("singular positions") of Chinese texts.
        return MESSAGES("p_positions").render(lang)


def golden_lines() -> tuple[QuadraticIrrational, ...]:
    """The slope phi of the line y = phi x along which Wythoff's P-positions lie (with its mirror)."""
    from ...beatty import golden_ratio

    return (golden_ratio(),)
