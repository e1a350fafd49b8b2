"""Moore's theorem for Nim_k: the P-test by binary columns and one winning move, in linear time.

>>> column_counts((5, 6, 3)), outcome((5, 6, 3), k=2), winning_move((7, 7, 7, 1), k=2)
([2, 2, 2], 'N', (6, 7, 7, 1))
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Outcome
from ...errors import InputError
from ...messages import catalogue
from ...validation import check_piles, quoted
from .. import nim

__all__ = ["column_counts", "is_p_position", "outcome", "winning_move", "winning_moves"]

MESSAGES = catalogue("moore.theorem", {
    "bad_k": ("k (the most piles one move lowers) must be at least 1, not {k}",
              "k（一步最多动的堆数）至少为 1，不能是 {k}"),
})


def _check_k(k: int) -> None:
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InputError(MESSAGES("bad_k", k=quoted(k)))
def column_counts(piles: Sequence[int]) -> list[int]:
    """Count the 1s in each bit column, from the lowest bit up.

    >>> column_counts((5, 6, 3)), column_counts((0, 0)), column_counts((2**70, 1))[-1]
    ([2, 2, 2], [], 1)
    """
    piles = check_piles(piles, "moore")
    width = max((p.bit_length() for p in piles), default=0)
    if width == 0:
        return []
    columns = zip(*(format(p, "b").zfill(width)[::-1] for p in piles))
    return [column.count("1") for column in columns]
def is_p_position(piles: Sequence[int], k: int, misere: bool = False) -> bool:
    """True if the player to move loses with best play.

    >>> is_p_position((5, 6, 3), 1), is_p_position((5, 6, 3), 2), is_p_position((7, 7, 7), 2)
    (True, False, True)
    >>> is_p_position((1, 1, 1, 1), 2, misere=True), is_p_position((0, 0), 2, misere=True)
    (True, False)
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    if misere and all(p <= 1 for p in piles):
        return sum(piles) % (k + 1) == 1
    return _columns_divisible(piles, k + 1)
def _columns_divisible(piles: Sequence[int], modulus: int) -> bool:
    # Every column count a multiple of modulus?  The counts are kept bit-sliced:
    # plane i holds bit i of every column's count, and adding a pile is a
    # ripple-carry addition of whole integers, so huge piles cost a few big-int
    # operations each instead of a loop over their bits.
    planes: list[int] = []
    for p in piles:
        carry = p
        for i, plane in enumerate(planes):
            if not carry:
                break
            planes[i], carry = plane ^ carry, plane & carry
        if carry:
            planes.append(carry)
    everything = 0
    for plane in planes:
        everything |= plane
    if not everything:
        return True
    # Columns whose count is 0, modulus, 2 * modulus, ...: match every plane's bit.
    good = 0
    for multiple in range(modulus, len(piles) + 1, modulus):
        if multiple >> len(planes):
            break  # no column count is that large
        mask = everything
        for i, plane in enumerate(planes):
            mask &= plane if (multiple >> i) & 1 else ~plane
        good |= mask
    return good == everything
def outcome(piles: Sequence[int], k: int, misere: bool = False) -> Outcome:
    """Return 'P' if the player to move loses, 'N' if they win.

    >>> outcome((1, 2, 3), 1), outcome((1, 2, 3), 2), outcome((10**200,) * 3, 2)
    ('P', 'N', 'P')
    """
    return "P" if is_p_position(piles, k, misere) else "N"
def _normal_move(piles: tuple[int, ...], k: int) -> tuple[int, ...] | None:
    # Moore's construction, column by column from the most significant bit.
    width = max((p.bit_length() for p in piles), default=0)
    if width == 0:
        return None
    bits = [format(p, "b").zfill(width) for p in piles]
    chosen: list[int] = []  # the set S, in the order piles joined it
    new_bits: dict[int, list[str]] = {}
    for col in range(width):
        ones = [i for i, b in enumerate(bits) if b[col] == "1" and i not in new_bits]
        r = len(ones) % (k + 1)
        free = len(chosen)
        if r == 0:
            for i in chosen:
                new_bits[i].append("0")
        elif free >= k + 1 - r:
            for j, i in enumerate(chosen):
                new_bits[i].append("1" if j < k + 1 - r else "0")
        else:
            for i in chosen:
                new_bits[i].append("0")
            for i in ones[:r]:
                new_bits[i] = list(bits[i][:col]) + ["0"]
                chosen.append(i)
    if not chosen:
        return None
    after = list(piles)
    for i in chosen:
        after[i] = int("".join(new_bits[i]), 2)
    return tuple(after)
def _split_piles(piles: tuple[int, ...]) -> tuple[list[int], list[int]]:
    # The indices of the big piles (2 or more stones) and of the 1-piles.
    big = [i for i, p in enumerate(piles) if p >= 2]
    ones = [i for i, p in enumerate(piles) if p == 1]
    return big, ones
def winning_move(piles: Sequence[int], k: int, misere: bool = False) -> tuple[int, ...] | None:
    """Return one winning move (Moore's construction), or None from a P-position.

    Works for piles of any size; the move lowers at most k piles.

    >>> winning_move((3, 4, 5), 1), winning_move((5, 6, 3), 2), winning_move((7, 7, 7), 2)
    ((1, 4, 5), (3, 3, 3), None)
    >>> winning_move((1, 1, 1), 2, misere=True), winning_move((9, 1, 0), 2, misere=True)
    ((0, 0, 1), (1, 0, 0))
    """
    _check_k(k)
    piles = check_piles(piles, "moore")
    if not misere:
        return _normal_move(piles, k)
    big, ones = _split_piles(piles)
    m, s = len(big), len(ones)
    if m == 0:
        if s % (k + 1) == 1 or s == 0:
            return None
        d = (s - 1) % (k + 1) or k
        after = list(piles)
        for i in ones[:d]:
            after[i] = 0
        return tuple(after)
    if m > k:
        return _normal_move(piles, k)
    # 1 <= m <= k: lower every big pile to 0 or 1 and empty some 1-piles,
    # leaving a number of 1-piles with remainder 1 (see the module notes).
    for b in range(m, -1, -1):
        u = (s + b - 1) % (k + 1)
        if u <= min(s, k - m):
            after = list(piles)
            for j, i in enumerate(big):
                after[i] = 1 if j < b else 0
            for i in ones[:u]:
                after[i] = 0
            return tuple(after)
    raise AssertionError("the misère construction always succeeds")  # proved in the notes
def winning_moves(piles: Sequence[int], k: int, misere: bool = False) -> list[tuple[int, ...]]:
    """Winning moves for piles of any size: every one for k = 1 (Nim), else Moore's one.

    Use :func:`all_winning_moves` for every winning move when k >= 2.

    >>> winning_moves((6, 6, 7, 1), 1), winning_moves((6, 6, 7, 1), 2)
    ([(0, 6, 7, 1), (6, 0, 7, 1), (6, 6, 1, 1)], [(6, 6, 6, 0)])
    """
    _check_k(k)
    if k == 1:
        return nim.winning_moves(piles, misere)
    move = winning_move(piles, k, misere)
    return [] if move is None else [move]
