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

import importlib
import io
import re
from collections.abc import Callable
from typing import BinaryIO

from ..errors import InputError, hint
from ..messages import Text, catalogue
from ..registry import Registry
from .format import Case, JudgeFormat

__all__ = [
    "BUILTIN",
    "FORMATS",
    "GROUP",
    "Case",
    "JudgeFormat",
    "JudgeError",
    "available_formats",
    "find_format",
    "find_judge_format",
    "input_ends",
    "iter_judge_formats",
    "not_a_count",
    "run",
    "show_token",
    "too_large",
]

Solver = Callable[[BinaryIO, BinaryIO], None]

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
    "hdu1846": "grundy.judge.bash:HDU1846",
    "lanqiao-cards": "grundy.judge.cards:LanqiaoCards",
    "hdu1907": "grundy.judge.nim:HDU1907",
    "hdu1850": "grundy.judge.nim:HDU1850",
    "hdu1849": "grundy.judge.nim:HDU1849",
    "hdu2149": "grundy.judge.bash:HDU2149",
    "cses1098": "grundy.judge.subtraction:CSES1098",
    "hdu1848": "grundy.judge.subtraction:HDU1848",
    "hdu3032": "grundy.judge.lasker:HDU3032",
    "hdu1536": "grundy.judge.subtraction:HDU1536",
    "timus1180": "grundy.judge.subtraction:TIMUS1180",
    "cses1730": "grundy.judge.nim:CSES1730",
    "poj1704": "grundy.judge.staircase:POJ1704",
    "hdu1730": "grundy.judge.northcott:HDU1730",
    "hdu2516": "grundy.judge.fibonacci_nim:HDU2516",
    "hdu1524": "grundy.judge.dag:HDU1524",
    "hdu1517": "grundy.judge.multiplication:HDU1517",
    "poj2348": "grundy.judge.euclid:POJ2348",
    "hdu3951": "grundy.judge.coins:HDU3951",
    "p2252": "grundy.judge.wythoff:P2252",
}

#: The entry-point group under which other packages register judge formats.
GROUP = "grundy.judge"
#: Every judge format: name -> "module:Class", grundy's own first (see :class:`grundy.registry.Registry`).
FORMATS = Registry(GROUP, BUILTIN)


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
