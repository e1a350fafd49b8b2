"""The classic judge formats poj1704, hdu1730, hdu2516, hdu1524, hdu1517, poj2348, hdu3951, p2252:
golden files from the brute-force oracles, samples through every name, whitespace variants, bad input,
and the methods the checker and the test-data maker use."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest

from grundy.judge import JudgeError, find_judge_format
from tests.judge.golden import answered, check_run, differences, load_maker, solved

DATA = Path(__file__).parents[1] / "data" / "judge" / "classic"
GOLDEN = sorted(DATA.glob("*.in"))
NAMES = ["poj1704", "hdu1730", "hdu2516", "hdu1524", "hdu1517", "poj2348", "hdu3951", "p2252"]


def test_golden_files_are_what_the_oracles_say():
    assert set(load_maker(DATA).FORMATS) == set(NAMES)
    assert differences(DATA) == []


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(cli, path):
    check_run(cli, path)


@pytest.mark.parametrize("name", NAMES)
def test_the_official_sample_byte_for_byte_through_every_name(cli, name):
    fmt = find_judge_format(name)
    golden = (DATA / f"{name}_sample.in").read_bytes()
    assert fmt.sample_input == golden and fmt.sample_output == (DATA / f"{name}_sample.out").read_bytes()
    for word in (fmt.name, *fmt.aliases, fmt.name.upper()):
        r = cli(["judge", word], stdin=fmt.sample_input)
        assert r.status == 0 and r.out_bytes == fmt.sample_output, word


@pytest.mark.parametrize("name", NAMES)
def test_crlf_tabs_and_blank_lines_do_not_change_the_answers(name):
    fmt = find_judge_format(name)
    variants = [fmt.sample_input.replace(b"\n", b"\r\n"), fmt.sample_input.replace(b" ", b"\t"),
                b"\n\n" + fmt.sample_input.replace(b"\n", b"\n\n") + b"  \n",
                fmt.sample_input.rstrip(b"\n")]
    for data in variants:
        assert solved(fmt, data) == fmt.sample_output, data


@pytest.mark.parametrize("name, hard", [  # hdu1524's hard inputs take seconds: a slow test
    pytest.param(name, hard, id=f"{hard}-{name}", marks=[pytest.mark.slow] if hard and name == "hdu1524" else [])
    for hard in (False, True) for name in NAMES])
def test_generated_inputs_are_answered_alike_by_solve_and_by_the_cases(name, hard):
    fmt = find_judge_format(name)
    assert answered(fmt, fmt.sample_input) == fmt.sample_output
    for seed in range(3):
        data = b"".join(fmt.generate(random.Random(seed), 25, hard))
        out = solved(fmt, data)
        assert out == answered(fmt, data)
        cases = list(fmt.cases(io.BytesIO(data)))
        assert len(cases) == (1 if name == "p2252" else 25) == out.count(b"\n")
        assert [c.number for c in cases] == list(range(1, len(cases) + 1))


@pytest.mark.parametrize("name", NAMES)
def test_why_is_written_in_both_languages(name):
    fmt = find_judge_format(name)
    for case in fmt.cases(io.BytesIO(fmt.sample_input)):
        en, zh = fmt.why(case).render("en"), fmt.why(case).render("zh")
        assert en and zh and en != zh and re.search(r"[\u4e00-\u9fff]", zh)
        assert case.text and case.line >= 1


def _tokens(data: bytes) -> list[int]:
    return [int(t) for t in data.split()]


def test_generated_inputs_stay_within_the_statements_bounds():
    rng = random.Random(7)
    for hard in (False, True):
        t = _tokens(b"".join(find_judge_format("poj1704").generate(rng, 20, hard)))
        assert 1 <= t[0] <= 20
        i = 1
        while i < len(t):
            n = t[i]
            cells = t[i + 1 : i + 1 + n]
            assert 1 <= n <= 1000 and len(set(cells)) == n and all(1 <= c <= 10000 for c in cells)
            i += 1 + n
        values = _tokens(b"".join(find_judge_format("hdu2516").generate(rng, 50, hard)))
        assert values[-1] == 0 and all(2 <= n < 2**31 for n in values[:-1])
        values = _tokens(b"".join(find_judge_format("hdu1517").generate(rng, 50, hard)))
        assert all(1 < n < 4294967295 for n in values)
        values = _tokens(b"".join(find_judge_format("poj2348").generate(rng, 50, hard)))
        assert values[-2:] == [0, 0] and all(1 <= v < 2**31 for v in values[:-2])
        values = _tokens(b"".join(find_judge_format("hdu3951").generate(rng, 50, hard)))
        assert values[0] == 50 and all(3 <= n <= 10**9 and 1 <= k <= 10 for n, k in zip(values[1::2], values[2::2]))
        a, b = _tokens(b"".join(find_judge_format("p2252").generate(rng, 1, hard)))
        assert 0 <= a <= 10**9 and 0 <= b <= 10**9
        for case in find_judge_format("hdu1730").cases(io.BytesIO(b"".join(find_judge_format("hdu1730").generate(rng, 20, hard)))):
            m, rows = case.data
            assert 2 <= m <= 100 and 1 <= len(rows) <= 1000
        for case in find_judge_format("hdu1524").cases(io.BytesIO(b"".join(find_judge_format("hdu1524").generate(rng, 20, hard)))):
            graph, _, tokens = case.data
            assert 1 <= len(graph) <= 1000 and 1 <= len(tokens) <= 10


def test_hard_inputs_hold_the_cases_that_break_wrong_solutions():
    rng = random.Random(3)
    fib = {2, 3, 5, 8, 13}
    while max(fib) < 2**31:
        a, b = sorted(fib)[-2:]
        fib.add(a + b)
    values = _tokens(b"".join(find_judge_format("hdu2516").generate(rng, 40, True)))
    assert any(v in fib for v in values) and any(v - 1 in fib for v in values)
    values = _tokens(b"".join(find_judge_format("hdu1517").generate(rng, 60, True)))
    assert {18**k for k in range(1, 7)} & set(values) and {9 * 18**k + 1 for k in range(1, 7)} & set(values)
    values = _tokens(b"".join(find_judge_format("poj2348").generate(rng, 40, True)))
    assert 2**31 - 1 in values  # 2b overflows 32 bits
    values = _tokens(b"".join(find_judge_format("hdu3951").generate(rng, 40, True)))
    assert any(k == 1 for k in values[2::2]) and any(k >= n for n, k in zip(values[1::2], values[2::2]))


def test_an_error_after_good_cases_keeps_their_answers():
    fmt = find_judge_format("poj2348")
    out = io.BytesIO()
    with pytest.raises(JudgeError, match=r"line 2: b \(the second number of case 2\) 'x'"):
        fmt.solve(io.BytesIO(b"34 12\n15 x\n"), out)
    assert out.getvalue() == b"Stan wins\n"


def test_hdu1524_big_test_answers_every_query():
    # A path of 1000 vertices (each to the next): g(v) = (999 - v) mod 2.
    n = 1000
    graph = "".join(f"1 {v + 1}\n" for v in range(n - 1)) + "0\n"
    queries = "".join(f"1 {v}\n" for v in range(n)) + "0\n"
    out = solved(find_judge_format("hdu1524"), f"{n}\n{graph}{queries}".encode())
    assert out == "".join(("WIN" if (n - 1 - v) % 2 else "LOSE") + "\n" for v in range(n)).encode()
