"""Judge formats for Nim: Luogu P2197, HDU 2176, CSES 1730, HDU 1907 (misère), HDU 1850 and HDU 1849.

>>> import io
>>> out = io.BytesIO()
>>> p2197(io.BytesIO(b"2\\n2\\n1 1\\n2\\n1 0\\n"), out)
>>> out.getvalue()
b'No\\nYes\\n'
>>> out = io.BytesIO()
>>> hdu2176(io.BytesIO(b"2\\n45 45\\n3\\n3 6 9\\n5\\n5 7 8 9 10\\n0\\n"), out)
>>> print(out.getvalue().decode(), end="")
No
Yes
9 5
Yes
8 1
9 0
10 3
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

(The official samples.)  One topic: every format here declares the game
Nim.  P2197 and CSES 1730 are the layout of :mod:`grundy.judge.nim_sum`
with Nim's rule (Bouton: the player to move wins iff the nim-sum is not 0),
read vectorised beyond :data:`~grundy.judge.reading.SMALL_INPUT` tokens.
HDU 2176 reads each case's piles through
:func:`~grundy.judge.reading.open_reader` (one array for long input) and
keeps them, to list its moves once the nim-sum is known; a case of more
than :data:`MAX_KEPT` piles is refused before any of them is read.

Algorithm notes: HDU 1907 is misère Nim (Bouton 1901: with a pile of two or
more the player to move wins iff the nim-sum is not 0; with only 1-piles,
iff their number is even: see :mod:`grundy.games.nim`); HDU 1850 asks for
the number of winning first moves of Nim, which is the number of piles p
with p XOR s < p for the nim-sum s (each such pile has exactly one winning
move, the others none); in HDU 1849 a piece on cell k is a Nim heap of k
stones (moving it left by d takes d), so Rabbit, who moves first, wins iff
the XOR of the cells is not 0.  Bad input raises
:class:`~grundy.judge.JudgeError` naming the line and the token, after
every answer before it has been written.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import reduce
from itertools import chain
from operator import xor
from typing import Any, BinaryIO

from ..bigint import int_to_str
from ..games.nim import explain as nim_explain
from ..games.nim import is_p_position, winning_reductions
from ..messages import Text, catalogue
from . import PILE_SIZE, JudgeFormat, Named, too_large
from .format import Case, CaseByCase, explained, mixed, pieces, quoted_numbers
from .nim_sum import CASES, NIM, XorRule, heap_cases, heap_layout, xor_cases
from .reading import SMALL_INPUT, Reader, TokenReader, open_reader

__all__ = ["CSES1730", "HDU1849", "HDU1850", "HDU1907", "HDU2176", "MAX_KEPT", "NIM_FIRST", "P2197", "hdu2176",
           "p2197"]

#: The most piles one case may declare where they are all kept in memory (to
#: list HDU 2176's winning moves, or while the case is read).
MAX_KEPT = 10**7

MESSAGES = catalogue("judge.nim", {
    "summary_p2197": ("Luogu P2197: T cases of 'n' and n piles; Yes if the player to move wins (Nim)",
                      "洛谷 P2197：T 组数据，每组 'n' 和 n 堆石子；先手必胜输出 'Yes'（尼姆博弈）"),
    "summary_hdu2176": ("HDU 2176: 'm' and m piles to '0'; No, or Yes and every winning move 'before after'",
                        "HDU 2176：'m' 和 m 堆石子，以 '0' 结束；输出 'No'，或输出 'Yes' 和每个必胜走法 'a b'（取前的石子数 a、取后的 b）"),
    "summary_cses1730": ("CSES 1730 (Nim Game I): t tests of 'n' and n heaps; first if the player to move wins, "
                         "else second",
                         "CSES 1730：t 组测试，每组 'n' 和 n 堆；先手必胜输出 'first'，否则输出 'second'"),
    "summary_hdu1907": ("HDU 1907: T cases of N and N piles, misère Nim; 'John' if the player to move wins, else 'Brother'",
                        "HDU 1907：T 组数据，每组 N 和 N 堆，反常 Nim；先手必胜输出 'John'，否则输出 'Brother'"),
    "summary_hdu1850": ("HDU 1850: M and M piles, to '0'; the number of winning first moves of Nim",
                        "HDU 1850：M 和 M 堆，以 '0' 结束；输出 Nim 先手必胜的第一步有几种"),
    "summary_hdu1849": ("HDU 1849: m and m cells, to '0'; 'Rabbit Win!' if the player to move wins, else 'Grass Win!'",
                        "HDU 1849：m 和 m 个格子号，以 '0' 结束；先手必胜输出 'Rabbit Win!'，否则输出 'Grass Win!'"),
    "m_piles": ("m (the number of piles)", "堆数 m"),
    "m_kept": ("m (the number of piles, kept in memory)", "堆数 m（要全部保存在内存中）"),
    "pile_of": ("pile {j} of {n}", "{n} 堆中的第 {j} 堆"),
    "count_of_case": ("{letter} (the number of piles of case {case})", "第 {case} 组的堆数 {letter}"),
    "count": ("{letter} (the number of piles)", "堆数 {letter}"),
    "cell_count": ("m (the number of pieces)", "棋子数 m"),
    "cell_of": ("the cell of piece {j} of {n}", "{n} 个棋子中第 {j} 个的格子号"),
    "cell": ("cell", "格子号"),
    "count_why": ("{moves} of the piles can be reduced to make the nim-sum 0, so there {moves:~is|are} {moves} winning first "
                  "{moves:~move|moves}. {explanation}", "有 {moves} 堆可以减少使异或和变为 0，所以先手必胜的第一步有 {moves} 种。{explanation}"),
    "cells_why": ("a piece on cell k is a Nim heap of k stones. {explanation}",
                  "位于第 k 格的棋子相当于有 k 个石子的一堆。{explanation}"),
})

#: The statements' bounds.  Luogu P2197: T <= 10, n <= 10^4, piles below 10^4.
#: HDU 2176: m <= 200000 piles, "non-zero positive integers" with no bound
#: given: up to 2^31 - 1 in ordinary input, up to 2^63 - 1 in hard input (a
#: solution that reads them as 32-bit ints is wrong there).  CSES 1730:
#: t <= 2*10^5 tests, their n add up to at most 2*10^5, 1 <= x <= 10^9.
#: HDU 1907: T <= 474, 1 <= N <= 47, 1 <= Ai <= 4747.  HDU 1850: 1 < M <= 100,
#: 1 <= Ni <= 10^6.  HDU 1849: m <= 1000, 0 <= Ki <= 1000.
P2197_T, P2197_N, P2197_PILE = 10, 10**4, 10**4 - 1
HDU2176_M, HDU2176_PILE, HDU2176_HARD_PILE = 200_000, 2**31 - 1, 2**63 - 1
CSES_TESTS, CSES_HEAPS, CSES_HEAP = 200_000, 200_000, 10**9
HDU1907_T, HDU1907_N, HDU1907_PILE = 474, 47, 4747
HDU1850_M, HDU1850_PILE = 100, 10**6
HDU1849_M, HDU1849_CELL = 1000, 1000


class _FirstSecond(XorRule):
    won, lost = b"first\n", b"second\n"


#: Nim with CSES 1730's answers.
NIM_FIRST = _FirstSecond()


def p2197(stream: BinaryIO, out: BinaryIO, *, chunk_size: int | None = None,
          threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """Luogu P2197: T cases of n and n pile sizes; 'Yes' if the player to move wins, else 'No'.

    The answer is Bouton's rule: the player to move wins exactly when the
    nim-sum is not 0.  The input is read and answered as
    :func:`grundy.judge.nim_sum.xor_cases` says, whose options these are:
    only the first T cases are answered, and an n above
    :data:`~grundy.judge.reading.MAX_COUNT` is refused before its piles are read.

    >>> import io
    >>> out = io.BytesIO()
    >>> p2197(io.BytesIO(b"3\\n2 5 5\\n0\\n1 " + b"7" * 30 + b"\\n9 extra"), out, small_input=0)
    >>> out.getvalue()
    b'No\\nNo\\nYes\\n'
    """
    xor_cases(stream, out, NIM, chunk_size=chunk_size, threads=threads, small_input=small_input)


def hdu2176(stream: BinaryIO, out: BinaryIO, *, chunk_size: int | None = None,
            threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """HDU 2176: m and m pile sizes, until m = 0; 'No', or 'Yes' and every winning move.

    A winning move is printed as 'before after' (the pile's size before and
    after it), in pile order; there is at most one per pile.  The end of the
    input also ends the cases.  The tokens are read as for :func:`p2197`
    (vectorised beyond ``small_input`` tokens); a case's piles come as one
    array, exact for piles of any size.
    """
    reader = open_reader(stream, chunk_size, threads, small_input)
    write = out.write
    try:
        while (case := _hdu2176_case(reader)) is not None:
            piles = case[1]
            lines = [f"{int_to_str(before)} {int_to_str(after)}"
                     for _i, before, after in winning_reductions(piles)]
            if lines:
                write(("Yes\n" + "\n".join(lines) + "\n").encode())
            else:
                write(b"No\n")
    finally:
        reader.close()


def _hdu2176_case(reader: Reader) -> tuple[int, list[Any], int] | None:
    # The next case of HDU 2176: the line of its m and its piles (exact); None at its end.
    return _until_zero(reader, MESSAGES("m_piles"), MESSAGES("m_kept"), PILE_SIZE,
                       lambda j, n: MESSAGES("pile_of", j=j, n=n))


def _until_zero(reader: Reader, what: Named, kept: Named, item: Named,
                missing: Callable[[int, int], Named]) -> tuple[int, list[Any], int] | None:
    # The next case 'n v1 .. vn' of an input that ends with a lone 0 (or at its end):
    # the line of its n and its values (exact); None at the end.  An n above MAX_KEPT
    # is refused, named `kept`, before its values are read; value j of n missing at
    # the end of the input is named missing(j, n).
    n = reader.next(what)
    if n is None or n == 0:
        return None
    if n > MAX_KEPT:
        raise too_large(reader.line(), kept, n, MAX_KEPT)
    line = reader.line()
    values, long = reader.take(n, item, lambda got: missing(got + 1, n))
    piles = values if isinstance(values, list) else values.tolist()
    for i, value in long:
        piles[i] = value
    return line, piles, reader.line()


# ------------------------------------------------------ cases, for the checker and the test-data maker
def _cases_to_zero(reader: TokenReader, what: Named, item: Named,
                   missing: Callable[[int, int], Named]) -> Iterator[Case]:
    # The cases 'n v1 .. vn' until a lone 0 (or the end of the input).
    number = 0
    while (case := _until_zero(reader, what, what, item, missing)) is not None:
        number += 1
        yield Case(number, case[0], quoted_numbers(case[1]), case[1], case[2])


def _nim_why(piles: Any, misere: bool = False) -> Text:
    return explained(lambda lang: nim_explain(piles, misere=misere, lang=lang))


def _nim_piles(rng: random.Random, n: int, top: int, hard: bool) -> list[int]:
    # n piles up to top; half the time a position of nim-sum 0 (the last pile fixed, if it fits).
    piles = [rng.randint(0, top) for _ in range(n)]
    if rng.random() < 0.5 and n > 1:
        rest = reduce(xor, piles[:-1], 0)
        if rest <= top:
            piles[-1] = rest
    if hard and n > 1 and rng.random() < 0.3:
        piles = [piles[0]] * n  # equal piles
    return piles


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


class P2197(JudgeFormat):
    """Luogu P2197: see :func:`p2197`."""

    name = "p2197"
    aliases = ("luogu-p2197",)
    problem = "Luogu P2197"
    summary = MESSAGES("summary_p2197")
    game = "nim"
    loose_end = True
    trims_lines = True
    max_cases = P2197_T
    sample_input = b"2\n2\n1 1\n2\n1 0\n"
    sample_output = b"No\nYes\n"
    solve = staticmethod(p2197)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        for case, line, piles, end in heap_cases(TokenReader(stream)):
            yield Case(case, line, quoted_numbers(piles), piles, end)

    def answer(self, case: Case) -> list[str]:
        return ["Yes" if reduce(xor, case.data, 0) else "No"]

    def why(self, case: Case) -> Text:
        return _nim_why(case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        special = [[0], [P2197_PILE], [1, 1], [P2197_PILE] * 2, [0] * 3, [P2197_PILE] * P2197_N,
                   [*range(1, P2197_N), 0], [1 << 13, (1 << 13) - 1, 1]]
        specials = iter(special if hard else [])

        def lines() -> Iterator[str]:
            yield str(count)
            for i in range(count):
                piles = next(specials, None) if i % 2 == 0 else None
                if piles is None:
                    n = rng.randint(1, P2197_N if hard and rng.random() < 0.1 else 12)
                    piles = _nim_piles(rng, n, P2197_PILE, hard)
                yield str(len(piles))
                yield " ".join(map(str, piles))

        return pieces(lines())


class HDU2176(JudgeFormat):
    """HDU 2176: see :func:`hdu2176`."""

    name = "hdu2176"
    aliases = ()
    problem = "HDU 2176"
    summary = MESSAGES("summary_hdu2176")
    game = "nim"
    sample_input = b"2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n"
    sample_output = b"No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n"
    solve = staticmethod(hdu2176)
    answer_starts_known = True

    def answer_starts(self, line: str) -> bool:
        return " " not in line.strip()  # 'Yes' or 'No'; a move is 'before after'

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = TokenReader(stream)
        number = 0
        while (case := _hdu2176_case(reader)) is not None:
            number += 1
            yield Case(number, case[0], quoted_numbers(case[1]), case[1], case[2])

    def answer(self, case: Case) -> list[str]:
        lines = [f"{int_to_str(before)} {int_to_str(after)}" for _i, before, after in winning_reductions(case.data)]
        return ["Yes", *lines] if lines else ["No"]

    def why(self, case: Case) -> Text:
        return _nim_why(case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        big = HDU2176_HARD_PILE
        # Piles that a 32-bit int reads as other piles (x and x + 2^32 look alike), the largest ones,
        # piles out of order whose three winning moves are listed in the piles' order.
        special = [[1], [HDU2176_PILE], [7, 5, 6], [5, 5 + (1 << 32)], [1 << 32, 1], [big, big], [big, 1, big - 1],
                   [(1 << 31) + 3, 3], [*range(1, 1001)], [HDU2176_PILE] * HDU2176_M]
        specials = iter(special if hard else [])

        def lines() -> Iterator[str]:
            for i in range(count):
                piles = next(specials, None) if i % 2 == 0 else None
                if piles is None:
                    n = rng.randint(1, 12)
                    top = big if hard and rng.random() < 0.3 else HDU2176_PILE
                    piles = [max(p, 1) for p in _nim_piles(rng, n, top, hard)]
                yield str(len(piles))
                yield " ".join(map(str, piles))
            yield "0"

        return pieces(lines())


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
        for case, line, heaps, end in heap_cases(TokenReader(stream)):
            yield Case(case, line, quoted_numbers(heaps), tuple(heaps), end)

    def answer(self, case: Case) -> list[str]:
        return ["first" if reduce(xor, case.data, 0) else "second"]

    def why(self, case: Case) -> Text:
        return _nim_why(case.data)

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
        return heap_layout(cases)


class HDU1907(CaseByCase):
    """HDU 1907 (John): misère Nim; 'John' if the player to move wins, else 'Brother'."""

    name = "hdu1907"
    problem = "HDU 1907"
    summary = MESSAGES("summary_hdu1907")
    game = "nim"
    sample_input = b"2\n3\n3 5 1\n1\n1\n"
    sample_output = b"John\nBrother\n"
    max_cases = HDU1907_T

    def read(self, reader: TokenReader) -> Iterator[Case]:
        cases = reader.count(CASES, MAX_KEPT)
        for case in range(1, cases + 1):
            n = reader.count(MESSAGES("count_of_case", letter="N", case=case), MAX_KEPT)
            line = reader.line()
            piles, _ = reader.take(n, PILE_SIZE, lambda got: MESSAGES("pile_of", j=got + 1, n=n))
            yield Case(case, line, quoted_numbers(piles), piles, reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["Brother" if is_p_position(case.data, misere=True) else "John"]

    def why(self, case: Case) -> Text:
        return _nim_why(case.data, misere=True)

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

    def read(self, reader: TokenReader) -> Iterator[Case]:
        return _cases_to_zero(reader, MESSAGES("count", letter="M"), PILE_SIZE,
                              lambda j, n: MESSAGES("pile_of", j=j, n=n))

    def answer(self, case: Case) -> list[str]:
        return [str(sum(1 for _ in winning_reductions(case.data)))]

    def why(self, case: Case) -> Text:
        moves = sum(1 for _ in winning_reductions(case.data))
        return MESSAGES("count_why", moves=moves, explanation=_nim_why(case.data))

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

    def read(self, reader: TokenReader) -> Iterator[Case]:
        return _cases_to_zero(reader, MESSAGES("cell_count"), MESSAGES("cell"),
                              lambda j, n: MESSAGES("cell_of", j=j, n=n))

    def answer(self, case: Case) -> list[str]:
        return ["Rabbit Win!" if reduce(xor, case.data, 0) else "Grass Win!"]

    def why(self, case: Case) -> Text:
        return MESSAGES("cells_why", explanation=_nim_why(case.data))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU1849_CELL
        # Every piece on cell 0 (the game is over: Grass wins), one piece, equal cells, the bounds.
        special = [[0], [0] * 5, [1], [top], [top, top], [0] * HDU1849_M, [top] * HDU1849_M, [3, 5, 6], [0, 7]]

        def ordinary() -> Iterator[list[int]]:
            while True:
                yield _piles(rng, rng.randint(1, HDU1849_M if rng.random() < 0.2 else 6), top if rng.random() < 0.5 else 9, 0)

        return _input(count, hard, special, ordinary(), [], ["0"])
