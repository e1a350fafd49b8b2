"""Judge input of T cases of n heaps, each answered by the XOR of a value per heap, read vectorised.

The layout "T, then each case's n and its n heaps" (Luogu P2197, CSES 1730,
HDU 3032) asks, per case, whether the XOR of the heaps' values is 0
(Sprague-Grundy: a sum of games is lost exactly when the XOR of their
Grundy values is 0).  A format gives the value of a heap and its two
answers as an :class:`XorRule` (Nim's: a heap is worth itself, Bouton),
and :func:`xor_cases` answers the whole input: input of more than
:data:`~grundy.judge.reading.SMALL_INPUT` tokens is read with the
vectorised tokenizer of :mod:`grundy.judge.fast` (int64 values, exact
Python integers for longer tokens, in the same stream) and the cases of a
chunk are found and XOR-reduced at once with numpy (see
:class:`XorState`); shorter input is read case by case with the scalar
reader, without importing numpy.  Counts beyond
:data:`~grundy.judge.reading.MAX_COUNT` are refused before what they count
is read; bad input raises a :class:`~grundy.judge.JudgeError` naming the
line and the token, after every answer before it has been written.

>>> import io
>>> out = io.BytesIO()
>>> xor_cases(io.BytesIO(b"2\\n2\\n1 1\\n2\\n1 0\\n"), out, NIM)
>>> out.getvalue()
b'No\\nYes\\n'

One topic: this layout and its vectorised solver; the formats that use it
live with their games (:mod:`grundy.judge.nim`, :mod:`grundy.judge.lasker`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import reduce
from operator import xor
from typing import Any, BinaryIO

from ..messages import Text, catalogue
from . import PILE_SIZE, JudgeError, Named, input_ends, not_a_count, too_large
from .reading import MAX_COUNT, SMALL_INPUT, Reader, TokenReader, read_head, short_input

__all__ = ["CASES", "NIM", "XorRule", "XorState", "heap_cases", "heap_layout", "heap_of_case", "heaps_of_case", "xor_cases"]

MESSAGES = catalogue("judge.nim_sum", {
    "cases": ("the number of cases T", "用例数 T"),
    "n_of_case": ("n (the number of piles of case {case})", "第 {case} 组的堆数 n"),
    "pile_of_case": ("pile {j} of {n} of case {case}", "第 {case} 组 {n} 堆中的第 {j} 堆"),
})

#: What the first token of the input is, named in a message.
CASES = MESSAGES("cases")


def heaps_of_case(case: int) -> Text:
    """What the count of case ``case`` is, named in a message.

    >>> heaps_of_case(2).render("en")
    'n (the number of piles of case 2)'
    """
    return MESSAGES("n_of_case", case=case)


def heap_of_case(j: int, n: int, case: int) -> Text:
    """What heap ``j`` of the ``n`` of case ``case`` is, named in a message.

    >>> heap_of_case(1, 3, 2).render("zh")
    '第 2 组 3 堆中的第 1 堆'
    """
    return MESSAGES("pile_of_case", j=j, n=n, case=case)


def heap_cases(reader: Reader) -> Iterator[tuple[int, int, list[Any], int]]:
    """The cases of the input: each case's number, the line of its n, its heaps (exact) and its last line.

    Read with the solver's rules and errors (see :func:`xor_cases`).

    >>> import io
    >>> list(heap_cases(TokenReader(io.BytesIO(b"2\\n2\\n1 1\\n\\n1 5\\n"))))
    [(1, 2, [1, 1], 3), (2, 5, [5], 5)]
    """
    cases = reader.count(CASES)
    for case in range(1, cases + 1):
        n = reader.count(heaps_of_case(case))
        line = reader.line()
        heaps, _ = reader.take(n, PILE_SIZE, lambda got: heap_of_case(got + 1, n, case))
        yield case, line, heaps, reader.line()


def heap_layout(cases: list[list[int]]) -> Iterator[bytes]:
    """A generated input of this layout: T, then each case's count on a line and its heaps on the next.

    >>> b"".join(heap_layout([[3, 5], [7]]))
    b'2\\n2\\n3 5\\n1\\n7\\n'
    """
    yield f"{len(cases)}\n".encode()
    for heaps in cases:
        yield f"{len(heaps)}\n{' '.join(map(str, heaps))}\n".encode()

class XorRule:
    """How a format of T cases of n heaps answers a case: by the XOR of a value per heap.

    The value of a heap is :meth:`value` (exact, for Python integers) and
    :meth:`values` (over an int64 array of heaps below 2^63, where it may
    wrap: only XORs of it are taken, and a wrapped value is a fixed bit
    pattern that cancels like any other); ``won`` is the answer when the
    XOR is not 0, ``lost`` when it is.  This one is Nim's (Bouton): a heap
    is worth itself.

    >>> import numpy as np
    >>> NIM.value(5), NIM.answers(np.array([True, False, True]))
    (5, b'Yes\\nNo\\nYes\\n')
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


def xor_cases(stream: BinaryIO, out: BinaryIO, rule: XorRule, *, chunk_size: int | None = None,
              threads: int | None = 0, small_input: int = SMALL_INPUT) -> None:
    """Answer T cases of n and n heaps, each by the XOR of ``rule``'s heap values.

    Tokens may be spread over lines in any way.  The input is read in
    chunks of ``chunk_size`` bytes and tokenised in ``threads`` worker
    threads (see :class:`grundy.judge.fast.TokenStream`); the cases of a
    chunk are found and XOR-reduced with numpy, and their answers written,
    before the next chunk is consumed.  Input of at most ``small_input``
    tokens is answered case by case, without numpy.

    By default the chunks are tokenised in the calling thread: the work
    done per chunk here is numpy calls too, and handing the interpreter
    lock back and forth with worker threads cost more than the workers
    saved (benchmarks/p2197.py; with 2 workers, up to 1.6 times the time
    on inputs of many tiny cases).

    Only the first T cases are answered: whatever follows them is ignored,
    bad tokens included (and not read beyond the chunk the T-th case ends
    in).  Input that ends before the T-th case is complete is an error
    naming what was expected, after the answers of the complete cases.  An
    n above :data:`~grundy.judge.reading.MAX_COUNT` is refused before its
    heaps are read.

    >>> import io
    >>> out = io.BytesIO()
    >>> xor_cases(io.BytesIO(b"3\\n2 5 5\\n0\\n1 " + b"7" * 30 + b"\\n9 extra"), out, NIM, small_input=0)
    >>> out.getvalue()
    b'No\\nNo\\nYes\\n'
    """
    head, complete = read_head(stream, small_input)
    if complete:
        write = out.write
        for _case, _line, heaps, _end in heap_cases(TokenReader(short_input(stream, head))):
            write(rule.won if reduce(xor, map(rule.value, heaps), 0) else rule.lost)
        return
    from .fast import TokenStream

    state = XorState(rule)
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


class XorState:
    """Where the input stands between two chunks, and the answers of each chunk.

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
                return b"", too_large(tokens.line(0), CASES, cases, MAX_COUNT)
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
            what = CASES
        elif self.left:
            what = PILE_SIZE
        else:
            what = heaps_of_case(self.done + 1)
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
            error = too_large(tokens.line(last), heaps_of_case(self.done + len(heads)), n, MAX_COUNT)
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
            what = CASES
        elif self.left:
            what = heap_of_case(self.n - self.left + 1, self.n, self.done + 1)
        else:
            what = heaps_of_case(self.done + 1)
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
    # the first at `start` (see XorState's notes): every one before the
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
