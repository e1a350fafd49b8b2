"""Who computes what: quick answers in a pool of their own, long computations as jobs.

Two kinds of requests, two sets of worker processes, so that a quick
question never waits behind a long one:

- **quick** (analysing a position, a computer move, checking a move, a
  random start, the list of games): computed in the quick pool
  (:class:`~grundy.web.worker.Pool`), each given ``quick`` seconds.  One that
  needs longer (a first Grundy value of a far row, which builds the row
  cache; a large search) is stopped there and becomes a job, so that the
  quick pool is free again at once;
- **long** (the P/N and Grundy maps of ``/api/board``, ``/api/outcomes``,
  the Beatty table): jobs from the start (:class:`~grundy.web.jobs.Jobs`).

A request waits for its answer up to ``wait`` seconds (less if it asks so
with ``Prefer: wait=N``, RFC 7240).  A job that has not finished by then is
answered 202 Accepted with the job's state (``Location`` names
``/api/jobs/{id}``, which the page polls); the job runs on, and the same
request asked again (or ``GET /api/jobs/{id}``) gets its answer once it is
there, without computing it again.
"""

from __future__ import annotations

import asyncio
import functools
import re
import time
from collections.abc import Callable, Mapping
from typing import Any

import anyio
from starlette.responses import JSONResponse, Response

from .jobs import Job, Jobs
from .worker import Pool, overran

__all__ = ["Answers", "preferred_wait"]

#: Seconds between two looks at a job a request waits for.
_LOOK_EVERY = 0.02

_PREFER_WAIT = re.compile(r"(?:^|[,;\s])wait\s*=\s*\"?(\d{1,6})\"?", re.IGNORECASE)


def preferred_wait(prefer: str | None, longest: float) -> float:
    """Seconds a request waits for its answer: ``longest``, or less if its ``Prefer`` header asks.

    >>> preferred_wait(None, 10), preferred_wait("wait=0", 10), preferred_wait("respond-async, wait=3", 10)
    (10, 0.0, 3.0)
    >>> preferred_wait("wait=100", 10), preferred_wait("handling=lenient", 10)
    (10, 10)
    """
    found = _PREFER_WAIT.search(prefer or "")
    return longest if found is None else min(float(found.group(1)), longest)


class Answers:
    """The two pools of a server, and how a request's answer is found in them.

    ``error`` turns a job's failure (HTTP status, message) into the response
    the endpoint gives (the app's JSON error).
    """

    def __init__(self, pool: Pool, jobs: Jobs, wait: float,
                 error: Callable[[int, Any], Response], threads: int = 32) -> None:
        self.pool, self.jobs, self.wait, self.error = pool, jobs, wait, error
        # Threads that wait for a quick worker; none is taken by a request waiting for a job.
        self._threads = anyio.CapacityLimiter(threads)

    async def quick(self, func: Callable[..., Any], kwargs: Mapping[str, Any], wait: float) -> Response:
        """The answer of the quick pool; a job's if the computation outgrows it (or has already)."""
        started = time.monotonic()
        job = self.jobs.find(func, kwargs)
        if job is None:
            try:
                result = await anyio.to_thread.run_sync(
                    functools.partial(self.pool.run, func, **kwargs), limiter=self._threads)
            except Exception as exc:
                if not overran(exc):
                    raise
                job = self.jobs.submit(func, kwargs)
            else:
                return JSONResponse(result)
        return await self.of(job, wait - (time.monotonic() - started))

    async def long(self, func: Callable[..., Any], kwargs: Mapping[str, Any], wait: float) -> Response:
        """The answer of a job (the one there is for this computation, or a new one)."""
        return await self.of(self.jobs.submit(func, kwargs), wait)

    async def of(self, job: Job, wait: float) -> Response:
        """The job's answer if it comes within ``wait`` seconds, else 202 and the job's state."""
        if await self.finished(job, wait):
            if job.body is not None:
                return Response(job.body, media_type="application/json")
            assert job.error is not None
            return self.error(*job.error)
        return self.state(job, 202)

    @staticmethod
    async def finished(job: Job, wait: float) -> bool:
        """Wait until the job has finished, at most ``wait`` seconds (no thread is held); whether it has."""
        end = time.monotonic() + wait
        while not job.finished and time.monotonic() < end:
            await asyncio.sleep(min(_LOOK_EVERY, max(end - time.monotonic(), 0)))
        return job.finished

    @staticmethod
    def state(job: Job, status: int = 200) -> Response:
        """The job's state as JSON (202: with where to ask about it)."""
        headers = {"location": job.url, "retry-after": "1"} if status == 202 else None
        return Response(job.to_json(), status_code=status, media_type="application/json", headers=headers)

