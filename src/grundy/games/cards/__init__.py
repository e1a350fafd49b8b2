"""The divisor/multiple card game (Lanqiao "约数倍数选卡片"), solved by matchings.

Cards carry positive integers, duplicates allowed.  Players take cards in
turn; after the first card, each card taken must divide, or be a multiple
of, the card taken just before it (equal values qualify).  A player who
cannot take a card loses.  The first card may be restricted to given
numbers (the ``choices``).

>>> winning_cards([2, 3, 6], choices=[3, 6])
[3]
>>> winning_cards([1, 2, 2, 3, 3, 4, 5], choices=[3, 4, 5])
[4, 5]
>>> winning_cards([2, 3, 6], last=6)     # mid-game: a 6 was taken last; 2, 3, 6 are left
[2, 3]
>>> winning_cards([2, 4], last=8)        # whichever card is taken, the other one answers
[]
>>> matching_number([1, 2, 2, 3, 3, 4, 5])
3

Algorithm notes: the game is undirected vertex geography on the
divisibility graph G of the cards (one vertex per card; two cards are
adjacent when one divides the other, so two cards of equal value are
adjacent).  The token is the card taken last; a move takes a card adjacent
to it, which becomes the token, and a taken card never comes back.

Theorem (Fraenkel, Scheinerman and Ullman 1993): with the token on v in a
graph H, the player who must move away from v wins iff every maximum
matching of H covers v.  Proof: if every maximum matching covers v, move
along a maximum matching M, always to the M-partner of the card the
opponent took; the opponent can never reach an M-exposed card w, for the
cards played from v to w would be an alternating path, and flipping it
would give a maximum matching missing v.  If a maximum matching M misses
v, the opponent plays that same strategy: a card w reached with w exposed
would end an augmenting path from v.

Who moves from where: in the state (cards left R, last card x), x was just
taken by the opponent of the player to move, who must move away from x in
H = G[R + x]; that player wins iff every maximum matching of G[R + x]
covers x.  Taking a legal card y leaves the opponent to move away from y
in G[R], so y wins iff some maximum matching of G[R] leaves y uncovered:
nu(G[R] - y) = nu(G[R]), i.e. y lies in the Gallai-Edmonds set D(G[R]).
At the start nobody moves away from anything: the first card v wins iff
v is allowed and nu(G - v) = nu(G).  So the winning moves of any state
are the legal cards of D(G[R]), and one maximum matching plus one
alternating-forest search gives D for every card at once
(:mod:`grundy.matching`).  The tests check all of this against exhaustive
search.

Equal cards are twins (adjacent, with the same neighbours), so a value
class behaves as a block; we match on distinct values with multiplicities
m_v, after two reductions proved here:

1. Exchange: two matched pairs i1-j1, i2-j2 between the classes of i and
   j can be replaced by i1-i2, j1-j2.  So some maximum matching has at
   most one edge between any two classes, and at most d_v copies of v
   (d_v = number of other values adjacent to v) are matched outside v.
2. Trimming: two copies of v are never both exposed, so if m_v >= d_v + 2
   a maximum matching pairs two copies of v together; removing them drops
   the matching number by exactly 1.  If m_v >= d_v + 3 the same holds
   after deleting any one card, so whether a value (any value) lies in D
   is unchanged.  Hence m_v may be cut to d_v + 1 or d_v + 2, keeping its
   parity.

What is left is a graph of the kept copies (each class a clique), where a
pair of adjacent classes with many copies is joined through a gadget of
two extra vertices x-y, x adjacent to the copies of one value and y to
those of the other (Tutte's reduction for at most one edge per pair): it
adds exactly one to every matching number, also after a card is deleted,
so D is unchanged.  With values 1..100, thousands of cards become a graph
of about 2,000 vertices and 30,000 edges instead of millions of edges.

The divisibility graph on the distinct values is built by walking the
multiples of each value, or by testing the larger values when there are
fewer of them than multiples.

References: A. S. Fraenkel, E. R. Scheinerman, D. Ullman, "Undirected
edge geography", Theoret. Comput. Sci. 112 (1993) 371-381 (where the
vertex version is solved by matchings); L. Lovász, M. D. Plummer, *Matching Theory*,
section 3.2 (Gallai-Edmonds); W. T. Tutte, "A short proof of the factor
theorem for finite graphs", Canad. J. Math. 6 (1954) 347-352 (the gadget).
"""

from __future__ import annotations

from .game import Cards
from .solver import (
    MAX_CARDS, MAX_DIVISIBILITY_TESTS, MAX_VALUES, Structure, _reduced_graph, _structure, divisibility_pairs,
    legal_cards, matching_number, structure, winning_cards,
)
from .text import explain, parse_cards

__all__ = [
    "MAX_CARDS",
    "MAX_DIVISIBILITY_TESTS",
    "MAX_VALUES",
    "Cards",
    "Structure",
    "divisibility_pairs",
    "explain",
    "legal_cards",
    "matching_number",
    "parse_cards",
    "structure",
    "winning_cards",
]
