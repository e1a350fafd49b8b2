"""Judge formats hdu1848, hdu1536 (poj2960) and timus1180: golden files from the oracles, cases, test data."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from grundy.judge import find_judge_format
from tests.judge.golden import answered, differences, generated, check_run, solved

DATA = Path(__file__).parents[1] / "data" / "judge" / "subtraction_games"
GOLDEN = sorted(DATA.glob("*.in"))
NAMES = ["hdu1848", "hdu1536", "timus1180"]


def test_golden_files_are_what_the_oracles_say():
    assert {p.name.split("_")[0] for p in GOLDEN} == set(NAMES)
    assert differences(DATA) == []


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(cli, path):
    check_run(cli, path)


@pytest.mark.parametrize("name", [*NAMES, "poj2960"])
def test_the_official_sample_byte_for_byte_through_every_name(cli, name):
    fmt = find_judge_format(name)
    assert cli(["judge", name], stdin=fmt.sample_input).out_bytes == fmt.sample_output
    assert answered(fmt, fmt.sample_input) == fmt.sample_output
    assert (DATA / f"{fmt.name}_sample.out").read_bytes() == fmt.sample_output


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("hard", [False, True])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_inputs_are_accepted_and_answered_alike(name, hard, seed):
    fmt = find_judge_format(name)
    data = generated(fmt, seed, 12, hard)
    assert solved(fmt, data) == answered(fmt, data)
    cases = list(fmt.cases(io.BytesIO(data)))
    assert len(cases) == (1 if name == "timus1180" else 12)
    for case in cases:
        en, zh = fmt.why(case).render("en"), fmt.why(case).render("zh")
        assert en and zh and en != zh


def test_generated_inputs_keep_the_bounds():
    for seed in range(4):
        for hard in (False, True):
            tokens = [int(t) for t in generated(find_judge_format("hdu1848"), seed, 30, hard).split()]
            assert tokens[-3:] == [0, 0, 0] and all(1 <= t <= 1000 for t in tokens[:-3])
            n = int(generated(find_judge_format("timus1180"), seed, 1, hard))
            assert 1 <= n <= 10**250
            for case in find_judge_format("hdu1536").cases(io.BytesIO(generated(find_judge_format("hdu1536"),
                                                                                seed, 10, hard))):
                subset, positions = case.data
                assert 0 < len(subset) <= 100 and all(0 < s <= 10000 for s in subset)
                assert 0 < len(positions) <= 100
                assert all(0 < len(h) <= 100 and all(0 <= x <= 10000 for x in h) for h, _ in positions)


def test_hard_data_holds_the_largest_and_the_repeated():
    data = generated(find_judge_format("hdu1848"), 5, 12, True)
    assert b"1000 1000 1000" in data and b"1 1 1" in data
    hard = {generated(find_judge_format("timus1180"), seed, 1, True) for seed in range(30)}
    assert str(10**250).encode() + b"\n" in hard


def test_timus_n_of_250_digits_is_exact():
    fmt = find_judge_format("timus1180")
    assert solved(fmt, str(10**250 + 1).encode()) == b"1\n2\n"
    assert solved(fmt, str(3 * 10**249).encode()) == b"2\n"
