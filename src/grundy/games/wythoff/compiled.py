"""Wythoff's Grundy values, compiled: the strip of the first rows, and the full table.

numba is the compiler (see :mod:`grundy.kernels`): it comes as wheels for
every platform, so no compiler is needed on the machine; nopython loops over
machine integers run at the speed of C; ``cache=True`` keeps the compiled
code between runs; and it is kept by the community around NumPy.  This
module is imported only by the code that needs it (the row proofs, the
first use of a row, ``grundy table --grundy``).

>>> import numpy as np
>>> strip = Strip(3)
>>> strip.advance(8).tolist()  # G(x, y) - y for rows 0..2, columns 0..7
[[0, 0, 0, 0, 0, 0, 0, 0], [1, 1, -2, 1, 1, -2, 1, 1], [2, -1, -1, 2, -1, -1, 2, -1]]
>>> int(table(6)[3, 5]), int(table(6)[4, 4])
(0, 7)

Algorithm notes (ranges).  For x <= y, y - 2x <= G(x, y) <= x + y (proved
in :mod:`grundy.games.wythoff.tables`), and symmetrically for x > y.  So in the strip of
rows 0..X, every value at column y lies in [max(0, y - 2X), y + X]: a
ring of R words per line, 64 (R - 1) >= 3X + 63, holds every value that
can still matter, as long as a word is cleared just before the values
reach it.  Values are int64 (y + X < 2**62 for any strip that fits in
memory); the strip is returned as int16 G(x, y) - y in [-2X, X], which
fits while X <= 16383 (checked).  In the table, values are below 2n <=
32768 (uint16, checked: n <= 16384).  Bits are kept in int64 words (bit
63 is the sign bit; only and, or, not, shifts masked to 0..63, and a
wrapping multiplication are used on them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ...kernels import jit

__all__ = ["MAX_STRIP_ROWS", "MAX_TABLE", "Strip", "first_difference", "table"]

#: Rows of a strip whose relative values fit in int16 (G(x, y) - y in [-2X, X]).
MAX_STRIP_ROWS = 16384
#: Largest table (values below 2n fit in uint16).
MAX_TABLE = 16384

#: Rows of the table computed together (see :func:`table`).
_BLOCK = 32
_DEBRUIJN = 0x03F7_9D71_B4CB_0A89
_CTZ = np.zeros(64, np.int64)
for _i in range(64):
    _CTZ[((1 << _i) * _DEBRUIJN % 2**64) >> 58] = _i


@jit
def _ctz(b: int, ctz: Any) -> int:
    """The index of the lowest set bit of b (b != 0): de Bruijn multiplication."""
    low = b & -b
    return int(ctz[((low * 0x03F79D71B4CB0A89) >> 58) & 63])


@jit
def _advance(bits: Any, col: Any, meta: Any, mex: Any, out: Any, count: int, ctz: Any) -> None:
    """Columns meta[0] .. meta[0] + count - 1 of rows 0..X into out[:, :count] (G - y).

    ``bits`` holds X + 1 row lines then D diagonal lines (y - x modulo D), R
    words each (R and D powers of two, D > X); ``meta`` is [next column, last
    word cleared]; ``mex`` a lower bound of each row's mex.
    """
    top = out.shape[0] - 1
    lines, ring = bits.shape
    rmask = ring - 1
    dmask = lines - top - 2
    y = meta[0]
    cleared = meta[1]
    for c in range(count):
        word = (y + top) >> 6
        while cleared < word:  # the values of column y reach this word: forget what it held
            cleared += 1
            s = cleared & rmask
            for line in range(lines):
                bits[line, s] = 0
        if y == 0:
            for line in range(top + 1, lines):
                for s in range(ring):
                    bits[line, s] = 0
        else:
            line = top + 1 + (y & dmask)  # the diagonal y - x = y starts here
            for s in range(ring):
                bits[line, s] = 0
        for s in range(ring):
            col[s] = 0
        for i in range(top + 1):
            lo = max(0, y - 2 * i, i - 2 * y, mex[i])
            dline = top + 1 + ((y - i) & dmask)
            w = lo >> 6
            s = w & rmask
            u = bits[i, s] | bits[dline, s] | col[s] | ((1 << (lo & 63)) - 1)
            while u == -1:
                w += 1
                s = w & rmask
                u = bits[i, s] | bits[dline, s] | col[s]
            b = _ctz(~u, ctz)
            v = (w << 6) | b
            bit = 1 << b
            bits[i, s] |= bit
            bits[dline, s] |= bit
            col[s] |= bit
            out[i, c] = v - y
            if v == mex[i]:
                m = v + 1
                while (m >> 6) <= cleared and (bits[i, (m >> 6) & rmask] >> (m & 63)) & 1:
                    m += 1  # (words beyond the last one cleared hold old values)
                mex[i] = m
        y += 1
    meta[0] = y
    meta[1] = cleared


class Strip:
    """Rows 0..rows-1 of G, computed column by column on demand (the state is kept).

    >>> s = Strip(4)
    >>> first = s.advance(5); second = s.advance(7)
    >>> bool((np.concatenate([first, second], 1) == Strip(4).advance(12)).all())
    True
    """

    def __init__(self, rows: int) -> None:
        if not 1 <= rows <= MAX_STRIP_ROWS:
            raise ValueError(f"rows must be 1..{MAX_STRIP_ROWS}")
        top = rows - 1
        ring = 1 << ((3 * top + 63) // 64 + 2).bit_length()
        diagonals = 1 << rows.bit_length()
        self.rows = rows
        self.bits = np.zeros((rows + diagonals, ring), np.int64)
        self.col = np.zeros(ring, np.int64)
        self.meta = np.array([0, ring - 1], np.int64)  # words 0..ring-1 start clear
        self.mex = np.zeros(rows, np.int64)

    @property
    def column(self) -> int:
        """The next column to compute."""
        return int(self.meta[0])

    def advance(self, count: int, out: np.ndarray | None = None) -> np.ndarray:
        """The next ``count`` columns, as int16 G(x, y) - y (into ``out[:, :count]`` if given)."""
        if out is None:
            out = np.empty((self.rows, count), np.int16)
        _advance(self.bits, self.col, self.meta, self.mex, out, count, _CTZ)
        return out


@jit
def _first_difference(strip: Any, lo: int, hi: int, shift: int) -> int:
    """The largest y in [lo, hi) with strip[i, y] != strip[i, y + shift] for some row i; lo - 1 if none."""
    rows = strip.shape[0]
    for y in range(hi - 1, lo - 1, -1):
        for i in range(rows):
            if strip[i, y] != strip[i, y + shift]:
                return y
    return lo - 1


def first_difference(strip: np.ndarray, lo: int, hi: int, shift: int) -> int:
    """The last column y in [lo, hi) where some row differs from column y + shift (lo - 1 if none).

    >>> first_difference(Strip(3).advance(20), 0, 17, 3)
    -1
    """
    return int(_first_difference(strip, lo, hi, shift))


@jit
def _table(n: int, x0: int, x1: int, out: Any, lines: Any, summary: Any, pointer: Any, ctz: Any) -> None:
    """The cells x <= y of rows x0..x1-1 of the n x n table, column by column (see :func:`table`)."""
    diag0 = n  # lines 0..n-1: the values of line k (row k = column k); n + k: diagonal y - x = k
    for y in range(x0, n):
        for x in range(x0, min(x1, y + 1)):
            k = diag0 + y - x
            lo = max(y - 2 * x, pointer[x], pointer[y], pointer[k])
            w = lo >> 6
            first = True
            v = -1
            while v < 0:
                sw = w >> 6
                free = ~(summary[x, sw] | summary[y, sw] | summary[k, sw]) & (-1 << (w & 63))
                while free != 0:
                    cw = (sw << 6) | _ctz(free, ctz)
                    u = lines[x, cw] | lines[y, cw] | lines[k, cw]
                    if first and cw == w:
                        u |= (1 << (lo & 63)) - 1
                    if u != -1:
                        v = (cw << 6) | _ctz(~u, ctz)
                        break
                    free &= free - 1
                first = False
                w = (sw + 1) << 6
            out[x, y] = v
            cw = v >> 6
            bit = 1 << (v & 63)
            for line in (x, y, k):
                word = lines[line, cw] | bit
                lines[line, cw] = word
                if word == -1:
                    summary[line, cw >> 6] |= 1 << (cw & 63)
                if pointer[line] == v:
                    m = v + 1
                    while (lines[line, m >> 6] >> (m & 63)) & 1:
                        m += 1
                    pointer[line] = m


@jit
def _mirror(out: Any) -> None:
    n = out.shape[0]
    block = 64
    for i0 in range(0, n, block):
        for j0 in range(i0, n, block):
            for i in range(i0, min(n, i0 + block)):
                for j in range(max(j0, i + 1), min(n, j0 + block)):
                    out[j, i] = out[i, j]


def table(n: int, progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """The n x n table of G (uint16), 0 <= n <= MAX_TABLE; ``progress(rows done, n)`` now and then.

    Per cell (x <= y), the least value >= max(y - 2x, the lazy mex of each
    line) clear in line x, line y and diagonal y - x; a summary bit per
    word that is full lets the search skip whole words (under two words are
    read per cell on average).  The time goes to memory, so the cells are
    visited in blocks of 32 rows, column by column inside a block: the
    lines a block reads (its 32 rows, about 32 diagonals and one column)
    stay in the cache.  A cell needs only cells of earlier rows, or of its
    own row to the left, so every order that respects both is exact.

    >>> table(4).tolist()
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    if not 0 <= n <= MAX_TABLE:
        raise ValueError(f"n must be 0..{MAX_TABLE}")
    out = np.zeros((n, n), np.uint16)
    if n == 0:
        return out
    words = (2 * n) // 64 + 2  # values < 2n; the last word stays clear
    lines = np.zeros((2 * n, words), np.int64)
    summary = np.zeros((2 * n, words // 64 + 2), np.int64)
    pointer = np.zeros(2 * n, np.int64)
    for x0 in range(0, n, _BLOCK):
        x1 = min(n, x0 + _BLOCK)
        _table(n, x0, x1, out, lines, summary, pointer, _CTZ)
        if progress is not None:
            progress(x1, n)
    _mirror(out)
    return out
