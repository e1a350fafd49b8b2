"""Stress testing: run a solution on many inputs, and shrink the first one it gets wrong.

:func:`stress` runs a shell command on the format's inputs (its hard cases
first, then random inputs of a growing number of cases), compares each
output with the exact answers as the judge does (:func:`grundy.judge.check.check`),
and at the first failure (a wrong answer, a run past the time limit, a
crash), or the smallest wrong answer among the few smaller inputs after it,
shrinks that input (:func:`shrink`) to a minimal one that still
fails: as few cases as the format allows, then as few numbers, each as
small as still fails.  Every candidate is kept within the statement
(:func:`grundy.judge.validate.validate`), so the input shown is one the
judge could have given.

Algorithm notes: shrinking is greedy, one step at a time, each step kept
only if the command still fails: (1) one case alone, with the input's
count line set to 1 (or else each case removed in turn); then, in up to
:data:`ROUNDS` rounds, (2) a long line, or the lines a count counts, cut to
their first 1, 2, ..., :data:`SMALL` (a yes/no answer that a few of many
numbers decide survives the removal of a half only half the time), blocks
of lines (halves, quarters, ...) removed
with a count above lowered as much, each line removed with a count line above it
lowered by one, (3) runs of numbers of a line (halves, quarters, ...) removed,
every number of a line halved at once while it still fails and then each bit
cleared in all of them at once (an XOR of zero stays zero, where lowering one
number breaks it), then each number (or two neighbours: a parity may need both
gone) removed, with a count before them lowered as much, (4) every number of a
line set to 0, 1 or 2 at once (none raised), (5) each number lowered: to the first of 0, 1, ...,
:data:`SMALL` that still fails, else by bisection towards the smallest
value that still fails (at most :data:`BISECTION_STEPS` steps a number).  The result is
1-minimal for these steps, not the global minimum; the command runs at
most :data:`MAX_RUNS` times (and for :data:`MAX_SECONDS`) while shrinking,
and at most :data:`CANDIDATES_PER_RUN` times as many candidates are checked
against the statement.

One topic: a stress run and the shrinking of what it finds, which is most
of the module (one function a step, each short).
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..errors import InputError
from ..messages import Text, catalogue
from .check import Verdict, check
from .format import JudgeFormat
from .generate import single_inputs, write_input_bytes

__all__ = ["BISECTION_STEPS", "CANDIDATES_PER_RUN", "MAX_RUNS", "MAX_SECONDS", "NEAREST_COUNTS", "ROUNDS",
           "SLOW_RUNS", "SMALL", "SMALLER_TRIES", "Failure", "Outcome", "Shrunk", "failure", "run_command", "shrink",
           "stress", "stress_inputs"]

#: The most runs of the command while shrinking one failing input (a wrong answer;
#: a run past the time limit or a crash is shrunk with at most SLOW_RUNS, each run being slow or rare).
MAX_RUNS, SLOW_RUNS = 1500, 40
#: The most seconds spent shrinking (the smallest failing input found by then is shown), and the
#: most rounds of the steps (each round runs them all again on what the last one left).
MAX_SECONDS, ROUNDS = 120.0, 3
#: After a wrong answer, how many of the next stress inputs are looked at for a smaller one that fails.
SMALLER_TRIES = 24
#: The most bisection steps that lower one number, after each value from 0 to SMALL is tried.
BISECTION_STEPS, SMALL = 48, 8
#: The most candidates checked against the statement while shrinking, per run allowed (most are not
#: valid inputs: a line removed from a graph leaves edges to nowhere).
CANDIDATES_PER_RUN = 8
#: How many of the nearest count lines above a line are lowered when the line is removed.
NEAREST_COUNTS = 3

MESSAGES = catalogue("judge.stress", {
    "tle": ("time limit exceeded: the run took more than {seconds:g} s", "超出时间限制：运行超过了 {seconds:g} 秒"),
    "re": ("runtime error: exit status {status}{stderr}", "运行错误：退出状态 {status}{stderr}"),
    "signal": ("runtime error: killed by signal {signal}{stderr}", "运行错误：被信号 {signal} 终止{stderr}"),
    "stderr": (" ({text})", "（{text}）"),
})


@dataclass(frozen=True)
class Outcome:
    """One run of the command: its output, and how it ended."""

    output: bytes
    status: int | None  # the exit status; None past the time limit
    stderr: bytes
    seconds: float


@dataclass(frozen=True)
class Failure:
    """A failing run: ``kind`` is ``"wrong"``, ``"tle"`` or ``"re"``; ``reason`` says it in one text."""

    kind: str
    input: bytes
    outcome: Outcome
    reason: Text
    verdict: Verdict | None = None


def run_command(command: str, data: bytes, time_limit: float) -> Outcome:
    """Run ``command`` through the shell with ``data`` on stdin, killed (its whole group) past ``time_limit``."""
    start = time.monotonic()
    with subprocess.Popen(command, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, start_new_session=True) as process:
        try:
            out, err = process.communicate(data, timeout=time_limit)
        except subprocess.TimeoutExpired:
            _kill(process)
            out, err = process.communicate()
            return Outcome(out, None, err, time.monotonic() - start)
        except BaseException:  # Ctrl-C: the command goes too
            _kill(process)
            raise
    return Outcome(out, process.returncode, err, time.monotonic() - start)


def _kill(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def failure(fmt: JudgeFormat, command: str, data: bytes, time_limit: float) -> Failure | None:
    """How ``command`` fails on ``data``, or None if its output is right."""
    outcome = run_command(command, data, time_limit)
    if outcome.status is None:
        return Failure("tle", data, outcome, MESSAGES("tle", seconds=time_limit))
    if outcome.status != 0:
        last = outcome.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        stderr = MESSAGES("stderr", text=last[0][:120]) if last[0] else ""
        if outcome.status < 0:
            return Failure("re", data, outcome, MESSAGES("signal", signal=-outcome.status, stderr=stderr))
        return Failure("re", data, outcome, MESSAGES("re", status=outcome.status, stderr=stderr))
    verdict = check(fmt, io.BytesIO(data), io.BytesIO(outcome.output))
    return None if verdict.right else Failure("wrong", data, outcome, verdict.report, verdict)


def stress_inputs(fmt: JudgeFormat, tests: int, seed: int) -> Iterator[bytes]:
    """The ``tests`` inputs of a stress run: the hard ones first, then random ones of a growing number of cases."""
    made = 0
    most = fmt.max_cases if fmt.max_cases is not None else 10**6
    if most == 1:
        yield from single_inputs(fmt, tests, seed, hard=True)
        return
    for j in range(min(3, tests)):  # the hard cases, mixed among others, with three seeds
        yield write_input_bytes(fmt, min(20, most), seed + j, hard=True)
        made += 1
    i = 0
    while made < tests:
        yield write_input_bytes(fmt, min(most, 1 + i // 8), seed * 7919 + 1000 + i, hard=False)
        made += 1
        i += 1


def stress(fmt: JudgeFormat, command: str, tests: int, seed: int, time_limit: float,
           report: Callable[[int, int], None] = lambda done, total: None) -> tuple[int, Failure | None]:
    """Run ``command`` on the stress inputs; the failing test's number and its failure (None if all passed).

    After a wrong answer, up to :data:`SMALLER_TRIES` of the next inputs that are
    smaller are run too, and the smallest that fails is kept: the hard inputs come
    first and are large, and shrinking starts best from a small failing input.
    """
    done = extra = 0
    kept: tuple[int, Failure] | None = None
    for data in stress_inputs(fmt, tests, seed):
        if kept is not None:
            extra += 1
            if extra > SMALLER_TRIES or kept[1].kind != "wrong":
                break
            if len(data) >= len(kept[1].input):
                continue
        found = failure(fmt, command, data, time_limit)
        done += 1
        report(done, tests)
        if found is not None and (kept is None or len(found.input) < len(kept[1].input)):
            kept = done, found
    return (done, None) if kept is None else kept


# ---------------------------------------------------------------- shrinking
Lines = list[list[bytes]]  # an input's lines, each its tokens


def _render(lines: Lines) -> bytes:
    return b"".join(b" ".join(tokens) + b"\n" for tokens in lines)


def _parse(data: bytes) -> Lines:
    return [line.split() for line in data.split(b"\n")[:-1]] if data.endswith(b"\n") else \
        [line.split() for line in data.split(b"\n")]


class _Shrinker:
    # Candidates tried within the statement, each kept if the command still fails on it.
    def __init__(self, fmt: JudgeFormat, fails: Callable[[bytes], Failure | None], kind: str,
                 max_seconds: float | None, max_runs: int | None) -> None:
        from .validate import validates

        self.fmt = fmt
        self.fails = fails
        self.kind = kind
        self.runs = 0
        self.tried = 0  # candidates checked against the statement, each costing about as much as reading it
        self.checked = validates(fmt.name)
        self.best: tuple[Failure, Lines] | None = None  # the smallest failing input so far
        self.start = time.monotonic()
        self.max_seconds = max_seconds
        self.max_runs = (MAX_RUNS if kind == "wrong" else SLOW_RUNS) if max_runs is None else max_runs

    def valid(self, data: bytes) -> bool:
        from .validate import ValidationError, validate

        if self.checked:
            try:
                validate(self.fmt.name, data)
            except ValidationError:
                return False
            return True
        try:
            self.fmt.solve(io.BytesIO(data), io.BytesIO())
        except InputError:
            return False
        return True

    def spent(self) -> bool:
        # True once the runs or the time for shrinking are used up.
        return self.runs >= self.max_runs or self.tried >= CANDIDATES_PER_RUN * self.max_runs or \
            (self.max_seconds is not None and time.monotonic() - self.start > self.max_seconds)

    def still(self, lines: Lines) -> Failure | None:
        # The failure on this candidate, if it is valid and fails the same way.
        if self.spent():
            return None
        data = _render(lines)
        self.tried += 1
        if not self.valid(data):
            return None
        self.runs += 1
        found = self.fails(data)
        if found is None or found.kind != self.kind:
            return None
        self.best = found, lines
        return found


@dataclass(frozen=True)
class Shrunk:
    """What :func:`shrink` found: the smallest failure, the runs it took, and whether Ctrl-C stopped it."""

    failure: Failure
    runs: int
    interrupted: bool = False


def shrink(fmt: JudgeFormat, found: Failure, fails: Callable[[bytes], Failure | None],
           max_seconds: float | None = MAX_SECONDS, max_runs: int | None = None) -> Shrunk:
    """A minimal input on which the command fails as in ``found`` (see the Algorithm notes).

    Ctrl-C stops the shrinking and keeps the smallest failing input found so far;
    so do the runs (``max_runs``, by default :data:`MAX_RUNS` for a wrong answer and
    :data:`SLOW_RUNS` for a crash or a time limit) and the seconds (``max_seconds``,
    None for no limit) running out.
    With no time limit the result depends only on the command's answers, not on
    the machine's speed.
    """
    s = _Shrinker(fmt, fails, found.kind, max_seconds, max_runs)
    best, lines = found, _parse(found.input)
    try:
        if fmt.max_cases != 1:
            best, lines = _fewer_cases(s, best, lines)
        for _ in range(ROUNDS):
            before = lines
            for step in (_short_prefixes, _fewer_blocks, _fewer_lines, _fewer_runs, _halved_lines, _fewer_numbers,
                         _uniform_lines, _smaller_numbers):
                best, lines = step(s, best, lines)
            if lines == before or s.spent():
                break
    except KeyboardInterrupt:
        return Shrunk(s.best[0] if s.best is not None else found, s.runs, True)
    return Shrunk(best, s.runs)


def _case_spans(fmt: JudgeFormat, data: bytes) -> list[tuple[int, int]]:
    # Each case's first and last line, from 0.
    try:
        return [(c.line - 1, (c.end or c.line) - 1) for c in fmt.cases(io.BytesIO(data))]
    except (InputError, NotImplementedError):
        return []


def _fewer_cases(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    spans = _case_spans(s.fmt, _render(lines))
    if len(spans) < 2:
        return best, lines
    head, tail = lines[:spans[0][0]], lines[spans[-1][1] + 1:]
    for first, last in spans:  # one case alone
        candidate = _counted(head, 1, len(spans)) + lines[first:last + 1] + tail
        found = s.still(candidate)
        if found is not None:
            return found, candidate
    k = len(spans) - 1
    while k >= 0 and len(spans) > 1:  # else each case removed in turn, from the last
        first, last = spans[k]
        candidate = _counted(lines[:spans[0][0]], len(spans) - 1, len(spans)) + lines[spans[0][0]:first] + \
            lines[last + 1:]
        found = s.still(candidate)
        if found is not None:
            best, lines = found, candidate
            spans = _case_spans(s.fmt, _render(lines))
        k = min(k - 1, len(spans) - 1)
    return best, lines


def _counted(head: Lines, count: int, cases: int) -> Lines:
    # The lines before the first case, with their count of cases set to `count` when they are that count.
    return [[str(count).encode()]] if head == [[str(cases).encode()]] else head


def _fewer_blocks(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Blocks of lines (halves, quarters, ... of the input) removed, with a count lowered by the block's
    # size: the first number of one of the three lines above, of the first line of the case, or of line 1.
    size = len(lines) // 2
    while size >= 2 and not s.spent():
        start = len(lines) - size
        while start >= 1 and not s.spent():
            starts = [first for first, _last in _case_spans(s.fmt, _render(lines)) if first < start]
            spots = [k for k in range(start - 1, max(start - 4, -1), -1)] + starts[-1:] + [0]
            for k in dict.fromkeys(spots):
                if not lines[k] or not lines[k][0].isdigit() or int(lines[k][0]) < size:
                    continue
                candidate = [list(tokens) for tokens in lines]
                candidate[k][0] = str(int(candidate[k][0]) - size).encode()
                del candidate[start : start + size]
                found = s.still(candidate)
                if found is not None:
                    best, lines = found, candidate
                    break
            start = min(start - size, len(lines) - size)
        size //= 2
    return best, lines


def _fewer_lines(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Each line removed with a count above it (a line of one number, one of the NEAREST_COUNTS nearest)
    # lowered by 1.
    i = len(lines) - 1
    while i > 0 and not s.spent():
        counts = [above for above in range(i - 1, -1, -1)
                  if len(lines[above]) == 1 and lines[above][0].isdigit() and int(lines[above][0]) >= 1]
        for above in counts[:NEAREST_COUNTS]:
            candidate = [list(tokens) for tokens in lines]
            candidate[above][0] = str(int(candidate[above][0]) - 1).encode()
            del candidate[i]
            found = s.still(candidate)
            if found is not None:
                best, lines = found, candidate
                break
        i = min(i - 1, len(lines) - 1)
    return best, lines


def _uniform_lines(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Every number of a line (or all but its first, a count) set to one small value at once, none raised.
    for i in range(len(lines)):
        if len(lines[i]) < 2 or s.spent():
            continue
        for start in (0, 1):
            for value in (b"0", b"1", b"2"):
                tail = lines[i][start:]
                if not all(t.isdigit() and int(t) >= int(value) for t in tail) or all(t == value for t in tail):
                    continue  # a number raised is no step towards the smallest input
                candidate = [list(tokens) for tokens in lines]
                candidate[i][start:] = [value] * len(tail)
                found = s.still(candidate)
                if found is not None:
                    best, lines = found, candidate
                    break
            else:
                continue
            break
    return best, lines


def _halved_lines(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Every number of a line (or all but its first, a count) halved at once, again and again while the
    # command still fails; then each bit cleared in all of them at once, from the highest.  Both keep the
    # XOR of the numbers zero when it was (a column of bits keeps its parity), and the winning piles those
    # with its top bit, where lowering one number at a time breaks them: Nim's five piles of thousands
    # whose XOR is 0 become a few small ones.
    for i in range(len(lines)):
        for start in (0, 1):
            while not s.spent():
                tail = lines[i][start:]
                if len(tail) < 2 or not all(t.isdigit() for t in tail) or all(int(t) < 2 for t in tail):
                    break
                candidate = [list(tokens) for tokens in lines]
                candidate[i][start:] = [str(int(t) >> 1).encode() for t in tail]
                found = s.still(candidate)
                if found is None:
                    break
                best, lines = found, candidate
            tail = lines[i][start:]
            if len(tail) < 2 or not all(t.isdigit() for t in tail):
                continue
            for bit in reversed(range(max(int(t) for t in tail).bit_length())):
                if s.spent():
                    return best, lines
                if not any(int(t) >> bit & 1 for t in lines[i][start:]):
                    continue
                candidate = [list(tokens) for tokens in lines]
                candidate[i][start:] = [str(int(t) & ~(1 << bit)).encode() for t in lines[i][start:]]
                found = s.still(candidate)
                if found is not None:
                    best, lines = found, candidate
    return best, lines


def _short_prefixes(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # A long line cut to its first k numbers, or the lines counted by a count line (one number, or the
    # first number of one of the first lines) cut to their first k, for k = 1, 2, ..., SMALL, the count
    # lowered to match.  A wrong answer that needs only a few of many numbers is a yes/no that removing
    # halves keeps only half the time; a short prefix finds it in a few runs.
    i = 0
    while i < len(lines) and not s.spent():
        line, kept = lines[i], None
        if len(line) > SMALL + 1:
            for k in range(1, SMALL + 1):
                cut = len(line) - k
                for count in [None, *_counts_before(lines, i, k, cut)]:
                    candidate = [list(tokens) for tokens in lines]
                    del candidate[i][k:]
                    if count is not None:
                        ci, cj = count
                        candidate[ci][cj] = str(int(candidate[ci][cj]) - cut).encode()
                    kept = s.still(candidate) and candidate
                    if kept:
                        break
                if kept:
                    break
        if not kept and line and line[0].isdigit() and (len(line) == 1 or i < 3):
            counted = int(line[0])
            for k in range(1, min(SMALL + 1, counted)):
                if i + counted >= len(lines):
                    break
                candidate = [list(tokens) for tokens in lines[: i + 1 + k]] + lines[i + 1 + counted :]
                candidate[i][0] = str(k).encode()
                kept = s.still(candidate) and candidate
                if kept:
                    break
        if kept:
            best, lines = s.best[0] if s.best else best, kept
        i += 1
    return best, lines


def _fewer_runs(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Runs of neighbouring numbers of a long line (halves, quarters, ... of it) removed, alone or with a
    # count before them (on its line or the two lines above) lowered as much.
    for i in range(len(lines)):
        size = len(lines[i]) // 2
        while size >= 2 and not s.spent():
            start = len(lines[i]) - size
            while start >= 0 and not s.spent():
                for count in [None, *_counts_before(lines, i, start, size)]:
                    candidate = [list(tokens) for tokens in lines]
                    del candidate[i][start : start + size]
                    if count is not None:
                        ci, cj = count
                        candidate[ci][cj] = str(int(candidate[ci][cj]) - size).encode()
                    found = s.still(candidate)
                    if found is not None:
                        best, lines = found, candidate
                        break
                start = min(start - size, len(lines[i]) - size)
            size = min(size // 2, len(lines[i]) // 2)
    return best, lines


def _fewer_numbers(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    # Each number removed, or it and the one before it (a parity may need both gone), alone or with a count
    # before them (on its line or the two lines above) lowered as much.
    i = 0
    while i < len(lines) and not s.spent():
        j = len(lines[i]) - 1
        while j >= 0 and not s.spent():
            kept = None
            for width in (1, 2):
                if width > j + 1:
                    break
                for count in [None, *_counts_before(lines, i, j - width + 1, width)]:
                    candidate = [list(tokens) for tokens in lines]
                    del candidate[i][j - width + 1 : j + 1]
                    if count is not None:
                        ci, cj = count
                        candidate[ci][cj] = str(int(candidate[ci][cj]) - width).encode()
                    if not candidate[i]:
                        del candidate[i]
                    found = s.still(candidate)
                    if found is not None:
                        kept = found, candidate
                        break
                if kept is not None:
                    break
            if kept is not None:
                best, lines = kept
                j = min(j, len(lines[i]) - 1) if i < len(lines) else -1
            else:
                j -= 1
        i += 1
    return best, lines


def _counts_before(lines: Lines, i: int, j: int, least: int = 1) -> list[tuple[int, int]]:
    # The positions of the numbers that may count the one at (i, j): the first of its line, and those of the
    # two lines above (nearest first), when they are at least `least`.
    spots = [(i, 0)] if j > 0 else []
    for above in (i - 1, i - 2):
        if above >= 0:
            spots += [(above, k) for k in range(len(lines[above]))]
    return [(a, b) for a, b in spots if lines[a][b].isdigit() and int(lines[a][b]) >= least]


def _smaller_numbers(s: _Shrinker, best: Failure, lines: Lines) -> tuple[Failure, Lines]:
    for i in range(len(lines)):
        for j in range(len(lines[i])):
            if s.spent():
                return best, lines
            best, lines = _lower(s, best, lines, i, j)
    return best, lines


def _lower(s: _Shrinker, best: Failure, lines: Lines, i: int, j: int) -> tuple[Failure, Lines]:
    # The number at (i, j) lowered as far as the command still fails: to one of 0..SMALL, else by bisection.
    def at(value: int) -> Lines:
        candidate = [list(tokens) for tokens in lines]
        candidate[i][j] = str(value).encode()
        return candidate

    if not lines[i][j].isdigit():
        return best, lines
    high = int(lines[i][j])
    for small in range(SMALL + 1):
        if small >= high:
            break
        found = s.still(at(small))
        if found is not None:
            return found, at(small)
    low = min(SMALL, high)  # no value up to low fails (or keeps the statement)
    for _ in range(BISECTION_STEPS):
        if high - low <= 1:
            break
        mid = (low + high) // 2
        found = s.still(at(mid))
        if found is not None:
            best, lines, high = found, at(mid), mid
        else:
            low = mid
    return best, lines
