"""The proof that each row of Wythoff's Grundy function is additively periodic, compiled.

:func:`prove_rows` computes rows 0..X of G column by column with the
compiled strip (:mod:`grundy.games.wythoff.compiled`) until the relative values of
every row repeat over 3X + 1 consecutive columns, which proves the rows
periodic for ever (below); then it reads off each row's least period and
preperiod.  It gives the same data as :func:`grundy.games.wythoff.periodicity.prove_row_periods`
(the numpy path, used when numba is not installed), much faster.

>>> proof = prove_rows(4)
>>> [(r["row"], r["preperiod"], r["period"]) for r in proof["rows"]]
[(0, 0, 1), (1, 0, 3), (2, 0, 3), (3, 8, 6)]

Algorithm notes.  Write h(i, y) = G(i, y) - y.  By the bounds
y - 2i <= G(i, y) <= y + i (x <= y; :mod:`grundy.games.wythoff.tables`), every value
below y + 1 - 2i already occurs in row i before column y + 1, and a value
of row i at a column y' < y - 3i is below y - 2i.  So the state S(y) of
:mod:`grundy.games.wythoff.periodicity` (each row's mex and values above it, and the
last X values, all relative to y) is a function of h(i, y - j) - j for
i <= X, 0 <= j <= 3X.  Column y + 1 is a translation-invariant function
of S(y) (Landman 2002).  Hence if h(i, y + P) = h(i, y) for every i <= X
and every y in [Y, Y + 3X], then S(Y + 3X + P) = S(Y + 3X) relative to
their columns, and h(i, y + P) = h(i, y) for every y >= Y and i <= X.
A row's least period divides P, and is read off one period of columns
from Y; its least preperiod is the last column before which the row
differs from itself one least period on, plus one.

References: A. Dress, A. Flammenkamp and N. Pink, "Additive periodicity
of the Sprague-Grundy function of certain Nim games", Adv. Appl. Math. 22
(1999) 249-270; H. A. Landman, "A simple FSM-based proof of the additive
periodicity of the Sprague-Grundy function of Wythoff's game", in More
Games of No Chance, MSRI Publ. 42 (2002) 383-386.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable
from typing import Any

import numpy as np

__all__ = ["common_period", "prefix_digest", "proof_data", "prove_rows", "read_rows", "tail_period"]

ProgressFn = Callable[[int, int], None]

#: Columns computed before the first look for a repetition (then a quarter more each time).
_FIRST = 1 << 14


def prefix_digest(values: np.ndarray) -> str:
    """SHA-256 of the int16 little-endian values (the digest grundy ships per row)."""
    return hashlib.sha256(np.ascontiguousarray(values, dtype="<i2").tobytes()).hexdigest()


def tail_period(h: np.ndarray, limit: int) -> int | None:
    """The least p <= limit with h[t + p] == h[t] over the last half of h (a guess, verified later)."""
    tail = h[h.size // 2 :]
    limit = min(limit, tail.size // 2)
    probe = min(64, tail.size - limit)
    if limit < 1 or probe < 1:
        return None
    windows = np.lib.stride_tricks.sliding_window_view(tail[-(limit + probe) :], probe)
    matches = (windows == tail[-probe:]).all(1)  # window j starts p = limit - j earlier
    for p in sorted(limit - int(j) for j in np.flatnonzero(matches[:-1])):
        if np.array_equal(tail[p:], tail[:-p]):
            return p
    return None


def common_period(strip: np.ndarray) -> int | None:
    """The lcm of every row's :func:`tail_period` (at most a quarter of the strip), or None."""
    shift = 1
    for i in range(strip.shape[0]):
        p = tail_period(strip[i], strip.shape[1] // 4)
        if p is None:
            return None
        shift = math.lcm(shift, p)
    return shift


def _repetition(strip: np.ndarray) -> tuple[int, int] | None:
    """(Y, P): h(i, y + P) = h(i, y) for all rows and Y <= y < length - P, with room to read
    every row's period (length >= Y + 3X + 2P + 1); or None."""
    from .compiled import first_difference

    rows, length = strip.shape
    top = rows - 1
    shift = common_period(strip)
    if shift is None or shift >= length // 2:
        return None
    start = first_difference(strip, 0, length - shift, shift) + 1
    if start + 3 * top + 2 * shift + 1 > length:
        return None
    return start, shift


def read_rows(strip: np.ndarray, start: int, shift: int) -> list[dict[str, Any]]:
    """Each row's least period and preperiod, given that the strip is shift-periodic from start."""
    rows = []
    for i in range(strip.shape[0]):
        h = strip[i]
        window = h[start : start + shift]
        period = next(p for p in _divisors(shift) if np.array_equal(h[start + p : start + shift + p], window))
        differ = np.flatnonzero(h[:start] != h[period : start + period])
        preperiod = int(differ[-1]) + 1 if differ.size else 0
        rows.append({"row": i, "preperiod": preperiod, "period": period,
                     "sha256": prefix_digest(h[: preperiod + period])})
    return rows


def _divisors(n: int) -> list[int]:
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def proof_data(rows: list[dict[str, Any]], y0: int, shift: int, columns: int, statement: str) -> dict[str, Any]:
    """The data grundy ships, from the rows read off a proof (see :func:`prove_rows`)."""
    all_digest = hashlib.sha256("".join(r["sha256"] for r in rows).encode()).hexdigest()
    return {
        "description": "Least preperiod and period of each row x of Wythoff's Grundy function: "
        "G(x, y + period) = G(x, y) + period for y >= preperiod; sha256 of the int16 "
        "little-endian values G(x, y) - y for y < preperiod + period.",
        "proof": {"rows": len(rows) - 1, "state_column": y0, "shift": shift,
                  "columns_computed": columns, "statement": statement},
        "digest": all_digest,
        "rows": rows,
    }


def prove_rows(rows: int, *, progress: ProgressFn | None = None, keep: bool = False) -> dict[str, Any]:
    """Prove the least preperiod and period of rows 0..rows-1 (needs numba).

    Returns the data grundy ships (``grundy/games/wythoff/data/wythoff_rows.json``); with
    ``keep`` also the strip itself, under ``"strip"`` (int16 G(x, y) - y).
    ``progress(done, total)`` is called with the columns computed.
    """
    from .compiled import Strip

    strip = Strip(rows)
    top = rows - 1
    buffer = np.empty((rows, _FIRST), np.int16)
    length, target = 0, _FIRST
    while True:
        if target > buffer.shape[1]:
            grown = np.empty((rows, target), np.int16)
            grown[:, :length] = buffer[:, :length]
            buffer = grown
        while length < target:
            step = min(target - length, 1 << 16)
            strip.advance(step, buffer[:, length : length + step])
            length += step
            if progress is not None:
                progress(length, target)
        found = _repetition(buffer[:, :length])
        if found is not None:
            break
        target += max(_FIRST, target // 4)  # look again a quarter further on
    start, shift = found
    data = buffer[:, :length]
    y0 = start + 3 * top
    statement = (f"G(i, y + {shift}) - (y + {shift}) = G(i, y) - y for i <= {top} and "
                 f"{start} <= y <= {y0}, so S({y0}) = S({y0 + shift}) for rows 0..{top}")
    proof = proof_data(read_rows(data, start, shift), y0, shift, length, statement)
    if keep:
        proof["strip"] = data
    return proof
