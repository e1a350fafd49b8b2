"""The options of ``grundy octal`` for work beyond one core and one sitting: a cluster, a checkpoint.

``--survey CODES --workers K`` runs the survey on a local Dask cluster of K
processes, ``--scheduler ADDRESS`` on a running one (see docs/cluster.md);
the rows, the table, ``-o``, ``--resume`` and Ctrl-C are those of the serial
survey, the rows arriving in the order they finish (the file is left in the
survey's order at the end).  ``--checkpoint FILE`` makes a long run of one
code survive Ctrl-C or a crash: the same command goes on from the last
checkpoint; ``--memory SIZE`` keeps the values beyond SIZE bytes in a
memory-mapped file.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..messages import catalogue
from ..validation import parse_count
from .parser import ArgumentParser

__all__ = ["add_arguments", "checkpoint_options", "memory_budget", "on_cluster", "survey", "wanted"]

MESSAGES = catalogue("cli.octal_cluster", {
    "workers": ("survey on a local Dask cluster of K processes, one task per code (needs grundy[cluster])",
                "在 K 个进程的本地 'Dask' 集群上调查，每个代码一个任务（需要 'grundy[cluster]'）"),
    "scheduler": ("survey on the running Dask cluster whose scheduler is at ADDRESS, e.g. tcp://10.0.0.5:8786",
                  "在调度器位于 ADDRESS 的 'Dask' 集群上调查，例如 'tcp://10.0.0.5:8786'"),
    "checkpoint": ("save the values and the computation's state in FILE as it goes; the same command after "
                   "Ctrl-C or a crash goes on from there",
                   "计算时把 SG 值和计算状态保存到 FILE；中断或崩溃后再运行同一命令即从那里继续"),
    "needs_survey": ("--workers and --scheduler go with --survey CODES", "--workers 和 --scheduler 要与 --survey CODES 一起用"),
    "both": ("give --workers or --scheduler, not both", "--workers 和 --scheduler 只能给一个"),
    "no_workers": ("--workers: give at least 1", "--workers：至少为 1"),
    "memory": ("keep the values beyond SIZE bytes (e.g. 4G; K, M, G, T are powers of 1024) in a memory-mapped "
               "file, in the narrowest type that holds them (default: half the machine's memory)",
               "超过 SIZE 字节（例如 4G；K、M、G、T 为 1024 的幂）的 SG 值放在内存映射文件中，用能容纳它们的最窄类型"
               "（默认：本机内存的一半）"),
    "bad_memory": ("--memory: {value} is not a size such as 512M or 4G", "--memory：{value} 不是 512M 或 4G 这样的大小"),
    "left": ("about {seconds:,.0f} s left", "约剩 {seconds:,.0f} 秒"),
    "label": ("survey on {workers} workers", "在 {workers} 个工作进程上调查"),
    "survey_checkpoint": ("--checkpoint is for one code's sequence; a survey resumes with --resume FILE",
                          "--checkpoint 用于单个代码的序列；调查请用 --resume FILE 继续"),
})


def add_arguments(parser: ArgumentParser, survey: bool) -> None:
    """--checkpoint and --memory; --workers and --scheduler too for a command with a survey."""
    say = parser.text
    if survey:
        parser.add_argument("--workers", default=None, metavar="K", help=say(MESSAGES("workers")))
        parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help=say(MESSAGES("scheduler")))
    parser.add_argument("--checkpoint", default=None, metavar="FILE", help=say(MESSAGES("checkpoint")))
    parser.add_argument("--memory", default=None, metavar="SIZE", help=say(MESSAGES("memory")))


def wanted(ns: Any) -> bool:
    """Whether the command asks for a cluster (refusing the options where they have no meaning)."""
    checkpoint = getattr(ns, "checkpoint", None)  # (grundy quotient has no --checkpoint)
    if ns.workers is None and ns.scheduler is None:
        if ns.survey is not None and checkpoint is not None:
            raise InputError(MESSAGES("survey_checkpoint"))
        return False
    if ns.survey is None:
        raise InputError(MESSAGES("needs_survey"))
    if ns.workers is not None and ns.scheduler is not None:
        raise InputError(MESSAGES("both"))
    if checkpoint is not None:
        raise InputError(MESSAGES("survey_checkpoint"))
    return True


def checkpoint_options(ns: Any) -> dict[str, Any]:
    """The keyword arguments a sequence's computation takes for ``--checkpoint`` and ``--memory``."""
    options: dict[str, Any] = {"memory": memory_budget(ns.memory)}
    if ns.checkpoint is not None:
        options["checkpoint"] = ns.checkpoint
    return options


#: The multipliers of --memory's suffixes.
_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}


def memory_budget(text: str | None) -> int | None:
    """The bytes of ``--memory SIZE``; without it, half the machine's memory (None where unknown).

    >>> memory_budget("512M"), memory_budget("4g"), memory_budget("1000")
    (536870912, 4294967296, 1000)
    """
    if text is None:
        try:
            return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // 2
        except (AttributeError, ValueError, OSError):
            return None
    body = text.strip().upper().removesuffix("B")
    unit = body[-1:] if body[-1:] in _UNITS else ""
    digits = body[: len(body) - len(unit)]
    if not digits.isascii() or not digits.isdigit():
        raise InputError(MESSAGES("bad_memory", value=repr(text)))
    return int(digits) * _UNITS[unit]


def survey(ns: Any, lang: str) -> int:
    """``grundy octal --survey CODES`` on a Dask cluster."""
    from ..games.octal.data import FIELDS, codes
    from .octal import MESSAGES as OCTAL
    from .octal import _bound, _line, _table_row

    def interrupted(done: int, total: int, path: str | None) -> Any:
        return (OCTAL("survey_interrupted", done=done, total=total, path=path) if path else
                OCTAL("survey_interrupted_nofile", done=done, total=total))

    return on_cluster(ns, lang, todo=codes(ns.survey), bound=_bound(ns), fields=FIELDS,
                      header=_line(OCTAL("columns").render(lang).split("|")),
                      table_row=lambda row: _table_row(row, lang), method=ns.method, interrupted=interrupted)


def on_cluster(ns: Any, lang: str, *, todo: list[str], bound: int, fields: Sequence[str], header: str,
               table_row: Callable[[dict[str, Any]], str], interrupted: Callable[[int, int, str | None], Any],
               method: str = "auto", task: Callable[[str, int, str], dict[str, Any]] | None = None) -> int:
    """A survey of ``todo`` on the cluster ``--workers K`` or ``--scheduler ADDRESS`` names: the rows of
    ``--resume FILE`` kept, each new row written to the file (``-o`` or the resumed one) and shown as it
    comes in, Ctrl-C keeping what came (exit 130), the file left in the survey's order at the end.

    ``task(code, bound, method)`` is the row a worker computes (an octal code's, by default); ``fields``
    the file's columns, ``table_row`` a row on screen, ``interrupted(done, total, path)`` the message
    after Ctrl-C.  Shared by the surveys of ``grundy octal`` and ``grundy quotient``.
    """
    from ..games.octal import cluster
    from ..games.octal.data import read_rows, write_rows
    from ..progress import terminal_progress

    workers = None
    if ns.workers is not None:
        workers = parse_count(ns.workers, "--workers")
        if workers < 1:
            raise InputError(MESSAGES("no_workers"))
    path = ns.resume or ns.output
    rows = read_rows(ns.resume, fields) if ns.resume else []
    done = {str(r["code"]) for r in rows}
    pending = [code for code in todo if code not in done]
    with cluster.connect(workers, ns.scheduler) as client:
        if path and not ns.resume:
            write_rows(path, [], fields=fields)
        elif path and path.endswith(".csv"):
            write_rows(path, rows, fields=fields)  # in today's columns (a survey written before the saltus column has none)
        if not ns.json:
            print(header)
            for row in rows:
                print(table_row(row))
        count = workers or len(client.scheduler_info().get("workers", ())) or 1
        line = terminal_progress(MESSAGES("label", workers=count).render(lang))

        def on_row(row: dict[str, Any]) -> None:
            rows.append(row)
            done.add(str(row["code"]))
            if path:
                json_file = path.endswith(".json")
                write_rows(path, rows if json_file else [row], append=not json_file, fields=fields)
            if not ns.json:
                if line is not None:
                    line.close()
                print(table_row(row), flush=True)

        def progress(finished: int, total: int, seconds: float) -> None:
            if line is not None:
                left = cluster.remaining(total, finished, seconds)
                note = "" if left is None else MESSAGES("left", seconds=left).render(lang)
                line.update(finished, total, " codes", note)

        try:
            cluster.survey(pending, bound, on_row=on_row, method=method, client=client, progress=progress,
                           task=task)
        except KeyboardInterrupt:
            if line is not None:
                line.close()
            print(interrupted(len([c for c in todo if c in done]), len(todo), path).render(lang), file=sys.stderr)
            return 130
        finally:
            if line is not None:
                line.close()
    order = {code: i for i, code in enumerate(todo)}
    rows.sort(key=lambda r: order.get(str(r["code"]), -1))  # stable: rows of other codes stay first
    if path:
        _replace(path, rows, write_rows, fields)
    if ns.json:
        print(json.dumps(rows))
    return 0


def _replace(path: str, rows: list[dict[str, Any]], write_rows: Any, fields: Sequence[str]) -> None:
    # Written beside, then renamed over: the file holds every row at each moment.
    target = Path(path)
    partial = target.with_name(target.stem + ".partial" + target.suffix)
    write_rows(partial, rows, fields=fields)
    os.replace(partial, target)
