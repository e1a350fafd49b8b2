"""Judge formats: read a judge problem's input and write its exact output.

Each format is a function ``solve(stream, out)`` over binary streams; it
answers each case as it is read, so input of any length runs in bounded
memory and output keeps input order.  Bad input raises :class:`JudgeError`
naming the line and the token; everything answered before it has already
been written to ``out``.

>>> import io
>>> out = io.BytesIO()
>>> run("poj1067", io.BytesIO(b"2 1\\n8 4\\n4 7\\n"), out)
>>> out.getvalue()
b'0\\n1\\n0\\n'
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import Any, BinaryIO, cast

from ..errors import InputError, hint
from ..exact import parse_int
from ..messages import Text, catalogue
from ..registry import Registry
from .format import Case, JudgeFormat

__all__ = [
    "BUILTIN",
    "FORMATS",
    "GROUP",
    "SMALL_INPUT",
    "Case",
    "JudgeFormat",
    "JudgeError",
    "TokenReader",
    "available_formats",
    "find_format",
    "find_judge_format",
    "input_ends",
    "is_terminal",
    "iter_judge_formats",
    "not_a_count",
    "read_head",
    "short_input",
    "run",
    "show_token",
    "too_large",
]

Solver = Callable[[BinaryIO, BinaryIO], None]

#: Input of at most this many tokens is answered without numpy (which takes
#: longer to import than such input takes to answer): see :func:`read_head`.
SMALL_INPUT = 4096

MESSAGES = catalogue("judge", {
    "at_line": ("line {line}: {message}", "第 {line} 行：{message}"),
    "number": ("number", "数"),
    "pile_size": ("pile size", "堆的石子数"),
    "not_a_count": ("{what} {token} is not a non-negative integer", "{what} {token} 不是非负整数"),
    "input_ends": ("the input ends where {what} was expected", "输入提前结束，缺少{what}"),
    "spaced": ("{what}", " {what}"),
    "too_large": ("{what} {value} is larger than {limit:,}", "{what} {value} 超过了上限 {limit:,}"),
    "unknown_format": ("unknown judge format {name!r}{hint} (known: {known})", "未知的评测格式 {name!r}{hint}（已知：{known}）"),
})

#: What a format reads when it says no more: a number; a pile.
NUMBER, PILE_SIZE = MESSAGES("number"), MESSAGES("pile_size")

#: grundy's own judge formats, name -> "module:Class", in the order listings show
#: them; other packages register theirs under the entry-point group :data:`GROUP`.
#: Each class declares its aliases, problem and summary (:class:`grundy.judge.format.JudgeFormat`).
BUILTIN: dict[str, str] = {
    "poj1067": "grundy.judge.wythoff:POJ1067",
    "hdu2177": "grundy.judge.wythoff:HDU2177",
    "p2197": "grundy.judge.nim:P2197",
    "hdu2176": "grundy.judge.nim:HDU2176",
    "hdu1846": "grundy.judge.nim:HDU1846",
    "lanqiao-cards": "grundy.judge.cards:LanqiaoCards",
    "hdu1907": "grundy.judge.nim_variants:HDU1907",
    "hdu1850": "grundy.judge.nim_variants:HDU1850",
    "hdu1849": "grundy.judge.nim_variants:HDU1849",
    "hdu2149": "grundy.judge.subtraction:HDU2149",
    "cses1098": "grundy.judge.subtraction:CSES1098",
    "hdu1848": "grundy.judge.subtraction_games:HDU1848",
    "hdu3032": "grundy.judge.xor_cases:HDU3032",
    "hdu1536": "grundy.judge.subtraction_games:HDU1536",
    "timus1180": "grundy.judge.subtraction_games:TIMUS1180",
    "cses1730": "grundy.judge.xor_cases:CSES1730",
    "poj1704": "grundy.judge.staircase:POJ1704",
    "hdu1730": "grundy.judge.northcott:HDU1730",
    "hdu2516": "grundy.judge.fibonacci_nim:HDU2516",
    "hdu1524": "grundy.judge.dag:HDU1524",
    "hdu1517": "grundy.judge.multiplication:HDU1517",
    "poj2348": "grundy.judge.euclid:POJ2348",
    "hdu3951": "grundy.judge.coins:HDU3951",
    "p2252": "grundy.judge.luogu_wythoff:P2252",
}

#: The entry-point group under which other packages register judge formats.
GROUP = "grundy.judge"
#: Every judge format: name -> "module:Class", grundy's own first (see :class:`grundy.registry.Registry`).
FORMATS = Registry(GROUP, BUILTIN)

_WHITESPACE = b" \t\n\r\x0b\x0c"
_TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")


class JudgeError(InputError):
    """Bad judge input, located by line number and token.

    >>> JudgeError(3, MESSAGES("input_ends", what=PILE_SIZE)).text("zh")
    '第 3 行：输入提前结束，缺少堆的石子数'
    """

    def __init__(self, line: int, message: Text | str, zh: str | None = None) -> None:
        text = message if isinstance(message, Text) else Text.literal(message, zh)
        super().__init__(MESSAGES("at_line", line=line, message=text))
        self.line = line


Named = str | Text  # what a format reads, named in a message: "n", or a message such as PILE_SIZE


def not_a_count(line: int, what: Named, token: bytes) -> JudgeError:
    """The error for a token that should be a non-negative integer.

    >>> str(not_a_count(2, PILE_SIZE, b"x"))
    "line 2: pile size 'x' is not a non-negative integer"
    """
    return JudgeError(line, MESSAGES("not_a_count", what=what, token=show_token(token)))


def input_ends(line: int, what: Named) -> JudgeError:
    """The error for input that ends where ``what`` should come.

    >>> input_ends(4, "n").text("zh")
    '第 4 行：输入提前结束，缺少 n'
    """
    return JudgeError(line, MESSAGES("input_ends", what=_spaced(what)))


def _spaced(what: Named) -> Named:
    # Chinese writes a space before a Latin name that follows it: "缺少 n", "缺少堆数 m".
    zh = what.render("zh") if isinstance(what, Text) else what
    return MESSAGES("spaced", what=what) if zh[:1].isascii() else what


def too_large(line: int, what: Named, value: int, limit: int) -> JudgeError:
    """The error for a count above the limit a format accepts (absurd sizes)."""
    return JudgeError(line, MESSAGES("too_large", what=what, value=value, limit=limit))


def _load(name: str) -> JudgeFormat | None:
    try:
        fmt: JudgeFormat = FORMATS.load(name)()
    except ModuleNotFoundError:
        return None
    return fmt


def find_judge_format(name: str) -> JudgeFormat:
    """The judge format of this name or alias.

    >>> find_judge_format("hdu1527").name
    'poj1067'
    >>> find_judge_format("poj1076")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: unknown judge format 'poj1076'; did you mean 'poj1067'? (known: ...)
    """
    key = name.lower()
    fmt = _load(key) if key in BUILTIN else None
    if fmt is None:
        formats = iter_judge_formats()
        fmt = next((f for f in formats if key == f.name or key in f.aliases), None)
        if fmt is None:
            known = [f.name for f in formats]
            words = [*known, *(a for f in formats for a in f.aliases)]
            raise InputError(MESSAGES("unknown_format", name=name, hint=hint(name, words), known=", ".join(known)))
    return fmt


def find_format(name: str) -> Solver:
    """The solve function of a judge format by name or alias.

    >>> find_format("hdu1527").__name__
    'poj1067'
    """
    solve: Solver = find_judge_format(name).solve
    return solve


def iter_judge_formats() -> list[JudgeFormat]:
    """Every installed judge format, in the listings' order (this imports their modules)."""
    found = (_load(name) for name in FORMATS)
    return [f for f in found if f is not None]


def available_formats() -> list[str]:
    """Names of the judge formats that are installed."""
    return [f.name for f in iter_judge_formats()]


def run(name: str, stream: BinaryIO, out: BinaryIO) -> None:
    """Answer the judge input in ``stream`` on ``out`` with the named format."""
    find_format(name)(stream, out)


class TokenReader:
    """Whitespace-separated tokens of a binary stream, read in bounded chunks.

    Tokens are separated as scanf separates them (space, tab, CR, LF, VT,
    FF).  Line numbers are worked out only when an error needs one.  Input
    typed on a terminal is read a line at a time, as it is typed.

    >>> import io
    >>> r = TokenReader(io.BytesIO(b"3 4\\r\\n\\t5 x"))
    >>> r.next_int("n"), r.next_int("n"), r.next_int("n")
    (3, 4, 5)
    >>> r.next_int("pile")
    Traceback (most recent call last):
    ...
    grundy.judge.JudgeError: line 2: pile 'x' is not a non-negative integer
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
        self._mark: tuple[bytes, int, int, int] | None = None  # see line()

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
        # The search resumes from the token asked for last in this block (formats that
        # locate every case ask again and again), so a block is scanned about once.
        block = self._block
        i, pos, newlines = 0, 0, 0
        mark = self._mark
        if mark is not None and mark[0] is block and mark[1] <= n:
            _, i, pos, newlines = mark
        for match in _TOKEN.finditer(block, pos):
            if i == n:
                newlines += block.count(b"\n", pos, match.start())
                self._mark = (block, n, match.start(), newlines)
                return self._lines_before + newlines + 1
            i += 1
        raise AssertionError("token not found in its block")

    def last_line(self) -> int:
        """The line of the last token of the input read so far (for errors at its end)."""
        lines_before, block = (self._lines_before, self._block) if self._tokens else self._last_block
        return lines_before + block.rstrip(_WHITESPACE).count(b"\n") + 1

    def next_int(self, what: Named = NUMBER) -> Any:
        """The next token as a non-negative integer, or None at the end of the input."""
        token = self.next_token()
        if token is None:
            return None
        if not token.isdigit():
            raise not_a_count(self.line(), what, token)
        return parse_int(token)

    def expect_int(self, what: Named = NUMBER) -> Any:
        """Like :meth:`next_int`, but the end of input is an error too."""
        value = self.next_int(what)
        if value is None:
            raise input_ends(self.last_line(), what)
        return value

    def check_limit(self, value: int, limit: int, what: Named) -> None:
        """Raise a located JudgeError if value is above limit (absurd sizes)."""
        if value > limit:
            raise too_large(self.line(), what, value, limit)


def show_token(token: bytes) -> str:
    """A bad token as an error message quotes it: shortened, and readable whatever its bytes.

    >>> show_token(b"12x"), show_token(b"9" * 50)
    ("'12x'", "'9999999999999999999999999999999999999999...'")

    Bytes that are not UTF-8 are shown by their value:

    >>> print(show_token(b"\\xff\\xfe7"))
    '\\xff\\xfe7'
    """
    text = repr(token[:40].decode("utf-8", "surrogateescape") + ("..." if len(token) > 40 else ""))
    # repr writes such a byte as the lone surrogate \udcXX: write it as \xXX.
    return _SURROGATE.sub(r"\1\\x\2", text)


# \udc80-\udcff in a repr, not preceded by an escaped backslash.
_SURROGATE = re.compile(r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])")


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
