"""Queen to the corner ("queen climbs the mountain", 皇后登山) on a Go board or any board.

A queen stands on a board of N columns and M rows.  A move takes her any
number of squares up, right, or diagonally up-right; whoever moves her onto
the top-right corner wins.  The default board is a 19 x 19 Go board.

Her distances to the corner, dx columns and dy rows, are the two piles of
Wythoff's game: a move right lowers dx, a move up lowers dy, a diagonal
move lowers both by the same amount, and the corner is (0, 0).  So the
safe squares (P-positions: whoever moves the queen there can win) are those
whose distances form a Wythoff pair (a_k, b_k) or (b_k, a_k), with
a_k = floor(k*phi) and b_k = a_k + k, and every question is answered
exactly on boards of any size.

>>> q = Queen()
>>> start = q.parse_position(["D4"])
>>> start, q.outcome(start)
(((3, 3),), 'N')
>>> [q.format_position(m) for m in q.winning_moves(start)]
['T19', 'K4', 'D10']
>>> is_safe((9, 3), (19, 19)), distances((9, 3), (19, 19))
(True, (9, 15))

Several queens on one board moving independently (each turn, one queen
moves; whoever moves the last queen onto the corner wins, since the next
player cannot move) form a disjunctive sum of one-queen games, and are
answered as one: by :class:`grundy.games.sum.Sum` over lone queens.  The
player to move loses exactly when the XOR of the queens' Grundy values is 0,
and a winning move turns one queen's value g into g XOR (the total).  Queens
may share a square.  Wythoff's Grundy values have no closed form; they come
from :meth:`grundy.games.wythoff.Wythoff.grundy`, and a lone queen names her
moves to a value from them (:meth:`Queen.grundy_moves`), as a sum asks.

Squares are written in Go coordinates where the board has at most 25
columns (columns A-Z without I from the left, rows 1, 2, ... from the
bottom: D4, Q16, the corner of a 19 x 19 board is T19), or as 0-based
``x,y`` on any board (D4 is 3,3).

Algorithm notes: the queen game is Wythoff's game on (dx, dy) (Wythoff
1907; the queen formulation, "Wyt Queens", is R. P. Isaacs's, in Berlekamp,
Conway and Guy, *Winning Ways*, 2nd ed., vol. 1, chapter 3, "Some Harder
Games and How to Make Them Easier"; the classic Chinese statement,
"皇后登山", names the book 《智力游戏中的数学方法》 as its source).  The sum of independent queens
follows Sprague-Grundy theory (Sprague 1935-36, Grundy 1939).
"""

from __future__ import annotations

from .board import GO_LETTERS, distances, format_square, is_safe, parse_board, parse_square, winning_targets
from .game import Queen

__all__ = [
    "GO_LETTERS",
    "Queen",
    "distances",
    "format_square",
    "is_safe",
    "parse_board",
    "parse_square",
    "winning_targets",
]
