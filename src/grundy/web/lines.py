"""The sieve of a one-heap game on a line of heaps 0, 1, ..., size - 1, step by step.

The Step-by-step view shows how the P-positions of a take-away game (a
subtraction game, Bash's game, Nim) are found on a line of heaps, as a
class does it on the board: the heaps in order, the first one not crossed
out is a P-position, and every heap with a move to it is crossed out; in
misère play the empty heap is crossed out first (the player to move there
has won).  With ``grundy``, each heap takes the mex of the values of the
heaps it moves to.  The line is drawn in rows of ``width`` heaps, so that a
period of the game shows as columns.  Everything comes from the game's own
moves (``Game.options``) on a single heap.

>>> s = line_sieve("bash", {"max_take": 2}, size=7)
>>> [step["p"] for step in s["steps"]], s["columns"]
([[0, 0], [3, 0], [6, 0]], 10)
>>> [step["value"] for step in line_sieve("subtraction", {"set": "1,3,4"}, size=8, grundy=True)["mex"]]
[0, 1, 0, 1, 2, 3, 2, 0]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import mex
from ..errors import TooLargeError, UnsupportedError
from ..messages import catalogue
from .reading import build

__all__ = ["MAX_LINE", "line_sieve"]

#: The most heaps a line shows.
MAX_LINE = 200

MESSAGES = catalogue("web.lines", {
    "size": ("the line must have between 1 and {limit} {limit:~heap|heaps}, not {size}",
             "这一行的堆数必须在 1 到 {limit} 之间，不能是 {size}"),
    "not_one_heap": ("{game}: a move from a heap of {n} does not leave one smaller heap, so it has no line to sieve",
                     "{game}：从 {n} 个的一堆走一步不是留下更小的一堆，没有可以筛的一行"),
})


def _moves(game: Any, n: int) -> list[int]:
    """The heaps one move from a heap of n: each option must be one smaller heap."""
    out = []
    for after in game.options(game.position_from_json([n])):
        heap = game.position_to_json(after)
        if len(heap) != 1 or not isinstance(heap[0], int) or not 0 <= heap[0] < n:
            raise UnsupportedError(MESSAGES("not_one_heap", game=game.name, n=n))
        out.append(heap[0])
    return out


def line_sieve(game: str, options: Mapping[str, Any] | None = None, rules: Mapping[str, Any] | None = None,
               size: int = 30, grundy: bool = False, width: int = 10) -> dict[str, Any]:
    """The steps that find the P-positions (or the Grundy values) of the heaps 0 .. size - 1.

    Cells are ``[x, y]`` with heap ``n = y * width + x`` (the shape of ``/api/sieve``);
    ``names`` gives each cell's heap, ``top_down`` says that row 0 is drawn at the top.
    """
    if not 1 <= size <= MAX_LINE:
        raise TooLargeError(MESSAGES("size", limit=MAX_LINE, size=size))
    built = build(game, options, rules).game
    moves = {n: _moves(built, n) for n in range(size)}

    def cell(n: int) -> list[int]:
        return [n % width, n // width]

    rows = (size + width - 1) // width
    misere = bool(getattr(built, "misere", False))
    data: dict[str, Any] = {
        "game": built.name, "rules": built.rules(), "size": max(width, rows), "columns": width, "rows": rows,
        "column_labels": [str(x) for x in range(width)], "row_labels": [str(y * width) for y in range(rows)],
        "names": [[str(y * width + x) if y * width + x < size else "" for x in range(width)] for y in range(rows)],
        "top_down": True, "misere": misere, "slopes": [], "heaps": size,
    }
    if grundy:
        values: dict[int, int] = {}
        steps: list[dict[str, Any]] = []
        for n in range(size):
            values[n] = mex(values[m] for m in moves[n])
            steps.append({"cell": cell(n), "options": [cell(m) for m in moves[n]],
                          "values": [values[m] for m in moves[n]], "value": values[n]})
        data["mex"] = steps
        return data
    back: dict[int, list[int]] = {n: [] for n in range(size)}
    for n, reached in moves.items():
        for m in reached:
            back[m].append(n)
    decided: set[int] = set()
    sieve: list[dict[str, Any]] = []
    if misere:
        ended = [n for n in range(size) if not moves[n]]
        decided.update(ended)
        sieve.append({"p": None, "crossed": [cell(n) for n in ended]})
    for n in range(size):
        if n in decided:
            continue
        decided.add(n)
        crossed = sorted({m for m in back[n] if m not in decided})
        decided.update(crossed)
        sieve.append({"p": cell(n), "crossed": [cell(m) for m in crossed]})
    data["steps"] = sieve
    return data
