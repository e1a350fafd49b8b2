"""The compiled Wythoff kernels against the numpy path and the brute-force oracle (small sizes:
each kernel compiles once, on first use)."""

from __future__ import annotations

import numpy as np
import pytest

from grundy.kernels import available
from grundy.games.wythoff.tables import wythoff_grundy_rows, wythoff_grundy_table
from tests.oracles import grundy_values
from tests.oracles import wythoff as oracle

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")


@pytest.fixture(scope="module")
def brute():
    n = 40
    values = grundy_values(oracle.moves, [(x, y) for x in range(n) for y in range(n)])
    return np.array([[values[x, y] for y in range(n)] for x in range(n)])


def test_strip_matches_the_oracle_and_the_numpy_strip(brute):
    from grundy.games.wythoff.compiled import Strip

    for rows in (1, 2, 3, 7, 40):
        got = Strip(rows).advance(40).astype(np.int64) + np.arange(40)
        assert (got == brute[:rows]).all(), rows
    for rows in (1, 5, 33, 70):
        s = Strip(rows)
        pieces = [s.advance(n) for n in (1, 63, 64, 700, 1300)]  # resumed across ring words
        assert (np.concatenate(pieces, 1) == wythoff_grundy_rows(rows, 2128, relative=True)).all(), rows
    assert s.column == 2128


def test_table_matches_the_oracle_and_the_numpy_table(brute):
    from grundy.games.wythoff.compiled import table

    assert (table(40) == brute).all()
    for n in (0, 1, 2, 63, 64, 65, 129, 700):
        assert (table(n) == wythoff_grundy_table(n)).all(), n


def test_the_table_uses_the_kernel_from_its_size_on(monkeypatch):
    import grundy.games.wythoff.compiled as kernel
    import grundy.games.wythoff.tables as tables

    calls = []
    real = kernel.table
    monkeypatch.setattr(kernel, "table", lambda n, report: calls.append(n) or real(n, report))
    monkeypatch.setattr(tables, "KERNEL_SIZE", 100)
    assert (tables.wythoff_grundy_table(130) == real(130)).all()
    tables.wythoff_grundy_table(99)
    assert calls == [130]


def test_first_difference():
    from grundy.games.wythoff.compiled import Strip, first_difference

    h = Strip(4).advance(60)  # row 3 has preperiod 8 and period 6, rows 0..2 period 3
    assert first_difference(h, 0, 54, 6) == 7
    assert first_difference(h, 8, 54, 6) == 7
    assert first_difference(h, 0, 57, 3) == 56  # row 3 is not 3-periodic
