"""A bounded load test of the real server on loopback: quick answers while long computations run.

The target (the server's promise): with 4 long computations in flight, the
quick requests of players (analysing, the computer's move, checking a move)
keep a p99 latency under 300 ms, and none fails.  The same quick requests
are first timed alone, and the bound the test asserts is the target plus
that reference p99: a margin for what this machine takes anyway (the tests
share it with other work), so that the test measures what long computations
cost the quick ones, not the speed of the machine.  The measurement itself
is benchmarks/web_load.py, which prints p50, p90 and p99 of both runs.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

#: The issue's target: the p99 of quick requests with long computations in flight, in seconds.
TARGET_P99 = 0.300


def _benchmark():
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "web_load.py"
    spec = importlib.util.spec_from_file_location("web_load", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_quick_answers_stay_quick_with_four_long_computations_in_flight():
    load = _benchmark()
    with load.Server() as server:
        alone, loaded = load.compare(server.url, quick=150, expensive=4, clients=2)
    print(alone.line("alone (reference)"))
    print(loaded.line("with 4 long in flight"))
    assert alone.failures == [] and loaded.failures == []  # every quick request answered 200
    assert loaded.long_asked >= 4 and loaded.long_failed == []  # they were in flight, and answered well
    assert loaded.percentile(99) <= TARGET_P99 + alone.percentile(99), (loaded.line("loaded"), alone.line("alone"))
