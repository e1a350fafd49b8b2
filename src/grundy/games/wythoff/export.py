"""Wythoff's Grundy values as data for other programs: OEIS b-files, and rows as JSON.

A b-file lists a sequence as lines "n a(n)" (the OEIS format).  The table
G(x, y) is a sequence read by antidiagonals, as OEIS A004481 lists it:
a(0) = G(0, 0), then G(0, 1), G(1, 0), then G(0, 2), G(1, 1), G(2, 0), ...
(G is symmetric, so the order inside an antidiagonal does not matter).

>>> import numpy as np
>>> antidiagonals(np.array([[0, 1, 2], [1, 2, 0], [2, 0, 1]])).tolist()  # A004481 starts so
[0, 1, 1, 2, 2, 2]
>>> list(bfile_lines([5, 7], offset=1))
['1 5', '2 7']

A row's periodic description (:func:`row_description`) is a JSON object,
``"format": "grundy-wythoff-row"``, version 1, with ``row`` x,
``preperiod`` e, ``period`` p and ``prefix``, the values G(x, 0), ...,
G(x, e + p - 1); then G(x, y + p) = G(x, y) + p for every y >= e gives G(x, y)
for any y.  In any language, as here in Python:

>>> def G(row, y):
...     e, p, prefix = row["preperiod"], row["period"], row["prefix"]
...     if y < len(prefix):
...         return prefix[y]
...     r = e + (y - e) % p  # a column inside the prefix, one whole number of periods back
...     return prefix[r] + (y - r)
>>> row = row_description(3)
>>> row["preperiod"], row["period"], row["prefix"][:8]
(8, 6, [3, 4, 5, 6, 2, 0, 1, 9])
>>> G(row, 10**30) == 10**30 - 2
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import numpy as np

__all__ = ["ROW_FORMAT", "antidiagonals", "bfile_lines", "row_description", "row_values"]

#: The ``"format"`` of a row's periodic description, and its version.
ROW_FORMAT = ("grundy-wythoff-row", 1)


def antidiagonals(table: np.ndarray) -> np.ndarray:
    """The values of a square table read by antidiagonals x + y = 0, 1, ..., n - 1 (x ascending).

    Only the n complete antidiagonals of an n x n table: n (n + 1) / 2 values.
    """
    n = table.shape[0]
    parts = [table[np.arange(d + 1), d - np.arange(d + 1)] for d in range(n)]
    return np.concatenate(parts) if parts else np.zeros(0, table.dtype)


def bfile_lines(values: Iterable[int], offset: int = 0) -> Iterator[str]:
    """The lines "n a(n)" of an OEIS b-file, n from ``offset``."""
    for n, value in enumerate(values, offset):
        yield f"{n} {int(value)}"


def row_values(x: int, count: int) -> list[int]:
    """G(x, y) for 0 <= y < count, from the proved period of row x (x <= MAX_ROW).

    >>> row_values(2, 9)
    [2, 0, 1, 5, 3, 4, 8, 6, 7]
    """
    from .periodicity import row_period, row_prefix

    period = row_period(x)
    prefix = row_prefix(x).astype(np.int64) + np.arange(period.preperiod + period.period)
    if count <= prefix.size:
        return [int(v) for v in prefix[:count]]
    y = np.arange(prefix.size, count, dtype=np.int64)
    r = period.preperiod + (y - period.preperiod) % period.period
    return [int(v) for v in prefix] + [int(v) for v in prefix[r] + (y - r)]


def row_description(x: int) -> dict[str, Any]:
    """The periodic description of row x: preperiod, period and prefix (see the module notes)."""
    from ...certify import values_digest
    from .periodicity import row_period

    period = row_period(x)
    prefix = row_values(x, period.preperiod + period.period)
    return {
        "format": ROW_FORMAT[0],
        "version": ROW_FORMAT[1],
        "game": "Wythoff",
        "row": x,
        "rule": "G(x, y) = prefix[y] for y < preperiod + period; else with r = preperiod + "
                "(y - preperiod) mod period, G(x, y) = prefix[r] + y - r",
        "preperiod": period.preperiod,
        "period": period.period,
        "prefix": prefix,
        "values": values_digest(prefix),
    }
