"""Checkpointed runs of one code: interrupted (Ctrl-C, a crash) and resumed, the uninterrupted run's values."""

from __future__ import annotations

import numpy as np
import pytest

from grundy.games.octal import checkpoint as saving
from grundy.games.octal import values as ov
from grundy.kernels import available
from tests.games.octal.test_compiled import lower_the_uint16_bound
from tests.oracles import octal as oracle

pytestmark = pytest.mark.skipif(not available(), reason="numba is not installed")


class Crash(Exception):
    """A crash injected right after a checkpoint is written."""


def saved_heaps(path) -> int:
    with np.load(path) as archive:
        return int(archive["state"][0])


@pytest.fixture
def every_chunk(monkeypatch):
    monkeypatch.setattr(saving, "EVERY", 0.0)


@pytest.fixture
def restored(monkeypatch):
    # the heap each restored run starts from
    starts = []
    original = saving.Checkpoint.restore

    def recording(self, run):
        next_check = original(self, run)
        starts.append(run.n)
        return next_check

    monkeypatch.setattr(saving.Checkpoint, "restore", recording)
    return starts


def test_a_run_interrupted_twice_goes_on_to_the_uninterrupted_values(cli, tmp_path, monkeypatch, every_chunk,
                                                                    restored):
    heaps = "200000"
    reference = tmp_path / "reference.npy"
    assert cli(["octal", "0.16", "--to", heaps, "-o", str(reference)]).status == 0
    state, out = tmp_path / "run.ckpt", tmp_path / "out.npy"
    command = ["octal", "0.16", "--to", heaps, "--checkpoint", str(state), "-o", str(out)]

    # 1. Ctrl-C once the run is past heap 50,000
    original = ov.compute

    def ctrl_c(done: int, total: int) -> None:
        if done >= 50_000:
            raise KeyboardInterrupt

    monkeypatch.setattr(ov, "compute", lambda rules, *a, **k: original(rules, *a, **{**k, "progress": ctrl_c}))
    run = cli(command)
    assert run.status == 130 and "interrupted" in run.err, run.err
    first = saved_heaps(state)
    assert 0 < first < 200_000
    monkeypatch.setattr(ov, "compute", original)

    # 2. a crash right after the second checkpoint of the next run
    written = []
    save = saving.Checkpoint.save

    def crashing(self, run, next_check, **kwargs):
        save(self, run, next_check, **kwargs)
        written.append(run.n)
        if len(written) == 2:
            raise Crash

    monkeypatch.setattr(saving.Checkpoint, "save", crashing)
    with pytest.raises(Crash):
        cli(command)
    second = saved_heaps(state)
    assert restored == [0, first] and first < second == written[-1] < 200_000
    monkeypatch.setattr(saving.Checkpoint, "save", save)

    # 3. to the end
    run = cli(command)
    assert run.status == 0, run.err
    assert restored == [0, first, second]
    assert out.read_bytes() == reference.read_bytes()
    assert np.load(out)[:300].tolist() == oracle.grundy_list("0.16", 300)
    again = cli(command)  # a complete checkpoint answers at once, with the same values
    assert again.status == 0 and restored[-1] == 200_000 and out.read_bytes() == reference.read_bytes()


def test_every_chunk_a_restart_even_across_a_wider_type_and_a_proved_period(tmp_path, monkeypatch, every_chunk):
    lower_the_uint16_bound(monkeypatch)  # the values widen to uint32 on the way
    for code, heaps in [("0.6", 8000), ("0.137", 5000), ("0.354", 20000)]:
        rules = ov.octal_rules(tuple(int(c) for c in code[2:]))
        expected = ov.compute(rules, heaps, kernel=True)
        path = tmp_path / f"{code}.ckpt"
        restarts = 0
        while restarts < 100:  # each run saves one chunk more, then is stopped
            chunks = []

            def stop_after_one(done: int, total: int) -> None:
                chunks.append(done)
                if len(chunks) == 2:
                    raise KeyboardInterrupt

            run = ov.compute(rules, heaps, checkpoint=path, progress=stop_after_one, interruptible=True)
            if not run.interrupted:
                break
            restarts += 1
        assert restarts >= 3 or expected.period is not None, code
        if expected.period is not None:  # the complete checkpoint gives the proved period back
            run = ov.compute(rules, heaps, checkpoint=path)
        assert np.array_equal(run.values, expected.values) and run.values.dtype == expected.values.dtype, code
        assert (run.period, run.method, run.heaps_full, run.heaps_rare, run.mask) == \
            (expected.period, expected.method, expected.heaps_full, expected.heaps_rare, expected.mask), code
    assert run.values[:400].tolist() == oracle.grundy_list("0.354", 400)


def test_a_checkpoint_of_another_run_or_no_checkpoint_at_all_is_refused_in_one_line(cli, tmp_path, every_chunk):
    path = tmp_path / "run.ckpt"
    assert cli(["octal", "0.16", "--to", "5000", "--checkpoint", str(path)]).status == 0
    run = cli(["octal", "0.16", "--to", "6000", "--checkpoint", str(path)])
    assert run.status == 2 and run.err.count("\n") == 1, run.err
    assert "is the checkpoint of 0.16 to 5,000 heaps (auto), not of 0.16 to 6,000 heaps (auto)" in run.err
    path.write_bytes(b"not a checkpoint")
    run = cli(["octal", "0.16", "--to", "5000", "--checkpoint", str(path), "--lang", "zh"])
    assert run.status == 2 and run.err.count("\n") == 1 and "无法读取检查点" in run.err, run.err
