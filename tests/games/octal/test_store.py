"""Values kept in a memory-mapped file beyond a budget: the in-memory values, in the narrowest type."""

from __future__ import annotations

import numpy as np
import pytest

from grundy.games.octal import store as stores
from grundy.games.octal import values as ov
from grundy.kernels import available
from tests.oracles import octal as oracle

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")


def rules(code: str) -> ov.Rules:
    return ov.octal_rules(tuple(int(c) for c in code[2:]))


@pytest.fixture
def low_widths(monkeypatch):
    # uint8 as if it held values below 4 and uint16 below 16: both widenings happen within a few heaps
    monkeypatch.setattr(stores, "_WIDTHS", ((np.dtype(np.uint8), 4), (np.dtype(np.uint16), 16),
                                            (np.dtype(np.uint32), 1 << 31)))
    monkeypatch.setattr(stores, "BLOCK", 100)  # widened block by block


def test_mapped_values_are_the_values_in_memory_through_every_width(low_widths):
    for code, heaps in [("0.6", 3000), ("0.76", 3000), ("0.354", 6000), ("0.16", 6000), ("0.137", 3000)]:
        expected = ov.compute(rules(code), heaps, kernel=True)
        mapped = ov.compute(rules(code), heaps, kernel=True, memory=100)
        assert isinstance(mapped.values, np.memmap), code
        assert np.array_equal(mapped.values, expected.values), code
        assert mapped.values.dtype == (np.uint32 if expected.largest >= 16 else
                                       np.uint16 if expected.largest >= 4 else np.uint8), code
        assert (mapped.period, mapped.heaps_rare, mapped.mask) == (expected.period, expected.heaps_rare,
                                                                    expected.mask), code
        assert mapped.values[:300].tolist() == oracle.grundy_list(code, min(300, heaps)), code


def test_the_narrowest_type_that_holds_the_values():
    run = ov.compute(rules("0.354"), 5000, kernel=True, memory=100)
    assert run.values.dtype == np.uint8 and run.largest < 128
    run = ov.compute(rules("0.76"), 5000, kernel=True, memory=100)
    assert run.values.dtype == np.uint16 and run.largest >= 128


def test_past_the_widest_type_the_run_is_refused(monkeypatch):
    monkeypatch.setattr(stores, "_WIDTHS", ((np.dtype(np.uint8), 4), (np.dtype(np.uint16), 8),
                                            (np.dtype(np.uint32), 16)))
    with pytest.raises(ov.TooLargeError, match="reached 2"):
        ov.compute(rules("0.6"), 3000, kernel=True, memory=100)


def test_memory_on_the_command_line(cli, tmp_path, monkeypatch):
    from grundy.games.octal import checkpoint

    mapped, plain = tmp_path / "mapped.b", tmp_path / "plain.b"
    assert cli(["octal", "0.76", "--to", "50000", "-o", str(plain)]).status == 0
    assert cli(["octal", "0.76", "--to", "50000", "--memory", "1K", "-o", str(mapped)]).status == 0
    assert mapped.read_bytes() == plain.read_bytes()
    # a checkpoint written in memory goes on in a mapped file
    monkeypatch.setattr(checkpoint, "EVERY", 0.0)
    state = tmp_path / "run.ckpt"
    original = ov.compute

    def ctrl_c(done: int, total: int) -> None:
        if done >= 20_000:
            raise KeyboardInterrupt

    monkeypatch.setattr(ov, "compute", lambda r, *a, **k: original(r, *a, **{**k, "progress": ctrl_c}))
    assert cli(["octal", "0.76", "--to", "50000", "--checkpoint", str(state)]).status == 130
    monkeypatch.setattr(ov, "compute", original)
    assert cli(["octal", "0.76", "--to", "50000", "--checkpoint", str(state), "--memory", "1K",
                "-o", str(mapped)]).status == 0
    assert mapped.read_bytes() == plain.read_bytes()
    for bad in ("lots", "4X", "-1G"):
        run = cli(["octal", "0.76", "--to", "500", "--memory", bad])
        assert run.status == 2 and run.err.count("\n") == 1 and "--memory" in run.err and repr(bad) in run.err
