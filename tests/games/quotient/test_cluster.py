"""The quotient survey on a Dask LocalCluster (2 worker processes on the loopback interface): the serial rows.

The reference is the serial survey, run in this process; the quotients it
gives are checked against the plain misère search in test_quotient.py.
"""

from __future__ import annotations

import pytest

from grundy.games.octal.data import codes, read_rows
from grundy.games.quotient import SURVEY_FIELDS, misere_quotient, survey_row

pytest.importorskip("distributed", reason="Dask comes with grundy[cluster]")
pytestmark = pytest.mark.slow

#: Two dozen codes, proved, unproved and tame ones, each a fraction of a second to 11 heaps.
CODES = "0.1? 0.2? 0.5?"
HEAPS = 11


def strip(row: dict) -> dict:
    # everything but the time a row took
    return {k: v for k, v in row.items() if k != "seconds"}


@pytest.fixture(scope="module")
def serial():
    return {code: strip(survey_row(misere_quotient(code, to=HEAPS))) for code in codes(CODES)}


def test_rows_are_the_serial_ones(serial):
    from grundy.games.octal.cluster import connect, survey
    from grundy.games.quotient.quotient import survey_task

    rows = []
    with connect(workers=2) as client:
        client.wait_for_workers(2)
        survey(codes(CODES), HEAPS, on_row=rows.append, client=client, task=survey_task)
    assert sorted(row["code"] for row in rows) == sorted(serial)
    assert {row["code"]: strip(row) for row in rows} == serial


def test_the_command_goes_on_with_a_survey_on_two_workers(cli, serial, tmp_path):
    path = tmp_path / "quotients.csv"
    first = cli(["quotient", "--survey", "0.1?", "--to", str(HEAPS), "-o", str(path)])
    assert first.status == 0 and len(read_rows(path, SURVEY_FIELDS)) == 8
    r = cli(["quotient", "--survey", CODES, "--to", str(HEAPS), "--workers", "2", "--resume", str(path)])
    assert r.status == 0, r.err
    rows = read_rows(path, SURVEY_FIELDS)
    assert [row["code"] for row in rows] == codes(CODES)  # in the survey's order at the end
    # the file's cells read back as numbers and text; the serial rows compare through the same reading
    assert [strip(row) for row in rows] == [strip(row) for row in _read_back(tmp_path, serial)]


def _read_back(tmp_path, serial):
    from grundy.games.octal.data import write_rows

    path = tmp_path / "serial.csv"
    write_rows(path, [dict(row, seconds=0.0) for row in serial.values()], fields=SURVEY_FIELDS)
    return read_rows(path, SURVEY_FIELDS)
