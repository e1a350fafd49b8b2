"""``grundy octal`` beyond one position: --to, files out, surveys and their resumption, Ctrl-C."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from grundy.games.octal import data as files
from grundy.games.octal import values as sequences
from grundy.kernels import available as compiled
from tests.oracles import octal as oracle


def test_sequence_files_by_suffix(cli, tmp_path):
    expected = oracle.grundy_list("0.137", 300)
    for suffix in (".b", ".csv", ".npy", ".json", ".txt"):
        path = tmp_path / f"seq{suffix}"
        run = cli(["octal", "0.137", "--to", "300", "-o", str(path)])
        assert run.status == 0, run.err
        assert "period 34 from preperiod 52" in run.out and f"wrote {path}" in run.out
        if suffix in (".b", ".txt"):
            lines = path.read_text().splitlines()
            assert lines == [f"{n} {v}" for n, v in enumerate(expected)]
        elif suffix == ".csv":
            rows = list(csv.reader(path.read_text().splitlines()))
            assert rows[0] == ["n", "grundy"] and rows[1:] == [[str(n), str(v)] for n, v in enumerate(expected)]
        elif suffix == ".npy":
            assert np.load(path).tolist() == expected
        else:
            data = json.loads(path.read_text())
            assert (data["preperiod"], data["period"], data["values"]) == (52, 34, expected)


def test_bfile_option_and_a_bound_past_the_period(cli, tmp_path):
    # 5000 values: those past the proved period follow from it, and equal the definition
    path = tmp_path / "dawson"
    run = cli(["octal", "0.07", "--to", "5000", "--bfile", str(path)])
    assert run.status == 0, run.err
    lines = path.read_text().splitlines()
    assert len(lines) == 5000
    assert lines[:700] == [f"{n} {v}" for n, v in enumerate(oracle.grundy_list("0.07", 700))]


def test_no_period_up_to_the_bound(cli):
    run = cli(["octal", "0.6", "--to", "500"])
    assert run.status == 0 and "0.6: 500 heaps computed" in run.out and "no period up to 500" in run.out


def test_bad_inputs_are_one_line(cli, tmp_path):
    run = cli(["octal", "0.6", "--to", "x"])
    assert run.status == 2 and run.err.count("\n") == 1 and "--to" in run.err
    run = cli(["octal", "0.6", "--to", "100", "-o", str(tmp_path / "a.xyz")])
    assert run.status == 2 and "a.xyz" in run.err and "Traceback" not in run.err
    run = cli(["octal", "--survey", "0.G?", "--to", "10"])
    assert run.status == 2 and "0.G?" in run.err
    run = cli(["octal", "0.6", "--to", "100", "--certificate", str(tmp_path / "c.json")])
    assert run.status == 2 and "no period was proved within 100 heaps" in run.err


def test_survey_table_and_files(cli, tmp_path):
    path = tmp_path / "s.csv"
    run = cli(["octal", "--survey", "0.?7", "--to", "2000", "-o", str(path)])
    assert run.status == 0, run.err
    rows = files.read_rows(path)
    assert [r["code"] for r in rows] == [f"0.{d}7" for d in range(8)]
    by_code = {r["code"]: r for r in rows}
    assert (by_code["0.77"]["preperiod"], by_code["0.77"]["period"]) == (71, 12)
    assert (by_code["0.07"]["preperiod"], by_code["0.07"]["period"]) == (53, 34)
    assert by_code["0.37"]["period"] is None and "no period up to 2,000" in run.out
    for row in rows:  # the largest value is the oracle's, over the heaps computed
        assert row["largest"] == max(oracle.grundy_list(row["code"], min(row["heaps"], 600)) + [0]) or \
            row["heaps"] > 600
    lines = run.out.splitlines()
    assert lines[0].split() == ["code", "heaps", "preperiod", "period", "saltus", "largest", "method"]
    assert len(lines) == 9
    json_path = tmp_path / "s.json"
    assert cli(["octal", "--survey", "0.07 0.77", "--to", "2000", "-o", str(json_path)]).status == 0
    assert [r["code"] for r in json.loads(json_path.read_text())] == ["0.07", "0.77"]


def test_survey_resume_skips_the_codes_done(cli, tmp_path, monkeypatch):
    path = tmp_path / "s.csv"
    assert cli(["octal", "--survey", "0.07,0.77", "--to", "2000", "-o", str(path)]).status == 0
    computed = []
    original = sequences.compute

    def counting(rules, *args, **kwargs):
        computed.append(rules.name)
        return original(rules, *args, **kwargs)

    monkeypatch.setattr(sequences, "compute", counting)
    run = cli(["octal", "--survey", "0.07,0.77,0.137,0.15", "--to", "2000", "--resume", str(path)])
    assert run.status == 0, run.err
    assert computed == ["0.137", "0.15"]
    assert [r["code"] for r in files.read_rows(path)] == ["0.07", "0.77", "0.137", "0.15"]


def test_interrupted_survey_keeps_its_rows_and_says_how_to_go_on(cli, tmp_path, monkeypatch):
    path = tmp_path / "s.csv"
    original = sequences.compute

    def stopping(rules, *args, **kwargs):
        if rules.name == "0.137":
            kwargs["progress"] = _interrupt_at_once  # the plain path reports first at heap 0
        return original(rules, *args, **kwargs)

    monkeypatch.setattr(sequences, "compute", stopping)
    run = cli(["octal", "--survey", "0.07,0.77,0.137,0.15", "--to", "2000", "-o", str(path)])
    assert run.status == 130
    assert "interrupted: 2 of 4 codes surveyed" in run.err and "--resume" in run.err
    assert [r["code"] for r in files.read_rows(path)] == ["0.07", "0.77"]


def _interrupt(done: int, total: int) -> None:
    if done >= 1:
        raise KeyboardInterrupt


def _interrupt_at_once(done: int, total: int) -> None:
    raise KeyboardInterrupt


@pytest.mark.parametrize("kernel", [
    pytest.param(True, marks=pytest.mark.skipif(not compiled(), reason="numba is not installed")), False])
def test_interrupted_sequence_keeps_what_was_computed(cli, tmp_path, monkeypatch, kernel):
    from grundy import kernels

    monkeypatch.setattr(kernels, "available", lambda: kernel)
    original = sequences.compute
    monkeypatch.setattr(sequences, "compute",
                        lambda rules, *a, **k: original(rules, *a, **{**k, "progress": _interrupt}))
    path = tmp_path / "seq.b"
    run = cli(["octal", "0.6", "--to", "100000", "-o", str(path)])
    assert run.status == 130
    assert "interrupted: the" in run.err and "values computed so far are kept" in run.err
    lines = path.read_text().splitlines()
    assert 0 < len(lines) < 100000
    assert lines[:300] == [f"{n} {v}" for n, v in enumerate(oracle.grundy_list("0.6", min(300, len(lines))))]


def test_heaps_are_still_analysed_with_a_bound(cli):
    run = cli(["octal", "0.6", "300", "--to", "400", "--json"])
    assert run.status == 0, run.err
    assert json.loads(run.out)["grundy"] == oracle.grundy_list("0.6", 301)[300]
    run = cli(["octal", "0.6", "300", "--to", "200"])
    assert run.status == 2 and "no period was proved within 200 terms" in run.err


def test_survey_as_json_on_screen(cli):
    run = cli(["octal", "--survey", "0.07 0.6", "--to", "1500", "--json"])
    assert run.status == 0, run.err
    rows = json.loads(run.out)
    assert [(r["code"], r["preperiod"], r["period"]) for r in rows] == [("0.07", 53, 34), ("0.6", None, None)]
    assert rows[1]["heaps"] == 1500 and rows[1]["largest"] == max(oracle.grundy_list("0.6", 1500))


def test_a_bound_beyond_the_largest_is_refused_in_one_line(cli):
    from grundy.cli.octal import MAX_BOUND

    for args in (["octal", "0.77", "--to", "100000000000000000000000000"],
                 ["octal", "0.77", "5", "--to", str(MAX_BOUND + 1)],
                 ["octal", "--survey", "0.7", "--to", "1" + "0" * 30]):
        run = cli(args)
        assert run.status == 2 and run.err.count("\n") == 1 and "Traceback" not in run.err, run.err
        assert "--to" in run.err and f"{MAX_BOUND:,}" in run.err
    run = cli(["octal", "0.77", "--to", "1" + "0" * 30, "--lang", "zh"])
    assert run.status == 2 and f"{MAX_BOUND:,}" in run.err and "最大" in run.err


def test_cluster_options_out_of_place_are_refused_in_one_line(cli, monkeypatch):
    pytest.importorskip("distributed", reason="Dask comes with grundy[cluster]")
    from grundy.games.octal import cluster

    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 0.5)
    for args, words in ((["octal", "0.77", "--to", "100", "--workers", "2"], "--survey"),
                        (["octal", "--survey", "0.7", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"], "not both"),
                        (["octal", "--survey", "0.7", "--workers", "0"], "at least 1"),
                        (["octal", "--survey", "0.7", "--workers", "two"], "--workers"),
                        (["octal", "--survey", "0.7", "--checkpoint", "c.npz"], "--resume"),
                        (["octal", "--survey", "0.7", "--scheduler", "tcp://127.0.0.1:1"], "tcp://127.0.0.1:1")):
        run = cli(args)
        assert run.status == 2 and run.err.count("\n") == 1 and "Traceback" not in run.err, run.err
        assert words in run.err, run.err
    run = cli(["octal", "--survey", "0.7", "--workers", "0", "--lang", "zh"])
    assert run.status == 2 and "至少" in run.err
