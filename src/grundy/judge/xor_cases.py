"""Judge formats of T cases of n heaps, answered by the XOR of a value per heap: CSES 1730 and HDU 3032.

>>> import io
>>> out = io.BytesIO()
>>> CSES1730().solve(io.BytesIO(CSES1730.sample_input), out)
>>> out.getvalue() == CSES1730.sample_output
True
>>> out = io.BytesIO()
>>> HDU3032().solve(io.BytesIO(b"2\\n3\\n2 2 3\\n2\\n3 3\\n"), out)
>>> out.getvalue()
b'Alice\\nBob\\n'

Both read their input as Luogu P2197's solver does (:func:`grundy.judge.nim.xor_cases`):
in chunks, tokenised with numpy, the cases of a chunk found and XOR-reduced
at once, exact for heaps of any size; input of a few thousand tokens is read
token by token without numpy.  CSES 1730 is Nim (a heap is worth itself);
HDU 3032 is Lasker's Nim, where a heap of n is worth g(n) (n, except that
4k+3 and 4k+4 trade places: :mod:`grundy.games.lasker`).

Algorithm notes: over an int64 array of heaps below 2^63, g is computed as
n + [n = 3 mod 4] - [n = 0 mod 4 and n > 0]; only 2^63 - 1 (which is 3 mod
4) would leave int64, and that is the value that stands for a longer token,
whose exact g is XOR-ed in with Python integers while the wrapped pattern is
cancelled (see :class:`grundy.judge.nim.XorRule`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import reduce
from operator import xor
from typing import Any, BinaryIO

from ..games.lasker import Lasker, grundy_value
from ..games.nim import explain as nim_explain
from ..messages import Text, catalogue
from . import PILE_SIZE, JudgeFormat
from .format import Case
from .nim import _CASES, XorRule, _count, _n_what, _pile_what, _PlainCursor, xor_cases

__all__ = ["CSES1730", "HDU3032", "LASKER"]

MESSAGES = catalogue("judge.xor_cases", {
    "summary_cses1730": ("CSES 1730 (Nim Game I): t tests of 'n' and n heaps; first if the player to move wins, "
                         "else second",
                         "CSES 1730：t 组测试，每组 'n' 和 n 堆；先手必胜输出 'first'，否则输出 'second'"),
    "summary_hdu3032": ("HDU 3032 (Nim or not Nim?): T cases of 'N' and N heaps of Lasker's Nim (take, or split a "
                        "heap in two); Alice if the player to move wins, else Bob",
                        "HDU 3032：T 组数据，每组 'N' 和 N 堆拉斯克尼姆（取子或把一堆分成两堆）；"
                        "先手必胜输出 'Alice'，否则输出 'Bob'"),
})

#: Numbers a case's text quotes before it shortens the list.
QUOTED = 8
#: CSES 1730's bounds: t <= 2*10^5 tests, their n add up to at most 2*10^5, 1 <= x <= 10^9.
CSES_TESTS, CSES_HEAPS, CSES_HEAP = 200_000, 200_000, 10**9
#: HDU 3032's bounds: T <= 100, N <= 10^6, 1 <= s <= 2^31 - 1.
HDU3032_T, HDU3032_N, HDU3032_HEAP = 100, 10**6, 2**31 - 1


class _Nim(XorRule):
    won, lost = b"first\n", b"second\n"


class _Lasker(XorRule):
    won, lost = b"Alice\n", b"Bob\n"

    def value(self, heap: Any) -> Any:
        return grundy_value(heap)

    def values(self, heaps: Any) -> Any:
        rest = heaps & 3
        g = heaps + (rest == 3)
        g -= (rest == 0) & (heaps != 0)
        return g


#: The rules of the two formats.
NIM_FIRST = _Nim()
LASKER = _Lasker()


def _cases(stream: BinaryIO) -> Iterator[Case]:
    # The cases of a "T, then n and n heaps" input, exact, with the solver's errors.
    cursor = _PlainCursor(stream)
    cases = _count(cursor, _CASES)
    for case in range(1, cases + 1):
        n = _count(cursor, _n_what(case))
        line = cursor.line()
        heaps, _ = cursor.take(n, PILE_SIZE, lambda got: _pile_what(got + 1, n, case))
        yield Case(case, line, _quoted(heaps), tuple(heaps))


def _quoted(values: Any) -> str:
    shown = " ".join(map(str, values[:QUOTED]))
    return shown if len(values) <= QUOTED else f"{shown} ... [{len(values):,}]"


def _explained(explain: Any) -> Text:
    # A game's explanation, written by explain(lang), as a text in both languages.
    return Text.literal(explain("en"), explain("zh"))


def _layout(cases: list[list[int]]) -> Iterator[bytes]:
    # T, then each case's count on a line and its heaps on the next.
    yield f"{len(cases)}\n".encode()
    for heaps in cases:
        yield f"{len(heaps)}\n{' '.join(map(str, heaps))}\n".encode()


class CSES1730(JudgeFormat):
    """CSES 1730 (Nim Game I): t tests of n heaps; 'first' if the player to move wins, else 'second'."""

    name = "cses1730"
    aliases = ()
    problem = "CSES 1730"
    summary = MESSAGES("summary_cses1730")
    game = "nim"
    loose_end = True
    max_cases = CSES_TESTS
    sample_input = b"3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n"
    sample_output = b"first\nfirst\nsecond\n"

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        xor_cases(stream, out, NIM_FIRST)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return _cases(stream)

    def answer(self, case: Case) -> list[str]:
        return ["first" if reduce(xor, case.data, 0) else "second"]

    def why(self, case: Case) -> Text:
        return _explained(lambda lang: nim_explain(case.data, lang=lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """``count`` tests (at most 2*10^5) whose heaps add up to at most 2*10^5 in number.

        With ``hard``: single heaps, equal heaps (lost), heaps of 10^9, a test
        of nim-sum 0 built from large heaps, and one test that takes the rest of
        the heap budget.
        """
        count = min(count, CSES_TESTS)
        budget = CSES_HEAPS - count  # every test has one heap; this many more may be added
        cases: list[list[int]] = []
        special: list[list[int]] = [[1], [CSES_HEAP], [CSES_HEAP, CSES_HEAP], [7, 7, 7, 7], [1, 2, 3],
                                    [CSES_HEAP, CSES_HEAP - 1, 1]] if hard else []
        for i in range(count):
            if special and i % 2 == 0:
                heaps = special.pop(0)
            else:
                extra = min(budget, rng.randint(0, 9))
                heaps = [rng.randint(1, CSES_HEAP if hard else 1000) for _ in range(1 + extra)]
                if len(heaps) > 1 and rng.random() < 0.4:  # a lost one, when the XOR fits
                    rest = reduce(xor, heaps[:-1], 0)
                    if 1 <= rest <= CSES_HEAP:
                        heaps[-1] = rest
            budget -= len(heaps) - 1
            cases.append(heaps)
        if hard and cases and budget > 0:
            cases[-1] = [rng.randint(1, CSES_HEAP) for _ in range(len(cases[-1]) + budget)]
        return _layout(cases)


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
        return _cases(stream)

    def answer(self, case: Case) -> list[str]:
        return ["Alice" if reduce(xor, map(grundy_value, case.data), 0) else "Bob"]

    def why(self, case: Case) -> Text:
        return _explained(lambda lang: Lasker().explain(case.data, lang))

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
        return _layout(cases)
