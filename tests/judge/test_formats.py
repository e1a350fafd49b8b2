"""The registry of judge formats: what each format declares, and how a name finds it."""

from __future__ import annotations

import pytest

from grundy import judge
from grundy.errors import InputError
from grundy.judge.format import JudgeFormat


@pytest.mark.parametrize("name", list(judge.BUILTIN))
def test_every_format_declares_its_names_problem_and_summary_in_both_languages(name):
    fmt = judge.find_judge_format(name)
    assert isinstance(fmt, JudgeFormat)
    assert fmt.name == name
    assert all(a == a.lower() and a not in judge.BUILTIN for a in fmt.aliases)
    assert fmt.problem
    en, zh = fmt.summary.render("en"), fmt.summary.render("zh")
    assert en and zh and en != zh


def test_no_two_formats_share_a_name_or_an_alias():
    words = [w for f in judge.iter_judge_formats() for w in (f.name, *f.aliases)]
    assert len(words) == len(set(words))


@pytest.mark.parametrize(("alias", "name"), [("hdu1527", "poj1067"), ("HDU1527", "poj1067"),
                                             ("luogu-p2197", "p2197"), ("cards", "lanqiao-cards")])
def test_an_alias_finds_its_format(alias, name):
    assert judge.find_judge_format(alias).name == name


def test_an_unknown_name_is_refused_with_a_suggestion():
    with pytest.raises(InputError, match=r"unknown judge format 'poj1076'; did you mean 'poj1067'"):
        judge.find_judge_format("poj1076")
