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

The rule options of :class:`Wythoff` choose one rule set, a small object
that answers for those rules (its module holds the functions and, in an
Algorithm notes comment, the proof):

- the standard rules (:mod:`.classic`, :class:`ClassicRule`), with
  Wythoff's strategy;
- misère play, whoever takes the last stone loses (:mod:`.misere`,
  :class:`MisereRule`): the P-positions are the normal ones except that
  (0, 1), (1, 0), (2, 2) replace (0, 0), (1, 2), (2, 1);
- at most m stones from a pile per move (:mod:`.limited`,
  :class:`MoveLimitRule`, :class:`MoveLimitMisereRule`): (a, b) is P iff
  (a mod (m + 1), b mod (m + 1)) is a Wythoff P-position (misère: for
  m >= 2, a misère one);
- Fraenkel's a-Wythoff, k and l stones from the two piles with |k - l| < a
  (:mod:`.generalized`, :class:`AWythoffRule`): the P-positions are
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

from .classic import (
    ClassicRule,
    explain,
    is_p_position,
    outcome,
    p_position,
    p_position_index,
    p_positions,
    partner,
    winning_moves,
)
from .game import Wythoff, is_classic, rule_for
from .generalized import (
    AWythoffRule,
    generalized_explain,
    generalized_is_p_position,
    generalized_p_position,
    generalized_p_position_index,
    generalized_partner,
    generalized_winning_moves,
)
from .limited import (
    MoveLimitMisereRule,
    MoveLimitRule,
    restricted_explain,
    restricted_is_p_position,
    restricted_winning_moves,
)
from .misere import MisereRule, misere_explain, misere_is_p_position, misere_partner, misere_winning_moves
from .rule import WythoffRule

__all__ = [
    "AWythoffRule",
    "ClassicRule",
    "MisereRule",
    "MoveLimitMisereRule",
    "MoveLimitRule",
    "Wythoff",
    "WythoffRule",
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
    "rule_for",
    "winning_moves",
]
