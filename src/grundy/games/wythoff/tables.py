"""Wythoff's Grundy values as fast numpy tables.

:func:`wythoff_grundy_table` gives every G(x, y) for 0 <= x, y < n,
vectorised with numpy; :func:`wythoff_grundy_rows` gives the first rows
for many columns (the strip that the additive periodicity of the rows is
proved on).  This module knows no game object: boards of any two-pile
game, computed through the game's own answers, and the lines a table is
written in are in :mod:`grundy.boards`.

>>> wythoff_grundy_table(5)
array([[0, 1, 2, 3, 4],
       [1, 2, 0, 4, 5],
       [2, 0, 1, 5, 3],
       [3, 4, 5, 6, 2],
       [4, 5, 3, 2, 7]], dtype=uint16)
>>> wythoff_grundy_rows(2, 7).tolist()
[[0, 1, 2, 3, 4, 5, 6], [1, 2, 0, 4, 5, 3, 7]]

Algorithm notes.  G(x, y) is the mex of the values to the left in its
row, below in its column and down-left on its diagonal.  Two bounds carry
the speed; for x <= y:

    y - 2x  <=  G(x, y)  <=  x + y.

Upper bound, by induction: every option (x', y') has x' + y' < x + y, so
its value is below x + y, and x + y itself is never an option's value.
Lower bound: let v < y - 2x.  Each value occurs at most once in a row,
a column and a diagonal (two such cells are options of one another).  If
v were missing from the options of (x, y), take any y' < y: (x, y') is an
option, so G(x, y') != v.  Either G(x, y') < v (at most v such y', the
row's values being distinct), or G(x, y') > v, and then v is the value of
an option of (x, y') outside row x (the row's cells are options of (x, y)
as well), below it in column y' or on its diagonal.  Rows 0..x-1 hold v at
most once each, which accounts for at most x columns and x diagonals: so
y <= v + 2x, a contradiction.  (The upper bound is noted in OEIS A047708;
both are proved here so that nothing rests on a citation.)  Used here:
values fit in uint16 for n <= 32768; the search for G(x, y) may start at
y - 2x, since every smaller value is already an option value; and in the
strip of rows x <= X every value near column y lies in [y - 2X, y + X], so a
window of 3X + 1 values relative to the anti-diagonal holds all that matters.

The full table is computed by anti-diagonals x + y = d, whose cells do
not depend on one another, with only the cells x <= y (G is symmetric).
By symmetry the values left of (x, y) in row x are the values of line x,
the values below it in column y those of line y, so 2n bitsets (n lines
and n diagonals) hold all three sets; the mex of (line x | line y |
diagonal y - x) is found from the largest of their lazy mex pointers and
the lower bound.  A second level of bitsets records which 64-bit words of
each line are full, so the search skips the long runs where one of the
three sets alone covers every value, and looks at only a couple of words
per cell on average.  Memory: the table itself (2 bytes a cell) plus
n * n / 16 bytes of bitsets.

References: U. Blass and A. S. Fraenkel, "The Sprague-Grundy function for
Wythoff's game", Theoret. Comput. Sci. 75 (1990) 311-333; OEIS A004481
(the table by anti-diagonals), A047708 (its diagonal).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ...boards import check_size
from ...engine import reporting
from ...errors import InputError, TooLargeError
from ...messages import catalogue

__all__ = [
    "KERNEL_SIZE",
    "MAX_GRUNDY_SIZE",
    "MAX_QUERY_SIZE",
    "MAX_ROWS_CELLS",
    "shared_wythoff_table",
    "wythoff_grundy_rows",
    "wythoff_grundy_table",
    "wythoff_grundy_value",
]

MESSAGES = catalogue("tables", {
    "table_size": ("the table size", "表的大小"),
    "rows": ("the number of rows", "行数"),
    "columns": ("the number of columns", "列数"),
    "negative_piles": ("pile sizes are non-negative, not ({x}, {y})", "堆的石子数是非负整数，不能是 ({x}, {y})"),
    "query_too_large": ("G({x}, {y}) needs a table of {size} x {size}; at most {limit} here",
                        "求 G({x}, {y}) 需要 {size} x {size} 的表；这里至多 {limit}"),
    "strip_too_large": ("{rows} {rows:~row|rows} of {columns} {columns:~column|columns} is too large a strip", "{rows} 行 {columns} 列的条带太大"),
})

#: Largest n for the fast Wythoff Grundy table (about 0.7 GB of memory at the limit).
MAX_GRUNDY_SIZE = 16384
#: Largest strip (rows * columns) for :func:`wythoff_grundy_rows`.
MAX_ROWS_CELLS = 300_000_000
#: Largest table built to answer a single G(x, y) query (a few seconds at most).
MAX_QUERY_SIZE = 4096
#: From this size on, tables are computed by the compiled kernel when numba is installed
#: (below it numpy is as fast as importing numba and loading the compiled code).
KERNEL_SIZE = 2048

ProgressFn = Callable[[int, int], None]

_ONE = np.uint64(1)
_FULL = np.uint64(0xFFFF_FFFF_FFFF_FFFF)
_DEBRUIJN = np.uint64(0x03F7_9D71_B4CB_0A89)
_SHIFT58 = np.uint64(58)
_CTZ_TABLE = np.zeros(64, np.int64)
for _i in range(64):
    _CTZ_TABLE[((1 << _i) * 0x03F7_9D71_B4CB_0A89 % 2**64) >> 58] = _i
#: _LOW[i] has the i lowest bits set.
_LOW = np.array([(1 << i) - 1 for i in range(64)], np.uint64)
#: Candidate words looked at per cell and round (the average need is under 2).
_CANDIDATES = 3
#: Where row i starts in a flattened (m, _CANDIDATES) array; extended on demand.
_ROW_STARTS = np.arange(0, 8192 * _CANDIDATES, _CANDIDATES)


def _bit_index(b: np.ndarray) -> np.ndarray:
    """Index of the single set bit of each uint64 (0 for 0): de Bruijn multiplication."""
    index: np.ndarray = _CTZ_TABLE.take((b * _DEBRUIJN) >> _SHIFT58)
    return index


# ------------------------------------------------------------- the full table
def _first_free(
    bits: np.ndarray, summary: np.ndarray, nw: int, words: np.ndarray, summ: np.ndarray, start: np.ndarray
) -> np.ndarray:
    """For each column i of ``words``/``summ`` (line offsets), the least v >= start[i]
    whose bit is clear in every line.  Every value below start[i] must be set in
    at least one of the lines (so the answer is the mex of their union)."""
    k = _CANDIDATES
    out: np.ndarray | None = None
    todo: np.ndarray | None = None
    s = start
    while True:
        m = s.shape[0]
        w0 = s >> 6
        sw = w0 >> 6
        # Candidate words: not full in any single line, from the start word on.
        taken = np.bitwise_or.reduce(summary.take(summ + sw), 0) | _LOW.take(w0 & 63)
        free = ~taken
        picks = np.empty((m, k), np.uint64)
        for j in range(k):
            low = free & -free
            picks[:, j] = low
            if j < k - 1:
                free ^= low
        cw = _bit_index(picks)
        cw += (sw << 6)[:, None]
        np.minimum(cw, nw - 1, out=cw)
        union = np.bitwise_or.reduce(bits.take(words[:, :, None] + cw), 0)
        short = picks[:, k - 1] == 0
        if short.any():
            union[picks == 0] = _FULL
        open_ = union != _FULL
        first = open_.argmax(1)
        first += _ROW_STARTS[:m]
        word = union.take(first)
        found = open_.take(first)
        value: np.ndarray = (cw.take(first) << 6) + _bit_index(~word & (word + _ONE))
        if out is None:
            if found.all():
                return value
            out = value
            todo = np.flatnonzero(~found)
        else:
            assert todo is not None
            out[todo[found]] = value[found]
            if found.all():
                return out
            todo = todo[~found]
        rest = ~found
        # Go on after the last candidate looked at, or at the next summary word.
        s = np.where(short[rest], (sw[rest] + 1) << 12, (cw[rest, k - 1] + 1) << 6)
        words = words[:, rest]
        summ = summ[:, rest]


def wythoff_grundy_table(n: int, *, progress: ProgressFn | None = None) -> np.ndarray:
    """Return the n x n array of Wythoff Grundy values G(x, y), 0 <= x, y < n.

    The values are exact (uint16 while n <= 32768, as G(x, y) <= x + y).
    ``progress(done, total)`` is called now and then with the anti-diagonals
    done; by default a progress line is shown on a terminal.

    >>> t = wythoff_grundy_table(64)
    >>> int(t[3, 5]), int(t[7, 4]), int(t[3, 4]), bool((t == t.T).all())
    (0, 0, 2, True)
    >>> [int(t[i, i]) for i in range(10)]  # OEIS A047708
    [0, 2, 1, 6, 7, 8, 3, 5, 4, 16]
    >>> wythoff_grundy_table(0).shape
    (0, 0)

    Raises
    ------
    TooLargeError
        When n > MAX_GRUNDY_SIZE.
    """
    check_size(n, MAX_GRUNDY_SIZE, MESSAGES("table_size"))
    if n >= KERNEL_SIZE:
        from ...kernels import available

        if available():
            from . import compiled as kernel

            with reporting("Grundy table", progress, " rows") as report:
                return kernel.table(n, report)
    global _ROW_STARTS
    if _ROW_STARTS.size < n:
        _ROW_STARTS = np.arange(0, n * _CANDIDATES, _CANDIDATES)
    dtype = np.uint16 if 2 * n - 2 <= 0xFFFF else np.uint32
    table = np.zeros((n, n), dtype)
    if n == 0:
        return table
    nw = (2 * n - 1) // 64 + 2  # words per line; the last one stays empty
    ns = (nw + 63) // 64 + 1  # summary words per line; the last one stays empty
    # Lines 0..n-1: the values of row i (= column i); lines n + k: diagonal y - x = k.
    bits = np.zeros(2 * n * nw, np.uint64)
    summary = np.zeros(2 * n * ns, np.uint64)
    pointer = np.zeros(2 * n, np.int64)  # a lower bound for the mex of each line
    flat = table.reshape(-1)
    total = 2 * n - 1
    with reporting("Grundy table", progress, " anti-diagonals") as report:
        for d in range(total):
            lo, hi = max(0, d - n + 1), d // 2 + 1
            m = hi - lo
            lines = np.empty((3, m), np.int64)
            x = lines[0]
            x[:] = np.arange(lo, hi)
            np.subtract(d, x, out=lines[1])
            np.subtract(n + d, x + x, out=lines[2])
            pointers = pointer.take(lines)
            start = pointers.max(0)
            np.maximum(start, lines[1] - 2 * x, out=start)  # the lower bound y - 2x
            words = lines * nw
            value = _first_free(bits, summary, nw, words, lines * ns, start)
            flat.put(x * (n - 1) + d, value)
            wv = value >> 6
            where = words + wv
            new = bits.take(where) | (_ONE << (value & 63).astype(np.uint64))
            bits.put(where, new)
            full = new == _FULL
            if full.any():
                r, c = np.nonzero(full)
                fw = wv[c]
                cell = lines[r, c] * ns + (fw >> 6)
                summary.put(cell, summary.take(cell) | (_ONE << (fw & 63).astype(np.uint64)))
            moved = pointers == value
            if moved.any():
                r, c = np.nonzero(moved)
                pointer.put(lines[r, c], value[c] + 1)
            report(d + 1, total)
        _mirror_upper_triangle(table)
    return table


_shared_table: list[np.ndarray] = []


def shared_wythoff_table(size: int) -> np.ndarray:
    """A Grundy table of at least size x size, kept for later calls (size <= MAX_QUERY_SIZE).

    >>> shared_wythoff_table(10).shape[0] >= 10
    True
    """
    check_size(size, MAX_QUERY_SIZE, MESSAGES("table_size"))
    if not _shared_table or _shared_table[0].shape[0] < size:
        rounded = min(MAX_QUERY_SIZE, -(-size // 512) * 512)
        _shared_table[:] = [wythoff_grundy_table(rounded)]
    return _shared_table[0]


def wythoff_grundy_value(x: int, y: int) -> int:
    """G(x, y) for piles below MAX_QUERY_SIZE, from a table kept for later queries.

    >>> wythoff_grundy_value(3, 5), wythoff_grundy_value(10, 0)
    (0, 10)
    >>> wythoff_grundy_value(5000, 1)
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: G(5000, 1) needs a table of 5001 x 5001; at most 4096 here
    """
    if x < 0 or y < 0:
        raise InputError(MESSAGES("negative_piles", x=x, y=y))
    need = max(x, y) + 1
    if need > MAX_QUERY_SIZE:
        raise TooLargeError(MESSAGES("query_too_large", x=x, y=y, size=need, limit=MAX_QUERY_SIZE))
    return int(shared_wythoff_table(need)[x, y])


def _mirror_upper_triangle(table: np.ndarray, block: int = 512) -> None:
    n = table.shape[0]
    for i in range(0, n, block):
        j = min(n, i + block)
        table[i:j, :i] = table[:i, i:j].T
        square = table[i:j, i:j]
        below = np.tril_indices(j - i, -1)
        square[below] = square.T[below]


# ------------------------------------------------------------------ the strip
def wythoff_grundy_rows(
    rows: int, columns: int, *, relative: bool = False, progress: ProgressFn | None = None
) -> np.ndarray:
    """Return G(x, y) for 0 <= x < rows and 0 <= y < columns.

    Meant for few rows and many columns: by the bounds in the module notes
    every value near column y lies within 3 * rows of it, so each row,
    column and diagonal needs only a small ring of bits.  The result is an
    int64 array, or with ``relative=True`` the int16 array of G(x, y) - y
    (which lies in [-2x, x], so it fits for rows <= 16384).

    >>> g = wythoff_grundy_rows(4, 12)
    >>> g[3].tolist()
    [3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7]
    >>> bool((g[:, :4] == wythoff_grundy_table(4)).all())
    True
    >>> wythoff_grundy_rows(4, 12, relative=True)[3].tolist()
    [3, 3, 3, 3, -2, -5, -5, 2, 2, 3, -2, -4]
    """
    check_size(rows, 16384, MESSAGES("rows"))
    check_size(columns, MAX_ROWS_CELLS, MESSAGES("columns"))
    if rows * columns > MAX_ROWS_CELLS:
        raise TooLargeError(MESSAGES("strip_too_large", rows=rows, columns=columns))
    out = np.zeros((rows, columns), np.int16 if relative else np.int64)
    if rows == 0 or columns == 0:
        return out
    top = rows - 1
    width = -(-(3 * top + 1) // 64) + 2  # words that can hold [start, start + 3 * top]
    ring = 1 << (width + 1).bit_length()  # words per line, a power of two > width
    cring = 1 << (top + 1).bit_length()  # column lines, a power of two > top
    dring = 1 << (2 * top + 1).bit_length()  # diagonal lines, a power of two > 2 * top
    col0, diag0 = rows, rows + cring
    nlines = rows + cring + dring
    bits = np.zeros((nlines, ring), np.uint64)
    flat = bits.reshape(-1)
    span = np.arange(width)
    xs = np.arange(rows)
    # The offsets of the three lines of each cell (row x, column d - x, diagonal
    # d - 2x) depend on d only through d mod dring (cring divides dring).
    residues = np.arange(dring)[:, None]
    lines_by_residue = np.stack(
        [
            np.broadcast_to(xs * ring, (dring, rows)),
            (col0 + ((residues - xs) & (cring - 1))) * ring,
            (diag0 + ((residues - 2 * xs) & (dring - 1))) * ring,
        ],
        axis=1,
    )  # shape (dring, 3, rows)
    total = columns + top
    with reporting("Grundy rows", progress, " anti-diagonals") as report:
        for d in range(total):
            if d & 63 == 0:
                bits[:, (d >> 6) & (ring - 1)] = 0  # that word of every line held old values
            if d < columns:
                bits[col0 + (d & (cring - 1))] = 0  # a new column
                bits[diag0 + (d & (dring - 1))] = 0  # a new diagonal y - x = d
            lo, hi = max(0, d - columns + 1), min(top, d) + 1
            x = xs[lo:hi]
            y = d - x
            lines = lines_by_residue[d & (dring - 1), :, lo:hi]
            if d >= 3 * top:
                start = d - 3 * x  # y - 2x >= 0 >= x - 2y here
            else:
                start = np.maximum(np.maximum(y - 2 * x, x - 2 * y), 0)
            word0 = start >> 6
            slot = (word0[:, None] + span) & (ring - 1)
            union = np.bitwise_or.reduce(flat.take(lines[:, :, None] + slot), 0)
            union[:, 0] |= _LOW.take(start & 63)
            first = (union != _FULL).argmax(1)
            w = union[np.arange(hi - lo), first]
            value = ((word0 + first) << 6) + _bit_index(~w & (w + _ONE))
            out[x, y] = value - y if relative else value
            where = lines + ((value >> 6) & (ring - 1))
            flat.put(where, flat.take(where) | (_ONE << (value & 63).astype(np.uint64)))
            report(d + 1, total)
    return out
