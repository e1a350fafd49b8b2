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
            assert f"  {fmt.name}: {fmt.summary.render(lang)}\n" in out
        assert "--check OUTPUT" in out and "--generate N" in out


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests")
def test_the_readme_table_lists_every_registered_format_with_its_problem():
    section = _section(README.read_text(encoding="utf-8"), "## Judge formats")
    rows = {}
    for line in section.splitlines():
        match = re.match(r"\| `([a-z0-9-]+)`( \(([^)]*)\))? \| ([^|]+) \|", line)
        if match:
            rows[match.group(1)] = (match.group(3) or "", match.group(4).strip())
    formats = judge.iter_judge_formats()
    assert list(rows) == [f.name for f in formats]
    for fmt in formats:
        aliases, problem = rows[fmt.name]
        assert aliases == ", ".join(f"`{a}`" for a in fmt.aliases)
        assert problem == fmt.problem
    assert "--check" in section and "--generate" in section


@pytest.mark.skipif(not README.exists(), reason="README.md is not beside the tests")
def test_the_chinese_section_names_every_format_and_the_checker():
    section = _section(README.read_text(encoding="utf-8"), "## 中文说明")
    line = next(line for line in section.splitlines() if line.startswith("- 评测格式"))
    assert re.findall(r"`([a-z0-9-]+)`", line.split("：", 1)[1].split("；")[0]) == [
        f.name for f in judge.iter_judge_formats()]
    assert "--check" in section and "--generate" in section
