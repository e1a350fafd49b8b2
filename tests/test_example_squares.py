"""The game of another package, examples/grundy-squares, installed as pip installs it:
every shell of grundy serves it with no line of grundy naming it.

The subtract-a-square game is checked against its known P-positions (OEIS A030193:
0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, ...), not against grundy's answers.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import grundy

from .test_zh import _help_words, untranslated

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "grundy-squares"
SRC = str(Path(grundy.__file__).resolve().parents[1])
#: The first P-positions of subtract-a-square (OEIS A030193).
P_POSITIONS = {0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34}


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A directory where pip installed the example (a copy, so that the build leaves the tree clean)."""
    root = tmp_path_factory.mktemp("squares")
    shutil.copytree(EXAMPLE, root / "source", ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
                           "--no-index", "--quiet", "--target", str(root / "site"), str(root / "source")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return root / "site"


def _env(site: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), SRC])}


def grundy_cli(site: Path, *argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "grundy", *argv], input=stdin, capture_output=True, text=True,
                          env=_env(site), timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def test_the_documentation_shows_the_example_as_it_is():
    # The researchers' page includes the module and its entry point from the files themselves.
    page = (EXAMPLE.parents[1] / "docs" / "research.md").read_text(encoding="utf-8")
    assert '--8<-- "examples/grundy-squares/grundy_squares.py"' in page
    lines = (EXAMPLE / "pyproject.toml").read_text(encoding="utf-8").splitlines()
    assert lines[11:13] == ['[project.entry-points."grundy.games"]', 'squares = "grundy_squares:SquareSubtraction"']
    assert '--8<-- "examples/grundy-squares/pyproject.toml:12:13"' in page
    readme = (EXAMPLE.parents[1] / "README.md").read_text(encoding="utf-8")
    assert "examples/grundy-squares" in readme.split("## 中文说明", 1)[0]


@pytest.mark.tooling
def test_the_installed_example_registers_its_game(site):
    assert (site / "grundy_squares.py").exists()
    points = next(site.glob("grundy_squares-*.dist-info")) / "entry_points.txt"
    assert "[grundy.games]\nsquares = grundy_squares:SquareSubtraction" in points.read_text(encoding="utf-8")


@pytest.mark.tooling
def test_it_is_analysed(site):
    for pile in (10, 11, 12, 13):
        done = grundy_cli(site, "squares", str(pile), "--json")
        assert done.returncode == 0, done.stderr
        answer = json.loads(done.stdout)
        assert (answer["game"], answer["position"]) == ("squares", [pile])
        assert answer["outcome"] == ("P" if pile in P_POSITIONS else "N")
        assert {after for [after] in answer["winning_moves"]} == {
            pile - r * r for r in range(1, 4) if pile - r * r in P_POSITIONS}
    text = grundy_cli(site, "squares", "11").stdout
    assert text.startswith("Subtract a square\n") and "N-position" in text
    zh = grundy_cli(site, "squares", "11", "--lang", "zh").stdout
    assert zh.startswith("减去平方数\n") and not untranslated(zh), zh


@pytest.mark.tooling
def test_it_has_help_and_is_listed(site):
    done = grundy_cli(site, "help", "squares")
    assert done.returncode == 0 and done.stdout.startswith("usage: grundy squares")
    assert "Subtract a square" in done.stdout
    zh = grundy_cli(site, "help", "squares", "--lang", "zh")
    assert zh.returncode == 0 and "减去平方数" in zh.stdout and _help_words(zh.stdout) == [], zh.stdout
    # The overview lists it by its title, in either language.
    assert re.search(r"^  squares {2,}Subtract a square$", grundy_cli(site, "--help").stdout, re.M)
    overview_zh = grundy_cli(site, "--help", "--lang", "zh").stdout
    assert re.search(r"^  squares {2,}减去平方数$", overview_zh, re.M)


@pytest.mark.tooling
def test_it_is_played(site):
    # From the P-position 10 the player moves to 9; the computer answers to a P-position.
    done = grundy_cli(site, "play", "squares", "10", stdin="9\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "Position: (9)" in done.stdout and "Computer: " in done.stdout
    assert "Position: (5)" in done.stdout or "The computer wins." in done.stdout


@pytest.mark.tooling
def test_it_is_a_component_of_a_sum(site):
    # Its 10 is a P-position, of Grundy value 0: the sum is won by emptying the nim pile.
    done = grundy_cli(site, "sum", "squares 10", "nim 3", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["outcome"] == "N" and answer["winning_moves"] == [[[10], [0]]]
    assert "squares (10) + nim (3)" in grundy_cli(site, "sum", "squares 10", "nim 3").stdout


@pytest.mark.tooling
def test_it_is_served_by_the_web_api(site):
    pytest.importorskip("fastapi")
    script = textwrap.dedent("""
        import json
        from fastapi.testclient import TestClient
        from grundy.web.app import create_app

        with TestClient(create_app(workers=1, timeout=60)) as client:
            games = client.get("/api/games").json()["games"]
            info = next(g for g in games if g["name"] == "squares")
            analysis = client.post("/api/analyse", json={"game": "squares", "position": [11], "lang": "zh"})
            move = client.post("/api/computer-move", json={"game": "squares", "position": [11]})
            print(json.dumps({"info": info, "analysis": analysis.json(), "move": move.json()}))
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=_env(site),
                          timeout=120)
    assert done.returncode == 0, done.stderr
    answers = json.loads(done.stdout.splitlines()[-1])
    info = answers["info"]
    assert (info["title"], info["title_zh"], info["summary"], info["summary_zh"]) == (
        "Subtract a square", "减去平方数", "Subtract a square", "减去平方数")
    analysis = answers["analysis"]
    assert analysis["outcome"] == "N" and sorted(analysis["winning_moves"]) == [[2], [7], [10]]
    assert not untranslated(analysis["explanation"]), analysis["explanation"]
    assert answers["move"]["after"] in ([2], [7], [10])
