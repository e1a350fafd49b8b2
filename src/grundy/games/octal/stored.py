"""Proved octal periods kept in the cache directory (:mod:`grundy.cache`), so a period is proved once.

An entry is ``octal/<code>.npy`` (G(0), ..., G(n0 + p - 1), which answer any
heap and its winning moves through the period) and ``octal/<code>.json``
(the code, preperiod, period, saltus, count and the SHA-256 of the values'
bytes).  The saltus is 0 for an ordinary period and s for an arithmetic one,
G(n + p) = G(n) + s (an entry without it is an ordinary period).
It is read only if the JSON is well formed, names the same code, and the
digest of the values matches; anything else is ignored (and recomputed).
Only periods whose proof took at least :data:`KEEP_FROM` seconds are kept:
quicker ones are cheaper to prove again than to read.

>>> import os, tempfile, numpy as np
>>> saved = os.environ.get("GRUNDY_CACHE_DIR")
>>> os.environ["GRUNDY_CACHE_DIR"] = tempfile.mkdtemp()
>>> keep("0.07", np.arange(87) % 5, 53, 34)
>>> found = recall("0.07")
>>> (found[1], found[0][:6].tolist()) if found else None
(Period(preperiod=53, period=34), [0, 1, 2, 3, 4, 0])
>>> keep("0.FF", np.arange(1), 0, 1, 1)
>>> recall("0.FF")[1]
ArithmeticPeriod(preperiod=0, period=1, saltus=1)
>>> _ = os.environ.pop("GRUNDY_CACHE_DIR") if saved is None else os.environ.update(GRUNDY_CACHE_DIR=saved)
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ...cache import cache_dir
from ...periodic import ArithmeticPeriod, Period

__all__ = ["KEEP_FROM", "keep", "recall"]

#: Periods proved in fewer seconds than this are not kept.
KEEP_FROM = 1.0


def _paths(code: str) -> tuple[Path, Path]:
    folder = cache_dir() / "octal"
    return folder / f"{code}.npy", folder / f"{code}.json"


def _digest(values: Any) -> str:
    import numpy as np

    return hashlib.sha256(np.ascontiguousarray(values, dtype="<u4").tobytes()).hexdigest()


def keep(code: str, values: Any, preperiod: int, period: int, saltus: int = 0) -> None:
    """Keep a proved period (arithmetic with ``saltus`` > 0) and the values G(0..n0 + p - 1) it needs
    (silently nothing if the cache directory cannot be written)."""
    import numpy as np

    count = preperiod + period
    shown = np.asarray(values[:count])
    if len(shown) < count:
        return
    npy, meta = _paths(code)
    try:
        npy.parent.mkdir(parents=True, exist_ok=True)
        np.save(npy, shown.astype(np.uint32 if int(shown.max(initial=0)) >= 1 << 16 else np.uint16),
                allow_pickle=False)
        meta.write_text(json.dumps({"code": code, "preperiod": preperiod, "period": period, "saltus": saltus,
                                    "count": count, "sha256": _digest(shown)}) + "\n", encoding="utf-8")
    except OSError:
        return


def recall(code: str) -> tuple[Any, Period | ArithmeticPeriod] | None:
    """(G(0..n0 + p - 1) as a read-only array, the period) kept for ``code``, or None."""
    import numpy as np

    npy, meta = _paths(code)
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
        values = np.load(npy, allow_pickle=False)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("code") != code:
        return None
    e, p, count, saltus = data.get("preperiod"), data.get("period"), data.get("count"), data.get("saltus", 0)
    if not (isinstance(e, int) and isinstance(p, int) and isinstance(count, int) and isinstance(saltus, int)):
        return None
    if p < 1 or e < 0 or saltus < 0 or count != e + p or values.shape != (count,) or values.dtype.kind != "u":
        return None
    if _digest(values) != data.get("sha256"):
        return None
    values.flags.writeable = False
    return values, ArithmeticPeriod(e, p, saltus) if saltus else Period(e, p)
