"""Judge formats for the Bash game: HDU 1846 (Brave Game) and HDU 2149 (Public Sale, every winning first bid).

>>> import io
>>> out = io.BytesIO()
>>> hdu1846(io.BytesIO(b"2\\n23 2\\n4 3\\n"), out)
>>> HDU2149().solve(io.BytesIO(b"4 2\\n3 2\\n3 5\\n"), out)
>>> print(out.getvalue().decode(), end="")
first
second
1
none
3 4 5

(The official samples.)  Algorithm notes: in the Bash game
(:mod:`grundy.games.bash`) a move takes 1 to m stones from one pile of n,
and the player to move wins exactly when n is not a multiple of m + 1.
HDU 2149 is the Bash game on the amount still needed, r = M - price: a bid
x >= r buys the land at once, and a bid x < r leaves the opponent r - x,
which loses for him iff it is a multiple of N + 1.  So the winning first
bids are M..N when N >= M, else the single bid M mod (N + 1) if it is not
0, else none.  Each case is read and answered in turn, token by token.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain
from typing import BinaryIO

from ..bigint import int_to_str
from ..games import bash
from ..messages import Text, catalogue
from . import JudgeError, JudgeFormat
from .format import Case, CaseByCase, explained, mixed, pieces
from .reading import TokenReader

__all__ = ["HDU1846", "HDU2149", "hdu1846", "winning_bids"]

MESSAGES = catalogue("judge.bash", {
    "summary_hdu1846": ("HDU 1846: C cases 'n m' of the Bash game; first if the player to move wins, else second",
                        "HDU 1846：C 组巴什博弈 'n m'；先手必胜输出 'first'，否则输出 'second'"),
    "summary_hdu2149": ("HDU 2149: pairs 'M N' to end of input; every winning first bid, or 'none'",
                        "HDU 2149：读到输入结束的数对 'M N'；输出先手每个必胜的第一次出价，或 'none'"),
    "cases": ("the number of cases C", "用例数 C"),
    "n_pile_of_case": ("n (the pile of case {case})", "第 {case} 组的石子数 n"),
    "m_take_of_case": ("m (the most stones one move takes, case {case})", "第 {case} 组每步最多取的个数 m"),
    "m_too_small": ("m (the most stones one move takes) must be at least 1, not {m}", "每步最多取的个数 m 至少为 1，不能是 {m}"),
    "price": ("M (the price)", "底价 M"),
    "raise": ("N (the most one bid raises)", "每次最多加价 N"),
    "n_too_small": ("N (the most one bid raises) must be at least 1, not {n}", "每次最多加价 N 至少为 1，不能是 {n}"),
    "at_once": ("every bid from {m} to {n} reaches the price {m} at once; a smaller bid x leaves {m} - x, at most "
                "N = {n}, which the opponent then reaches at once.",
                "从 {m} 到 {n} 的每个出价都一次达到底价 {m}；更小的出价 x 留下 {m} - x（不超过 N = {n}），"
                "对手一次就能达到。"),
    "bash": ("the price to reach is a pile of the Bash game, of n = M stones, where a move (a bid) takes 1 to m = N: "
             "{explanation}",
             "要达到的价钱就是巴什博弈的一堆：n = M 个石子，每步（一次出价）取 1 到 m = N 个：{explanation}"),
})

#: The statements' bounds.  HDU 1846: 1 <= n, m <= 1000.  HDU 2149: 0 < N, M < 1100.
HDU1846_MAX = 1000
HDU2149_MAX = 1099


def hdu1846(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 1846 (Brave Game): C cases 'n m' of the Bash game; 'first' if the player to move wins.

    The player to move wins exactly when n is not a multiple of m + 1.
    """
    reader = TokenReader(stream)
    write = out.write
    cases = reader.count(MESSAGES("cases"))
    for case in range(1, cases + 1):
        n = reader.expect(MESSAGES("n_pile_of_case", case=case))
        m = reader.expect(MESSAGES("m_take_of_case", case=case))
        if m < 1:
            raise JudgeError(reader.line(), MESSAGES("m_too_small", m=m))
        write(b"second\n" if bash.is_p_position(n, m) else b"first\n")


class HDU1846(JudgeFormat):
    """HDU 1846: see :func:`hdu1846`."""

    name = "hdu1846"
    aliases = ()
    problem = "HDU 1846"
    summary = MESSAGES("summary_hdu1846")
    game = "bash"
    sample_input = b"2\n23 2\n4 3\n"
    sample_output = b"first\nsecond\n"
    solve = staticmethod(hdu1846)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = TokenReader(stream)
        cases = reader.count(MESSAGES("cases"))
        for case in range(1, cases + 1):
            n = reader.expect(MESSAGES("n_pile_of_case", case=case))
            line = reader.line()
            m = reader.expect(MESSAGES("m_take_of_case", case=case))
            if m < 1:
                raise JudgeError(reader.line(), MESSAGES("m_too_small", m=m))
            yield Case(case, line, f"{int_to_str(n)} {int_to_str(m)}", (n, m), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["second" if bash.is_p_position(*case.data) else "first"]

    def why(self, case: Case) -> Text:
        n, m = case.data
        return explained(lambda lang: bash.explain(n, m, lang=lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        top = HDU1846_MAX
        special = [(1, 1), (2, 1), (1, top), (top, top), (top, 1), (top - 1, top - 2), (999, 998), (1000, 999)]

        def ordinary() -> Iterator[str]:
            while True:  # half of them multiples of m + 1 (the second player wins)
                m = rng.randint(1, top if rng.random() < 0.5 else 10)
                n = rng.randint(1, top) if rng.random() < 0.5 else (m + 1) * rng.randint(1, max(1, top // (m + 1)))
                yield f"{min(n, top)} {m}"

        games = mixed(count, hard, [f"{n} {m}" for n, m in special], ordinary())
        return pieces(chain([str(count)], games))


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
        reader = TokenReader(stream)
        number = 0
        while (m := reader.next(MESSAGES("price"))) is not None:
            line = reader.line()
            n = reader.expect(MESSAGES("raise"))
            if n < 1:
                raise JudgeError(reader.line(), MESSAGES("n_too_small", n=n))
            number += 1
            yield Case(number, line, f"{m} {n}", (m, n), reader.line())

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
