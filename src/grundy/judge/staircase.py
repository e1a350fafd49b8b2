"""Judge format POJ 1704 (Georgia and Bob): staircase Nim on chessmen in a row.

>>> import io
>>> out = io.BytesIO()
>>> POJ1704().solve(io.BytesIO(b"2\\n3\\n1 2 3\\n8\\n1 5 6 7 9 12 14 17\\n"), out)
>>> print(out.getvalue().decode(), end="")
Bob will win
Georgia will win
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.staircase import Staircase, grundy
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["POJ1704"]

MESSAGES = catalogue("judge.staircase", {
    "summary": ("POJ 1704: T cases of N and N cells of chessmen (staircase Nim); 'Georgia will win' if the player "
                "to move wins, else 'Bob will win'",
                "POJ 1704：T 组数据，每组 N 和 N 个棋子的格子号（阶梯博弈）；先手必胜输出 'Georgia will win'，否则输出 'Bob will win'"),
    "cases": ("the number of cases T", "用例数 T"),
    "n": ("N (the number of chessmen of case {case})", "第 {case} 组的棋子数 N"),
    "cell": ("cell {j} of {n} of case {case}", "第 {case} 组 {n} 个格子中的第 {j} 个"),
    "zero": ("the cells are numbered from 1: {cell} is not one", "格子从 1 开始编号：{cell} 不是格子"),
    "twice": ("two chessmen stand on cell {cell}", "两个棋子在同一格 {cell}"),
    "no_chessmen": ("case {case} has no chessman (N must be at least 1)", "第 {case} 组没有棋子（N 至少为 1）"),
    "text": ("{n} chessmen: {cells}", "{n} 个棋子：{cells}"),
})


class POJ1704(CaseByCase):
    """POJ 1704 Georgia and Bob: 'Georgia will win' or 'Bob will win' per case."""

    name = "poj1704"
    aliases = ()
    problem = "POJ 1704"
    summary = MESSAGES("summary")
    game = "staircase"
    sample_input = b"2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n"
    sample_output = b"Bob will win\nGeorgia will win\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        cases = reader.count(MESSAGES("cases"))
        for case in range(1, cases + 1):
            n = reader.count(MESSAGES("n", case=case), 10**7)
            line = reader.line()
            if n == 0:
                raise reader.refuse(MESSAGES("no_chessmen", case=case))
            cells = []
            seen = set()
            for j in range(1, n + 1):
                cell = reader.value(lambda: MESSAGES("cell", j=j, n=n, case=case))
                if cell == 0:
                    raise reader.refuse(MESSAGES("zero", cell=cell))
                if cell in seen:
                    raise reader.refuse(MESSAGES("twice", cell=cell))
                seen.add(cell)
                cells.append(cell)
            text = MESSAGES("text", n=n, cells=" ".join(map(int_to_str, cells))).render("en")
            yield Case(case, line, text, tuple(sorted(cells)), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["Georgia will win" if grundy(case.data) else "Bob will win"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return Staircase(), case.data

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        yield f"{count}\n".encode()
        for i in range(count):
            # random inputs mix short rows and lost positions with wide ones: wide random cells are
            # nearly always a first player's win, which hides a wrong answer of the other kind
            kind = i % 5 if hard else rng.choice((3, 4, 5, 5))
            if kind == 0:  # one chessman
                cells = [rng.randint(1, 10000)]
            elif kind == 1:  # packed at the edge: nobody can move
                cells = list(range(1, rng.randint(1, 1000) + 1))
            elif kind == 2:  # the most chessmen, the far cells
                cells = rng.sample(range(1, 10001), 1000)
            elif kind == 3:  # a lost position: pairs of equal gaps, shuffled
                cells = _lost(rng)
            elif kind == 4:
                cells = rng.sample(range(1, 10001), rng.randint(1, 20 if not hard else 1000))
            else:  # a short row of close cells
                cells = rng.sample(range(1, 13), rng.randint(1, 6))
            rng.shuffle(cells)
            yield f"{len(cells)}\n{' '.join(map(str, cells))}\n".encode()


def _lost(rng: random.Random) -> list[int]:
    # Chessmen whose gaps inside the pairs from the right XOR to 0: each gap twice.
    gaps = [rng.randint(0, 200) for _ in range(rng.randint(1, 10))]
    inside = gaps + gaps
    cells, at = [], 0
    for g in inside:
        at += rng.randint(0, 50) + 1  # the gap before the pair does not count
        cells.append(at)
        at += g + 1
        cells.append(at)
    return cells
