"""Judge formats for subtraction games: HDU 1848 (Fibonacci), HDU 1536 = POJ 2960 (S-Nim), Timus 1180, CSES 1098.

>>> import io
>>> out = io.BytesIO()
>>> HDU1848().solve(io.BytesIO(b"1 1 1\\n1 4 1\\n0 0 0\\n"), out)
>>> out.getvalue()
b'Fibo\\nNacci\\n'
>>> out = io.BytesIO()
>>> TIMUS1180().solve(io.BytesIO(b"8\\n"), out)
>>> out.getvalue()
b'1\\n2\\n'
>>> out = io.BytesIO()
>>> CSES1098().solve(io.BytesIO(b"3\\n4\\n5 7 2 5\\n2\\n4 1\\n3\\n4 4 4\\n"), out)
>>> out.getvalue()
b'first\\nfirst\\nsecond\\n'

Each case is read token by token (the inputs are small) and answered as
soon as it is complete, so that bad input leaves the answers before it.
HDU 1848's piles go through the Fibonacci move set of
:mod:`grundy.games.movesets` (values by mex, up to its bound); S-Nim's
values come from a mex table of the case's set, filled as far as its
largest heap (:data:`MAX_HEAP`); Timus 1180 is exact for N of any size:
the player to move loses iff 3 divides N, and otherwise the least winning
move is N mod 3, which is 1 or 2, both powers of two.

One topic: each format here declares the game "subtraction", with its set
(Fibonacci numbers, the case's own set, powers of two, {1, 2, 3}).  HDU
1848, HDU 1536 and CSES 1098 ask about sums of such games (several heaps):
a sum is answered by the XOR of the one subtraction game's Grundy values, so
the format belongs with that game, not with Nim.  Algorithm notes: in CSES 1098 each heap is the subtraction game
{1, 2, 3}, whose Grundy value is x mod 4 (from x the moves reach x-1, x-2,
x-3, whose values mod 4 are the three others), so the first player wins
iff the XOR of the x mod 4 is not 0 (Sprague-Grundy).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import reduce
from itertools import chain
from operator import xor
from typing import Any, BinaryIO

from ..bigint import int_to_str, parse_int
from ..games.movesets import FIBONACCI, FIBONACCI_LIMIT
from ..games.subtraction import Subtraction
from ..messages import Text, catalogue, joined
from . import PILE_SIZE, JudgeError, input_ends, not_a_count, too_large
from .format import Case, CaseByCase, explained, pieces, quoted_numbers
from .reading import TokenReader

__all__ = ["CSES1098", "HDU1536", "HDU1848", "MAX_HEAP", "TIMUS1180"]

MESSAGES = catalogue("judge.subtraction", {
    "summary_cses1098": ("CSES 1098: t tests of n and n heaps, take 1 to 3; 'first' if the player to move wins, else 'second'",
                         "CSES 1098：t 组数据，每组 n 和 n 堆，每次取 1 到 3 个；先手必胜输出 'first'，否则输出 'second'"),
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
    "tests": ("the number of tests t", "测试组数 t"),
    "heaps_of_test": ("n (the number of heaps of test {case})", "第 {case} 组的堆数 n"),
    "heap_of": ("heap {j} of {n} of test {case}", "第 {case} 组 {n} 堆中的第 {j} 堆"),
    "heap_size": ("heap size", "堆的大小"),
    "mod4": ("each heap x is the subtraction game {{1, 2, 3}}, whose Grundy value is x mod 4: {values}; their XOR is "
             "{s}, so the {who} player wins (Sprague-Grundy).",
             "每堆 x 都是减法游戏 {{1, 2, 3}}，SG 值为 x mod 4：{values}；异或和为 {s}，所以{who}必胜（SG 定理）。"),
    "first": ("first", "先手"),
    "second": ("second", "后手"),
})

#: The largest heap HDU 1536 answers (its statement: 10000): the table of
#: values is filled as far as the largest heap of a case.
MAX_HEAP = 10**6
#: The largest count (k, m, l) HDU 1536 accepts; the statement's is 100.
MAX_S_NIM_COUNT = 10**6
#: CSES 1098's bounds: t <= 2*10^5, the sum of n at most 2*10^5, 1 <= x <= 10^9.
CSES_TOTAL, CSES_HEAP = 200_000, 10**9
#: The most heaps one test of CSES 1098 may declare (they are kept while the test is read).
MAX_HEAPS = 10**7


def _fibonacci_grundy(reader: TokenReader, n: int) -> int:
    # The values are computed by mex, up to a bound (no closed form is known).
    if n > FIBONACCI_LIMIT:
        raise too_large(reader.line(), PILE_SIZE, n, FIBONACCI_LIMIT)
    return FIBONACCI.grundy(n)


# ------------------------------------------------------------------ HDU 1848
class HDU1848(CaseByCase):
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

    def read(self, reader: TokenReader) -> Iterator[Case]:
        number = 0
        while True:
            first = reader.next(MESSAGES("pile", j=1))
            if first is None:
                return
            line = reader.line()
            piles = [first]
            values = [_fibonacci_grundy(reader, first)]
            for j in (2, 3):
                value = reader.next(MESSAGES("pile", j=j))
                if value is None:
                    raise reader.ends(MESSAGES("pile", j=j))
                piles.append(value)
                values.append(_fibonacci_grundy(reader, value))
            if piles == [0, 0, 0]:
                return
            number += 1
            yield Case(number, line, " ".join(map(int_to_str, piles)), (tuple(piles), values), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["Fibo" if reduce(xor, case.data[1], 0) else "Nacci"]

    def why(self, case: Case) -> Text:
        piles = case.data[0]
        return explained(lambda lang: Subtraction(set="fibonacci").explain(piles, lang))

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


class HDU1536(CaseByCase):
    """HDU 1536 / POJ 2960 (S-Nim): per set, one line of 'W' (won) and 'L' (lost), one letter per position."""

    name = "hdu1536"
    aliases = ("poj2960",)
    problem = "HDU 1536 / POJ 2960"
    summary = MESSAGES("summary_hdu1536")
    game = "subtraction"
    sample_input = (b"2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n")
    sample_output = b"LWW\nWWL\n"

    def read(self, reader: TokenReader) -> Iterator[Case]:
        number = 0
        while True:
            k = reader.next(MESSAGES("k"))
            if k is None or k == 0:
                return
            reader.check(k, MESSAGES("k"), MAX_S_NIM_COUNT)
            line = reader.line()
            subset = []
            for j in range(1, k + 1):
                s = reader.expect(MESSAGES("element", j=j))
                if s == 0:
                    raise JudgeError(reader.line(), MESSAGES("zero_move"))
                subset.append(s)
            g = _Values(subset)
            positions = []
            for j in range(1, reader.count(MESSAGES("m"), MAX_S_NIM_COUNT) + 1):
                heaps = []
                for i in range(1, reader.count(MESSAGES("l", j=j), MAX_S_NIM_COUNT) + 1):
                    h = reader.expect(MESSAGES("heap", i=i, j=j))
                    reader.check(h, PILE_SIZE, MAX_HEAP)
                    heaps.append(h)
                positions.append((tuple(heaps), [g(h) for h in heaps]))
            number += 1
            text = " ".join(map(str, subset)) + " / " + "; ".join(" ".join(map(str, p)) for p, _ in positions[:4])
            text += " ..." if len(positions) > 4 else ""
            yield Case(number, line, text, (tuple(subset), positions), reader.line())

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
class TIMUS1180(CaseByCase):
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

    def read(self, reader: TokenReader) -> Iterator[Case]:
        n = reader.expect(MESSAGES("n"))
        yield Case(1, reader.line(), int_to_str(n), n)

    def answer(self, case: Case) -> list[str]:
        r = case.data % 3
        return ["1", str(r)] if r else ["2"]

    def why(self, case: Case) -> Text:
        n = case.data
        return explained(lambda lang: Subtraction(set="powers-of-two").explain((n,), lang))

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        """One N from 1 to 10^250 (the format has one test per input).

        With ``hard``: 10^250 itself, numbers beyond 64 bits, multiples of 3,
        and the smallest N.
        """
        if hard:
            yield rng.choice([*self.hard_inputs(), f"{3 * rng.randint(1, 10**249)}\n".encode()])
        else:
            yield f"{int_to_str(rng.randint(1, 10 ** rng.randint(1, 250)))}\n".encode()

    def hard_inputs(self) -> list[bytes]:
        # Numbers that a 64-bit (or 32-bit) integer reads as another residue mod 3, the
        # bound and its neighbours, and the smallest N.
        numbers = [2**64, 2**64 + 2, 2**64 + 4, 10**250, 10**250 - 1, 10**250 - 2, 2**63 + 1, 2**32 + 1,
                   2**31 + 1, 10**19, 10**18 + 1, 1, 2, 3, 4]
        return [f"{int_to_str(n)}\n".encode() for n in numbers]


# ------------------------------------------------------------------ CSES 1098
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
                raise not_a_count(reader.line(), MESSAGES("heap_size"), token)
            heaps.append(int(token) if len(token) < 4000 else parse_int(token))
        yield line, heaps


def _count(reader: TokenReader, what: Callable[[], Text]) -> Any:
    # A count, expected, and refused above MAX_HEAPS before what it counts is read.
    value = reader.value(what)
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
        reader = TokenReader(stream)
        for number, (line, heaps) in enumerate(_tests(reader, lines=True), 1):
            yield Case(number, line, quoted_numbers(heaps), heaps, reader.line())

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
