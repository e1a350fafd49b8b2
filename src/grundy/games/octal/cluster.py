"""Surveys of octal codes on a Dask cluster: one task per code, each row handed back as it comes in.

:func:`survey` runs :func:`grundy.games.octal.data.survey_row` for every code
on a Dask cluster, K local processes (a ``LocalCluster`` on the loopback
interface) or a running scheduler given by its address, and gives each row
to ``on_row`` as soon as it is back, in the order they finish.  Dask
(``pip install 'grundy[cluster]'``) is imported only here, and only when a
survey asks for a cluster.

Algorithm notes (a lost worker costs only its tasks): a row is a function
of the code, the bound and the method alone (the ``seconds`` column aside),
so a task may run twice and give the same row.  When a worker dies, Dask's
scheduler hands the tasks it held (running, or finished but not yet
gathered) to the other workers; a task whose workers die
``distributed.scheduler.allowed-failures`` times (3 by default) is given up
(:class:`KilledWorker`), and an exception raised inside a task is retried
``RETRIES`` times first.  Rows already handed to ``on_row`` are never
computed again.

>>> remaining(10, 4, 8.0)
12.0
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ...errors import InputError, os_reason
from ...messages import catalogue

__all__ = ["MESSAGES", "RETRIES", "connect", "dask_setup", "remaining", "row", "survey"]

MESSAGES = catalogue("octal.cluster", {
    "no_dask": ("a survey on a cluster needs Dask: pip install 'grundy[cluster]'",
                "在集群上调查需要 'Dask'：请运行 pip install 'grundy[cluster]'"),
    "no_scheduler": ("cannot reach the Dask scheduler at {address}: {reason}",
                     "无法连接 {address} 上的 'Dask' 调度器：{reason}"),
    "killed": ("{code}: the workers computing it died {times} {times:~time|times} (out of memory?); the rows finished are kept",
               "{code}：计算它的工作进程死了 {times} 次（内存不够？）；已完成的结果都已保存"),
})

#: How often a task that raised is tried again before the survey stops with its error.
RETRIES = 2
#: Seconds to wait for a scheduler to answer.
CONNECT_TIMEOUT = 10


def remaining(total: int, done: int, elapsed: float) -> float | None:
    """The seconds left if the codes not done take as long, on average, as those done (None before the first)."""
    if done <= 0:
        return None
    return elapsed / done * (total - done)


@contextlib.contextmanager
def connect(workers: int | None = None, scheduler: str | None = None) -> Iterator[Any]:
    """A Dask ``Client``: to the scheduler at ``scheduler``, or to a LocalCluster of ``workers`` processes.

    The local cluster listens on 127.0.0.1 only (its scheduler's web page on
    a free port), runs one thread per process (the kernels hold the GIL), and
    is shut down when the block ends, also on Ctrl-C.
    """
    distributed = _distributed()
    if scheduler is not None:
        try:
            client = distributed.Client(scheduler, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError, ValueError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) and exc.errno else str(exc) or type(exc).__name__
            raise InputError(MESSAGES("no_scheduler", address=scheduler, reason=reason)) from None
        try:
            yield client
        finally:
            client.close()
        return
    cluster = distributed.LocalCluster(n_workers=workers or 1, threads_per_worker=1, processes=True, host="127.0.0.1",
                           dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL, preload=[__name__])
    client = distributed.Client(cluster)
    try:
        yield client
    finally:
        with contextlib.suppress(Exception):
            client.close()
        with contextlib.suppress(Exception):
            cluster.close()


def survey(todo: Sequence[str], heaps: int, *, on_row: Callable[[dict[str, Any]], None], method: str = "auto",
           client: Any, progress: Callable[[int, int, float], None] | None = None,
           task: Callable[[str, int, str], dict[str, Any]] | None = None) -> None:
    """Survey ``todo`` to ``heaps`` heaps on ``client``'s cluster, giving each row to ``on_row`` as it comes in.

    ``progress(done, total, seconds)`` is called after each row.  On Ctrl-C
    (or any error) the tasks still pending are cancelled; the rows given
    to ``on_row`` stay given.  ``task(code, heaps, method)`` gives one row
    (:func:`row` by default: an octal code); another survey (of quotients,
    of other take-and-break rules) gives its own, a function the workers
    can import.

    Raises
    ------
    InputError
        When a task's workers died too often (:data:`RETRIES` and Dask's
        allowed failures), naming the code.
    """
    import time

    distributed = _distributed()
    start = time.monotonic()
    futures = {client.submit(task or row, code, heaps, method, pure=False, retries=RETRIES, priority=-i): code
               for i, code in enumerate(todo)}
    done = 0
    try:
        for future in distributed.as_completed(list(futures)):
            try:
                result = future.result()
            except distributed.KilledWorker:
                raise InputError(MESSAGES("killed", code=futures[future], times=_allowed_failures())) from None
            del futures[future]
            on_row(result)
            done += 1
            if progress is not None:
                progress(done, len(todo), time.monotonic() - start)
    finally:
        if futures:
            with contextlib.suppress(Exception):
                client.cancel(list(futures))


def dask_setup(worker: Any) -> None:
    """Run by Dask in each local worker process as it starts (a preload): Ctrl-C is left to the survey.

    A terminal sends Ctrl-C to every process of the command, the local
    workers too; they ignore it, and the survey shuts them down in order.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _distributed() -> Any:
    # Dask distributed, imported only for a survey on a cluster (and untyped: Any)
    import importlib

    try:
        return importlib.import_module("distributed")
    except ImportError:
        raise InputError(MESSAGES("no_dask")) from None


def _allowed_failures() -> int:
    import dask

    return int(dask.config.get("distributed.scheduler.allowed-failures", 3))


def row(code: str, heaps: int, method: str) -> dict[str, Any]:
    """The task a worker runs: one survey row, without a progress line on the worker's terminal."""
    from .data import survey_row

    return survey_row(code, heaps, method=method, progress=_quiet)


def _quiet(done: int, total: int) -> None:
    pass
