"""The vectorised tokenizer: values, exact long tokens and line numbers, chunks that end at whitespace."""

from __future__ import annotations

import io
import random

import pytest

from grundy.judge import fast

SPACES = b" \t\n\r\x0b\x0c"


@pytest.mark.parametrize("seed", range(10))
def test_token_stream_values_and_lines(seed):
    rng = random.Random(seed)
    words, lines, line, text = [], [], 1, bytearray()
    for _ in range(rng.randrange(1, 400)):
        digits = rng.choice([1, 2, 9, 15, 16, 17, 18, 19, 25, 300])
        word = str(rng.randrange(10**digits)).zfill(digits if rng.random() < 0.1 else 0).encode()
        words.append(word)
        lines.append(line)
        text += word
        sep = b"".join(rng.choice([b" ", b"\n", b"\t", b"\r\n", b"\x0b", b"\x0c"])
                       for _ in range(rng.randrange(1, 3)))
        line += sep.count(b"\n")
        text += sep
    stream = fast.TokenStream(io.BytesIO(bytes(text)), chunk_size=rng.choice([1, 5, 40, 4096]),
                              threads=rng.choice([0, 2]))
    got_values, got_lines = [], []
    for tokens in stream:
        for i in range(len(tokens)):
            got_values.append(tokens.value(i))
            got_lines.append(tokens.line(i))
            assert tokens.token(i) == words[len(got_values) - 1]
            if tokens.lengths[i] <= fast.FAST_DIGITS:
                assert int(tokens.values[i]) == tokens.value(i)
            else:
                assert tokens.values[i] == fast.LONG
    assert got_values == [int(w) for w in words]
    assert got_lines == lines


def test_chunks_end_at_whitespace_and_cover_the_input():
    text = b"12 345\t6789\r\n" + b"5" * 40 + b"\x0c0 1"
    for size in range(1, 20):
        pieces = [data[fast.PAD:end].tobytes() for data, end in fast.read_chunks(io.BytesIO(text), size)]
        assert b"".join(pieces) == text + b" "
        assert all(p[-1:] in [bytes([c]) for c in SPACES] for p in pieces)
        longest = max(len(t) for t in text.split())
        assert all(len(p) <= size + 2 * longest for p in pieces)
