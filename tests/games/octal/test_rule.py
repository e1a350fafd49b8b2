"""Take-and-break rules as values and as text: read back, octal codes, the moves of one heap against the oracle."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.errors import GrundyError, InputError
from grundy.games.octal.code import parse_code
from grundy.games.octal.rule import COUPLES_ARE_FOREVER, GRUNDYS_GAME, LASKERS_NIM, Clause, Rule
from grundy.games.octal.values import compute, grundys_game_rules, octal_rules
from tests.oracles import takebreak as oracle
from tests.strategies import takebreak_rules


def rule_of(plain: list[dict]) -> Rule:
    """The grundy Rule of an oracle's rule."""
    return Rule([Clause(take=tuple(c["take"]), take_from=c["from"], leave=tuple(c["leave"]), unequal=c["unequal"],
                        least=c["least"], heap=c["heap"]) for c in plain])


@settings(max_examples=80, deadline=None)
@given(takebreak_rules())
def test_a_rule_reads_back_from_its_text_and_its_repr(plain):
    rule = rule_of(plain)
    assert Rule(str(rule)) == rule and hash(Rule(str(rule))) == hash(rule)
    assert eval(repr(rule)) == rule  # noqa: S307 (repr evaluates back, as python-chess's do)
    assert eval(repr(rule.clauses[0])) == rule.clauses[0]  # noqa: S307


@settings(max_examples=60, deadline=None)
@given(takebreak_rules())
def test_the_moves_of_one_heap_are_the_oracles_once_each(plain):
    rule = rule_of(plain)
    for n in range(13):
        moves = list(rule.heap_moves(n))
        assert len(set(moves)) == len(moves)
        assert {parts for _k, parts in moves} == oracle.heap_results(plain, n)
        assert all(k + sum(parts) == n and rule.allows(n, k, parts) for k, parts in moves)
        assert moves == sorted(moves, key=lambda m: (m[0], len(m[1]), m[1]))


def test_the_known_rules():
    assert str(GRUNDYS_GAME) == "take 0, leave 2, unequal" and GRUNDYS_GAME.kernel_rules().moves == \
        grundys_game_rules().moves
    # Lasker's Nim (lasker.py): take any positive number from a heap, or split it into two nonempty heaps
    assert LASKERS_NIM == Rule("laskers-nim") != Rule("take 1+, leave 0; take 1+, leave 1; take 0, leave 2")
    assert set(LASKERS_NIM.moves()) == set(Rule("take 1+, leave 0; take 1+, leave 1; take 0, leave 2").moves())
    # Couples are forever: a heap of 2 is never split, every larger heap may be split in two
    assert [parts for _k, parts in COUPLES_ARE_FOREVER.heap_moves(2)] == []
    assert [parts for _k, parts in COUPLES_ARE_FOREVER.heap_moves(4)] == [(1, 3), (2, 2)]
    assert [str(r.known()) for r in (GRUNDYS_GAME, LASKERS_NIM, COUPLES_ARE_FOREVER, Rule("0.07"))] == [
        "Grundy's game", "Lasker's Nim", "Couples are forever", "Dawson's Kayles"]
    assert Rule("take 1, leave 1").known() is None


CODES = ["0." + a + b for a, b in itertools.product("0123456789ABCDEF", repeat=2) if a + b != "00"]


def test_every_two_digit_code_is_a_rule_that_gives_its_code_back():
    for code in CODES + ["4.07", "8.1", "C.", "4.", "0.137"]:
        digits = parse_code(code)
        rule = Rule(code)
        from grundy.games.octal.code import code_text

        assert rule.code() == code_text(digits), code
        assert Rule(str(rule)) == rule
        assert set(rule.kernel_rules().moves) == set(octal_rules(digits).moves), code
        assert rule.kernel_rules().t == octal_rules(digits).t


@pytest.mark.parametrize("code, count", [("0.77", 300), ("0.07", 300), ("0.137", 300), ("0.F7", 50), ("4.07", 300),
                                         ("0.6", 300), ("8.1", 50)])
def test_a_code_and_its_rule_have_the_same_values(code, count):
    by_rule = compute(Rule(code).kernel_rules(), count, stop=False, kernel=False).values
    by_code = compute(octal_rules(parse_code(code)), count, stop=False, kernel=False).values
    assert by_rule.tolist() == by_code.tolist() == oracle.code_values(code, count)


@pytest.mark.parametrize("text, message", [
    ("", "is empty"),
    ("take 1", "how many heaps it leaves"),
    ("leave 1", "what it takes"),
    ("take 1-2, leave 4", "0 to 3 heaps, not 4"),
    ("take x, leave 1", "'x' is not a number"),
    ("take 3-1, leave 1", "the range 3-1 holds no number"),
    ("take 0, leave 0-1", "is no move"),
    ("take 1, leave 1, parts >= 0", "parts takes a number of at least 1"),
    ("take 1, leave 1, heap >= x", "heap takes a number"),
    ("take 1, leave 1+", "write them out"),
    ("take 1, leave 1, split", "'split' is not take"),
    ("5, take 1, leave 1", "'5' follow no take"),
    ("take 1, take 2, leave 1", "take twice"),
    ("take 1-99999999, leave 1", "larger than 1,000,000"),
    ("take 1-5000, leave 1", "at most 1,024 takes"),
    ("0.G", "digit G is not"),
    ("take ١, leave 1", "not a number"),
    (";".join(["take 1, leave 1"] * 40), "at most 32 moves"),
])
def test_a_bad_rule_is_refused_in_one_line_naming_it(text, message):
    with pytest.raises(GrundyError) as caught:
        Rule(text)
    assert message in str(caught.value) and "\n" not in str(caught.value)
    zh = caught.value.text("zh")
    assert zh != str(caught.value) and "\n" not in zh


def test_bad_values_are_refused():
    for bad in [None, 5, [], ["take 1, leave 1"], [Clause(take=(1,), leave=(1,)), 3]]:
        with pytest.raises(InputError):
            Rule(bad)
    for fields in [{"take": (-1,), "leave": (1,)}, {"take": (1,), "leave": ()}, {"take": (), "leave": (1,)},
                   {"take": (1,), "leave": (1,), "least": 0}, {"take_from": True, "leave": (1,)}]:
        with pytest.raises(InputError):
            Clause(**fields)
    with pytest.raises(AttributeError):
        GRUNDYS_GAME.clauses = ()  # type: ignore[misc]


def test_the_text_in_both_languages():
    rule = Rule("take 1,3-5,7+, leave 1-2, unequal, parts >= 2, heap >= 4; take 0, leave 3")
    assert str(rule) == "take 1,3-5,7+, leave 1-2, unequal, parts >= 2, heap >= 4; take 0, leave 3"
    assert rule.text("zh") == "取 1、3-5 个或 7 个及以上，留下 1-2 堆，各堆大小不同，每堆至少 2 个，原堆至少 4 个；取 0 个，留下 3 堆"
    # spaces, ranges written loosely, ≥, takes that run into the unbounded one
    assert Rule(" take 1 2 ,3 - 4, 5+ , leave 0 1 2 ;; take 0,leave 2, parts ≥ 2, heap 3+ ") == Rule(
        "take 1+, leave 0-2; take 0, leave 2, parts >= 2, heap >= 3")


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=40), st.text(alphabet="takeleveunqprsh0123456789+-,;.>= ", max_size=40)))
def test_any_text_is_a_rule_or_refused_with_the_librarys_error(text):
    try:
        rule = Rule(text)
    except GrundyError:
        return
    assert Rule(str(rule)) == rule
