"""``grundy judge FMT --package DIR``: a Kattis-format problem package for every format.

The unmarked tests build a package for each format and check its structure:
every file, the sample, answers that are grundy's own, validators that call
grundy, the accepted programs of ``--solution``.  The marked ones run the
accepted programs on the secret data (``tooling`` for C++, ``slow`` for
Python) and, where grundy.judge.zoo is installed, show every wrong program
failing some secret test.
"""

from __future__ import annotations

import importlib.util
import os
import random
from pathlib import Path

import pytest

from grundy.judge import find_judge_format
from grundy.judge.package import TIME_LIMIT, custom_output, write_package
from grundy.judge.solutions import source

from .golden import solved
from .test_solutions import FORMATS, Programs, programs  # noqa: F401  (programs is a fixture)

TESTS = 4
HAS_ZOO = importlib.util.find_spec("grundy.judge.zoo") is not None


#: Formats whose packages are quick to make (the others' hard data takes seconds):
#: their structure is checked in the everyday suite, every format's under ``slow``.
QUICK = {"poj1067", "p2197", "hdu1846", "timus1180"}
EVERY = [name if name in QUICK else pytest.param(name, marks=pytest.mark.slow) for name in FORMATS]


class Packages(dict[str, Path]):
    """Each format's package, written once when first asked for: name -> its directory."""

    def __init__(self, root: Path) -> None:
        super().__init__()
        self.root = root

    def __missing__(self, name: str) -> Path:
        path = self[name] = self.root / name
        write_package(find_judge_format(name), path, tests=TESTS, seed=5)
        return path


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    return Packages(tmp_path_factory.mktemp("packages"))


def _yaml(path: Path) -> dict[str, str]:
    pairs = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            key, _, value = line.partition(": ")
            pairs[key] = value.strip('"')
    return pairs


def _files(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize("name", EVERY)
def test_the_package_holds_every_part(packages, name):
    fmt, root = find_judge_format(name), packages[name]
    secret = {f"data/secret/{i:02d}.{ext}" for i in range(1, TESTS + 1) for ext in ("in", "ans")}
    expected = {"problem.yaml", ".timelimit", "problem_statement/problem.en.md", "problem_statement/problem.zh.md",
                "data/sample/1.in", "data/sample/1.ans", "input_validators/grundy/run",
                "submissions/accepted/solution.cpp", "submissions/accepted/solution.py", *secret}
    if custom_output(fmt):
        expected.add("output_validators/grundy/run")
    files = _files(root)
    wrong = {f for f in files if f.startswith("submissions/wrong_answer/")}
    assert files - wrong == expected
    assert bool(wrong) == HAS_ZOO

    yaml = _yaml(root / "problem.yaml")
    assert yaml["name"] == fmt.problem and yaml["validation"] == ("custom" if custom_output(fmt) else "default")
    assert (root / ".timelimit").read_text() == f"{TIME_LIMIT}\n"
    assert (root / "data/sample/1.in").read_bytes() == fmt.sample_input
    assert (root / "data/sample/1.ans").read_bytes() == fmt.sample_output
    for lang, marker in (("en", "Sample input"), ("zh", "样例输入")):
        statement = (root / f"problem_statement/problem.{lang}.md").read_text(encoding="utf-8")
        assert marker in statement and fmt.sample_input.decode() in statement
    for path in sorted(secret):
        if path.endswith(".in"):
            data = (root / path).read_bytes()
            assert data and (root / path[:-3]).with_suffix(".ans").read_bytes() == solved(fmt, data)
    assert (root / "submissions/accepted/solution.cpp").read_text(encoding="utf-8") == source(name, "cpp")
    assert (root / "submissions/accepted/solution.py").read_text(encoding="utf-8") == source(name, "python")


@pytest.mark.parametrize("name", EVERY)
def test_the_validators_call_grundy(packages, name):
    root = packages[name]
    validate = root / "input_validators/grundy/run"
    assert os.access(validate, os.X_OK)
    text = validate.read_text()
    assert text.startswith("#!/bin/sh\n") and f"grundy judge {name} --validate -" in text
    assert "exit 42" in text and "exit 43" in text
    check = root / "output_validators/grundy/run"
    if check.exists():
        assert os.access(check, os.X_OK)
        assert f'exec grundy judge {name} --kattis "$1" "$2" "$3"' in check.read_text()


def test_the_hard_tests_come_first(packages):
    # POJ 1067's hard data holds the P-positions a double-precision golden ratio misses.
    first = (packages["poj1067"] / "data/secret/01.in").read_bytes()
    assert b"165580140 267914295" in first


def test_the_same_seed_gives_the_same_package(tmp_path):
    fmt = find_judge_format("hdu2177")
    for d in ("a", "b"):
        write_package(fmt, tmp_path / d, tests=3, seed=9)
    a, b = tmp_path / "a", tmp_path / "b"
    assert _files(a) == _files(b)
    assert all((a / f).read_bytes() == (b / f).read_bytes() for f in _files(a))


def test_the_command_writes_a_package(cli, tmp_path):
    r = cli(["judge", "hdu1527", "--package", str(tmp_path / "wythoff")])
    assert r.status == 0 and r.out == "" and r.err == ""
    assert _yaml(tmp_path / "wythoff/problem.yaml")["name"] == "POJ 1067 / HDU 1527"
    assert len(list((tmp_path / "wythoff/data/secret").glob("*.in"))) == 10


def test_the_seed_makes_the_tests_and_generate_options_are_refused(cli, tmp_path):
    r = cli(["judge", "hdu1846", "--package", str(tmp_path / "a"), "--seed", "3"])
    assert r.status == 0
    expected = b"".join(find_judge_format("hdu1846").generate(random.Random(3), 20, True))
    assert (tmp_path / "a/data/secret/01.in").read_bytes() == expected
    for extra in (["--hard"], ["--answers", "x.out"]):
        r = cli(["judge", "hdu1846", "--package", str(tmp_path / "b"), *extra])
        assert r.status == 2 and extra[0] in r.err and not (tmp_path / "b").exists()


def test_a_directory_in_use_is_refused(cli, tmp_path):
    (tmp_path / "old.txt").write_text("kept")
    r = cli(["judge", "poj1067", "--package", str(tmp_path)])
    assert r.status == 2 and str(tmp_path) in r.err and "Traceback" not in r.err
    assert _files(tmp_path) == {"old.txt"}
    r = cli(["judge", "poj1067", "--package", str(tmp_path / "old.txt")])
    assert r.status == 2 and "not a directory" in r.err
    r = cli(["judge", "poj1067", "--package", str(tmp_path / "new"), "--lang", "zh"])
    assert r.status == 0
    r = cli(["judge", "poj1067", "--package", str(tmp_path / "new"), "--lang", "zh"])
    assert r.status == 2 and "不是空目录" in r.err


def test_a_package_without_tests_is_refused(tmp_path):
    from grundy.errors import InputError

    with pytest.raises(InputError, match="at least one secret test"):
        write_package(find_judge_format("poj1067"), tmp_path / "p", tests=0)


# ------------------------------------------------------------------ running the submissions
@pytest.mark.parametrize("name", FORMATS)
def test_the_accepted_programs_pass_the_secret_data(packages, programs, name):  # noqa: F811
    for path in sorted((packages[name] / "data/secret").glob("*.in")):
        assert programs.run(name, path.read_bytes()) == path.with_suffix(".ans").read_bytes(), path.name


@pytest.mark.slow
@pytest.mark.skipif(not HAS_ZOO, reason="grundy.judge.zoo is not installed")
@pytest.mark.parametrize("name", FORMATS)
def test_every_wrong_program_fails_some_secret_test(packages, tmp_path, name):
    import shutil
    import subprocess
    import sys

    root = packages[name]
    for path in sorted((root / "submissions/wrong_answer").iterdir()):
        if path.suffix == ".cpp":
            if shutil.which("g++") is None:
                continue
            exe = tmp_path / path.stem
            subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(exe), str(path)], check=True)
            command = [str(exe)]
        elif path.suffix == ".py":
            command = [sys.executable, "-I", str(path)]
        else:
            continue
        outputs = []
        for test in sorted((root / "data/secret").glob("*.in")):
            r = subprocess.run(command, input=test.read_bytes(), capture_output=True, timeout=120)
            outputs.append(r.returncode == 0 and r.stdout == test.with_suffix(".ans").read_bytes())
        assert not all(outputs), path.name
