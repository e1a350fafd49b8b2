"""The example notebooks under examples/ run from top to bottom, and show their results richly.

They are committed without outputs (a test checks it); here each is executed
in a fresh kernel with grundy from this source tree.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import grundy

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "examples").glob("*.ipynb"))
SRC = str(Path(grundy.__file__).resolve().parents[1])

nbformat = pytest.importorskip("nbformat")


def test_there_are_example_notebooks():
    assert {p.name for p in NOTEBOOKS} >= {"wythoff-tour.ipynb", "octal-period.ipynb"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_notebook_is_committed_without_outputs(path):
    notebook = nbformat.read(path, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]


@pytest.mark.tooling
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_notebook_runs_and_its_results_show_themselves(path, tmp_path, monkeypatch):
    nbclient = pytest.importorskip("nbclient")
    monkeypatch.setenv("PYTHONPATH", SRC)  # the kernel imports this source tree
    notebook = nbformat.read(path, as_version=4)
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    html = [o["data"]["text/html"] for o in outputs if "text/html" in o.get("data", {})]
    assert html, "no result showed itself as HTML"
    if path.name == "wythoff-tour.ipynb":
        assert any("<table" in h for h in html)  # the Grundy table and the map
        assert any("take 1 from both piles" in h for h in html)  # the analysis
        shown = [o["data"] for o in outputs if "data" in o]
        assert any("image/png" in d for d in shown), "the picture did not show itself"
        texts = [d.get("text/plain", "") for d in shown]
        assert "(165580141, 165580140)" in texts
    else:
        texts = [o["data"].get("text/plain", "") for o in outputs if "data" in o]
        assert "True" in texts  # the period checked by a plain mex
