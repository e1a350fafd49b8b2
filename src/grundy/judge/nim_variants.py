"""Judge formats for Nim told as other stories: HDU 1907 (misère), HDU 1850 (count the winning moves), HDU 1849 (pieces on cells).

>>> import io
>>> out = io.BytesIO()
>>> HDU1907().solve(io.BytesIO(b"2\\n3\\n3 5 1\\n1\\n1\\n"), out)
>>> HDU1850().solve(io.BytesIO(b"3\\n5 7 9\\n0\\n"), out)
>>> HDU1849().solve(io.BytesIO(b"2\\n3 5\\n3\\n3 5 6\\n0\\n"), out)
>>> print(out.getvalue().decode(), end="")
John
Brother
1
Rabbit Win!
Grass Win!

(The official samples.)  Algorithm notes: HDU 1907 is misère Nim (Bouton
1901: with a pile of two or more the player to move wins iff the nim-sum
is not 0; with only 1-piles, iff their number is even: see
:mod:`grundy.games.nim`); HDU 1850 asks for the number of winning first
moves of Nim, which is the number of piles p with p XOR s < p for the
nim-sum s (each such pile has exactly one winning move, the others none);
in HDU 1849 a piece on cell k is a Nim heap of k stones (moving it left by
d takes d), so Rabbit, who moves first, wins iff the XOR of the cells is
not 0.  Each case is read and answered in turn, in bounded memory (one
case's piles).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import reduce
from itertools import chain
from operator import xor
from typing import Any, BinaryIO

from ..games.nim import explain, is_p_position, winning_reductions
from ..messages import Text, catalogue
from . import PILE_SIZE, input_ends, too_large
from .cases import CaseReader, mixed, pieces
from .format import Case, CaseByCase, explained, quoted_numbers

__all__ = ["HDU1849", "HDU1850", "HDU1907", "MAX_PILES"]

#: The most piles one case may declare (they are kept while the case is read).
MAX_PILES = 10**7

MESSAGES = catalogue("judge.nim_variants", {
    "summary_hdu1907": ("HDU 1907: T cases of N and N piles, misère Nim; 'John' if the player to move wins, else 'Brother'",
                        "HDU 1907：T 组数据，每组 N 和 N 堆，反常 Nim；先手必胜输出 'John'，否则输出 'Brother'"),
    "summary_hdu1850": ("HDU 1850: M and M piles, to '0'; the number of winning first moves of Nim",
                        "HDU 1850：M 和 M 堆，以 '0' 结束；输出 Nim 先手必胜的第一步有几种"),
    "summary_hdu1849": ("HDU 1849: m and m cells, to '0'; 'Rabbit Win!' if the player to move wins, else 'Grass Win!'",
                        "HDU 1849：m 和 m 个格子号，以 '0' 结束；先手必胜输出 'Rabbit Win!'，否则输出 'Grass Win!'"),
    "cases": ("the number of cases T", "用例数 T"),
    "count_of_case": ("{letter} (the number of piles of case {case})", "第 {case} 组的堆数 {letter}"),
    "count": ("{letter} (the number of piles)", "堆数 {letter}"),
    "cell_count": ("m (the number of pieces)", "棋子数 m"),
    "pile_of": ("pile {j} of {n}", "{n} 堆中的第 {j} 堆"),
    "cell_of": ("the cell of piece {j} of {n}", "{n} 个棋子中第 {j} 个的格子号"),
    "cell": ("cell", "格子号"),
    "count_why": ("{moves} of the piles can be reduced to make the nim-sum 0, so there are {moves} winning first "
                  "moves. {explanation}", "有 {moves} 堆可以减少使异或和变为 0，所以先手必胜的第一步有 {moves} 种。{explanation}"),
    "cells_why": ("a piece on cell k is a Nim heap of k stones. {explanation}",
                  "位于第 k 格的棋子相当于有 k 个石子的一堆。{explanation}"),
})

#: The statements' bounds.  HDU 1907: T <= 474, 1 <= N <= 47, 1 <= Ai <= 4747.
#: HDU 1850: 1 < M <= 100, 1 <= Ni <= 10^6.  HDU 1849: m <= 1000, 0 <= Ki <= 1000.
HDU1907_T, HDU1907_N, HDU1907_PILE = 474, 47, 4747
HDU1850_M, HDU1850_PILE = 100, 10**6
HDU1849_M, HDU1849_CELL = 1000, 1000


def _take(reader: CaseReader, n: int, what: Any, missing: Any) -> list[Any]:
    piles = []
    for j in range(n):
        value = reader.next_int(what)
        if value is None:
            raise input_ends(reader.last_line(), missing(j + 1, n))
        piles.append(value)
    return piles


def _counted(reader: CaseReader, what: Text) -> Any:
    # A count: refused above MAX_PILES before what it counts is read.
    value = reader.expect_int(what)
    reader.check_limit(value, MAX_PILES, what)
    return value


def _until_zero(stream: BinaryIO, count_what: Text, item: Text, missing: Any) -> Iterator[Case]:
    # Cases 'n v1 .. vn' until a lone 0 (or the end of the input).
    reader = CaseReader(stream)
    number = 0
    while True:
        n = reader.next_int(count_what)
        if n is None or n == 0:
            return
        if n > MAX_PILES:
            raise too_large(reader.line(), count_what, n, MAX_PILES)
        line = reader.line()
        values = _take(reader, n, item, missing)
        number += 1
        yield Case(number, line, quoted_numbers(values), values)


def _piles(rng: random.Random, n: int, top: int, low: int = 1) -> list[int]:
    # n values in [low, top]; half the time of nim-sum 0 (the last one fixed, when it fits).
    values = [rng.randint(low, top) for _ in range(n)]
    rest = reduce(xor, values[:-1], 0)
    if n > 1 and rng.random() < 0.5 and low <= rest <= top:
        values[-1] = rest
    return values


def _input(count: int, hard: bool, special: list[list[int]], ordinary: Iterator[list[int]],
           head: list[str], tail: list[str]) -> Iterator[bytes]:
    # An input of `count` cases 'n' and n values, between the head and tail lines.
    def lines() -> Iterator[str]:
        for values in mixed(count, hard, special, ordinary):
            yield str(len(values))
            yield " ".join(map(str, values))

    return pieces(chain(head, lines(), tail))


class HDU1907(CaseByCase):
    """HDU 1907 (John): misère Nim; 'John' if the player to move wins, else 'Brother'."""

    name = "hdu1907"
    problem = "HDU 1907"
    summary = MESSAGES("summary_hdu1907")
    game = "nim"
    sample_input = b"2\n3\n3 5 1\n1\n1\n"
    sample_output = b"John\nBrother\n"
    max_cases = HDU1907_T

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = CaseReader(stream)
        cases = _counted(reader, MESSAGES("cases"))
        for case in range(1, cases + 1):
            n = _counted(reader, MESSAGES("count_of_case", letter="N", case=case))
            line = reader.line()
            piles = _take(reader, n, PILE_SIZE, lambda j, n: MESSAGES("pile_of", j=j, n=n))
            yield Case(case, line, quoted_numbers(piles), piles)

    def answer(self, case: Case) -> list[str]:
        return ["Brother" if is_p_position(case.data, misere=True) else "John"]

    def why(self, case: Case) -> Text:
        return explained(lambda lang: explain(case.data, misere=True, lang=lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU1907_PILE
        special = [[1], [1, 1], [1, 1, 1], [1] * HDU1907_N, [1] * (HDU1907_N - 1), [2], [2, 1, 1], [3, 3],
                   [top] * HDU1907_N, [top, 1], [2, 2, 1], [1, 2, 3]]

        def ordinary() -> Iterator[list[int]]:
            while True:
                n = rng.randint(1, HDU1907_N if rng.random() < 0.3 else 6)
                yield [1] * n if rng.random() < 0.15 else _piles(rng, n, top if rng.random() < 0.5 else 7)

        return _input(count, hard, special, ordinary(), [str(count)], [])


class HDU1850(CaseByCase):
    """HDU 1850 (Being a Good Boy in Spring Festival): the number of winning first moves of Nim."""

    name = "hdu1850"
    problem = "HDU 1850"
    summary = MESSAGES("summary_hdu1850")
    game = "nim"
    sample_input = b"3\n5 7 9\n0\n"
    sample_output = b"1\n"

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return _until_zero(stream, MESSAGES("count", letter="M"), PILE_SIZE,
                           lambda j, n: MESSAGES("pile_of", j=j, n=n))

    def answer(self, case: Case) -> list[str]:
        return [str(sum(1 for _ in winning_reductions(case.data)))]

    def why(self, case: Case) -> Text:
        moves = sum(1 for _ in winning_reductions(case.data))
        return MESSAGES("count_why", moves=moves, explanation=explained(lambda lang: explain(case.data, lang=lang)))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU1850_PILE
        # Equal piles (no winning move), piles that all hold the top bit of the nim-sum (many), the bounds.
        special = [[1, 1], [1, 2], [top, top], [top, 1], [1 << 19] * 3, [(1 << 19) + i for i in range(1, 100)],
                   [top] * HDU1850_M, [*range(1, HDU1850_M + 1)], [7, 7, 7]]

        def ordinary() -> Iterator[list[int]]:
            while True:
                yield _piles(rng, rng.randint(2, HDU1850_M if rng.random() < 0.2 else 6), top if rng.random() < 0.5 else 15)

        return _input(count, hard, special, ordinary(), [], ["0"])


class HDU1849(CaseByCase):
    """HDU 1849 (Rabbit and Grass): pieces on cells; 'Rabbit Win!' if the player to move wins."""

    name = "hdu1849"
    problem = "HDU 1849"
    summary = MESSAGES("summary_hdu1849")
    game = "nim"
    sample_input = b"2\n3 5\n3\n3 5 6\n0\n"
    sample_output = b"Rabbit Win!\nGrass Win!\n"

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return _until_zero(stream, MESSAGES("cell_count"), MESSAGES("cell"),
                           lambda j, n: MESSAGES("cell_of", j=j, n=n))

    def answer(self, case: Case) -> list[str]:
        return ["Rabbit Win!" if reduce(xor, case.data, 0) else "Grass Win!"]

    def why(self, case: Case) -> Text:
        return MESSAGES("cells_why", explanation=explained(lambda lang: explain(case.data, lang=lang)))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU1849_CELL
        # Every piece on cell 0 (the game is over: Grass wins), one piece, equal cells, the bounds.
        special = [[0], [0] * 5, [1], [top], [top, top], [0] * HDU1849_M, [top] * HDU1849_M, [3, 5, 6], [0, 7]]

        def ordinary() -> Iterator[list[int]]:
            while True:
                yield _piles(rng, rng.randint(1, HDU1849_M if rng.random() < 0.2 else 6), top if rng.random() < 0.5 else 9, 0)

        return _input(count, hard, special, ordinary(), [], ["0"])
