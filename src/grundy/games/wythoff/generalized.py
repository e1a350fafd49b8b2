"""Fraenkel's a-Wythoff: k and l stones from the two piles with |k - l| < a (a = 1 is Wythoff's game).

The P-positions are (floor(n alpha), floor(n alpha) + a n) and their mirror
images, alpha = (2 - a + sqrt(a^2 + 4)) / 2.

>>> generalized_p_position(3, a=2), generalized_winning_moves(3, 5, 2)
((4, 10), [(1, 3), (3, 1)])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ...bigint import GMP_BITS, gmp_module, isqrt
from ...errors import InputError
from ...messages import catalogue
from ...validation import natural
from .rule import WythoffRule, _describe, _pair, _pile, _piles, _small_options

if TYPE_CHECKING:
    from ...beatty import QuadraticIrrational

__all__ = [
    "AWythoffRule",
    "floor_sqrt_mul",
    "generalized_explain",
    "generalized_is_p_position",
    "generalized_p_position",
    "generalized_p_position_index",
    "generalized_partner",
    "generalized_winning_moves",
]


MESSAGES = catalogue("wythoff.generalized", {
    "rule": ("With a = {a} the P-positions are (A_n, A_n + {a}n) with A_n = floor(n*alpha), alpha = (2 - a + "
                        "sqrt(a^2 + 4))/2 = ({c} + sqrt({d}))/2; A_n is the least number not in an earlier P-position. ",
                        "a = {a} 时必败态为 (A_n, A_n + {a}n)，其中 A_n = ⌊nα⌋，α = (2 - a + "
                        "√(a² + 4))/2 = ({c} + √{d})/2；A_n 是前面的必败态中未出现的最小自然数。"),
    "bad_a": ("a must be a positive integer, not {a!r}", "a 必须是正整数，不能是 {a!r}"),
    "negative_index": ("the index n must be non-negative, not {n}", "序号 n 必须是非负整数，不能是 {n}"),
    "not_pair": ("({x}, {y}) is not one of them: {how} to leave {move}, the P-position with n = {n}.",
                "({x}, {y}) 不是必败态：{how}，留下 n = {n} 的必败态 {move}。"),
    "title": ("Fraenkel's {a}-Wythoff game", "弗兰克尔广义威佐夫博弈（a = {a}）"),
    "no_stones": ("No stones are left: the player to move has lost.", "石子已取完：轮到走的一方已经输了。"),
    "on_pair": ("({x}, {y}) is the P-position with n = {n}. A move on one pile leaves the other pile, which belongs "
              "to a single P-position; a move on both piles (k and l stones, |k - l| < {a}) changes the difference "
              "by less than {a}, so it stays a multiple of {a} only if k = l, which keeps n and lowers both piles. "
              "Every move leaves an N-position.",
              "({x}, {y}) 就是 n = {n} 的必败态。只动一堆时，另一堆只属于唯一的必败态；两堆各取 k、l 个（|k "
              "- l| < {a}）时差的变化小于 {a}，只有 k = l 时差仍是 {a} 的倍数，此时 n "
              "不变而两堆都变小。所以任何走法都到达必胜态。"),
    "difference": ("taking {da} and {db} from the two piles: the amounts must differ by less than {a}",
                     "从两堆分别取 {da} 个和 {db} 个：两数之差必须小于 {a}"),
    "index_n": ("the index n", "序号 n"),
})

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



def floor_sqrt_mul(n: int, p: int, d: int, q: int) -> int:
    """Return floor(n * (p + sqrt(d)) / q) exactly.

    For an integer n >= 0, any integer p, a non-square d > 0 and q > 0.

    Algorithm notes: n*sqrt(d) = sqrt(d n^2) is irrational for n > 0, so
    floor(p n + n sqrt d) = p n + isqrt(d n^2), and floor(x / q) =
    floor(floor(x) / q) for an integer q > 0.

    >>> floor_sqrt_mul(10, 1, 5, 2)  # floor(10 phi)
    16
    >>> floor_sqrt_mul(7, 0, 2, 1)  # floor(7 * sqrt 2)
    9
    """
    if type(n) is int and n.bit_length() > GMP_BITS and (gmp := gmp_module()) is not None:
        m = gmp.mpz(n)  # the squaring in GMP, as in classic.floor_phi
        return int((p * m + gmp.isqrt(d * m * m)) // q)
    return (p * n + isqrt(d * n * n)) // q



def _a_floor(n: int, a: int) -> int:
    # floor(n * alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2.
    return int(floor_sqrt_mul(n, 2 - a, a * a + 4, 2))


def _check_a(a: int) -> None:
    if isinstance(a, bool) or not isinstance(a, int) or a < 1:
        raise InputError(MESSAGES("bad_a", a=a))


def generalized_p_position(n: int, a: int = 1) -> tuple[int, int]:
    """Return the n-th P-position (A_n, A_n + a n) of Fraenkel's a-Wythoff game.

    >>> [generalized_p_position(n, 2) for n in range(6)]
    [(0, 0), (1, 3), (2, 6), (4, 10), (5, 13), (7, 17)]
    >>> from grundy.games.wythoff import p_position
    >>> generalized_p_position(10**20, 1) == p_position(10**20)
    True
    """
    _check_a(a)
    if type(n) is not int:
        n = natural(n, MESSAGES("index_n"))
    if n < 0:
        raise InputError(MESSAGES("negative_index", n=n))
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
    >>> from grundy.games.wythoff import winning_moves
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
    rule = MESSAGES("rule", a=a, c=2 - a, d=d).render(lang)
    if x == y == 0:
        return rule + MESSAGES("no_stones").render(lang)
    if generalized_is_p_position(x, y, a):
        n = abs(y - x) // a
        return rule + MESSAGES("on_pair", x=x, y=y, n=n, a=a).render(lang)
    move = generalized_winning_moves(x, y, a)[0]
    n, _target = generalized_p_position_index(min(move), a)
    return rule + MESSAGES("not_pair", x=x, y=y, how=_describe((x, y), move, lang), move=_pair(move), n=n).render(lang)


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


@dataclass(frozen=True)
class AWythoffRule(WythoffRule):
    """Fraenkel's a-Wythoff, a >= 2: one pile, or k and l from the two piles with |k - l| < a.

    >>> rule = AWythoffRule(2)
    >>> rule.is_p_position(4, 10), rule.facts(10, 4), rule.display_title("Wythoff's game")
    (True, {'n': 3, 'A_n': 4, 'B_n': 10}, "Fraenkel's 2-Wythoff game")
    """

    a: int
    unequal_takes: ClassVar[bool] = True

    def is_p_position(self, a: int, b: int) -> bool:
        return generalized_is_p_position(a, b, self.a)

    def winning_moves(self, a: int, b: int) -> list[tuple[int, int]]:
        return generalized_winning_moves(a, b, self.a)

    def explain(self, a: int, b: int, lang: str = "en") -> str:
        return generalized_explain(a, b, self.a, lang)

    def facts(self, a: int, b: int) -> dict[str, Any]:
        n, (lo, hi) = generalized_p_position_index(min(a, b), self.a)
        return {"n": n, "A_n": lo, "B_n": hi}

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """beta / alpha = beta - 1 (as 1/alpha + 1/beta = 1): the P-positions lie along y = (beta - 1) x."""
        from ...beatty import wythoff_ratios

        return (wythoff_ratios(self.a)[1] - 1,)

    def options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        return _generalized_options(a, b, self.a)

    def nearby_options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        return _small_options(a, b, None, self.a)

    def check_takes(self, da: int, db: int) -> None:
        if abs(da - db) >= self.a:
            raise InputError(MESSAGES("difference", da=da, db=db, a=self.a))

    def display_title(self, base: str, lang: str = "en") -> str:
        return MESSAGES("title", a=self.a).render(lang)
