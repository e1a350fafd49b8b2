"""Wythoff's game on many piles answered: the closed forms (odd pile counts, equal amounts) and, where none applies, the even-pile search.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Outcome
from ...errors import InputError
from ...messages import catalogue
from ...validation import check_piles
from .. import nim, wythoff
from .search import EvenSearch, PREFIX_LIMIT, _search_for

__all__ = ["is_p_position", "outcome", "same_amount_move", "winning_moves"]

MESSAGES = catalogue("allpiles.rules", {
    "odd_only": ("the bit-by-bit construction needs an odd number of piles", "逐位构造只适用于奇数堆"),
    "no_piles": ("allpiles needs at least one pile size", "多堆威佐夫博弈至少要有一堆"),
})


# ------------------------------------------------------------- closed forms
def same_amount_move(piles: Sequence[int]) -> tuple[int, ...] | None:
    """For an odd number of piles: the move on every pile that leaves nim-sum 0, if any.

    >>> same_amount_move((2, 3, 4)), same_amount_move((1, 2, 4)), same_amount_move((5, 5, 5))
    ((1, 2, 3), None, (0, 0, 0))
    """
    piles = check_piles(piles, "allpiles")
    if len(piles) % 2 == 0:
        raise InputError(MESSAGES("odd_only"))
    if min(piles) == 0:
        return None
    width = max(piles).bit_length()
    bits = [format(p, "b").zfill(width)[::-1] for p in piles]
    borrows = [0] * len(piles)
    t_bits = []
    for j in range(width):
        parity = 0
        for i, b in enumerate(bits):
            parity ^= (b[j] == "1") ^ borrows[i]
        tj = parity  # forced: the column of the results must have even parity
        t_bits.append("1" if tj else "0")
        for i, b in enumerate(bits):
            d = (b[j] == "1") - tj - borrows[i]
            borrows[i] = 1 if d < 0 else 0
    if any(borrows):
        return None
    t = int("".join(reversed(t_bits)), 2) if t_bits else 0
    if t == 0:
        return None
    return tuple(p - t for p in piles)
def _nim_like(piles: Sequence[int]) -> bool:
    # An odd number of piles, or an empty pile: the P-positions are Nim's.
    return len(piles) % 2 == 1 or min(piles) == 0
def is_p_position(piles: Sequence[int], search: EvenSearch | None = None) -> bool:
    """True if the player to move loses with best play.

    An even number (>= 4) of non-empty piles is solved by search, within
    :data:`PREFIX_LIMIT`.

    >>> is_p_position((1, 2, 3)), is_p_position((3, 5)), is_p_position((0, 1, 2, 3))
    (True, True, True)
    >>> is_p_position((1, 1, 2, 2)), is_p_position((2, 2, 3, 4))
    (False, True)
    """
    piles = check_piles(piles, "allpiles")
    if not piles:
        raise InputError(MESSAGES("no_piles"))
    if _nim_like(piles):
        return nim.nim_sum(piles) == 0
    if len(piles) == 2:
        return wythoff.is_p_position(*piles)
    return (search or _search_for(len(piles))).is_p_position(piles)
def outcome(piles: Sequence[int], search: EvenSearch | None = None) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome((10**200, 10**200, 0)), outcome((10**200, 10**200, 1))
    ('P', 'N')
    """
    return "P" if is_p_position(piles, search) else "N"
def winning_moves(piles: Sequence[int], search: EvenSearch | None = None) -> list[tuple[int, ...]]:
    """Every winning move as the position it leaves, in the input's pile order.

    First the move on every pile (there is at most one), then the moves on
    pile 1, pile 2, ... (at most one each).

    >>> winning_moves((2, 3, 4)), winning_moves((5, 8)), winning_moves((7,))
    ([(1, 2, 3), (2, 3, 1)], [(4, 7), (5, 3)], [(0,)])
    >>> winning_moves((3, 1, 4, 2))
    [(2, 0, 3, 1), (3, 1, 0, 2), (3, 1, 4, 1)]
    """
    piles = check_piles(piles, "allpiles")
    if not piles:
        raise InputError(MESSAGES("no_piles"))
    n = len(piles)
    if n == 1:
        return [(0,)] if piles[0] else []
    if n == 2:
        return list(wythoff.winning_moves(*piles))
    if _nim_like(piles):
        moves = []
        if n % 2 == 1:
            same = same_amount_move(piles)
            if same is not None:
                moves.append(same)
        return moves + nim.winning_moves(piles)
    return (search or _search_for(n)).winning_moves(piles)
