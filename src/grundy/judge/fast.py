"""Vectorised reading of judge input: whitespace-separated non-negative integers.

The input is read in chunks that end at whitespace, so that no token is
split between two chunks.  Each chunk is tokenised with numpy (in worker
threads, while the next chunk is read) and the chunks come back in input
order as :class:`Tokens`: every token of at most 16 digits as an int64,
longer ones flagged and read exactly on demand, so integers of any size
flow through the same stream.  Memory stays bounded by a few chunks (plus
the longest token, which has to be held to be read), and line numbers are
worked out only when an error needs one.  A format works either on whole
chunks (POJ 1067 decides all the pairs of a chunk at once) or through the
vectorised reader :class:`grundy.judge.reading.TokenCursor`, which hands out
the next value or the next n values as an array (for layouts such as "T
cases, each n and n numbers").

>>> import io
>>> [v for t in TokenStream(io.BytesIO(b"12 5\\r\\n\\t0 007"), threads=0) for v in t.values.tolist()]
[12, 5, 0, 7]
>>> t = next(iter(TokenStream(io.BytesIO(b"1 2\\n" + b"9" * 20 + b" x5 6"), threads=0)))
>>> t.values.tolist(), t.value(2) == 10**20 - 1, t.bad_token(), t.error_line()
([1, 2, 9223372036854775807], True, b'x5', 2)

Tokens are separated as scanf separates them: space, tab, CR, LF, VT and
FF.  A token is bad if it holds any other byte than an ASCII digit; the
chunk that holds the first bad token ends just before it (``error`` tells
where it is), and the stream stops there.

Algorithm notes
---------------
Per chunk, with ``b`` the bytes (preceded by at least 16 spaces):

* Separators are the bytes below ``'0'`` once the chunk is known to hold
  no byte above ``'9'``; they are checked to be whitespace (a count of
  LF and space usually settles it), and the tokens are the gaps between
  consecutive separators, so one ``flatnonzero`` finds every token end
  and every length.
* The 16 bytes that end at a token are loaded as two little-endian 64-bit
  words (a gather from a view of the chunk as overlapping ``V16`` items).
  Byte ``i`` of the window is a digit of the token exactly when
  ``i >= 16 - L``; a table indexed by L masks each byte to its low nibble
  (the digit) or to 0 (a leading zero).
  Each word then holds eight digits d0..d7 in bytes 0..7, the most
  significant first, and three multiply-shift steps on ever wider lanes
  ("SWAR") read them as a decimal number.  A 16-bit lane holding d, e in
  its low and high byte becomes ``(lane * (10 * 2^8 + 1) mod 2^16) >> 8 =
  10 d + e`` (at most 99: the product's low byte is d, its high byte
  10 d + e, and what wraps is discarded); a 32-bit lane holding two such
  values P, Q in its halves becomes ``(lane * (100 * 2^16 + 1) mod 2^32)
  >> 16 = 100 P + Q`` (at most 9999 < 2^16); a 64-bit lane holding two of
  those R, S becomes ``(lane * (10^4 * 2^32 + 1) mod 2^64) >> 32 =
  10^4 R + S`` (at most 99999999 < 2^32).  The value is
  ``high * 10^8 + low < 10^16 < 2^63``.  Tokens longer than 16 digits get
  the value :data:`LONG` and are converted exactly, with
  :func:`grundy.bigint.parse_int`, by :meth:`Tokens.value`.

One topic: the vectorised tokenizer and the exact fallback for long tokens are one
reading of judge input, shared by every format that reads long input.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Generator, Iterator
from itertools import chain, islice
from typing import Any, BinaryIO

if "numpy" not in sys.modules and "OPENBLAS_NUM_THREADS" not in os.environ:
    # Loading numpy starts OpenBLAS's thread pool (a thread per core), which
    # costs a judge run tens of milliseconds and is never used here.  Ask
    # for one thread while numpy loads, and leave the environment as it was.
    os.environ["OPENBLAS_NUM_THREADS"] = "1"
    try:
        import numpy as np
    finally:
        del os.environ["OPENBLAS_NUM_THREADS"]
else:
    import numpy as np

from ..bigint import parse_int
from ..messages import catalogue
from . import JudgeError

__all__ = [
    "CHUNK_SIZE",
    "FAST_DIGITS",
    "LONG",
    "MAX_TOKEN",
    "PAD",
    "THREADED_CHUNK_SIZE",
    "TokenStream",
    "Tokens",
    "default_threads",
    "keep_heap_memory",
    "read_chunks",
    "tokenize",
]

#: Bytes of input per chunk when tokenising in the consumer's thread: big
#: enough that numpy's per-call overhead vanishes, small enough that a
#: chunk's arrays stay in the L2 cache.
CHUNK_SIZE = 1 << 18
#: Bytes of input per chunk with worker threads: larger chunks mean fewer
#: hand-overs of the interpreter lock between threads, which costs more
#: than the cache misses.
THREADED_CHUNK_SIZE = 1 << 20
#: Whitespace in front of every chunk's data: the 16-byte window that
#: ends at a token starts inside the array, at the separator before it.
PAD = 17
#: Tokens of up to this many digits get their value in int64.
FAST_DIGITS = 16
#: The int64 value given to a token with more than FAST_DIGITS digits.
LONG = int(np.iinfo(np.int64).max)
#: The longest token accepted (a number with 100 million digits).
MAX_TOKEN = 100_000_000

MESSAGES = catalogue("judge.fast", {
    "token_too_long": ("a token is longer than {limit:,} {limit:~character|characters}", "有一个记号长于 {limit:,} 个字符"),
})

_SLACK = 8  # room after the data for a closing space at the end of input
_U64 = np.dtype("<u8")
_V16 = np.dtype("V16")

# Byte classes (scanf's whitespace is C's isspace: \t \n \v \f \r and space).
_IS_SPACE = np.zeros(256, dtype=bool)
_IS_SPACE[[9, 10, 11, 12, 13, 32]] = True
_IS_VALID = _IS_SPACE.copy()
_IS_VALID[48:58] = True


def _digit_masks() -> np.ndarray:
    # Entry g: the 16-byte window mask that keeps the low nibble of its last
    # g - 1 bytes, the digits of a token whose separators are g bytes apart.
    table = np.zeros((FAST_DIGITS + 2, 16), dtype=np.uint8)
    for gap in range(1, FAST_DIGITS + 2):
        table[gap, 17 - gap :] = 0x0F
    return table.view(_V16).ravel()


_MASKS = _digit_masks()


class _TokenTooLong(Exception):
    """Raised by read_chunks for a token longer than MAX_TOKEN bytes."""


class Tokens:
    """The tokens of one chunk of input: int64 values with an exact fallback.

    Attributes
    ----------
    values : numpy.ndarray
        One int64 per token before the first bad token of the chunk; a token
        with more than :data:`FAST_DIGITS` digits holds :data:`LONG`, and
        :meth:`value` gives its exact value.
    long : numpy.ndarray
        The indices of the tokens whose value is :data:`LONG` (often empty).
    error : tuple of int or None
        ``(start, stop)`` in ``data`` of the first bad token, if the chunk
        has one; the stream ends with this chunk.
    newlines : int
        The number of line feeds in the chunk (meaningful without an error).
    first_line : int
        The line number on which the chunk starts (set by the stream).

    >>> t = tokenize(*_chunk(b"10\\n2 30\\n"))
    >>> t.values.tolist(), t.lengths.tolist(), t.token(2), t.line(2), len(t)
    ([10, 2, 30], [2, 1, 2], b'30', 2, 3)
    """

    __slots__ = ("data", "values", "long", "error", "newlines", "first_line", "_after", "_gaps")

    def __init__(self, data: np.ndarray, values: np.ndarray, long: np.ndarray, after: np.ndarray,
                 gaps: np.ndarray, newlines: int) -> None:
        self.data = data
        self.values = values
        self.long = long
        self.error: tuple[int, int] | None = None
        self.newlines = newlines
        self.first_line = 1
        self._after = after  # position of the byte after each token, counted from data[PAD - 1]
        self._gaps = gaps  # 1 + the number of digits of each token

    def __len__(self) -> int:
        return len(self.values)

    @property
    def lengths(self) -> np.ndarray:
        """The number of digits of each token."""
        return self._gaps - 1

    @property
    def ends(self) -> np.ndarray:
        """The position in ``data`` just after each token."""
        return self._after + (PAD - 1)

    def token(self, i: int) -> bytes:
        """The text of token i."""
        end = int(self._after[i]) + PAD - 1
        return self.data[end - int(self._gaps[i]) + 1 : end].tobytes()

    def value(self, i: int) -> Any:
        """The exact value of token i (a Python int, or an mpz for a huge one)."""
        v = int(self.values[i])
        return v if v != LONG else parse_int(self.token(i))

    def exact(self, indices: np.ndarray) -> list[Any]:
        """The exact values of the tokens at ``indices`` (increasing), in one pass over their text.

        >>> t = tokenize(*_chunk(b"7 " + b"1" * 20 + b" 8 0" + b"2" * 17 + b"\\n"))
        >>> t.exact(t.long) == [int("1" * 20), int("2" * 17)], t.exact(np.array([0, 2]))
        (True, [7, 8])
        """
        if not len(indices):
            return []
        stops = self._after[indices] + (PAD - 1)
        starts = stops - self._gaps[indices] + 1
        base = int(starts[0])
        text = self.data[base : int(stops[-1])].tobytes()
        starts -= base
        stops -= base
        return [parse_int(text[a:b]) for a, b in zip(starts.tolist(), stops.tolist())]

    def line(self, i: int) -> int:
        """The line number of token i."""
        return self._line_at(int(self._after[i]) + PAD - int(self._gaps[i]))

    def bad_token(self) -> bytes:
        """The text of the bad token that ends the chunk (``error`` must be set)."""
        assert self.error is not None
        start, stop = self.error
        return self.data[start:stop].tobytes()

    def error_line(self) -> int:
        """The line number of the bad token."""
        assert self.error is not None
        return self._line_at(self.error[0])

    def _line_at(self, pos: int) -> int:
        return self.first_line + int(np.count_nonzero(self.data[PAD:pos] == 10))


def tokenize(data: np.ndarray, end: int) -> Tokens:
    """Tokenise ``data[PAD:end]``, which ends with whitespace; ``data[:PAD]`` is whitespace.

    >>> tokenize(*_chunk(b"0 18446744073709551616 31\\n")).values.tolist()
    [0, 9223372036854775807, 31]
    >>> t = tokenize(*_chunk(b"5\\t-6 7 "))
    >>> t.values.tolist(), t.bad_token()
    ([5], b'-6')
    """
    body = data[PAD - 1 : end]  # from the last space of the padding
    if end <= PAD or body.max() > 57:  # a byte above '9'
        return _tokenize_checked(data, end)
    seps = np.flatnonzero(body < 48)
    kinds = body[seps]
    newlines = int(np.count_nonzero(kinds == 10))
    if newlines + int(np.count_nonzero(kinds == 32)) != len(seps) and not _IS_SPACE[kinds].all():
        return _tokenize_checked(data, end)
    gaps = np.diff(seps)  # 1 + the digits between consecutive separators
    if len(gaps) and gaps.min() > 1:
        after = seps[1:]
    else:
        where = np.flatnonzero(gaps > 1)
        gaps = gaps[where]
        after = seps[where + 1]
    values, long = _values(data, after, gaps)
    return Tokens(data, values, long, after, gaps, newlines)


def _values(data: np.ndarray, after: np.ndarray, gaps: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    # The value of each token from the 16 bytes that end at it (see the module's
    # notes); the token that ends at data[PAD - 1 + a] has its window at data[a].
    if not len(after):
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.intp)
    windows = np.ndarray((len(data) - 15,), dtype=_V16, buffer=data, strides=(1,))
    words = windows[after].view(_U64)  # high, low, high, low, ...
    long = np.empty(0, dtype=np.intp)
    if gaps.max() > FAST_DIGITS + 1:
        long = np.flatnonzero(gaps > FAST_DIGITS + 1)
        words &= _MASKS.take(np.minimum(gaps, FAST_DIGITS + 1)).view(_U64)
    else:
        words &= _MASKS.take(gaps).view(_U64)
    lanes16 = words.view(np.uint16)
    lanes16 *= np.uint16(10 << 8 | 1)
    lanes16 >>= np.uint16(8)
    lanes32 = words.view(np.uint32)
    lanes32 *= np.uint32(100 << 16 | 1)
    lanes32 >>= np.uint32(16)
    words *= np.uint64(10000 << 32 | 1)
    words >>= np.uint64(32)
    high = words[0::2]
    high *= np.uint64(10**8)
    values = np.add(high, words[1::2]).view(np.int64)
    if len(long):
        values[long] = LONG
    return values, long


def _tokenize_checked(data: np.ndarray, end: int) -> Tokens:
    # The slow path: find the first byte that is neither a digit nor whitespace,
    # and tokenise what comes before the token that holds it.
    body = data[PAD:end]
    valid = _IS_VALID[body]
    if valid.all():
        if end <= PAD:
            empty = np.empty(0, dtype=np.int64)
            return Tokens(data, empty, np.empty(0, dtype=np.intp), empty, empty, 0)
        raise AssertionError("tokenize's fast checks rejected valid input")
    bad = int(np.argmin(valid))
    spaces_before = np.flatnonzero(_IS_SPACE[body[:bad]])
    start = int(spaces_before[-1]) + 1 if len(spaces_before) else 0
    stop = bad + int(np.argmax(_IS_SPACE[body[bad:]]))  # the chunk ends with whitespace
    tokens = tokenize(data, PAD + start)
    tokens.error = (PAD + start, PAD + stop)
    return tokens


def _chunk(text: bytes) -> tuple[np.ndarray, int]:
    # A chunk array for ``text`` (for doctests and tests).
    data = np.full(PAD + len(text) + _SLACK, 32, dtype=np.uint8)
    data[PAD : PAD + len(text)] = np.frombuffer(text, dtype=np.uint8)
    return data, PAD + len(text)


def read_chunks(stream: BinaryIO, chunk_size: int = CHUNK_SIZE,
                prefix: bytes = b"") -> Iterator[tuple[np.ndarray, int]]:
    """Yield ``(data, end)`` pieces of a binary stream that each end with whitespace.

    ``data[:PAD]`` is whitespace and ``data[PAD:end]`` the input (``prefix``
    first, if given: input already read from the stream), cut after its
    last whitespace byte; the rest (part of a token) is carried over to the
    next piece.  The last piece gets a closing space.  While a piece holds
    no whitespace yet, the reads grow with it (so a long token is read in
    linear time), hence a piece is at most chunk_size plus twice the
    longest token.

    >>> import io
    >>> [data[PAD:end].tobytes() for data, end in read_chunks(io.BytesIO(b"12 345 6789"), 5)]
    [b'12 ', b'345 ', b'6789 ']
    """
    readinto = getattr(stream, "readinto", None)
    carry = np.frombuffer(prefix, dtype=np.uint8)
    size = chunk_size
    search = PAD  # whitespace can only be found from here on (not in a carried tail)
    while True:
        kept = len(carry)
        data = np.empty(PAD + kept + size + _SLACK, dtype=np.uint8)
        data[:PAD] = 32
        data[PAD : PAD + kept] = carry
        room = data[PAD + kept : PAD + kept + size]
        if readinto is not None:
            got = readinto(memoryview(room.data)) or 0
        else:
            piece = stream.read(size)
            got = len(piece)
            room[:got] = np.frombuffer(piece, dtype=np.uint8)
        end = PAD + kept + got
        if got == 0:  # end of input
            if kept:
                data[end] = 32
                yield data, end + 1
            return
        cut = _after_last_space(data, search, end)
        search = end
        if cut < 0:  # still inside one token: read more, at least as much again
            if kept + got > MAX_TOKEN:
                raise _TokenTooLong
            carry = data[PAD:end]
            size = max(chunk_size, kept + got)
            continue
        carry = data[cut:end].copy()
        search = PAD + len(carry)
        size = chunk_size
        yield data, cut


def _after_last_space(data: np.ndarray, lo: int, hi: int) -> int:
    # The position just after the last whitespace byte of data[lo:hi], or -1.
    tail = max(lo, hi - 256)
    for a, b in ((tail, hi), (lo, tail)):
        spaces = np.flatnonzero(_IS_SPACE[data[a:b]])
        if len(spaces):
            return a + int(spaces[-1]) + 1
    return -1


_heap_kept = False


def keep_heap_memory() -> None:
    """Let glibc reuse freed heap memory for numpy's per-chunk arrays (once per process).

    A chunk's arrays are a few hundred kilobytes each.  By default glibc
    serves such sizes with fresh pages (mmap), and gives freed memory at the
    top of the heap back to the system, so every chunk would fault its
    memory in anew: on a virtual machine that costs more than the arithmetic.
    Raising the mmap and trim thresholds (mallopt) makes the same heap
    memory serve chunk after chunk.  Elsewhere than glibc this does nothing.
    """
    global _heap_kept
    if _heap_kept:
        return
    _heap_kept = True
    import ctypes
    import platform

    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # pragma: no cover
        return
    m_trim_threshold, m_mmap_threshold = -1, -3
    mallopt(m_mmap_threshold, 32 << 20)  # glibc's largest allowed value
    mallopt(m_trim_threshold, 256 << 20)


def default_threads() -> int:
    """The number of worker threads used by default: the cores available, at most 4."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    return max(1, min(4, cores))


class TokenStream:
    """The :class:`Tokens` of a binary stream, chunk by chunk, in input order.

    Parameters
    ----------
    stream : binary file
        Read with ``readinto`` (or ``read``) until it returns nothing.
    chunk_size : int or None
        Bytes read at a time (None: :data:`CHUNK_SIZE`, or
        :data:`THREADED_CHUNK_SIZE` with worker threads).
    threads : int or None
        Worker threads that tokenise ahead of the consumer (0: tokenise in
        the calling thread; None: :func:`default_threads`).  At most
        ``threads + 1`` chunks are read ahead.
    prefix : bytes
        Input already read from the stream, to be read first.

    The stream stops after a chunk whose ``error`` is set.  A token longer
    than :data:`MAX_TOKEN` raises :class:`~grundy.judge.JudgeError` once
    the chunks before it have been consumed.

    >>> import io
    >>> stream = TokenStream(io.BytesIO(b"1 2\\n3 4\\n5\\n"), chunk_size=4, threads=2)
    >>> [(t.values.tolist(), t.first_line) for t in stream]
    [([1, 2], 1), ([3, 4], 2), ([5], 3)]
    """

    def __init__(self, stream: BinaryIO, chunk_size: int | None = None, threads: int | None = None,
                 prefix: bytes = b"") -> None:
        self.stream = stream
        self.prefix = prefix
        self.threads = default_threads() if threads is None else threads
        if chunk_size is None:
            chunk_size = THREADED_CHUNK_SIZE if self.threads else CHUNK_SIZE
        if chunk_size < 1:
            raise ValueError("chunk_size must be positive")
        self.chunk_size = chunk_size
        self._too_long = False

    def __iter__(self) -> Generator[Tokens, None, None]:
        chunks = self._chunks()
        head = list(islice(chunks, 2))
        if len(head) == 2:
            keep_heap_memory()
        results: Generator[Tokens, None, None]
        if self.threads and len(head) == 2:  # no threads for input that fits in one chunk
            results = self._threaded(chain(head, chunks))
        else:
            results = (tokenize(data, end) for data, end in chain(head, chunks))
        line = 1
        try:
            for tokens in results:
                tokens.first_line = line
                line += tokens.newlines
                yield tokens
                if tokens.error is not None:
                    return
        finally:
            results.close()
        if self._too_long:
            raise JudgeError(line, MESSAGES("token_too_long", limit=MAX_TOKEN))

    def _threaded(self, chunks: Iterator[tuple[np.ndarray, int]]) -> Generator[Tokens, None, None]:
        from concurrent.futures import ThreadPoolExecutor

        pool = ThreadPoolExecutor(self.threads, thread_name_prefix="grundy-tokenize")
        pending: deque[Any] = deque()
        try:
            for data, end in chunks:
                pending.append(pool.submit(tokenize, data, end))
                if len(pending) > self.threads:
                    yield pending.popleft().result()
            while pending:
                yield pending.popleft().result()
        finally:
            pool.shutdown(wait=True, cancel_futures=True)

    def _chunks(self) -> Iterator[tuple[np.ndarray, int]]:
        try:
            yield from read_chunks(self.stream, self.chunk_size, self.prefix)
        except _TokenTooLong:
            self._too_long = True
