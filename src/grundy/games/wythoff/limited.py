"""Wythoff's game with at most m stones from a pile per move, in normal and misère play.

(a, b) is a P-position iff (a mod (m + 1), b mod (m + 1)) is a P-position of
Wythoff's game (of misère Wythoff in misère play, for m >= 2).

>>> restricted_is_p_position(3, 3, 2), restricted_winning_moves(5, 5, 2)
(True, [(3, 3), (4, 5), (5, 4)])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from ...errors import InputError
from ...bigint import int_to_str
from ...messages import catalogue
from ...validation import natural
from .classic import _diagonal_p_position, is_p_position, partner
from .misere import _misere_diagonal_p_position, misere_explain, misere_is_p_position, misere_partner
from .rule import WythoffRule, _describe, _options, _pair, _piles, _small_options

__all__ = [
    "MoveLimitMisereRule",
    "MoveLimitRule",
    "restricted_explain",
    "restricted_is_p_position",
    "restricted_winning_moves",
]


MESSAGES = catalogue("wythoff.limited", {
    "rule": ("With at most m = {m} {m:~stone|stones} per pile per move, a position is P exactly when its piles mod n form a "
                  "P-position of {kind}. ",
                  "每次每堆最多取 m = {m} 个时，局面是必败态当且仅当两堆模 n 的余数构成{kind}的必败态。"),
    "residues": ("n = m + 1 = {n} and ({a} mod {n}, {b} mod {n}) = ({r}, {s}), which ",
              "n = m + 1 = {n}，({a} mod {n}, {b} mod {n}) = ({r}, {s})，"),
    "bad_m": ("the most a move may take must be at least 1, not {m}", "每步最多取的个数至少为 1，不能是 {m}"),
    "take_one_rule": ("With one stone per pile per move in misère play, (x, y) is a P-position iff x = 0 and y is odd, or "
                      "y = 0 and x is odd, or x and y are both even and at least 2 (every move changes the parity of a "
                      "pile). ",
                      "反常规则下每次每堆只能取 1 个时，(x, y) 是必败态当且仅当 x = 0 且 y 为奇数，或 y = 0 且 x "
                      "为奇数，或 x、y 都是不小于 2 的偶数（每一步都改变某堆的奇偶性）。"),
    "residues_not_p": ("is not a P-position of {kind}: {how} to leave {move}, whose residues ({r2}, {s2}) are one.",
                       "不是{kind}的必败态：{how}，留下 {move}，其余数 ({r2}, {s2}) 是必败态。"),
    "take_one_not_p": ("({a}, {b}) is not: {how} to leave {move}.", "({a}, {b}) 不是：{how}，留下 {move}。"),
    "residues_p": ("is a P-position of {kind}: every move changes a residue, and no move leads from one such residue "
                        "pair to another, so every move leaves an N-position.",
                        "是{kind}的必败态：任何走法都改变余数，且不能从一个这样的余数对走到另一个，所以任何走法都到达必胜态。"),
    "too_many": ("a move takes at most {m} {m:~stone|stones} from a pile, not {shown}", "每堆一步最多取 {m} 个，不能取 {shown} 个"),
    "title": ("at most {m} per pile", "每次每堆最多取 {m} 个"),
    "misere": ("misère", "反常规则：取最后一个者输"),
    "take_one_p": ("({a}, {b}) is one of them, so every move leaves an N-position.",
                   "({a}, {b}) 正是这样的局面，所以任何走法都到达必胜态。"),
    "m": ("m (the most a move may take)", "m（每步最多取的个数）"),
    "misere_kind": ("misère Wythoff", "反常威佐夫博弈"),
    "kind": ("Wythoff's game", "威佐夫博弈"),
})

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
        m = natural(m, MESSAGES("m"))
    if m < 1:
        raise InputError(MESSAGES("bad_m", m=m))
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
        rule = MESSAGES("take_one_rule").render(lang)
        if _take1_misere_is_p(a, b):
            return rule + MESSAGES("take_one_p", a=a, b=b).render(lang)
        move = restricted_winning_moves(a, b, m, misere)[0]
        return rule + MESSAGES("take_one_not_p", a=a, b=b, how=_describe((a, b), move, lang), move=_pair(move)).render(lang)
    r, s = a % n, b % n
    kind = MESSAGES("misere_kind") if misere else MESSAGES("kind")
    rule = MESSAGES("rule", m=m, kind=kind).render(lang)
    head = MESSAGES("residues", n=n, a=a, b=b, r=r, s=s).render(lang)
    is_p = misere_is_p_position(r, s) if misere else is_p_position(r, s)
    if is_p:
        return rule + head + MESSAGES("residues_p", kind=kind).render(lang)
    move = restricted_winning_moves(a, b, m, misere)[0]
    return rule + head + MESSAGES("residues_not_p", kind=kind, how=_describe((a, b), move, lang), move=_pair(move),
                                  r2=move[0] % n, s2=move[1] % n).render(lang)


@dataclass(frozen=True)
class MoveLimitRule(WythoffRule):
    """At most m stones from a pile per move (from both piles: the same number, at most m).

    >>> rule = MoveLimitRule(2)
    >>> rule.is_p_position(3, 3), rule.facts(7, 9), rule.title_extras()
    (True, {'modulus': 3, 'residues': [1, 0]}, ['at most 2 per pile'])
    """

    m: int
    #: Whoever takes the last stone loses.
    misere: ClassVar[bool] = False

    def is_p_position(self, a: int, b: int) -> bool:
        return restricted_is_p_position(a, b, self.m, self.misere)

    def winning_moves(self, a: int, b: int) -> list[tuple[int, int]]:
        return restricted_winning_moves(a, b, self.m, self.misere)

    def explain(self, a: int, b: int, lang: str = "en") -> str:
        return restricted_explain(a, b, self.m, self.misere, lang)

    def facts(self, a: int, b: int) -> dict[str, Any]:
        n = self.m + 1
        return {"modulus": n, "residues": [a % n, b % n]}

    def options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        return _options(a, b, self.m)

    def nearby_options(self, a: int, b: int) -> Iterator[tuple[int, int]]:
        return _small_options(a, b, self.m, 1)

    def check_move(self, position: tuple[int, int], after: tuple[int, int]) -> None:
        super().check_move(position, after)
        taken = max(position[0] - after[0], position[1] - after[1])
        if taken > self.m:
            m, shown = int_to_str(self.m), int_to_str(taken)
            raise InputError(MESSAGES("too_many", m=m, shown=shown))

    def title_extras(self, lang: str = "en") -> list[str]:
        return [MESSAGES("title", m=self.m).render(lang)]


@dataclass(frozen=True)
class MoveLimitMisereRule(MoveLimitRule):
    """At most m stones from a pile per move, and whoever takes the last stone loses.

    >>> MoveLimitMisereRule(1).winning_moves(2, 1), MoveLimitMisereRule(3).is_p_position(0, 0)
    ([(1, 0)], False)
    """

    misere: ClassVar[bool] = True

    def title_extras(self, lang: str = "en") -> list[str]:
        return [MESSAGES("misere").render(lang), *super().title_extras(lang)]
