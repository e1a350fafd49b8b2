"""Proved octal periods kept in the cache directory: recalled, checked by digest, listed and cleared."""

from __future__ import annotations

import json

import numpy as np

from grundy.games.octal import stored
from grundy.games.octal import solution as sequences
from tests.oracles import octal as oracle


def test_a_kept_period_answers_without_computing(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    g = oracle.grundy_list("0.07", 87)  # 0.07 is periodic with period 34 from 53 (Winning Ways, ch. 4)
    stored.keep("0.07", np.array(g), 53, 34)
    sequences.solved.cache_clear()

    def refuse(*args, **kwargs):
        raise AssertionError("computed")

    monkeypatch.setattr(sequences, "compute", refuse)
    try:
        n = 10**30 + 5
        run = cli(["octal", "0.07", str(n), "--json"])
        assert run.status == 0, run.err
        assert json.loads(run.out)["heap_grundy"] == [g[53 + (n - 53) % 34]]
    finally:
        sequences.solved.cache_clear()


def test_a_damaged_entry_is_not_trusted(tmp_path, monkeypatch):
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    stored.keep("0.07", np.array(oracle.grundy_list("0.07", 87)), 53, 34)
    assert stored.recall("0.07") is not None
    path = tmp_path / "octal" / "0.07.npy"
    values = np.load(path)
    values[60] ^= 1
    np.save(path, values)
    assert stored.recall("0.07") is None
    (tmp_path / "octal" / "0.07.json").write_text("{not json")
    assert stored.recall("0.07") is None and stored.recall("0.77") is None


def test_list_and_clear(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    assert "is empty" in cli(["cache", "list"]).out
    stored.keep("0.07", np.array(oracle.grundy_list("0.07", 87)), 53, 34)
    run = cli(["cache", "list"])
    assert run.status == 0 and "octal/0.07.npy" in run.out and "period 34 from preperiod 53" in run.out
    listed = json.loads(cli(["cache", "list", "--json"]).out)
    sizes = {f["name"]: f["bytes"] for f in listed["files"]}
    assert sizes["octal/0.07.npy"] == (tmp_path / "octal" / "0.07.npy").stat().st_size
    assert listed["bytes"] == sum(sizes.values())
    assert "缓存目录" not in run.out and "字节" in cli(["cache", "list", "--lang", "zh"]).out
    run = cli(["cache", "clear"])
    assert run.status == 0 and "removed 2 files" in run.out
    assert json.loads(cli(["cache", "list", "--json"]).out)["files"] == []


def test_a_slow_proof_is_kept(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(stored, "KEEP_FROM", 0.0)
    sequences.solved.cache_clear()
    try:
        assert cli(["octal", "0.137", "10"]).status == 0
    finally:
        sequences.solved.cache_clear()
    found = stored.recall("0.137")
    assert found is not None and found[1] == (52, 34)
    assert found[0].tolist() == oracle.grundy_list("0.137", 86)
