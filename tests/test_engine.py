"""The Sprague-Grundy engine against hand-made games, plain recursion and known theorems."""

from __future__ import annotations

import io
import random
from functools import reduce
from operator import xor

import pytest

from grundy.custom import MovesGame, impartial_game
from grundy.engine import CycleError, Progress, Solver, mex, nim_sum
from grundy.errors import GrundyError, InputError, TooLargeError, UnsupportedError
from grundy.game import Game
from grundy.registry import iter_games
from tests.oracles import grundy_values, outcomes, winning_moves


def random_dag(seed: int, size: int = 60, fanout: int = 4):
    """A random acyclic game: position i moves to some positions j < i."""
    rng = random.Random(seed)
    edges = {i: sorted(rng.sample(range(i), min(i, rng.randint(0, fanout)))) for i in range(size)}
    return lambda p: edges[p]


def nim_moves(piles):
    for i, p in enumerate(piles):
        for q in range(p):
            yield piles[:i] + (q,) + piles[i + 1:]


@pytest.mark.parametrize("seed", range(20))
def test_random_games_agree_with_plain_recursion(seed):
    moves = random_dag(seed)
    solver = Solver(moves)
    expected = grundy_values(moves, range(60))
    assert {p: solver.grundy(p) for p in range(60)} == expected
    plain = outcomes(moves, range(60))
    for p in range(60):
        assert solver.outcome(p) == plain[p]
        assert solver.winning_moves(p) == [q for q in moves(p) if plain[q] == "P"]


@pytest.mark.parametrize("seed", range(20))
def test_random_games_misere_agree_with_plain_recursion(seed):
    moves = random_dag(seed)
    solver = Solver(moves, misere=True)
    plain = outcomes(moves, range(60), misere=True)
    for p in range(60):
        assert solver.outcome(p) == plain[p]
        assert set(solver.winning_moves(p)) == winning_moves(moves, plain.__getitem__, p)


def test_nim_grundy_is_xor_of_piles():
    # Bouton (1901): the Grundy value of Nim is the XOR of the piles.
    solver = Solver(nim_moves, canonical=lambda p: tuple(sorted(p)))
    for a in range(6):
        for b in range(6):
            for c in range(6):
                assert solver.grundy((a, b, c)) == a ^ b ^ c


def test_misere_nim_follows_bouton():
    # Misère Nim: P iff (every pile <= 1 and the XOR is 1) or (some pile >= 2 and XOR is 0).
    solver = Solver(nim_moves, misere=True)
    for a in range(5):
        for b in range(5):
            for c in range(5):
                piles = (a, b, c)
                x = a ^ b ^ c
                small = max(piles) <= 1
                expected = "P" if (small and x == 1) or (not small and x == 0) else "N"
                assert solver.outcome(piles) == expected, piles


def test_terminal_positions():
    solver = Solver(lambda p: [])
    assert solver.outcome("end") == "P" and solver.grundy("end") == 0
    assert solver.winning_moves("end") == []
    assert Solver(lambda p: [], misere=True).outcome("end") == "N"


def test_misere_has_no_grundy_value():
    with pytest.raises(UnsupportedError):
        Solver(lambda n: [], misere=True).grundy(0)


@pytest.mark.slow
@pytest.mark.parametrize("misere", [False, True])
def test_depth_100000_without_recursion_error(misere):
    chain = Solver(lambda n: [n - 1] if n else [], misere=misere)
    n = 100_000
    # One pile, take exactly one stone: the mover wins iff n is odd (normal play),
    # iff n is even (misère).
    assert chain.outcome(n) == ("P" if (n % 2 == 0) != misere else "N")
    assert chain.outcome(n + 1) != chain.outcome(n)
    if not misere:
        assert Solver(lambda n: [n - 1] if n else []).grundy(n + 1) == 1


@pytest.mark.slow
def test_depth_100000_with_wide_branching():
    # Take 1 or 2: Grundy value n mod 3, computed 100,000 deep.
    s = Solver(lambda n: [n - k for k in (1, 2) if k <= n])
    assert s.grundy(100_000) == 100_000 % 3 and s.grundy(99_999) == 0


@pytest.mark.parametrize(
    "moves",
    [
        lambda n: [(n + 1) % 3],  # 0 -> 1 -> 2 -> 0
        lambda n: [n],  # a loop on one position
        lambda n: [n - 1] if n > 0 else [5],  # a long way round
    ],
)
def test_cycles_are_reported(moves):
    for method in ("grundy", "outcome", "winning_moves"):
        with pytest.raises(CycleError, match="can be reached from itself"):
            getattr(Solver(moves), method)(3)
    assert issubclass(CycleError, GrundyError)


def test_cycle_not_confused_with_shared_positions():
    # A diamond: two ways to reach 0 is not a cycle.
    edges = {3: [1, 2], 2: [0], 1: [0], 0: []}
    s = Solver(edges.__getitem__)
    assert s.grundy(3) == mex([s.grundy(1), s.grundy(2)]) == 0


def test_canonical_hook_solves_each_class_once():
    plain = Solver(nim_moves)
    canon = Solver(nim_moves, canonical=lambda p: tuple(sorted(p)))
    for piles in [(3, 4, 5), (5, 4, 3), (1, 6, 2)]:
        assert plain.grundy(piles) == canon.grundy(piles) == reduce(xor, piles)
    assert canon.solved < plain.solved


def test_work_bound_stops_a_hopeless_search_early():
    from grundy.games.wythoff import Wythoff

    s = Solver(Wythoff().options, max_work=200_000)
    with pytest.raises(TooLargeError, match="200,000 moves and positions"):
        s.grundy((3000, 4000))
    assert s.work <= 200_000 + 8


def test_game_default_solver_is_bounded(monkeypatch):
    import grundy.game

    class Wide(Game):
        def options(self, n):
            return range(n)  # every smaller position: about n^2 / 2 moves in all

    assert Wide().solver.max_work == grundy.game.WORK_LIMIT
    monkeypatch.setattr(grundy.game, "WORK_LIMIT", 100_000)
    assert Wide().grundy(300) == 300  # a Nim heap: mex of 0..299, by definition
    with pytest.raises(TooLargeError):
        Wide().grundy(20_000)


def test_position_bound():
    with pytest.raises(TooLargeError, match="positions"):
        Solver(lambda n: [n - 1] if n else [], max_positions=1000).grundy(5000)


def test_progress_callback_is_called_on_long_searches(monkeypatch):
    import grundy.engine as engine

    monkeypatch.setattr(engine, "_CHECK_EVERY", 100)
    calls = []
    s = Solver(lambda n: range(n), progress=lambda positions, work: calls.append((positions, work)))
    assert s.grundy(200) == 200
    # About one call per 100 units of work: 200 * 201 / 2 moves and 4 per position.
    assert 100 < len(calls) <= 212
    assert calls == sorted(calls) and calls[-1][1] <= s.work


def test_progress_line_is_written_and_erased():
    out = io.StringIO()
    with Progress("table", stream=out, delay=0, interval=0) as p:
        p.update(3, 12)
    text = out.getvalue()
    assert "table: 3/12 (25%)" in text
    assert text.endswith("\r")  # erased when the work ends


def test_interrupted_search_leaves_a_consistent_solver():
    budget = {"left": 500}

    def moves(n):
        budget["left"] -= 1
        if budget["left"] == 0:
            raise KeyboardInterrupt
        return [n - k for k in (1, 3, 4) if k <= n]

    s = Solver(moves)
    with pytest.raises(KeyboardInterrupt):
        s.grundy(2000)
    budget["left"] = -1  # never again
    fresh = Solver(lambda n: [n - k for k in (1, 3, 4) if k <= n])
    assert [s.grundy(n) for n in range(2000)] == [fresh.grundy(n) for n in range(2000)]


def test_nim_sum_and_mex():
    assert nim_sum([1, 2, 3]) == 0 and mex(range(10)) == 10 and mex([5]) == 0


# --------------------------------------------------------- user-defined games
def test_impartial_game_decorator_answers_everything():
    @impartial_game
    def take_1_or_2(n):
        return [n - k for k in (1, 2) if k <= n]

    assert isinstance(take_1_or_2, MovesGame)
    assert [take_1_or_2.grundy(n) for n in range(6)] == [n % 3 for n in range(6)]
    assert take_1_or_2.winning_moves(5) == [3]
    a = take_1_or_2.analyse(4, grundy=True)
    assert a.outcome == "N" and a.grundy == 1 and a.to_json()["winning_moves"] == [3]
    assert "take_1_or_2" in a.to_text()
    assert impartial_game(take_1_or_2.moves, misere=True).outcome(1) == "P"
    assert impartial_game(misere=True)(take_1_or_2.moves).misere


def test_game_subclass_with_only_options():
    class Subtract1or2(Game):
        def options(self, n):
            return [n - k for k in (1, 2) if k <= n]

    g = Subtract1or2()
    assert [g.outcome(n) for n in range(6)] == ["P", "N", "N", "P", "N", "N"]
    assert g.grundy(7) == 1 and g.winning_moves(7) == [6]
    assert g.rules() == {} and g.analyse(3).outcome == "P"


def test_game_subclass_without_rules_is_rebuilt_from_its_rules():
    # A plain subclass (not a dataclass) has no rules; from_rules once failed
    # with a TypeError from dataclasses.fields instead of rebuilding it.
    class Subtract1(Game):
        name = "subtract-1"

        def options(self, n):
            return [n - 1] if n else []

    assert isinstance(Subtract1.from_rules(Subtract1().rules()), Subtract1)
    with pytest.raises(InputError, match="subtract-1 has no rule 'misere'"):
        Subtract1.from_rules({"misere": True})


# ----------------------------------------------- every built-in game vs the engine
def _rule_sets(cls):
    """The game's default rules (required ones filled in), then each yes/no rule switched on."""
    base = {}
    for opt in cls.cli_options:
        if opt.rule and getattr(opt, "required", False):
            if opt.kind is not int:
                return []
            base[opt.name] = max(3, opt.minimum or 0)
    sets = [base]
    for opt in cls.cli_options:
        if opt.rule and opt.kind is bool and not getattr(opt, "position", False):
            sets.append({**base, opt.name: True})
    return sets


def _small_positions(game, count=15):
    rng = random.Random(7)
    try:
        return [game.validate(game.random_position(rng, scale=6)) for _ in range(count)]
    except UnsupportedError:
        return []


CASES = [
    (cls, rules)
    for cls in iter_games()
    # (sums are checked through their components; a loopy game, which the engine
    # cannot search, has a retrograde analysis in its own test)
    if cls.name != "sum" and not cls.loopy
    for rules in _rule_sets(cls)
]


#: The cases whose positions take the engine seconds (Moore's Nim_k with k = 3 on several piles).
SLOW_CASES = {"moore-k", "moore-k-misere"}


@pytest.mark.parametrize("cls, rules", [
    pytest.param(c, r, id=name, marks=[pytest.mark.slow] if name in SLOW_CASES else [])
    for c, r, name in ((c, r, f"{c.name}{''.join('-' + k for k in r)}") for c, r in CASES)])
def test_builtin_games_agree_with_the_engine(cls, rules):
    game = cls(**rules)
    positions = _small_positions(game)
    if not positions:
        pytest.skip(f"{cls.name} has no random positions")
    engine = Solver(game.options, misere=game.misere, max_work=5_000_000)
    # A game whose winning_moves gives one move by a construction lists them all here.
    every = getattr(game, "all_winning_moves", game.winning_moves)
    for p in positions:
        assert game.outcome(p) == engine.outcome(p), p
        full = set(engine.winning_moves(p))
        assert set(every(p)) == full, p
        wins = game.winning_moves(p)
        assert set(wins) <= full and bool(wins) == bool(full), p
        if not game.misere:
            assert game.grundy(p) == engine.grundy(p), p


def test_a_long_label_is_shortened_not_the_numbers():
    # allpiles labels its search with the whole bound; the line was cut at 78
    # characters, so the count, the percentage and the time fell off.
    out = io.StringIO()
    label = "allpiles: solving 4 piles up to (100, 200, 300, 400)"
    with Progress(label, stream=out, delay=0, interval=0) as p:
        p.update(1_210_757, 2_727_101, " prefixes")
    line = out.getvalue().split("\r")[1]
    assert len(line) <= 78
    assert line.rstrip().endswith("1,210,757/2,727,101 prefixes (44%), 0 s")
    assert line.startswith("allpiles: solving")


# ------------------------------------------------ memory: arrays and a bounded stack
@pytest.mark.slow
def test_a_deep_game_is_solved_in_little_memory():
    # Take 1 or 2 from a pile of 200,000: the search's path is 200,000 positions
    # deep.  Frames are kept for at most _MAX_DEPTH of them, values in an array.
    import tracemalloc

    tracemalloc.start()
    try:
        value = Solver(lambda n: [n - k for k in (1, 2) if k <= n], progress=None).grundy(200_000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert value == 200_000 % 3
    assert peak < 12 * 2**20, f"{peak:,} bytes"


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("depth", [1, 2, 3, 7])
def test_searches_cut_at_any_depth_agree_with_plain_recursion(seed, depth, monkeypatch):
    from grundy import engine

    monkeypatch.setattr(engine, "_MAX_DEPTH", depth)
    moves = random_dag(seed)
    expected, plain = grundy_values(moves, range(60)), outcomes(moves, range(60))
    solver = Solver(moves)
    assert solver.grundy(59) == expected[59]  # one search from the top, cut many times
    assert {p: solver.grundy(p) for p in range(60)} == expected
    fresh = Solver(moves)
    assert fresh.outcome(59) == plain[59]
    assert {p: fresh.outcome(p) for p in range(60)} == plain
    assert Solver(moves, misere=True).outcome(59) == outcomes(moves, range(60), misere=True)[59]


@pytest.mark.parametrize("depth", [1, 2, 5])
def test_a_cycle_longer_than_the_depth_bound_is_still_reported(depth, monkeypatch):
    from grundy import engine

    monkeypatch.setattr(engine, "_MAX_DEPTH", depth)
    for method in ("grundy", "outcome"):
        with pytest.raises(CycleError, match="can be reached from itself"):
            getattr(Solver(lambda n: [n - 1] if n > 0 else [20]), method)(10)


def test_positions_of_any_size_and_of_any_type_share_one_solver():
    # Huge ints reached sparsely (n -> n // 2, n // 3) stay out of the array; tuples and
    # negative ints are kept by key as before.
    moves = lambda n: [n // 2, n // 3] if n > 1 else []  # noqa: E731
    solver = Solver(moves, progress=None)
    memo: dict[int, int] = {}

    def plain(n: int) -> int:
        if n not in memo:
            memo[n] = mex(plain(m) for m in moves(n))
        return memo[n]

    for n in (10**15, 10**30 + 7, 5, 0, 1):
        assert solver.grundy(n) == plain(n)
    assert solver.solved == len(memo)
    pairs = Solver(lambda p: [(p[0] - 1, p[1])] if p[0] > 0 else [(p[0], p[1] - 1)] if p[1] > 0 else [])
    assert pairs.grundy((3, 2)) == 1 and pairs.outcome((-0, 0)) == "P"
    assert Solver(lambda n: [n + 1] if n < 0 else []).grundy(-3) == 1


def test_a_refusal_says_how_to_raise_the_bound_and_the_bound_can_be_raised():
    game = impartial_game(lambda n: [n - k for k in (1, 3, 4) if k <= n], max_work=1000)
    with pytest.raises(TooLargeError, match=r"raise it with max_work=, None for none"):
        game.grundy(5000)
    assert "可用 max_work= 提高上限" in TooLargeError(engine_messages("too_much_work", limit=1, arg="max_work",
                                                                       none="None")).text("zh")
    unbounded = impartial_game(lambda n: [n - k for k in (1, 3, 4) if k <= n], max_work=None)
    assert unbounded.grundy(5000) == [0, 1, 0, 1, 2, 3, 2][5000 % 7]
    with pytest.raises(TooLargeError, match=r"raise the bound \(max_positions=, None for none\)"):
        impartial_game(lambda n: [n - 1] if n else [], max_positions=10).outcome(50)


def engine_messages(key: str, **params):
    from grundy.engine import MESSAGES

    return MESSAGES(key, **params)


# --------------------------------------------- where values are kept: arrays for ints and tuples
def plain_grundy(moves, position, memo=None):
    """The Grundy value by plain recursion over a dict: mex of the options' values."""
    memo = {} if memo is None else memo
    if position not in memo:
        seen = {plain_grundy(moves, q, memo) for q in moves(position)}
        m = 0
        while m in seen:
            m += 1
        memo[position] = m
    return memo[position]


def two_piles(p):
    # Take 1 or 2 from one pile, or 1 from both.
    x, y = p
    out = [(x - k, y) for k in (1, 2) if k <= x] + [(x, y - k) for k in (1, 2) if k <= y]
    return out + [(x - 1, y - 1)] if x and y else out


def test_pairs_of_small_ints_are_kept_in_an_array_not_a_dict():
    memo: dict = {}
    ordered, top = Solver(two_piles), Solver(two_piles)
    assert top.grundy((40, 40)) == plain_grundy(two_piles, (40, 40), memo)
    for x in range(41):
        for y in range(41):
            assert ordered.grundy((x, y)) == top.grundy((x, y)) == plain_grundy(two_piles, (x, y), memo), (x, y)
    assert top.outcome((40, 39)) == ("P" if memo[(40, 39)] == 0 else "N")
    assert top.winning_moves((40, 39)) == [q for q in two_piles((40, 39)) if memo[q] == 0]
    for solver in (ordered, top):
        assert solver._grundy.sparse == {} and solver._wins.sparse == {}
        assert solver.solved == 41 * 41


def take_one(width):
    """Take 1 from any of width piles: the Grundy value is the parity of the sum."""
    return lambda p: [p[:i] + (p[i] - 1,) + p[i + 1:] for i in range(width) if p[i]]


@pytest.mark.parametrize("width, reaches", [(1, (3, 17, 40, 130, 700)), (2, (3, 17, 40, 130)),
                                            (3, (3, 9, 17, 30))])
def test_the_array_of_tuples_grows_in_each_dimension_and_keeps_every_value(width, reaches):
    # Positions are asked far apart, one dimension after another, so the array is
    # laid out anew across each capacity boundary and must keep what it held.
    solver = Solver(take_one(width))
    asked = []
    for reach in reaches:
        for axis in range(width):
            p = tuple(reach if i == axis else i for i in range(width))
            asked.append(p)
            assert solver.grundy(p) == sum(p) % 2, p
            for q in asked:  # every value seen so far is still there
                assert solver.grundy(q) == sum(q) % 2, (p, q)
    assert solver._grundy.sparse == {}


def test_values_kept_in_the_dict_move_into_the_array_when_it_may_grow(monkeypatch):
    from grundy import memo

    monkeypatch.setattr(memo, "_SLACK", 16)
    solver = Solver(take_one(2))
    assert solver.grundy((0, 5)) == 1 and solver.grundy((200, 0)) == 0
    table = solver._grundy
    # Rows of 8 cells for 200 positions in one column are too many: the far ones wait in the dict.
    rows = table.pairs.caps[0]
    assert rows < 256 and len(table.sparse) == 201 - rows and all(k[0] >= rows for k in table.sparse)
    assert solver.grundy((200, 5)) == 1  # 201 x 6 positions: now they may
    assert table.sparse == {} and table.pairs.caps == [256, 8]
    assert all(solver.grundy((x, y)) == (x + y) % 2 for x in range(201) for y in range(6))
    assert solver.solved == 201 * 6


def test_huge_components_reached_sparsely_stay_in_the_dict():
    # (a, b) -> (a // 2, b), (a, b // 3): few positions, far apart; an array would be huge.
    def moves(p):
        a, b = p
        return [q for q in ((a // 2, b), (a, b // 3)) if q != p]

    solver = Solver(moves)
    memo: dict = {}
    for p in ((10**12, 5), (7, 10**15), (2**40, 2**40)):
        assert solver.grundy(p) == plain_grundy(moves, p, memo)
    table = solver._grundy
    assert len(table.pairs.values) <= 4 * table.count + 2**16
    assert (10**12, 5) in table.sparse


def mixed_moves(p):
    # Positions of every kind in one game: ints (negative too), pairs and triples with
    # negative components, strings.  Every move lowers rank(), so play ends.
    if type(p) is int:
        out = [p + 1 if p < 0 else p - 1] if p else []
        out += [(p // 2, -(p // 3)), (p % 5, p % 3, 1)] if p > 0 else []
        return out + ["ab" * (p % 4)] if p >= 12 else out
    if type(p) is str:
        return [p[1:], len(p) - 1] if p else []
    out = []
    for i, c in enumerate(p):
        if c:
            out.append(p[:i] + (c - 1 if c > 0 else c + 1,) + p[i + 1:])
    if len(p) == 3 and p[2] > 0:
        out.append(p[:2])
    return out


def rank(p):
    if type(p) is int:
        return 3 * abs(p) + 26
    if type(p) is str:
        return 3 * len(p) + 40
    return 3 * sum(abs(c) for c in p) + 1


def test_keys_of_every_kind_in_one_game_agree_with_plain_recursion():
    roots = [40, -6, (5, -3), (-2, 4), (3, 4, 2), "abab", (0, 9), 17]
    memo: dict = {}
    everything = set()
    todo = list(roots)
    while todo:
        p = todo.pop()
        if p not in everything:
            everything.add(p)
            assert all(rank(q) < rank(p) for q in mixed_moves(p)), p
            todo.extend(mixed_moves(p))
    expected = {p: plain_grundy(mixed_moves, p, memo) for p in everything}
    top = Solver(mixed_moves)
    assert [top.grundy(p) for p in roots] == [expected[p] for p in roots]
    assert {p: top.grundy(p) for p in everything} == expected
    ordered = Solver(mixed_moves)
    for p in sorted(everything, key=rank):
        assert ordered.grundy(p) == expected[p], p
    wins = Solver(mixed_moves)
    for p in roots:
        assert wins.outcome(p) == ("P" if expected[p] == 0 else "N")
        assert wins.winning_moves(p) == [q for q in mixed_moves(p) if expected[q] == 0]
    table = top._grundy
    # Negative components, other lengths, strings and negative ints are kept by key.
    assert (-2, 4) in table.sparse and -6 in table.sparse and "abab" in table.sparse
    assert all(type(k) is not int or k < 0 for k in table.sparse)
    assert not any(type(k) is tuple and len(k) == 2 and min(k) >= 0 for k in table.sparse)


def test_a_game_given_by_moves_answers_through_the_solver_itself():
    game = impartial_game(two_piles)
    assert game.grundy is game.grundy and game.grundy == game.solver.grundy
    assert game.grundy((3, 3)) == plain_grundy(two_piles, (3, 3))


def test_a_moves_function_that_asks_its_own_solver_leaves_every_value_in_place():
    # Asking (0, 300) from inside moves((3, 3)) lays the grid out anew while the
    # value of (3, 3) is being found: it must still land in its own cell.
    asked = []

    def moves(p):
        if p == (3, 3) and not asked:
            asked.append(solver.grundy((0, 300)))
        return take_one(2)(p)

    solver = Solver(moves)
    assert solver.grundy((2, 3)) == 1 and solver.grundy((3, 2)) == 1
    assert solver.grundy((3, 3)) == 0 and asked == [0]
    assert all(solver.grundy((x, y)) == (x + y) % 2 for x in range(4) for y in range(301))
    assert solver.solved == 4 * 301


def test_bounds_stop_a_table_filled_in_order_at_the_same_position():
    # Asked in order, every value is a mex of stored ones, with no search: the
    # bounds are still checked at each position, the counts exact when read.
    moves = lambda n: [n - k for k in (1, 3, 4) if k <= n]  # noqa: E731
    s = Solver(moves, max_positions=1000)
    with pytest.raises(TooLargeError, match="1,000 positions"):
        for n in range(5000):
            s.grundy(n)
    assert n == 999 and s.solved == 1000
    w = Solver(moves, max_work=10_000)
    with pytest.raises(TooLargeError, match="10,000 moves"):
        for n in range(5000):
            w.grundy(n)
    assert 10_000 < w.work <= 10_000 + 3 + 4  # one position's moves past the bound
    assert w.solved == n + 1 and 3 * n < w.work  # the position that passed it is stored


def test_setting_the_work_gives_the_next_search_the_whole_bound_again():
    # A server resets the count for each request; the bound then holds afresh.
    def chain(n):
        return [n - 1] if n else []

    s = Solver(chain, max_work=100, progress=None)
    s.grundy(15)
    with pytest.raises(TooLargeError):
        Solver(chain, max_work=100, progress=None).grundy(40)
    s.work = 0
    assert s.grundy(30) == 0 and s.work == 75
    with pytest.raises(TooLargeError):
        s.grundy(60)  # the bound still holds after a reset


def test_the_outcome_of_a_position_whose_grundy_value_is_known_is_read_from_it():
    # P exactly where the value is 0: after grundy(), outcome() and winning_moves() search nothing again.
    calls = []

    def counted(piles):
        calls.append(piles)
        return nim_moves(piles)

    game = impartial_game(counted)
    start = (3, 5, 7)
    assert game.grundy(start) == 1
    searched = len(calls)
    assert game.outcome(start) == "N" and game.outcome((3, 5, 6)) == "P"
    assert len(calls) == searched
    assert set(game.winning_moves(start)) == winning_moves(nim_moves, lambda p: "P" if nim_sum(p) == 0 else "N",
                                                           start)
    assert len(calls) == searched + 1  # the moves of the start only
    # An outcome search below a position whose value is known stops there too.
    solver = Solver(counted)
    solver.grundy((2, 2, 2))
    calls.clear()
    assert solver.outcome((3, 2, 2)) == "N" and len(calls) == 1
