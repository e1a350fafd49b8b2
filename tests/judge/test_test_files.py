"""``--generate N --out DIR``: test files, N of them for a problem of one case per input."""

from __future__ import annotations

import io
import math

import pytest

from grundy import judge


def _float_p2252(data: bytes) -> bytes:
    a, b = sorted(int(t) for t in data.split())
    return b"0\n" if a == int((b - a) * (1 + math.sqrt(5)) / 2) else b"1\n"


def test_p2252_writes_n_files_and_its_hard_ones_break_the_float_golden_ratio(cli, tmp_path):
    r = cli(["judge", "p2252", "--generate", "20", "--hard", "--out", str(tmp_path / "t")])
    assert r.status == 0 and "20 test files" in r.out
    files = sorted((tmp_path / "t").glob("*.in"))
    assert [f.name for f in files[:2]] == ["01.in", "02.in"] and len(files) == 20
    fmt = judge.find_judge_format("p2252")
    broken = 0
    for f in files:
        data = f.read_bytes()
        out = io.BytesIO()
        fmt.solve(io.BytesIO(data), out)
        assert f.with_suffix(".ans").read_bytes() == out.getvalue()
        broken += _float_p2252(data) != out.getvalue()
    assert broken >= 5
    assert (tmp_path / "t" / "02.in").read_bytes() == b"165580140 267914295\n"


@pytest.mark.parametrize("name", ["p2252", "timus1180", "lanqiao-cards"])
def test_a_single_case_format_gives_n_different_inputs_the_same_for_the_same_seed(cli, tmp_path, name):
    for run in ("a", "b"):
        assert cli(["judge", name, "--generate", "30", "--seed", "4", "--out", str(tmp_path / run)]).status == 0
    a = [f.read_bytes() for f in sorted((tmp_path / "a").glob("*.in"))]
    b = [f.read_bytes() for f in sorted((tmp_path / "b").glob("*.in"))]
    assert a == b and len(a) == 30 and len(set(a)) > 10


def test_without_out_a_single_case_format_says_how_to_get_n(cli):
    r = cli(["judge", "p2252", "--generate", "5"])
    assert r.status == 2 and "--out DIR" in r.err and r.err.count("\n") == 1
    r = cli(["judge", "p2252", "--generate", "5", "--out", "x", "--answers", "y"])
    assert r.status == 2 and "--answers" in r.err


def test_a_format_of_many_cases_writes_one_file_of_n(cli, tmp_path):
    r = cli(["judge", "poj1067", "--generate", "7", "--out", str(tmp_path)])
    assert r.status == 0 and (tmp_path / "01.in").read_bytes().count(b"\n") == 7
    assert (tmp_path / "01.ans").read_bytes().count(b"\n") == 7


def test_a_seed_loop_over_one_hard_input_meets_the_float_case_of_p2252(cli):
    fmt = judge.find_judge_format("p2252")
    broken = 0
    for seed in range(30):
        data = cli(["judge", "p2252", "--generate", "1", "--hard", "--seed", str(seed)]).out_bytes
        out = io.BytesIO()
        fmt.solve(io.BytesIO(data), out)
        broken += _float_p2252(data) != out.getvalue()
    assert broken
