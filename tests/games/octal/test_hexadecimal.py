"""Hexadecimal digits (bit 8: three heaps left) and a digit before the point (splits without taking),
against the plain mex of tests/oracles/takebreak.py."""

from __future__ import annotations

import itertools

import pytest

from grundy.games.octal import certificate as cert
from grundy.games.octal.code import HEX, code_text, heap_moves, parse_code
from grundy.games.octal.data import codes
from grundy.games.octal.game import Octal
from grundy.games.octal.values import compute, octal_rules
from grundy.kernels import available as compiled
from tests.oracles import takebreak as oracle

CODES = ["0.8", "0.9", "0.A", "0.B", "0.C", "0.F7", "0.7F", "0.48", "0.2048", "4.", "8.", "C.", "4.07", "4.7",
         "8.1", "C.3", "4.F", "0.E3", "0.1C"]


@pytest.mark.parametrize("code", CODES)
def test_values_are_the_plain_mex(code):
    want = oracle.code_values(code, 70)
    rules = octal_rules(parse_code(code))
    assert [int(v) for v in compute(rules, 70, stop=False, kernel=False).values] == want
    if compiled():
        assert [int(v) for v in compute(rules, 70, stop=False, kernel=True).values] == want
        assert [int(v) for v in compute(rules, 70, stop=False, kernel=True, method="rare").values] == want


def test_every_one_and_two_digit_code_against_the_oracle():
    # d0 in 0, 4, 8, C and one digit 0-F after the point: a plain survey of the small codes
    for head, d in itertools.product("048C", HEX):
        code = f"{head}.{d}"
        if code == "0.0":
            continue
        want = oracle.code_values(code, 40)
        got = compute(octal_rules(parse_code(code)), 40, stop=False, kernel=False).values
        assert [int(v) for v in got] == want, code


@pytest.mark.parametrize("code", ["0.A", "0.B", "0.D", "0.F", "4.07", "4.7", "4."])
def test_proved_periods_hold_on_the_oracle(code):
    run = compute(octal_rules(parse_code(code)), 2000)
    assert run.period is not None
    e, p = run.period
    g = oracle.code_values(code, e + 4 * p + 40)
    assert all(g[n + p] == g[n] for n in range(e, len(g) - p))
    assert e == 0 or g[e - 1 + p] != g[e - 1]
    assert all(any(g[n + d] != g[n] for n in range(e, len(g) - d)) for d in range(1, p) if p % d == 0)


@pytest.mark.parametrize("code", ["0.F7", "4.07", "C.1", "0.8"])
def test_heap_moves_are_the_oracles_options(code):
    rule = oracle.code_rule(code)
    for n in range(12):
        mine = sorted(tuple(sorted(parts)) for _k, parts in heap_moves(parse_code(code), n))
        plain = set()
        for k, heaps in rule.items():
            for j in heaps:
                if (k, j) != (0, 1) and n >= k:
                    plain |= {(k, tuple(sorted(c))) for c in oracle.compositions(n - k, j)}
        assert sorted(parts for _k, parts in plain) == mine, (code, n)


@pytest.mark.parametrize("code", ["0.F7", "4.07", "0.8", "C.1"])
def test_winning_moves_reach_zero(code):
    g = oracle.code_values(code, 30)
    game = Octal(code=code)
    for position in [(7,), (9, 4), (12, 5, 3), (20,)]:
        total = 0
        for p in position:
            total ^= g[p]
        moves = game.winning_moves(position)
        assert game.outcome(position) == ("N" if total else "P")
        assert bool(moves) == bool(total)
        for after in moves:
            value = 0
            for q in after:
                value ^= g[q]
            assert value == 0
            game.check_move(position, after)
        assert game.count_moves_to(position) >= len(moves)


def test_codes_are_written_back_and_moves_typed():
    assert code_text(parse_code("4.07")) == "4.07" and code_text(parse_code("0.fa")) == "0.FA"
    assert Octal(code="0.8").parse_move((10,), "1 1 2 3") == (2, 3, 4)
    assert Octal(code="4.8").parse_move((10,), "1 0 4") == (4, 6)
    assert "1, 4 and 4" in Octal(code="0.8").describe_move((10,), (1, 4, 4))
    assert "split into heaps of 4 and 6" == Octal(code="4.").describe_move((10,), (4, 6))


def test_the_hexadecimal_survey_names_every_digit():
    assert len(codes("0.?", hexadecimal=True)) == 15 and len(codes("0.??", hexadecimal=True)) == 255
    assert codes("0.?") == [f"0.{d}" for d in range(1, 8)]
    assert "4." in codes("4.?") and "C.F" in codes("C.?", hexadecimal=True)


@pytest.mark.parametrize("code", ["4.07", "0.A", "0.F"])
def test_certificates_of_hexadecimal_periods(tmp_path, code):
    run = compute(octal_rules(parse_code(code)), 2000)
    assert run.period is not None
    path = str(tmp_path / "c.json")
    cert.write(path, code, run.period.preperiod, run.period.period, run.values)
    assert cert.verify(cert.read(path), path=path) == []
    forged = cert.read(path)
    forged["parameters"]["period"] += 1
    forged["claim"] = cert.claim(forged).render("en")
    assert cert.verify(forged, path=path) != []
