"""Octal sequences and surveys as files: OEIS b-files, CSV, .npy and JSON.

>>> codes("0.?5")[:3], codes("0.77, 0.07 0.770")
(['0.05', '0.15', '0.25'], ['0.77', '0.07'])
>>> row = survey_row("0.07", 2000)
>>> row["preperiod"], row["period"], row["saltus"], row["largest"]
(53, 34, 0, 9)
>>> row = survey_row("0.8", 2000)  # arithmetic-periodic: G(n + 3) = G(n) + 1 from n = 1
>>> row["preperiod"], row["period"], row["saltus"]
(1, 3, 1)

A survey writes each row as it finishes (CSV: one line appended; JSON: the
file rewritten), so an interrupted survey keeps its rows, and
:func:`read_rows` gives them back to resume from.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Iterable, Sequence
from itertools import product
from pathlib import Path
from typing import Any

from ...errors import InputError, os_reason
from ...messages import catalogue
from .code import HEX, parse_code
from .values import Computed, compute, octal_rules

__all__ = ["FIELDS", "codes", "read_rows", "survey_row", "write_rows", "write_sequence"]

MESSAGES = catalogue("octal.data", {
    "bad_suffix": ("{path}: write .b (an OEIS b-file), .txt, .csv, .npy or .json",
                   "{path}：文件名应以 '.b'（OEIS b 文件）、'.txt'、'.csv'、'.npy' 或 '.json' 结尾"),
    "rows_suffix": ("{path}: a survey is written as .csv or .json", "{path}：调查结果应写成 '.csv' 或 '.json'"),
    "bad_pattern": ("{text!r} is not an octal code or pattern such as 0.?? or 0.1?7",
                    "{text!r} 不是八进制代码或 0.?? 、0.1?7 这样的模式"),
    "no_codes": ("no octal code given to survey", "没有给出要调查的八进制代码"),
    "cannot_read": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "bad_rows": ("{path} is not a survey written by grundy (line {line})",
                 "{path} 不是 grundy 写出的调查结果（第 {line} 行）"),
})

#: The columns of a survey row (saltus: 0 for an ordinary period, s for G(n + p) = G(n) + s).
FIELDS = ("code", "heaps", "preperiod", "period", "saltus", "largest", "method", "rare_heaps", "seconds")
#: The columns of a survey written before arithmetic periods (read as saltus 0 where a period is given).
OLD_FIELDS = tuple(f for f in FIELDS if f != "saltus")


def codes(text: str, *, hexadecimal: bool = False) -> list[str]:
    """The codes a pattern names: ``?`` is any digit 0-7 (0-F with ``hexadecimal``); several codes or
    patterns are separated by commas or spaces; a digit before the point (0, 4, 8 or C) is kept.  Codes
    equal up to trailing zeros and the code 0 are dropped.

    >>> codes("0.?", hexadecimal=True)[-3:], codes("4.?")[:2]
    (['0.D', '0.E', '0.F'], ['4.', '4.1'])
    """
    seen: dict[str, None] = {}
    words = text.replace(",", " ").split()
    if not words:
        raise InputError(MESSAGES("no_codes"))
    alphabet = HEX if hexadecimal else HEX[:8]
    for word in words:
        head, dot, tail = word.upper().partition(".")
        if (head not in ("", "0", "4", "8", "C") or not dot or not tail or any(c not in HEX + "?" for c in tail)
                or len(tail) > 12):
            raise InputError(MESSAGES("bad_pattern", text=word))
        slots = [alphabet if c == "?" else c for c in tail]
        for digits in product(*slots):
            trimmed = "".join(digits).rstrip("0")
            if trimmed or head not in ("", "0"):
                seen.setdefault((head or "0") + "." + trimmed, None)
    return list(seen)


def survey_row(code: str, heaps: int, **options: Any) -> dict[str, Any]:
    """One survey row: the period proved within ``heaps`` terms (or None), the largest value, the method."""
    return row_of(code, compute(octal_rules(parse_code(code)), heaps, **options))


def row_of(code: str, run: Computed) -> dict[str, Any]:
    return {
        "code": code,
        "heaps": len(run.values),
        "preperiod": run.period.preperiod if run.period else None,
        "period": run.period.period if run.period else None,
        "saltus": run.period.saltus if run.period else None,
        "largest": run.largest,
        "method": run.method,
        "rare_heaps": run.rare_count if run.method == "rare" else None,
        "seconds": round(run.seconds, 3),
    }


def read_rows(path: str | os.PathLike[str], fields: Sequence[str] = FIELDS) -> list[dict[str, Any]]:
    """The rows of a survey file (CSV or JSON), as written by :func:`write_rows`; [] if it does not exist."""
    path = Path(path)
    if not path.exists():
        return []
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
        raise InputError(MESSAGES("cannot_read", path=str(path), reason=reason)) from None
    if path.suffix == ".json":
        try:
            rows = json.loads(text) if text.strip() else []
        except json.JSONDecodeError as exc:
            raise InputError(MESSAGES("bad_rows", path=str(path), line=exc.lineno)) from None
        if not isinstance(rows, list) or not all(isinstance(r, dict) and "code" in r for r in rows):
            raise InputError(MESSAGES("bad_rows", path=str(path), line=1))
        return rows
    lines = text.splitlines()
    old = fields == FIELDS and lines and lines[0].split(",") == list(OLD_FIELDS)
    if lines and lines[0].split(",") != list(fields) and not old:
        raise InputError(MESSAGES("bad_rows", path=str(path), line=1))
    rows = []
    for number, record in enumerate(csv.DictReader(lines), 2):
        if None in record or any(v is None for v in record.values()):
            raise InputError(MESSAGES("bad_rows", path=str(path), line=number))
        row = {k: v if k in ("code", "method", "orders") else _cell(v) for k, v in record.items()}
        if old:
            row["saltus"] = None if row.get("period") is None else 0
        rows.append(row)
    return rows


def _cell(text: str) -> Any:
    if text == "":
        return None
    try:
        return int(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return text


def write_rows(path: str | os.PathLike[str], rows: Sequence[dict[str, Any]], *, append: bool = False,
               fields: Sequence[str] = FIELDS) -> None:
    """Write survey rows: CSV (``append`` adds lines to what is there) or JSON (the whole list);
    ``fields`` are the CSV's columns."""
    path = Path(path)
    if path.suffix == ".json":
        path.write_text(json.dumps(list(rows), indent=1) + "\n", encoding="utf-8")
        return
    if path.suffix != ".csv":
        raise InputError(MESSAGES("rows_suffix", path=str(path)))
    fresh = not append or not path.exists() or path.stat().st_size == 0
    with path.open("w" if not append else "a", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(fields), lineterminator="\n")
        if fresh:
            writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if row.get(k) is None else row[k] for k in fields})


def write_sequence(path: str | os.PathLike[str], values: Iterable[int] | Any, *,
                   description: dict[str, Any] | None = None, form: str | None = None) -> None:
    """Write G(0), G(1), ... by the file's suffix: ``.b``/``.txt`` an OEIS b-file ("n a(n)"
    lines), ``.csv`` (n,grundy), ``.npy`` (a numpy array), ``.json`` (the description, with
    the values); ``form`` (a suffix) overrides the file's."""
    import numpy as np

    path = Path(path)
    suffix = form or path.suffix
    array = np.asarray(values)
    if suffix in (".b", ".txt"):
        with path.open("w", encoding="utf-8") as handle:
            for start in range(0, len(array), 1 << 16):
                chunk = array[start : start + (1 << 16)].tolist()
                handle.write("".join(f"{start + i} {v}\n" for i, v in enumerate(chunk)))
    elif suffix == ".csv":
        with path.open("w", encoding="utf-8") as handle:
            handle.write("n,grundy\n")
            for start in range(0, len(array), 1 << 16):
                chunk = array[start : start + (1 << 16)].tolist()
                handle.write("".join(f"{start + i},{v}\n" for i, v in enumerate(chunk)))
    elif suffix == ".npy":
        np.save(path, array)
    elif suffix == ".json":
        body = dict(description or {})
        body["values"] = array.tolist()
        path.write_text(json.dumps(body) + "\n", encoding="utf-8")
    else:
        raise InputError(MESSAGES("bad_suffix", path=str(path)))
