"""The cases, answers, explanations and generated inputs that every judge format declares.

For each format: the official sample read case by case gives the sample
output, answer by answer, as solve writes it; every generated input (hard
or not, several seeds) is accepted by solve, answered the same way case by
case, and within the statement's bounds (checked here by a reader of each
layout that imports nothing from grundy); and each reason renders in both
languages.
"""

from __future__ import annotations

import io
import math
import random

import pytest

from grundy import judge
from grundy.judge.format import JudgeFormat
from tests.judge.golden import answered, generated, solved


def _formats() -> list[JudgeFormat]:
    return judge.iter_judge_formats()


def _generated(fmt: JudgeFormat, seed: int, hard: bool, count: int = 40) -> bytes:
    return generated(fmt, seed, min(count, fmt.max_cases or count), hard)


@pytest.mark.parametrize("fmt", _formats(), ids=lambda f: f.name)
def test_the_sample_case_by_case_is_the_sample_output(fmt):
    assert fmt.sample_input and fmt.sample_output
    assert solved(fmt, fmt.sample_input) == fmt.sample_output
    assert answered(fmt, fmt.sample_input) == fmt.sample_output
    for alias in fmt.aliases:
        assert solved(judge.find_judge_format(alias), fmt.sample_input) == fmt.sample_output


@pytest.mark.parametrize("fmt", _formats(), ids=lambda f: f.name)
def test_cases_are_numbered_in_order_and_their_reasons_render_in_both_languages(fmt):
    cases = list(fmt.cases(io.BytesIO(fmt.sample_input)))
    assert [c.number for c in cases] == list(range(1, len(cases) + 1))
    assert all(c.line >= 1 and c.text for c in cases)
    for case in cases:
        en, zh = fmt.why(case).render("en"), fmt.why(case).render("zh")
        assert en and zh and en != zh


#: The formats whose hard inputs take seconds to generate and answer (a game searched
#: position by position): their hard cases are slow tests.
SLOW_HARD = {"hdu1524", "hdu1536", "cses1730"}


def _format_cases() -> list:
    return [pytest.param(fmt, hard, id=f"{fmt.name}-{'hard' if hard else 'ordinary'}",
                         marks=[pytest.mark.slow] if hard and fmt.name in SLOW_HARD else [])
            for hard in (False, True) for fmt in _formats()]


@pytest.mark.parametrize("fmt, hard", _format_cases())
def test_generated_inputs_are_answered_alike_by_solve_and_case_by_case(fmt, hard):
    for seed in range(3):
        data = _generated(fmt, seed, hard)
        assert answered(fmt, data) == solved(fmt, data)
        assert data == _generated(fmt, seed, hard)  # the same seed, the same bytes


def _numbers(data: bytes) -> list[int]:
    return [int(t) for t in data.split()]


def _in_bounds_poj1067(data, count):
    values = _numbers(data)
    return len(values) == 2 * count and all(0 <= v <= 10**9 for v in values)


def _in_bounds_hdu2177(data, count):
    values = _numbers(data)
    pairs = list(zip(values[::2], values[1::2]))
    return (len(values) == 2 * count + 2 and pairs[-1] == (0, 0) and (0, 0) not in pairs[:-1]
            and all(0 <= a <= b <= 10**6 for a, b in pairs))


def _in_bounds_p2197(data, count):
    values = _numbers(data)
    t, i, ok = values[0], 1, True
    for _ in range(t):
        n = values[i]
        ok &= 1 <= n <= 10**4 and all(0 <= v < 10**4 for v in values[i + 1 : i + 1 + n])
        i += 1 + n
    return ok and t == count <= 10 and i == len(values)


def _in_bounds_hdu2176(data, count):
    values = _numbers(data)
    i, cases, ok = 0, 0, True
    while values[i] != 0:
        m = values[i]
        ok &= m <= 200_000 and all(1 <= v < 2**63 for v in values[i + 1 : i + 1 + m])
        i, cases = i + 1 + m, cases + 1
    return ok and cases == count and i == len(values) - 1


def _in_bounds_hdu1846(data, count):
    values = _numbers(data)
    return values[0] == count == (len(values) - 1) // 2 and all(1 <= v <= 1000 for v in values[1:])


def _in_bounds_cards(data, count):
    lines = data.decode().splitlines()
    cards, choices = _numbers(lines[0].encode()), _numbers(lines[1].encode())
    return (count == 1 and len(lines) == 2 and 1 <= len(cards) <= 100 and all(1 <= v <= 100 for v in cards)
            and choices and set(choices) <= set(cards))


def _counted_cases(values, count, until_zero):
    # The (n, values) of inputs laid out as 'T, then n and n values' or 'n and n values, to 0'.
    i, cases = (0, []) if until_zero else (1, [])
    while i < len(values) and not (until_zero and values[i] == 0):
        n = values[i]
        cases.append(values[i + 1 : i + 1 + n])
        i += 1 + n
    ends = i == len(values) - 1 if until_zero else i == len(values) and values[0] == count
    return cases if ends and len(cases) == count else None


def _in_bounds_hdu1907(data, count):
    cases = _counted_cases(_numbers(data), count, False)
    return cases is not None and count <= 474 and all(1 <= len(c) <= 47 and all(1 <= v <= 4747 for v in c)
                                                      for c in cases)


def _in_bounds_hdu1850(data, count):
    cases = _counted_cases(_numbers(data), count, True)
    return cases is not None and all(1 < len(c) <= 100 and all(1 <= v <= 10**6 for v in c) for c in cases)


def _in_bounds_hdu1849(data, count):
    cases = _counted_cases(_numbers(data), count, True)
    return cases is not None and all(1 <= len(c) <= 1000 and all(0 <= v <= 1000 for v in c) for c in cases)


def _in_bounds_hdu2149(data, count):
    values = _numbers(data)
    return len(values) == 2 * count and all(0 < v < 1100 for v in values)


def _in_bounds_cses1098(data, count):
    cases = _counted_cases(_numbers(data), count, False)
    return (cases is not None and sum(map(len, cases)) <= 2 * 10**5
            and all(len(c) >= 1 and all(1 <= v <= 10**9 for v in c) for c in cases))


BOUNDS = {"poj1067": _in_bounds_poj1067, "hdu2177": _in_bounds_hdu2177, "p2197": _in_bounds_p2197,
          "hdu2176": _in_bounds_hdu2176, "hdu1846": _in_bounds_hdu1846, "lanqiao-cards": _in_bounds_cards,
          "hdu1907": _in_bounds_hdu1907, "hdu1850": _in_bounds_hdu1850, "hdu1849": _in_bounds_hdu1849,
          "hdu2149": _in_bounds_hdu2149, "cses1098": _in_bounds_cses1098}


@pytest.mark.parametrize("hard", [False, True], ids=["ordinary", "hard"])
@pytest.mark.parametrize("name", list(BOUNDS))
def test_generated_inputs_are_within_the_statements_bounds(name, hard):
    fmt = judge.find_judge_format(name)
    for seed in range(4):
        count = min(25, fmt.max_cases or 25)
        data = b"".join(fmt.generate(random.Random(seed), count, hard))
        assert BOUNDS[name](data, count), (name, seed)


def test_the_float_golden_ratio_goes_wrong_exactly_at_the_listed_k():
    # The usual double-precision formula against the exact floor, on the k the
    # hard inputs use and on their neighbours.
    from grundy.judge.wythoff import FLOAT_WRONG_K

    def floor_phi(k):
        return (k + math.isqrt(5 * k * k)) // 2

    def by_float(k):
        return int(k * (1 + math.sqrt(5)) / 2)

    assert FLOAT_WRONG_K[0] == 102334155
    assert all(by_float(k) != floor_phi(k) for k in FLOAT_WRONG_K)
    assert all(by_float(k) == floor_phi(k) for k in range(1, 200_000))
    assert all(by_float(k) == floor_phi(k) for k in range(FLOAT_WRONG_K[0] - 100_000, FLOAT_WRONG_K[0]))


def test_the_wythoff_reason_names_k_a_k_and_the_float_limit():
    fmt = judge.find_judge_format("poj1067")
    [case] = fmt.cases(io.BytesIO(b"165580140 267914295\n"))
    why = fmt.why(case).render("en")
    assert "= 102334155 " in why and "(165580140, 267914295)" in why and "102,334,155" in why
    [small] = fmt.cases(io.BytesIO(b"3 5\n"))
    assert "102,334,155" not in fmt.why(small).render("en")


def test_lanqiao_cards_makes_one_case_per_input():
    from grundy.errors import InputError

    fmt = judge.find_judge_format("lanqiao-cards")
    with pytest.raises(InputError, match="one case"):
        list(fmt.generate(random.Random(0), 2))


def test_a_case_quotes_a_long_list_of_piles_shortened():
    fmt = judge.find_judge_format("p2197")
    [case] = fmt.cases(io.BytesIO(b"1\n20\n" + b"7 " * 20))
    assert case.text == "7 7 7 7 7 7 7 7 ... [20]" and case.line == 2


def test_hard_poj1067_input_has_0_0_as_a_case():
    fmt = judge.find_judge_format("poj1067")
    data = b"".join(fmt.generate(random.Random(0), 40, True))
    assert b"\n0 0\n" in data and solved(fmt, data).count(b"\n") == 40
