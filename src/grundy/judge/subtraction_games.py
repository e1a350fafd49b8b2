"""Judge formats for subtraction games: HDU 1848 (Fibonacci), HDU 1536 = POJ 2960 (S-Nim), Timus 1180 (powers of two).

>>> import io
>>> out = io.BytesIO()
>>> HDU1848().solve(io.BytesIO(b"1 1 1\\n1 4 1\\n0 0 0\\n"), out)
>>> out.getvalue()
b'Fibo\\nNacci\\n'
>>> out = io.BytesIO()
>>> TIMUS1180().solve(io.BytesIO(b"8\\n"), out)
>>> out.getvalue()
b'1\\n2\\n'

Each case is read token by token (the inputs are small) and answered as
soon as it is complete, so that bad input leaves the answers before it.
HDU 1848's piles go through the Fibonacci move set of
:mod:`grundy.games.movesets` (values by mex, up to its bound); S-Nim's
values come from a mex table of the case's set, filled as far as its
largest heap (:data:`MAX_HEAP`); Timus 1180 is exact for N of any size:
the player to move loses iff 3 divides N, and otherwise the least winning
move is N mod 3, which is 1 or 2, both powers of two.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import reduce
from operator import xor
from typing import Any, BinaryIO

from ..bigint import int_to_str
from ..games.movesets import FIBONACCI, FIBONACCI_LIMIT
from ..games.subtraction import Subtraction
from ..messages import Text, catalogue, joined
from . import PILE_SIZE, JudgeError, JudgeFormat, TokenReader, input_ends, too_large
from .format import Case

__all__ = ["HDU1536", "HDU1848", "MAX_HEAP", "TIMUS1180"]

MESSAGES = catalogue("judge.subtraction_games", {
    "summary_hdu1848": ("HDU 1848: lines 'm n p' to '0 0 0', three piles, take a Fibonacci number; Fibo if the "
                        "player to move wins, else Nacci",
                        "HDU 1848：'m n p' 各行，以 '0 0 0' 结束，三堆，每次取斐波那契数个；先手必胜输出 'Fibo'，"
                        "否则输出 'Nacci'"),
    "summary_hdu1536": ("HDU 1536 / POJ 2960 (S-Nim): 'k s1..sk', 'm' and m positions 'l h1..hl', to a lone 0; a "
                        "line of W and L per set",
                        "HDU 1536 / POJ 2960（S-Nim）：'k s1..sk'、'm' 和 m 个局面 'l h1..hl'，以单独的 0 结束；"
                        "每组输出一行 W/L"),
    "summary_timus1180": ("Timus 1180: one N up to 10^250, take a power of two; 1 and the least winning move, or 2",
                          "Timus 1180：一个不超过 10^250 的 N，每次取 2 的幂个；先手必胜输出 1 和最小的必胜取法，"
                          "否则输出 2"),
    "pile": ("pile {j} of 3", "3 堆中的第 {j} 堆"),
    "k": ("k (the size of the set)", "集合的大小 k"),
    "element": ("element {j} of the set", "集合的第 {j} 个数"),
    "zero_move": ("a move takes at least one bead: the set cannot hold 0", "一步至少取一颗珠子：集合里不能有 0"),
    "m": ("m (the number of positions)", "局面数 m"),
    "l": ("l (the number of heaps of position {j})", "第 {j} 个局面的堆数 l"),
    "heap": ("heap {i} of position {j}", "第 {j} 个局面的第 {i} 堆"),
    "n": ("N (the number of stones)", "石子数 N"),
    "s_nim_position": ("position {j} ({heaps}): {values} = {total}, so {letter}",
                       "第 {j} 个局面（{heaps}）：{values} = {total}，所以是 {letter}"),
    "s_nim_why": ("S = {{{set}}}: a heap's Grundy value g(h) is the mex of g(h - s) over s in S, s <= h; a "
                  "position is W when the XOR of its heaps' values is not 0. {positions}",
                  "S = {{{set}}}：一堆的 SG 值 g(h) 是 g(h - s)（s 属于 S，s <= h）的 mex；各堆 SG 值的异或和"
                  "不为 0 时为 W。{positions}"),
    "separator": ("; ", "；"),
})

#: The largest heap HDU 1536 answers (its statement: 10000): the table of
#: values is filled as far as the largest heap of a case.
MAX_HEAP = 10**6
#: The largest count (k, m, l) HDU 1536 accepts; the statement's is 100.
MAX_S_NIM_COUNT = 10**6


def _explained(explain: Any) -> Text:
    # A game's explanation, written by explain(lang), as a text in both languages.
    return Text.literal(explain("en"), explain("zh"))


def _fibonacci_grundy(reader: TokenReader, n: int) -> int:
    # The values are computed by mex, up to a bound (no closed form is known).
    if n > FIBONACCI_LIMIT:
        raise too_large(reader.line(), PILE_SIZE, n, FIBONACCI_LIMIT)
    return FIBONACCI.grundy(n)


# ------------------------------------------------------------------ HDU 1848
class HDU1848(JudgeFormat):
    """HDU 1848 (Fibonacci again and again): 'Fibo' if the first player wins three piles, else 'Nacci'.

    Lines of three piles until '0 0 0' (or the end of the input).
    """

    name = "hdu1848"
    aliases = ()
    problem = "HDU 1848"
    summary = MESSAGES("summary_hdu1848")
    game = "subtraction"
    sample_input = b"1 1 1\n1 4 1\n0 0 0\n"
    sample_output = b"Fibo\nNacci\n"
    max_cases = None

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        for case in self.cases(stream):
            out.write(self.answer(case)[0].encode() + b"\n")

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = TokenReader(stream)
        number = 0
        while True:
            first = reader.next_int(MESSAGES("pile", j=1))
            if first is None:
                return
            line = reader.line()
            piles = [first]
            values = [_fibonacci_grundy(reader, first)]
            for j in (2, 3):
                value = reader.next_int(MESSAGES("pile", j=j))
                if value is None:
                    raise input_ends(reader.last_line(), MESSAGES("pile", j=j))
                piles.append(value)
                values.append(_fibonacci_grundy(reader, value))
            if piles == [0, 0, 0]:
                return
            number += 1
            yield Case(number, line, " ".join(map(int_to_str, piles)), (tuple(piles), values))

    def answer(self, case: Case) -> list[str]:
        return ["Fibo" if reduce(xor, case.data[1], 0) else "Nacci"]

    def why(self, case: Case) -> Text:
        piles = case.data[0]
        return _explained(lambda lang: Subtraction(set="fibonacci").explain(piles, lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """``count`` lines of three piles from 1 to 1000, then '0 0 0'.

        With ``hard``: the largest piles, equal piles, Fibonacci numbers,
        single stones, and lost positions (the third pile of the value that cancels).
        """
        special = [(1, 1, 1), (1000, 1000, 1000), (1, 4, 1), (987, 610, 377), (1000, 999, 1), (2, 2, 1000)]
        lost: dict[int, list[int]] = {}
        for n in range(1, 1001):
            lost.setdefault(FIBONACCI.grundy(n), []).append(n)
        lines = []
        for i in range(count):
            if hard and special and i % 2 == 0:
                piles = special.pop(0)
            else:
                m, n = rng.randint(1, 1000), rng.randint(1, 1000)
                target = FIBONACCI.grundy(m) ^ FIBONACCI.grundy(n)
                p = rng.choice(lost[target]) if rng.random() < 0.4 and target in lost else rng.randint(1, 1000)
                piles = (m, n, p)
            lines.append(" ".join(map(str, piles)))
        lines.append("0 0 0")
        yield ("\n".join(lines) + "\n").encode()


# ------------------------------------------------------------------ HDU 1536
class _Values:
    # g(0), g(1), ... of a subtraction set, by mex, filled as far as asked.
    def __init__(self, subset: list[int]) -> None:
        self.sizes = sorted(set(subset))
        self.values = [0]

    def __call__(self, n: int) -> int:
        values, sizes = self.values, self.sizes
        for m in range(len(values), n + 1):
            seen = 0
            for s in sizes:
                if s > m:
                    break
                seen |= 1 << values[m - s]
            values.append((~seen & (seen + 1)).bit_length() - 1)
        return values[n]


def _count(reader: TokenReader, what: Text) -> Any:
    value = reader.expect_int(what)
    reader.check_limit(value, MAX_S_NIM_COUNT, what)
    return value


class HDU1536(JudgeFormat):
    """HDU 1536 / POJ 2960 (S-Nim): per set, one line of 'W' (won) and 'L' (lost), one letter per position."""

    name = "hdu1536"
    aliases = ("poj2960",)
    problem = "HDU 1536 / POJ 2960"
    summary = MESSAGES("summary_hdu1536")
    game = "subtraction"
    sample_input = (b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n")
    sample_output = b"LWW\nWWL\n"

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        for case in self.cases(stream):
            out.write(self.answer(case)[0].encode() + b"\n")

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = TokenReader(stream)
        number = 0
        while True:
            k = reader.next_int(MESSAGES("k"))
            if k is None or k == 0:
                return
            reader.check_limit(k, MAX_S_NIM_COUNT, MESSAGES("k"))
            line = reader.line()
            subset = []
            for j in range(1, k + 1):
                s = reader.expect_int(MESSAGES("element", j=j))
                if s == 0:
                    raise JudgeError(reader.line(), MESSAGES("zero_move"))
                subset.append(s)
            g = _Values(subset)
            positions = []
            for j in range(1, _count(reader, MESSAGES("m")) + 1):
                heaps = []
                for i in range(1, _count(reader, MESSAGES("l", j=j)) + 1):
                    h = reader.expect_int(MESSAGES("heap", i=i, j=j))
                    reader.check_limit(h, MAX_HEAP, PILE_SIZE)
                    heaps.append(h)
                positions.append((tuple(heaps), [g(h) for h in heaps]))
            number += 1
            text = " ".join(map(str, subset)) + " / " + "; ".join(" ".join(map(str, p)) for p, _ in positions[:4])
            yield Case(number, line, text + (" ..." if len(positions) > 4 else ""), (tuple(subset), positions))

    def answer(self, case: Case) -> list[str]:
        return ["".join("W" if reduce(xor, values, 0) else "L" for _, values in case.data[1])]

    def why(self, case: Case) -> Text:
        subset, positions = case.data
        parts = []
        for j, (heaps, values) in enumerate(positions, 1):
            total = reduce(xor, values, 0)
            shown = " ⊕ ".join(f"g({h})" for h in heaps) + " = " + " ⊕ ".join(map(str, values))
            parts.append(MESSAGES("s_nim_position", j=j, heaps=" ".join(map(str, heaps)), values=shown,
                                  total=total, letter="W" if total else "L"))
        return MESSAGES("s_nim_why", set=", ".join(map(str, sorted(set(subset)))),
                        positions=joined(parts, MESSAGES("separator")))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """``count`` test cases within the statement's bounds (k, m, l <= 100; s <= 10000, h <= 10000).

        With ``hard``: repeated and unsorted set elements, the set {1}, heaps
        of 0 and of 10000, elements larger than every heap, and the largest counts.
        """
        for i in range(count):
            special = hard and i % 2 == 0
            k = rng.randint(1, 100 if special else 6)
            subset = [rng.randint(1, 10000 if special and rng.random() < 0.3 else 12) for _ in range(k)]
            if special and i % 4 == 0:
                subset = [1] if i % 8 == 0 else subset[:50] + subset[:50][::-1]  # {1}; repeats, not sorted
            m = rng.randint(1, 100 if special else 8)
            lines = [" ".join(map(str, [len(subset), *subset])), str(m)]
            for _ in range(m):
                top = 10000 if special else 60
                heaps = [rng.choice([0, top, rng.randint(0, top)]) for _ in range(rng.randint(1, 100 if special else 5))]
                lines.append(" ".join(map(str, [len(heaps), *heaps])))
            yield ("\n".join(lines) + "\n").encode()
        yield b"0\n"


# ------------------------------------------------------------------ Timus 1180
class TIMUS1180(JudgeFormat):
    """Timus 1180 (Stone Game): '1' and the least winning move, or '2'; N of any size, exactly."""

    name = "timus1180"
    aliases = ()
    problem = "Timus 1180"
    summary = MESSAGES("summary_timus1180")
    game = "subtraction"
    loose_end = True
    sample_input = b"8\n"
    sample_output = b"1\n2\n"
    max_cases = 1

    def solve(self, stream: BinaryIO, out: BinaryIO) -> None:
        for case in self.cases(stream):
            out.write("".join(line + "\n" for line in self.answer(case)).encode())

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        reader = TokenReader(stream)
        n = reader.expect_int(MESSAGES("n"))
        yield Case(1, reader.line(), int_to_str(n), n)

    def answer(self, case: Case) -> list[str]:
        r = case.data % 3
        return ["1", str(r)] if r else ["2"]

    def why(self, case: Case) -> Text:
        n = case.data
        return _explained(lambda lang: Subtraction(set="powers-of-two").explain((n,), lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """One N from 1 to 10^250 (the format has one test per input).

        With ``hard``: 10^250 itself, numbers beyond 64 bits, multiples of 3,
        and the smallest N.
        """
        choices = [10**250, 10**250 - 1, 3 * rng.randint(1, 10**249), 2**64 + 2, 1, 2, 3] if hard else \
            [rng.randint(1, 10 ** rng.randint(1, 250))]
        yield f"{int_to_str(rng.choice(choices))}\n".encode()
