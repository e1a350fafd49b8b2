"""Reading judge input: one protocol, :class:`Reader`, and its two implementations.

Every format reads whitespace-separated non-negative integers, as scanf
separates them (space, tab, CR, LF, VT, FF), and names what it expects
so that bad input raises a :class:`~grundy.judge.JudgeError` naming the
line and the token.  A :class:`Reader` hands out the next value
(:meth:`~Reader.next`, :meth:`~Reader.expect`), the next n values
(:meth:`~Reader.take`) and counts refused above a limit
(:meth:`~Reader.count`).  Its two implementations:

* :class:`TokenReader`, the scalar reader: tokens of a binary stream read in
  bounded chunks, one Python int at a time, without numpy (which takes
  longer to import than short input takes to answer);
* :class:`TokenCursor`, the vectorised reader over the numpy tokenizer of
  :mod:`grundy.judge.fast`: :meth:`~TokenCursor.take` returns the next n
  values as one int64 array.  Formats that decide a whole chunk at once
  (POJ 1067, Luogu P2197) consume that tokenizer's chunks directly.

:func:`open_reader` picks one: the scalar reader for input of at most
:data:`SMALL_INPUT` tokens (:func:`read_head` finds out), else the
vectorised one.

>>> import io
>>> r = open_reader(io.BytesIO(b"2\\n3 1 2 3\\n"))
>>> n = r.expect("T"); values, long = r.take(r.expect("n"), "pile")
>>> type(r).__name__, n, values, r.line()
('TokenReader', 2, [1, 2, 3], 2)
"""

from __future__ import annotations

import io
import re
from bisect import bisect_right
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, BinaryIO, cast

from ..errors import InputError
from ..bigint import parse_int
from ..messages import Text, catalogue
from . import NUMBER, JudgeError, Named, input_ends, not_a_count, too_large

if TYPE_CHECKING:
    import numpy as np

    from .fast import Tokens

__all__ = ["MAX_COUNT", "SMALL_INPUT", "Reader", "TokenCursor", "TokenReader", "checked", "is_terminal",
           "open_reader", "read_head", "short_input"]

#: Input of at most this many tokens is answered without numpy (which takes
#: longer to import than such input takes to answer): see :func:`read_head`.
SMALL_INPUT = 4096
#: The largest count of cases or items a format reads before refusing it as absurd
#: (10**9 piles would already be gigabytes of input).
MAX_COUNT = 10**9

MESSAGES = catalogue("judge.reading", {
    # A value the statement does not allow, refused with the reason a format or its game gives.
    "refused": ("not allowed: {reason}", "不允许：{reason}"),
})

_WHITESPACE = b" \t\n\r\x0b\x0c"
_TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")

#: What stands for a value missing at the end of the input, named from how many were taken.
Missing = Callable[[int], Named]


class Reader:
    """The reading protocol: values named by what they are, errors located by line.

    Implementations define :meth:`next`, :meth:`expect`, :meth:`take` and
    :meth:`line`; :meth:`count` and :meth:`check` are built on them.
    """

    def next(self, what: Named = NUMBER) -> Any:
        """The next value, exact (a Python int or an mpz), or None at the end of the input."""
        raise NotImplementedError

    def expect(self, what: Named = NUMBER) -> Any:
        """Like :meth:`next`, but the end of the input is an error too."""
        raise NotImplementedError

    def take(self, n: int, what: Named = NUMBER, missing: Missing | None = None) -> tuple[Any, list[tuple[int, Any]]]:
        """The next n values, and ``(i, exact value)`` for those the values do not hold exactly.

        A bad token is named as ``what``; if the input ends first, the
        error names ``missing(count of values taken)`` (default: ``what``).
        """
        raise NotImplementedError

    def line(self) -> int:
        """The line number (from 1) of the value read last."""
        raise NotImplementedError

    def close(self) -> None:
        """Stop reading (the vectorised reader ends its worker threads)."""

    def count(self, what: Named, limit: int = MAX_COUNT) -> Any:
        """The next value as a count: expected, and refused above ``limit`` before what it counts is read."""
        return self.check(self.expect(what), what, limit)

    def check(self, value: Any, what: Named, limit: int = MAX_COUNT) -> Any:
        """``value`` (read last), refused above ``limit`` (absurd sizes) with a located error."""
        if value > limit:
            raise too_large(self.line(), what, value, limit)
        return value


class TokenReader(Reader):
    """The scalar reader: whitespace-separated tokens of a binary stream, read in bounded chunks.

    Line numbers are worked out only when asked for: a block's tokens and
    line ends are indexed the first time a line in it is wanted, and each
    line is then a bisection.  Input typed on a terminal is read a line at
    a time, as it is typed.

    >>> import io
    >>> r = TokenReader(io.BytesIO(b"3 4\\r\\n\\t5 x"))
    >>> r.next("n"), r.next("n"), r.next("n")
    (3, 4, 5)
    >>> r.next("pile")
    Traceback (most recent call last):
    ...
    grundy.judge.JudgeError: line 2: pile 'x' is not a non-negative integer
    >>> r = TokenReader(io.BytesIO(b"1 2\\n\\n3 4\\r\\n5"))
    >>> [(r.next(), r.line()) for _ in range(5)]
    [(1, 1), (2, 1), (3, 3), (4, 3), (5, 4)]
    """

    def __init__(self, stream: BinaryIO, chunk_size: int = 1 << 16) -> None:
        # Typed input is read as it is typed, so each case is answered at once.
        self.stream = cast(BinaryIO, _LineByLine(stream)) if is_terminal(stream) else stream
        self.chunk_size = chunk_size
        self._block = b""
        self._tokens: list[bytes] = []
        self._index = 0
        self._lines_before = 0  # newlines in the blocks before this one
        self._pending: list[bytes] = []
        self._eof = False
        self._last_block = (0, b"")  # the last block that held a token
        self._indexed: bytes | None = None  # the block that _starts and _ends index
        self._starts: list[int] = []
        self._ends: list[int] = []

    def _fill(self) -> bool:
        # Move on to the next block that holds a token; False at the end of input.
        while True:
            if self._tokens:
                self._last_block = (self._lines_before, self._block)
            self._lines_before += self._block.count(b"\n")
            block = self._read_block()
            if block is None:
                self._block, self._tokens, self._index = b"", [], 0
                return False
            self._block, self._tokens, self._index = block, block.split(), 0
            if self._tokens:
                return True

    def _read_block(self) -> bytes | None:
        # The next piece of input that ends on whitespace (or at end of input),
        # so that no token is split between two blocks.
        while not self._eof:
            data = self.stream.read(self.chunk_size)
            if not data:
                self._eof = True
                break
            cut = max(data.rfind(c) for c in (b" ", b"\n", b"\t", b"\r", b"\x0b", b"\x0c"))
            if cut < 0:
                self._pending.append(data)
                continue
            self._pending.append(data[: cut + 1])
            block = b"".join(self._pending)
            self._pending = [data[cut + 1 :]]
            return block
        block = b"".join(self._pending)
        self._pending = []
        return block or None

    def next_token(self) -> bytes | None:
        """The next token, or None at the end of the input."""
        if self._index >= len(self._tokens) and not self._fill():
            return None
        token = self._tokens[self._index]
        self._index += 1
        return token

    def line(self) -> int:
        """The line number (from 1) of the token returned last."""
        n = self._index - 1
        if n < 0:
            return self._lines_before + self._block.count(b"\n") + 1
        if self._indexed is not self._block:
            self._starts = [m.start() for m in _TOKEN.finditer(self._block)]
            self._ends = [m.start() for m in re.finditer(b"\n", self._block)]
            self._indexed = self._block
        return self._lines_before + bisect_right(self._ends, self._starts[n]) + 1

    def last_line(self) -> int:
        """The line of the last token of the input read so far (for errors at its end)."""
        lines_before, block = (self._lines_before, self._block) if self._tokens else self._last_block
        return lines_before + block.rstrip(_WHITESPACE).count(b"\n") + 1

    def next(self, what: Named = NUMBER) -> Any:
        token = self.next_token()
        if token is None:
            return None
        if not token.isdigit():
            raise not_a_count(self.line(), what, token)
        return parse_int(token)

    def expect(self, what: Named = NUMBER) -> Any:
        value = self.next(what)
        if value is None:
            raise self.ends(what)
        return value

    def value(self, what: Callable[[], Named]) -> Any:
        """The next value, naming what was expected (``what()``) only when it is missing or bad:
        for the inner loops, where building every name would cost more than reading."""
        token = self.next_token()
        if token is None:
            raise self.ends(what())
        if not token.isdigit():
            raise not_a_count(self.line(), what(), token)
        return parse_int(token)

    def take(self, n: int, what: Named = NUMBER, missing: Missing | None = None) -> tuple[list[Any], list[Any]]:
        """The next n values as a list of exact values (so no ``(i, value)`` pairs: the list holds them all)."""
        values: list[Any] = []
        next_value = self.next
        for _ in range(n):
            value = next_value(what)
            if value is None:
                raise self.ends(what if missing is None else missing(len(values)))
            values.append(value)
        return values, []

    def ends(self, what: Named) -> JudgeError:
        """The error for input that ends where ``what`` should come."""
        return input_ends(self.last_line(), what)

    def refuse(self, message: Text, line: int | None = None) -> JudgeError:
        """A located error for a value the statement does not allow."""
        return JudgeError(self.line() if line is None else line, MESSAGES("refused", reason=message))


def checked(reader: TokenReader, check: Callable[[], Any], line: int | None = None) -> Any:
    """``check()``, with a game's InputError turned into a JudgeError at the reader's line."""
    try:
        return check()
    except JudgeError:
        raise
    except InputError as exc:
        raise reader.refuse(Text.literal(exc.text("en"), exc.text("zh")), line) from None


class TokenCursor(Reader):
    """The vectorised reader: token by token over a :class:`grundy.judge.fast.TokenStream`.

    :meth:`take` hands out the next n values as one int64 array (a view
    into the chunk when it holds them all), so a format such as "T cases,
    each a count n and n numbers" costs a few Python steps per case, not
    per number.  Errors name the token and its line as
    :class:`TokenReader`'s do.

    >>> import io
    >>> from grundy.judge.fast import TokenStream
    >>> cursor = TokenCursor(TokenStream(io.BytesIO(b"2\\n3 1 2 3\\n1 7x\\n"), chunk_size=5, threads=0))
    >>> t = cursor.expect("T")
    >>> n = cursor.expect("n"); values, long = cursor.take(n, "pile")
    >>> t, values.tolist(), long, cursor.line()
    (2, [1, 2, 3], [], 2)
    >>> cursor.take(cursor.expect("n"), "pile")
    Traceback (most recent call last):
    ...
    grundy.judge.JudgeError: line 3: pile '7x' is not a non-negative integer
    """

    def __init__(self, tokens: Any) -> None:
        self._chunks = iter(tokens)
        self._tokens: Tokens | None = None
        self._index = 0
        self._last: tuple[Tokens, int] | None = None  # the token returned last

    def close(self) -> None:
        close = getattr(self._chunks, "close", None)
        if close is not None:
            close()

    def _current(self, what: Named) -> Tokens | None:
        # The chunk that holds the next token; None at the end of the input.
        while self._tokens is None or self._index >= len(self._tokens):
            if self._tokens is not None and self._tokens.error is not None:
                tokens = self._tokens
                raise not_a_count(tokens.error_line(), what, tokens.bad_token())
            following: Tokens | None = next(self._chunks, None)
            if following is None:
                return None
            self._tokens, self._index = following, 0
        return self._tokens

    def next(self, what: Named = NUMBER) -> Any:
        tokens = self._current(what)
        if tokens is None:
            return None
        i = self._index
        self._index += 1
        self._last = (tokens, i)
        return tokens.value(i)

    def expect(self, what: Named = NUMBER) -> Any:
        value = self.next(what)
        if value is None:
            raise input_ends(self.line(), what)
        return value

    def take(self, n: int, what: Named = NUMBER,
             missing: Missing | None = None) -> tuple[np.ndarray, list[tuple[int, Any]]]:
        """The next n values: an int64 array, and ``(i, exact value)`` for those that are LONG."""
        import numpy as np

        pieces: list[np.ndarray] = []
        long: list[tuple[int, Any]] = []
        got = 0
        while got < n:
            tokens = self._current(what)
            if tokens is None:
                name = what if missing is None else missing(got)
                raise input_ends(self.line(), name)
            i = self._index
            j = min(len(tokens), i + n - got)
            pieces.append(tokens.values[i:j])
            if len(tokens.long):
                here = tokens.long[(tokens.long >= i) & (tokens.long < j)]
                long += zip((here + (got - i)).tolist(), tokens.exact(here))
            got += j - i
            self._index = j
            self._last = (tokens, j - 1)
        if len(pieces) == 1:
            return pieces[0], long
        return (np.concatenate(pieces) if pieces else np.empty(0, dtype=np.int64)), long

    def line(self) -> int:
        """The line of the token returned last (1 before any)."""
        if self._last is None:
            return 1
        tokens, i = self._last
        return tokens.line(i)


def open_reader(stream: BinaryIO, chunk_size: int | None = None, threads: int | None = 0,
                small_input: int = SMALL_INPUT) -> Reader:
    """The scalar reader for input of at most ``small_input`` tokens (no numpy import), else the vectorised one.

    ``chunk_size`` and ``threads`` are the vectorised tokenizer's (see
    :class:`grundy.judge.fast.TokenStream`).
    """
    head, complete = read_head(stream, small_input)
    if complete:
        return TokenReader(short_input(stream, head))
    from .fast import TokenStream

    return TokenCursor(TokenStream(stream, chunk_size, threads, prefix=head))


def is_terminal(stream: Any) -> bool:
    """True if ``stream`` is a terminal (input typed by hand).

    >>> import io
    >>> is_terminal(io.BytesIO(b"1 2"))
    False
    """
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except (OSError, ValueError):  # a closed or detached stream
        return False


def short_input(stream: BinaryIO, head: bytes) -> BinaryIO:
    """The whole of a short input that :func:`read_head` found: ``head``, or
    on a terminal the stream itself, read line by line as it is typed.

    >>> import io
    >>> short_input(io.BytesIO(), b"2 1").read()
    b'2 1'
    """
    return stream if is_terminal(stream) else io.BytesIO(head)


class _LineByLine:
    # A typed stream read a line at a time: a buffered read(n) would wait
    # for n bytes, or for the end of the input.
    def __init__(self, stream: BinaryIO) -> None:
        self.readline = stream.readline

    def read(self, size: int = -1) -> bytes:
        return self.readline()


def read_head(stream: BinaryIO, tokens: int, limit: int = 1 << 26) -> tuple[bytes, bool]:
    """Read the start of the input: all of it and True if it is short, else a prefix and False.

    The input is short when it has at most ``tokens`` tokens (one more may
    pass: a token split between two reads counts twice) and ``limit`` bytes;
    otherwise reading stops once that is clear, and the bytes read so far
    are returned for the reader that takes over.  Formats answer short
    input token by token, without importing numpy, from
    :func:`short_input`.

    Input typed on a terminal counts as short and nothing is read here, so
    that each case is answered as soon as its line is typed.

    >>> import io
    >>> read_head(io.BytesIO(b"1 2 3"), 3)
    (b'1 2 3', True)
    >>> read_head(io.BytesIO(b"1 2 3 4 5"), 3)
    (b'1 2 3 4 5', False)
    """
    if is_terminal(stream):
        return b"", True
    pieces: list[bytes] = []
    size = count = 0
    while True:
        piece = stream.read(1 << 16)
        if not piece:
            return b"".join(pieces), True
        pieces.append(piece)
        size += len(piece)
        count += len(piece.split())
        if count > tokens + 1 or size > limit:
            return b"".join(pieces), False
