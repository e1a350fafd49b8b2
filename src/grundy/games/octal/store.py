"""Where the kernel keeps G(0), G(1), ...: in memory, or beyond a memory budget in a memory-mapped file.

:class:`Memory` is the kernel's default: a numpy array, uint16 first and
uint32 once a value reaches 2**15.  :class:`Mapped` keeps the values in a
file mapped into memory (``numpy.memmap``), in the narrowest of uint8,
uint16 and uint32 that holds them, so that a run of 2**30 heaps whose
values stay below 128 needs 1 GiB of disk and only the pages the kernel
touches in memory.  :func:`store_for` chooses: in memory while the values
(at 2 bytes each) fit the budget, else mapped.

>>> import numpy as np
>>> store = Mapped()
>>> g = store.allocate(10)
>>> g.dtype, Mapped.top(g.dtype)
(dtype('uint8'), 128)
>>> g[:3] = [0, 1, 127]
>>> g, top = store.widen(g, 200)
>>> g.dtype, top, g[:3].tolist()
(dtype('uint16'), 32768, [0, 1, 127])

Algorithm notes (why each width fits, and what happens beyond): the
kernel computes heaps while every value so far is below ``top`` (2**7,
2**15, 2**31 for uint8, uint16, uint32): if every value is below a power of
two S <= top, every option value (0, a value, or the xor of two values) is
below S, so the next mex is at most S < 2 S, and it fits the type.  The
kernel returns before a heap once the largest value reaches ``top``, and
:meth:`Mapped.widen` copies the values into a file of the next width (block
by block, never all in memory at once); beyond uint32 it raises
OverflowError, which :func:`grundy.games.octal.values.compute` turns into a
clear refusal ("a Grundy value reached 2**31").
"""

from __future__ import annotations

import os
import tempfile
from typing import Any

import numpy as np

__all__ = ["BLOCK", "Mapped", "Memory", "store_for"]

#: The widths, narrowest first, and the bound ``top`` below which every value keeps the next mex in range.
_WIDTHS = ((np.dtype(np.uint8), 1 << 7), (np.dtype(np.uint16), 1 << 15), (np.dtype(np.uint32), 1 << 31))
#: Values copied at a time when a mapped file is widened.
BLOCK = 1 << 24


class Memory:
    """The values in memory: uint16, then uint32 (the kernel's own choice of widths)."""

    def allocate(self, count: int, dtype: Any = np.uint16) -> Any:
        return np.zeros(max(count, 1), dtype=dtype)

    @staticmethod
    def top(dtype: Any) -> int:
        return dict(_WIDTHS)[np.dtype(dtype)]

    def widen(self, g: Any, largest: int) -> tuple[Any, int]:
        """The values in the next width that keeps ``largest``'s successors in range, and its ``top``."""
        dtype, top = _wider(g.dtype, largest)
        return g.astype(dtype), top

    def result(self, g: Any, n: int) -> Any:
        """G(0..n-1) as the run returns them (a copy, so that the run's array can be dropped)."""
        return g[:n].copy()


class Mapped(Memory):
    """The values in a memory-mapped file in ``directory`` (the system's temporary directory by default).

    The file has no name once created (it is unlinked at once and goes away
    with the last mapping), so a crash leaves nothing behind; a run that must
    survive one keeps its values in its checkpoint.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = directory

    def allocate(self, count: int, dtype: Any = np.uint8) -> Any:
        handle = tempfile.TemporaryFile(dir=self.directory)
        with handle:
            return np.memmap(handle, dtype=dtype, mode="w+", shape=(max(count, 1),))

    def widen(self, g: Any, largest: int) -> tuple[Any, int]:
        dtype, top = _wider(g.dtype, largest)
        wide = self.allocate(len(g), dtype)
        for start in range(0, len(g), BLOCK):
            wide[start : start + BLOCK] = g[start : start + BLOCK]
        return wide, top

    def result(self, g: Any, n: int) -> Any:
        return g[:n]


def _wider(dtype: Any, largest: int) -> tuple[Any, int]:
    for wide, top in _WIDTHS:
        if wide.itemsize > np.dtype(dtype).itemsize and largest < top:
            return wide, top
    raise OverflowError(largest)


def store_for(count: int, budget: int | None) -> Memory:
    """:class:`Memory` when ``count`` values of 2 bytes fit ``budget`` bytes (or there is no budget), else :class:`Mapped`.

    >>> type(store_for(1000, None)).__name__, type(store_for(10**9, 10**9)).__name__
    ('Memory', 'Mapped')
    """
    if budget is None or 2 * count <= budget:
        return Memory()
    return Mapped()
