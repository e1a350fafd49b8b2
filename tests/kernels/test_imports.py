"""Commands that need no kernel do not import numba or the Wythoff kernels (numba takes about
half a second to import), nor does the first use of a row whose prefix ships with grundy."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import grundy


@pytest.mark.parametrize("argv", [["wythoff", "5", "8"], ["wythoff", "99", "10" + "0" * 20, "--grundy"],
                                  ["table", "wythoff", "--row", "7", "--format", "json"]])
def test_no_kernel_is_imported(argv, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(Path(grundy.__file__).parent.parent),
               GRUNDY_CACHE_DIR=str(tmp_path / "cache"))
    proc = subprocess.run([sys.executable, "-X", "importtime", "-m", "grundy", *argv],
                          capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if "|" in line}
    assert "grundy.cli" in imported
    compiled = {m for m in imported if m.split(".")[0] == "grundy" and m.rsplit(".", 1)[-1].endswith("compiled")}
    assert not {m for m in imported if m.split(".")[0] == "numba"} | compiled
    assert not (tmp_path / "cache").exists()
