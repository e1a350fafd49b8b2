"""Judge format HDU 1730 (Northcott Game): Tom and Jerry's pieces on rows; Nim on the gaps.

>>> import io
>>> out = io.BytesIO()
>>> HDU1730().solve(io.BytesIO(HDU1730.sample_input), out)
>>> print(out.getvalue().decode(), end="")
BAD LUCK!
I WIN!
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..games.northcott import Northcott, gap_xor
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["HDU1730"]

MESSAGES = catalogue("judge.northcott", {
    "summary": ("HDU 1730: cases 'n m' and n rows 'T J' to end of input; I WIN! if Tom (first) wins, else BAD LUCK!",
                "HDU 1730：读到输入结束的用例，每组 'n m' 和 n 行 'T J'；汤姆（先手）必胜输出 'I WIN!'，否则输出 'BAD LUCK!'"),
    "n": ("n (the number of rows of case {case})", "第 {case} 组的行数 n"),
    "m": ("m (the number of columns of case {case})", "第 {case} 组的列数 m"),
    "t": ("Tom's column in row {row} of case {case}", "第 {case} 组第 {row} 行汤姆的列号"),
    "j": ("Jerry's column in row {row} of case {case}", "第 {case} 组第 {row} 行杰瑞的列号"),
    "narrow": ("the board must have at least 2 columns, not {m}", "棋盘至少要有 2 列，不能是 {m}"),
    "no_rows": ("case {case} has no row (n must be at least 1)", "第 {case} 组没有行（n 至少为 1）"),
    "off_board": ("column {c} is not on a board of {m} {m:~column|columns}", "第 {c} 列不在 {m} 列的棋盘上"),
    "same_cell": ("Tom's and Jerry's pieces share column {c} in row {row}", "第 {row} 行汤姆和杰瑞的棋子都在第 {c} 列"),
    "text": ("{n} {n:~row|rows} of {m} {m:~column|columns}: {rows}", "{n} 行 {m} 列：{rows}"),
})


class HDU1730(CaseByCase):
    """HDU 1730 Northcott Game: 'I WIN!' or 'BAD LUCK!' per case."""

    name = "hdu1730"
    aliases = ()
    problem = "HDU 1730"
    summary = MESSAGES("summary")
    game = "northcott"
    sample_input = b"3 6\n4 5\n1 2\n1 2\n\n3 6\n4 5\n1 3\n1 2\n"
    sample_output = b"BAD LUCK!\nI WIN!\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        case = 0
        while True:
            case += 1
            n = reader.next(MESSAGES("n", case=case))
            if n is None:
                return
            line = reader.line()
            reader.check(n, MESSAGES("n", case=case), 10**7)
            if n == 0:
                raise reader.refuse(MESSAGES("no_rows", case=case))
            m = reader.expect(MESSAGES("m", case=case))
            if m < 2:
                raise reader.refuse(MESSAGES("narrow", m=m))
            rows = []
            for row in range(1, n + 1):
                cols = []
                for key in ("t", "j"):
                    c = reader.value(lambda: MESSAGES("t", row=row, case=case) if key == "t" else
                                     MESSAGES("j", row=row, case=case))
                    if not 1 <= c <= m:
                        raise reader.refuse(MESSAGES("off_board", c=c, m=m))
                    cols.append(c)
                if cols[0] == cols[1]:
                    raise reader.refuse(MESSAGES("same_cell", c=cols[0], row=row))
                rows.append((cols[0], cols[1]))
            shown = " ".join(f"{t},{j}" for t, j in rows)
            yield Case(case, line, MESSAGES("text", n=n, m=m, rows=shown).render("en"), (m, tuple(rows)), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["I WIN!" if gap_xor(case.data[1]) else "BAD LUCK!"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        m, rows = case.data
        return Northcott(width=m), (rows, 0)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        for i in range(count):
            kind = i % 4 if hard else 3
            m = 100 if kind == 2 else rng.randint(2, 100 if hard else 10)
            n = 1000 if kind == 2 else 1 if kind == 0 else rng.randint(1, 8)
            rows = [rng.sample(range(1, m + 1), 2) for _ in range(n)]
            if kind == 1 and n > 1:  # a lost position: the rows in equal pairs, a last gap of 0
                half = rows[: n // 2]
                rows = half + half + ([[1, 2]] if n % 2 else [])
            text = f"{n} {m}\n" + "".join(f"{t} {j}\n" for t, j in rows)
            yield (text + ("\n" if i + 1 < count else "")).encode()
