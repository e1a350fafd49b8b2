"""Long computations as jobs: they run apart from the quick answers, report progress, and are kept.

A job is one computation (a function of :mod:`grundy.web.tables` or
:mod:`grundy.web.service` and its arguments) run in a pool of worker
processes of its own, so that however many jobs run, the processes that
answer quick questions (analysing a position, a computer move, checking a
move) stay free; the job processes also run at a lower priority
(:data:`NICE`), so that on a busy machine the quick ones have the
processors first.  A job outlives the request that
asked for it:

- it keeps running, up to its own deadline (``timeout``), and reports its
  progress (``progress``: done and total, as the computation counts them);
- its answer is kept (the last :attr:`Jobs.keep` finished jobs), so that the
  same request asked again gets it at once instead of starting over;
- it is cancellable: :meth:`Jobs.cancel` stops its worker process at once,
  and a job nobody has asked about for ``abandon`` seconds is cancelled the
  same way, so that no processor computes for nobody.

>>> with Jobs(size=1, timeout=30) as jobs:
...     job = jobs.submit(dict, {"a": 2, "b": 3})
...     finished = job.wait(30)
...     finished, job.status, job.body, jobs.submit(dict, {"b": 3, "a": 2}) is job
(True, 'done', b'{"a":2,"b":3}', True)

A job's state as JSON (:meth:`Job.to_json`): ``id``, ``status`` (queued,
running, done, failed or cancelled), ``progress`` ({"done", "total"} or
null), ``seconds`` since it was asked for, ``url`` (where to ask about it:
``/api/jobs/{id}``), and once finished its ``result`` (the answer the
request would have had) or its ``error`` ({"status", "error", "error_zh"}).
"""

from __future__ import annotations

import json
import multiprocessing
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from typing import Any

from ..errors import GrundyError, TooLargeError
from ..messages import Text, catalogue
from .worker import Busy, Cancelled, PoolError, Worker, result_of

__all__ = ["NICE", "Job", "Jobs", "http_status", "render"]

MESSAGES = catalogue("web.jobs", {
    "full": ("the server is busy: {count} long computations are waiting or running, the most it takes",
             "服务器正忙：已有 {count} 个耗时的计算在等待或进行，这是它能接受的上限"),
})

#: How much lower the job processes' priority is than the quick ones' (os.nice).
NICE = 10

#: The states of a job, in order; the last three are final.
STATES = ("queued", "running", "done", "failed", "cancelled")


def http_status(exc: Exception) -> int:
    """The HTTP status of an error: 413 for a request too large, 400 for another of the library's, or the pool's."""
    if isinstance(exc, PoolError):
        return exc.status
    return 413 if isinstance(exc, TooLargeError) else 400


def render(value: Any) -> bytes:
    """A JSON answer as the API sends it (as Starlette's JSONResponse writes it)."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, indent=None, separators=(",", ":")).encode()


class Job:
    """One computation and what is known of it; see the module's docstring."""

    def __init__(self, key: str, func: Callable[..., Any], kwargs: Mapping[str, Any]) -> None:
        self.id = secrets.token_hex(8)
        self.key = key
        self.func = func
        self.kwargs = dict(kwargs)
        self.status = "queued"
        self.progress: tuple[int, int] | None = None
        self.body: bytes | None = None  # the answer, as JSON
        self.error: tuple[int, Text] | None = None  # its HTTP status and message
        self.created = self.asked = time.monotonic()
        self.cancelling = False
        self._finished = threading.Event()

    @property
    def url(self) -> str:
        return f"/api/jobs/{self.id}"

    @property
    def finished(self) -> bool:
        return self._finished.is_set()

    def wait(self, seconds: float) -> bool:
        """Wait until the job has finished, at most ``seconds``; whether it has."""
        return self._finished.wait(max(seconds, 0))

    def report(self, done: int, total: int) -> None:
        self.progress = (done, total)

    def finish(self, status: str, body: bytes | None = None, error: tuple[int, Text] | None = None) -> None:
        self.status, self.body, self.error = status, body, error
        self._finished.set()

    def to_json(self) -> bytes:
        """The job's state as JSON, its result written in as the computation's answer was rendered."""
        info: dict[str, Any] = {
            "id": self.id, "status": self.status, "url": self.url,
            "progress": None if self.progress is None else {"done": self.progress[0], "total": self.progress[1]},
            "seconds": round(time.monotonic() - self.created, 3),
            "error": None,
        }
        if self.error is not None:
            status, message = self.error
            info["error"] = {"status": status, "error": " ".join(message.render("en").split())}
            if message.translated:
                info["error"]["error_zh"] = " ".join(message.render("zh").split())
        head = render(info)
        return head[:-1] + b',"result":' + (self.body if self.body is not None else b"null") + b"}"


class Jobs:
    """A queue of jobs and the worker processes that run them, one job each at a time.

    Parameters
    ----------
    size : int
        Worker processes, that is jobs running at once; later ones wait in turn.
    timeout : float
        Seconds a job may compute before it is stopped (and fails).
    preload : tuple of str
        Modules each worker imports before its first job.
    keep : int
        Finished jobs kept, with their answers, for those who ask again.
    abandon : float
        Seconds after which a job nobody has asked about is cancelled.
    limit : int
        Most jobs waiting or running; a request for one more is refused (503).
    nice : int
        How much lower the workers' priority is (see :data:`NICE`).
    """

    def __init__(self, size: int = 2, timeout: float = 600.0, preload: tuple[str, ...] = (), keep: int = 64,
                 abandon: float = 60.0, limit: int = 32, nice: int = NICE) -> None:
        if size < 1:
            raise ValueError("jobs need at least one worker")
        self.size, self.timeout, self.preload = size, timeout, preload
        self.keep, self.abandon, self.limit, self.nice = keep, abandon, limit, nice
        self._ctx = multiprocessing.get_context("spawn")
        self._lock = threading.Condition()
        self._queue: deque[Job] = deque()
        self._by_key: dict[str, Job] = {}
        self._by_id: dict[str, Job] = {}
        self._kept: OrderedDict[str, Job] = OrderedDict()  # finished jobs, the oldest first
        self._threads: list[threading.Thread] = []
        self._workers: set[Worker] = set()
        self._closed = True

    def __enter__(self) -> Jobs:
        self.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ------------------------------------------------------------ requests
    @staticmethod
    def key(func: Callable[..., Any], kwargs: Mapping[str, Any]) -> str:
        """What makes two requests the same computation: the function and its arguments."""
        return f"{func.__module__}.{func.__qualname__}:{json.dumps(kwargs, sort_keys=True, default=repr)}"

    def find(self, func: Callable[..., Any], kwargs: Mapping[str, Any]) -> Job | None:
        """The job of this computation, if one is running or kept (and cancelled or failed by a stop it is not)."""
        with self._lock:
            job = self._by_key.get(self.key(func, kwargs))
            if job is not None:
                job.asked = time.monotonic()
            return job

    def submit(self, func: Callable[..., Any], kwargs: Mapping[str, Any]) -> Job:
        """The job of this computation: the one there is, or a new one in the queue."""
        key = self.key(func, kwargs)
        with self._lock:
            if self._closed:
                raise Busy.closing()
            job = self._by_key.get(key)
            if job is not None:
                job.asked = time.monotonic()
                return job
            pending = sum(1 for j in self._by_id.values() if not j.finished)
            if pending >= self.limit:
                raise Busy(MESSAGES("full", count=pending))
            job = Job(key, func, kwargs)
            self._by_key[key] = self._by_id[job.id] = job
            self._queue.append(job)
            self._lock.notify()
            return job

    def get(self, job_id: str) -> Job | None:
        """The job of this id (asking about it keeps it from being abandoned)."""
        with self._lock:
            job = self._by_id.get(job_id)
            if job is not None:
                job.asked = time.monotonic()
            return job

    def cancel(self, job_id: str) -> Job | None:
        """Cancel the job: it leaves the queue, or its worker process is stopped."""
        with self._lock:
            job = self._by_id.get(job_id)
            if job is None or job.finished:
                return job
            job.cancelling = True
            if job in self._queue:
                self._queue.remove(job)
                self._finish(job, "cancelled", error=(Cancelled.status, Cancelled().message))
        return job

    # ------------------------------------------------------------- running
    def start(self) -> None:
        """Start the threads that run the jobs (each starts its worker process on its first job)."""
        with self._lock:
            if not self._closed:
                return
            self._closed = False
            self._threads = [threading.Thread(target=self._run, name="grundy-web-jobs", daemon=True)
                             for _ in range(self.size)]
        for thread in self._threads:
            thread.start()

    def close(self) -> None:
        """Stop every job and worker process; the jobs not finished are cancelled."""
        with self._lock:
            self._closed = True
            for job in list(self._queue):
                self._finish(job, "cancelled", error=(Cancelled.status, Cancelled().message))
            self._queue.clear()
            self._lock.notify_all()
            workers = list(self._workers)
        for worker in workers:
            worker.stop()
        for thread in self._threads:
            thread.join(timeout=10)

    def _abandoned(self, job: Job) -> bool:
        return time.monotonic() - job.asked > self.abandon

    def _finish(self, job: Job, status: str, body: bytes | None = None,
                error: tuple[int, Text] | None = None) -> None:
        # Called with the lock held.  A job stopped from outside is forgotten, so that asking
        # again starts it afresh; one that ran to its end is kept, the oldest dropped.
        job.finish(status, body, error)
        if status == "cancelled":
            self._forget(job)
            return
        self._kept[job.id] = job
        while len(self._kept) > self.keep:
            _, old = self._kept.popitem(last=False)
            self._forget(old)

    def _forget(self, job: Job) -> None:
        if self._by_key.get(job.key) is job:
            del self._by_key[job.key]
        self._by_id.pop(job.id, None)
        self._kept.pop(job.id, None)

    def _next(self) -> Job | None:
        with self._lock:
            while True:
                if self._closed:
                    return None
                while self._queue:
                    job = self._queue.popleft()
                    if not self._abandoned(job):
                        job.status = "running"
                        return job
                    self._finish(job, "cancelled", error=(Cancelled.status, Cancelled().message))
                self._lock.wait()

    def _run(self) -> None:
        worker: Worker | None = None
        while True:
            # The worker process starts before its job comes, so that the job does not wait for it.
            if worker is None or not worker.process.is_alive():
                if worker is not None:
                    self._stop(worker)
                worker = Worker(self._ctx, self.preload, self.nice)
                with self._lock:
                    self._workers.add(worker)
            job = self._next()
            if job is None:
                break

            def stopped(job: Job = job) -> bool:
                return job.cancelling or self._closed or self._abandoned(job)

            body: bytes | None = None
            error: tuple[int, Text] | None = None
            status = "done"
            current = worker
            try:
                answer, payload = current.call(job.func, (), job.kwargs, self.timeout, job.report, stopped)
                if answer == "retire":  # stopped midway by its soft deadline: its state may be half-changed
                    self._stop(current)
                    worker = None
                body = render(result_of(answer, payload))
            except PoolError as exc:  # cancelled, past the deadline, or the process died: it is stopped
                self._stop(current)
                worker = None
                status = "cancelled" if isinstance(exc, Cancelled) else "failed"
                error = (exc.status, exc.message)
            except GrundyError as exc:
                status, error = "failed", (http_status(exc), exc.message)
            with self._lock:
                self._finish(job, status, body, error)
        if worker is not None:
            self._stop(worker)

    def _stop(self, worker: Worker) -> None:
        worker.stop()
        with self._lock:
            self._workers.discard(worker)
