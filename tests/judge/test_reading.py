"""The reading protocol: the scalar reader (tokens and line numbers as scanf sees them, whatever the
chunking) and the vectorised reader (values and arrays of values across chunks)."""

from __future__ import annotations

import io
import random

import pytest

from grundy.judge import JudgeError, fast, find_format, show_token
from grundy.judge.reading import TokenCursor, TokenReader
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
    assert [r.next("n") for _ in range(3)] == [1, 2, 3]
    with pytest.raises(JudgeError, match=r"^line 3: n '4x' is not a non-negative integer$"):
        r.next("n")
    r = TokenReader(io.BytesIO(b"5\n"))
    r.expect("n")
    with pytest.raises(JudgeError, match=r"^line 1: the input ends where pile was expected$"):
        r.expect("pile")


def test_a_token_that_is_not_utf8_is_quoted_by_its_bytes():
    # Its bytes were shown as replacement characters ('\ufffd\ufffd'), which
    # do not say what the file holds.
    assert show_token(b"\xff\xfe7") == r"'\xff\xfe7'"
    assert show_token("中7".encode()) == "'中7'"
    assert show_token("中".encode() * 20) == "'" + "中" * 13 + r"\xe4...'"  # cut after 40 bytes
    r = TokenReader(io.BytesIO(b"1 2\n\xff\xfe 4\n"))
    r.next("n"), r.next("n")
    with pytest.raises(JudgeError, match=r"^line 2: n '\\xff\\xfe' is not a non-negative integer$"):
        r.next("n")


def test_unknown_format():
    with pytest.raises(InputError, match="unknown judge format 'nope'"):
        find_format("nope")


def test_the_reader_locates_every_token_of_a_long_input():
    # Formats locate each case; the reader resumes its search within a block.
    lines = [" ".join(str(i * 10 + j) for j in range(i % 4)) + " \r" for i in range(20000)]
    reader = TokenReader(io.BytesIO("\n".join(lines).encode()), chunk_size=1 << 12)
    seen = 0
    while (token := reader.next_token()) is not None:
        value = int(token)
        if value % 7 == 0:
            assert reader.line() == value // 10 + 1, value
            seen += 1
    assert seen > 1000


# -- the token cursor (for formats with a sequential layout) ---------------------------


@pytest.mark.parametrize("seed", range(8))
def test_token_cursor_next_and_take_across_chunks(seed):
    rng = random.Random(100 + seed)
    words = [str(rng.choice([rng.randrange(100), rng.randrange(10**18), rng.randrange(10**40)])).encode()
             for _ in range(rng.randrange(1, 300))]
    seps = [rng.choice([b" ", b"\n", b"\t", b"\r\n"]) for _ in words]
    text = b"".join(w + s for w, s in zip(words, seps))
    lines = [1 + b"".join(w + s for w, s in zip(words[:i], seps[:i])).count(b"\n")
             for i in range(len(words))]
    cursor = TokenCursor(fast.TokenStream(io.BytesIO(text), chunk_size=rng.choice([3, 17, 200]),
                                               threads=rng.choice([0, 2])))
    got = []
    while len(got) < len(words):
        if rng.random() < 0.5:
            got.append(cursor.next("x"))
        else:
            n = rng.randrange(0, min(40, len(words) - len(got)) + 1)
            values, long = cursor.take(n, "x")
            assert len(values) == n
            exact = [int(v) for v in values.tolist()]
            for i, v in long:
                assert values[i] == fast.LONG
                exact[i] = v
            got += exact
        if got:
            assert cursor.line() == lines[len(got) - 1]
    assert got == [int(w) for w in words]
    assert cursor.next("x") is None
    with pytest.raises(JudgeError, match=f"^line {lines[-1]}: the input ends where pile was expected$"):
        cursor.take(1, "pile")
    cursor.close()


def test_token_cursor_errors():
    cursor = TokenCursor(fast.TokenStream(io.BytesIO(b"3 1\n2\n\n-4 5\n"), chunk_size=2, threads=0))
    assert cursor.expect("n") == 3
    with pytest.raises(JudgeError, match=r"^line 4: pile '-4' is not a non-negative integer$"):
        cursor.take(3, "pile")
    cursor = TokenCursor(fast.TokenStream(io.BytesIO(b" \n"), threads=0))
    with pytest.raises(JudgeError, match=r"^line 1: the input ends where T was expected$"):
        cursor.expect("T")
