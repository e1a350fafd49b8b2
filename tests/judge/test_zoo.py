"""The zoo of wrong solutions: each shown wrong by the brute-force oracles' golden files (or, for a bug
that only shows beyond their reach, by an exact answer worked out here), broken by ``--generate 20
--hard``, and found and shrunk by ``--stress``."""

from __future__ import annotations

import io
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from grundy import judge
from grundy.judge.check import check
from grundy.judge.generate import single_inputs, write_input_bytes
from grundy.judge.stress import failure, shrink, stress
from grundy.judge.zoo import programs

DATA = Path(__file__).parents[1] / "data" / "judge"
PROGRAMS = [p for fmt in judge.iter_judge_formats() for p in programs(fmt.name)]
#: Formats whose hard inputs take seconds to make or to answer.
SLOW = {"hdu1524", "hdu1536", "cses1730", "lanqiao-cards"}


def _fmt(program):
    return judge.find_judge_format(program.name.rsplit("_", 1)[0].split("_")[0])


def _param(p):
    marks = [pytest.mark.tooling] if p.language == "cpp" else []
    if _fmt(p).name in SLOW:
        marks.append(pytest.mark.slow)
    return pytest.param(p, id=p.name, marks=marks)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The shell command that runs a program (a C++ one compiled once)."""
    commands = {}

    def command(program):
        if program.name not in commands:
            if program.language == "python":
                # Standard library only: no site-packages to import (-I -S), a fraction of the start-up time.
                commands[program.name] = f"{sys.executable} -I -S {program.path}"
            else:
                if shutil.which("g++") is None:
                    pytest.skip("g++ is not installed")
                exe = tmp_path_factory.mktemp("zoo") / program.name
                subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(exe), str(program.path)], check=True)
                commands[program.name] = str(exe)
        return commands[program.name]

    return command


def _run(command, data):
    return subprocess.run(command, shell=True, input=data, capture_output=True, timeout=60).stdout


PAGES_SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "judges" / "make.py"


@pytest.fixture(scope="module")
def listed():
    """The typical wrong solutions the problem pages list (docs/judges/make.py): program name -> input shown."""
    if not PAGES_SCRIPT.exists():
        pytest.skip("docs/ is not beside the tests")
    import importlib.util

    spec = importlib.util.spec_from_file_location("judge_pages_maker", PAGES_SCRIPT)
    assert spec and spec.loader
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    return {f"{fmt}_{w[0]}": w[2] + "\n" for fmt, info in maker.PROBLEMS.items() for w in info["wrong"]}


def test_the_pages_list_exactly_the_zoo(listed):
    assert sorted(listed) == sorted(p.name for p in PROGRAMS)


@pytest.mark.parametrize("program", [_param(p) for p in PROGRAMS])
def test_the_input_its_page_shows_breaks_it(built, listed, program):
    data = listed[program.name].encode()
    assert not check(_fmt(program), io.BytesIO(data), io.BytesIO(_run(built(program), data))).right


def test_every_format_has_its_wrong_solutions_each_with_its_bug():
    for fmt in judge.iter_judge_formats():
        found = programs(fmt.name)
        assert found, fmt.name
        for p in found:
            assert p.language in ("python", "cpp") and p.path.exists() and 20 < len(p.bug) < 130, p
            assert p.source.splitlines()[0].split("WRONG: ")[1] == p.bug


def _golden(fmt):
    # The oracle-made golden inputs of a format that are valid (no error expected), with their outputs.
    paths = [p for p in DATA.rglob("*.in") if p.stem == fmt.name or p.stem.startswith(f"{fmt.name}_")
             or p.stem.startswith(f"{fmt.name}-")]
    if fmt.name == "lanqiao-cards":
        paths += sorted((DATA / "cards").glob("*.in"))
    return [(p.read_bytes(), p.with_suffix(".out").read_bytes()) for p in sorted(paths)
            if not p.with_suffix(".err").exists() and p.with_suffix(".out").exists()]


def _floor_phi(k):
    return (k + math.isqrt(5 * k * k)) // 2


def _fibonacci_below(limit):
    a, b, found = 1, 2, {1, 2}
    while a + b < limit:
        a, b = b, a + b
        found.add(b)
    return found


def _mover_wins_euclid(a, b):
    # Cole and Davie: with a >= b the player to move wins if b divides a or a >= 2b; otherwise (a, b) -> (b, a - b)
    # is forced.
    mover = True
    while True:
        a, b = max(a, b), min(a, b)
        if a % b == 0 or a >= 2 * b:
            return mover
        a, mover = a - b, not mover


def _stan_wins_by_minimax(n):
    from tests.oracles import outcomes
    from tests.oracles.multiplication import moves

    return outcomes(moves, [(1, n)])[(1, n)] == "N"


#: An input and its answer for the bugs that the golden files do not show: by the oracle where it reaches
#: (hdu1517 at 5832), else (numbers past 32 bits' reach, or of 10^8 and more) an exact answer worked out here.
BEYOND = {
    "poj1067_float_golden": (b"165580140 267914295\n", b"0\n" if _floor_phi(102334155) == 165580140 else b"1\n"),
    "p2252_float_golden": (b"165580140 267914295\n", b"0\n" if _floor_phi(102334155) == 165580140 else b"1\n"),
    "timus1180_reads_64_bit": (b"18446744073709551616\n", f"1\n{2**64 % 3}\n".encode()),
    "timus1180_float_number": (b"18446744073709551617\n", f"1\n{(2**64 + 1) % 3}\n".encode()),
    "hdu2516_fibonacci_bound_off_by_one": (b"1836311903\n0\n", b"Second win\n" if 1836311903 in
                                           _fibonacci_below(2**31) else b"First win\n"),
    "hdu1517_float_log": (b"5832\n", b"Stan wins.\n" if _stan_wins_by_minimax(5832) else b"Ollie wins.\n"),
    "poj1067_int32_square": (b"33533 54258\n", b"0\n" if _floor_phi(20725) == 33533 else b"1\n"),
    "p2252_int32_square": (b"33533 54258\n", b"0\n" if _floor_phi(20725) == 33533 else b"1\n"),
    "poj2348_int32_double": (b"2147483647 2147483646\n0 0\n", b"Stan wins\n" if
                             _mover_wins_euclid(2147483647, 2147483646) else b"Ollie wins\n"),
}


@pytest.mark.parametrize("program", [_param(p) for p in PROGRAMS])
def test_each_is_shown_wrong_by_the_oracles(built, program):
    fmt = _fmt(program)
    command = built(program)
    cases = [BEYOND[program.name]] if program.name in BEYOND else _golden(fmt)
    assert cases, program.name
    assert any(_run(command, data) != expected for data, expected in cases), \
        f"{program.name} is right on every oracle-made input"


def _hard_inputs(fmt):
    if fmt.max_cases == 1:
        return list(single_inputs(fmt, 20, 0, hard=True))
    return [write_input_bytes(fmt, min(20, fmt.max_cases or 20), 0, hard=True)]


@pytest.mark.parametrize("program", [_param(p) for p in PROGRAMS])
def test_each_is_broken_by_generate_20_hard(built, program):
    fmt = _fmt(program)
    command = built(program)
    assert any(not check(fmt, io.BytesIO(d), io.BytesIO(_run(command, d))).right for d in _hard_inputs(fmt)), \
        f"{program.name} passes --generate 20 --hard"


#: The runs of a program that shrinking may take here (no time budget: the result depends only on the
#: program's answers).  A yes/no answer that a few numbers decide (POJ 1704's unsorted row) may have no
#: smaller failing neighbour to step to, and is only checked for failing and not growing; the inputs below
#: are the least that fail (one case, the fewest and least numbers), reached in fewer runs.
ZOO_RUNS = 100
#: The least failing input of each program that --stress reaches within ZOO_RUNS runs (seed 0).
SHRUNK = {
    "poj1067_float_golden": b"165580140 267914295\n",
    "hdu2177_stops_at_a_zero": b"0 1\n0 0\n",
    "p2197_xor_not_reset": b"2\n1\n1\n1\n0\n",
    # a lost position's five piles (XOR 0): halving all of them at once keeps the XOR, one at a time cannot
    "p2197_sums_piles": b"1\n2\n1 1\n",
    "hdu1846_wrong_modulus": b"1\n1 1\n",
    "hdu1907_forgets_all_ones": b"1\n1\n1\n",
    "hdu1850_counts_equal": b"2\n1 1\n0\n",
    "hdu2149_forgets_n_at_least_m": b"1 2\n",
    "cses1098_wrong_modulus": b"1\n1\n3\n",
}


@pytest.mark.slow
@pytest.mark.parametrize("program", [_param(p) for p in PROGRAMS])
def test_each_is_found_and_shrunk_by_stress(built, program):
    fmt = _fmt(program)
    command = built(program)
    done, found = stress(fmt, command, 60, 0, 10.0)
    assert found is not None, f"{program.name} passes 60 stress tests"
    shrunk = shrink(fmt, found, lambda data: failure(fmt, command, data, 10.0), max_seconds=None,
                    max_runs=ZOO_RUNS).failure
    assert len(shrunk.input) <= len(found.input)
    assert failure(fmt, command, shrunk.input, 10.0) is not None
    if program.name in SHRUNK:
        assert shrunk.input == SHRUNK[program.name]


@pytest.mark.slow
@pytest.mark.parametrize("name, found, least", [
    # a lost position of five piles (XOR 0), which lowering one number at a time cannot shrink
    ("p2197_sums_piles", b"1\n5\n3736 7522 7177 7930 4361\n", b"1\n2\n1 1\n"),
    # three piles whose Nim and Lasker values disagree (two piles never tell the games apart: G is
    # one-to-one), of one digit each: 1, 2 and 3 in some order
    ("hdu3032_plain_nim", b"1\n3\n34 38 3\n", b"1\n3\n2 1 3\n"),
])
def test_piles_whose_xor_decides_are_shrunk_to_the_least(built, name, found, least):
    # `least` is one of the least failing inputs; the one found must be as short, and fail
    program = next(p for p in PROGRAMS if p.name == name)
    fmt, command = _fmt(program), built(program)
    first = failure(fmt, command, found, 10.0)
    assert first is not None
    shrunk = shrink(fmt, first, lambda data: failure(fmt, command, data, 10.0), max_seconds=None,
                    max_runs=ZOO_RUNS).failure
    assert len(shrunk.input) == len(least) and failure(fmt, command, shrunk.input, 10.0) is not None, shrunk.input
    assert sorted(shrunk.input.split()) == sorted(least.split())
