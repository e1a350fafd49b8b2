"""The exact solutions ``grundy judge FMT --solution cpp|python`` prints.

Each program is run on its format's golden files (made by brute-force
oracles, tests/data/judge), on its official sample and on ``--generate
--hard`` data, whose output grundy's own ``--check`` must accept.  The C++
programs are compiled once per session with ``-Wall -Wextra -Werror``; the
runs are marked ``tooling`` (C++) and ``slow`` (Python).  The unmarked tests
read the sources: complete programs, the standard library only, no floating
point anywhere.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grundy.judge import find_judge_format, iter_judge_formats
from grundy.judge.solutions import LANGUAGES, source

from .golden import generated, solved

DATA = Path(__file__).parent.parent / "data" / "judge"
FORMATS = [f.name for f in iter_judge_formats()]

#: Golden inputs beyond the statement's bounds, which grundy answers exactly and
#: a contest program need not: HDU 2176's "mirror" holds piles of 665 bits, past
#: the unsigned 64-bit integers the C++ reads (its hard data stops at 2^63 - 1).
BEYOND_BOUNDS = {("cpp", "nim/hdu2176_mirror")}

#: Seeds of the generated data each program is run on (a format of one case per
#: input gets one input per seed, of the others three inputs of 20 cases).
SEEDS = range(3)
SINGLE_SEEDS = range(20)


def golden_inputs(name: str) -> list[Path]:
    """The golden inputs of a format that are valid (no expected error)."""
    found = []
    for path in sorted(DATA.rglob("*.in")):
        if path.with_suffix(".err").exists():
            continue
        owner = "lanqiao-cards" if path.parent.name == "cards" else path.stem.split("_")[0].split("-")[0]
        if owner == name:
            found.append(path)
    return found


def test_every_format_has_golden_files():
    assert all(golden_inputs(name) for name in FORMATS)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", FORMATS)
def test_the_command_prints_the_program(cli, name, language):
    r = cli(["judge", name, "--solution", language])
    assert r.status == 0 and r.err == ""
    assert r.out == source(name, language)
    for alias in find_judge_format(name).aliases:
        assert source(alias, language) == r.out


@pytest.mark.parametrize("name", FORMATS)
def test_the_cpp_program_is_complete_and_uses_no_floating_point(name):
    text = source(name, "cpp")
    assert "//@" not in text and "int main()" in text
    assert text.startswith("// ") and "Theory" in text  # the theory in the opening comment
    code = re.sub(r"//.*", "", text)
    for word in ("double", "float", "sqrt", "pow", "cin", "scanf"):
        assert not re.search(rf"\b{word}\b", code), word
    assert "fread" in code


def _stdlib_only(tree: ast.AST) -> bool:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add((node.module or "").split(".")[0])
    return names <= set(sys.stdlib_module_names)


@pytest.mark.parametrize("name", FORMATS)
def test_the_python_program_uses_the_standard_library_and_no_floating_point(name):
    text = source(name, "python")
    tree = ast.parse(text)
    assert _stdlib_only(tree)
    assert "sys.stdin.buffer" in text and text.startswith("# ") and "Theory" in text
    for node in ast.walk(tree):
        assert not (isinstance(node, ast.Constant) and isinstance(node.value, float))
        assert not isinstance(node, (ast.Div, ast.Pow))  # true division and powers may give floats
        assert not (isinstance(node, ast.Name) and node.id == "float")
        assert not (isinstance(node, ast.Attribute) and node.attr in ("sqrt", "log", "log2", "floor"))


def test_an_unknown_language_is_refused(cli):
    r = cli(["judge", "poj1067", "--solution", "java"])
    assert r.status == 2 and "java" in r.err and "Traceback" not in r.err


def test_solution_takes_no_input_and_no_other_mode(cli):
    for extra in (["input.txt"], ["--check", "out.txt"], ["--generate", "3"]):
        r = cli(["judge", "poj1067", "--solution", "cpp", *extra])
        assert r.status == 2 and "--solution" in r.err and r.out == ""


# ------------------------------------------------------------------ running the programs
class Programs:
    """Each format's program in one language, compiled (C++) or written (Python) once, then run."""

    def __init__(self, language: str, where: Path) -> None:
        self.language = language
        self.where = where
        self.built: dict[str, list[str]] = {}

    def command(self, name: str) -> list[str]:
        if name not in self.built:
            if self.language == "cpp":
                src = self.where / f"{name}.cpp"
                src.write_text(source(name, "cpp"), encoding="utf-8")
                exe = self.where / name
                r = subprocess.run(["g++", "-O2", "-std=c++17", "-Wall", "-Wextra", "-o", str(exe), str(src)],
                                   capture_output=True, text=True)
                assert r.returncode == 0 and r.stderr == "", r.stderr  # compiles without a warning
                self.built[name] = [str(exe)]
            else:
                src = self.where / f"{name}.py"
                src.write_text(source(name, "python"), encoding="utf-8")
                self.built[name] = [sys.executable, "-I", str(src)]
        return self.built[name]

    def run(self, name: str, data: bytes) -> bytes:
        r = subprocess.run(self.command(name), input=data, capture_output=True, timeout=120)
        assert r.returncode == 0 and r.stderr == b"", r.stderr[-500:]
        return r.stdout


@pytest.fixture(scope="module", params=[pytest.param("cpp", marks=pytest.mark.tooling),
                                        pytest.param("python", marks=pytest.mark.slow)])
def programs(request, tmp_path_factory):
    if request.param == "cpp" and shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    return Programs(request.param, tmp_path_factory.mktemp(f"solutions-{request.param}"))


@pytest.mark.parametrize("name", FORMATS)
def test_the_program_writes_the_golden_output(programs, name):
    fmt = find_judge_format(name)
    assert programs.run(name, fmt.sample_input) == fmt.sample_output
    for path in golden_inputs(name):
        key = path.relative_to(DATA).with_suffix("").as_posix()
        if (programs.language, key) in BEYOND_BOUNDS:
            continue
        assert programs.run(name, path.read_bytes()) == path.with_suffix(".out").read_bytes(), key


@pytest.mark.parametrize("name", FORMATS)
def test_the_program_passes_grundys_check_on_hard_data(programs, cli, tmp_path, name):
    fmt = find_judge_format(name)
    runs = [(seed, 1) for seed in SINGLE_SEEDS] if fmt.max_cases == 1 else [(seed, 20) for seed in SEEDS]
    for seed, count in runs:
        data = generated(fmt, seed, count, hard=True)
        given, got = tmp_path / "input.txt", tmp_path / "output.txt"
        given.write_bytes(data)
        got.write_bytes(programs.run(name, data))
        r = cli(["judge", name, "--check", str(got), str(given)])
        assert r.status == 0, (seed, r.out)


# ------------------------------------------------------------------ the per-problem pages
PAGES_SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "judges" / "make.py"
FENCE = re.compile(r"^(`{3,})(cpp|python)\n(.*?)^\1$", re.M | re.S)


@pytest.fixture(scope="module")
def pages_maker():
    if not PAGES_SCRIPT.exists():
        pytest.skip("docs/ is not beside the tests")
    import importlib.util

    spec = importlib.util.spec_from_file_location("judge_pages_maker", PAGES_SCRIPT)
    assert spec and spec.loader
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    return maker


def test_the_stored_pages_are_what_the_script_writes(pages_maker):
    made = pages_maker.pages()
    assert len(made) == 2 * (len(FORMATS) + 1)
    stale = [path for path, text in made.items() if not path.exists() or path.read_text(encoding="utf-8") != text]
    assert not stale, "run python docs/judges/make.py"


@pytest.mark.parametrize("name", FORMATS)
def test_each_page_shows_the_programs_the_command_prints(pages_maker, cli, name):
    for page in (f"{name}.md", f"{name}.zh.md"):
        text = (PAGES_SCRIPT.parent / page).read_text(encoding="utf-8")
        shown = {language: code for _fence, language, code in FENCE.findall(text)}
        assert set(shown) == set(LANGUAGES)
        for language in LANGUAGES:
            assert shown[language] == cli(["judge", name, "--solution", language]).out


@pytest.mark.parametrize("name", FORMATS)
def test_each_wrong_solution_on_a_page_is_broken_by_a_valid_input(pages_maker, name):
    # The input a page says breaks a wrong solution is one the statement allows: grundy answers it.
    fmt = find_judge_format(name)
    wrong = pages_maker.PROBLEMS[name]["wrong"]
    assert wrong
    for _program, _en, data, _zh in wrong:
        assert solved(fmt, (data + "\n").encode())
