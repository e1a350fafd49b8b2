"""The search engine's memo: the value of every solved position, by key, in arrays where keys allow.

A key that is an int from 0 up is an index into a list; a tuple of k ints
from 0 up is a cell of a k-dimensional grid (one per length k), laid out
in mixed radix; any other key (negative, huge and far from the others,
nested, a string) is kept in a dict.  Both arrays grow by doubling, and
only while they stay dense.

>>> table = Table()
>>> for key, value in ((3, 1), ((2, 5), 4), ((1, 2, 3), 0), ((-1, 2), 2), ("end", 0)):
...     table.put(key, value)
>>> table.get(3), table.get((2, 5)), table.get((1, 2, 3)), table.get((-1, 2)), table.get(7)
(1, 4, 0, 2, -1)
>>> sorted(table.sparse, key=repr), table.count
(['end', (-1, 2)], 5)

Algorithm notes: a stored value is a Grundy value, at most the number of
options of its position, or 0/1 for an outcome, so it is a small int
that CPython shares (those up to 256) or one int object; a list entry is
one 8-byte pointer either way, as small as a 64-bit array entry and
faster to read; a value needs no fixed width (one above 2^63 would still
be exact), and an index is an exact Python int below ``LIMIT``.  -1
marks a cell not solved yet.  A grid is laid out anew when a capacity
doubles, runs along the last axis copied as slices; the sizes double, so
all the copies cost at most twice the final grid, and the old and new
lists live together only during the copy.  An array grows only to at
most 4 entries per position stored plus 2^16 (so a game that reaches a
few positions with huge components, n -> n // 2, keeps them in the
dict), and never beyond ``LIMIT`` entries.  A key whose index or cell
lies inside an array is never in the dict: when an array grows, the
dict's keys that now fall inside it move in, so each key has one place
and one value.  Only exact ``int`` and ``tuple`` keys with exact ``int``
components go to the arrays (a bool or a float key is kept by key); the
engine's hot loops inline :meth:`Table.get` for ints and pairs with this
same rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from itertools import product
from typing import Any

__all__ = ["LIMIT", "Grid", "Table"]

#: No array grows beyond this many entries.
LIMIT = 1 << 28
#: The first size of the list of ints, and the slack of the density bound.
_START, _SLACK = 1 << 10, 1 << 16


def _room(count: int) -> int:
    """The most entries an array may have while count positions are stored."""
    return min(LIMIT, 4 * count + _SLACK)


class Grid:
    """The values of tuples of one length k whose components are ints in [0, caps[i]).

    The cell of (x_0, ..., x_{k-1}) is ((x_0 * caps[1] + x_1) * caps[2] + ...);
    for pairs ``rows`` and ``cols`` are caps[0] and caps[1].
    """

    __slots__ = ("caps", "cols", "layout", "rows", "values")

    def __init__(self, width: int) -> None:
        self.caps = [0] * width
        self.rows = self.cols = 0
        self.values: list[int] = []
        #: (values, rows, cols), read at once by the engine's loops.
        self.layout: tuple[list[int], int, int] = (self.values, 0, 0)

    def cell(self, key: tuple[Any, ...]) -> int:
        """The index of key's value in ``values``, or -1 when key lies outside the grid."""
        index = 0
        for x, cap in zip(key, self.caps):
            if type(x) is not int or not 0 <= x < cap:
                return -1
            index = index * cap + x
        return index

    def grow(self, key: tuple[Any, ...], count: int) -> bool:
        """Widen the grid (each capacity doubling) so it holds key, if it stays dense; say whether it does."""
        if not all(type(x) is int and x >= 0 for x in key):
            return False
        caps = [max(cap, 1) for cap in self.caps]
        for i, x in enumerate(key):
            while caps[i] <= x:
                caps[i] *= 2
        size = 1
        for cap in caps:
            size *= cap
        if size > _room(count):
            return False
        old, old_caps = self.values, self.caps
        values = [-1] * size
        if old:
            # Each run along the last axis moves as one slice to its new place.
            run = old_caps[-1]
            for lead in product(*(range(cap) for cap in old_caps[:-1])):
                src = dst = 0
                for x, cap, new_cap in zip(lead, old_caps, caps):
                    src, dst = src * cap + x, dst * new_cap + x
                src, dst = src * run, dst * caps[-1]
                values[dst:dst + run] = old[src:src + run]
        self.values, self.caps = values, caps
        self.rows, self.cols = caps[0], caps[-1]
        self.layout = (values, self.rows, self.cols)
        return True


class Table:
    """The values of solved positions, by key: ``dense`` for ints, ``grids`` by tuple length, else ``sparse``."""

    __slots__ = ("count", "dense", "grids", "pairs", "sparse")

    def __init__(self) -> None:
        self.dense: list[int] = []
        self.pairs = Grid(2)
        self.grids: dict[int, Grid] = {2: self.pairs}
        self.sparse: dict[Hashable, int] = {}
        #: How many positions are stored.
        self.count = 0

    def get(self, key: Hashable) -> int:
        """The value stored for key, or -1."""
        if type(key) is int:
            if 0 <= key < len(self.dense):
                return self.dense[key]
        elif type(key) is tuple:
            grid = self.grids.get(len(key))
            if grid is not None:
                index = grid.cell(key)
                if index >= 0:
                    return grid.values[index]
        return self.sparse.get(key, -1)

    def put(self, key: Hashable, value: int) -> None:
        """Store key's value (a key not stored yet)."""
        self.count += 1
        if type(key) is int and key >= 0:
            dense = self.dense
            if key >= len(dense):
                self._grow_dense(key)
            if key < len(dense):
                dense[key] = value
                return
        elif type(key) is tuple and key:
            grid = self.grids.get(len(key))
            if grid is None:
                grid = self.grids[len(key)] = Grid(len(key))
            index = grid.cell(key)
            if index < 0 and grid.grow(key, self.count):
                self._move_in(grid)
                index = grid.cell(key)
            if index >= 0:
                grid.values[index] = value
                return
        self.sparse[key] = value

    def _grow_dense(self, key: int) -> None:
        dense = self.dense
        size = max(len(dense) * 2, _START)
        while size <= key:
            size *= 2
        if size > _room(self.count):
            return
        dense.extend([-1] * (size - len(dense)))  # in place: the engine's loops hold this list
        # Values kept in the dict while the list was smaller move into it.
        for k in [k for k in self.sparse if type(k) is int and 0 <= k < size]:
            dense[k] = self.sparse.pop(k)

    def _move_in(self, grid: Grid) -> None:
        width = len(grid.caps)
        for k in [k for k in self.sparse if type(k) is tuple and len(k) == width and grid.cell(k) >= 0]:
            grid.values[grid.cell(k)] = self.sparse.pop(k)
