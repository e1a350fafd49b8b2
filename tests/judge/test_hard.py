"""``--generate --hard`` breaks the usual wrong solutions, and the checker says where.

The wrong solutions are written here as contestants write them: POJ 1067
with a double-precision golden ratio, HDU 2176 with its piles read into
32-bit ints.  Both are right on small ordinary inputs, and wrong on the
hard ones.
"""

from __future__ import annotations

import math
import re

import pytest


def _float_poj1067(data: bytes) -> bytes:
    # The textbook solution: k = b - a, "a == (int)(k * (1 + sqrt(5)) / 2)".
    values = [int(t) for t in data.split()]
    out = []
    for a, b in zip(values[::2], values[1::2]):
        a, b = min(a, b), max(a, b)
        out.append("0" if a == int((b - a) * (1 + math.sqrt(5)) / 2) else "1")
    return "".join(line + "\n" for line in out).encode()


def _int32(v: int) -> int:
    # What scanf("%d") leaves in an int for a larger number on the usual platforms.
    return (v + 2**31) % 2**32 - 2**31


def _int32_hdu2176(data: bytes) -> bytes:
    # Nim with every pile in an int: the XOR, and each pile p with p ^ x < p.
    values = iter(int(t) for t in data.split())
    out = []
    for m in values:
        if m == 0:
            break
        piles = [_int32(next(values)) for _ in range(m)]
        x = 0
        for p in piles:
            x ^= p
        if x == 0:
            out.append("No")
            continue
        out.append("Yes")
        out += [f"{p} {p ^ x}" for p in piles if (p ^ x) < p]
    return "".join(line + "\n" for line in out).encode()


WRONG = {"poj1067": _float_poj1067, "hdu2176": _int32_hdu2176}


@pytest.mark.parametrize("name", list(WRONG))
def test_the_usual_wrong_solution_passes_small_ordinary_input(cli, tmp_path, name):
    for seed in range(3):
        data = cli(["judge", name, "--generate", "40", "--seed", str(seed)]).out_bytes
        if name == "poj1067":  # small piles: where the float is still right
            data = b"".join(b"%d %d\n" % (int(a) % 10**6, int(b) % 10**6)
                            for a, b in zip(data.split()[::2], data.split()[1::2]))
        (tmp_path / "in.txt").write_bytes(data)
        (tmp_path / "wrong.out").write_bytes(WRONG[name](data))
        r = cli(["judge", name, "--check", str(tmp_path / "wrong.out"), str(tmp_path / "in.txt")])
        assert r.status == 0, r.out


@pytest.mark.parametrize("name", list(WRONG))
def test_the_hard_input_breaks_it_and_the_checker_names_the_first_case_it_gets_wrong(cli, tmp_path, name):
    data = cli(["judge", name, "--generate", "40", "--hard"]).out_bytes
    cli(["judge", name, "--generate", "40", "--hard", "--answers", str(tmp_path / "right.out")])
    right = (tmp_path / "right.out").read_text().split("\n")
    wrong = WRONG[name](data)
    (tmp_path / "in.txt").write_bytes(data)
    (tmp_path / "wrong.out").write_bytes(wrong)
    r = cli(["judge", name, "--check", str(tmp_path / "wrong.out"), str(tmp_path / "in.txt")])
    assert r.status == 1
    first_line = next(i for i, (a, b) in enumerate(zip(right, wrong.decode().split("\n"))) if a != b) + 1
    assert re.match(rf"case \d+ is wrong \(input lines? [\d-]+: .*\), at output line {first_line}:", r.out), r.out
    if name == "poj1067":  # the first pair is the P-position at k = 102334155
        assert r.out.startswith("case 1 is wrong (input line 1: 165580140 267914295)")
        assert "102,334,155" in r.out
