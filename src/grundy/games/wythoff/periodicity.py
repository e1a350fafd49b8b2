"""Additive periodicity of Wythoff's Grundy function along each row, proved and used.

For each fixed row x, G(x, y + p) = G(x, y) + p for all y beyond a
preperiod (Dress, Flammenkamp and Pink 1999; Landman 2002).  grundy ships
the preperiod and period of every row x <= 280, proved by the computation
in :func:`prove_row_periods` (compiled: :mod:`grundy.games.wythoff.rowproof`), so G(x, y)
is exact for x <= 280
and any y, including y with hundreds of digits:

>>> row_period(3)
RowPeriod(row=3, preperiod=8, period=6)
>>> [wythoff_grundy(3, y) - y for y in range(8, 14)]  # one period of G(3, y) - y
[2, 3, -2, -4, 3, -2]
>>> wythoff_grundy(3, 10**30) == 10**30 - 2  # 10**30 = 10 (mod 6): like y = 10
True

The values before the period (the prefix) of rows 0..100 ship with grundy,
compressed; those of rows 101..280 are computed on first use (in seconds
to minutes with the compiled strip of :mod:`grundy.games.wythoff.compiled`;
rows above 200 need it) and kept in a user cache directory.  Every prefix is checked against the SHA-256 digest
stored with the proof.

Algorithm notes (Landman's finite-state argument, made executable).
Compute rows 0..X column by column.  After column y, let the state S(y)
be, for every row i <= X, relative to y: the mex m_i of G(i, 0..y) minus
y, the set of values of G(i, 0..y) above m_i minus y, and the last X
values G(i, y - j) - y, j < X.  Column y + 1 is a function of S(y) alone,
and a translation-invariant one: G(i, y + 1) is the least value >= m_i
that is not among row i's values above m_i, nor among G(i', y + 1) for
i' < i (computed first, in the same column), nor on the diagonal
G(i - t, y + 1 - t), 1 <= t <= i (held in the last X columns).  All of
these are given relative to y, so S(y + 1) - (y + 1) depends only on
S(y) - y.  Hence if S(Y0) = S(Y0 + P) as relative states, the columns
after Y0 + P repeat those after Y0, shifted by P in position and in
value: G(i, y + P) = G(i, y) + P for every i <= X and every y > Y0 - X.
The relative values are bounded (y - 2i <= G(i, y) <= y + i), so there
are finitely many states and such a repetition must occur; the proof
finds one and checks the equality exactly.  From that repetition the
least period p_i of each row (a divisor of P) and its least preperiod
are read off a finite stretch, which is then valid for all y.

References: A. Dress, A. Flammenkamp and N. Pink, "Additive periodicity
of the Sprague-Grundy function of certain Nim games", Adv. Appl. Math.
22 (1999) 249-270; H. A. Landman, "A simple FSM-based proof of the
additive periodicity of the Sprague-Grundy function of Wythoff's game",
in More Games of No Chance, MSRI Publ. 42 (2002) 383-386.
"""

from __future__ import annotations

import io
import json
import lzma
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from ...engine import reporting
from ...errors import GrundyError, InputError, UnsupportedError
from ...messages import catalogue
from .rowproof import common_period, prefix_digest, proof_data, read_rows
from .tables import MESSAGES as TABLES
from .tables import wythoff_grundy_rows

__all__ = [
    "MAX_ROW",
    "RowPeriod",
    "SMALL_TABLE",
    "column_state",
    "grundy_value",
    "prove_row_periods",
    "row_period",
    "row_prefix",
    "wythoff_grundy",
    "wythoff_options_with_value",
]

MESSAGES = catalogue("periodicity", {
    "negative_row": ("a row is a pile size, non-negative, not {x}", "行号是堆的石子数，必须是非负整数，不能是 {x}"),
    "unknown_row": ("the period of row {x} is not known to grundy (rows 0 to {last} are)",
                    "grundy 不知道第 {x} 行的周期（已知第 0 到 {last} 行）"),
    "beyond_rows": ("row {x} is beyond the rows grundy knows", "第 {x} 行超出了 grundy 已知的范围"),
    "data_mismatch": ("row {row} does not match the proved periodicity data", "第 {row} 行与已证明的周期数据不符"),
    "both_large": ("the row periods are known for piles up to {limit}; both piles of ({x}, {y}) are larger",
                   "只知道较小一堆不超过 {limit} 时各行的周期；({x}, {y}) 的两堆都更大"),
    "outside_strip": ("column {y} is outside the strip", "第 {y} 列在条带之外"),
    "needs_numba": ("computing rows 0..{top} of G ({cells:,} {cells:~value|values}) needs numba: pip install 'grundy[fast]'",
                    "计算 G 的第 0～{top} 行（{cells:,} 个值）需要编译加速组件：pip install 'grundy[fast]'"),
    "no_repeat": ("no repeated state within {columns} {columns:~column|columns}; try more", "在 {columns} 列内没有出现重复的状态；请试更多列"),
})

_DATA_FILE = "wythoff_rows.json"
#: The prefixes of rows 0..SHIPPED_ROWS, concatenated (int16 .npy, xz-compressed).
_SHIPPED_FILE = "wythoff_prefixes.npy.xz"
SHIPPED_ROWS = 100
#: Rows are computed and cached in groups: rows 0..t for the least t here >= the row
#: (rows up to SHIPPED_ROWS only if the shipped file is missing or damaged).
_TIERS = (20, 40, 60, 80, 100, 130, 160, 180, 200, 220, 240, 260, 280)

ProgressFn = Callable[[int, int], None]


@dataclass(frozen=True)
class RowPeriod:
    """G(row, y + period) = G(row, y) + period for every y >= preperiod (both least)."""

    row: int
    preperiod: int
    period: int


@cache
def _data() -> dict[str, Any]:
    text = resources.files("grundy.games.wythoff").joinpath("data", _DATA_FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


#: The largest row whose period ships with grundy.
MAX_ROW = 280


def row_period(x: int) -> RowPeriod:
    """The proved least preperiod and period of row x (0 <= x <= MAX_ROW).

    >>> row_period(0), row_period(1)
    (RowPeriod(row=0, preperiod=0, period=1), RowPeriod(row=1, preperiod=0, period=3))
    >>> row_period(281)
    Traceback (most recent call last):
    ...
    grundy.errors.UnsupportedError: the period of row 281 is not known to grundy (rows 0 to 280 are)
    """
    if x < 0:
        raise InputError(MESSAGES("negative_row", x=x))
    rows = _data()["rows"]
    if x >= len(rows):
        raise UnsupportedError(MESSAGES("unknown_row", x=x, last=len(rows) - 1))
    entry = rows[x]
    return RowPeriod(x, entry["preperiod"], entry["period"])


def _tier(x: int) -> int:
    for t in _TIERS:
        if x <= t:
            return t
    raise UnsupportedError(MESSAGES("beyond_rows", x=x))


_loaded: dict[int, list[np.ndarray]] = {}


def _cache_file(tier: int) -> Path:
    from ...cache import cache_dir  # the one rule for where grundy keeps what it computed

    return cache_dir() / f"wythoff-rows-{tier}-{_data()['digest'][:16]}.npy"


def _read_cache(tier: int, lengths: list[int]) -> list[np.ndarray] | None:
    """Rows 0..tier from the cache file of this tier or of a larger one, if present."""
    for t in _TIERS:
        if t < tier:
            continue
        try:
            flat = np.load(_cache_file(t), allow_pickle=False)
        except (OSError, ValueError):
            continue
        if flat.dtype == np.int16 and flat.ndim == 1 and flat.size >= sum(lengths):
            return np.split(flat[: sum(lengths)], np.cumsum(lengths)[:-1])
    return None


def _shipped_prefixes() -> list[np.ndarray] | None:
    """The prefixes of rows 0..SHIPPED_ROWS from the file shipped with grundy, or None
    if it is missing or does not match the digests of the proof."""
    rows = _data()["rows"][: SHIPPED_ROWS + 1]
    lengths = [r["preperiod"] + r["period"] for r in rows]
    try:
        packed = resources.files("grundy.games.wythoff").joinpath("data", _SHIPPED_FILE).read_bytes()
        flat = np.load(io.BytesIO(lzma.decompress(packed)), allow_pickle=False)
    except (OSError, ValueError, lzma.LZMAError):
        return None
    if flat.dtype != np.int16 or flat.ndim != 1 or flat.size != sum(lengths):
        return None
    prefixes = np.split(flat, np.cumsum(lengths)[:-1])
    if any(prefix_digest(p) != r["sha256"] for p, r in zip(prefixes, rows)):
        return None
    return prefixes


def _strip(rows: int, columns: int, report: ProgressFn) -> np.ndarray:
    """G(i, y) - y for i < rows, y < columns (int16): compiled when numba is installed."""
    from ...kernels import available
    from .tables import MAX_ROWS_CELLS

    if not available():
        if rows * columns > MAX_ROWS_CELLS:
            raise UnsupportedError(MESSAGES("needs_numba", top=rows - 1, cells=rows * columns))
        return wythoff_grundy_rows(rows, columns, relative=True, progress=report)
    from .compiled import Strip

    strip = Strip(rows)
    out = np.empty((rows, columns), np.int16)
    for start in range(0, columns, 1 << 16):
        count = min(columns - start, 1 << 16)
        strip.advance(count, out[:, start : start + count])
        report(start + count, columns)
    return out


def _prefixes(tier: int, progress: ProgressFn | None = None) -> list[np.ndarray]:
    """The prefixes G(i, y) - y, y < preperiod + period, of rows 0..tier (checked)."""
    if tier in _loaded:
        return _loaded[tier]
    for t in _TIERS:  # a larger tier already in memory holds these rows too
        if t > tier and t in _loaded:
            return _loaded[t][: tier + 1]
    if tier <= SHIPPED_ROWS:
        shipped = _shipped_prefixes()
        if shipped is not None:
            _loaded[SHIPPED_ROWS] = shipped
            return shipped[: tier + 1]
    rows = _data()["rows"][: tier + 1]
    lengths = [r["preperiod"] + r["period"] for r in rows]
    prefixes = _read_cache(tier, lengths)
    if prefixes is None or any(prefix_digest(p) != r["sha256"] for p, r in zip(prefixes, rows)):
        with reporting(f"computing rows 0..{tier} of G once (then cached)", progress,
                       " columns") as report:
            strip = _strip(tier + 1, max(lengths), report)
        prefixes = [strip[i, :n].copy() for i, n in enumerate(lengths)]
        del strip
        for p, r in zip(prefixes, rows):
            if prefix_digest(p) != r["sha256"]:
                raise GrundyError(MESSAGES("data_mismatch", row=r["row"]))
        path = _cache_file(tier)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
            np.save(tmp, np.concatenate(prefixes))
            os.replace(tmp, path)
        except OSError:
            pass  # no writable cache: keep the values in memory only
    _loaded[tier] = prefixes
    return prefixes


def row_prefix(x: int, progress: ProgressFn | None = None) -> np.ndarray:
    """G(x, y) - y for 0 <= y < preperiod + period of row x (an int16 array).

    >>> row_prefix(2).tolist()
    [2, -1, -1]
    """
    period = row_period(x)
    prefix = _prefixes(_tier(x), progress)[x]
    assert prefix.size == period.preperiod + period.period
    return prefix


def wythoff_grundy(x: int, y: int, progress: ProgressFn | None = None) -> int:
    """G(x, y) of Wythoff's game when min(x, y) <= MAX_ROW; y (or x) of any size.

    >>> [wythoff_grundy(2, y) for y in range(9)]
    [2, 0, 1, 5, 3, 4, 8, 6, 7]
    >>> wythoff_grundy(10**40, 5) == wythoff_grundy(5, 10**40)
    True

    Raises
    ------
    UnsupportedError
        When both piles exceed MAX_ROW.
    """
    if x < 0 or y < 0:
        raise InputError(TABLES("negative_piles", x=x, y=y))
    row, column = (x, y) if x <= y else (y, x)
    if row > MAX_ROW:
        raise UnsupportedError(MESSAGES("both_large", limit=MAX_ROW, x=x, y=y))
    period = row_period(row)
    prefix = row_prefix(row, progress)
    if column >= period.preperiod + period.period:
        column_in_prefix = period.preperiod + (column - period.preperiod) % period.period
    else:
        column_in_prefix = column
    # G(row, c) - c is the same at c = column and at column_in_prefix.
    return int(prefix[column_in_prefix]) + column


#: Below this size both piles are looked up in a small table (computed once, in well under a second).
SMALL_TABLE = 1024


def grundy_value(x: int, y: int) -> int:
    """G(x, y) by the cheapest exact route: a small table, the row periods, or a larger table.

    Piles both below SMALL_TABLE use a table; otherwise min(x, y) <= MAX_ROW uses
    the row periods (piles of any size); otherwise both piles must be below
    grundy.games.wythoff.tables.MAX_QUERY_SIZE.

    >>> grundy_value(3, 5), grundy_value(1, 10**20) - 10**20
    (0, 1)
    """
    from .tables import wythoff_grundy_value

    if x < 0 or y < 0:
        raise InputError(TABLES("negative_piles", x=x, y=y))
    if max(x, y) < SMALL_TABLE:
        return wythoff_grundy_value(x, y)
    if min(x, y) <= MAX_ROW:
        return wythoff_grundy(x, y)
    return wythoff_grundy_value(x, y)


def _one_pile_candidates(n: int, other: int, value: int) -> list[int]:
    """The sizes n' < n the pile can be reduced to so that G(n', other) may equal value."""
    if other > MAX_ROW:
        return list(range(n))  # then n <= MAX_ROW or n is small enough for the table
    # With r = other <= MAX_ROW: G(n', r) >= n' - 2r and G(n', r) <= n' + r (module notes
    # of grundy.games.wythoff.tables), so n' lies in [value - r, value + 2r], or n' < r.
    near = range(max(0, value - other), min(n, value + 2 * other + 1))
    return sorted(set(range(min(n, other))) | set(near))


def wythoff_options_with_value(a: int, b: int, value: int) -> list[tuple[int, int]]:
    """Every move from (a, b) to a position of Grundy value ``value``, in the order
    of ``Wythoff.options`` (by amount taken; pile 1, pile 2, then both).

    Works wherever G itself is known (min(a, b) <= MAX_ROW, any size; or both
    piles below the table limit) and looks at O(min(a, b)) positions when the
    other pile is huge.

    >>> wythoff_options_with_value(3, 5, 2), wythoff_options_with_value(2, 10**30, 0)
    ([(3, 4), (0, 2)], [(2, 1)])
    """
    found: list[tuple[int, int, tuple[int, int]]] = []
    if max(a, b) < SMALL_TABLE or min(a, b) > MAX_ROW:
        # Every option lies in the table that gives G(a, b) itself: read them all from it.
        from .tables import shared_wythoff_table, wythoff_grundy_value

        wythoff_grundy_value(a, b)  # a clear TooLargeError beyond the table limit
        table = shared_wythoff_table(max(a, b) + 1)
        t = min(a, b)
        for n1 in np.flatnonzero(table[:a, b] == value).tolist():
            found.append((a - n1, 0, (n1, b)))
        for n2 in np.flatnonzero(table[a, :b] == value).tolist():
            found.append((b - n2, 1, (a, n2)))
        diagonal = table[np.arange(a - t, a), np.arange(b - t, b)]
        for i in np.flatnonzero(diagonal == value).tolist():
            found.append((t - i, 2, (a - t + i, b - t + i)))
    else:
        for n1 in _one_pile_candidates(a, b, value):
            if grundy_value(n1, b) == value:
                found.append((a - n1, 0, (n1, b)))
        for n2 in _one_pile_candidates(b, a, value):
            if grundy_value(a, n2) == value:
                found.append((b - n2, 1, (a, n2)))
        for t in range(1, min(a, b) + 1):
            if grundy_value(a - t, b - t) == value:
                found.append((t, 2, (a - t, b - t)))
    found.sort(key=lambda item: (item[0], item[1]))
    return [option for _t, _kind, option in found]


# ------------------------------------------------------------------ the proof
def column_state(strip: np.ndarray, y: int) -> tuple[Any, ...]:
    """The state S(y) of rows 0..X after column y, relative to y (see the notes).

    ``strip`` holds G(i, y') - y' (as from ``wythoff_grundy_rows(..., relative=True)``)
    for every y' <= y; y must be at least X - 1.

    >>> from grundy.games.wythoff.tables import wythoff_grundy_rows
    >>> s = wythoff_grundy_rows(3, 40, relative=True)
    >>> column_state(s, 9) == column_state(s, 12)  # rows 0..2 repeat with period 3
    True
    >>> column_state(s, 9) == column_state(s, 10)
    False
    """
    rows = strip.shape[0]
    top = rows - 1
    if y < top - 1 or y >= strip.shape[1]:
        raise InputError(MESSAGES("outside_strip", y=y))
    state: list[Any] = []
    columns = np.arange(y + 1)
    for i in range(rows):
        values = strip[i, : y + 1].astype(np.int64) + columns
        present = np.zeros(y + i + 2, bool)
        present[values] = True
        mex = int(present.argmin())
        above = np.flatnonzero(present[mex:]) + mex - y
        last = strip[i, y - top + 1 : y + 1].astype(np.int64) - np.arange(top - 1, -1, -1)
        state.append((mex - y, tuple(above.tolist()), tuple(last.tolist())))
    return tuple(state)


def prove_row_periods(
    rows: int = 101, *, columns: int | None = None, progress: ProgressFn | None = None
) -> dict[str, Any]:
    """Prove the preperiod and period of rows 0..rows-1 by a repeated column state.

    With numba installed (and no ``columns`` given) this is
    :func:`grundy.games.wythoff.rowproof.prove_rows`, compiled.  Otherwise it computes the strip of rows 0..X (X = rows - 1), doubling its length
    until the state S(Y0) recurs exactly at S(Y0 + P); then reads off each
    row's least period (a divisor of P) and least preperiod.  Returns the
    data that grundy ships (see :func:`row_period`).

    >>> proof = prove_row_periods(4)
    >>> [(r["row"], r["preperiod"], r["period"]) for r in proof["rows"]]
    [(0, 0, 1), (1, 0, 3), (2, 0, 3), (3, 8, 6)]
    >>> proof["proof"]["shift"]
    6
    """
    from ...kernels import available

    if columns is None and available():
        from .rowproof import prove_rows

        return prove_rows(rows, progress=progress)
    top = rows - 1
    length = columns or 4096
    while True:
        strip = wythoff_grundy_rows(rows, length, relative=True, progress=progress)
        found = _find_repetition(strip)
        if found is not None:
            break
        if columns is not None:
            raise GrundyError(MESSAGES("no_repeat", columns=columns))
        length *= 2
    y0, shift = found
    return proof_data(read_rows(strip, y0, shift), y0, shift, int(strip.shape[1]),
                      f"S({y0}) = S({y0 + shift}) for rows 0..{top}")


def _find_repetition(strip: np.ndarray) -> tuple[int, int] | None:
    """(Y0, P) with column_state(Y0) == column_state(Y0 + P), all within the strip; or None."""
    rows, length = strip.shape
    top = rows - 1
    shift = common_period(strip)
    if shift is None or 2 * shift + top >= length:
        return None
    # Columns y whose last X values already repeat P later, in every row.
    differ = (strip[:, : length - shift] != strip[:, shift:]).any(0)
    bad = np.flatnonzero(differ)
    first = max(top - 1, int(bad[-1]) + top if bad.size else top - 1)
    # The proof needs the state at y0 + shift and then one more period to read each row.
    for y0 in range(first, length - 2 * shift):
        if column_state(strip, y0) == column_state(strip, y0 + shift):
            return y0, shift
        if y0 > first + 4 * top + 64:  # the values repeat but the states never do
            return None
    return None
