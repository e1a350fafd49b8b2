"""Misère Wythoff: whoever takes the last stone loses.

The P-positions are the normal ones except that (0, 1), (1, 0) and (2, 2)
replace (0, 0), (1, 2) and (2, 1).

>>> misere_is_p_position(2, 2), misere_winning_moves(3, 3)
(True, [(2, 2)])
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...messages import catalogue
from .classic import _diagonal_p_position, _strategy_moves, golden_lines, is_p_position, partner
from .rule import WythoffRule, _describe, _pair, _pile, _piles

if TYPE_CHECKING:
    from ...beatty import QuadraticIrrational

__all__ = ["MisereRule", "misere_explain", "misere_is_p_position", "misere_partner", "misere_winning_moves"]


MESSAGES = catalogue("wythoff.misere", {
    "rule": ("In misère play (whoever takes the last stone loses) the P-positions are those of the normal game "
                    "except at the start: (0, 1), (1, 0) and (2, 2) take the place of (0, 0), (1, 2) and (2, 1). ",
                    "反常规则（取走最后一个石子者输）下的必败态与常规规则相同，只有开头不同：(0, 1)、(1, 0)、(2, 2) "
                    "取代了 (0, 0)、(1, 2)、(2, 1)。"),
    "no_stones": ("no stones are left: the opponent took the last stone and so lost; the player to move has won "
                      "without moving.",
                      "石子已取完：对手取走了最后一个石子，按反常规则他输了；轮到走的一方不用走就已获胜。"),
    "not_pair": ("({a}, {b}) is not one of them: {how} to leave {move}, a P-position.",
                  "({a}, {b}) 不是必败态：{how}，留下必败态 {move}。"),
    "last_stone": ("({a}, {b}) is one of them: the player to move must take the last stone and lose.",
                   "({a}, {b}) 正是其中之一：轮到走的一方只能取走最后一个石子而输掉。"),
    "on_pair": ("({a}, {b}) is one of them. Every row, column and diagonal holds exactly one of them, so every move "
                     "leaves an N-position.",
                     "({a}, {b}) 正是其中之一。每一行、每一列、每条对角线上恰有一个必败态，所以任何走法都到达必胜态。"),
    "misere": ("misère", "反常规则：取最后一个者输"),
})

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
        return MESSAGES("no_stones").render(lang)
    head = MESSAGES("rule").render(lang)
    if misere_is_p_position(a, b):
        if min(a, b) == 0:
            why = MESSAGES("last_stone", a=a, b=b).render(lang)
        else:
            why = MESSAGES("on_pair", a=a, b=b).render(lang)
        return head + why
    move = misere_winning_moves(a, b)[0]
    return head + MESSAGES("not_pair", a=a, b=b, how=_describe((a, b), move, lang), move=_pair(move)).render(lang)


@dataclass(frozen=True)
class MisereRule(WythoffRule):
    """Misère play: whoever takes the last stone loses.

    >>> MisereRule().winning_moves(1, 1), MisereRule().is_p_position(0, 0)
    ([(0, 1), (1, 0)], False)
    """

    def is_p_position(self, a: int, b: int) -> bool:
        return misere_is_p_position(a, b)

    def winning_moves(self, a: int, b: int) -> list[tuple[int, int]]:
        return misere_winning_moves(a, b)

    def explain(self, a: int, b: int, lang: str = "en") -> str:
        return misere_explain(a, b, lang)

    def beatty_slopes(self) -> tuple[QuadraticIrrational, ...]:
        """The normal game's: all but three P-positions are Wythoff's pairs."""
        return golden_lines()

    def title_extras(self, lang: str = "en") -> list[str]:
        return [MESSAGES("misere").render(lang)]
