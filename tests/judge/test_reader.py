"""TokenReader: tokens and line numbers as scanf sees them, whatever the chunking."""

from __future__ import annotations

import io
import random

import pytest

from grundy.judge import JudgeError, TokenReader, find_format, show_token
from grundy.errors import InputError


def _tokens(data: bytes, chunk: int) -> list[tuple[bytes, int]]:
    r = TokenReader(io.BytesIO(data), chunk_size=chunk)
    out = []
    while (t := r.next_token()) is not None:
        out.append((t, r.line()))
    return out


def _expected(data: bytes) -> list[tuple[bytes, int]]:
    out = []
    for lineno, line in enumerate(data.split(b"\n"), 1):
        out += [(t, lineno) for t in line.split()]
    return out


@pytest.mark.parametrize("chunk", [1, 2, 3, 7, 64, 1 << 16])
def test_tokens_and_lines_for_any_chunking(chunk):
    rng = random.Random(chunk)
    pieces = [b" ", b"\t", b"\r\n", b"\n", b"\x0b", b"\x0c", b"  \n\n"]
    words = [b"0", b"7", b"123456789012345678901234567890", b"x1", b"-3", b"\xe4\xb8\xad"]
    data = b"".join(rng.choice(words) + rng.choice(pieces) for _ in range(300))
    assert _tokens(data, chunk) == _expected(data)


def test_empty_and_blank_input():
    assert _tokens(b"", 4) == []
    assert _tokens(b" \n\t\r\n", 2) == []


def test_errors_name_line_and_token():
    r = TokenReader(io.BytesIO(b"1 2\n\n  3 4x\n"), chunk_size=3)
    assert [r.next_int("n") for _ in range(3)] == [1, 2, 3]
    with pytest.raises(JudgeError, match=r"^line 3: n '4x' is not a non-negative integer$"):
        r.next_int("n")
    r = TokenReader(io.BytesIO(b"5\n"))
    r.expect_int("n")
    with pytest.raises(JudgeError, match=r"^line 1: the input ends where pile was expected$"):
        r.expect_int("pile")


def test_a_token_that_is_not_utf8_is_quoted_by_its_bytes():
    # Its bytes were shown as replacement characters ('\ufffd\ufffd'), which
    # do not say what the file holds.
    assert show_token(b"\xff\xfe7") == r"'\xff\xfe7'"
    assert show_token("中7".encode()) == "'中7'"
    assert show_token("中".encode() * 20) == "'" + "中" * 13 + r"\xe4...'"  # cut after 40 bytes
    r = TokenReader(io.BytesIO(b"1 2\n\xff\xfe 4\n"))
    r.next_int("n"), r.next_int("n")
    with pytest.raises(JudgeError, match=r"^line 2: n '\\xff\\xfe' is not a non-negative integer$"):
        r.next_int("n")


def test_unknown_format():
    with pytest.raises(InputError, match="unknown judge format 'nope'"):
        find_format("nope")
