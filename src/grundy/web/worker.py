"""Worker processes that answer with a deadline, so that no request can hang the server.

The web server does no game computation itself: each request runs in one of
a few worker processes.  A computation that takes longer than the deadline
(a search that grows too large, a generic move list over a huge pile) is
stopped by ending its process, which a thread could not do, and a new
worker takes its place.  The server stays responsive throughout.

>>> import operator
>>> with Pool(size=1, timeout=30) as pool:
...     pool.run(operator.add, 2, 3)
5

Errors raised on purpose by the library (:class:`~grundy.errors.GrundyError`)
come back as the same class with the same message: its id and its texts in
both languages, written in the worker (the parameters of a message may be
objects that do not cross processes, such as a game);
anything else is a :class:`Crashed` error, a deadline passed is
:class:`TimedOut`, and no idle worker within the deadline is :class:`Busy`.

A deadline counts the computation only: a new worker first imports what it
is told to preload and says it is ready, and only then is a request sent
to it, so the time a process takes to start (long on a loaded machine)
never eats into a request's deadline.

A computation is first asked to stop a little before the deadline (at
:data:`SOFT_DEADLINE` of it, by an alarm signal in the worker): it then ends
with a :class:`~grundy.errors.TooLargeError` that says so, like a search the
library refuses as too large, and its worker, whose state it may have left
half-changed, is replaced.  Only a computation that cannot be interrupted
(a long call into C) runs on to the deadline and is ended by force.

A computation's progress reports (the ``report(done, total)`` of
:func:`grundy.engine.reporting`) come back to whoever waits for it, at most
one every :data:`PROGRESS_EVERY` seconds (:meth:`Worker.call`), and the
wait can be cancelled, after which the caller stops the worker.  The quick
answers use a :class:`Pool`; the long computations use workers of their
own, at a lower priority (:mod:`grundy.web.jobs`).
"""

from __future__ import annotations

import multiprocessing
import queue
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from .. import errors
from ..messages import Text, catalogue
from .wording import page_error

__all__ = ["PROGRESS_EVERY", "SOFT_DEADLINE", "Busy", "Cancelled", "Crashed", "Pool", "PoolError", "TimedOut",
           "Worker", "overran", "result_of"]

MESSAGES = catalogue("web.worker", {
    "overrun": ("the computation took longer than {seconds:g} s, the server's limit, and was stopped; "
                "ask about something smaller", "计算超过了 {seconds:g} 秒（服务器的限制），已被停止；请问小一些的问题"),
    "too_deep": ("the computation nests too deeply", "计算的嵌套太深"),
    "no_memory": ("the computation needs too much memory", "计算需要的内存太多"),
    "timed_out": ("the computation took longer than {seconds:g} s and was stopped", "计算超过了 {seconds:g} 秒，已被停止"),
    "no_worker": ("the server is busy: no worker was free within {seconds:g} s",
                  "服务器正忙：{seconds:g} 秒内没有空闲的工作进程"),
    "closing": ("the server is shutting down", "服务器正在关闭"),
    "ended": ("the computation failed (its worker process ended)", "计算失败（工作进程意外结束）"),
    "not_started": ("the computation failed (its worker process did not start)", "计算失败（工作进程没能启动）"),
    "cancelled": ("the computation was cancelled", "计算已被取消"),
})

#: The share of the deadline after which a computation is asked to stop.
SOFT_DEADLINE = 0.75
#: Seconds a new worker process may take to start and import what it preloads.
STARTUP_LIMIT = 60.0
#: Seconds between two reports of a computation's progress, at most one in this time.
PROGRESS_EVERY = 0.2


class PoolError(Exception):
    """A request the workers could not answer; ``status`` is the HTTP status to give.

    Its message is a :class:`~grundy.messages.Text` (a bug's own words are
    English only); ``zh`` is the message in Chinese, None when it has none.
    """

    status = 503

    def __init__(self, message: Text | str) -> None:
        self.message = message if isinstance(message, Text) else Text.literal(message)
        super().__init__(self.message.render("en"))

    @property
    def zh(self) -> str | None:
        return self.message.render("zh") if self.message.translated else None


class TimedOut(PoolError):
    """The computation took longer than the deadline and was stopped."""

    @classmethod
    def after(cls, seconds: float) -> TimedOut:
        return cls(MESSAGES("timed_out", seconds=seconds))


class Busy(PoolError):
    """Every worker stayed busy for the whole deadline."""

    @classmethod
    def no_worker(cls, seconds: float) -> Busy:
        return cls(MESSAGES("no_worker", seconds=seconds))

    @classmethod
    def closing(cls) -> Busy:
        return cls(MESSAGES("closing"))


class Crashed(PoolError):
    """The computation failed unexpectedly (a bug, or the worker process died)."""

    status = 500

    @classmethod
    def ended(cls) -> Crashed:
        return cls(MESSAGES("ended"))

    @classmethod
    def not_started(cls) -> Crashed:
        return cls(MESSAGES("not_started"))


class Cancelled(PoolError):
    """The computation was cancelled (by its caller) and its worker stopped."""

    status = 409

    def __init__(self) -> None:
        super().__init__(MESSAGES("cancelled"))


def overran(exc: Exception) -> bool:
    """Whether an error says the computation needed more time than it was given (and nothing else).

    >>> overran(TimedOut.after(1)), overran(errors.TooLargeError(MESSAGES("overrun", seconds=1)))
    (True, True)
    >>> overran(errors.TooLargeError("a search too large for any deadline"))
    False
    """
    if isinstance(exc, TimedOut):
        return True
    return isinstance(exc, errors.TooLargeError) and exc.message.id == MESSAGES("overrun", seconds=0).id


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _error_payload(exc: errors.GrundyError) -> tuple[str, str, str, str | None]:
    # (class, message id, English, Chinese), each text on one line.
    zh = exc.zh
    return type(exc).__name__, exc.message.id, _one_line(exc), None if zh is None else " ".join(zh.split())


class _Overrun(BaseException):
    """The alarm went off: the computation ran past its soft deadline.

    A BaseException, so that no ``except Exception`` of the library keeps it.
    """


def _alarm(_signum: int, _frame: Any) -> None:  # pragma: no cover - runs in the worker process
    raise _Overrun


def _progress_sender(conn: Connection) -> Callable[[int, int], None]:  # pragma: no cover - worker process
    """A report(done, total) that sends ("progress", done, total), at most every PROGRESS_EVERY seconds."""
    last = [0.0]

    def send(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] < PROGRESS_EVERY and done < total:
            return
        last[0] = now
        # The alarm waits until the message is whole: a message cut in two would garble the pipe.
        blocked = hasattr(signal, "pthread_sigmask")
        if blocked:
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
        try:
            conn.send(("progress", int(done), int(total)))
        finally:
            if blocked:
                signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})

    return send


def _serve(conn: Connection, preload: tuple[str, ...] = (), nice: int = 0) -> None:  # pragma: no cover
    """The worker's loop: receive (function, args, kwargs, stop), send ("ok", result) or an error.

    It first lowers its priority by ``nice`` (so that the processes that
    answer quick questions come first), imports the ``preload`` modules and
    sends ("ready", None).  While a computation runs, it sends its progress
    as ("progress", done, total) messages before the answer.

    ``stop`` is (time, seconds): a computation still running at that
    time.time() (``seconds`` after the request was sent) is interrupted; the
    answer is then ("retire", error) and the worker ends.
    """
    import sys

    # Ctrl-C in the terminal reaches the whole process group: the server
    # stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.set_int_max_str_digits(0)
    alarm = hasattr(signal, "setitimer")  # none on Windows: the deadline only
    if alarm:
        signal.signal(signal.SIGALRM, _alarm)
    import importlib
    import os

    if nice and hasattr(os, "nice"):
        os.nice(nice)
    for module in preload:
        importlib.import_module(module)
    from .. import engine

    engine.report_to(_progress_sender(conn))
    conn.send(("ready", None))
    while True:
        try:
            func, args, kwargs, (stop_at, seconds) = conn.recv()
        except (EOFError, OSError):
            return
        status = "error"
        try:
            try:
                if alarm:
                    signal.setitimer(signal.ITIMER_REAL, max(stop_at - time.time(), 0.001))
                result: tuple[str, Any] = ("ok", func(*args, **kwargs))
            finally:
                if alarm:
                    signal.setitimer(signal.ITIMER_REAL, 0)
        except _Overrun:
            status = "retire"
            result = (status, _error_payload(errors.TooLargeError(MESSAGES("overrun", seconds=seconds))))
        except errors.GrundyError as exc:
            result = ("error", _error_payload(page_error(exc)))
        except RecursionError:
            result = ("error", _error_payload(errors.TooLargeError(MESSAGES("too_deep"))))
        except MemoryError:
            result = ("error", _error_payload(errors.TooLargeError(MESSAGES("no_memory"))))
        except Exception as exc:  # a bug: report it, keep serving
            result = ("error", ("Crashed", f"{type(exc).__name__}: {_one_line(exc)}"))
        try:
            conn.send(result)
        except Exception as exc:  # e.g. a result that cannot be sent
            conn.send(("error", ("Crashed", f"{type(exc).__name__}: {_one_line(exc)}")))
        if status == "retire":
            return


#: Held while a worker is marked stopped (see :meth:`Worker.stop`).
_STOPPING = threading.Lock()


class Worker:
    """One worker process, which computes one thing at a time (see :func:`_serve`)."""

    def __init__(self, ctx: Any, preload: tuple[str, ...] = (), nice: int = 0) -> None:
        parent, child = ctx.Pipe()
        self.conn: Connection = parent
        self.process = ctx.Process(target=_serve, args=(child, preload, nice), daemon=True,
                                   name="grundy-web-worker")
        self.process.start()
        child.close()
        self.ready = False
        self._stopped = False

    def _wait_until_ready(self) -> None:
        # A process still starting is waited for apart from the deadline.
        try:
            started = self.conn.poll(STARTUP_LIMIT) and self.conn.recv()[0] == "ready"
        except (EOFError, OSError):
            started = False
        if not started:
            raise Crashed.not_started()
        self.ready = True

    def call(self, func: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
             timeout: float, progress: Callable[[int, int], None] | None = None,
             cancelled: Callable[[], bool] | None = None) -> tuple[str, Any]:
        """Send the computation and wait for its answer: (status, payload).

        ``progress(done, total)`` is called with the reports it sends; while
        ``cancelled()`` is true the wait ends with :class:`Cancelled` (the
        caller then stops this worker).  Raises :class:`TimedOut` past the
        deadline and :class:`Crashed` when the process ends.
        """
        if not self.ready:
            self._wait_until_ready()
        soft = timeout * SOFT_DEADLINE
        try:
            # The soft deadline as a time, so that a worker still starting does not push it back.
            self.conn.send((func, args, kwargs, (time.time() + soft, soft)))
        except (OSError, ValueError):
            raise Crashed.ended() from None
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimedOut.after(timeout)
            try:
                ready = self.conn.poll(left if cancelled is None else min(left, 0.05))
                answer: tuple[Any, ...] = self.conn.recv() if ready else ("",)
            except Exception:  # the process ended (or was stopped), or died midway through a message
                raise Crashed.ended() from None
            if not ready:
                if cancelled is not None and cancelled():
                    raise Cancelled
                continue
            if answer[0] != "progress":
                return answer[0], answer[1]
            if progress is not None:
                progress(answer[1], answer[2])

    def stop(self) -> None:
        # A job's thread and the pool's shutdown may both stop a worker: the first
        # one does it, the second finds it done (closing a pipe twice is an error).
        with _STOPPING:
            if self._stopped:
                return
            self._stopped = True
        if self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=5)
        try:
            self.conn.close()
        except OSError:
            pass  # closed already by the process's end


class Pool:
    """A few worker processes; :meth:`run` calls a function in one of them with a deadline.

    Parameters
    ----------
    size : int
        Number of worker processes (started on first use, or by :meth:`start`).
    timeout : float
        Seconds a computation may take.
    wait : float, optional
        Seconds a request may wait for an idle worker (default: ``timeout``).
    preload : tuple of str, optional
        Modules each worker imports before it takes its first request, so
        that their import is not counted in any request's deadline.
    """

    def __init__(self, size: int = 2, timeout: float = 10.0, wait: float | None = None,
                 preload: tuple[str, ...] = ()) -> None:
        if size < 1:
            raise ValueError("a pool needs at least one worker")
        self.preload = preload
        self.size = size
        self.timeout = timeout
        self.wait = timeout if wait is None else wait
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: queue.LifoQueue[Worker | None] = queue.LifoQueue()
        self._all: set[Worker] = set()
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(size):
            self._idle.put(None)  # a slot; its process starts when first needed

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _new_worker(self) -> Worker:
        worker = Worker(self._ctx, self.preload)
        with self._lock:
            self._all.add(worker)
        return worker

    def _drop(self, worker: Worker) -> None:
        worker.stop()
        with self._lock:
            self._all.discard(worker)

    def start(self) -> None:
        """Start every worker process now rather than on first use; reopen a closed pool."""
        self._closed = False
        slots = []
        while True:
            try:
                slots.append(self._idle.get_nowait())
            except queue.Empty:
                break
        for slot in slots:
            if slot is not None and not slot.process.is_alive():
                self._drop(slot)  # stopped by close()
                slot = None
            self._idle.put(slot if slot is not None else self._new_worker())

    def run(self, func: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Any:
        """Call ``func(*args, **kwargs)`` in a worker; return its result or raise its error.

        ``func`` must be importable by name (a module-level function).
        """
        if self._closed:
            raise Busy.closing()
        try:
            worker = self._idle.get(timeout=self.wait)
        except queue.Empty:
            raise Busy.no_worker(self.wait) from None
        try:
            if worker is None or not worker.process.is_alive():
                if worker is not None:
                    self._drop(worker)
                worker = self._new_worker()
            status, payload = worker.call(func, args, kwargs, self.timeout)
            if status == "retire":  # the worker stopped a computation midway and ended
                self._drop(worker)
                worker = None if self._closed else self._new_worker()
        except PoolError:
            if worker is not None:
                self._drop(worker)
            # A fresh process takes the slot at once, so the next request finds it ready.
            worker = None if self._closed else self._new_worker()
            raise
        finally:
            self._idle.put(worker)
        return result_of(status, payload)

    def close(self) -> None:
        """Stop every worker process."""
        self._closed = True
        with self._lock:
            workers = list(self._all)
            self._all.clear()
        for worker in workers:
            worker.stop()


def result_of(status: str, payload: Any) -> Any:
    """The result of a worker's answer (status, payload), or its error raised."""
    if status == "ok":
        return payload
    kind, *texts = payload
    error_class = getattr(errors, kind, None)
    if isinstance(error_class, type) and issubclass(error_class, errors.GrundyError):
        message_id, en, zh = texts
        raise error_class(Text(message_id, (en, zh), None))
    raise Crashed(texts[0])
