"""Progress of long computations: a line on a terminal, or a callback.

>>> import io
>>> with Progress("counting", stream=io.StringIO(), delay=0) as p:
...     p.update(5, 10)
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

__all__ = ["Progress", "report_to", "reporting", "terminal_progress"]


class Progress:
    """A one-line progress report on a terminal, erased when the work ends.

    Nothing is printed until ``delay`` seconds have passed, and then at most
    every ``interval`` seconds, so short computations stay silent.  Use it
    as a context manager; the line is erased on exit, also when the work is
    interrupted with Ctrl-C.

    >>> import io
    >>> with Progress("counting", stream=io.StringIO(), delay=0) as p:
    ...     p.update(5, 10)
    """

    def __init__(
        self,
        label: str,
        *,
        stream: TextIO | None = None,
        delay: float = 0.5,
        interval: float = 0.2,
    ) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.delay = delay
        self.interval = interval
        self._start = time.monotonic()
        self._next = self._start + delay
        self._shown = False

    def update(self, done: int, total: int | None = None, unit: str = "", note: str = "") -> None:
        """Report ``done`` (out of ``total``, if known), then ``note`` (such as the time left); cheap when
        nothing is due."""
        now = time.monotonic()
        if now < self._next:
            return
        self._next = now + self.interval
        elapsed = now - self._start
        if total:
            numbers = f"{done:,}/{total:,}{unit} ({100 * done // total}%), {elapsed:.0f} s"
        else:
            numbers = f"{done:,}{unit}, {elapsed:.0f} s"
        if note:
            numbers += f", {note}"
        # A long label is shortened, never the numbers.
        room = max(78 - len(numbers) - 2, 10)
        label = self.label if len(self.label) <= room else self.label[: room - 3] + "..."
        self.stream.write("\r" + f"{label}: {numbers}"[:78].ljust(78))
        self.stream.flush()
        self._shown = True

    def close(self) -> None:
        """Erase the progress line, if one was shown."""
        if self._shown:
            self.stream.write("\r" + " " * 78 + "\r")
            self.stream.flush()
            self._shown = False

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


#: Where a computation given no ``progress`` callback reports (see :func:`report_to`).
_sink: Callable[[int, int], None] | None = None


def report_to(sink: Callable[[int, int], None] | None) -> None:
    """Send the reports of computations given no ``progress`` callback to ``sink(done, total)``.

    A web worker sends them to its server, which shows them to whoever waits
    for the answer; None reports on the terminal again.

    >>> seen = []
    >>> report_to(lambda done, total: seen.append((done, total)))
    >>> with reporting("work") as report:
    ...     report(5, 10)
    >>> report_to(None); seen
    [(5, 10)]
    """
    global _sink
    _sink = sink


@contextmanager
def reporting(label: str, progress: Callable[[int, int], None] | None = None,
              unit: str = "") -> Iterator[Callable[[int, int], None]]:
    """The ``report(done, total)`` callback a long computation calls as it goes.

    ``progress`` when given; otherwise the sink given to :func:`report_to`,
    or a :class:`Progress` line on stderr when it is a terminal (erased when
    the block ends, also on Ctrl-C), or a callback that does nothing.

    >>> with reporting("work") as report:  # the tests do not run on a terminal
    ...     report(5, 10)
    """
    if progress is not None or _sink is not None:
        yield progress or _sink  # type: ignore[misc]
        return
    line = terminal_progress(label)
    if line is None:
        yield lambda done, total: None
        return
    with line:
        yield lambda done, total: line.update(done, total, unit)


def terminal_progress(label: str, **kwargs: Any) -> Progress | None:
    """A :class:`Progress` on stderr if stderr is a terminal, else None.

    >>> terminal_progress("work") is None  # the tests do not run on a terminal
    True
    """
    stream = sys.stderr
    try:
        if not stream.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    return Progress(label, stream=stream, **kwargs)
