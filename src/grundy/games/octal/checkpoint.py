"""Checkpoints of a long run of one code: the values and the kernel's state, saved as the run goes.

A :class:`Checkpoint` is handed to :func:`grundy.games.octal.kernel.compute_kernel`,
which asks it to :meth:`~Checkpoint.restore` a saved state before the first
chunk and to :meth:`~Checkpoint.save` the state after each chunk (at most
every :data:`EVERY` seconds), and tells it when the run is complete.  The
same command run again after Ctrl-C, a crash or a reboot goes on from the
last checkpoint.

The file is a numpy ``.npz`` archive: ``values`` (G(0), ..., G(n - 1) in the
kernel's type), ``state`` (the integers below) and ``run`` (the code, the
bound and the method, as JSON: a checkpoint of another run is refused).  It
is written beside the target and renamed over it (``os.replace``, atomic on
POSIX and Windows), so a crash while saving leaves the previous checkpoint.

Algorithm notes (why a resumed run is identical to an uninterrupted one):
the kernel's state at the end of a chunk is G(0..n-1), the value type, S
(the values' power-of-2 bound), the mask and the kind of sparse space, the
heap at which the mask is next chosen, the heap at which the period is next
looked for, and the counters of heaps by method.  Everything else is
rebuilt from those: the rare heaps are exactly the heaps a in [1, n) whose
value is rare under the mask (each is appended as it is computed, and the
list is rebuilt whenever the mask changes); the stamps are compared with
the current heap only, and every stamp left by an earlier heap is below it,
as -1 is.  Chunks end where the uninterrupted run's end (they depend on n,
the bound and the next mask heap alone), so the same masks are chosen and
the same period checks are made at the same heaps.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import numpy as np

from ...errors import InputError, os_reason
from ...messages import catalogue

__all__ = ["EVERY", "Checkpoint", "keeper_of"]

MESSAGES = catalogue("octal.checkpoint", {
    "other_run": ("{path} is the checkpoint of {theirs}, not of {ours}: give another file, or delete it to start again",
                  "{path} 是 {theirs} 的检查点，不是 {ours} 的：请换一个文件，或删除它重新开始"),
    "unreadable": ("cannot read the checkpoint {path}: {reason}", "无法读取检查点 {path}：{reason}"),
    "unwritable": ("cannot write the checkpoint {path}: {reason}", "无法写入检查点 {path}：{reason}"),
    "no_kernel": ("{path}: a checkpointed run needs the compiled kernel: pip install 'grundy[fast]'",
                  "{path}：带检查点的计算需要编译内核：请运行 pip install 'grundy[fast]'"),
    "run": ("{code} to {heaps:,} {heaps:~heap|heaps} ({method})", "{code}，到 {heaps:,} 个堆（{method}）"),
})

#: Seconds between two checkpoints (at the end of a chunk: chunks take about 1/8 of the time so far).
EVERY = 60.0

# The order of the integers in ``state``.
_FIELDS = ("n", "size", "mask", "domain", "next_mask", "next_check", "heaps_full", "heaps_sparse", "largest",
           "done", "preperiod", "period", "forced_full", "saltus")


class Checkpoint:
    """The checkpoint file ``path`` of the run of ``rules`` to ``limit`` heaps by ``method``."""

    def __init__(self, path: str | os.PathLike[str], rules: Any, limit: int, method: str) -> None:
        self.path = Path(path)
        self.run = {"code": rules.name, "heaps": limit, "method": method}
        self._last = time.monotonic()
        #: The proved period (preperiod, period), or (preperiod, period, saltus) for an arithmetic one, of a
        #: run the checkpoint holds complete, else None.
        self.period: tuple[int, ...] | None = None
        self.complete = False

    def restore(self, run: Any) -> int:
        """Put the saved state into the kernel's ``run``; the heap of the next period check (0 if none saved)."""
        from . import compiled as kernel

        if not self.path.exists():
            return 0
        try:
            with np.load(self.path, allow_pickle=False) as archive:
                saved = json.loads(str(archive["run"]))
                values = archive["values"]
                state = dict(zip(_FIELDS, (int(x) for x in archive["state"])))
        except (OSError, ValueError, KeyError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) and exc.errno else str(exc) or type(exc).__name__
            raise InputError(MESSAGES("unreadable", path=str(self.path), reason=reason)) from None
        if saved != self.run:
            raise InputError(MESSAGES("other_run", path=str(self.path), theirs=MESSAGES("run", **saved),
                                      ours=MESSAGES("run", **self.run)))
        n = state["n"]
        if values.dtype != run.g.dtype:
            run.g = run.store.allocate(len(run.g), values.dtype)
            run.top = run.store.top(values.dtype)
        run.g[:n] = values
        run.n = n
        run.size = state["size"]
        run.stamp = np.full(2 * run.size + 1, -1, dtype=np.int64)
        run.mask, run.domain = state["mask"], state["domain"]
        run.israre = kernel.israre_table(run.mask, len(run.stamp))
        run.next_mask = state["next_mask"]
        run.forced_full = bool(state["forced_full"])  # the method the run had chosen by measurement
        run.state[kernel.NFULL] = state["heaps_full"]
        run.state[kernel.NSPARSE] = state["heaps_sparse"]
        run.state[kernel.MAXV] = state["largest"]
        run._rebuild_rare()
        if state["done"]:
            self.complete = True
            saltus = state.get("saltus", 0)  # checkpoints written before arithmetic periods have no saltus
            self.period = None if not state["period"] else (
                (state["preperiod"], state["period"], saltus) if saltus else (state["preperiod"], state["period"]))
        return state["next_check"]

    def save(self, run: Any, next_check: int, *, period: tuple[int, ...] | None = None, done: bool = False) -> None:
        """Save ``run``'s state if :data:`EVERY` seconds have passed since the last save (always when ``done``)."""
        from . import compiled as kernel

        now = time.monotonic()
        if not done and now - self._last < EVERY:
            return
        preperiod, length, saltus = (*period, 0)[:3] if period else (0, 0, 0)
        state = {"n": run.n, "size": run.size, "mask": run.mask, "domain": run.domain, "next_mask": run.next_mask,
                 "next_check": next_check, "heaps_full": int(run.state[kernel.NFULL]),
                 "heaps_sparse": int(run.state[kernel.NSPARSE]), "largest": int(run.state[kernel.MAXV]),
                 "done": int(done), "preperiod": preperiod, "period": length,
                 "forced_full": int(run.forced_full), "saltus": saltus}
        partial = self.path.with_name(self.path.name + ".partial")
        try:
            with partial.open("wb") as handle:
                np.savez(handle, values=run.g[: run.n], run=np.array(json.dumps(self.run)),
                         state=np.array([state[f] for f in _FIELDS], dtype=np.int64))
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(partial, self.path)
        except OSError as exc:
            raise InputError(MESSAGES("unwritable", path=str(self.path), reason=os_reason(exc))) from None
        self._last = time.monotonic()


def keeper_of(path: str | os.PathLike[str], rules: Any, limit: int, method: str) -> Checkpoint:
    """The :class:`Checkpoint` of a run, refusing where the compiled kernel (numba) is not installed."""
    from ...kernels import available

    if not available():
        raise InputError(MESSAGES("no_kernel", path=str(path)))
    return Checkpoint(path, rules, limit, method)
