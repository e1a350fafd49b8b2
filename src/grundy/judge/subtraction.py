"""Judge formats for the take-1-to-N games: HDU 2149 (Public Sale, every winning first bid) and CSES 1098 (Nim Game II).

>>> import io
>>> out = io.BytesIO()
>>> HDU2149().solve(io.BytesIO(b"4 2\\n3 2\\n3 5\\n"), out)
>>> CSES1098().solve(io.BytesIO(b"3\\n4\\n5 7 2 5\\n2\\n4 1\\n3\\n4 4 4\\n"), out)
>>> print(out.getvalue().decode(), end="")
1
none
3 4 5
first
first
second

(The official samples.)  Algorithm notes: HDU 2149 is the Bash game
(:mod:`grundy.games.bash`) on the amount still needed, r = M - price: a bid
x >= r buys the land at once, and a bid x < r leaves the opponent r - x,
which loses for him iff it is a multiple of N + 1.  So the winning first
bids are M..N when N >= M, else the single bid M mod (N + 1) if it is not
0, else none.  In CSES 1098 each heap is the subtraction game {1, 2, 3},
whose Grundy value is x mod 4 (from x the moves reach x-1, x-2, x-3, whose
values mod 4 are the three others), so the first player wins iff the XOR
of the x mod 4 is not 0 (Sprague-Grundy).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import reduce
from itertools import chain
from operator import xor
from typing import Any, BinaryIO

from ..bigint import parse_int
from ..games import bash
from ..messages import Text, catalogue
from . import JudgeError, TokenReader, input_ends, not_a_count, too_large
from .cases import CaseReader, mixed, pieces
from .format import Case, CaseByCase, explained, quoted_numbers

__all__ = ["CSES1098", "HDU2149"]

MESSAGES = catalogue("judge.subtraction", {
    "summary_hdu2149": ("HDU 2149: pairs 'M N' to end of input; every winning first bid, or 'none'",
                        "HDU 2149：读到输入结束的数对 'M N'；输出先手每个必胜的第一次出价，或 'none'"),
    "summary_cses1098": ("CSES 1098: t tests of n and n heaps, take 1 to 3; 'first' if the player to move wins, else 'second'",
                         "CSES 1098：t 组数据，每组 n 和 n 堆，每次取 1 到 3 个；先手必胜输出 'first'，否则输出 'second'"),
    "price": ("M (the price)", "底价 M"),
    "raise": ("N (the most one bid raises)", "每次最多加价 N"),
    "n_too_small": ("N (the most one bid raises) must be at least 1, not {n}", "每次最多加价 N 至少为 1，不能是 {n}"),
    "tests": ("the number of tests t", "测试组数 t"),
    "heaps_of_test": ("n (the number of heaps of test {case})", "第 {case} 组的堆数 n"),
    "heap_of": ("heap {j} of {n} of test {case}", "第 {case} 组 {n} 堆中的第 {j} 堆"),
    "heap": ("heap size", "堆的大小"),
    "at_once": ("every bid from {m} to {n} reaches the price {m} at once; a smaller bid x leaves {m} - x, at most "
                "N = {n}, which the opponent then reaches at once.",
                "从 {m} 到 {n} 的每个出价都一次达到底价 {m}；更小的出价 x 留下 {m} - x（不超过 N = {n}），"
                "对手一次就能达到。"),
    "bash": ("the price to reach is a pile of the Bash game, of n = M stones, where a move (a bid) takes 1 to m = N: "
             "{explanation}",
             "要达到的价钱就是巴什博弈的一堆：n = M 个石子，每步（一次出价）取 1 到 m = N 个：{explanation}"),
    "mod4": ("each heap x is the subtraction game {{1, 2, 3}}, whose Grundy value is x mod 4: {values}; their XOR is "
             "{s}, so the {who} player wins (Sprague-Grundy).",
             "每堆 x 都是减法游戏 {{1, 2, 3}}，SG 值为 x mod 4：{values}；异或和为 {s}，所以{who}必胜（SG 定理）。"),
    "first": ("first", "先手"),
    "second": ("second", "后手"),
})

#: The statements' bounds.  HDU 2149: 0 < N, M < 1100.  CSES 1098: t <= 2*10^5, the sum of
#: n at most 2*10^5, 1 <= x <= 10^9.
HDU2149_MAX = 1099
CSES_TOTAL, CSES_HEAP = 200_000, 10**9
#: The most heaps one test may declare (they are kept while the test is read).
MAX_HEAPS = 10**7


def winning_bids(m: int, n: int) -> list[int]:
    """Every winning first bid of HDU 2149 (price M, raises of 1 to N), increasing.

    >>> winning_bids(4, 2), winning_bids(3, 2), winning_bids(3, 5)
    ([1], [], [3, 4, 5])
    """
    if n >= m:
        return list(range(m, n + 1))
    return [x for x in (m % (n + 1),) if x and bash.is_p_position(m - x, n)]


class HDU2149(CaseByCase):
    """HDU 2149 (Public Sale): every first bid that wins, or 'none'."""

    name = "hdu2149"
    problem = "HDU 2149"
    summary = MESSAGES("summary_hdu2149")
    game = "bash"
    sample_input = b"4 2\n3 2\n3 5\n"
    sample_output = b"1\nnone\n3 4 5\n"

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = CaseReader(stream)
        number = 0
        while (m := reader.next_int(MESSAGES("price"))) is not None:
            line = reader.line()
            n = reader.expect_int(MESSAGES("raise"))
            if n < 1:
                raise JudgeError(reader.line(), MESSAGES("n_too_small", n=n))
            number += 1
            yield Case(number, line, f"{m} {n}", (m, n))

    def answer(self, case: Case) -> list[str]:
        bids = winning_bids(*case.data)
        return [" ".join(map(str, bids)) if bids else "none"]

    def why(self, case: Case) -> Text:
        m, n = case.data
        if n >= m:
            return MESSAGES("at_once", m=m, n=n)
        return MESSAGES("bash", explanation=explained(lambda lang: bash.explain(m, n, lang=lang)))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU2149_MAX
        # N >= M (several bids), M a multiple of N + 1 (none), M = N + 1, the smallest and the largest.
        special = [(1, 1), (1, top), (top, top), (top, 1), (2, 1), (3, 2), (top, 98), (1000, 999), (1001, 1000),
                   (top - 1, top), (12, 3), (13, 3)]

        def ordinary() -> Iterator[str]:
            while True:
                n = rng.randint(1, top if rng.random() < 0.5 else 12)
                m = rng.randint(1, top) if rng.random() < 0.6 else min(top, (n + 1) * rng.randint(1, max(1, top // (n + 1))))
                yield f"{m} {n}"

        return pieces(mixed(count, hard, [f"{m} {n}" for m, n in special], ordinary()))


def _tests(reader: TokenReader, lines: bool) -> Iterator[tuple[int, list[Any]]]:
    # CSES 1098's tests: the line of each test's n (0 without lines) and its heaps.
    # Messages are made only for an error: the input may hold 2*10^5 tests.
    tests = _count(reader, lambda: MESSAGES("tests"))
    for case in range(1, tests + 1):
        n = _count(reader, lambda: MESSAGES("heaps_of_test", case=case))
        line = reader.line() if lines else 0
        heaps = []
        next_token = reader.next_token
        for j in range(1, n + 1):
            token = next_token()
            if token is None:
                raise input_ends(reader.last_line(), MESSAGES("heap_of", j=j, n=n, case=case))
            if not token.isdigit():
                raise not_a_count(reader.line(), MESSAGES("heap"), token)
            heaps.append(int(token) if len(token) < 4000 else parse_int(token))
        yield line, heaps


def _count(reader: TokenReader, what: Callable[[], Text]) -> Any:
    # A count, expected, and refused above MAX_HEAPS before what it counts is read.
    token = reader.next_token()
    if token is None:
        raise input_ends(reader.last_line(), what())
    if not token.isdigit():
        raise not_a_count(reader.line(), what(), token)
    value = parse_int(token)
    if value > MAX_HEAPS:
        raise too_large(reader.line(), what(), value, MAX_HEAPS)
    return value


class CSES1098(CaseByCase):
    """CSES 1098 (Nim Game II): each move takes 1, 2 or 3 sticks; 'first' or 'second'."""

    name = "cses1098"
    problem = "CSES 1098"
    summary = MESSAGES("summary_cses1098")
    game = "subtraction"
    loose_end = True
    max_cases = CSES_TOTAL
    sample_input = b"3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n"
    sample_output = b"first\nfirst\nsecond\n"

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        # As the cases, without their texts and line numbers (a line is worked out only for an error).
        write = out.write
        for _line, heaps in _tests(TokenReader(stream), lines=False):
            write(b"first\n" if reduce(xor, (x & 3 for x in heaps), 0) else b"second\n")

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        for number, (line, heaps) in enumerate(_tests(CaseReader(stream), lines=True), 1):
            yield Case(number, line, quoted_numbers(heaps), heaps)

    def answer(self, case: Case) -> list[str]:
        return ["first" if reduce(xor, (x % 4 for x in case.data), 0) else "second"]

    def why(self, case: Case) -> Text:
        s = reduce(xor, (x % 4 for x in case.data), 0)
        return MESSAGES("mod4", values=quoted_numbers([x % 4 for x in case.data]), s=s,
                        who=MESSAGES("first") if s else MESSAGES("second"))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = CSES_HEAP
        budget = CSES_TOTAL - count  # heaps beyond one per test, within the sum of n
        # Heaps whose plain XOR is not 0 but whose values mod 4 cancel (plain Nim is wrong there),
        # multiples of 4 (second), the largest heaps, one heap.
        special = [[5, 1], [4], [top], [4, 8, 12], [1, 2, 3], [top, top - 4], [top - 1, 3, 1], [7, 3, 4, 8]]
        specials = iter(special if hard else [])

        def tests() -> Iterator[str]:
            nonlocal budget
            yield str(count)
            for i in range(count):
                heaps = next(specials, None) if i % 2 == 0 else None
                if heaps is None or len(heaps) - 1 > budget:
                    n = 1 + min(budget, rng.randint(0, 5))
                    heaps = [rng.randint(1, top if rng.random() < 0.5 else 12) for _ in range(n)]
                    if rng.random() < 0.5 and n > 1:  # values mod 4 of XOR 0, when it fits
                        rest = reduce(xor, (x % 4 for x in heaps[:-1]), 0)
                        heaps[-1] = heaps[-1] - heaps[-1] % 4 + rest if heaps[-1] - heaps[-1] % 4 + rest >= 1 else heaps[-1]
                budget -= len(heaps) - 1
                yield str(len(heaps))
                yield " ".join(map(str, heaps))

        return pieces(chain(tests()))
