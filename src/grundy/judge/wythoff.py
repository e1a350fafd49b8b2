"""Judge formats for Wythoff's game: POJ 1067 (HDU 1527) and HDU 2177.

>>> import io
>>> out = io.BytesIO()
>>> hdu2177(io.BytesIO(b"1 2\\n5 8\\n4 7\\n2 2\\n0 0\\n"), out)
>>> print(out.getvalue().decode(), end="")
0
1
4 7
3 5
0
1
0 0
1 2
"""

from __future__ import annotations

from typing import Any, BinaryIO

from ..exact import int_to_str
from ..games.wythoff import is_p_position, winning_moves
from . import JudgeError, TokenReader

__all__ = ["hdu2177", "poj1067", "read_pair"]


def read_pair(reader: TokenReader) -> tuple[Any, Any] | None:
    """Read the next pair 'a b'; None at the end of the input.

    An unpaired last number is an error.
    """
    a = reader.next_int("pile size")
    if a is None:
        return None
    b = reader.next_int("pile size")
    if b is None:
        raise JudgeError(reader.last_line(), "the last pair has only one number")
    return a, b


def poj1067(stream: BinaryIO, out: BinaryIO) -> None:
    """POJ 1067: one line per pair, 1 if the player to move wins, else 0."""
    reader = TokenReader(stream)
    write = out.write
    while (pair := read_pair(reader)) is not None:
        write(b"0\n" if is_p_position(*pair) else b"1\n")


def hdu2177(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 2177: '0' for a losing position; else '1' and each position a winning move leaves.

    The moves are listed as 'x y' with x <= y: first the move on both piles,
    then on the first pile, then on the second; a position is listed once.
    """
    reader = TokenReader(stream)
    write = out.write
    while (pair := read_pair(reader)) is not None:
        a, b = pair
        if a == 0 and b == 0:
            break
        moves = winning_moves(a, b)
        if not moves:
            write(b"0\n")
            continue
        lines = ["1"]
        seen = set()
        for x, y in moves:
            key = (x, y) if x <= y else (y, x)
            if key not in seen:
                seen.add(key)
                lines.append(f"{int_to_str(key[0])} {int_to_str(key[1])}")
        write(("\n".join(lines) + "\n").encode())
