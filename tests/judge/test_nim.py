"""Judge formats p2197, hdu2176 and hdu1846: golden files from the oracles, errors, streaming."""

from __future__ import annotations

import io
import os
import random
import re
import subprocess
import sys
import tracemalloc
from functools import reduce
from operator import xor
from pathlib import Path

import pytest

from tests.judge import golden

from grundy.judge import JudgeError, find_format
from grundy.judge.nim import hdu2176, p2197

DATA = Path(__file__).parents[1] / "data" / "judge" / "nim"
GOLDEN = sorted(DATA.glob("*.in"))


def test_there_are_golden_files_for_every_format():
    formats = {path.name.split("_")[0] for path in GOLDEN}
    assert formats == {"p2197", "hdu2176", "hdu1846"}
    assert len(GOLDEN) >= 25


def test_golden_files_are_what_the_oracles_say():
    # The files on disk are regenerated from the brute-force oracles (and the
    # mirror argument for the 200-digit cases), not from the judge code.
    assert golden.differences(DATA) == []


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(cli, path):
    golden.check_run(cli, path)


def test_file_argument_and_aliases(cli):
    path = DATA / "p2197_sample.in"
    r = cli(["judge", "luogu-p2197", str(path)])
    assert r.status == 0 and r.out == "No\nYes\n"
    assert find_format("p2197") is p2197


class _Lines(io.RawIOBase):
    """A stream that produces its content piece by piece, never all at once."""

    def __init__(self, pieces):
        self.pieces = iter(pieces)
        self.buffer = b""

    def readable(self):
        return True

    def readinto(self, target):
        while not self.buffer:
            piece = next(self.pieces, None)
            if piece is None:
                return 0
            self.buffer = piece
        n = min(len(target), len(self.buffer))
        target[:n] = self.buffer[:n]
        self.buffer = self.buffer[n:]
        return n


class _Counter(io.RawIOBase):
    def __init__(self):
        self.lines = 0
        self.yes = 0

    def writable(self):
        return True

    def write(self, data):
        self.lines += data.count(b"\n")
        self.yes += data.count(b"Yes")
        return len(data)


@pytest.mark.slow
def test_p2197_streams_in_bounded_memory():
    # About 6 MB of input (2,000 cases of 50 piles of 60 digits, each too long
    # for int64), produced lazily; the memory the judge holds must stay far
    # below the input size.  Answers by the mirror argument: 25 values each
    # twice is lost for the player to move; replacing one pair by two
    # different values is won (make them equal, then copy every move).
    value = [str(10**59 + 7919 * i).encode() for i in range(27)]
    lost = b"50\n" + b" ".join(value[:25] * 2) + b"\n"
    won = b"50\n" + b" ".join(value[:24] * 2 + value[25:27]) + b"\n"
    cases = 2000
    pieces = [f"{cases}\n".encode()] + [lost if i % 2 else won for i in range(cases)]
    p2197(io.BytesIO(b"1 1 " * 5000), _Counter(), small_input=0)  # imports numpy before measuring
    out = _Counter()
    tracemalloc.start()
    p2197(io.BufferedReader(_Lines(iter(pieces))), out, chunk_size=1 << 16, threads=2, small_input=0)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert sum(map(len, pieces)) > 6_000_000
    assert out.lines == cases and out.yes == cases // 2
    assert peak < 2_000_000


def test_p2197_one_case_of_many_piles_over_many_lines():
    # Every value twice: the second player mirrors, so the position is lost;
    # one extra stone makes it won.
    values = list(range(1, 100_001))
    piles = values + values[::-1]
    body = "\n".join(" ".join(map(str, piles[i : i + 7])) for i in range(0, len(piles), 7))
    text = f"2\n{len(piles)}\n{body}\n{len(piles) + 1}\n{body}\n1\n"
    out = io.BytesIO()
    p2197(io.BytesIO(text.encode()), out)
    assert out.getvalue() == b"No\nYes\n"


def test_p2197_piles_beyond_pythons_int_digit_limit():
    x = "7" * 6000  # int() refuses this many digits by default; the judge must not
    out = io.BytesIO()
    p2197(io.BytesIO(f"2\n2 {x} {x}\n3 {x} {x} 1\n".encode()), out)
    assert out.getvalue() == b"No\nYes\n"


def test_hdu2176_lists_every_move_in_pile_order_for_many_piles():
    # An odd number of 1-piles: taking any one of them leaves an even number,
    # which the opponent loses by pairing; nothing else is a move at all.
    m = 100_001
    out = io.BytesIO()
    hdu2176(io.BytesIO(f"{m}\n{' '.join(['1'] * m)}\n0\n".encode()), out)
    assert out.getvalue() == b"Yes\n" + b"1 0\n" * m


def test_errors_name_line_and_token_after_earlier_answers():
    out = io.BytesIO()
    with pytest.raises(JudgeError, match=r"^line 4: pile size 'abc' is not a non-negative integer$"):
        p2197(io.BytesIO(b"3\n1 1\n1 0\n2 5\tabc\n"), out)
    assert out.getvalue() == b"Yes\nNo\n"


# -- the vectorised path against a plain reference ------------------------------------------

MAX_COUNT = 10**9
SEPARATORS = [" ", " ", " ", "\n", "\n", "\t", "\r\n", "  \n", "\x0b", "\x0c"]


def _show(token: bytes) -> str:
    text = token[:40].decode("utf-8", "replace")
    return repr(text + ("..." if len(token) > 40 else ""))


def reference_p2197(text: bytes) -> tuple[bytes, str | None]:
    """Luogu P2197 read the plain way: split on whitespace, XOR with Python ints.

    Returns the output and the error message (None if there is none), as the
    judge documents them: the first T cases are answered and the rest of the
    input is ignored; input that ends early or holds a bad token or an
    absurd count is an error on the line of the token concerned (the last
    token, when the input ends), after the answers before it.
    """
    found = []
    line, seen = 1, 0
    for m in re.finditer(rb"[^ \t\n\r\x0b\x0c]+", text):
        line += text.count(b"\n", seen, m.start())
        seen = m.start()
        found.append((m.group(), line))
    end_line = found[-1][1] if found else 1
    out: list[bytes] = []
    pos = 0

    def number(what: str, missing: str | None = None) -> tuple[int | None, str | None]:
        nonlocal pos
        if pos == len(found):
            return None, f"line {end_line}: the input ends where {missing or what} was expected"
        token, line = found[pos]
        pos += 1
        if not token.isdigit():
            return None, f"line {line}: {what} {_show(token)} is not a non-negative integer"
        value = int(token)
        if missing is None and value > MAX_COUNT:  # a count
            return None, f"line {line}: {what} {value} is larger than {MAX_COUNT:,}"
        return value, None

    cases, error = number("the number of cases T")
    if error:
        return b"", error
    for case in range(1, cases + 1):
        n, error = number(f"n (the number of piles of case {case})")
        if error:
            return b"".join(out), error
        nim_sum = 0
        for j in range(1, n + 1):
            pile, error = number("pile size", f"pile {j} of {n} of case {case}")
            if error:
                return b"".join(out), error
            nim_sum ^= pile
        out.append(b"Yes\n" if nim_sum else b"No\n")
    return b"".join(out), None


def run_judge(solve, text: bytes, **options) -> tuple[bytes, str | None]:
    out = io.BytesIO()
    try:
        solve(io.BytesIO(text), out, **options)
    except JudgeError as exc:
        return out.getvalue(), str(exc)
    return out.getvalue(), None


def random_pile(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.04:
        return str(rng.randrange(10 ** rng.randint(17, 60)))  # too long for int64
    if r < 0.06:
        return "0" * rng.randint(1, 24) + str(rng.randrange(1000))  # long only by its zeros
    if r < 0.07:
        return str(rng.choice([2**63 - 1, 2**63, 10**16 - 1, 10**16, 2**64]))
    return str(rng.randrange(rng.choice([2, 4, 64, 2**40, 10**16])))


def random_p2197(rng: random.Random) -> bytes:
    """A random P2197 input, sometimes spoiled: a bad or absurd token, a cut, a wrong T."""
    sizes = [rng.choice([0, 1, 1, 2, 3, 4, 5, 9, 60]) for _ in range(rng.choice([0, 1, 4, 30, 200]))]
    tokens = []
    for n in sizes:
        tokens += [str(n)] + [random_pile(rng) for _ in range(n)]
    cases = max(0, len(sizes) + rng.choice([0, 0, 0, 0, -1, -2, 1, 3]))
    tokens.insert(0, str(cases) if rng.random() < 0.95 else "0" * 20 + str(cases))
    spoil = rng.random()
    if spoil < 0.1:
        tokens[rng.randrange(len(tokens))] = rng.choice(["x", "-1", "1.5", "7a", "+3", "\u00e9", "1" * 50 + "z"])
    elif spoil < 0.15:
        tokens[rng.randrange(len(tokens))] = str(rng.choice([MAX_COUNT, MAX_COUNT + 1, 10**25]))
    elif spoil < 0.2:
        k = rng.randrange(len(tokens))
        tokens[k] = "0" * rng.randint(10, 30) + tokens[k]
    elif spoil < 0.3:
        tokens = tokens[: rng.randrange(len(tokens) + 1)]
    elif spoil < 0.35:
        tokens.append(rng.choice(["5", "x", "3 1 2"]))  # after the T cases: never read
    text = "".join(t + rng.choice(SEPARATORS) for t in tokens)
    if rng.random() < 0.3:
        text = text.rstrip()
    return text.encode()


@pytest.fixture
def doubling(monkeypatch):
    """Make the case walk use pointer doubling after one plain step, with few Python steps."""
    monkeypatch.setattr("grundy.judge.nim_sum._PLAIN_STEPS", 1)
    monkeypatch.setattr("grundy.judge.nim_sum._COARSE_STEPS", 1)


@pytest.mark.parametrize("seed", range(6))
def test_p2197_agrees_with_plain_reading(seed):
    rng = random.Random(seed)
    for _ in range(60):
        text = random_p2197(rng)
        expected = reference_p2197(text)
        assert run_judge(p2197, text) == expected, text  # plain path (short input)
        options = {"chunk_size": rng.choice([1, 2, 3, 5, 8, 17, 64, 300, 1 << 16]),
                   "threads": rng.choice([0, 1, 2]), "small_input": 0}
        assert run_judge(p2197, text, **options) == expected, (text, options)


@pytest.mark.parametrize("seed", range(3))
def test_p2197_agrees_with_plain_reading_when_walking_by_doubling(seed, doubling):
    rng = random.Random(100 + seed)
    for _ in range(40):
        text = random_p2197(rng)
        options = {"chunk_size": rng.choice([3, 40, 500, 1 << 16]), "threads": rng.choice([0, 2]), "small_input": 0}
        assert run_judge(p2197, text, **options) == reference_p2197(text), (text, options)


def test_p2197_many_small_cases_in_one_piece(doubling):
    # 20,000 cases of 0 to 5 piles in one piece: the walk doubles up to long
    # strides, and T stops it in the middle of the piece.
    rng = random.Random(7)
    sizes = [rng.randrange(6) for _ in range(20_000)]
    body = "\n".join(f"{n}\n" + " ".join(str(rng.randrange(8)) for _ in range(n)) for n in sizes)
    for cases in (20_000, 12_345, 1):
        text = f"{cases}\n{body}\n".encode()
        assert run_judge(p2197, text, threads=0, small_input=0) == reference_p2197(text)


def test_p2197_long_tokens_in_the_middle_of_cases():
    # Huge piles among short ones, in cases that wrap across pieces; by the
    # mirror argument (X, X) is lost whatever else cancels, so each answer is
    # also known without any XOR.
    x, y = "9" * 25, "4" * 5000
    lost = f"8 1 {x} 2 {y} 2 {y} {x} 1"  # pairs: lost
    won = f"7 1 {x} 2 {y} 2 {y} {x}"  # a lone 1 is left: won
    count = f"{'0' * 30}3 {x} 5 {x}"  # n written with 30 leading zeros: n = 3
    zeros = f"{'0' * 20}4 {y} 6 6 {y}"  # and n = 4: pairs again
    text = f"5\n{lost}\n{won}\n{count}\n{zeros}\n{lost}\n".encode()
    expected = (b"No\nYes\nYes\nNo\nNo\n", None)
    assert reference_p2197(text) == expected
    for chunk_size in (1, 4, 16, 40, 100, 1000, 1 << 16):
        for threads in (0, 2):
            assert run_judge(p2197, text, chunk_size=chunk_size, threads=threads, small_input=0) == expected


def test_p2197_bad_token_at_every_piece_boundary():
    text = b"3\n2 5 5\n3 1 2 3\n2 7 -7\n"
    expected = reference_p2197(text)
    assert expected == (b"No\nNo\n", "line 4: pile size '-7' is not a non-negative integer")
    for chunk_size in range(1, len(text) + 2):
        for threads in (0, 2):
            assert run_judge(p2197, text, chunk_size=chunk_size, threads=threads, small_input=0) == expected


def test_p2197_input_cut_after_every_token():
    rng = random.Random(11)
    tokens = ["4", "2", "3", "3", "0", "3", "1", "x" * 0 + "9" * 20, "5", "1", "7"]
    for k in range(len(tokens) + 1):
        text = "".join(t + rng.choice(SEPARATORS) for t in tokens[:k]).encode()
        expected = reference_p2197(text)
        assert run_judge(p2197, text) == expected
        for chunk_size in (1, 3, 8):
            assert run_judge(p2197, text, chunk_size=chunk_size, threads=0, small_input=0) == expected


def test_p2197_t_differs_from_the_cases_present():
    # T smaller: the cases after the T-th are not read, not even checked.
    text = b"2\n1 1\n1 0\n1 5\nnot a number\n"
    assert run_judge(p2197, text) == (b"Yes\nNo\n", None)
    assert run_judge(p2197, text, chunk_size=4, threads=0, small_input=0) == (b"Yes\nNo\n", None)
    # T larger: the answers present, then an error on the last line.
    text = b"4\n1 1\n1 0\n1 5\n\n"
    expected = (b"Yes\nNo\nYes\n",
                "line 4: the input ends where n (the number of piles of case 4) was expected")
    assert run_judge(p2197, text) == expected
    assert run_judge(p2197, text, chunk_size=2, threads=2, small_input=0) == expected


def test_p2197_absurd_n_is_refused_before_its_piles():
    # The error names the count, not the bad token that stands where its piles would.
    text = b"2\n1 1\n1000000001 zz\n"
    expected = (b"Yes\n", "line 3: n (the number of piles of case 2) 1000000001 is larger than 1,000,000,000")
    assert reference_p2197(text) == expected
    for chunk_size in (1, 5, 1 << 16):
        assert run_judge(p2197, text, chunk_size=chunk_size, threads=0, small_input=0) == expected
    assert run_judge(p2197, text) == expected


def test_p2197_crlf_tab_and_other_whitespace():
    text = b"3\r\n2\t6\t6\r\n\x0b3 1\x0c2 4\r\n1\r\n\r\n0\r\n"
    expected = (b"No\nYes\nNo\n", None)
    assert reference_p2197(text) == expected
    assert run_judge(p2197, text) == expected
    for chunk_size in (1, 2, 7):
        assert run_judge(p2197, text, chunk_size=chunk_size, threads=1, small_input=0) == expected


@pytest.mark.parametrize("path", [p for p in GOLDEN if p.name.split("_")[0] in ("p2197", "hdu2176")],
                         ids=lambda p: p.stem)
def test_golden_through_the_vectorised_path(path):
    solve = p2197 if path.name.startswith("p2197") else hdu2176
    err_path = path.with_suffix(".err")
    error = err_path.read_text().removeprefix("grundy: ").rstrip("\n") if err_path.exists() else None
    expected = (path.with_suffix(".out").read_bytes(), error)
    for chunk_size in (1, 7, 64, 1 << 16):
        for threads in (0, 2):
            assert run_judge(solve, path.read_bytes(), chunk_size=chunk_size, threads=threads,
                             small_input=0) == expected


def reference_hdu2176(text: bytes) -> bytes:
    """HDU 2176 for valid input, from the definition of a winning move (a move to nim-sum 0)."""
    values = [int(t) for t in text.split()]
    out, pos = [], 0
    while pos < len(values) and values[pos]:
        m = values[pos]
        piles = values[pos + 1 : pos + 1 + m]
        pos += 1 + m
        total = reduce(xor, piles, 0)
        moves = [f"{p} {p ^ total}\n" for p in piles if p ^ total < p]
        out.append("Yes\n" + "".join(moves) if moves else "No\n")
    return "".join(out).encode()


def test_hdu2176_vectorised_agrees_with_the_definition():
    rng = random.Random(2176)
    for _ in range(40):
        cases = [[int(random_pile(rng)) for _ in range(rng.choice([1, 2, 3, 6, 40]))] for _ in range(rng.randrange(6))]
        for case in cases[::3]:  # make some of them P-positions
            case.append(reduce(xor, case, 0))
        text = "".join(f"{len(c)}{rng.choice(SEPARATORS)}" + "".join(f"{p}{rng.choice(SEPARATORS)}" for p in c)
                       for c in cases) + rng.choice(["0\n", ""])
        expected = (reference_hdu2176(text.encode()), None)
        assert run_judge(hdu2176, text.encode()) == expected
        options = {"chunk_size": rng.choice([1, 3, 16, 1 << 16]), "threads": rng.choice([0, 2]), "small_input": 0}
        assert run_judge(hdu2176, text.encode(), **options) == expected, options


@pytest.mark.parametrize(("fmt", "text", "expected"), [("p2197", "1 2 3 4", "b'Yes\\n'"),
                                                      ("hdu2176", "2 3 4 0", "b'Yes\\n4\\x203\\n'")])
def test_short_input_does_not_import_numpy(fmt, text, expected):
    code = ("import io, sys; from grundy.judge.nim import p2197, hdu2176; out = io.BytesIO(); "
            f"{fmt}(io.BytesIO(b'{text}'), out); print(repr(out.getvalue()).replace(' ', r'\\x20'), "
            "'numpy' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2] / "src"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split() == [expected, "False"]


def test_loading_the_vectorised_reader_leaves_the_environment_alone():
    code = ("import os; before = dict(os.environ); import grundy.judge.fast; "
            "print(dict(os.environ) == before)")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    env["PYTHONPATH"] = str(Path(__file__).parents[2] / "src")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split() == ["True"]
