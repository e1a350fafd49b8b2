"""Data out: b-files by antidiagonals (OEIS A004481), rows' values and periodic descriptions, and the
command line that writes them (with certificates)."""

from __future__ import annotations

import json

import numpy as np
import pytest

import grundy.games.wythoff.periodicity as per
from grundy.games.wythoff import certificate as cw
from grundy.games.wythoff.export import antidiagonals, bfile_lines, row_description, row_values
from tests.oracles import grundy_values
from tests.oracles import wythoff as oracle

N = 24
#: The first terms of OEIS A004481 (the Wythoff Grundy table by antidiagonals), as listed there.
A004481 = [0, 1, 1, 2, 2, 2, 3, 0, 0, 3, 4, 4, 1, 4, 4]


@pytest.fixture(scope="module")
def brute():
    return grundy_values(oracle.moves, [(x, y) for x in range(N) for y in range(N)])


def test_antidiagonals_follow_the_oeis_order(brute):
    table = np.array([[brute[x, y] for y in range(N)] for x in range(N)])
    seq = antidiagonals(table).tolist()
    assert seq[: len(A004481)] == A004481
    assert len(seq) == N * (N + 1) // 2
    assert seq == [brute[x, d - x] for d in range(N) for x in range(d + 1)]
    assert list(bfile_lines(seq[:3])) == ["0 0", "1 1", "2 1"]


def evaluate(row, y):  # the example in grundy.games.wythoff.export and the README, as another program would write it
    e, p, prefix = row["preperiod"], row["period"], row["prefix"]
    if y < len(prefix):
        return prefix[y]
    r = e + (y - e) % p
    return prefix[r] + (y - r)


@pytest.mark.parametrize("x", [0, 1, 5, 12])
def test_a_row_description_evaluates_every_column(x, brute):
    row = json.loads(json.dumps(row_description(x)))
    assert row["format"] == "grundy-wythoff-row" and row["version"] == 1 and row["row"] == x
    assert len(row["prefix"]) == row["preperiod"] + row["period"] == row["values"]["count"]
    assert [evaluate(row, y) for y in range(N)] == [brute[x, y] for y in range(N)]
    long = row_values(x, 5000)
    assert [evaluate(row, y) for y in range(5000)] == long
    for y in (10**12, 10**40 + 7):
        assert evaluate(row, y) == per.wythoff_grundy(x, y)


def test_row_values_match_the_oracle(brute):
    for x in (0, 3, 20):
        assert row_values(x, N) == [brute[x, y] for y in range(N)]
    assert row_values(3, 0) == []


def test_the_command_line_writes_rows_bfiles_and_certificates(cli, tmp_path, brute):
    b = tmp_path / "t.b"
    r = cli(["table", "wythoff", "--grundy", "--size", "6", "-o", str(b)])
    assert r.status == 0 and "antidiagonals" in r.err
    assert b.read_text().splitlines()[:6] == ["0 0", "1 1", "2 1", "3 2", "4 2", "5 2"]
    assert len(b.read_text().splitlines()) == 21

    r = cli(["table", "wythoff", "--row", "4", "--size", "10"])
    assert r.status == 0 and r.out.split() == [str(brute[4, y]) for y in range(10)]
    rb = tmp_path / "r.b"
    assert cli(["table", "wythoff", "--row", "4", "--size", "10", "-o", str(rb)]).status == 0
    assert rb.read_text().splitlines() == [f"{y} {brute[4, y]}" for y in range(10)]
    rc = tmp_path / "r.csv"
    assert cli(["table", "wythoff", "--row", "4", "--size", "3", "-o", str(rc)]).status == 0
    assert rc.read_text().splitlines() == ["y,G", f"0,{brute[4, 0]}", f"1,{brute[4, 1]}", f"2,{brute[4, 2]}"]
    rn = tmp_path / "r.npy"
    assert cli(["table", "wythoff", "--row", "4", "--size", "10", "-o", str(rn)]).status == 0
    assert np.load(rn).tolist() == [brute[4, y] for y in range(10)]

    js, cert = tmp_path / "row9.json", tmp_path / "row9.cert.json"
    r = cli(["table", "wythoff", "--row", "9", "-o", str(js), "--certificate", str(cert)])
    assert r.status == 0 and "preperiod 127, period 24" in r.err and "certificate" in r.err
    row = json.loads(js.read_text())
    assert row == json.loads(json.dumps(row_description(9)))
    assert cw.verify(json.loads(cert.read_text())) == []
    on_screen = cli(["table", "wythoff", "--row", "2", "--format", "json"])
    assert json.loads(on_screen.out)["prefix"] == [2, 0, 1]


@pytest.mark.parametrize("argv, message", [
    (["--size", "4", "-o", "x.json"], "--format json is for --row"),
    (["--size", "4", "--board", "-o", "x.b"], "--format b is for --grundy or --row"),
    (["--size", "4", "--certificate", "c.json"], "--certificate needs --row X"),
    (["--row", "3"], "--size N is needed"),
    (["--row", "281", "--size", "3"], "rows 0 to 280 are"),
    (["--row", "-1", "--size", "3"], "--row"),
    (["--row", "3", "--size", "3", "--misere"], "--row is for Wythoff's game with the standard rules"),
    (["--grundy"], "--size N is needed"),
])
def test_bad_requests_are_one_clear_line(cli, tmp_path, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    r = cli(["table", "wythoff", *argv])
    assert r.status == 2 and message in r.err and "Traceback" not in r.err
    assert len(r.err.strip().splitlines()) == 1
    assert not list(tmp_path.iterdir())
