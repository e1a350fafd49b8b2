"""The Python examples in README.md run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples():
    if not README.exists():  # an installed copy without the source tree
        pytest.skip("README.md is not beside the tests")
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
