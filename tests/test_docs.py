"""The documentation site: it builds without a warning, and every example on it runs as shown.

``console`` blocks are run command by command (``$ `` lines, the lines up to
the next one being its output) by bash with grundy from this source tree;
Python examples (``>>>``) run as doctests.
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

import grundy

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SRC = str(Path(grundy.__file__).resolve().parents[1])
PAGES = sorted(DOCS.rglob("*.md")) if DOCS.exists() else []
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.M | re.S)


def console_examples() -> list[tuple[str, str, str]]:
    found = []
    for page in PAGES:
        for block in BLOCK.findall(page.read_text(encoding="utf-8")):
            command, output = None, []
            for line in [*block.splitlines(), "$ "]:
                if line.startswith("$ "):
                    if command:
                        found.append((page.relative_to(DOCS).as_posix(), command, "\n".join(output)))
                    command, output = line[2:], []
                else:
                    output.append(line)
    return found


@pytest.fixture(scope="module")
def shell_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    # `grundy` on PATH runs this source tree, whatever is installed.
    bin_dir = tmp_path_factory.mktemp("bin")
    shim = bin_dir / "grundy"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m grundy "$@"\n')
    shim.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "PYTHONPATH": SRC,
            "NO_COLOR": "1", "COLUMNS": "80", "NO_MKDOCS_2_WARNING": "1"}


@pytest.mark.parametrize(("page", "command", "expected"), console_examples(),
                         ids=lambda v: v if isinstance(v, str) and len(v) < 60 else None)
def test_a_console_example_prints_what_the_page_shows(page, command, expected, shell_env, tmp_path):
    run = subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=shell_env,
                         cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.rstrip("\n") == expected.rstrip("\n"), f"{page}: $ {command}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_the_python_examples_of_a_page_run(page):
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_site_has_console_examples_to_check():
    assert len(console_examples()) >= 10


@pytest.mark.tooling
def test_the_site_builds_without_a_warning(tmp_path):
    pytest.importorskip("mkdocs")
    pytest.importorskip("mkdocstrings")
    run = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")],
                         cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": SRC, "NO_MKDOCS_2_WARNING": "1"},
                         timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    built = {p.relative_to(tmp_path / "site").as_posix() for p in (tmp_path / "site").rglob("index.html")}
    for page in ("index.html", "contest/index.html", "teachers/index.html", "research/index.html",
                 "mathematics/index.html", "reference/games/index.html", "reference/judge/index.html",
                 "zh/index.html", "zh/contest/index.html", "zh/teachers/index.html"):
        assert page in built
    assert (tmp_path / "site" / "img" / "p-positions.png").stat().st_size > 1000


def readme_docs_command() -> str:
    """The command README.md gives for building the site, read from the README itself."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^Build the documentation site.*?\n```sh\n(.+?)\n```", readme, re.M | re.S)
    assert found, "README.md: no 'Build the documentation site' command"
    return found.group(1)


def test_the_readme_builds_the_site_with_warnings_as_errors():
    command = readme_docs_command()
    assert "'.[docs]'" in command and "mkdocs build --strict" in command


@pytest.mark.tooling
@pytest.mark.timeout(1800)
def test_the_readme_docs_command_builds_the_site_in_a_fresh_virtual_environment(tmp_path):
    # A fresh clone: the files git tracks (and new ones it would), nothing installed but
    # what the command itself installs; pip's own cache makes a second run quicker.
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    clone = tmp_path / "grundy"
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, clone / name)
    venv.create(tmp_path / "venv", with_pip=True)
    bin_dir = tmp_path / "venv" / ("Scripts" if os.name == "nt" else "bin")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env.update(PATH=f"{bin_dir}{os.pathsep}{env['PATH']}", VIRTUAL_ENV=str(tmp_path / "venv"),
               PIP_DISABLE_PIP_VERSION_CHECK="1")
    run = subprocess.run(["bash", "-c", readme_docs_command()], cwd=clone, env=env, capture_output=True,
                         text=True, timeout=1800)
    assert run.returncode == 0, (run.stdout[-2000:], run.stderr[-4000:])
    assert (clone / "site" / "index.html").is_file()
    assert (clone / "site" / "zh" / "index.html").is_file()
