"""Judge format HDU 2516 (取石子游戏): Fibonacci Nim, one pile per line to '0'.

>>> import io
>>> out = io.BytesIO()
>>> HDU2516().solve(io.BytesIO(b"2\\n13\\n10000\\n0\\n"), out)
>>> print(out.getvalue().decode(), end="")
Second win
Second win
First win
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.fibonacci_nim import FibonacciNim, outcome
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["HDU2516"]

MESSAGES = catalogue("judge.fibonacci_nim", {
    "summary": ("HDU 2516: one pile n per line to '0'; Fibonacci Nim: 'Second win' if the first player loses, "
                "else 'First win'", "HDU 2516：每行一堆 n，以 '0' 结束；斐波那契博弈：先手必败输出 'Second win'，否则输出 'First win'"),
    "n": ("n (the pile of case {case})", "第 {case} 组的石子数 n"),
})


def _fibonacci_below(limit: int) -> list[int]:
    fibs = [2, 3]
    while fibs[-1] + fibs[-2] < limit:
        fibs.append(fibs[-1] + fibs[-2])
    return fibs


class HDU2516(CaseByCase):
    """HDU 2516: 'Second win' exactly when n is a Fibonacci number."""

    name = "hdu2516"
    aliases = ()
    problem = "HDU 2516"
    summary = MESSAGES("summary")
    game = "fibonacci-nim"
    sample_input = b"2\n13\n10000\n0\n"
    sample_output = b"Second win\nSecond win\nFirst win\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        case = 0
        while True:
            case += 1
            n = reader.next(MESSAGES("n", case=case))
            if n is None or n == 0:
                return
            yield Case(case, reader.line(), int_to_str(n), n)

    def answer(self, case: Case) -> list[str]:
        n = case.data
        return ["First win" if outcome(n, n - 1) == "N" else "Second win"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return FibonacciNim(), (case.data, case.data - 1)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        fibs = _fibonacci_below(2**31)
        # First the largest Fibonacci numbers (a list that stops a term or two short misses them), their
        # neighbours and the bounds; then the kinds in turn.
        special = [fibs[-1], fibs[-2], fibs[-1] - 1, fibs[-1] + 1, 2**31 - 1, fibs[-3], 2, 3] if hard else []
        for i in range(count):
            kind = i % 4 if hard else 3
            if i < len(special):
                n = special[i]
            elif kind == 0:
                n = rng.choice(fibs)
            elif kind == 1:
                n = rng.choice(fibs) + rng.choice((-1, 1))
            elif kind == 2:
                n = rng.choice((2, 3, 2**31 - 1, fibs[-1], fibs[-1] + 1))
            else:
                n = rng.randint(2, 100 if not hard else 2**31 - 1)
            yield f"{max(n, 2)}\n".encode()
        yield b"0\n"
