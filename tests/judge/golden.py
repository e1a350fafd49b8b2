"""Golden files of judge formats: each ``FORMAT_NAME.in`` with its ``.out`` and, for bad input, ``.err``.

A directory's ``make.py`` declares ``FORMATS``: format -> a function giving
name -> (input, expected stdout, expected stderr), from brute-force oracles;
:func:`write` writes them, :func:`differences` says where the files on disk
no longer are what it makes, and :func:`check_run` runs one file through
``grundy judge``.  :func:`solved`, :func:`answered` and :func:`generated` give a
format's output and test data the ways the CLI, the checker and the test-data
maker get them.
"""

from __future__ import annotations

import importlib.util
import io
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

Made = Callable[[], dict[str, tuple[str, str, str]]]


def write(here: Path, formats: dict[str, Made]) -> None:
    """Write every golden file of ``formats`` into ``here`` (and remove an .err no longer wanted)."""
    for fmt, make in formats.items():
        for name, (text, out, err) in make().items():
            stem = here / f"{fmt}_{name}"
            stem.with_suffix(".in").write_bytes(text.encode())
            stem.with_suffix(".out").write_bytes(out.encode())
            err_path = stem.with_suffix(".err")
            if err:
                err_path.write_bytes(err.encode())
            elif err_path.exists():
                err_path.unlink()


def load_maker(data: Path) -> Any:
    """The make.py of a golden-file directory, as a module."""
    spec = importlib.util.spec_from_file_location(f"golden_maker_{data.name}", data / "make.py")
    assert spec and spec.loader
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    return maker


def differences(data: Path) -> list[Path]:
    """The golden files in ``data`` that are not what its make.py writes now."""
    maker = load_maker(data)
    wrong = []
    for fmt, make in maker.FORMATS.items():
        for name, (text, out, err) in make().items():
            stem = data / f"{fmt}_{name}"
            err_path = stem.with_suffix(".err")
            if (stem.with_suffix(".in").read_bytes() != text.encode()
                    or stem.with_suffix(".out").read_bytes() != out.encode()
                    or (err_path.read_bytes() if err_path.exists() else b"") != err.encode()):
                wrong.append(stem)
    return wrong


def check_run(cli: Any, path: Path) -> None:
    """Run one golden input through ``grundy judge`` and compare stdout, stderr and the exit status."""
    fmt = path.stem.split("_")[0]
    expected_err = path.with_suffix(".err")
    r = cli(["judge", fmt], stdin=path.read_bytes())
    assert r.out_bytes == path.with_suffix(".out").read_bytes()
    if expected_err.exists():
        assert r.status == 2 and r.err == expected_err.read_text()
        assert "Traceback" not in r.err and r.err.count("\n") == 1  # one line naming the input
    else:
        assert r.status == 0 and r.err == ""


def solved(fmt: Any, data: bytes) -> bytes:
    """What the format's ``solve`` writes for the input ``data``."""
    out = io.BytesIO()
    fmt.solve(io.BytesIO(data), out)
    return out.getvalue()


def answered(fmt: Any, data: bytes) -> bytes:
    """The output that ``cases`` and ``answer`` give (the checker's way), as solve writes it."""
    return "".join(line + "\n" for case in fmt.cases(io.BytesIO(data)) for line in fmt.answer(case)).encode()


def generated(fmt: Any, seed: int, count: int, hard: bool) -> bytes:
    """The test data the format generates from ``seed``."""
    return b"".join(fmt.generate(random.Random(seed), count, hard))
