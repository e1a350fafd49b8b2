"""The test-data maker: a judge input of N cases from a format's generator, and its expected output.

The same format, count, seed and hardness give the same bytes.  The input
is written as the generator makes it, piece by piece; the expected output
is what the format's solver writes for that input, which is made a second
time from the same seed and streamed into the solver, so neither is ever
held whole.

>>> import io
>>> from grundy.judge import find_judge_format
>>> fmt = find_judge_format("hdu1846")
>>> data, answers = io.BytesIO(), io.BytesIO()
>>> write_input(fmt, 3, 7, False, data)
>>> write_answers(fmt, 3, 7, False, answers)
>>> data.getvalue() == write_input_bytes(fmt, 3, 7), answers.getvalue().count(b"\\n")
(True, 3)
"""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import BinaryIO

from ..errors import InputError, UnsupportedError
from ..messages import catalogue
from .format import JudgeFormat

__all__ = ["generated", "single_inputs", "write_answers", "write_input", "write_input_bytes", "write_tests"]

MESSAGES = catalogue("judge.generate", {
    "too_many": ("{name} holds at most {most:,} {most:~case|cases} in one input, not {count:,}",
                 "{name} 的一个输入最多有 {most:,} 组数据，而不是 {count:,} 组"),
    "negative": ("the number of cases is at least 0, not {count}", "数据组数至少为 0，而不是 {count}"),
    "no_generator": ("{name} does not make test data", "{name} 不能生成测试数据"),
    "one_per_input": ("{name} has one case per input: give --out DIR to write {count:,} test files of one case each",
                      "{name} 每个输入只有一组数据：请用 --out DIR 写出 {count:,} 个测试文件，每个一组"),
})


def generated(fmt: JudgeFormat, count: int, seed: int, hard: bool = False) -> Iterator[bytes]:
    """The pieces of the input of ``count`` cases that ``fmt`` makes from ``seed``."""
    if count < 0:
        raise InputError(MESSAGES("negative", count=count))
    if fmt.max_cases == 1 and count > 1:
        raise InputError(MESSAGES("one_per_input", name=fmt.name, count=count))
    if fmt.max_cases is not None and count > fmt.max_cases:
        raise InputError(MESSAGES("too_many", name=fmt.name, most=fmt.max_cases, count=count))
    try:
        return fmt.generate(random.Random(seed), count, hard)
    except NotImplementedError:
        raise UnsupportedError(MESSAGES("no_generator", name=fmt.name)) from None


def single_inputs(fmt: JudgeFormat, count: int, seed: int, hard: bool = False) -> Iterator[bytes]:
    """``count`` whole inputs of a format of one case per input: with ``hard``, its hard inputs first.

    The i-th input is the same for the same seed whatever ``count`` is.

    >>> from grundy.judge import find_judge_format
    >>> list(single_inputs(find_judge_format("p2252"), 2, 0, hard=True))
    [b'0 0\\n', b'165580140 267914295\\n']
    """
    if count < 0:
        raise InputError(MESSAGES("negative", count=count))
    specials = fmt.hard_inputs() if hard else []
    for i in range(count):
        if i < len(specials):
            yield specials[i]
        else:
            yield b"".join(generated(fmt, 1, _case_seed(seed, i), hard))


def _case_seed(seed: int, i: int) -> int:
    # The seed of the i-th input of a series (input 0 is the series' own seed).
    return seed if i == 0 else seed * 1_000_003 + i


def write_tests(fmt: JudgeFormat, count: int, seed: int, hard: bool, directory: str) -> list[str]:
    """Write test files NN.in and NN.ans in ``directory``; the paths of the inputs.

    A format of one case per input gets ``count`` of them, one case each
    (hard inputs first with ``hard``); another format one file of ``count`` cases.
    """
    import os

    os.makedirs(directory, exist_ok=True)
    if fmt.max_cases == 1:
        inputs = list(single_inputs(fmt, count, seed, hard))
    else:
        inputs = [write_input_bytes(fmt, count, seed, hard)]
    width = max(2, len(str(len(inputs))))
    paths = []
    for i, data in enumerate(inputs, 1):
        path = os.path.join(directory, f"{i:0{width}}")
        with open(path + ".in", "wb") as handle:
            handle.write(data)
        with open(path + ".ans", "wb") as handle:
            fmt.solve(io.BytesIO(data), handle)
        paths.append(path + ".in")
    return paths


def write_input(fmt: JudgeFormat, count: int, seed: int, hard: bool, out: BinaryIO) -> None:
    """Write the generated input on ``out``, piece by piece."""
    for piece in generated(fmt, count, seed, hard):
        out.write(piece)


def write_input_bytes(fmt: JudgeFormat, count: int, seed: int, hard: bool = False) -> bytes:
    """The generated input as one bytes object (for tests and small inputs)."""
    return b"".join(generated(fmt, count, seed, hard))


def write_answers(fmt: JudgeFormat, count: int, seed: int, hard: bool, out: BinaryIO) -> None:
    """Write the expected output of the generated input: the solver's, on the input made again."""
    stream = io.BufferedReader(_Pieces(generated(fmt, count, seed, hard)), 1 << 16)
    fmt.solve(stream, out)


class _Pieces(io.RawIOBase):
    # A readable stream over an iterator of byte pieces, holding one piece at a time.
    def __init__(self, pieces: Iterator[bytes]) -> None:
        self._pieces = iter(pieces)
        self._piece = b""
        self._at = 0

    def readable(self) -> bool:
        return True

    def readinto(self, target: bytearray | memoryview) -> int:  # type: ignore[override]
        while self._at >= len(self._piece):
            piece = next(self._pieces, None)
            if piece is None:
                return 0
            self._piece, self._at = piece, 0
        n = min(len(target), len(self._piece) - self._at)
        target[:n] = self._piece[self._at : self._at + n]
        self._at += n
        return n
