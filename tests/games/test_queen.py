"""Queen to the corner: against brute force on whole boards, sums of queens, huge boards, CLI."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grundy.engine import Solver
from grundy.errors import InputError, TooLargeError
from grundy.games import queen as qm
from grundy.games.queen import Queen, format_square, parse_square
from tests.oracles import queen as oracle
from tests.oracles import grundy_values
from tests.strategies import giant
from tests.theorems import wythoff_p


@pytest.mark.parametrize(
    "board", [(19, 19), (19, 13), (13, 19), (25, 25), (30, 8), (1, 1), (1, 9), (9, 1), (2, 2)]
)
def test_every_square_matches_brute_force(board):
    outcome, targets = oracle.single_queen(board)
    game = Queen(board=board)
    for square, expected in outcome.items():
        pos = (square,)
        assert game.outcome(pos) == expected, (board, square)
        moves = game.winning_moves(pos)
        assert len(moves) == len(set(moves))
        assert {m[0] for m in moves} == targets[square], (board, square)
        assert qm.is_safe(square, board) == (expected == "P")
        assert set(qm.winning_targets(square, board)) == targets[square]


@pytest.mark.parametrize("board", [(7, 7), (6, 4)])
def test_two_queens_every_position_matches_brute_force(board):
    squares = [(x, y) for x in range(board[0]) for y in range(board[1])]
    positions = list(itertools.product(squares, repeat=2))
    expected = oracle.several_queens(board, positions)
    game = Queen(board=board)
    for pos in positions:
        outcome, wins = expected[pos]
        assert game.outcome(pos) == outcome, pos
        got = game.winning_moves(pos)
        assert len(got) == len(set(got)) and set(got) == wins, pos


def test_three_queens_every_position_matches_brute_force():
    board = (4, 4)
    squares = [(x, y) for x in range(4) for y in range(4)]
    positions = list(itertools.product(squares, repeat=3))
    expected = oracle.several_queens(board, positions)
    game = Queen(board=board)
    for pos in positions:
        outcome, wins = expected[pos]
        assert game.outcome(pos) == outcome, pos
        assert set(game.winning_moves(pos)) == wins, pos


def test_options_follow_the_rules_and_the_engine_agrees():
    game = Queen(board=(7, 5))
    solver = Solver(game.options, canonical=game.canonical)
    rng = random.Random(4)
    squares = [(x, y) for x in range(7) for y in range(5)]
    for _ in range(80):
        pos = tuple(rng.choice(squares) for _ in range(rng.randint(1, 3)))
        opts = list(game.options(pos))
        expected = [pos[:i] + (t,) + pos[i + 1:] for i, s in enumerate(pos)
                    for t in oracle.queen_moves(s, (7, 5))]
        assert sorted(opts) == sorted(expected)
        assert solver.outcome(pos) == game.outcome(pos)
        assert set(solver.winning_moves(pos)) == set(game.winning_moves(pos))
        if len(pos) > 1 or pos[0] != game.corner:
            assert solver.grundy(pos) == game.grundy(pos)


def test_the_go_board_has_the_expected_safe_squares():
    # The safe squares of a 19 x 19 board, from the brute force, drawn with 'o', and the
    # queen's winning targets with '*'.
    outcome, targets = oracle.single_queen((19, 19))
    drawing = Queen().render(((1, 0),), marks=True)
    plain = Queen().render(((1, 0),)).splitlines()[1:20]  # play: nothing given away
    assert all(set(row.split()[1:20]) <= {".", "Q", "#"} for row in plain)
    rows = [line.split() for line in drawing.splitlines()[1:20]]
    for row in rows:
        y = int(row[0]) - 1
        for x, mark in enumerate(row[1:20]):
            is_p = outcome[x, y] == "P"
            if (x, y) == (1, 0):
                assert mark == "Q"
            elif (x, y) == (18, 18):
                assert mark == "#"
            elif (x, y) in targets[1, 0]:
                assert mark == "*", (x, y, mark)
            else:
                assert mark == ("o" if is_p else "."), (x, y, mark)


@settings(max_examples=80)
@given(giant, giant, st.data())
def test_huge_boards(cols, rows, data):
    game = Queen(board=(cols, rows))
    x = data.draw(st.integers(0, cols - 1))
    y = data.draw(st.integers(0, rows - 1))
    pos = ((x, y),)
    moves = game.winning_moves(pos)
    assert (not moves) == (game.outcome(pos) == "P")
    assert (not moves) == wythoff_p(*qm.distances((x, y), game.board))
    for after in moves:
        game.check_move(pos, after)
        assert game.outcome(after) == "P" and game.winning_moves(after) == []
        assert wythoff_p(*qm.distances(after[0], game.board))  # Wythoff's pairs, as distances
        assert after[0] == game.corner or not qm.is_safe(pos[0], game.board)
    text = format_square((x, y), game.board)
    assert text == f"{x},{y}" and parse_square(text, game.board) == (x, y)
    assert game.analyse(pos).to_json()["position"] == [text]


@settings(max_examples=80)
@given(st.one_of(giant, st.integers(1, 500)), giant, giant, st.booleans(), st.data())
def test_no_move_from_a_safe_square_on_a_huge_board_is_safe(k, extra_x, extra_y, swap, data):
    # A square whose distances to the corner are a Wythoff pair (a_k, b_k), k >= 1.
    from grundy.games.wythoff import p_position

    a, b = p_position(k)
    dx, dy = (b, a) if swap else (a, b)
    board = (dx + 1 + extra_x, dy + 1 + extra_y)
    square = (board[0] - 1 - dx, board[1] - 1 - dy)
    game = Queen(board=board)
    assert wythoff_p(dx, dy) and game.outcome((square,)) == "P" and game.winning_moves((square,)) == []
    x, y = square
    t = data.draw(st.integers(1, dx), label="right")
    u = data.draw(st.integers(1, dy), label="up")
    d = data.draw(st.integers(1, min(dx, dy)), label="diagonal")
    for target in ((x + t, y), (x, y + u), (x + d, y + d)):
        after = (target,)
        game.check_move((square,), after)
        assert target != game.corner
        assert not wythoff_p(*qm.distances(target, board)), (square, target)
        assert game.outcome(after) == "N" and game.winning_moves(after), (square, target)


@pytest.mark.parametrize("board", [(19, 19), (12, 7), (1, 6)])
def test_grundy_values_of_one_queen_match_mex(board):
    g = oracle.grundy_table(board)
    game = Queen(board=board)
    for square, value in g.items():
        assert game.grundy((square,)) == value, square


def test_grundy_values_of_two_queens_match_mex_over_the_product():
    board = (5, 4)
    squares = [(x, y) for x in range(5) for y in range(4)]

    def moves(pos):
        for i, s in enumerate(pos):
            for t in oracle.queen_moves(s, board):
                yield pos[:i] + (t,) + pos[i + 1:]

    positions = list(itertools.product(squares, repeat=2))
    expected = grundy_values(moves, positions)
    game = Queen(board=board)
    for pos in positions:
        assert game.grundy(pos) == expected[pos], pos


def _queen_order(origin, targets):
    # Diagonal moves first, then right, then up, each nearest first (as Wythoff's moves are listed).
    x, y = origin

    def key(target):
        u, v = target
        kind = 0 if u > x and v > y else 1 if u > x else 2
        return kind, max(u - x, v - y)

    return sorted(targets, key=key)


@pytest.mark.parametrize("board", [(19, 19), (12, 7)])
def test_a_lone_queen_names_the_moves_to_each_grundy_value(board):
    # What a sum of games asks of a component: the moves to a Grundy value, in the queen's order.
    g = oracle.grundy_table(board)
    game = Queen(board=board)
    for square in g:
        for value in range(max(board) + 2):
            want = _queen_order(square, [t for t in oracle.queen_moves(square, board) if g[t] == value])
            assert list(game.grundy_moves((square,), value)) == [(t,) for t in want], (square, value)


def test_several_queens_list_their_winning_moves_queen_by_queen_in_the_queens_order():
    board = (7, 7)
    g = oracle.grundy_table(board)
    game = Queen(board=board)
    rng = random.Random(11)
    squares = list(g)
    for _ in range(200):
        pos = tuple(rng.choice(squares) for _ in range(rng.randint(2, 4)))
        total = 0
        for s in pos:
            total ^= g[s]
        expected = [pos[:i] + (t,) + pos[i + 1:] for i, s in enumerate(pos)
                    for t in _queen_order(s, [t for t in oracle.queen_moves(s, board) if g[t] == g[s] ^ total])]
        assert game.winning_moves(pos) == expected, pos


def test_several_queens_on_the_edges_of_a_huge_board():
    # On the corner's column and row a queen is a one-pile Nim, G = her distance: the
    # sum is n XOR m, and the winning move makes the two distances equal.
    edge = 10**50 - 1
    q = Queen(board=10**50)
    pos = ((edge, 5), (6, edge))  # distances (0, edge - 5) and (edge - 6, 0)
    assert q.grundy(pos) == (edge - 5) ^ (edge - 6)
    assert q.winning_moves(pos) == [((edge, 6), (6, edge))]
    data = q.analyse(pos).to_json()
    assert data["outcome"] == "N" and data["winning_moves"] == [[f"{edge},6", f"6,{edge}"]]


def test_a_safe_square_far_away_is_exact():
    # (dx, dy) = (a_k, b_k) for k = 10**100: the square is safe, one step off is not.
    from grundy.games.wythoff import p_position

    a, b = p_position(10**100)
    board = (a + 5, b + 9)
    game = Queen(board=board)
    square = (4, 8)  # distances (a, b)
    assert qm.distances(square, board) == (a, b)
    assert game.outcome((square,)) == "P"
    assert game.outcome(((5, 8),)) == "N" and game.outcome(((4, 9),)) == "N"


def test_go_coordinates_round_trip_on_every_square():
    for board in [(19, 19), (25, 3), (9, 9)]:
        for x in range(board[0]):
            for y in range(board[1]):
                text = format_square((x, y), board)
                assert "I" not in text[0]
                assert parse_square(text, board) == (x, y)
                assert parse_square(text.lower(), board) == (x, y)
                assert parse_square(f"{x},{y}", board) == (x, y)
    assert parse_square("Q16") == (15, 15) and parse_square("T19") == (18, 18)
    assert parse_square("J1") == (8, 0)  # J follows H: there is no I


@pytest.mark.parametrize(
    "token, board, message",
    [
        ("I5", (19, 19), "square 'I5': Go coordinates have no column I (columns A-T, without I)"),
        ("U5", (19, 19), "square 'U5' is off the 19 x 19 board (columns A-T, rows 1-19)"),
        ("D20", (19, 19), "square 'D20' is off the 19 x 19 board (columns A-T, rows 1-19)"),
        ("D0", (19, 19), "square 'D0' is off the 19 x 19 board (columns A-T, rows 1-19)"),
        ("D-4", (19, 19), "square 'D-4': rows are numbered from 1, not negative"),
        ("-1,3", (19, 19), "square '-1,3': coordinates are non-negative integers, not '-1'"),
        ("19,0", (19, 19), "square '19,0' is off the 19 x 19 board (x is 0 to 18, y is 0 to 18)"),
        ("3,3,3", (19, 19), "square '3,3,3': write x,y with two numbers, e.g. 3,3"),
        ("4D", (19, 19), "square '4D' is not a square: write Go coordinates like D4, or x,y like 3,3"),
        ("D4", (26, 26), "square 'D4': Go coordinates need a board of at most 25 columns "
                         "(this one has 26); write x,y"),
        ("F1", (5, 5), "square 'F1' is off the 5 x 5 board (columns A-E, rows 1-5)"),
    ],
)
def test_bad_squares(token, board, message):
    with pytest.raises(InputError) as err:
        parse_square(token, board)
    assert str(err.value) == message


def test_boards():
    assert Queen().board == (19, 19) and repr(Queen()) == "Queen()"
    assert Queen(board="19x13").board == (19, 13) == Queen(board=(19, 13)).board
    assert Queen(board="9").board == (9, 9) and Queen(board=" 7 X 5 ").board == (7, 5)
    assert Queen(board="1" + "0" * 300).board == (10**300, 10**300)
    for bad in ["0", "19x0", "x", "19x13x2", "-5", "", "1.5"]:
        with pytest.raises(InputError):
            Queen(board=bad)


def test_moves_typed_and_described():
    q = Queen()
    pos = q.parse_position(["D4"])
    for after in q.options(pos):
        assert q.parse_move(pos, q.move_text(pos, after)) == after
    assert q.describe_move(pos, ((5, 5),)) == "move the queen on D4 2 squares diagonally up-right to F6"
    assert q.describe_move(pos, ((3, 4),), "zh") == "把 D4 的皇后向上走 1 格到 D5"
    two = q.parse_position(["D4", "D10"])
    with pytest.raises(InputError, match="several queens can move to D12"):
        q.parse_move(two, "D12")
    assert q.parse_move(two, "D4 D8") == ((3, 7), (3, 9))
    assert q.parse_move(two, "D10 to F12") == ((3, 3), (5, 11))
    for bad, why in [("C3", "cannot go to C3"), ("A1 B2", "no queen on A1"), ("D4 D4", "at least one"),
                     ("B2 C3 D4", "type the target square")]:
        with pytest.raises(InputError, match=why):
            q.parse_move(pos if bad != "B2 C3 D4" else two, bad)
    # The computer plays a winning move, or a legal one from a P-position.
    assert q.outcome(q.computer_move(pos)) == "P"
    safe = q.parse_position(["K4"])
    q.check_move(safe, q.delaying_move(safe))


def test_queens_on_the_corner():
    q = Queen()
    corner = ((18, 18),)
    a = q.analyse(corner)
    assert a.outcome == "P" and a.winning_moves == () and "previous player" in a.explanation
    both = q.analyse(((18, 18), (18, 18)))
    assert both.outcome == "P" and "every queen" in both.explanation
    # One queen left to move: the closed form, and the others are mentioned.
    one = q.analyse(((18, 18), (3, 3)))
    assert one.outcome == "N" and "other queens" in one.explanation
    assert q.is_over(corner)


def test_several_queens_on_a_board_too_large_to_search():
    q = Queen(board=10**50)
    pos = ((0, 0), (1, 1))  # both queens far from the corner both ways
    with pytest.raises(TooLargeError):
        q.outcome(pos)
    # On the corner's column and row the queen is a one-pile Nim: G(0, n) = n.
    edge = 10**50 - 1
    assert q.outcome(((edge, 5), (5, edge))) == "P"  # n XOR n = 0
    assert q.outcome(((edge, 5), (6, edge))) == "N"
    # A single queen never needs them: from (0, 0) she goes straight to the corner.
    assert q.outcome(((0, 0),)) == "N" and ((edge, edge),) in q.winning_moves(((0, 0),))


def test_explanations():
    q = Queen()
    n = q.explain(q.parse_position(["D4"]))
    assert "15 columns and 15 rows" in n and "straight onto the corner T19" in n
    p = q.explain(q.parse_position(["K4"]))
    assert "(9, 15) is the pair with k = 6" in p
    s = q.explain(q.parse_position(["D4", "K10", "Q16"]))
    assert "XOR" in s
    zh = q.explain(q.parse_position(["K4"]), "zh")
    assert "奇异局势" in zh


# ------------------------------------------------------------------------ CLI
def test_cli_text(cli):
    _outcome, targets = oracle.single_queen((19, 19))
    run = cli(["queen", "D4"])
    assert run.status == 0
    listed = {line.split()[1] for line in run.out.splitlines() if line.startswith("  -> ")}
    assert listed == {format_square(t) for t in targets[3, 3]}
    assert "Q queen" in run.out and " 4 . . . Q" in run.out


def test_cli_json_one_queen_and_board(cli):
    board = (19, 13)
    outcome, targets = oracle.single_queen(board)
    run = cli(["queen", "C5", "--board", "19x13", "--json"])
    data = json.loads(run.out)
    sq = parse_square("C5", board)
    assert data["rules"] == {"board": [19, 13]} and data["position"] == ["C5"]
    assert data["outcome"] == outcome[sq]
    assert {m["to"] for m in data["moves"]} == {format_square(t, board) for t in targets[sq]}
    assert sorted(data["winning_moves"]) == sorted([format_square(t, board)] for t in targets[sq])


def test_cli_json_several_queens(cli):
    # The example on the Go board.  Its game tree is too big for plain
    # minimax in a test, so the oracle here is the Sprague-Grundy sum of plain
    # mex values (the sum rule itself is checked by minimax on small boards above).
    board = (19, 19)
    g = oracle.grundy_table(board)
    pos = tuple(parse_square(s) for s in ("D4", "K10", "Q16"))
    total = g[pos[0]] ^ g[pos[1]] ^ g[pos[2]]
    wins = {pos[:i] + (t,) + pos[i + 1:] for i, s in enumerate(pos)
            for t in oracle.queen_moves(s, board) if g[t] == g[s] ^ total}
    run = cli(["queen", "D4", "K10", "Q16", "--json", "--grundy"])
    data = json.loads(run.out)
    assert data["outcome"] == ("N" if total else "P") and data["grundy"] == total
    assert {tuple(m) for m in data["winning_moves"]} == {
        tuple(format_square(s) for s in m) for m in wins
    }
    assert [q["square"] for q in data["queens"]] == ["D4", "K10", "Q16"]
    assert [q["grundy"] for q in data["queens"]] == [g[s] for s in pos]


def test_cli_huge_board(cli):
    size = "1" + "0" * 200
    run = cli(["queen", "0,0", "--board", f"{size}x{size}", "--json"])
    assert run.status == 0
    data = json.loads(run.out)
    # Equal distances to the corner: the diagonal move reaches it at once.
    corner = f"{int(size) - 1},{int(size) - 1}"
    assert data["position"] == ["0,0"] and data["outcome"] == "N"
    assert [corner] in data["winning_moves"]
    for (square,) in data["winning_moves"]:
        x, y = map(int, square.split(","))
        assert wythoff_p(int(size) - 1 - x, int(size) - 1 - y)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["Z99"], "square 'Z99' is off the 19 x 19 board (columns A-T, rows 1-19)"),
        (["I5"], "square 'I5': Go coordinates have no column I (columns A-T, without I)"),
        (["3,-1"], "square '3,-1': coordinates are non-negative integers, not '-1'"),
        (["--", "-1,3"], "square '-1,3': coordinates are non-negative integers, not '-1'"),
        (["D-4"], "square 'D-4': rows are numbered from 1, not negative"),
        (["T19", "--board", "19x13"], "square 'T19' is off the 19 x 13 board (columns A-T, rows 1-13)"),
        (["D4", "--board", "0"], "board size '0': a board needs at least 1 column and 1 row"),
        (["D4", "--board", "-5"],
         "board size '-5' is not N or NxM (columns x rows), e.g. 19 or 19x13"),
        (["D4", "--board", "30"],
         "square 'D4': Go coordinates need a board of at most 25 columns (this one has 30); write x,y"),
        ([], "give the queen's square, e.g. D4 (or several squares)"),
    ],
)
def test_cli_bad_input(cli, argv, message):
    run = cli(["queen", *argv])
    assert run.status == 2 and run.err == f"grundy: {message}\n" and run.out == ""
