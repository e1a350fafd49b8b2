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
R. K. Guy, *Winning Ways*, 2nd ed., vol. 3 (2003), chapter 15, "Chips and Strips".
"""

from __future__ import annotations

from .game import Moore, explain
from .moves import MOVE_LIMIT, WORK_LIMIT, all_winning_moves, count_winning_moves
from .theorem import column_counts, is_p_position, outcome, winning_move, winning_moves

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
