"""Reading a judge input case by case, for the checker: tokens with their line numbers at little cost.

:class:`~grundy.judge.TokenReader` works out a token's line only when an
error needs one; a checker needs the line of every case it may report, so
:class:`CaseReader` indexes each block once (where its tokens start, where
its lines end) and answers :meth:`CaseReader.line` by bisection.

>>> import io
>>> r = CaseReader(io.BytesIO(b"1 2\\n\\n3 4\\r\\n5"))
>>> [(r.next_int(), r.line()) for _ in range(5)]
[(1, 1), (2, 1), (3, 3), (4, 3), (5, 4)]
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from typing import BinaryIO, TypeVar

from . import TokenReader

__all__ = ["CaseReader", "lines_of", "mixed", "pieces"]

T = TypeVar("T")
_TOKEN = re.compile(rb"[^ \t\n\r\x0b\x0c]+")


class CaseReader(TokenReader):
    """A :class:`~grundy.judge.TokenReader` whose :meth:`line` costs a bisection, not a scan of the block."""

    def __init__(self, stream: BinaryIO, chunk_size: int = 1 << 16) -> None:
        super().__init__(stream, chunk_size)
        self._indexed: bytes | None = None
        self._starts: list[int] = []
        self._ends: list[int] = []

    def line(self) -> int:
        n = self._index - 1
        if n < 0:
            return super().line()
        if self._indexed is not self._block:
            self._starts = [m.start() for m in _TOKEN.finditer(self._block)]
            self._ends = [m.start() for m in re.finditer(b"\n", self._block)]
            self._indexed = self._block
        return self._lines_before + bisect_right(self._ends, self._starts[n]) + 1


def lines_of(text: str) -> list[str]:
    """The lines of an answer written as one string (an empty answer has none)."""
    return text.split("\n") if text else []


def pieces(lines: Iterator[str], size: int = 4096) -> Iterator[bytes]:
    """Lines of a generated input (each without its line end) in pieces of about ``size`` lines."""
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= size:
            yield ("\n".join(batch) + "\n").encode("ascii")
            batch = []
    if batch:
        yield ("\n".join(batch) + "\n").encode("ascii")


def mixed(count: int, hard: bool, special: list[T], ordinary: Iterator[T]) -> Iterator[T]:
    """``count`` cases: with ``hard``, the special ones first among every other case, the rest ordinary."""
    specials = iter(special if hard else [])
    for i in range(count):
        case = next(specials, None) if i % 2 == 0 else None
        yield case if case is not None else next(ordinary)
