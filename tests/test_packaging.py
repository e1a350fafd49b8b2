"""The install the README promises: dependencies that are used, test tools bounded
to releases known to work together, skips that say why."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _imported_top_level_modules() -> set[str]:
    found = set()
    for path in (ROOT / "src" / "grundy").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found


def test_every_required_dependency_is_imported_by_the_package():
    imported = _imported_top_level_modules()
    for spec in PROJECT["dependencies"]:
        name = Requirement(spec).name
        assert name.replace("-", "_") in imported, f"{name} is required but src/grundy never imports it"


def test_test_tools_have_upper_bounds_that_the_installed_versions_meet():
    # Each tool the suite runs is bounded above by the newest release known to
    # pass with the others; what is installed must be inside the bounds, or the
    # suite is not testing what a fresh install gets.
    for spec in PROJECT["optional-dependencies"]["test"]:
        requirement = Requirement(spec)
        if requirement.name == "grundy":
            continue
        uppers = [s for s in requirement.specifier if s.operator in ("<", "<=", "~=", "==")]
        assert uppers, f"{spec}: no upper bound"
        installed = metadata.version(requirement.name)
        assert requirement.specifier.contains(installed, prereleases=True), \
            f"{requirement.name} {installed} is installed, outside {spec}"


@pytest.mark.tooling
def test_a_skipped_test_says_why_in_the_default_output(tmp_path):
    (tmp_path / "test_skip.py").write_text(
        "import pytest\n\n"
        "def test_needs_a_browser():\n"
        "    pytest.skip('no chromium here')\n", encoding="utf-8")
    # The project's own configuration, run on that file alone.
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path),
         "-p", "no:cacheprovider", str(tmp_path / "test_skip.py")],
        capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert "1 skipped" in done.stdout, done.stdout
    assert "no chromium here" in done.stdout



#: Long modules being reshaped elsewhere.
RESHAPED_ELSEWHERE: set[str] = set()


def test_a_long_module_says_why_it_is_one_topic():
    import ast
    from pathlib import Path

    import grundy

    root = Path(grundy.__file__).resolve().parent
    long = {path.relative_to(root).as_posix(): path for path in root.rglob("*.py")
            if len(path.read_text(encoding="utf-8").splitlines()) > 500}
    unexplained = [name for name, path in long.items() if name not in RESHAPED_ELSEWHERE
                   and "One topic" not in (ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or "")]
    assert unexplained == []
