"""The package type-checks under ``mypy --strict`` (configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.tooling
def test_mypy_strict(tmp_path):
    pytest.importorskip("mypy", reason="mypy comes with the test extra")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success" in run.stdout
