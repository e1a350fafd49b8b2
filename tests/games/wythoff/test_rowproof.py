"""The compiled proof of the row periods against the numpy proof and the column states."""

from __future__ import annotations

import numpy as np
import pytest

import grundy.games.wythoff.periodicity as per
from grundy.kernels import available
from grundy.games.wythoff.tables import wythoff_grundy_rows

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")


def test_compiled_and_numpy_proofs_agree():
    from grundy.games.wythoff.rowproof import prove_rows

    compiled = prove_rows(14)
    plain = per.prove_row_periods(14, columns=4096)  # the numpy path
    assert compiled["rows"] == plain["rows"] and compiled["digest"] == plain["digest"]


def test_the_window_it_checks_gives_equal_column_states():
    from grundy.games.wythoff.rowproof import prove_rows

    proof = prove_rows(12, keep=True)
    y0, shift = proof["proof"]["state_column"], proof["proof"]["shift"]
    strip = proof["strip"]
    assert (strip == wythoff_grundy_rows(12, strip.shape[1], relative=True)).all()
    assert per.column_state(strip, y0) == per.column_state(strip, y0 + shift)
    # The 3X + 1 columns before y0 repeat, and the column before them does not.
    top = 11
    assert (strip[:, y0 - 3 * top : y0 + 1] == strip[:, y0 - 3 * top + shift : y0 + shift + 1]).all()
    assert not (strip[:, y0 - 3 * top - 1] == strip[:, y0 - 3 * top - 1 + shift]).all()


def test_rows_are_computed_with_the_kernel_beyond_the_shipped_ones(monkeypatch):
    from grundy.games.wythoff.compiled import Strip

    got = per._strip(5, 300, lambda done, total: None)
    assert (got == Strip(5).advance(300)).all()
    assert (got == wythoff_grundy_rows(5, 300, relative=True)).all()
    assert np.asarray(got).dtype == np.int16
