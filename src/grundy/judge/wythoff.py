"""Judge formats for Wythoff's game: POJ 1067 (HDU 1527), HDU 2177 and Luogu P2252.

POJ 1067 input of any length is read in chunks, tokenised with numpy
(:mod:`grundy.judge.fast`) and decided a chunk at a time with an exact
int64 test; piles of 2^30 or more, up to any size, are decided with
Python integers (GMP through gmpy2 when installed) in the same stream.
HDU 2177 reads pair by pair and prints every winning move; huge piles
cost a few integer square roots and conversions.  Luogu P2252
([SHOI2002] 取石子游戏) asks about one position.

>>> import io
>>> out = io.BytesIO()
>>> hdu2177(io.BytesIO(b"1 2\\n5 8\\n4 7\\n2 2\\n0 0\\n"), out)
>>> print(out.getvalue().decode(), end="")
0
1
4 7
3 5
0
1
0 0
1 2
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain
from typing import Any, BinaryIO

from ..bigint import int_to_str, isqrt, parse_int
from ..games.wythoff import Wythoff, explain, is_p_position
from ..games.wythoff.classic import floor_phi
from ..messages import Text, catalogue
from . import PILE_SIZE, JudgeError, JudgeFormat, not_a_count
from .format import Case, CaseByCase, explained, mixed, pieces
from .reading import SMALL_INPUT, TokenReader, read_head, short_input

__all__ = ["FAST_LIMIT", "FLOAT_WRONG_K", "HDU2177", "P2252", "POJ1067", "hdu2177", "poj1067", "read_pair"]

MESSAGES = catalogue("judge.wythoff", {
    "summary_poj1067": ("POJ 1067 / HDU 1527: pairs 'a b' to end of input; 1 if the player to move wins, else 0",
                "POJ 1067 / HDU 1527：读到输入结束的数对 'a b'；先手必胜输出 1，否则输出 0"),
    "summary_hdu2177": ("HDU 2177: 'a b' lines to '0 0'; 0, or 1 and the position each winning move leaves",
                "HDU 2177：'a b' 各行，以 '0 0' 结束；输出 0，或输出 1 和每个必胜走法留下的局面"),
    "summary_p2252": ("Luogu P2252: one pair 'a b' of Wythoff's game; 1 if the player to move wins, else 0",
                      "洛谷 P2252：威佐夫博弈的一对 'a b'；先手必胜输出 1，否则输出 0"),
    "one_number": ("the last pair has only one number", "最后一对只有一个数"),
    "why": ("{explanation}{note}", "{explanation}{note}"),
    "float_note": (" (A double-precision golden ratio gets a_k wrong for some k from {first:,} on; this answer is exact, "
                   "in integers: a_k = (k + isqrt(5k^2)) // 2.)",
                   "（用双精度浮点数算黄金比例，从 k = {first:,} 起会把一些 a_k 算错；这里的答案用整数精确算出："
                   "a_k = ⌊(k + ⌊√(5k²)⌋) / 2⌋。）"),
})

#: Pairs whose larger pile is below this are decided in int64 arithmetic.
FAST_LIMIT = 1 << 30


def read_pair(reader: TokenReader) -> tuple[Any, Any] | None:
    """Read the next pair 'a b'; None at the end of the input.

    An unpaired last number is an error.
    """
    a = reader.next(PILE_SIZE)
    if a is None:
        return None
    b = reader.next(PILE_SIZE)
    if b is None:
        raise JudgeError(reader.last_line(), MESSAGES("one_number"))
    return a, b


def poj1067(stream: BinaryIO, out: BinaryIO, *, chunk_size: int | None = None,
            threads: int | None = None, small_input: int = SMALL_INPUT) -> None:
    """POJ 1067: one line per pair, 1 if the player to move wins, else 0.

    The input is read in chunks of ``chunk_size`` bytes, tokenised in
    ``threads`` worker threads (see :class:`grundy.judge.fast.TokenStream`),
    and each chunk's pairs are decided at once with numpy; pairs with a
    pile of 2^30 or more are decided exactly with Python integers.  The
    output of a chunk is written as soon as it is known.  Input of at most
    ``small_input`` tokens is answered pair by pair, without numpy.

    >>> import io
    >>> out = io.BytesIO()
    >>> poj1067(io.BytesIO(b"2 1\\n8 4\\n4 7\\n" + b"1" * 500 + b" 0"), out)
    >>> out.getvalue()
    b'0\\n1\\n0\\n1\\n'
    """
    head, complete = read_head(stream, small_input)
    if complete:
        reader = TokenReader(short_input(stream, head))
        write = out.write
        while (pair := read_pair(reader)) is not None:
            write(b"0\n" if is_p_position(*pair) else b"1\n")
        return

    from .fast import TokenStream

    write = out.write
    held: tuple[Any, int] | None = None  # a number whose partner starts the next chunk
    tokens_in_order = iter(TokenStream(stream, chunk_size, threads, prefix=head))
    try:
        for tokens in tokens_in_order:
            n = len(tokens)
            start = 0
            if held is not None and n:
                write(b"0\n" if is_p_position(held[0].value(held[1]), tokens.value(0)) else b"1\n")
                held, start = None, 1
            stop = n - (n - start) % 2
            if stop > start:
                write(_poj1067_pairs(tokens, start, stop))
            if stop < n:
                held = (tokens, n - 1)
            if tokens.error is not None:
                raise not_a_count(tokens.error_line(), PILE_SIZE, tokens.bad_token())
    finally:
        tokens_in_order.close()
    if held is not None:
        raise JudgeError(held[0].line(held[1]), MESSAGES("one_number"))


def _poj1067_pairs(tokens: Any, start: int, stop: int) -> bytes:
    # The answer lines for the pairs formed by tokens[start:stop].
    #
    # Algorithm notes: with x <= y and k = y - x, (x, y) is a P-position iff
    # x = floor(k*phi) (Wythoff), i.e. x <= k*phi < x + 1.  As 2 k phi =
    # k + sqrt(5 k^2), that is u <= s < u + 2 with u = 2x - k and
    # s = sqrt(5 k^2) >= 0.  If u < 0 it fails: then k >= 1 (u = 2x when
    # k = 0) and u + 2 <= 1 < sqrt 5 <= s.  If u >= 0, squaring is monotone:
    # u^2 <= 5k^2 < u^2 + 4u + 4.  With D = 5k^2 - u^2 that reads
    #
    #     P  <=>  0 <= D < 4u + 4,
    #
    # which also fails for every u <= -1 (then 4u + 4 <= 0), so it is the
    # whole test.  (D = 0 only for k = 0: sqrt 5 is irrational.)  Range: for
    # y < 2^30, 0 <= x, k < 2^30 and -2^30 < u < 2^31, so 5k^2 < 5 * 2^60,
    # u^2 < 2^62, |D| < 2^63 and |4u + 4| < 2^34: every intermediate fits
    # int64 exactly.  Pairs with y >= 2^30 (including tokens too long for
    # int64, whose value is LONG) are decided with Python integers.
    import numpy as np

    from .fast import LONG

    values = tokens.values
    a = values[start:stop:2]
    b = values[start + 1 : stop : 2]
    x = np.minimum(a, b)
    k = np.maximum(a, b)
    big = np.flatnonzero(k >= FAST_LIMIT) if k.max() >= FAST_LIMIT else None
    k -= x
    u = x
    u <<= 1
    u -= k  # u = 2x - k
    k *= k
    k *= 5
    k -= u * u  # D = 5k^2 - u^2
    u += 1
    u <<= 2  # 4u + 4
    p = np.less(k, u)
    p &= k >= 0
    lines = p.view(np.uint8).astype("<u2")
    lines ^= 0x0A31  # b"0\n" for a P-position, b"1\n" otherwise (little-endian)
    if big is not None:
        for i, pa, pb in zip(big.tolist(), a[big].tolist(), b[big].tolist()):
            if pa == LONG:
                pa = tokens.value(start + 2 * i)
            if pb == LONG:
                pb = tokens.value(start + 2 * i + 1)
            lines[i] = 0x0A30 if is_p_position(pa, pb) else 0x0A31
    out: bytes = lines.tobytes()
    return out


def hdu2177(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 2177: '0' for a losing position; else '1' and the position each winning move leaves.

    Each winning move is one line 'x y', the position it leaves with x <= y:
    first the move on both piles, then on the first pile, then on the
    second, as the accepted solutions print them.  Two moves that leave the
    same pair print it twice ('2 3' gives '1 2' for 1 from both piles and
    for 2 from the second); with equal piles a move on one pile is listed
    once, a move on the other pile being the same move.
    Huge piles cost a handful of integer square roots (GMP through gmpy2
    when installed), and a pile that is printed back unchanged is copied
    from the input rather than converted twice.
    """
    reader = TokenReader(stream)
    write = out.write
    while True:
        a_text = reader.next_token()
        if a_text is None:
            return
        a = _pile(reader, a_text)
        b_text = reader.next_token()
        if b_text is None:
            raise JudgeError(reader.last_line(), MESSAGES("one_number"))
        b = _pile(reader, b_text)
        if a == 0 and b == 0:
            return
        moves = _hdu2177_moves(a, b)
        if not moves:
            write(b"0\n")
            continue
        known = {a: a_text.lstrip(b"0") or b"0", b: b_text.lstrip(b"0") or b"0"}
        lines = [b"1"]
        for x, y in moves:
            lines.append(_text(x, known) + b" " + _text(y, known))
        lines.append(b"")
        write(b"\n".join(lines))


def _pile(reader: TokenReader, token: bytes) -> Any:
    if not token.isdigit():
        raise not_a_count(reader.line(), PILE_SIZE, token)
    return parse_int(token)


def _text(n: Any, known: dict[Any, bytes]) -> bytes:
    text = known.get(n)
    return text if text is not None else int_to_str(n).encode("ascii")


def _hdu2177_moves(a: Any, b: Any) -> list[tuple[Any, Any]]:
    # The position (x, y), x <= y, each winning move from (a, b) leaves, in
    # HDU 2177's order: the same amount from both piles, then a move on pile
    # a, then on pile b (skipped when a == b: the same moves as on pile a).
    # Empty for a P-position.  A pair two moves leave is there twice: from
    # (b_k, b_k + k) both taking k from each pile and taking b_k from the
    # second leave (a_k, b_k).  As a set, the positions of
    # games.wythoff.winning_moves, with fewer square roots: five
    # floor(n*phi) for an N-position, one for a P-position.
    x, y = (a, b) if a <= b else (b, a)
    k = y - x
    ak = floor_phi(k)
    if ak == x:
        return []
    moves = []
    if ak < x:
        moves.append((ak, ak + k))
    pb = _partner(b)
    if pb < a:
        moves.append((pb, b) if pb <= b else (b, pb))
    if a != b:
        pa = _partner(a)
        if pa < b:
            moves.append((pa, a) if pa <= a else (a, pa))
    return moves


def _partner(v: Any) -> Any:
    # The other pile of the P-position that holds v.
    #
    # Algorithm notes: the lower Wythoff numbers a_j = floor(j phi) and the
    # upper ones b_j = a_j + j partition the positive integers (Beatty), and
    # c(v) = floor((v + 1)/phi) = floor((v + 1) phi) - (v + 1) of the lower
    # ones are at most v.  So v is a lower one iff c(v) - c(v - 1) = 1, i.e.
    # iff floor((v + 1) phi) - floor(v phi) = 2; then v = a_j with j = c(v)
    # and its partner is v + j.  Otherwise v = b_i with i = v - c(v), the
    # count of upper ones up to v, and its partner is a_i = v - i = c(v).
    # With r = isqrt(5 (v + 1)^2), isqrt(5 v^2) is r - 2 or r - 3 (as
    # sqrt(5 (v + 1)^2) - sqrt(5 v^2) = sqrt 5), one square tells which: a
    # single square root for both floors.
    if v == 0:
        return v
    m = v + 1
    five_m2 = 5 * m * m
    r = isqrt(five_m2)
    five_v2 = five_m2 - 10 * m + 5
    rv = r - 2 if (r - 2) * (r - 2) <= five_v2 else r - 3
    f = (m + r) // 2  # floor((v + 1) phi)
    j = f - m
    return v + j if f - (v + rv) // 2 == 2 else j


# ------------------------------------------------------ cases, for the checker and the test-data maker
#: The statements' bounds: POJ 1067 piles up to 10^9, HDU 2177 up to 10^6 (and a <= b).
POJ1067_MAX, HDU2177_MAX = 10**9, 10**6
#: Luogu P2252's bound: 0 <= a, b <= 10^9.
P2252_MAX = 10**9

#: Every k up to the largest of POJ 1067 (b_k <= 10^9) where a double-precision
#: golden ratio gets a_k wrong: int(k * (1 + sqrt(5)) / 2) != floor(k*phi).
#: Algorithm notes: found once by computing that expression in IEEE doubles for
#: every k from 1 to 381,966,011 and comparing it with the exact floor
#: (k + isqrt(5 k^2)) // 2; the first is k = 102,334,155 = F(40), where the
#: float gives 165,580,141 for a_k = 165,580,140 (tests/judge/test_wythoff_cases.py
#: checks each of them with floats, which only the test uses).
FLOAT_WRONG_K = (102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296,
                 282844648, 307002465, 321932817, 336863169, 346090634, 361020986, 370248451)
#: The k where 5k^2 first overflows a 32-bit int, and the k around where k^2 does (46341).
OVERFLOW_K = (20725, 1 << 15, 46341, 1 << 16)


def _pair_cases(stream: BinaryIO, until_zero: bool) -> Iterator[Case]:
    # The pairs 'a b' as cases (to '0 0' when until_zero), read as the solvers read them.
    reader = TokenReader(stream)
    number = 0
    while True:
        a = reader.next(PILE_SIZE)
        if a is None:
            return
        line = reader.line()
        b = reader.next(PILE_SIZE)
        if b is None:
            raise JudgeError(reader.last_line(), MESSAGES("one_number"))
        if until_zero and a == 0 and b == 0:
            return
        number += 1
        yield Case(number, line, f"{int_to_str(a)} {int_to_str(b)}", (a, b), reader.line())


def _why(a: Any, b: Any) -> Text:
    # The game's explanation (which names k, a_k and the P-position), and
    # where a double-precision golden ratio starts to fail.
    k = abs(a - b)
    note = MESSAGES("float_note", first=FLOAT_WRONG_K[0]) if k >= FLOAT_WRONG_K[0] else ""
    return MESSAGES("why", explanation=explained(lambda lang: explain(a, b, lang)), note=note)


def _largest_k(limit: int) -> int:
    # The largest k whose P-position (a_k, a_k + k) has both piles at most limit.
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if floor_phi(mid) + mid <= limit else (lo, mid - 1)
    return lo


def _random_pairs(rng: random.Random, limit: int, ordered: bool) -> Iterator[str]:
    # Pairs within [0, limit]: a third P-positions, a third next to one, a third anywhere.
    top = _largest_k(limit)
    while True:
        roll = rng.random()
        if roll < 2 / 3:
            k = rng.randint(0, top)
            a, b = floor_phi(k), floor_phi(k) + k
            if roll >= 1 / 3:
                a, b = min(max(a + rng.randint(-2, 2), 0), limit), min(max(b + rng.randint(-2, 2), 0), limit)
        else:
            a, b = rng.randint(0, limit), rng.randint(0, limit)
        if ordered and a > b or not ordered and rng.random() < 0.5:
            a, b = b, a
        yield f"{a} {b}"


def _special_pairs(limit: int, ordered: bool) -> list[str]:
    # The cases that break the usual wrong solutions, within [0, limit].
    # Each kind early (the few hard cases --generate 20 --hard makes break every usual wrong
    # solution), the rest of the float cases last.
    top = _largest_k(limit)
    floats: list[tuple[int, int]] = []
    for k in FLOAT_WRONG_K:  # a float golden ratio gets these wrong: their P-positions and their neighbours
        if floor_phi(k) + k + 1 <= limit:
            ak = floor_phi(k)
            floats += [(ak, ak + k), (ak + k, ak), (ak + 1, ak + k + 1)]
    pairs = floats[:6]
    for k in OVERFLOW_K:  # where 5k^2 (from k = 20725) or k^2 (from 46341) overflows 32 bits
        if floor_phi(k) + k <= limit:
            pairs.append((floor_phi(k), floor_phi(k) + k))
    ak = floor_phi(top)
    pairs += [(ak, ak + top), (ak + 1, ak + top + 1), (limit, limit), (0, limit), (limit - 1, limit)]
    pairs += [(0, 1), (1, 1), (1, 2), (2, 1), (0, 2), (3, 5), (2, 2)]  # the smallest ones, equal piles
    pairs += floats[6:]
    return [f"{min(a, b)} {max(a, b)}" if ordered else f"{a} {b}" for a, b in pairs]


class POJ1067(JudgeFormat):
    """POJ 1067 / HDU 1527: see :func:`poj1067`."""

    name = "poj1067"
    aliases = ("hdu1527",)
    problem = "POJ 1067 / HDU 1527"
    summary = MESSAGES("summary_poj1067")
    game = "wythoff"
    sample_input = b"2 1\n8 4\n4 7\n"
    sample_output = b"0\n1\n0\n"
    solve = staticmethod(poj1067)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return _pair_cases(stream, until_zero=False)

    def answer(self, case: Case) -> list[str]:
        return ["0" if is_p_position(*case.data) else "1"]

    def why(self, case: Case) -> Text:
        return _why(*case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        # '0 0' is a case here, not the end of the input (as in HDU 2177).
        special = _special_pairs(POJ1067_MAX, ordered=False)
        special.insert(1, "0 0")
        return pieces(mixed(count, hard, special, _random_pairs(rng, POJ1067_MAX, ordered=False)))


class HDU2177(JudgeFormat):
    """HDU 2177: see :func:`hdu2177`."""

    name = "hdu2177"
    aliases = ()
    problem = "HDU 2177"
    summary = MESSAGES("summary_hdu2177")
    game = "wythoff"
    sample_input = b"1 2\n5 8\n4 7\n2 2\n0 0\n"
    sample_output = b"0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n"
    solve = staticmethod(hdu2177)
    answer_starts_known = True

    def answer_starts(self, line: str) -> bool:
        return " " not in line.strip()  # '0' or '1'; a move is 'x y'

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        return _pair_cases(stream, until_zero=True)

    def answer(self, case: Case) -> list[str]:
        moves = _hdu2177_moves(*case.data)
        return ["1", *(f"{int_to_str(x)} {int_to_str(y)}" for x, y in moves)] if moves else ["0"]

    def why(self, case: Case) -> Text:
        return _why(*case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        # (0, x) lines are cases: only '0 0' ends the input (a solution that stops at a = 0 is wrong).
        # From 2 3 two winning moves leave 1 2, which is listed twice.
        special = ["0 1", "2 3", *(f"0 {x}" for x in (2, 7, HDU2177_MAX)), *_special_pairs(HDU2177_MAX, ordered=True)]
        cases = mixed(count, hard, special, (p for p in _random_pairs(rng, HDU2177_MAX, ordered=True) if p != "0 0"))
        return pieces(chain(cases, ["0 0"]))


class P2252(CaseByCase):
    """Luogu P2252: Wythoff's exact test on one pair (what follows it is not read).

    >>> import io
    >>> out = io.BytesIO()
    >>> P2252().solve(io.BytesIO(b"8 4\\n"), out)
    >>> out.getvalue()
    b'1\\n'
    """

    name = "p2252"
    aliases = ("luogu-p2252",)
    problem = "Luogu P2252"
    summary = MESSAGES("summary_p2252")
    game = "wythoff"
    sample_input = b"8 4\n"
    sample_output = b"1\n"
    loose_end = True
    trims_lines = True
    max_cases = 1  # one position per input

    def read(self, reader: TokenReader) -> Iterator[Case]:
        a = reader.expect(PILE_SIZE)
        line = reader.line()
        b = reader.expect(PILE_SIZE)
        yield Case(1, line, f"{int_to_str(a)} {int_to_str(b)}", (a, b), reader.line())

    def answer(self, case: Case) -> list[str]:
        return ["0" if is_p_position(*case.data) else "1"]

    def explained(self, case: Case) -> tuple[Any, Any]:
        return Wythoff(), case.data

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        # One position per input, as the problem has: with `hard`, one of the hard inputs.
        if hard:
            yield rng.choice(self.hard_inputs())
        else:
            yield f"{rng.randint(0, 100)} {rng.randint(0, 100)}\n".encode()

    def hard_inputs(self) -> list[bytes]:
        # Where a double-precision golden ratio is wrong first (each k of FLOAT_WRONG_K within
        # 10^9), then the bounds, the smallest positions and where 5k^2 overflows 32 bits.
        return [f"{pair}\n".encode() for pair in ["0 0", *_special_pairs(P2252_MAX, ordered=False)]]
