"""Northcott's game by a plain partizan analysis (no Grundy values, no Nim).

The game is loopy (a piece may go back and forth), so instead of a
recursive minimax the outcomes come from retrograde analysis over every
position of a small board: a position whose mover has no move is lost;
one with an option lost for the opponent is won; one whose options are
all won for the opponent is lost; what is never labelled would be a draw.
"""

from __future__ import annotations

from itertools import product

Row = tuple[int, int]
Position = tuple[tuple[Row, ...], int]


def moves(position: Position, width: int) -> list[Position]:
    """Every position one move of the player to move (0: Tom moves rows' first pieces) leaves."""
    rows, turn = position
    found = []
    for i, row in enumerate(rows):
        mine, theirs = row[turn], row[1 - turn]
        for to in range(1, width + 1):
            between = min(mine, to) < theirs < max(mine, to)
            if to != mine and to != theirs and not between:
                new = (to, theirs) if turn == 0 else (theirs, to)
                found.append((rows[:i] + (new,) + rows[i + 1:], 1 - turn))
    return found


def outcomes(rows_count: int, width: int) -> dict[Position, str]:
    """'N', 'P' or 'D' (a draw) for every position with this many rows on this board."""
    cells = [(t, j) for t in range(1, width + 1) for j in range(1, width + 1) if t != j]
    positions = [(rows, turn) for rows in product(cells, repeat=rows_count) for turn in (0, 1)]
    options = {p: moves(p, width) for p in positions}
    label: dict[Position, str] = {}
    changed = True
    while changed:
        changed = False
        for p in positions:
            if p in label:
                continue
            if any(label.get(q) == "P" for q in options[p]):
                label[p] = "N"
                changed = True
            elif all(label.get(q) == "N" for q in options[p]):
                label[p] = "P"
                changed = True
    return {p: label.get(p, "D") for p in positions}
