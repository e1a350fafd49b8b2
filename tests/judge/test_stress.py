"""``grundy judge FMT --stress CMD``: hard cases first, the first failure shrunk to a minimal input."""

from __future__ import annotations

import sys

import pytest

PY = sys.executable


def _program(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return f"{PY} {path}"


FORGETS_ALL_ONES = """\
import sys
v = iter(map(int, sys.stdin.read().split()))
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= next(v)
    print("John" if x else "Brother")
"""

RIGHT_HDU1846 = """\
import sys
v = list(map(int, sys.stdin.read().split()))
for n, m in zip(v[1::2], v[2::2]):
    print("second" if n % (m + 1) == 0 else "first")
"""


def test_a_wrong_solution_is_found_and_shrunk_to_one_small_case(cli, tmp_path):
    command = _program(tmp_path, "john.py", FORGETS_ALL_ONES)
    r = cli(["judge", "hdu1907", "--stress", command, "--tests", "30", "--save", str(tmp_path / "min.in")])
    assert r.status == 1 and "fails: wrong answer" in r.out, r.out
    assert (tmp_path / "min.in").read_bytes() == b"1\n1\n1\n"  # one pile of one: the player to move loses
    assert "expected output:\nBrother\ngiven output:\nJohn\n" in r.out


def test_a_right_solution_passes(cli, tmp_path):
    command = _program(tmp_path, "bash.py", RIGHT_HDU1846)
    r = cli(["judge", "hdu1846", "--stress", command, "--tests", "6", "--seed", "3"])
    assert r.status == 0 and r.out.startswith("all 6 tests passed"), r.out


def test_a_crash_is_a_runtime_error_and_a_slow_run_a_time_limit_exceeded(cli):
    r = cli(["judge", "hdu1846", "--stress", "echo boom >&2; exit 3", "--tests", "2"])
    assert r.status == 1 and "runtime error" in r.out and "exit status 3 (boom)" in r.out
    r = cli(["judge", "hdu1846", "--stress", "sleep 10", "--tests", "1", "--time-limit", "0.2"])
    assert r.status == 1 and "time limit exceeded" in r.out and "0.2 s" in r.out


@pytest.mark.slow
def test_the_float_golden_ratio_is_shrunk_to_the_first_pair_it_gets_wrong(cli, tmp_path):
    command = _program(tmp_path, "float.py", """\
import math, sys
v = [int(t) for t in sys.stdin.read().split()]
for a, b in zip(v[::2], v[1::2]):
    a, b = min(a, b), max(a, b)
    print(0 if a == int((b - a) * (1 + math.sqrt(5)) / 2) else 1)
""")
    r = cli(["judge", "poj1067", "--stress", command, "--tests", "5", "--save", str(tmp_path / "min.in")])
    assert r.status == 1 and (tmp_path / "min.in").read_bytes() == b"165580140 267914295\n"
