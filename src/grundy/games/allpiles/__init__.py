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

from .game import AllPiles, explain
from .rules import is_p_position, outcome, same_amount_move, winning_moves
from .search import EvenSearch, PREFIX_LIMIT, _count_prefixes, _search_n

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
