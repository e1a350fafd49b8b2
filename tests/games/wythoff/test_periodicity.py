"""The shipped row periods of Wythoff's Grundy function, re-verified independently."""

from __future__ import annotations

import hashlib
import json
from importlib import resources

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundy.games.wythoff.periodicity as per
from grundy.errors import InputError, UnsupportedError
from grundy.games.wythoff import Wythoff
from grundy.games.wythoff.tables import wythoff_grundy_rows, wythoff_grundy_table
from tests.oracles import grundy_values
from tests.oracles import wythoff as wythoff_oracle

#: Rows re-verified in the suite (their prefixes are short enough to compute in seconds).
CHECKED = 30


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path / "cache"))
    yield


@pytest.fixture(scope="module")
def data():
    return json.loads(resources.files("grundy.games.wythoff").joinpath("data", "wythoff_rows.json").read_text())


@pytest.fixture(scope="module")
def table():
    return wythoff_grundy_table(2048).astype(np.int64)


@pytest.fixture(scope="module")
def long_strip(data):
    # Far longer than each checked row needs: 3 preperiods + 3 periods and more.
    need = max(r["preperiod"] + r["period"] for r in data["rows"][: CHECKED + 1])
    return wythoff_grundy_rows(CHECKED + 1, 3 * need + 2048, relative=True).astype(np.int64)


def test_data_covers_rows_0_to_280(data):
    assert [r["row"] for r in data["rows"]] == list(range(281))
    assert per.MAX_ROW == 280 == data["proof"]["rows"]
    assert data["digest"] == hashlib.sha256("".join(r["sha256"] for r in data["rows"]).encode()).hexdigest()


@pytest.mark.slow
def test_row_periods_hold_on_a_longer_strip_and_are_least(data, long_strip):
    length = long_strip.shape[1]
    for r in data["rows"][: CHECKED + 1]:
        h = long_strip[r["row"]]
        pre, p = r["preperiod"], r["period"]
        assert np.array_equal(h[pre + p :], h[pre : length - p]), r
        if pre:
            assert h[pre - 1] != h[pre - 1 + p], r  # the preperiod is least
        for q in range(1, p):  # no shorter period, from anywhere in the strip's second half
            assert not np.array_equal(h[length // 2 + q :], h[length // 2 : length - q]), (r, q)


def test_digests_match_the_full_table(data, table):
    # The table is computed by a different algorithm (all cells, two-level bitsets).
    checked = 0
    for r in data["rows"]:
        n = r["preperiod"] + r["period"]
        if n > table.shape[1]:
            continue
        h = (table[r["row"], :n] - np.arange(n)).astype("<i2")
        assert hashlib.sha256(h.tobytes()).hexdigest() == r["sha256"], r["row"]
        checked += 1
    assert checked >= 15


@pytest.mark.slow
def test_the_proof_rerun_on_fewer_rows_gives_the_same_rows(data):
    proof = per.prove_row_periods(16)
    assert proof["rows"] == data["rows"][:16]
    y0, shift = proof["proof"]["state_column"], proof["proof"]["shift"]
    strip = wythoff_grundy_rows(16, y0 + shift + 1, relative=True)
    assert per.column_state(strip, y0) == per.column_state(strip, y0 + shift)
    assert per.column_state(strip, y0) != per.column_state(strip, y0 + 1)


def test_values_for_y_in_the_table(table):
    rng = np.random.default_rng(1)
    for _ in range(300):
        x, y = int(rng.integers(0, CHECKED + 1)), int(rng.integers(0, 2048))
        assert per.wythoff_grundy(x, y) == per.wythoff_grundy(y, x) == table[x, y]


def test_values_beyond_the_table_match_a_long_strip(long_strip):
    length = long_strip.shape[1]
    for x in (0, 1, 7, 19, 30):
        for y in range(length - 300, length):
            assert per.wythoff_grundy(x, y) == long_strip[x, y] + y


@settings(max_examples=150, deadline=None)
@given(x=st.integers(0, CHECKED), y=st.integers(10**199, 10**300))
def test_huge_columns_follow_the_additive_rule(x, y):
    period = per.row_period(x)
    g = per.wythoff_grundy(x, y)
    # Reduce y by hand to a column inside the prefix, and compare.
    r = period.preperiod + (y - period.preperiod) % period.period
    assert g - y == per.wythoff_grundy(x, r) - r
    assert per.wythoff_grundy(x, y + 5 * period.period) == g + 5 * period.period
    # The bounds y - 2x <= G(x, y) <= x + y hold at any size, and a row never repeats a value.
    assert y - 2 * x <= g <= y + x
    window = [per.wythoff_grundy(x, y + i) for i in range(period.period)]
    assert len(set(window)) == period.period


def test_wythoff_method_uses_the_rows():
    g = Wythoff()
    y = 10**250 + 17
    assert g.grundy((5, y)) == g.grundy((y, 5)) == per.wythoff_grundy(5, y)
    assert g.analyse((5, y), grundy=True).grundy == per.wythoff_grundy(5, y)


@pytest.fixture
def nothing_shipped(monkeypatch):
    """As if the prefixes shipped with grundy were missing: rows are computed and cached."""
    monkeypatch.setattr(per, "_SHIPPED_FILE", "no-such-file.npy.xz")
    per._loaded.clear()
    yield
    per._loaded.clear()


def test_rows_to_100_are_read_from_the_shipped_file_without_computing(tmp_path, monkeypatch):
    cache = tmp_path / "empty"
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(cache))
    per._loaded.clear()

    def refuse(*args, **kwargs):
        raise AssertionError("computed a strip")

    monkeypatch.setattr(per, "_strip", refuse)
    y = 10**20
    assert per.wythoff_grundy(99, y) == per.wythoff_grundy(y, 99)
    assert per.wythoff_grundy(99, y) - y == per.wythoff_grundy(99, y + 12288) - (y + 12288)
    assert len(per.row_prefix(100)) == 168066 + 12288
    assert not cache.exists()  # nothing written


@pytest.mark.slow
def test_a_damaged_shipped_file_is_not_used(monkeypatch):
    shipped = per._shipped_prefixes()
    assert shipped is not None and len(shipped) == per.SHIPPED_ROWS + 1
    import io
    import lzma

    buffer = io.BytesIO()
    flat = np.concatenate(shipped)
    flat[1000] += 1
    np.save(buffer, flat)
    damaged = lzma.compress(buffer.getvalue(), preset=0)

    class Damaged:
        def joinpath(self, *parts):
            return self

        def read_bytes(self):
            return damaged

    monkeypatch.setattr(per.resources, "files", lambda package: Damaged())
    assert per._shipped_prefixes() is None


def test_cache_is_written_reused_and_repaired(tmp_path, monkeypatch, nothing_shipped):
    cache = tmp_path / "c2"
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(cache))
    per._loaded.clear()
    expected = per.wythoff_grundy(9, 10**40)
    files = list(cache.glob("wythoff-rows-20-*.npy"))
    assert len(files) == 1
    # A damaged cache file is detected by its digest and recomputed.
    damaged = np.load(files[0])
    damaged[5] += 1
    np.save(files[0], damaged)
    per._loaded.clear()
    assert per.wythoff_grundy(9, 10**40) == expected
    assert np.load(files[0])[5] == damaged[5] - 1


def test_unwritable_cache_still_answers(tmp_path, monkeypatch, nothing_shipped):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(blocker / "sub"))
    per._loaded.clear()
    expected = grundy_values(wythoff_oracle.moves, [(3, 40), (3, 10)])  # plain mex
    assert per.wythoff_grundy(3, 10) == expected[3, 10]
    assert per.wythoff_grundy(3, 40) == expected[3, 40]  # beyond the preperiod of row 3


def test_rows_beyond_280_are_refused_clearly():
    with pytest.raises(UnsupportedError, match="rows 0 to 280"):
        per.row_period(281)
    with pytest.raises(UnsupportedError, match="both piles"):
        per.wythoff_grundy(281, 10**9)
    with pytest.raises(InputError):
        per.wythoff_grundy(-1, 3)


def test_moves_to_a_value_match_brute_force_beyond_the_small_table(table):
    t = table
    rng = np.random.default_rng(4)
    for _ in range(40):
        x, y = int(rng.integers(0, CHECKED + 1)), int(rng.integers(per.SMALL_TABLE, 2048))
        options = [(x - s, y) for s in range(1, x + 1)] + [(x, y - s) for s in range(1, y + 1)]
        options += [(x - s, y - s) for s in range(1, min(x, y) + 1)]
        values = {int(t[o]) for o in options}
        for value in sorted(values)[:3] + sorted(values)[-3:] + [int(t[x, y])]:
            expected = {o for o in options if t[o] == value}
            got = per.wythoff_options_with_value(x, y, value)
            assert set(got) == expected and len(got) == len(expected), (x, y, value)
            mirrored = per.wythoff_options_with_value(y, x, value)
            assert set(mirrored) == {(b, a) for a, b in got}


def test_without_numba_the_numpy_path_computes_rows_and_proofs(monkeypatch, data):
    import grundy.kernels

    monkeypatch.setattr(grundy.kernels, "available", lambda: False)
    assert (per._strip(6, 500, lambda done, total: None) == wythoff_grundy_rows(6, 500, relative=True)).all()
    proof = per.prove_row_periods(8)
    assert proof["rows"] == data["rows"][:8] and proof["proof"]["statement"].startswith("S(")
    with pytest.raises(UnsupportedError, match=r"rows 0\.\.240 of G .* needs numba: pip install"):
        per._strip(241, 2_000_000, lambda done, total: None)
