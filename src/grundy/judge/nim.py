"""Judge formats for Nim and the Bash game: Luogu P2197, HDU 2176 and HDU 1846.

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
>>> hdu1846(io.BytesIO(b"2\\n23 2\\n4 3\\n"), out)
>>> out.getvalue()
b'first\\nsecond\\n'

(The samples of Luogu P2197, HDU 2176 and HDU 1846 as the problems publish them.)

Input of any length runs in bounded memory (HDU 2176 must keep one case's
piles, to list its moves after the nim-sum is known), and output keeps
input order.  P2197 and HDU 2176 read input of more than
:data:`~grundy.judge.SMALL_INPUT` tokens with the vectorised
tokenizer of :mod:`grundy.judge.fast` (int64 values, exact Python integers
for longer tokens, in the same stream): P2197 answers all the cases of a
chunk at once with numpy (see :class:`_P2197State`), HDU 2176 gets each
case's piles as one array.  Shorter input is read token by token, without
importing numpy.  Declared counts beyond :data:`MAX_COUNT` (or
:data:`MAX_KEPT` piles for HDU 2176) are refused before any pile is read.
Bad input raises :class:`~grundy.judge.JudgeError` naming the line and
the token, after every answer before it has been written.

One topic: the judge formats whose games are Nim and Bash read their input
the same way (the chunked tokenizer and the P2197 reader serve them all), so
they live together.  Each format's class, at the end, declares its sample and reads its input
case by case for the checker, beside its solver (the same reading rules
and errors), and makes its test data within the problem's bounds: one
topic, Nim's judge formats, which is why the module is long.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import reduce
from itertools import chain
from operator import xor
from typing import Any, BinaryIO

from ..bigint import int_to_str
from ..games import bash
from ..games.nim import explain as nim_explain
from ..games.nim import winning_reductions
from ..messages import Text, catalogue
from . import (NUMBER, PILE_SIZE, SMALL_INPUT, JudgeError, JudgeFormat, Named, TokenReader, input_ends, not_a_count, read_head,
               short_input, too_large)
from .cases import CaseReader, mixed, pieces
from .format import Case, explained, quoted_numbers

__all__ = ["HDU1846", "HDU2176", "MAX_COUNT", "MAX_KEPT", "NIM", "P2197", "XorRule", "hdu1846", "hdu2176", "p2197",
           "xor_cases"]

#: The largest number of cases or piles a count may declare (10**9 piles
#: would already be gigabytes of input).
MAX_COUNT = 10**9
#: The largest number of piles HDU 2176 may declare in one case: they are
#: all kept in memory to list the winning moves.
MAX_KEPT = 10**7

MESSAGES = catalogue("judge.nim", {
    "summary_p2197": ("Luogu P2197: T cases of 'n' and n piles; Yes if the player to move wins (Nim)",
              "洛谷 P2197：T 组数据，每组 'n' 和 n 堆石子；先手必胜输出 'Yes'（尼姆博弈）"),
    "summary_hdu2176": ("HDU 2176: 'm' and m piles to '0'; No, or Yes and every winning move 'before after'",
                "HDU 2176：'m' 和 m 堆石子，以 '0' 结束；输出 'No'，或输出 'Yes' 和每个必胜走法 '取前 取后'"),
    "summary_hdu1846": ("HDU 1846: C cases 'n m' of the Bash game; first if the player to move wins, else second",
                "HDU 1846：C 组巴什博弈 'n m'；先手必胜输出 'first'，否则输出 'second'"),
    "cases": ("the number of cases {letter}", "用例数 {letter}"),
    "n_of_case": ("n (the number of piles of case {case})", "第 {case} 组的堆数 n"),
    "pile_of_case": ("pile {j} of {n} of case {case}", "第 {case} 组 {n} 堆中的第 {j} 堆"),
    "m_piles": ("m (the number of piles)", "堆数 m"),
    "m_kept": ("m (the number of piles, kept in memory)", "堆数 m（要全部保存在内存中）"),
    "pile_of": ("pile {j} of {n}", "{n} 堆中的第 {j} 堆"),
    "n_pile_of_case": ("n (the pile of case {case})", "第 {case} 组的石子数 n"),
    "m_take_of_case": ("m (the most stones one move takes, case {case})", "第 {case} 组每步最多取的个数 m"),
    "m_too_small": ("m (the most stones one move takes) must be at least 1, not {m}", "每步最多取的个数 m 至少为 1，不能是 {m}"),
})

_CASES = MESSAGES("cases", letter="T")


class XorRule:
    """How a format of T cases of n heaps answers a case: by the XOR of a value per heap.

    The value of a heap is :meth:`value` (exact, for Python integers) and
    :meth:`values` (over an int64 array of heaps below 2^63, where it may
    wrap: only XORs of it are taken, and a wrapped value is a fixed bit
    pattern that cancels like any other); ``won`` is the answer when the
    XOR is not 0, ``lost`` when it is.  This one is Nim's (Bouton): a heap
    is worth itself.
    """

    won: bytes = b"Yes\n"
    lost: bytes = b"No\n"

    def value(self, heap: Any) -> Any:
        return heap

    def values(self, heaps: Any) -> Any:
        return heaps

    def answers(self, won: Any) -> bytes:
        """The answers of the cases, one per entry of the bool array ``won``.

        Each answer is padded with NULs to one 4- or 8-byte word, so that one
        ``take`` writes them all; the NULs are dropped where there are any.
        """
        import numpy as np

        longest = max(len(self.won), len(self.lost))
        if longest > 8:
            raise ValueError("a rule's answers are at most 8 bytes long")
        width = 4 if longest <= 4 else 8
        words = [int.from_bytes(w.ljust(width, b"\0"), "little") for w in (self.lost, self.won)]
        text = np.array(words, dtype=f"<u{width}").take(won.view(np.uint8)).view(np.uint8)
        padded = (len(self.won) < width and won.any()) or (len(self.lost) < width and not won.all())
        kept: bytes = (text[text != 0] if padded else text).tobytes()
        return kept


#: Nim with P2197's answers.
NIM = XorRule()


def _n_what(case: int) -> Text:
    return MESSAGES("n_of_case", case=case)


def _pile_what(j: int, n: int, case: int) -> Text:
    return MESSAGES("pile_of_case", j=j, n=n, case=case)


class _PlainCursor:
    """The reading interface of :class:`grundy.judge.fast.TokenCursor` over a :class:`TokenReader`.

    For input too short to be worth importing numpy: values come one by
    one as Python ints, and :meth:`take` returns a list (and no long
    tokens, since every value is exact already).
    """

    def __init__(self, stream: BinaryIO) -> None:
        self.reader = TokenReader(stream)

    def next(self, what: Named = NUMBER) -> Any:
        return self.reader.next_int(what)

    def expect(self, what: Named = NUMBER) -> Any:
        return self.reader.expect_int(what)

    def line(self) -> int:
        return self.reader.line()

    def take(self, n: int, what: Named = NUMBER, missing: Any = None) -> tuple[list[Any], list[Any]]:
        values: list[Any] = []
        next_int = self.reader.next_int
        for _ in range(n):
            value = next_int(what)
            if value is None:
                name = what if missing is None else missing(len(values))
                raise input_ends(self.reader.last_line(), name)
            values.append(value)
        return values, []

    def close(self) -> None:
        pass


def _count(cursor: Any, what: Named, limit: int = MAX_COUNT) -> Any:
    # The next value as a count: expected, and refused above `limit` before
    # anything it counts is read.
    value = cursor.expect(what)
    if value > limit:
        raise too_large(cursor.line(), what, value, limit)
    return value


def _cursor(stream: BinaryIO, chunk_size: int | None, threads: int | None, small_input: int) -> Any:
    # A plain cursor for short input (no numpy import), else a vectorised one.
    head, complete = read_head(stream, small_input)
    if complete:
        return _PlainCursor(short_input(stream, head))
    from .fast import TokenCursor, TokenStream

    return TokenCursor(TokenStream(stream, chunk_size, threads, prefix=head))


def p2197(stream: BinaryIO, out: BinaryIO, *, chunk_size: int | None = None,
          threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """Luogu P2197: T cases of n and n pile sizes; 'Yes' if the player to move wins, else 'No'.

    Tokens may be spread over lines in any way.  The answer is Bouton's
    rule: the player to move wins exactly when the nim-sum is not 0.  The
    input is read in chunks of ``chunk_size`` bytes and tokenised in
    ``threads`` worker threads (see :class:`grundy.judge.fast.TokenStream`);
    the cases of a chunk are found and XOR-reduced with numpy, and their
    answers written, before the next chunk is consumed.  Input of at most
    ``small_input`` tokens is answered case by case, without numpy.

    By default the chunks are tokenised in the calling thread: the work
    done per chunk here is numpy calls too, and handing the interpreter
    lock back and forth with worker threads cost more than the workers
    saved (benchmarks/p2197.py; with 2 workers, up to 1.6 times the time
    on inputs of many tiny cases).

    Only the first T cases are answered: whatever follows them is ignored,
    bad tokens included (and not read beyond the chunk the T-th case ends in).  Input that ends before the T-th case is complete is
    an error naming what was expected, after the answers of the complete
    cases.  An n above :data:`MAX_COUNT` is refused before its piles are read.

    >>> import io
    >>> out = io.BytesIO()
    >>> p2197(io.BytesIO(b"3\\n2 5 5\\n0\\n1 " + b"7" * 30 + b"\\n9 extra"), out, small_input=0)
    >>> out.getvalue()
    b'No\\nNo\\nYes\\n'
    """
    xor_cases(stream, out, NIM, chunk_size=chunk_size, threads=threads, small_input=small_input)


def xor_cases(stream: BinaryIO, out: BinaryIO, rule: XorRule, *, chunk_size: int | None = None,
              threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """T cases of n and n heaps, each answered by the XOR of ``rule``'s heap values, as :func:`p2197` does."""
    head, complete = read_head(stream, small_input)
    if complete:
        _p2197_cases(_PlainCursor(short_input(stream, head)), out.write, rule)
        return
    from .fast import TokenStream

    state = _P2197State(rule)
    chunks = iter(TokenStream(stream, chunk_size, threads, prefix=head))
    try:
        for tokens in chunks:
            answers, error = state.feed(tokens)
            if answers:
                out.write(answers)
            if error is not None:
                raise error
            if state.finished:
                return
    finally:
        chunks.close()
    raise state.ended()


def _p2197_cases(cursor: Any, write: Any, rule: XorRule) -> None:
    # P2197 case by case (for short input).
    cases = _count(cursor, _CASES)
    for case in range(1, cases + 1):
        n = _count(cursor, _n_what(case))
        piles, _ = cursor.take(n, PILE_SIZE, lambda got: _pile_what(got + 1, n, case))
        write(rule.won if reduce(xor, map(rule.value, piles), 0) else rule.lost)


class _P2197State:
    """Where P2197 input stands between two chunks, and the answers of each chunk.

    Algorithm notes
    ---------------
    Bouton: the player to move wins iff the XOR of the piles is not 0.  A
    pile token of at most 16 digits has its value v < 10^16 < 2^63 in the
    chunk's int64 array, and the XOR of values in [0, 2^63) stays in
    [0, 2^63) (XOR sets no bit above the highest bit of its operands), so
    int64 XOR is exact for them.  A longer token holds LONG there; the
    cases it belongs to are corrected in Python integers: XOR-ing LONG once
    more cancels it (x ^ LONG ^ LONG = x), then the exact value is XOR-ed in.
    The same holds for any rule's heap values (:class:`XorRule`): the XOR is
    taken of ``rule.values`` of the tokens, and what stands for a long token
    there (its int64 bit pattern, as a signed Python int) is cancelled the same way.

    The cases of a chunk are found without a Python step per case: the
    token after the case whose count is at position p is at
    next(p) = p + 1 + n_p, and the counts are the orbit of the chunk's first
    count under next.  A plain walk of a few steps serves chunks of big
    cases; for many small cases, next is composed with itself (next^2,
    next^4, ..., next^s by gathers over the whole chunk), a Python loop
    walks next^s, which visits every s-th count, and the counts in between
    come from applying next^(s/2), ..., next^1 to those (log2 s gathers).
    With the counts h_1 < h_2 < ... known, the piles of case k are the
    tokens h_k + 1 .. h_(k+1) - 1, and with the prefix XOR
    P_j = t_start ^ ... ^ t_j of the chunk's tokens (one ``accumulate``),
    their nim-sum is P_(h_(k+1) - 1) ^ P_(h_k), since x ^ x = 0: two gathers
    give every case's nim-sum at once.
    """

    def __init__(self, rule: XorRule = NIM) -> None:
        import numpy as np

        from .fast import LONG

        self.rule = rule
        self.sentinel = int(rule.values(np.array([LONG], dtype=np.int64))[0])  # what stands for a long token
        self.cases: Any = None  # T, once read
        self.done = 0  # cases answered
        self.n = 0  # the number of piles of the open case
        self.left = 0  # piles of the open case still to come (0: the next token is a count)
        self.acc: Any = 0  # nim-sum of the piles of the open case read so far
        self.last: Any = None  # the last chunk that held a token

    @property
    def finished(self) -> bool:
        return self.cases is not None and self.done >= self.cases

    def feed(self, tokens: Any) -> tuple[bytes, JudgeError | None]:
        """The answers completed by one more chunk, and the error that stops the input there."""
        size = len(tokens)
        if size:
            self.last = tokens
        i = 0
        if self.cases is None:
            if not size:
                return b"", self._bad(tokens)
            cases = tokens.value(0)
            if cases > MAX_COUNT:
                return b"", too_large(tokens.line(0), _CASES, cases, MAX_COUNT)
            self.cases = cases
            i = 1
        answers = b""
        if self.left and i < size:
            k = min(self.left, size - i)
            self.acc ^= _xor(tokens, i, i + k, self.rule, self.sentinel)
            self.left -= k
            i += k
            if not self.left:
                answers = self.rule.won if self.acc else self.rule.lost
                self.done += 1
        error = None
        if not self.left and i < size and not self.finished:
            more, error = self._cases(tokens, i)
            answers += more
        return answers, error or self._bad(tokens)

    def _bad(self, tokens: Any) -> JudgeError | None:
        # The error for the bad token that ends the input, if it is the next
        # token wanted (every token before it was consumed).
        if tokens.error is None or self.finished:
            return None
        what: Named
        if self.cases is None:
            what = _CASES
        elif self.left:
            what = PILE_SIZE
        else:
            what = _n_what(self.done + 1)
        return not_a_count(tokens.error_line(), what, tokens.bad_token())

    def _cases(self, tokens: Any, start: int) -> tuple[bytes, JudgeError | None]:
        # Answer the cases that start at tokens[start:], the first at start:
        # every complete one; the last may be left open or have an absurd n.
        import numpy as np

        from .fast import LONG

        values = tokens.values
        heads = _case_starts(values, start, self.cases - self.done)
        last = int(heads[-1])
        n = int(values[last])
        while n == LONG:  # a long count: its exact value (leading zeros can make it small)
            n = tokens.value(last)
            if n > MAX_COUNT or last + 1 + n >= len(values) or len(heads) == self.cases - self.done:
                break
            counts = values.copy()  # walk on from here with the exact count
            counts[last] = n
            heads = np.concatenate([heads[:-1], _case_starts(counts, last, self.cases - self.done - len(heads) + 1)])
            last = int(heads[-1])
            n = int(values[last])
        error = None
        if n > MAX_COUNT:
            error = too_large(tokens.line(last), _n_what(self.done + len(heads)), n, MAX_COUNT)
            heads, stop = heads[:-1], last
        elif last + 1 + n > len(values):  # the last case goes on in the next chunk
            self.n, self.left = n, last + 1 + n - len(values)
            self.acc = _xor(tokens, last + 1, len(values), self.rule, self.sentinel)
            heads, stop = heads[:-1], last
        else:
            stop = last + 1 + n
        if not len(heads):
            return b"", error
        prefix = np.bitwise_xor.accumulate(self.rule.values(values[start:stop]))
        ends = np.empty_like(heads)  # the last token of each case
        ends[:-1] = heads[1:]
        ends[-1] = stop
        ends -= start + 1
        sums = prefix.take(ends)
        sums ^= prefix.take(heads - start)  # the XOR up to and with the count
        won = sums != 0
        long = tokens.long
        if len(long):
            long = long[(long >= start) & (long < stop)]
            case_of = np.searchsorted(heads, long, "right") - 1
            piles = heads.take(case_of) != long  # not a count
            long, case_of = long[piles], case_of[piles]
            exact: dict[int, Any] = {}
            for c, v in zip(case_of.tolist(), tokens.exact(long)):
                exact[c] = exact.get(c, int(sums[c])) ^ self.sentinel ^ self.rule.value(v)
            for c, s in exact.items():
                won[c] = s != 0
        self.done += len(heads)
        return self.rule.answers(won), error

    def ended(self) -> JudgeError:
        """The error for input that ends before the T-th case is complete."""
        what: Named
        if self.cases is None:
            what = _CASES
        elif self.left:
            what = _pile_what(self.n - self.left + 1, self.n, self.done + 1)
        else:
            what = _n_what(self.done + 1)
        line = self.last.line(len(self.last) - 1) if self.last is not None else 1
        return input_ends(line, what)


def _xor(tokens: Any, start: int, stop: int, rule: XorRule, sentinel: int) -> Any:
    # The exact XOR of the heap values of tokens[start:stop] (a Python int).
    import numpy as np

    if stop <= start:
        return 0
    acc = int(np.bitwise_xor.reduce(rule.values(tokens.values[start:stop])))
    long = tokens.long
    if len(long):
        for v in tokens.exact(long[np.searchsorted(long, start) : np.searchsorted(long, stop)]):
            acc ^= sentinel ^ rule.value(v)
    return acc


#: Steps of the plain case walk, before the walk by doubling takes over.
_PLAIN_STEPS = 32
#: Counts the walk by doubling aims to visit with Python steps, per chunk:
#: one more level of doubling (a gather over the whole chunk) costs about as
#: much as a thousand or two Python steps.
_COARSE_STEPS = 1024
#: The most levels of doubling (next^1 .. next^(2^15)).
_MAX_LEVELS = 16


def _case_starts(counts: Any, start: int, limit: int) -> Any:
    # The positions of the first (at most `limit`) case counts in the chunk,
    # the first at `start` (see _P2197State's notes): every one before the
    # chunk's end, and always the first.
    import numpy as np

    size = len(counts)
    heads: list[int] = []
    p = start
    item = counts.item
    while len(heads) < min(limit, _PLAIN_STEPS):
        heads.append(p)
        p += 1 + item(p)
        if p >= size:
            return np.array(heads, dtype=np.intp)
    if len(heads) == limit:
        return np.array(heads, dtype=np.intp)
    # Many short cases: from p on, walk next^stride and fill in.
    rest = size - p
    nxt = np.empty(rest + 1, dtype=np.uint64)  # no overflow: counts < 2^63, offsets < 2^32
    np.add(counts[p:].view(np.uint64), _offsets(rest), out=nxt[:rest])
    np.minimum(nxt, rest, out=nxt)  # everything past the chunk goes to `rest`
    nxt[rest] = rest
    nxt = nxt.view(np.intp)
    levels = [nxt]
    expected = rest * len(heads) // (p - start)  # cases left, at the mean size so far
    while len(levels) < _MAX_LEVELS and expected >> (len(levels) - 1) > _COARSE_STEPS:
        far = levels[-1]
        levels.append(far.take(far))
    stride = 1 << (len(levels) - 1)
    item = levels[-1].item
    coarse = []
    q = 0
    wanted = limit - len(heads)
    for _ in range(-(-wanted // stride)):
        if q >= rest:
            break
        coarse.append(q)
        q = item(q)
    block = np.array(coarse, dtype=np.intp)[:, None]
    for jump in reversed(levels[:-1]):  # columns at offsets 0, s/2; then 0, s/4, s/2, 3s/4; ...
        block = np.stack([block, jump.take(block)], axis=-1).reshape(len(block), -1)
    found = block.ravel()
    found = found[found < rest][:wanted]
    found += p
    return np.concatenate([np.array(heads, dtype=np.intp), found])


_OFFSETS: list[Any] = []


def _offsets(size: int) -> Any:
    # 1, 2, ..., size as uint64 (a view of an array kept from call to call).
    import numpy as np

    if not _OFFSETS or len(_OFFSETS[0]) < size:
        _OFFSETS[:] = [np.arange(1, max(size, 1 << 16) + 1, dtype=np.uint64)]
    return _OFFSETS[0][:size]


def hdu2176(stream: BinaryIO, out: BinaryIO, *, chunk_size: int | None = None,
            threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """HDU 2176: m and m pile sizes, until m = 0; 'No', or 'Yes' and every winning move.

    A winning move is printed as 'before after' (the pile's size before and
    after it), in pile order; there is at most one per pile.  The end of the
    input also ends the cases.  The tokens are read as for :func:`p2197`
    (vectorised beyond ``small_input`` tokens); a case's piles come as one
    array, exact for piles of any size.
    """
    cursor = _cursor(stream, chunk_size, threads, small_input)
    write = out.write
    try:
        while (case := _hdu2176_case(cursor)) is not None:
            piles = case[1]
            lines = [f"{int_to_str(before)} {int_to_str(after)}"
                     for _i, before, after in winning_reductions(piles)]
            if lines:
                write(("Yes\n" + "\n".join(lines) + "\n").encode())
            else:
                write(b"No\n")
    finally:
        cursor.close()


def _hdu2176_case(cursor: Any) -> tuple[int, list[Any]] | None:
    # The next case of HDU 2176: the line of its m and its piles (exact); None at its end.
    m = cursor.next(MESSAGES("m_piles"))
    if m is None or m == 0:
        return None
    if m > MAX_KEPT:
        raise too_large(cursor.line(), MESSAGES("m_kept"), m, MAX_KEPT)
    line = cursor.line()
    values, long = cursor.take(m, PILE_SIZE, lambda got: MESSAGES("pile_of", j=got + 1, n=m))
    piles = values if isinstance(values, list) else values.tolist()
    for i, value in long:
        piles[i] = value
    return line, piles


def hdu1846(stream: BinaryIO, out: BinaryIO) -> None:
    """HDU 1846 (Brave Game): C cases 'n m' of the Bash game; 'first' if the player to move wins.

    The player to move wins exactly when n is not a multiple of m + 1.
    """
    cursor = _PlainCursor(stream)
    write = out.write
    cases = _count(cursor, MESSAGES("cases", letter="C"))
    for case in range(1, cases + 1):
        n = cursor.expect(MESSAGES("n_pile_of_case", case=case))
        m = cursor.expect(MESSAGES("m_take_of_case", case=case))
        if m < 1:
            raise JudgeError(cursor.line(), MESSAGES("m_too_small", m=m))
        write(b"second\n" if bash.is_p_position(n, m) else b"first\n")


# ------------------------------------------------------ cases, for the checker and the test-data maker
#: The statements' bounds.  Luogu P2197: T <= 10, n <= 10^4, piles below 10^4.
#: HDU 2176: m <= 200000 piles, "non-zero positive integers" with no bound
#: given: up to 2^31 - 1 in ordinary input, up to 2^63 - 1 in hard input (a
#: solution that reads them as 32-bit ints is wrong there).  HDU 1846: 1 <= n, m <= 1000.
P2197_T, P2197_N, P2197_PILE = 10, 10**4, 10**4 - 1
HDU2176_M, HDU2176_PILE, HDU2176_HARD_PILE = 200_000, 2**31 - 1, 2**63 - 1
HDU1846_MAX = 1000


def _plain(stream: BinaryIO) -> _PlainCursor:
    cursor = _PlainCursor(stream)
    cursor.reader = CaseReader(stream)
    return cursor


def _nim_why(piles: list[Any], misere: bool = False) -> Text:
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


class P2197(JudgeFormat):
    """Luogu P2197: see :func:`p2197`."""

    name = "p2197"
    aliases = ("luogu-p2197",)
    problem = "Luogu P2197"
    summary = MESSAGES("summary_p2197")
    game = "nim"
    loose_end = True
    max_cases = P2197_T
    sample_input = b"2\n2\n1 1\n2\n1 0\n"
    sample_output = b"No\nYes\n"
    solve = staticmethod(p2197)

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        cursor = _plain(stream)
        cases = _count(cursor, _CASES)
        for case in range(1, cases + 1):
            n = _count(cursor, _n_what(case))
            line = cursor.line()
            piles, _ = cursor.take(n, PILE_SIZE, lambda got: _pile_what(got + 1, n, case))
            yield Case(case, line, quoted_numbers(piles), piles)

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

    def cases(self, stream: BinaryIO) -> Iterator[Case]:
        cursor = _plain(stream)
        number = 0
        while (case := _hdu2176_case(cursor)) is not None:
            number += 1
            yield Case(number, case[0], quoted_numbers(case[1]), case[1])

    def answer(self, case: Case) -> list[str]:
        lines = [f"{int_to_str(before)} {int_to_str(after)}" for _i, before, after in winning_reductions(case.data)]
        return ["Yes", *lines] if lines else ["No"]

    def why(self, case: Case) -> Text:
        return _nim_why(case.data)

    def generate(self, rng: random.Random, count: int, hard: bool = False) -> Iterator[bytes]:
        big = HDU2176_HARD_PILE
        # Piles that a 32-bit int reads as other piles (x and x + 2^32 look alike), the largest ones.
        special = [[1], [HDU2176_PILE], [7, 7], [5, 5 + (1 << 32)], [1 << 32, 1], [big, big], [big, 1, big - 1],
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
        cursor = _plain(stream)
        cases = _count(cursor, MESSAGES("cases", letter="C"))
        for case in range(1, cases + 1):
            n = cursor.expect(MESSAGES("n_pile_of_case", case=case))
            line = cursor.line()
            m = cursor.expect(MESSAGES("m_take_of_case", case=case))
            if m < 1:
                raise JudgeError(cursor.line(), MESSAGES("m_too_small", m=m))
            yield Case(case, line, f"{int_to_str(n)} {int_to_str(m)}", (n, m))

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
