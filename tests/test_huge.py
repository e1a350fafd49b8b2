"""Positions with numbers beyond CPython's int/str digit limit, through the library.

CPython refuses to convert integers of more than 4300 digits to text unless
``sys.set_int_max_str_digits`` lifts the limit.  The command line lifts it;
these tests run with the limit in force, as a program using the library does,
and check that every game still analyses and reports such positions, that
the numbers come back exact, and that the limit is left as it was.
"""

from __future__ import annotations

import json
import sys

import pytest

from grundy import find_game
from grundy.games import wythoff as w

BIG = 10**5000 + 12345  # 5001 digits


@pytest.fixture
def digit_limit():
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)  # CPython's default
    try:
        yield 4300
    finally:
        sys.set_int_max_str_digits(old)


CASES = [
    ("wythoff", {}, (BIG, BIG + 7)),
    ("wythoff", {"misere": True}, (BIG, BIG + 7)),
    ("wythoff", {"max_take": 5}, (BIG, BIG + 7)),
    ("wythoff", {"a": 2}, (BIG, BIG + 7)),
    ("nim", {}, (BIG, 3, 5)),
    ("nim", {"misere": True}, (BIG, 3, 5)),
    ("bash", {"max_take": 3}, (BIG,)),
    ("moore", {"k": 2}, (BIG, 3, 5)),
    ("allpiles", {}, (BIG, 3, 5)),
    ("subtraction", {}, (BIG,)),
    ("queen", {"board": (BIG, BIG)}, ((3, 3),)),
    ("cards", {}, ((BIG, 3, 6 * BIG), None)),
]


@pytest.mark.parametrize("name, rules, position", CASES,
                         ids=[f"{name}-{'-'.join(rules)}" for name, rules, _ in CASES])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_game_reports_huge_positions_under_the_digit_limit(digit_limit, name, rules,
                                                                 position, lang):
    game = find_game(name)(**rules)
    analysis = game.analyse(position, lang)
    text = analysis.to_text()
    data = analysis.to_json()
    assert sys.get_int_max_str_digits() == digit_limit  # put back afterwards
    assert analysis.explanation and text
    assert data["outcome"] == game.outcome(analysis.position)
    assert data["position"] == game.position_to_json(analysis.position)
    assert game.position_from_json(data["position"]) == game.validate(position)  # exact numbers


def test_huge_wythoff_answer_is_the_closed_form(digit_limit):
    a, b = w.p_position(BIG)
    data = find_game("wythoff")().analyse((a + 3, b + 3)).to_json()
    assert data["winning_moves"] == [[a, b]] + [list(m) for m in w.winning_moves(a + 3, b + 3)[1:]]
    assert data["k"] == BIG and (data["a_k"], data["b_k"]) == (a, b)
    assert type(data["a_k"]) is int  # no gmpy2 mpz in an answer


# ---------------------------------------------------------------- reports
#
# CPython's str() of an integer is quadratic: a million digits take ten
# seconds, where GMP takes a twentieth of one.  Every report therefore writes
# huge integers with grundy.bigint.int_to_str; these tests forbid str() on
# them (the digit limit is in force and cannot be lifted), so that any
# output path still using it fails here.


@pytest.fixture
def str_refuses_huge_ints(monkeypatch):
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    monkeypatch.setattr(sys, "set_int_max_str_digits", lambda limit: None)
    yield
    monkeypatch.undo()
    sys.set_int_max_str_digits(old)


def _huge_analysis_texts(game, position, lang):
    from grundy.bigint import json_dumps

    analysis = game.analyse(position, lang)
    texts = [analysis.to_text(), json_dumps(analysis.to_json()), game.render(analysis.position, lang),
             game.format_position(analysis.position, lang), game.explain(analysis.position, lang)]
    for after in analysis.winning_moves:
        texts += [game.describe_move(analysis.position, after, lang), game.move_text(analysis.position, after),
                  game.format_position(after, lang)]
    return texts


HUGE_REPORTS = [*CASES,
                ("wythoff", {}, w.p_position(BIG)),
                ("wythoff", {}, (BIG, BIG)),
                ("nim", {}, (BIG, BIG ^ (BIG + 1), 1)),
                ("nim", {}, (BIG, BIG)),
                ("octal", {"code": "0.07"}, (BIG, 3)),
                ("queen", {"board": (BIG, BIG)}, (tuple(BIG - 1 - d for d in w.p_position(BIG // 3)),)),
                ("sum", {}, None)]


@pytest.mark.parametrize("name, rules, position", HUGE_REPORTS,
                         ids=[f"{name}-{i}" for i, (name, _r, _p) in enumerate(HUGE_REPORTS)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_reports_never_give_a_huge_int_to_str(str_refuses_huge_ints, name, rules, position, lang):
    if name == "sum":
        game = find_game("sum")(games=(find_game("bash")(max_take=3), find_game("nim")()))
        position = ((BIG,), (BIG, 5))
    else:
        game = find_game(name)(**rules)
    texts = _huge_analysis_texts(game, position, lang)
    assert all(texts[:2]) and sys.get_int_max_str_digits() == 4300


def test_errors_quote_huge_numbers_without_str(str_refuses_huge_ints):
    from grundy.errors import GrundyError

    wythoff, nim = find_game("wythoff")(), find_game("nim")()
    for question in (lambda: wythoff.check_move((BIG, 3), (BIG, 5)),
                     lambda: wythoff.parse_move((BIG, 3), f"2 {BIG // 10**4000}" + "0" * 4000),
                     lambda: nim.check_move((BIG, 3), (BIG + 1, 3)),
                     lambda: find_game("bash")(max_take=3).check_move((BIG,), (BIG - 9,)),
                     lambda: find_game("queen")(board=(BIG, BIG)).validate(((BIG, 0),)),
                     lambda: w.p_position_index(-BIG)):
        with pytest.raises(GrundyError) as info:
            question()
        assert info.value.text("en") and info.value.text("zh")


def test_the_command_line_writes_huge_reports_without_str(cli, str_refuses_huge_ints, tmp_path):
    from grundy.bigint import int_to_str

    a, b = w.p_position(BIG)
    position = tmp_path / "pos.txt"
    for piles in ((a, b), (a + 1, b)):
        position.write_text(" ".join(map(int_to_str, piles)))
        for flags in ([], ["--json"], ["--lang", "zh"], ["--json", "--lang", "zh"]):
            r = cli(["wythoff", f"@{position}", *flags])
            assert r.status == 0 and r.err == "", r.err
    position.write_text(int_to_str(BIG) + " 3 5")
    assert cli(["nim", f"@{position}", "--json"]).status == 0


# A position of 10^5 digits: its report, text and JSON, is exact digit for
# digit (str() is allowed here, in the test, to write the expected numbers).
DIGITS = 100_000


def _numbers_in(text):
    # The long runs of digits of a report (the huge numbers it writes).
    import re

    return re.findall(r"\d{200,}", text)


def _shortened_in(text, known):
    # A text report writes a number of more than 300 digits by its first and last 20, and says so
    # on its last line; each shortened number is one of the known ones, with its count of digits.
    import re

    assert not re.findall(r"\d{301,}", text)
    shown = re.findall(r"(\d{20})…\(([\d,]+) digits\)…(\d{20})|(\d{20})…（共 ([\d,]+) 位）…(\d{20})", text)
    ends = {(n[:20], len(n), n[-20:]) for n in known}
    for match in shown:
        head, digits, tail = match[:3] if match[0] else match[3:]
        assert (head, int(digits.replace(",", "")), tail) in ends
    assert shown and text.splitlines()[-1].startswith(("(numbers of more than 300 digits", "（超过 300 位的数"))
    return shown


def _wythoff_numbers(a, b):
    # Every number a report of (a, b) may write: piles, k, a_k, b_k, moves and amounts.
    x, y = min(a, b), max(a, b)
    k = y - x
    numbers = {a, b, k, *w.p_position(k), x - w.p_position(k)[0]}
    j, pair = w.p_position_index(x)
    numbers |= {j, *pair, y - (pair[0] + pair[1] - x)}
    for c, d in w.winning_moves(a, b):
        numbers |= {c, d, a - c, b - d}
    return numbers


@pytest.mark.slow
@pytest.mark.parametrize("shift", [0, 1, 2], ids=["P", "N", "N-row"])
def test_a_huge_wythoff_report_is_exact(cli, tmp_path, shift):
    a, b = w.p_position(10 ** (DIGITS - 1) + 12345)
    a, b = (a + shift, b) if shift < 2 else (a, b + 3)
    position = tmp_path / "pos.txt"
    position.write_text(f"{a} {b}")
    known = {str(n) for n in _wythoff_numbers(a, b)}
    for lang in ("en", "zh"):
        text = cli(["wythoff", f"@{position}", "--lang", lang]).out
        assert len(text) < 10_000  # the numbers shortened, not repeated in full
        _shortened_in(text, known)
        data = json.loads(cli(["wythoff", f"@{position}", "--json", "--lang", lang]).out)
        assert data["position"] == [a, b]
        assert data["winning_moves"] == [list(m) for m in w.winning_moves(a, b)]
        k = abs(a - b)
        assert (data["k"], data["a_k"], data["b_k"]) == (k, *w.p_position(k))
        assert set(_numbers_in(data["explanation"] + " ".join(data["moves_described"]))) <= known


@pytest.mark.slow
def test_a_huge_nim_report_is_exact(cli, tmp_path):
    p, q = 10 ** (DIGITS - 1) + 7, 3 ** 209_590
    for piles in ((p, q, p ^ q), (p, q, 5)):
        position = tmp_path / "pos.txt"
        position.write_text(" ".join(map(str, piles)))
        s = piles[0] ^ piles[1] ^ piles[2]
        known = {str(n) for n in (*piles, s, 1 << max(s.bit_length() - 1, 0))}
        moves = [m for m in nim_moves(piles)]
        known |= {str(n) for after in moves for n in after} | {str(x - y) for after in moves
                                                                 for x, y in zip(piles, after)}
        text = cli(["nim", f"@{position}"]).out
        assert len(text) < 10_000 and text.splitlines()[1].startswith("Position: (" + str(piles[0])[:20] + "…")
        _shortened_in(text, known)
        data = json.loads(cli(["nim", f"@{position}", "--json"]).out)
        assert data["position"] == list(piles) and data["nim_sum"] == s == data["grundy"]
        assert data["winning_moves"] == [list(m) for m in moves]


def nim_moves(piles):
    # Bouton: reduce a pile p to p XOR s where that is smaller.
    s = piles[0] ^ piles[1] ^ piles[2]
    return [piles[:i] + (p ^ s,) + piles[i + 1:] for i, p in enumerate(piles) if p ^ s < p]
