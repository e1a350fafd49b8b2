"""The judge formats' documentation follows their declarations: ``grundy judge --help`` and the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from grundy import judge

README = Path(__file__).resolve().parents[2] / "README.md"


def _section(text: str, title: str) -> str:
    start = text.index(title)
    end = text.find("\n## ", start + len(title))
    return text[start : end if end >= 0 else len(text)]


def _help(lang: str) -> str:
    import os
    import subprocess
    import sys

    import grundy

    env = {**os.environ, "PYTHONPATH": str(Path(grundy.__file__).parents[1]), "COLUMNS": "200"}
    done = subprocess.run([sys.executable, "-m", "grundy", "judge", "--help", "--lang", lang],
                          capture_output=True, env=env, check=True)
    return done.stdout.decode("utf-8")


def test_the_help_lists_every_format_with_its_summary_in_both_languages():
    for lang in ("en", "zh"):
        out = _help(lang)
        for fmt in judge.iter_judge_formats():
            line = next(line for line in out.splitlines() if line.startswith(f"  {fmt.name}"))
            assert line.endswith(f": {fmt.summary.render(lang)}"), line
        assert "--check OUTPUT" in out and "--generate N" in out


DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.skipif(not DOCS.exists(), reason="docs/ is not beside the tests")
def test_the_site_lists_every_registered_format_with_its_problem_from_the_declarations():
    import importlib.util

    spec = importlib.util.spec_from_file_location("docs_hooks", DOCS / "hooks.py")
    pytest.importorskip("mkdocs")
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    rows = {}
    for line in hooks.judge().splitlines():
        match = re.match(r"\| `([a-z0-9-]+)` \| ([^|]*) \| ([^|]+) \|", line)
        if match:
            rows[match.group(1)] = (match.group(2).strip(), match.group(3).strip())
    formats = judge.iter_judge_formats()
    assert list(rows) == [f.name for f in formats]
    for fmt in formats:
        assert rows[fmt.name] == (", ".join(f"`{a}`" for a in fmt.aliases), fmt.problem)
    for page in ("contest.md", "reference/judge.md", "contest.zh.md"):
        assert "<!-- grundy: judge -->" in (DOCS / page).read_text(encoding="utf-8")
    assert "--check" in (DOCS / "contest.md").read_text(encoding="utf-8")
    assert "--generate" in (DOCS / "contest.zh.md").read_text(encoding="utf-8")


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests")
def test_the_readme_names_the_checker_and_the_test_data_maker_in_both_languages():
    text = README.read_text(encoding="utf-8")
    english, chinese = text.split("## 中文说明", 1)
    for part in (english, chinese):
        assert "--check" in part and "--generate" in part
