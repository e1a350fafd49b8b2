"""Wythoff's variants: misère, at most m stones per move, a-Wythoff, against brute force."""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.engine import Solver
from grundy.errors import InputError, UnsupportedError
from grundy.games import wythoff as w
from grundy.games.wythoff import Wythoff
from tests.oracles import grundy_values, outcomes
from tests.oracles import wythoff_variants as oracle
from tests.strategies import giant, huge
from tests.theorems import a_wythoff_p, wythoff_misere_p

N = 101  # every position up to 100 x 100

LIMITS_100 = (*range(1, 11), 12, 21, 50, 99, 100)
RULES_100 = (
    [{"misere": True}]
    + [{"max_take": m} for m in LIMITS_100]
    + [{"max_take": m, "misere": True} for m in LIMITS_100]
    + [{"a": a} for a in (1, 2, 3, 5, 10)]
)


def _name(rules):
    return ",".join(f"{k}={v}" for k, v in rules.items())


def _check_against_oracle(n, rules):
    table, wins = oracle.winning_move_table(n, **rules)
    game = Wythoff(**rules)
    for x in range(n):
        for y in range(n):
            assert (game.outcome((x, y)) == "P") == table[x][y], (rules, x, y)
            got = game.winning_moves((x, y))
            assert len(got) == len(set(got)), (rules, x, y, got)
            assert set(got) == wins[x, y], (rules, x, y, got)


@pytest.mark.parametrize("rules", RULES_100, ids=_name)
def test_outcome_and_all_winning_moves_match_brute_force_up_to_100(rules):
    _check_against_oracle(N, rules)


@pytest.mark.parametrize("misere", [False, True])
def test_every_move_limit_on_the_41_board(misere):
    # Together with the 100 x 100 checks: every m (m >= 40 acts as no limit
    # on this board), normal and misère.
    for m in (11, *range(13, 21), *range(22, 41)):
        _check_against_oracle(41, {"max_take": m, "misere": misere})


@pytest.mark.parametrize("a", [4, 6, 7, 8, 9, 11, 12, 40])
def test_a_wythoff_more_a_on_the_40_board(a):
    _check_against_oracle(40, {"a": a})


@pytest.mark.parametrize(
    "rules", [{}, {"misere": True}, {"max_take": 1, "misere": True}, {"max_take": 3},
              {"max_take": 2, "misere": True}, {"a": 2}, {"a": 3}], ids=_name
)
def test_oracle_sieve_agrees_with_plain_minimax(rules):
    # The sieve itself against memoised minimax over the raw moves.
    n = 22
    table = oracle.p_table(n, **rules)
    kw = {k: v for k, v in rules.items() if k != "misere"}
    plain = outcomes(lambda p: oracle.moves(p, **kw), [(x, y) for x in range(n) for y in range(n)],
                     misere=rules.get("misere", False))
    assert all((plain[x, y] == "P") == table[x][y] for x in range(n) for y in range(n))


@pytest.mark.parametrize(
    "rules", [{"misere": True}, {"max_take": 4}, {"max_take": 2, "misere": True}, {"a": 3}],
    ids=_name,
)
def test_options_follow_the_rules_and_the_engine_agrees(rules):
    game = Wythoff(**rules)
    kw = {k: v for k, v in rules.items() if k != "misere"}
    solver = Solver(game.options, misere=game.misere)
    for x in range(25):
        for y in range(25):
            opts = list(game.options((x, y)))
            assert len(opts) == len(set(opts))
            assert set(opts) == set(oracle.moves((x, y), **kw))
            assert solver.outcome((x, y)) == game.outcome((x, y))
            assert solver.winning_moves((x, y)) == sorted(game.winning_moves((x, y)), key=opts.index)


def test_misere_differs_from_normal_play_only_at_the_start():
    # Derived from the sieve: the P sets differ exactly in the six named positions.
    normal = oracle.p_table(N)
    misere = oracle.p_table(N, misere=True)
    diff = {(x, y) for x in range(N) for y in range(N) if normal[x][y] != misere[x][y]}
    assert diff == {(0, 0), (1, 2), (2, 1), (0, 1), (1, 0), (2, 2)}


def test_the_residue_rule_as_stated_in_the_issue():
    # (a, b) is P iff (a mod (m+1), b mod (m+1)) is a P-position of ordinary Wythoff,
    # checked here between two brute-force tables (no library code involved).
    wythoff = oracle.p_table(N)
    for m in (1, 2, 3, 7, 11, 20, 40):
        table = oracle.p_table(N, max_take=m)
        n = m + 1
        assert all(table[x][y] == wythoff[x % n][y % n] for x in range(N) for y in range(N)), m


@pytest.mark.parametrize("rules", [{"max_take": 2}, {"max_take": 5}, {"a": 2}, {"a": 4}], ids=_name)
def test_grundy_values_match_mex_over_the_rules(rules):
    n = 24
    cells = [(x, y) for x in range(n) for y in range(n)]
    expected = grundy_values(lambda p: oracle.moves(p, **rules), cells)
    game = Wythoff(**rules)
    assert {c: game.grundy(c) for c in cells} == expected


@pytest.mark.parametrize(
    "rules", [{"misere": True}, {"max_take": 2}, {"max_take": 3}, {"max_take": 2, "misere": True}],
    ids=_name,
)
def test_delaying_moves_leave_the_fewest_winning_replies(rules):
    # Game.delaying_move: from a P-position, the move after which the opponent
    # has the fewest winning replies, then the one that leaves the most stones.
    # On these boards the first rule decides between moves of the same size.
    n = 24
    table, wins = oracle.winning_move_table(n, **rules)
    kw = {k: v for k, v in rules.items() if k != "misere"}
    game = Wythoff(**rules)
    checked = 0
    for x in range(16):
        for y in range(16):
            options = list(oracle.moves((x, y), **kw))
            if not table[x][y] or not options:
                continue
            after = game.computer_move((x, y))
            assert after in options
            fewest = min(len(wins[o]) for o in options)
            assert len(wins[after]) == fewest, ((x, y), after)
            assert sum(after) == max(sum(o) for o in options if len(wins[o]) == fewest), ((x, y), after)
            checked += 1
    assert checked > 10


def test_winning_moves_are_ordered_both_then_pile_1_then_pile_2():
    for rules in RULES_100[:8] + [{"a": 1}]:
        game = Wythoff(**rules)
        for x in range(30):
            for y in range(30):
                kinds = []
                for c, d in game.winning_moves((x, y)):
                    kinds.append(0 if (c < x and d < y) else 1 if c < x else 2)
                assert kinds == sorted(kinds), (rules, x, y)


# ------------------------------------------------------------------ huge values
def _legal(game, before, after):
    game.check_move(before, after)


@settings(max_examples=80)
@given(huge, huge)
def test_misere_winning_moves_land_in_p_positions(a, b):
    # P-positions by the theorem (tests/theorems.py), not by the library.
    game = Wythoff(misere=True)
    moves = game.winning_moves((a, b))
    assert (not moves) == (wythoff_misere_p(a, b) or (a, b) == (0, 0))
    for after in moves:
        _legal(game, (a, b), after)
        assert wythoff_misere_p(*after)


@settings(max_examples=60)
@given(st.one_of(giant, st.integers(0, 50)), st.data())
def test_misere_p_positions_have_no_move_to_a_p_position(k, data):
    a, b = w.p_position(k) if k > 2 else [(0, 1), (2, 2), (1, 0)][k]
    game = Wythoff(misere=True)
    for x, y in ((a, b), (b, a)):
        assert wythoff_misere_p(x, y) and w.misere_is_p_position(x, y)
        assert w.misere_winning_moves(x, y) == []
        # A move of each kind, judged by the theorem.
        t = data.draw(st.integers(1, y), label="t") if y else 0
        s = data.draw(st.integers(1, x), label="s") if x else 0
        d = data.draw(st.integers(1, min(x, y)), label="d") if min(x, y) else 0
        moves = [(x, y - t), (x - s, y), (x - d, y - d)]
        moves = [after for after in moves if after != (x, y)]
        for after in moves:
            assert not wythoff_misere_p(*after) and game.outcome(after) == "N", ((x, y), after)
            assert game.winning_moves(after) or after == (0, 0), ((x, y), after)


@settings(max_examples=60)
@given(giant, giant, st.integers(min_value=1, max_value=12), st.booleans())
def test_move_limit_at_10_to_200_matches_every_option(a, b, m, misere):
    # With a small limit every option can be listed: compare the full set of
    # winning moves with the options that are P, at 10^200.
    game = Wythoff(max_take=m, misere=misere)
    options = list(game.options((a, b)))
    assert len(options) == 3 * m
    expected = {o for o in options if game.outcome(o) == "P"}
    assert set(game.winning_moves((a, b))) == expected
    assert (game.outcome((a, b)) == "N") == bool(expected)


@settings(max_examples=80)
@given(giant, giant, st.one_of(giant, st.integers(min_value=1, max_value=1000)), st.booleans())
def test_move_limit_winning_moves_land_in_p_positions(a, b, m, misere):
    game = Wythoff(max_take=m, misere=misere)
    moves = game.winning_moves((a, b))
    assert (not moves) == (game.outcome((a, b)) == "P")
    rng = random.Random(a ^ b)
    for after in moves:
        _legal(game, (a, b), after)
        assert game.outcome(after) == "P"
        # and the P-position has no winning move itself, nor any move to a P-position
        assert game.winning_moves(after) == []
        x, y = after
        for _ in range(10):
            later = [(x - rng.randint(1, min(m, x)), y) if x else None,
                     (x, y - rng.randint(1, min(m, y))) if y else None]
            if min(x, y):
                t = rng.randint(1, min(m, x, y))
                later.append((x - t, y - t))
            for q in filter(None, later):
                assert game.outcome(q) == "N", (after, q)


@settings(max_examples=60)
@given(giant, st.integers(min_value=1, max_value=40))
def test_a_wythoff_kth_pair_is_the_beatty_pair_at_10_to_200(n, a):
    # A_n = floor(n*alpha) checked by the defining inequality in integers:
    # 2A < (2 - a) n + n sqrt(a^2 + 4) < 2A + 2.
    lo, hi = w.generalized_p_position(n, a)
    assert hi - lo == a * n
    d = a * a + 4
    left, right = 2 * lo - (2 - a) * n, 2 * lo + 2 - (2 - a) * n
    assert left > 0 and left * left < d * n * n < right * right
    assert w.generalized_p_position_index(lo, a) == (n, (lo, hi))
    assert w.generalized_p_position_index(hi, a) == (n, (lo, hi))
    assert w.generalized_winning_moves(lo, hi, a) == []
    assert w.generalized_winning_moves(hi, lo, a) == []


@settings(max_examples=80)
@given(giant, giant, st.one_of(st.integers(min_value=1, max_value=30), giant))
def test_a_wythoff_winning_moves_land_in_p_positions(x, y, a):
    # P-positions by Fraenkel's theorem (tests/theorems.py), not by the library.
    game = Wythoff(a=a)
    moves = game.winning_moves((x, y))
    assert (not moves) == a_wythoff_p(x, y, a)
    for after in moves:
        _legal(game, (x, y), after)
        assert a_wythoff_p(*after, a)


@settings(max_examples=80)
@given(st.one_of(giant, st.integers(1, 300)), st.integers(min_value=1, max_value=40), st.data())
def test_a_wythoff_p_positions_have_no_move_to_a_p_position(n, a, data):
    lo, hi = w.generalized_p_position(n, a)
    assert a_wythoff_p(lo, hi, a)
    game = Wythoff(a=a)
    for x, y in ((lo, hi), (hi, lo)):
        assert game.winning_moves((x, y)) == []
        # One pile, and both piles with |k - l| < a, judged by the theorem.
        k = data.draw(st.integers(1, min(x, y + a - 1)), label="k")
        l = data.draw(st.integers(max(1, k - a + 1), min(y, k + a - 1)), label="l")
        t = data.draw(st.integers(1, y), label="t")
        for after in ((x - k, y), (x, y - t), (x - k, y - l)):
            _legal(game, (x, y), after)
            assert not a_wythoff_p(*after, a) and game.outcome(after) == "N", ((x, y), after)
            assert game.winning_moves(after), ((x, y), after)


@settings(max_examples=60)
@given(huge, huge)
def test_a_equal_1_is_wythoffs_game(x, y):
    assert w.generalized_winning_moves(x, y, 1) == w.winning_moves(x, y)
    assert w.generalized_is_p_position(x, y) == w.is_p_position(x, y)
    assert w.generalized_p_position_index(x, 1) == w.p_position_index(x)


@settings(max_examples=60)
@given(huge, huge)
def test_a_huge_limit_is_no_limit(x, y):
    m = max(x, y) + 1
    assert w.restricted_winning_moves(x, y, m) == w.winning_moves(x, y)
    assert w.restricted_winning_moves(x, y, m, misere=True) == w.misere_winning_moves(x, y)


def test_a_wythoff_pairs_follow_the_mex_definition():
    # A_n is the least natural number not yet used, B_n = A_n + a n (the definition).
    for a in (1, 2, 3, 7):
        used: set[int] = set()
        for n in range(700):
            lo = 0
            while lo in used and n:
                lo += 1
            assert w.generalized_p_position(n, a) == (lo, lo + a * n), (a, n)
            used.update((lo, lo + a * n))
        for x in range(1, 1000):
            k, (lo, hi) = w.generalized_p_position_index(x, a)
            assert x in (lo, hi) and w.generalized_p_position(k, a) == (lo, hi)


# ------------------------------------------------------------- the game object
def test_default_rules_are_the_classic_game():
    g = Wythoff()
    assert repr(g) == "Wythoff()" and g == Wythoff(misere=False, max_take=None, a=1)
    assert g.display_title() == "Wythoff's game"
    assert repr(Wythoff(misere=True, max_take=3)) == "Wythoff(misere=True, max_take=3)"
    assert eval(repr(Wythoff(a=4)), {"Wythoff": Wythoff}) == Wythoff(a=4)


#: One rule set of each kind: the classic game, misère, a move limit, both, a-Wythoff.
RULE_KINDS = [{}, {"misere": True}, {"max_take": 3}, {"max_take": 3, "misere": True}, {"a": 2}]


@pytest.mark.parametrize("rules", [*RULE_KINDS, {"max_take": 1, "misere": True}], ids=_name)
def test_each_rule_set_answers_through_its_own_rule_object(rules):
    # The rules are read once, into one object that answers every question of this rule set.
    game = Wythoff(**rules)
    rule = game.rule
    assert game.rule is rule and rule == Wythoff(**rules).rule
    table, wins = oracle.winning_move_table(24, **rules)
    for x in range(24):
        for y in range(24):
            assert rule.is_p_position(x, y) == table[x][y], (x, y)
            assert set(rule.winning_moves(x, y)) == wins[x, y], (x, y)
            assert sorted(rule.options(x, y)) == sorted(oracle.moves((x, y), rules.get("max_take"), rules.get("a", 1)))
            for lang in ("en", "zh"):
                assert rule.explain(x, y, lang) == game.explain((x, y), lang)


def test_the_five_kinds_of_rules_are_five_kinds_of_object():
    kinds = [type(Wythoff(**rules).rule) for rules in RULE_KINDS]
    assert len(set(kinds)) == 5
    assert Wythoff().classic and not any(Wythoff(**rules).classic for rules in RULE_KINDS[1:])


def test_the_game_asks_its_rule_and_reads_no_rule_flag():
    # Only building the game reads its options (to check them and choose the rule).
    import inspect

    source = inspect.getsource(Wythoff)
    methods = source.split("\n    def ")[1:]
    readers = {m.split("(")[0] for m in methods if re.search(r"self\.(misere|max_take|a)\b", m)}
    assert readers <= {"__post_init__", "__repr__", "rule"}, readers
    assert "_plain" not in vars(Wythoff()) and "__setattr__" not in source


@pytest.mark.parametrize(
    "rules, message",
    [
        ({"a": 2, "misere": True},
         "--a 2 cannot be combined with --misere: misère a-Wythoff is not solved here"),
        ({"a": 3, "max_take": 4},
         "--a 3 cannot be combined with --max-take: a-Wythoff with a move limit is not solved here"),
    ],
)
def test_unsolved_combinations_are_refused(rules, message):
    with pytest.raises(UnsupportedError) as err:
        Wythoff(**rules)
    assert str(err.value) == message


@pytest.mark.parametrize("rules", [{"a": 0}, {"a": -2}, {"max_take": 0}, {"a": True}, {"misere": 1}])
def test_bad_rule_values(rules):
    with pytest.raises(InputError):
        Wythoff(**rules)


def test_misere_terminal_position_is_won_without_a_move():
    g = Wythoff(misere=True)
    analysis = g.analyse((0, 0))
    assert analysis.outcome == "N" and analysis.winning_moves == ()
    assert g.analyse((0, 1)).outcome == "P"
    assert g.computer_move((0, 0)) is None


@pytest.mark.parametrize(
    "rules", [{"misere": True}, {"max_take": 3}, {"max_take": 1, "misere": True}, {"a": 3}],
    ids=_name,
)
def test_typed_moves_round_trip_and_illegal_moves_are_refused(rules):
    g = Wythoff(**rules)
    for x in range(15):
        for y in range(15):
            for after in g.options((x, y)):
                assert g.parse_move((x, y), g.move_text((x, y), after)) == after
            after = g.delaying_move((x, y))
            if after is not None:
                g.check_move((x, y), after)
    if "max_take" in rules:
        with pytest.raises(InputError, match="at most"):
            g.parse_move((9, 9), f"1 {rules['max_take'] + 1}")
    if "a" in rules:
        with pytest.raises(InputError, match="differ by less than 3"):
            g.parse_move((9, 9), "both 1 4")


@pytest.mark.parametrize(
    "rules, pos, words",
    [
        ({"misere": True}, (2, 2), ["(0, 1), (1, 0) and (2, 2)", "is one of them"]),
        ({"misere": True}, (0, 1), ["must take the last stone"]),
        ({"misere": True}, (5, 5), ["take 3 from both piles to leave (2, 2)"]),
        ({"max_take": 4}, (13, 7), ["n = m + 1 = 5", "(3, 2)"]),
        ({"max_take": 1, "misere": True}, (3, 3), ["both even and at least 2", "take 1 from both"]),
        ({"a": 2}, (4, 10), ["n = 3", "|k - l| < 2"]),
        ({"a": 2}, (5, 10), ["is not one of them"]),
    ],
)
def test_explanations(rules, pos, words):
    g = Wythoff(**rules)
    text = g.explain(pos)
    for word in words:
        assert word in text, (word, text)
    zh = g.explain(pos, "zh")
    assert zh != text and any("\u4e00" <= ch <= "\u9fff" for ch in zh)


# ------------------------------------------------------------------------ CLI
def test_cli_misere(cli):
    table, wins = oracle.winning_move_table(12, misere=True)
    run = cli(["wythoff", "5", "5", "--misere", "--json"])
    assert run.status == 0
    data = json.loads(run.out)
    assert data["rules"] == {"misere": True, "max_take": None, "a": 1}
    assert data["outcome"] == ("P" if table[5][5] else "N")
    assert {tuple(m) for m in data["winning_moves"]} == wins[5, 5]
    run = cli(["wythoff", "0", "0", "--misere"])
    assert run.status == 0 and "N-position" in run.out and "misère" in run.out


def test_cli_move_limit_and_a(cli):
    for argv, rules in [(["--max-take", "3"], {"max_take": 3}), (["--a", "2"], {"a": 2}),
                        (["--max-take", "2", "--misere"], {"max_take": 2, "misere": True})]:
        table, wins = oracle.winning_move_table(12, **rules)
        data = json.loads(cli(["wythoff", "7", "9", *argv, "--json"]).out)
        assert data["outcome"] == ("P" if table[7][9] else "N")
        assert {tuple(m) for m in data["winning_moves"]} == wins[7, 9]
    run = cli(["wythoff", "10", "20", "--a", "3", "--lang", "zh"])
    assert run.status == 0 and "弗兰克尔" in run.out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["3", "5", "--a", "2", "--misere"],
         "grundy: --a 2 cannot be combined with --misere: misère a-Wythoff is not solved here\n"),
        (["3", "5", "--a", "2", "--max-take", "3"],
         "grundy: --a 2 cannot be combined with --max-take: a-Wythoff with a move limit is not "
         "solved here\n"),
        (["3", "5", "--max-take", "0"], "grundy: --max-take must be at least 1, not 0\n"),
        (["3", "5", "--max-take", "-1"], "grundy: --max-take: '-1' is not a non-negative integer\n"),
        (["3", "5", "--a", "x"], "grundy: --a: 'x' is not a non-negative integer\n"),
        (["3", "-5", "--misere"], "grundy: pile 2: '-5' is not a non-negative integer\n"),
    ],
)
def test_cli_bad_rules(cli, argv, message):
    run = cli(["wythoff", *argv])
    assert run.status == 2 and run.err == message and run.out == ""
