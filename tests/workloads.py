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
