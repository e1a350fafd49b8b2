"""HDU 1907, HDU 1850, HDU 1849, HDU 2149 and CSES 1098: golden files from the oracles, samples, bad input.

The golden files in tests/data/judge/variants come from the brute-force
oracles of its make.py (minimax over each story's raw rules, importing
nothing from grundy); a test checks that make.py still writes them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.judge import golden

from grundy import judge

DATA = Path(__file__).parents[1] / "data" / "judge" / "variants"
GOLDEN = sorted(DATA.glob("*.in"))
NAMES = ["hdu1907", "hdu1850", "hdu1849", "hdu2149", "cses1098"]


def test_there_are_golden_files_for_every_format():
    assert {path.name.split("_")[0] for path in GOLDEN} == set(NAMES)


def test_golden_files_are_what_the_oracles_say():
    assert golden.differences(DATA) == []


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(cli, path):
    golden.check_run(cli, path)


@pytest.mark.parametrize("name", NAMES)
def test_the_official_sample_with_crlf_tabs_and_blank_lines(cli, name):
    data = (DATA / f"{name}_sample.in").read_bytes()
    expected = (DATA / f"{name}_sample.out").read_bytes()
    assert judge.find_judge_format(name).sample_input == data
    assert judge.find_judge_format(name).sample_output == expected
    for variant in (data.replace(b"\n", b"\r\n"), data.replace(b" ", b"\t"), data.replace(b"\n", b"\n\n  ")):
        r = cli(["judge", name], stdin=variant)
        assert r.status == 0 and r.out_bytes == expected and r.err == ""


def test_a_count_beyond_the_limit_is_refused_before_its_piles_are_read(cli):
    r = cli(["judge", "hdu1850"], stdin=b"2\n1 1\n99999999999 1 2\n")
    assert r.status == 2 and r.out == "0\n"
    assert r.err == "grundy: line 3: M (the number of piles) 99999999999 is larger than 10,000,000\n"
