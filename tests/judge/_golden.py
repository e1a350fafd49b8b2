"""What the judge formats' tests share: golden files from a make.py, run through the CLI."""

from __future__ import annotations

import importlib.util
import io
import random
from pathlib import Path


def load_maker(directory: Path):
    """The make.py of a golden-file directory, as a module."""
    spec = importlib.util.spec_from_file_location(f"golden_maker_{directory.name}", directory / "make.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_golden(directory: Path, formats: dict) -> None:
    """Write each format's cases (name -> (input, stdout, stderr)) as FORMAT_NAME.in/.out/.err files."""
    for fmt, make in formats.items():
        for name, (text, out, err) in make().items():
            stem = directory / f"{fmt}_{name}"
            stem.with_suffix(".in").write_bytes(text.encode())
            stem.with_suffix(".out").write_bytes(out.encode())
            err_path = stem.with_suffix(".err")
            if err:
                err_path.write_bytes(err.encode())
            elif err_path.exists():
                err_path.unlink()


def check_files_are_the_makers(directory: Path) -> None:
    """The files on disk are what the make.py (the brute-force oracles) writes."""
    maker = load_maker(directory)
    for fmt, make in maker.FORMATS.items():
        for name, (text, out, err) in make().items():
            stem = directory / f"{fmt}_{name}"
            assert stem.with_suffix(".in").read_bytes() == text.encode(), stem
            assert stem.with_suffix(".out").read_bytes() == out.encode(), stem
            err_path = stem.with_suffix(".err")
            assert (err_path.read_bytes() if err_path.exists() else b"") == err.encode(), stem


def run_golden(cli, path: Path) -> None:
    fmt = path.stem.split("_")[0]
    expected_err = path.with_suffix(".err")
    r = cli(["judge", fmt], stdin=path.read_bytes())
    assert r.out_bytes == path.with_suffix(".out").read_bytes()
    if expected_err.exists():
        assert r.status == 2 and r.err == expected_err.read_text()
    else:
        assert r.status == 0 and r.err == ""


def solved(fmt, data: bytes) -> bytes:
    out = io.BytesIO()
    fmt.solve(io.BytesIO(data), out)
    return out.getvalue()


def answered(fmt, data: bytes) -> bytes:
    """The output that cases and answer give, as solve writes it."""
    return "".join(line + "\n" for case in fmt.cases(io.BytesIO(data)) for line in fmt.answer(case)).encode()


def generated(fmt, seed: int, count: int, hard: bool) -> bytes:
    return b"".join(fmt.generate(random.Random(seed), count, hard))
