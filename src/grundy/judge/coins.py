"""Judge format HDU 3951 (Coin Game): n coins in a circle, take 1 to K adjacent ones.

>>> import io
>>> out = io.BytesIO()
>>> HDU3951().solve(io.BytesIO(b"2\\n3 1\\n3 2\\n"), out)
>>> print(out.getvalue().decode(), end="")
Case 1: first
Case 2: second
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.coins import Coins, circle_outcome
from ..messages import catalogue
from .format import Case, CaseByCase
from .reading import TokenReader

__all__ = ["HDU3951"]

MESSAGES = catalogue("judge.coins", {
    "summary": ("HDU 3951: T cases 'N K' of coins in a circle; 'Case i: first' if the first player wins, else "
                "'Case i: second'", "HDU 3951：T 组 'N K'（一圈硬币）；先手必胜输出 'Case i: first'，否则输出 'Case i: second'"),
    "cases": ("the number of cases T", "用例数 T"),
    "n": ("N (the coins of case {case})", "第 {case} 组的硬币数 N"),
    "k": ("K (the most coins one move takes, case {case})", "第 {case} 组每步最多取的枚数 K"),
    "k_zero": ("K (the most coins one move takes) must be at least 1, not 0", "每步最多取的枚数 K 至少为 1，不能是 0"),
})


class HDU3951(CaseByCase):
    """HDU 3951: first wins exactly when K >= N, or K = 1 and N is odd."""

    name = "hdu3951"
    aliases = ()
    problem = "HDU 3951"
    summary = MESSAGES("summary")
    game = "coins"
    sample_input = b"2\n3 1\n3 2\n"
    sample_output = b"Case 1: first\nCase 2: second\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        cases = reader.count(MESSAGES("cases"))
        for case in range(1, cases + 1):
            n = reader.expect(MESSAGES("n", case=case))
            line = reader.line()
            k = reader.expect(MESSAGES("k", case=case))
            if k == 0:
                raise reader.refuse(MESSAGES("k_zero"))
            yield Case(case, line, f"{int_to_str(n)} {int_to_str(k)}", (n, k), reader.line())

    def answer(self, case: Case) -> list[str]:
        n, k = case.data
        return [f"Case {case.number}: " + ("first" if circle_outcome(n, k) == "N" else "second")]

    def explained(self, case: Case) -> tuple[Any, Any]:
        n, k = case.data
        return Coins(max_take=k), ((n,), ())

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        yield f"{count}\n".encode()
        for i in range(count):
            kind = i % 4 if hard else 3
            if kind == 0:  # K = N, K = N - 1: taking all, or just not
                k = rng.randint(3, 10)
                n = k - rng.randint(0, 1) if k > 3 else k
            elif kind == 1:  # K = 1: parity
                n, k = rng.randint(3, 10**9), 1
            elif kind == 2:
                n, k = rng.choice((3, 10**9, 10**9 - 1)), rng.choice((1, 2, 10))
            else:
                n, k = rng.randint(3, 30 if not hard else 10**9), rng.randint(1, 10)
            yield f"{n} {k}\n".encode()
