"""Stand-ins for long computations, run in the web server's worker processes.

They live in a module of their own that imports nothing heavy, since a
worker imports a function's module when it receives it.
"""

from __future__ import annotations

import signal
import time
from typing import Any


def uninterruptible_sleep(seconds: float, **_kwargs: Any) -> None:
    """Stands in for a long call into C, which no signal interrupts."""
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
    time.sleep(seconds)


def endless(*_args: Any, **_kwargs: Any) -> None:
    """Stands in for a search in Python that would never end."""
    while True:
        pass


def slow(**_kwargs: Any) -> None:
    """Stands in for an answer that takes far too long, in C."""
    uninterruptible_sleep(60)


def import_slowly(seconds: float = 1.0) -> None:
    """Stands in for a worker whose imports are slow (a loaded machine): used as a preload."""
    time.sleep(seconds)


def counted_steps(size: int = 10, **_kwargs: Any) -> dict[str, int]:
    """Stands in for a long table: ``size`` steps of a tenth of a second, each reported.

    Each run is counted as a line of the file named by $GRUNDY_TEST_RUNS, if set.
    """
    import os

    from grundy.engine import reporting

    path = os.environ.get("GRUNDY_TEST_RUNS")
    if path:
        with open(path, "a", encoding="utf-8") as runs:
            runs.write("run\n")
    with reporting("steps") as report:
        for step in range(size):
            time.sleep(0.1)
            report(step + 1, size)
    return {"steps": size}
