"""Long computations as jobs: apart from the quick answers, polled, kept, cancelled when nobody waits."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402

from grundy.web import service, tables  # noqa: E402
from grundy.web.app import create_app  # noqa: E402
from grundy.web.jobs import Jobs  # noqa: E402
from tests.workloads import counted_steps, slow, uninterruptible_sleep  # noqa: E402


def runs(path):
    return path.read_text().count("run") if path.exists() else 0


def finished(client, url, limit=120.0):
    """The job's state once it has finished (polled as the page polls it)."""
    end = time.monotonic() + limit
    seen = []
    while time.monotonic() < end:
        state = client.get(url)
        assert state.status_code == 200, state.text
        data = state.json()
        seen.append(data["progress"])
        if data["status"] not in ("queued", "running"):
            return data, seen
        time.sleep(0.05)
    pytest.fail(f"the job {url} did not finish within {limit:g} s")


def accepted(response):
    """A 202 answer: the job's state, with where to ask about it."""
    assert response.status_code == 202, response.text
    job = response.json()
    assert job["status"] in ("queued", "running") and job["result"] is None and job["error"] is None
    assert response.headers["location"] == job["url"] == f"/api/jobs/{job['id']}"
    return job


def test_a_long_table_becomes_a_job_that_reports_progress_and_whose_answer_is_kept(monkeypatch, tmp_path):
    counter = tmp_path / "runs"
    monkeypatch.setenv("GRUNDY_TEST_RUNS", str(counter))
    monkeypatch.setattr(tables, "board", counted_steps)
    with TestClient(create_app(workers=1, job_workers=1, timeout=0.3)) as client:
        job = accepted(client.post("/api/board", json={"game": "wythoff", "size": 20}))
        state, seen = finished(client, job["url"])
        assert state["status"] == "done" and state["result"] == {"steps": 20}
        assert state["progress"] == {"done": 20, "total": 20}
        assert all(p is None or (0 < p["done"] <= p["total"] == 20) for p in seen)
        # Asked again, the answer is the kept one: not computed again.
        again = client.post("/api/board", json={"game": "wythoff", "size": 20})
        assert again.status_code == 200 and again.json() == {"steps": 20}
        assert runs(counter) == 1
        # Another request is another computation.
        accepted(client.post("/api/board", json={"game": "wythoff", "size": 21}))


def test_quick_answers_do_not_wait_behind_jobs_and_a_cancelled_job_frees_its_worker(monkeypatch):
    monkeypatch.setattr(tables, "board", slow)  # a table that would take a minute
    now = {"prefer": "wait=0"}  # the job at once, without waiting for its answer
    with TestClient(create_app(workers=1, job_workers=1)) as client:
        first = accepted(client.post("/api/board", json={"game": "wythoff", "size": 60}, headers=now))
        second = accepted(client.post("/api/board", json={"game": "wythoff", "size": 61}, headers=now))
        answer = client.post("/api/analyse", json={"game": "wythoff", "position": [5, 8]})
        assert answer.status_code == 200 and answer.json()["winning_moves"] == [[4, 7], [5, 3]]
        assert client.get(first["url"]).json()["status"] == "running"  # the quick answer did not wait for it
        assert client.get(second["url"]).json()["status"] == "queued"  # the one job worker is busy
        for job in (first, second):
            cancelled = client.delete(job["url"])
            assert cancelled.status_code == 200 and cancelled.json()["status"] == "cancelled", cancelled.text
            assert cancelled.json()["error"]["status"] == 409
        # The stopped worker is not left sleeping: the next job runs at once, in a new process.
        monkeypatch.setattr(tables, "board", counted_steps)
        job = accepted(client.post("/api/board", json={"game": "wythoff", "size": 3}, headers=now))
        state, _seen = finished(client, job["url"], limit=30)  # far less than the minute of the sleep
        assert state["result"] == {"steps": 3}
        # A cancelled job is forgotten: asking again starts it afresh.
        assert client.get(first["url"]).status_code == 404
        assert "no such job" in client.get(first["url"]).json()["error"]


def test_a_job_nobody_asks_about_is_cancelled():
    with Jobs(size=1, timeout=600, abandon=0.5) as jobs:
        job = jobs.submit(uninterruptible_sleep, {"seconds": 60})
        assert job.wait(30)  # long before the minute of the sleep
        assert job.status == "cancelled"


def test_a_quick_request_that_needs_longer_is_handed_to_a_job(monkeypatch, tmp_path):
    counter = tmp_path / "runs"
    monkeypatch.setenv("GRUNDY_TEST_RUNS", str(counter))
    monkeypatch.setattr(service, "analyse", counted_steps)  # ten tenths of a second: more than the quick 0.4
    with TestClient(create_app(workers=1, job_workers=1, quick=0.4, timeout=0.6)) as client:
        body = {"game": "wythoff", "position": [5, 8]}
        job = accepted(client.post("/api/analyse", json=body))
        state, _seen = finished(client, job["url"])
        assert state["status"] == "done" and state["result"] == {"steps": 10}
        assert runs(counter) == 2  # stopped in the quick pool, then run to its end as a job
        again = client.post("/api/analyse", json=body)
        assert again.status_code == 200 and again.json() == {"steps": 10}
        assert runs(counter) == 2  # the kept answer, not a third run
        # The quick pool was freed: a real quick question is answered.
        monkeypatch.undo()
        assert client.post("/api/analyse", json={"game": "wythoff", "position": [3, 5]}).json()["outcome"] == "P"


def test_a_request_may_ask_to_wait_less_with_prefer(monkeypatch):
    monkeypatch.setattr(tables, "board", counted_steps)
    with TestClient(create_app(workers=1, job_workers=1, timeout=30)) as client:
        job = accepted(client.post("/api/board", json={"game": "wythoff", "size": 30}, headers={"prefer": "wait=0"}))
        client.delete(job["url"])


def test_an_error_of_a_job_is_the_error_of_its_request():
    with TestClient(create_app(workers=1, job_workers=1, timeout=30)) as client:
        response = client.post("/api/board", json={"game": "nim", "size": 3})
        assert response.status_code == 400 and "error" in response.json()


def test_a_far_grundy_value_of_a_shipped_row_is_answered_at_once_on_a_fresh_install(monkeypatch, tmp_path):
    # Rows 0..100 ship the values before their periods: G(99, 10^20) needs no row cache.
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    body = {"game": "wythoff", "position": [99, 10**20], "grundy": True}
    with TestClient(create_app(timeout=2)) as client:
        answer = client.post("/api/analyse", json=body)
    assert answer.status_code == 200, answer.text
    assert list(tmp_path.iterdir()) == []  # nothing was computed or cached
    from grundy.games.wythoff.periodicity import wythoff_grundy

    assert answer.json()["grundy"] == wythoff_grundy(99, 10**20)  # the rows' values are checked in test_periodicity


@pytest.mark.slow
def test_a_far_grundy_value_on_a_fresh_install_is_answered_through_a_job(monkeypatch, tmp_path):
    # G(150, 10^20) needs rows 0..150 of the Grundy table before their periods (the row cache):
    # longer to compute than this request waits, on a fresh install (an empty cache directory).
    monkeypatch.setenv("GRUNDY_CACHE_DIR", str(tmp_path))
    body = {"game": "wythoff", "position": [150, 10**20], "grundy": True}
    with TestClient(create_app(timeout=0.5)) as client:
        first = client.post("/api/analyse", json=body)
        job = accepted(first)
        state, seen = finished(client, job["url"], limit=600)
        assert state["status"] == "done", state
        again = client.post("/api/analyse", json=body)
        assert again.status_code == 200 and again.json() == state["result"]
    from grundy.games.wythoff.periodicity import wythoff_grundy

    assert state["result"]["grundy"] == wythoff_grundy(150, 10**20)  # now read from the cache just made


def test_a_wrong_method_on_a_job_names_both_of_its_methods():
    with TestClient(create_app(workers=1, job_workers=1)) as client:
        answer = client.request("PUT", "/api/jobs/0123456789abcdef")
        assert answer.status_code == 405
        assert {m.strip() for m in answer.headers["allow"].split(",")} == {"GET", "DELETE"}
