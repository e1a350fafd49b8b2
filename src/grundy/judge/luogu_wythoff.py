"""Judge format Luogu P2252 ([SHOI2002] 取石子游戏): Wythoff's game, one position.

>>> import io
>>> out = io.BytesIO()
>>> P2252().solve(io.BytesIO(b"8 4\\n"), out)
>>> out.getvalue()
b'1\\n'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ..bigint import int_to_str
from ..games.wythoff import Wythoff, is_p_position
from ..games.wythoff.classic import floor_phi
from ..messages import catalogue
from . import PILE_SIZE
from .classic import CaseByCase, Reader
from .format import Case

__all__ = ["P2252"]

MESSAGES = catalogue("judge.luogu_wythoff", {
    "summary": ("Luogu P2252: one pair 'a b' of Wythoff's game; 1 if the player to move wins, else 0",
                "洛谷 P2252：威佐夫博弈的一对 'a b'；先手必胜输出 1，否则输出 0"),
})


class P2252(CaseByCase):
    """Luogu P2252: Wythoff's exact test on one pair (what follows it is not read)."""

    name = "p2252"
    aliases = ("luogu-p2252",)
    problem = "Luogu P2252"
    summary = MESSAGES("summary")
    game = "wythoff"
    sample_input = b"8 4\n"
    sample_output = b"1\n"
    loose_end = True
    max_cases = 1  # one position per input

    def read(self, reader: Reader) -> Iterator[Case]:
        a = reader.expect(PILE_SIZE)
        line = reader.line()
        b = reader.expect(PILE_SIZE)
        yield Case(1, line, f"{int_to_str(a)} {int_to_str(b)}", (a, b))

    def answer(self, case: Case) -> list[str]:
        return ["0" if is_p_position(*case.data) else "1"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return Wythoff(), case.data

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        # One position per input, as the problem has.
        if hard:
            k = rng.randint(10**8, 3 * 10**8)  # P-positions near the top bound (b_k <= 10^9), and their neighbours
            a = floor_phi(k)
            a, b = rng.choice(((a, a + k), (a + k, a), (a, a + k + 1), (0, 0), (10**9, 10**9)))
        else:
            a, b = rng.randint(0, 100), rng.randint(0, 100)
        yield f"{a} {b}\n".encode()
