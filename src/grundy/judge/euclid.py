"""Judge format POJ 2348 (Euclid's Game): pairs 'a b' to '0 0'.

>>> import io
>>> out = io.BytesIO()
>>> POJ2348().solve(io.BytesIO(b"34 12\\n15 24\\n0 0\\n"), out)
>>> print(out.getvalue().decode(), end="")
Stan wins
Ollie wins
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.euclid import Euclid, outcome
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["POJ2348"]

MESSAGES = catalogue("judge.euclid", {
    "summary": ("POJ 2348: pairs 'a b' to '0 0'; Euclid's game: 'Stan wins' if the first player wins, else 'Ollie wins'",
                "POJ 2348：数对 'a b'，以 '0 0' 结束；欧几里得游戏：先手必胜输出 'Stan wins'，否则输出 'Ollie wins'"),
    "a": ("a (the first number of case {case})", "第 {case} 组的第一个数 a"),
    "b": ("b (the second number of case {case})", "第 {case} 组的第二个数 b"),
})


class POJ2348(CaseByCase):
    """POJ 2348: the continued-fraction rule of Cole and Davie."""

    name = "poj2348"
    aliases = ()
    problem = "POJ 2348"
    summary = MESSAGES("summary")
    game = "euclid"
    sample_input = b"34 12\n15 24\n0 0\n"
    sample_output = b"Stan wins\nOllie wins\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        case = 0
        while True:
            case += 1
            a = reader.next(MESSAGES("a", case=case))
            if a is None:
                return
            line = reader.line()
            b = reader.expect(MESSAGES("b", case=case))
            if a == 0 and b == 0:
                return
            yield Case(case, line, f"{int_to_str(a)} {int_to_str(b)}", (a, b), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["Stan wins" if outcome(*case.data) == "N" else "Ollie wins"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return Euclid(), case.data

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = 2**31 - 1
        fib = [1, 2]
        while fib[-1] + fib[-2] <= top:
            fib.append(fib[-1] + fib[-2])
        for i in range(count):
            kind = i % 4 if hard else 3
            if kind == 0:  # consecutive Fibonacci numbers: the longest run of forced moves
                j = rng.randrange(1, len(fib))
                a, b = fib[j], fib[j - 1]
            elif kind == 1:  # equal numbers, or one dividing the other
                b = rng.randint(1, 10**6)
                a = b * rng.randint(1, top // b)
            elif kind == 2:
                a, b = top, rng.choice((1, top, top - 1, 2**30))
            else:
                a, b = rng.randint(1, 100 if not hard else top), rng.randint(1, 100 if not hard else top)
            if rng.random() < 0.5:
                a, b = b, a
            yield f"{a} {b}\n".encode()
        yield b"0 0\n"
