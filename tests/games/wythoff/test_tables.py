"""Wythoff Grundy tables against brute force, published values and the definition."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import ClassVar

import numpy as np
import pytest

from grundy.drawing import Shell
from grundy.engine import mex
from grundy.errors import InputError, TooLargeError, UnsupportedError
from grundy.messages import Text, catalogue
from grundy.options import Option
from grundy.piles import PileGame
from grundy.games.wythoff import Wythoff
from grundy.boards import grundy_board, outcome_board, p_positions
from grundy.games.wythoff.tables import (
    MAX_GRUNDY_SIZE,
    wythoff_grundy_rows,
    wythoff_grundy_table,
    wythoff_grundy_value,
)
from tests.oracles import grundy_values
from tests.oracles import wythoff as wythoff_oracle

# OEIS A047708: G(n, n), the diagonal of Wythoff's Grundy function (first 71 terms).
A047708 = [
    0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20, 13, 21, 12, 25, 17, 18, 19, 30, 31,
    38, 35, 36, 22, 23, 43, 45, 48, 49, 24, 26, 27, 28, 29, 33, 60, 32, 61, 57, 66, 37, 63, 34,
    64, 67, 40, 39, 41, 42, 82, 44, 74, 79, 47, 46, 87, 86, 50, 95, 96, 52, 101, 51, 102, 53, 54,
]
# OEIS A317205: the triangle G(n, m), 0 <= m <= n, read by rows (its first 8 rows).
A317205 = [
    [0], [1, 2], [2, 0, 1], [3, 4, 5, 6], [4, 5, 3, 2, 7], [5, 3, 4, 0, 6, 8],
    [6, 7, 8, 1, 9, 10, 3], [7, 8, 6, 9, 0, 1, 4, 5],
]


@pytest.fixture(scope="module")
def brute64():
    cells = [(x, y) for x in range(64) for y in range(64)]
    values = grundy_values(wythoff_oracle.moves, cells)
    table = np.zeros((64, 64), np.int64)
    for (x, y), v in values.items():
        table[x, y] = v
    return table


@pytest.fixture(scope="module")
def table700():
    return wythoff_grundy_table(700)


def test_table_64_matches_brute_force(brute64):
    assert np.array_equal(wythoff_grundy_table(64), brute64)


def test_published_values_are_reproduced(brute64, table700):
    # The oracle reproduces the published values, and so does the table.
    assert [int(brute64[i, i]) for i in range(64)] == A047708[:64]
    assert [int(table700[i, i]) for i in range(len(A047708))] == A047708
    for n, row in enumerate(A317205):
        assert [int(brute64[n, m]) for m in range(n + 1)] == row
        assert [int(table700[n, m]) for m in range(n + 1)] == row


@pytest.mark.parametrize("n", [0, 1, 2, 3, 5, 63, 64, 65, 127, 129, 300])
def test_smaller_tables_are_corners_of_larger_ones(n, table700):
    t = wythoff_grundy_table(n)
    assert t.shape == (n, n) and t.dtype == np.uint16
    assert np.array_equal(t, table700[:n, :n])


def test_every_cell_of_a_200_table_is_the_mex_of_its_options(table700):
    t = table700[:200, :200].astype(np.int64)
    for x in range(200):
        for y in range(200):
            options = set(t[x, :y].tolist()) | set(t[:x, y].tolist())
            k = min(x, y)
            options |= set(t[np.arange(x - k, x), np.arange(y - k, y)].tolist())
            assert t[x, y] == mex(options), (x, y)


def test_random_cells_of_a_700_table_are_the_mex_of_their_options(table700):
    t = table700.astype(np.int64)
    rng = random.Random(3)
    for _ in range(300):
        x, y = rng.randrange(700), rng.randrange(700)
        k = min(x, y)
        options = set(t[x, :y].tolist()) | set(t[:x, y].tolist())
        options |= set(t[np.arange(x - k, x), np.arange(y - k, y)].tolist())
        assert t[x, y] == mex(options)


def test_bounds_and_symmetry(table700):
    t = table700.astype(np.int64)
    x, y = np.indices(t.shape)
    assert (t == t.T).all()
    assert (t <= x + y).all()
    assert (t >= y - 2 * x).all() and (t >= x - 2 * y).all()
    assert all(len(set(row.tolist())) == len(row) for row in t)  # values differ along a row
    # Zeros are exactly Wythoff's P-positions (the oracle's sieve).
    assert np.array_equal(t == 0, np.array(wythoff_oracle.p_table(700)))


def test_rows_strip_matches_the_table(table700):
    for rows in (1, 2, 7, 40, 101):
        strip = wythoff_grundy_rows(rows, 700)
        assert np.array_equal(strip, table700[:rows].astype(np.int64)), rows
        relative = wythoff_grundy_rows(rows, 700, relative=True)
        assert np.array_equal(relative + np.arange(700), strip)


def test_progress_is_reported():
    seen = []
    wythoff_grundy_table(40, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (79, 79) and len(seen) == 79
    seen.clear()
    wythoff_grundy_rows(3, 50, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (52, 52)


def test_size_limits():
    with pytest.raises(TooLargeError, match="too large"):
        wythoff_grundy_table(MAX_GRUNDY_SIZE + 1)
    with pytest.raises(InputError):
        wythoff_grundy_table(-1)
    with pytest.raises(TooLargeError):
        wythoff_grundy_rows(100, 10**7)


def test_single_values_and_the_wythoff_method(table700):
    g = Wythoff()
    rng = random.Random(5)
    for _ in range(200):
        # Piles above 100 (rows 0..100 go through the row periods: test_periodicity.py).
        x, y = rng.randrange(101, 700), rng.randrange(101, 700)
        assert wythoff_grundy_value(x, y) == g.grundy((x, y)) == int(table700[x, y])
    for _ in range(100):
        x, y = rng.randrange(700), rng.randrange(700)
        assert wythoff_grundy_value(x, y) == int(table700[x, y])
    with pytest.raises(TooLargeError):
        g.grundy((5000, 6000))


# --------------------------------------------------------- generic boards
TEXTS = catalogue("demo-twopilenim", {"title": ("Two-pile Nim", "两堆尼姆"),
                                      "misere": ("whoever takes the last stone loses", "取最后一个者输")})


@dataclass(frozen=True)
class TwoPileNim(PileGame):
    name: ClassVar[str] = "twopilenim"
    title: ClassVar[Text | None] = TEXTS("title")
    piles: ClassVar[int | None] = 2
    shell: ClassVar[Shell] = replace(PileGame.shell, pile_map=True)
    cli_options: ClassVar[tuple[Option, ...]] = (
        Option("misere", bool, TEXTS("misere"), default=False),
    )
    misere: bool = False

    def options(self, p):
        a, b = p
        return [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]


def test_outcome_board_and_p_positions_follow_the_rules():
    board = outcome_board(Wythoff(), 60)
    assert np.array_equal(board, np.array(wythoff_oracle.p_table(60)))
    assert p_positions(Wythoff(), 14) == [
        (x, y) for x in range(14) for y in range(14) if wythoff_oracle.p_table(14)[x][y]
    ]
    # Two-pile Nim: P iff the piles are equal (Bouton); misère: P iff equal and >= 2, or {0,1}/{1,0}.
    assert np.array_equal(outcome_board(TwoPileNim(), 12), np.eye(12, dtype=bool))
    mis = outcome_board(TwoPileNim(misere=True), 12)
    expected = np.eye(12, dtype=bool)
    expected[0, 0] = expected[1, 1] = False
    expected[0, 1] = expected[1, 0] = True
    assert np.array_equal(mis, expected)


def test_grundy_board_generic_and_fast():
    a, b = np.indices((20, 20))
    assert np.array_equal(grundy_board(TwoPileNim(), 20), a ^ b)
    assert np.array_equal(grundy_board(Wythoff(), 30), wythoff_grundy_table(30))
    with pytest.raises(UnsupportedError):
        grundy_board(TwoPileNim(misere=True), 5)
    with pytest.raises(TooLargeError):
        grundy_board(TwoPileNim(), 10_000)


def test_boards_need_two_piles():
    from grundy.games.subtraction import Subtraction

    with pytest.raises(UnsupportedError, match="two-pile"):
        outcome_board(Subtraction(), 5)


# ------------------------------------------------------------------ the CLI
def test_cli_p_positions_board_and_grundy(cli, tmp_path):
    r = cli(["table", "wythoff", "--size", "30"])
    assert r.status == 0, r.err
    p = wythoff_oracle.p_table(30)
    assert r.out.splitlines() == [f"{x} {y}" for x in range(30) for y in range(30) if p[x][y]]
    csv = cli(["table", "wythoff", "--size", "6", "--format", "csv"]).out.splitlines()
    # (0, 0), (1, 2), (3, 5): the Wythoff pairs below 6 (OEIS A000201 / A001950), both ways.
    assert csv[0] == "x,y" and csv[1:] == ["0,0", "1,2", "2,1", "3,5", "5,3"]
    board = cli(["table", "wythoff", "--size", "12", "--board"]).out.splitlines()
    assert board == [" ".join("P" if wythoff_oracle.p_table(12)[x][y] else "N" for y in range(12))
                     for x in range(12)]
    rows = cli(["table", "wythoff", "--size", "40", "--grundy", "--format", "csv"]).out.splitlines()
    brute = grundy_values(wythoff_oracle.moves, [(x, y) for x in range(40) for y in range(40)])
    assert [list(map(int, row.split(","))) for row in rows] == [[brute[x, y] for y in range(40)]
                                                                 for x in range(40)]
    text = cli(["table", "wythoff", "--size", "3", "--grundy"]).out
    assert text == "0 1 2\n1 2 0\n2 0 1\n"  # A317205's rows 0, 1, 2, mirrored
    out = tmp_path / "g.npy"
    assert cli(["table", "wythoff", "--size", "50", "--grundy", "--format", "npy", "-o", str(out)]).status == 0
    assert np.array_equal(np.load(out), wythoff_grundy_table(50))
    out2 = tmp_path / "p.csv"
    assert cli(["table", "wythoff", "--size", "6", "--format", "csv", "-o", str(out2)]).out == ""
    assert out2.read_text().splitlines() == csv


def test_cli_the_file_name_gives_the_format(cli, tmp_path):
    # '-o x.npy' without --format wrote text that np.load refused, and '-o t.csv' text too.
    brute = grundy_values(wythoff_oracle.moves, [(x, y) for x in range(12) for y in range(12)])
    grundy = [[brute[x, y] for y in range(12)] for x in range(12)]
    npy = tmp_path / "g.npy"
    r = cli(["table", "wythoff", "--size", "12", "--grundy", "-o", str(npy)])
    assert (r.status, r.out) == (0, "")
    table = np.load(npy)
    assert table.tolist() == grundy
    assert r.err == f"wrote {npy}: 12 x 12 Grundy values, {table.dtype}\n"
    csv_file = tmp_path / "g.csv"
    r = cli(["table", "wythoff", "--size", "12", "--grundy", "-o", str(csv_file), "--lang", "zh"])
    assert r.status == 0 and r.err == f"已写入 {csv_file}：12 x 12 个 SG 值，csv\n"
    import csv

    with open(csv_file, newline="") as handle:
        assert [list(map(int, row)) for row in csv.reader(handle)] == grundy
    board = tmp_path / "b.npy"
    r = cli(["table", "wythoff", "--size", "12", "--board", "-o", str(board)])
    p = wythoff_oracle.p_table(12)
    assert np.load(board).tolist() == [[bool(p[x][y]) for y in range(12)] for x in range(12)]
    assert r.err == f"wrote {board}: 12 x 12 board of P/N marks, bool\n"
    pairs = tmp_path / "p.csv"
    r = cli(["table", "wythoff", "--size", "6", "-o", str(pairs)])
    assert pairs.read_text().splitlines() == ["x,y", "0,0", "1,2", "2,1", "3,5", "5,3"]
    assert r.err == f"wrote {pairs}: 5 P-positions (x, y) with x, y < 6, csv\n"
    for name in ("p.txt", "p", "p.dat"):  # any other name: text
        r = cli(["table", "wythoff", "--size", "6", "-o", str(tmp_path / name)])
        assert (tmp_path / name).read_text() == "0 0\n1 2\n2 1\n3 5\n5 3\n"
        assert r.err == f"wrote {tmp_path / name}: 5 P-positions (x, y) with x, y < 6, text\n"


def test_cli_an_explicit_format_is_written_to_the_very_file_named(cli, tmp_path):
    out = tmp_path / "g.dat"  # np.save alone would have written g.dat.npy
    r = cli(["table", "wythoff", "--size", "5", "--grundy", "--format", "npy", "-o", str(out)])
    assert r.status == 0 and sorted(p.name for p in tmp_path.iterdir()) == ["g.dat"]
    assert np.array_equal(np.load(out), wythoff_grundy_table(5))
    assert r.err.startswith(f"wrote {out}: 5 x 5 Grundy values, ")


@pytest.mark.parametrize("fmt, name, means", [("csv", "x.npy", "npy"), ("npy", "x.csv", "csv"),
                                              ("text", "x.npy", "npy"), ("npy", "x.txt", "text"),
                                              ("csv", "x.TXT", "text")])
def test_cli_a_file_name_that_contradicts_the_format_is_refused_before_computing(
        cli, tmp_path, monkeypatch, fmt, name, means):
    import grundy.boards

    def never(*_args, **_kwargs):
        raise AssertionError("computed a table it would not write")

    for function in ("grundy_board", "outcome_board", "p_positions"):
        monkeypatch.setattr(grundy.boards, function, never)
    out = tmp_path / name
    r = cli(["table", "wythoff", "--size", "5", "--grundy", "--format", fmt, "-o", str(out)])
    assert (r.status, r.out) == (2, "") and not out.exists()
    suffix = name.rsplit(".", 1)[1]
    assert r.err == (f"grundy table: --format {fmt} does not match the file name {str(out)!r}, "
                     f"whose .{suffix} means {means}; leave out --format or rename the file\n")
    r = cli(["table", "wythoff", "--size", "5", "--grundy", "--format", fmt, "-o", str(out), "--lang", "zh"])
    assert r.status == 2 and r.err == (f"grundy table：--format {fmt} 与文件名 {str(out)!r} 不符"
                                       f"（.{suffix} 表示 {means}）；去掉 --format 或改文件名\n")


def test_cli_rule_options_come_from_the_game(cli, monkeypatch):
    import grundy.registry

    monkeypatch.setitem(grundy.registry.GAMES, "twopilenim", "tests.games.wythoff.test_tables:TwoPileNim")
    normal = cli(["table", "twopilenim", "--size", "4"]).out.splitlines()
    assert normal == ["0 0", "1 1", "2 2", "3 3"]
    misere = cli(["table", "twopilenim", "--size", "4", "--misere"]).out.splitlines()
    assert misere == ["0 1", "1 0", "2 2", "3 3"]
    r = cli(["table", "twopilenim", "--size", "4", "--misere", "--grundy"])
    assert r.status == 2 and "misère" in r.err


@pytest.mark.parametrize(
    "argv",
    [
        ["table", "wythoff"],
        ["table", "wythoff", "--size", "-3"],
        ["table", "wythoff", "--size", "ten"],
        ["table", "wythoff", "--size", "100000", "--grundy"],
        ["table", "wythoff", "--size", "5000", "--board"],
        ["table", "wythoff", "--size", "5", "--format", "npy"],
        ["table", "wythoff", "--size", "5", "--board", "--grundy"],
        ["table", "wythoff", "--size", "5", "--misere-typo"],
        ["table", "chess", "--size", "5"],
        ["table", "subtraction", "--size", "5"],
        ["table", "wythoff", "--size", "5", "-o", "/nonexistent/dir/x.txt"],
    ],
)
def test_cli_bad_input(cli, argv):
    r = cli(argv)
    assert r.status == 2, r.out
    assert r.err.startswith(("grundy: ", "grundy table: ")), r.err
    assert r.err.count("\n") == 1 and "Traceback" not in r.err


def test_cli_wythoff_grundy_flag(cli):
    import json

    data = json.loads(cli(["wythoff", "300", "400", "--grundy", "--json"]).out)
    assert data["grundy"] == int(wythoff_grundy_table(401)[300, 400])
    r = cli(["wythoff", "5000", "6000", "--grundy"])
    assert r.status == 2 and "at most 4096" in r.err


@pytest.mark.parametrize(
    "flags, rules",
    [
        (["--misere"], {"misere": True}),
        (["--max-take", "2"], {"max_take": 2}),
        (["--max-take", "3", "--misere"], {"max_take": 3, "misere": True}),
        (["--a", "2"], {"a": 2}),
    ],
    ids=lambda v: " ".join(v) if isinstance(v, list) else None,
)
def test_cli_wythoff_variants_against_their_oracle(cli, flags, rules):
    from tests.oracles import wythoff_variants

    p = wythoff_variants.p_table(25, **rules)
    out = cli(["table", "wythoff", "--size", "25", *flags]).out.splitlines()
    assert out == [f"{x} {y}" for x in range(25) for y in range(25) if p[x][y]]
    board = cli(["table", "wythoff", "--size", "25", "--board", *flags]).out.splitlines()
    assert board == [" ".join("P" if p[x][y] else "N" for y in range(25)) for x in range(25)]


def test_cli_grundy_table_of_a_variant_by_the_engine(cli):
    from tests.oracles import wythoff_variants

    rows = cli(["table", "wythoff", "--size", "15", "--grundy", "--max-take", "2", "--format", "csv"])
    assert rows.status == 0, rows.err
    cells = [(x, y) for x in range(15) for y in range(15)]
    brute = grundy_values(lambda p: wythoff_variants.moves(p, max_take=2), cells)
    assert [list(map(int, r.split(","))) for r in rows.out.splitlines()] == [
        [brute[x, y] for y in range(15)] for x in range(15)
    ]
