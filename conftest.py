"""The doctests of a module that needs an optional extra are skipped, naming the extra, where it is missing;
the tests keep grundy's cache in a fresh directory.

``--doctest-modules`` imports every module of ``src/grundy``; a module such as
``grundy.games.octal.compiled`` (numba) or ``grundy.web.app`` (FastAPI) cannot be
imported without its extra.  Its doctests are then reported as one skip that
says which extra to install; any other import error still fails the run.
"""

from __future__ import annotations

import importlib
import os
import tempfile
from pathlib import Path

import pytest
from _pytest.doctest import DoctestModule

SRC = Path(__file__).resolve().parent / "src"

# What grundy remembers between runs (proved octal periods, Wythoff rows) is kept, for the tests, in a
# directory of their own, empty at the start: a run never reads what an earlier run (or the user) left,
# and the commands the tests start inherit it.
os.environ["GRUNDY_CACHE_DIR"] = tempfile.mkdtemp(prefix="grundy-test-cache-")

#: The top-level modules of the optional extras (pyproject.toml), and the extra of each.
EXTRAS = {
    "numba": "fast",
    "gmpy2": "fast",
    "matplotlib": "plot",
    "fastapi": "web",
    "starlette": "web",
    "uvicorn": "web",
}


@pytest.hookimpl(tryfirst=True)
def pytest_make_collect_report(collector: pytest.Collector) -> pytest.CollectReport | None:
    if not isinstance(collector, DoctestModule) or not collector.path.is_relative_to(SRC):
        return None
    parts = collector.path.relative_to(SRC).with_suffix("").parts
    name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as exc:
        missing = (exc.name or "").split(".")[0]
        if missing not in EXTRAS:
            return None  # not an extra: the doctest collector reports the error
        reason = f"Skipped: {name} needs the {EXTRAS[missing]} extra ({missing} is not installed)"
        return pytest.CollectReport(collector.nodeid, "skipped", (str(collector.path), 0, reason), [])
    return None
