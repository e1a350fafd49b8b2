"""The layout of T cases of n heaps answered by a XOR (nim_sum.xor_cases), through its two formats cses1730 (Nim)
and hdu3032 (Lasker's Nim): golden files, the chunked path, cases, test data."""

from __future__ import annotations

import io
import random
from functools import reduce
from operator import xor
from pathlib import Path

import pytest

from grundy.judge import find_judge_format
from grundy.judge.lasker import LASKER
from grundy.judge.nim import NIM_FIRST
from grundy.judge.nim_sum import xor_cases
from tests.judge.golden import answered, differences, generated, load_maker, check_run, solved

DATA = Path(__file__).parents[1] / "data" / "judge" / "xor_cases"
GOLDEN = sorted(DATA.glob("*.in"))
NAMES = ["cses1730", "hdu3032"]
RULES = {"cses1730": NIM_FIRST, "hdu3032": LASKER}


def test_golden_files_are_what_the_oracles_say():
    assert {p.name.split("_")[0] for p in GOLDEN} == set(NAMES)
    assert differences(DATA) == []


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(cli, path):
    check_run(cli, path)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
@pytest.mark.parametrize("chunk_size", [7, 64, 1 << 16])
def test_golden_through_the_vectorised_reader(path, chunk_size):
    # The golden inputs are short; forced through the numpy path, in chunks
    # small enough that cases and long tokens straddle them.
    rule = RULES[path.stem.split("_")[0]]
    out = io.BytesIO()
    try:
        xor_cases(io.BytesIO(path.read_bytes()), out, rule, chunk_size=chunk_size, small_input=0)
    except Exception as exc:
        assert path.with_suffix(".err").exists(), exc
        assert path.with_suffix(".err").read_text().strip() == f"grundy: {exc}"
    assert out.getvalue() == path.with_suffix(".out").read_bytes()


def test_many_heaps_through_the_vectorised_reader_match_the_oracle():
    maker = load_maker(DATA)
    rng = random.Random(3032)
    cases = [[rng.choice([rng.randint(1, 399), rng.randint(1, 2**31 - 1), 10**30 + rng.randint(0, 9)])
              for _ in range(rng.randint(1, 300))] for _ in range(300)]
    for i in range(0, len(cases), 3):  # a third lost: the last heap cancels the others
        rest = reduce(xor, map(maker.lasker_value, cases[i][:-1]), 0)
        cases[i][-1] = maker.lasker_value(rest) if rest else cases[i][-1]
    text = maker.layout(cases, random.Random(1)).encode()
    expected = "".join(maker.hdu3032(h) + "\n" for h in cases).encode()
    assert b"Bob" in expected and b"Alice" in expected
    assert solved(find_judge_format("hdu3032"), text) == expected
    out = io.BytesIO()
    xor_cases(io.BytesIO(text), out, LASKER, chunk_size=1 << 12, small_input=0)
    assert out.getvalue() == expected


@pytest.mark.parametrize("name", NAMES)
def test_the_official_sample_byte_for_byte(cli, name):
    fmt = find_judge_format(name)
    assert cli(["judge", name], stdin=fmt.sample_input).out_bytes == fmt.sample_output
    assert answered(fmt, fmt.sample_input) == fmt.sample_output


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("hard", [False, True])
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_inputs_are_accepted_answered_alike_and_within_bounds(name, hard, seed):
    fmt = find_judge_format(name)
    count = 40 if name == "cses1730" else 12
    data = generated(fmt, seed, count, hard)
    assert solved(fmt, data) == answered(fmt, data)
    cases = list(fmt.cases(io.BytesIO(data)))
    assert len(cases) == count
    heaps = [h for case in cases for h in case.data]
    if name == "cses1730":
        assert len(heaps) <= 200_000 and all(1 <= h <= 10**9 for h in heaps)
    else:
        assert all(1 <= len(c.data) <= 10**6 for c in cases) and all(1 <= h <= 2**31 - 1 for h in heaps)
    en, zh = fmt.why(cases[0]).render("en"), fmt.why(cases[0]).render("zh")
    assert en and zh and en != zh


def test_hard_hdu3032_data_holds_what_plain_nim_gets_wrong():
    data = generated(find_judge_format("hdu3032"), 1, 12, True)
    assert b"\n1 2 3\n" in data and b"\n1 2 4\n" in data and str(2**31 - 1).encode() in data


def test_the_largest_cses_input_is_accepted():
    fmt = find_judge_format("cses1730")
    data = generated(fmt, 7, 200_000, True)
    assert data.count(b"\n") == 1 + 2 * 200_000
    assert len(data.split()) == 1 + 200_000 + 200_000  # t, the counts, and 2*10^5 heaps in all
