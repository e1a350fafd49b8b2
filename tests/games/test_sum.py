"""Sums of games: outcome and winning moves against minimax on the product game."""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from functools import reduce
from itertools import islice
from operator import xor
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import grundy.games.sum as sum_module
from grundy.errors import GrundyError, InputError, TooLargeError, UnsupportedError
from grundy.game import Game
from grundy.piles import PileGame
from grundy.games.subtraction import Subtraction
from grundy.games.sum import Sum, parse_component
from grundy.games.wythoff import Wythoff
from tests.oracles import grundy_values
from tests.oracles import subtraction as sub_oracle
from tests.oracles import wythoff as wythoff_oracle
from tests.oracles.sum import product_moves, sum_outcomes


@dataclass(frozen=True)
class Rook(PileGame):
    """A rook moving left or down on a board: two-pile Nim, without any theorem coded."""

    name: ClassVar[str] = "rook"
    piles: ClassVar[int | None] = 2

    def options(self, p):
        a, b = p
        return [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]


class Halving(Game):
    """One number n; a move replaces it by any m with n/2 <= m < n (not a pile game)."""

    name = "halving"

    def options(self, n):
        return list(range((n + 1) // 2, n))

    def format_position(self, n, lang="en"):
        return str(n)

    def position_to_json(self, n):
        return n


def box(*ranges):
    if not ranges:
        yield ()
        return
    first, *rest = ranges
    for item in first:
        for tail in box(*rest):
            yield (item,) + tail


def check_against_product_game(game, component_moves, positions):
    plain = sum_outcomes(component_moves, positions)
    moves = product_moves(component_moves)
    for p in positions:
        assert game.outcome(p) == plain[p], p
        got = game.winning_moves(p)
        assert len(got) == len(set(got))
        expected = {q for q in moves(p) if sum_outcomes(component_moves, [q])[q] == "P"}
        assert set(got) == expected, p
        assert game.winning_moves_found(p)[1]


def test_wythoff_plus_subtraction_against_minimax():
    game = Sum(games=(Wythoff(), Subtraction(set=(1, 3, 4))))
    comps = [wythoff_oracle.moves, sub_oracle.pile_moves((1, 3, 4))]
    positions = [((a, b), (n,)) for a in range(6) for b in range(6) for n in range(9)]
    wrapped = [comps[0], lambda p: ((q,) for q in comps[1](p[0]))]
    check_against_product_game(game, wrapped, positions)


def test_three_components_including_test_games_against_minimax():
    game = Sum(games=(Rook(), Halving(), Subtraction(set=(2, 3))))
    comps = [Rook().options, Halving().options, lambda p: ((q,) for q in sub_oracle.pile_moves((2, 3))(p[0]))]
    positions = [((a, b), h, (n,)) for a in range(4) for b in range(4) for h in range(1, 7) for n in range(6)]
    check_against_product_game(game, comps, positions)


def test_grundy_value_is_the_xor_of_the_components():
    game = Sum(games=(Wythoff(), Rook(), Halving()))
    wv = grundy_values(wythoff_oracle.moves, [(a, b) for a in range(7) for b in range(7)])
    rv = grundy_values(Rook().options, [(a, b) for a in range(5) for b in range(5)])
    hv = grundy_values(Halving().options, range(1, 30))
    for w, r, h in [((3, 5), (2, 4), 9), ((6, 6), (0, 3), 17), ((1, 2), (4, 4), 1), ((5, 0), (3, 1), 29)]:
        assert game.grundy((w, r, h)) == wv[w] ^ rv[r] ^ hv[h]


@settings(max_examples=60, deadline=None)
@given(
    y1=st.integers(10**50, 10**120),
    x1=st.integers(0, 20),
    a2=st.integers(101, 600),
    b2=st.integers(101, 600),
    n=st.integers(0, 10**200),
)
def test_huge_components_winning_moves_reach_zero(y1, x1, a2, b2, n):
    game = Sum(games=(Wythoff(), Wythoff(), Subtraction(set=(1, 3, 4))))
    position = ((x1, y1), (a2, b2), (n,))
    moves, complete = game.winning_moves_found(position)
    total = game.grundy(position)
    assert total == reduce(xor, (g.grundy(p) for g, p in zip(game.games, position)))
    assert (total == 0) == (not moves) == (game.outcome(position) == "P")
    for after in moves:
        game.check_move(position, after)
        assert game.grundy(after) == 0 and game.outcome(after) == "P"
        # From the P-position, moves in every component (the first few of each) are N.
        for i, component in enumerate(game.games):
            for option in islice(component.options(after[i]), 6):
                later = after[:i] + (option,) + after[i + 1:]
                game.check_move(after, later)
                assert game.grundy(later) != 0 and game.outcome(later) == "N", (after, later)
                assert game.winning_moves(later), (after, later)


def test_components_parse_through_each_games_cli():
    g, p = parse_component("subtraction --set 1,2 7")
    assert g == Subtraction(set=(1, 2)) and p == (7,)
    g, p = parse_component("wythoff 8 5")
    assert isinstance(g, Wythoff) and p == (8, 5)
    for bad in ["", "chess e4", "wythoff 3", "wythoff 3 x", "wythoff -1 2", "sum 'wythoff 1 2'",
                "wythoff 3 5 --json", "wythoff 3 5 --bogus", "subtraction --set 0 3", "wythoff '3 5"]:
        with pytest.raises(InputError):
            parse_component(bad)


def test_misere_and_valueless_components_are_refused():
    with pytest.raises(UnsupportedError, match="misère"):
        Sum(games=(Subtraction(misere=True),))

    class NoValues(Game):
        name = "novalues"

        def options(self, p):
            return []

        def grundy(self, p):
            raise UnsupportedError("no Grundy values here")

    with pytest.raises(UnsupportedError, match="no Grundy values"):
        Sum(games=(NoValues(), Rook())).outcome((0, (1, 1)))


def test_partial_list_for_components_too_large_to_scan(monkeypatch):
    monkeypatch.setattr(sum_module, "SCAN_LIMIT", 5)
    game = Sum(games=(Halving(), Halving()))
    position = (60, 3)
    moves, complete = game.winning_moves_found(position)
    assert moves and not complete
    for after in moves:
        assert game.grundy(after) == 0
    data = game.analyse(position).to_json()
    assert data["all_winning_moves"] is False


def test_moves_notation():
    game = Sum(games=(Wythoff(), Subtraction(set=(1, 3, 4))))
    position = ((3, 5), (10,))
    after = game.parse_move(position, "2 1 3")
    assert after == ((3, 5), (7,))
    assert game.move_text(position, after) == "2 1 3"
    assert game.describe_move(position, after) == "in component 2 (subtraction): take 3"
    assert game.parse_move(position, "1 both 2") == ((1, 3), (10,))
    for bad in ["3 1 1", "x", "1 both 9"]:
        with pytest.raises(InputError):
            game.parse_move(position, bad)
    assert game.position_from_json([[3, 5], [10]]) == position
    assert "pile 1" in game.render(position)


# ------------------------------------------------------------------------ CLI
def test_cli_text_and_json(cli):
    # G(3, 5) = 0 (a P-position; no option of it has value 1, OEIS A317205's rows 0-5) and
    # S(1, 3, 4) has values 0 1 0 1 2 3 2 repeating: g(10) = 1, g(9) = g(7) = 0.  So the sum
    # has value 1 and its winning moves take 1 or 3 from the pile of 10.
    r = cli(["sum", "wythoff 3 5", "subtraction --set 1,3,4 10"])
    assert r.status == 0, r.err
    assert "Grundy value: 1" in r.out and "in component 2 (subtraction): take 1" in r.out
    data = json.loads(cli(["sum", "wythoff 3 5", "subtraction --set 1,3,4 10", "--json"]).out)
    assert data["grundy"] == 1 and data["outcome"] == "N"
    assert [c["grundy"] for c in data["components"]] == [0, 1]
    assert data["winning_moves"] == [[[3, 5], [9]], [[3, 5], [7]]]
    assert data["winning_components"][0] == {"component": 2, "game": "subtraction", "move": [9]}
    p = json.loads(cli(["sum", "wythoff 3 5", "wythoff 4 7", "--json"]).out)
    assert p["outcome"] == "P" and p["winning_moves"] == [] and p["grundy"] == 0


@pytest.mark.parametrize(
    "argv",
    [
        ["sum"],
        ["sum", "wythoff 3"],
        ["sum", "chess e4"],
        ["sum", "subtraction --misere 4"],
        ["sum", "wythoff 3 5", "wythoff 1 -2"],
        ["sum", "wythoff '3 5"],
    ],
)
def test_cli_bad_input(cli, argv):
    r = cli(argv)
    assert r.status == 2
    assert r.err.startswith("grundy: ") and r.err.count("\n") == 1 and "Traceback" not in r.err


def test_a_sum_without_components_says_so():
    # A sum built without its games (as the web API does when the rules are
    # left out) once answered "a position of this sum is a list of 0 positions".
    for position in ([[3, 5], [4, 7]], []):
        with pytest.raises(InputError, match="a sum needs at least one component"):
            Sum().position_from_json(position)


def test_a_component_that_names_itself_is_not_named_twice(cli):
    # The card game writes its position as "cards 2 3 6": the sum printed
    # "cards cards 2 3 6".
    r = cli(["sum", "cards --cards '2 3 6'", "nim 1"])
    assert r.status == 0, r.err
    assert "Position: cards 2 3 6 + nim (1)" in r.out and "cards cards" not in r.out


@pytest.mark.parametrize("rules", [{}, {"max_take": 2}, {"a": 2}], ids=str)
def test_wythoff_names_the_options_of_a_value_as_it_declares(rules):
    # The sum asks every game that declares names_grundy_moves, Wythoff's among them, and names none itself.
    from tests.oracles import wythoff_variants

    game = Wythoff(**rules)
    values = grundy_values(lambda p: wythoff_variants.moves(p, rules.get("max_take"), rules.get("a", 1)),
                           [(a, b) for a in range(9) for b in range(9)])
    assert Wythoff.names_grundy_moves
    for (a, b) in values:
        for value in range(6):
            expected = {q for q in wythoff_variants.moves((a, b), rules.get("max_take"), rules.get("a", 1))
                        if values[q] == value}
            named = list(game.grundy_moves((a, b), value))
            assert set(named) == expected and len(named) == len(expected), (a, b, value)
    tree = ast.parse(open(sum_module.__file__, encoding="utf-8").read())
    assert [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
            and "wythoff" in (node.module or "")] == []
