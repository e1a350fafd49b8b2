"""Judge format for Lasker's Nim: HDU 3032 (Nim or not Nim?).

>>> import io
>>> out = io.BytesIO()
>>> HDU3032().solve(io.BytesIO(b"2\\n3\\n2 2 3\\n2\\n3 3\\n"), out)
>>> out.getvalue()
b'Alice\\nBob\\n'

A heap of Lasker's Nim may be taken from or split in two; a heap of n is
worth g(n) (n, except that 4k+3 and 4k+4 trade places:
:mod:`grundy.games.lasker`), and a case is won iff the XOR of its heaps'
values is not 0.  The input is read as Luogu P2197's is
(:func:`grundy.judge.nim_sum.xor_cases`): in chunks, tokenised with numpy,
the cases of a chunk found and XOR-reduced at once, exact for heaps of any
size; input of a few thousand tokens is read token by token without numpy.

Algorithm notes: over an int64 array of heaps below 2^63, g is computed as
n + [n = 3 mod 4] - [n = 0 mod 4 and n > 0]; only 2^63 - 1 (which is 3 mod
4) would leave int64, and that is the value that stands for a longer token,
whose exact g is XOR-ed in with Python integers while the wrapped pattern is
cancelled (see :class:`grundy.judge.nim_sum.XorRule`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import reduce
from operator import xor
from typing import Any, BinaryIO

from ..games.lasker import Lasker, grundy_value
from ..messages import Text, catalogue
from . import JudgeFormat
from .format import Case, explained, quoted_numbers
from .nim_sum import XorRule, heap_cases, heap_layout, xor_cases
from .reading import TokenReader

__all__ = ["HDU3032", "LASKER"]

MESSAGES = catalogue("judge.lasker", {
    "summary_hdu3032": ("HDU 3032 (Nim or not Nim?): T cases of 'N' and N heaps of Lasker's Nim (take, or split a "
                        "heap in two); Alice if the player to move wins, else Bob",
                        "HDU 3032：T 组数据，每组 'N' 和 N 堆拉斯克尼姆（取子或把一堆分成两堆）；"
                        "先手必胜输出 'Alice'，否则输出 'Bob'"),
})

#: HDU 3032's bounds: T <= 100, N <= 10^6, 1 <= s <= 2^31 - 1.
HDU3032_T, HDU3032_N, HDU3032_HEAP = 100, 10**6, 2**31 - 1


class _Lasker(XorRule):
    won, lost = b"Alice\n", b"Bob\n"

    def value(self, heap: Any) -> Any:
        return grundy_value(heap)

    def values(self, heaps: Any) -> Any:
        rest = heaps & 3
        g = heaps + (rest == 3)
        g -= (rest == 0) & (heaps != 0)
        return g


#: Lasker's Nim with HDU 3032's answers.
LASKER = _Lasker()


class HDU3032(JudgeFormat):
    """HDU 3032 (Nim or not Nim?): T cases of N heaps of Lasker's Nim; 'Alice' if the player to move wins."""

    name = "hdu3032"
    aliases = ()
    problem = "HDU 3032"
    summary = MESSAGES("summary_hdu3032")
    game = "lasker"
    max_cases = HDU3032_T
    sample_input = b"2\n3\n2 2 3\n2\n3 3\n"
    sample_output = b"Alice\nBob\n"

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        xor_cases(stream, out, LASKER)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        for case, line, heaps, end in heap_cases(TokenReader(stream)):
            yield Case(case, line, quoted_numbers(heaps), tuple(heaps), end)

    def answer(self, case: Case) -> list[str]:
        return ["Alice" if reduce(xor, map(grundy_value, case.data), 0) else "Bob"]

    def why(self, case: Case) -> Text:
        return explained(lambda lang: Lasker().explain(case.data, lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """``count`` cases (at most 100) of up to 1000 heaps (with ``hard``, one of 10^5).

        With ``hard``: the positions that plain Nim gets wrong both ways
        ((1, 2, 3) is won, (1, 2, 4) lost), heaps of 2^31 - 1 (whose value
        2^31 leaves a 32-bit int), equal heaps, single heaps, a lost
        position of large heaps.
        """
        count = min(count, HDU3032_T)
        top = HDU3032_HEAP
        special: list[list[int]] = [[1, 2, 3], [1, 2, 4], [top], [top, top], [top, top - 1], [3, 4, 7],
                                    [4] * 6, [rng.randint(1, top) for _ in range(100_000)]] if hard else []
        cases: list[list[int]] = []
        for i in range(count):
            if special and i % 2 == 0:
                cases.append(special.pop(0))
                continue
            heaps = [rng.randint(1, top if hard or rng.random() < 0.5 else 50) for _ in range(rng.randint(1, 1000))]
            if len(heaps) > 1 and rng.random() < 0.4:  # a lost one: the last heap of the value that cancels
                last = grundy_value(reduce(xor, map(grundy_value, heaps[:-1]), 0))
                if 1 <= last <= top:
                    heaps[-1] = last
            cases.append(heaps)
        return heap_layout(cases)
