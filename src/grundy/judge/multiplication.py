"""Judge format HDU 1517 (A Multiplication Game, also POJ 2505): one n per line to end of input.

>>> import io
>>> out = io.BytesIO()
>>> HDU1517().solve(io.BytesIO(b"162\\n17\\n34012226\\n"), out)
>>> print(out.getvalue().decode(), end="")
Stan wins.
Ollie wins.
Stan wins.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.multiplication import Multiplication, outcome
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["HDU1517"]

MESSAGES = catalogue("judge.multiplication", {
    "summary": ("HDU 1517 / POJ 2505: one n per line to end of input; 'Stan wins.' if the first player wins, "
                "else 'Ollie wins.'", "HDU 1517 / POJ 2505：读到输入结束，每行一个 n；先手必胜输出 'Stan wins.'，否则输出 'Ollie wins.'"),
    "n": ("n (the target of case {case})", "第 {case} 组的目标 n"),
    "zero": ("n must be at least 1, not 0", "n 至少为 1，不能是 0"),
})


class HDU1517(CaseByCase):
    """HDU 1517: Stan wins exactly when n lies in (18^k, 9 * 18^k]."""

    name = "hdu1517"
    aliases = ("poj2505",)
    problem = "HDU 1517 / POJ 2505"
    summary = MESSAGES("summary")
    game = "multiplication"
    sample_input = b"162\n17\n34012226\n"
    sample_output = b"Stan wins.\nOllie wins.\nStan wins.\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        case = 0
        while True:
            case += 1
            n = reader.next(MESSAGES("n", case=case))
            if n is None:
                return
            if n == 0:
                raise reader.refuse(MESSAGES("zero"))
            yield Case(case, reader.line(), int_to_str(n), n)

    def answer(self, case: Case) -> list[str]:
        return ["Stan wins." if outcome(1, case.data) == "N" else "Ollie wins."]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return Multiplication(), (1, case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        edges = [e + d for k in range(8) for e in (18**k, 9 * 18**k) for d in (0, 1)]
        for i in range(count):
            if hard and i % 3 == 0:
                n = rng.choice(edges)
            elif hard and i % 3 == 1:
                n = rng.choice((2, 4294967294, 9, 10, 18, 19, 162, 163))
            else:
                n = rng.randint(2, 1000 if not hard else 4294967294)
            yield f"{min(max(n, 2), 4294967294)}\n".encode()
