"""The queen game by brute force, straight from the rules on the board.

A queen moves any number of squares up, right or diagonally up-right;
whoever moves her onto the top-right corner wins.  With several queens,
each turn moves one of them, and the player who cannot move (every queen
on the corner) has lost.  Plain memoised minimax over squares: no
distances, no Wythoff pairs, no Grundy values.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

Square = tuple[int, int]


def queen_moves(square: Square, board: tuple[int, int]) -> Iterator[Square]:
    """Every square one queen move away, from the rules."""
    cols, rows = board
    x, y = square
    for t in range(1, cols):
        if x + t < cols:
            yield (x + t, y)
    for t in range(1, rows):
        if y + t < rows:
            yield (x, y + t)
    for t in range(1, min(cols, rows)):
        if x + t < cols and y + t < rows:
            yield (x + t, y + t)


def single_queen(board: tuple[int, int]) -> tuple[dict[Square, str], dict[Square, set[Square]]]:
    """For one queen: 'P'/'N' for every square, and every square she can move to and win."""
    corner = (board[0] - 1, board[1] - 1)

    @lru_cache(maxsize=None)
    def mover_wins(square: Square) -> bool:
        # Moving onto the corner wins at once; otherwise win by leaving a lost square.
        return any(t == corner or not mover_wins(t) for t in queen_moves(square, board))

    squares = [(x, y) for x in range(board[0]) for y in range(board[1])]
    outcome = {s: "N" if mover_wins(s) else "P" for s in squares}
    targets = {s: {t for t in queen_moves(s, board) if t == corner or not mover_wins(t)}
               for s in squares}
    return outcome, targets


def several_queens(board: tuple[int, int], positions: list[tuple[Square, ...]]):
    """For several queens: 'P'/'N' and the set of winning moves (as positions) of each position."""

    def moves(position: tuple[Square, ...]) -> Iterator[tuple[Square, ...]]:
        for i, square in enumerate(position):
            for t in queen_moves(square, board):
                yield position[:i] + (t,) + position[i + 1:]

    @lru_cache(maxsize=None)
    def mover_wins(position: tuple[Square, ...]) -> bool:
        return any(not mover_wins(m) for m in moves(position))

    return {p: ("N" if mover_wins(p) else "P", {m for m in moves(p) if not mover_wins(m)})
            for p in positions}


def grundy_table(board: tuple[int, int]) -> dict[Square, int]:
    """The Grundy value of one queen on every square: plain mex over her moves."""

    @lru_cache(maxsize=None)
    def g(square: Square) -> int:
        seen = {g(t) for t in queen_moves(square, board)}
        m = 0
        while m in seen:
            m += 1
        return m

    return {(x, y): g((x, y)) for x in range(board[0] - 1, -1, -1) for y in range(board[1] - 1, -1, -1)}
