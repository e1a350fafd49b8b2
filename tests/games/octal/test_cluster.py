"""Surveys on a Dask LocalCluster (2 worker processes on the loopback interface): the serial survey's rows.

The reference is the serial survey, run in this process; its rows are
checked against the brute-force oracle in tests/cli/test_octal.py, and the
smallest ones again here.
"""

from __future__ import annotations

import os
import signal

import pytest

from grundy.games.octal.data import codes, survey_row
from tests.oracles import octal as oracle

pytest.importorskip("distributed", reason="Dask comes with grundy[cluster]")
pytestmark = pytest.mark.slow

#: A survey whose tasks take long enough that a worker is busy when it is killed.
CODES = "0.?6 0.1?"
HEAPS = 20_000


def strip(row: dict) -> dict:
    # everything but the time a row took
    return {k: v for k, v in row.items() if k != "seconds"}


@pytest.fixture(scope="module")
def client():
    from grundy.games.octal.cluster import connect

    with connect(workers=2) as client:
        client.wait_for_workers(2)
        yield client


@pytest.fixture(scope="module")
def serial():
    return {code: strip(survey_row(code, HEAPS)) for code in codes(CODES)}


def test_rows_are_the_serial_ones(client, serial):
    from grundy.games.octal.cluster import survey

    rows = []
    survey(codes(CODES), HEAPS, on_row=rows.append, client=client)
    assert sorted(row["code"] for row in rows) == sorted(serial)
    assert {row["code"]: strip(row) for row in rows} == serial
    for row in rows:
        if row["heaps"] <= 400:
            assert row["largest"] == max(oracle.grundy_list(row["code"], row["heaps"]))


def test_a_worker_killed_mid_survey_costs_only_its_tasks(client, serial):
    from grundy.games.octal.cluster import survey

    pids = client.run(os.getpid)
    rows, killed = [], []

    def kill_a_busy_worker(row: dict) -> None:
        rows.append(row)
        if killed:
            return
        busy = [worker for worker, keys in client.processing().items() if keys]
        if busy:
            os.kill(pids[busy[0]], signal.SIGKILL)
            killed.append(pids[busy[0]])

    survey(codes(CODES), HEAPS, on_row=kill_a_busy_worker, client=client)
    assert killed, "no worker was busy after the first row"
    client.wait_for_workers(2)  # the nanny starts another
    assert killed[0] not in client.run(os.getpid).values()
    assert len(rows) == len(serial)  # every row once: none lost, none given twice
    assert {row["code"]: strip(row) for row in rows} == serial


def test_an_interrupted_survey_goes_on_against_the_cluster(cli, client, serial, tmp_path, monkeypatch):
    from grundy.games.octal import cluster

    path = tmp_path / "s.csv"
    original = cluster.survey

    def stopping(*args, **kwargs):
        def stop(done, total, seconds):
            if done == 3:
                raise KeyboardInterrupt
        return original(*args, **{**kwargs, "progress": stop})

    address = client.scheduler.address
    monkeypatch.setattr(cluster, "survey", stopping)
    run = cli(["octal", "--survey", CODES, "--to", str(HEAPS), "-o", str(path), "--scheduler", address])
    assert run.status == 130 and f"interrupted: 3 of {len(serial)} codes surveyed" in run.err, run.err
    assert len(_read(path)) == 3
    monkeypatch.setattr(cluster, "survey", original)
    run = cli(["octal", "--survey", CODES, "--to", str(HEAPS), "--resume", str(path), "--scheduler", address])
    assert run.status == 0, run.err
    assert [strip(row) for row in _read(path)] == [serial[code] for code in codes(CODES)]
    assert len(run.out.splitlines()) == 1 + len(serial)  # the header, the 3 rows read, the rest


def test_local_workers_from_the_command_line_give_the_serial_file(cli, tmp_path):
    serial_path, cluster_path = tmp_path / "serial.csv", tmp_path / "cluster.csv"
    assert cli(["octal", "--survey", "0.?7", "--to", "3000", "-o", str(serial_path)]).status == 0
    run = cli(["octal", "--survey", "0.?7", "--to", "3000", "-o", str(cluster_path), "--workers", "2"])
    assert run.status == 0, run.err
    assert [strip(r) for r in _read(cluster_path)] == [strip(r) for r in _read(serial_path)]
    assert sorted(run.out.splitlines()) == sorted(cli(["octal", "--survey", "0.?7", "--to", "3000"]).out.splitlines())


def _read(path):
    from grundy.games.octal.data import read_rows

    return read_rows(path)
