"""The web API through the framework's test client: every endpoint, every kind of bad request,
and agreement with the library and the brute-force oracles."""

from __future__ import annotations

import json
import os
import random
import threading
import time

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402

from grundy.engine import mex  # noqa: E402
from grundy.errors import TooLargeError  # noqa: E402
from grundy.registry import available_games, find_game  # noqa: E402
from grundy.web import limits, reading, service, tables  # noqa: E402
from grundy.web.app import MAX_BODY, create_app  # noqa: E402
from grundy.web.worker import Busy, Crashed, Pool, TimedOut  # noqa: E402
from tests.oracles import wythoff as oracle  # noqa: E402
from tests.workloads import endless, slow, uninterruptible_sleep  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(workers=2, timeout=30)) as c:
        yield c


JSON = {"content-type": "application/json"}


def post(client, path, body):
    return client.post(path, json=body)


def ok(response):
    assert response.status_code == 200, response.text
    return response.json()


def error(response, status):
    """The response is a JSON error with the given status and a one-line message."""
    assert response.status_code == status, response.text
    data = response.json()
    assert set(data) in ({"error"}, {"error", "error_zh"})  # the Chinese one when known
    assert data["error"] and "\n" not in data["error"] and "Traceback" not in data["error"]
    assert "\n" not in data.get("error_zh", "")
    return data["error"]


def test_a_refused_move_comes_with_its_reason_in_chinese(client):
    response = post(client, "/api/check-move",
                    {"game": "wythoff", "position": [3, 5], "text": "2 9", "lang": "zh"})
    assert error(response, 400) == "pile 2 has only 5 stones, cannot take 9"
    assert response.json()["error_zh"] == "第 2 堆只有 5 个，不能取 9 个"
    response = post(client, "/api/analyse", {"game": "wythoff", "position": [3]})
    assert "error_zh" in response.json() and error(response, 400)  # a position the page sent


# ------------------------------------------------------------------ games
def test_games_lists_every_installed_game_with_its_options(client):
    data = ok(client.get("/api/games"))
    assert [g["name"] for g in data["games"]] == available_games()
    for info in data["games"]:
        cls = find_game(info["name"])
        assert [o["name"] for o in info["options"]] == [o.name for o in cls.cli_options]
        assert [o["rule"] for o in info["options"]] == [o.rule for o in cls.cli_options]
        assert [o["position"] for o in info["options"]] == [o.position for o in cls.cli_options]
        assert [o["required"] for o in info["options"]] == [o.required for o in cls.cli_options]
        assert info["title"] == cls.title_in("en")
    wythoff = next(g for g in data["games"] if g["name"] == "wythoff")
    assert wythoff["piles"] == 2 and wythoff["pile_map"] and wythoff["random_start"]
    assert data["limits"]["digits"] == limits.MAX_DIGITS


def test_games_carry_the_declarations_of_their_classes(client):
    """How each game is drawn and moved, as its class declares it (the page reads nothing else)."""
    from grundy.drawing import BOARD_KINDS, MOVE_KINDS

    data = ok(client.get("/api/games"))
    for info in data["games"]:
        cls = find_game(info["name"])
        assert info["board"] == cls.shell.board_kind and info["board"] in BOARD_KINDS, info["name"]
        assert info["move_kinds"] == list(cls.shell.move_kinds) and set(info["move_kinds"]) <= set(MOVE_KINDS)
        assert info["move_kinds"], info["name"]  # every game offers some way to move
        assert info["pile_map"] is cls.shell.pile_map
        assert info["random_start"] is cls.shell.random_start
        assert info["beatty"] is cls.shell.beatty
        assert info["featured"] == cls.shell.featured
    # What the declarations promise holds.
    for info in data["games"]:
        name = info["name"]
        options = {o["name"]: 3 for o in info["options"] if o["required"]}
        started = post(client, "/api/random", {"game": name, "options": options, "seed": 1, "scale": 5})
        if not info["random_start"]:
            error(started, 400)
            continue
        start = ok(started)["position"]
        if info["board"] in ("piles", "heaps"):
            assert start and all(isinstance(p, int) and p >= 0 for p in start), (name, start)
        analysis = ok(post(client, "/api/analyse", {"game": name, "options": options, "position": start}))
        assert ("squares" in analysis) == (info["board"] == "square"), name
        if info["pile_map"]:
            assert len(ok(post(client, "/api/board", {"game": name, "options": options, "size": 3}))["outcomes"]) == 3
        else:
            error(post(client, "/api/board", {"game": name, "options": options, "size": 3}), 400)
    featured = [g["featured"] for g in data["games"] if g["featured"] is not None]
    assert len(set(featured)) == len(featured)  # an order: no two games in the same place


def test_the_page_help_speaks_of_the_page_not_the_command_line(client):
    """How to move, in the page's words (its stones and buttons), never a flag or a typed move."""
    import re

    data = ok(client.get("/api/games"))
    for info in data["games"]:
        en, zh = info["click_help"], info["click_help_zh"]
        assert en and zh and en != zh, info["name"]
        if "typed" in info["move_kinds"]:
            continue  # a game whose moves are only typed shows its notation too
        for text in (en, zh):
            assert "--" not in text and "'" not in text, (info["name"], text)
        assert not re.search(r"[A-Za-z]{3,}", zh), (info["name"], zh)
        if "take_all" in info["move_kinds"]:
            assert "−1, −2" in en and "both 2" not in en
        if "take" in info["move_kinds"]:
            assert "Click a stone" in en and "点一颗石子" in zh


def test_square_boards_come_with_the_names_of_their_squares(client):
    """The page draws a board of squares from the server's names and labels: it parses none."""
    if "queen" not in available_games():
        pytest.skip("the queen game is not in this build")
    letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # Go's columns: A to Z without I
    data = ok(post(client, "/api/analyse", {"game": "queen", "position": ["D4"]}))
    board = data["squares"]
    assert (board["columns"], board["rows"]) == (19, 19)
    assert board["names"] == [[f"{letters[x]}{y + 1}" for x in range(19)] for y in range(19)]
    assert board["column_labels"] == list(letters[:19])
    assert board["row_labels"] == [str(y) for y in range(1, 20)]
    assert board["pieces"] == [[3, 3]] and board["goals"] == [[18, 18]]
    assert sorted(board["marks"]) == sorted([x, y] for x in (3, 9, 15) for y in (3, 9, 15))
    # The queen's lines: up, right, and diagonally up-right to the edges.
    assert sorted(board["lines"]) == sorted([[[3, 3], [3, 18]], [[3, 3], [18, 3]], [[3, 3], [18, 18]]])
    assert "corner" in board["caption"] and board["piece"]
    zh = ok(post(client, "/api/analyse", {"game": "queen", "position": ["D4"], "lang": "zh"}))["squares"]
    assert "右上角" in zh["caption"]
    # Beyond 25 columns squares are x,y from 0; the moves' answers carry the board too.
    wide = {"game": "queen", "options": {"board": "30x3"}, "position": [[28, 1]], "analyse": True}
    moved = ok(post(client, "/api/computer-move", wide))["analysis"]["squares"]
    assert moved["names"][2][29] == "29,2" and moved["column_labels"][:3] == ["0", "1", "2"]
    assert moved["row_labels"] == ["0", "1", "2"] and moved["pieces"] == [[29, 2]]  # to the corner
    # A board too large to draw comes without its squares: the page shows the position as text.
    huge = ok(post(client, "/api/analyse", {"game": "queen", "options": {"board": "41x41"}, "position": ["0,0"]}))
    assert huge["squares"] is None


# --------------------------------------------------------------- analyse
def test_analyse_agrees_with_the_oracle_on_small_positions(client):
    n = 10
    wins = oracle.winning_move_table(n)
    for a in range(n):
        for b in range(n):
            data = ok(post(client, "/api/analyse", {"game": "wythoff", "position": [a, b]}))
            expected = wins[(a, b)]
            assert data["outcome"] == ("N" if expected else "P"), (a, b)
            assert {tuple(m) for m in data["winning_moves"]} == expected, (a, b)
            assert {tuple(m) for m in data["winning_positions"]} == expected
            assert len(data["move_texts"]) == len(data["moves_described"]) == len(expected)
            assert data["over"] == (a == b == 0)


def test_analyse_mirrors_the_cli_json(client, cli):
    for argv, body in [
        (["wythoff", "8", "4"], {"tokens": ["8", "4"]}),
        (["wythoff", "3", "5", "--grundy"], {"position": [3, 5], "grundy": True}),
        (["wythoff", "10", "10", "--lang", "zh"], {"position": [10, 10], "lang": "zh"}),
    ]:
        run = cli([*argv, "--json"])
        assert run.status == 0
        expected = json.loads(run.out)
        data = ok(post(client, "/api/analyse", {"game": "wythoff", **body}))
        assert {k: data[k] for k in expected} == expected
        assert set(data) - set(expected) == {"winning_positions", "winning_positions_text", "move_texts",
                                             "position_text", "render", "over"}


def test_analyse_is_exact_for_huge_numbers(client):
    game = find_game("wythoff")()
    rng = random.Random(5)
    for _ in range(5):
        a, b = rng.randrange(10**299, 10**300), rng.randrange(10**299, 10**300)
        for position in ([a, b], [str(a), str(b)]):
            data = ok(post(client, "/api/analyse", {"game": "wythoff", "position": position}))
            assert data["position"] == [a, b]
            assert data["winning_moves"] == [list(m) for m in game.winning_moves((a, b))]
            for move in data["winning_moves"]:
                assert game.outcome(tuple(move)) == "P"


def test_analyse_tokens_errors_name_the_input(client):
    message = error(post(client, "/api/analyse", {"game": "wythoff", "tokens": ["3", "x"]}), 400)
    assert "'x'" in message
    message = error(post(client, "/api/analyse", {"game": "wythoff", "tokens": ["3"]}), 400)
    assert "2 pile sizes" in message
    message = error(post(client, "/api/analyse", {"game": "wythoff", "position": [1, 2], "tokens": ["1", "2"]}), 400)
    assert "not both" in message


# ------------------------------------------------------------- the moves
def test_check_move_accepts_exactly_the_moves_of_the_rules(client):
    n = 5
    for a in range(n):
        for b in range(n):
            legal = set(oracle.moves((a, b)))
            for c in range(a + 1):
                for d in range(b + 1):
                    r = post(client, "/api/check-move", {"game": "wythoff", "position": [a, b], "move": [c, d]})
                    if (c, d) in legal:
                        data = ok(r)
                        assert data["after"] == [c, d] and data["position"] == [a, b]
                        assert data["over"] == (c == d == 0)
                        assert data["winner"] == ("human" if c == d == 0 else None)
                    else:
                        error(r, 400)


def test_check_move_by_typed_text_and_reasons(client):
    data = ok(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "text": "both 2"}))
    assert data["after"] == [1, 3] and data["move_text"] == "both 2"
    assert data["move_described"] == "take 2 from both piles"
    game = find_game("wythoff")()
    for text in ["1 4", "3 1", "both 9", "hello", "1 0"]:
        message = error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "text": text}), 400)
        with pytest.raises(Exception) as exc:
            game.parse_move((3, 5), text)
        assert message == str(exc.value)
    message = error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "move": [1, 2]}), 400)
    assert "same number" in message
    message = error(post(client, "/api/check-move", {"game": "wythoff", "position": [0, 0], "move": [0, 0]}), 400)
    assert "over" in message
    error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5]}), 400)
    error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "move": [1, 3], "text": "both 2"}), 400)
    error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "move": [4, 5]}), 400)
    error(post(client, "/api/check-move", {"game": "wythoff", "position": [3, 5], "move": [1, 2, 3]}), 400)


def test_moves_can_carry_the_analysis_of_the_position_they_leave(client):
    for path, body in [("/api/check-move", {"position": [9, 14], "move": [8, 13]}),
                       ("/api/computer-move", {"position": [9, 14]})]:
        data = ok(post(client, path, {"game": "wythoff", "lang": "zh", "analyse": True, **body}))
        expected = ok(post(client, "/api/analyse", {"game": "wythoff", "lang": "zh", "position": data["after"]}))
        assert data["analysis"] == expected
        assert "analysis" not in ok(post(client, path, {"game": "wythoff", **body}))


def test_rules_from_an_answer_can_be_sent_back(client):
    first = ok(post(client, "/api/analyse", {"game": "wythoff", "options": {"misere": True}, "position": [1, 1]}))
    assert first["rules"]["misere"] is True and first["outcome"] == "N"
    again = ok(post(client, "/api/analyse", {"game": "wythoff", "rules": first["rules"], "position": [1, 1]}))
    assert again == first
    # The misère rule is kept: taking the last stone loses, so the computer leaves one.
    reply = ok(post(client, "/api/computer-move", {"game": "wythoff", "rules": first["rules"], "position": [1, 1]}))
    assert sorted(reply["after"]) == [0, 1]
    # Flags may come with the rules.
    data = ok(post(client, "/api/analyse", {"game": "wythoff", "rules": {}, "position": [3, 5], "grundy": True}))
    assert data["grundy"] == 0


@pytest.mark.skipif("sum" not in available_games(), reason="the sum of games is not in this build")
def test_a_sum_of_games_is_played_through_its_rules(client):
    first = ok(post(client, "/api/analyse", {"game": "sum", "tokens": ["wythoff 3 5", "nim 4 7"]}))
    game = find_game("sum").from_rules(first["rules"])
    position = game.position_from_json(first["position"])
    assert first["outcome"] == game.outcome(position)
    reply = ok(post(client, "/api/computer-move", {"game": "sum", "rules": first["rules"],
                                                   "position": first["position"], "analyse": True}))
    assert reply["analysis"]["outcome"] == "P"  # from an N-position the computer leaves a P-position
    moved = ok(post(client, "/api/check-move", {"game": "sum", "rules": first["rules"],
                                                "position": reply["after"], "text": "2 1 1"}))
    assert moved["move_text"] == "2 1 1"


def test_computer_moves_perfectly(client):
    n = 16
    table = oracle.p_table(n)
    for a in range(n):
        for b in range(n):
            data = ok(post(client, "/api/computer-move", {"game": "wythoff", "position": [a, b]}))
            if a == b == 0:
                assert data["move"] is None and data["over"] and data["winner"] == "human"
                continue
            c, d = data["after"]
            assert (c, d) in set(oracle.moves((a, b)))
            assert data["winning"] == (not table[a][b])
            if not table[a][b]:
                assert table[c][d], (a, b)  # from an N-position the computer leaves a P-position
            assert data["over"] == (c == d == 0)
            assert data["winner"] == ("computer" if c == d == 0 else None)


def test_a_whole_game_through_the_api_is_won_by_the_computer_from_an_n_position(client):
    rng = random.Random(7)
    table = oracle.p_table(25)
    starts = [(a, b) for a in range(25) for b in range(25) if not table[a][b]]
    for start in rng.sample(starts, 5):
        position, winner = list(start), None
        computer_turn = True
        while winner is None:
            if computer_turn:
                data = ok(post(client, "/api/computer-move", {"game": "wythoff", "position": position}))
            else:
                move = rng.choice(list(oracle.moves(tuple(position))))
                data = ok(post(client, "/api/check-move", {"game": "wythoff", "position": position, "move": list(move)}))
            position, winner = data["after"], data["winner"]
            computer_turn = not computer_turn
        assert winner == "computer", start


def test_random_start_positions(client):
    first = ok(post(client, "/api/random", {"game": "wythoff", "seed": 11}))
    again = ok(post(client, "/api/random", {"game": "wythoff", "seed": 11}))
    assert first == again
    a, b = first["position"]
    assert 1 <= a <= 20 and 1 <= b <= 20
    small = ok(post(client, "/api/random", {"game": "wythoff", "seed": 3, "scale": 2}))
    assert all(1 <= p <= 2 for p in small["position"])
    error(post(client, "/api/random", {"game": "wythoff", "seed": -1}), 422)
    error(post(client, "/api/random", {"game": "wythoff", "seed": "7"}), 422)
    error(post(client, "/api/random", {"game": "wythoff", "scale": 10**6}), 422)


# ------------------------------------------------------- outcomes, board
def test_outcomes_agree_with_the_oracle(client):
    n = 32
    table = oracle.p_table(n)
    positions = [[a, b] for a in range(n) for b in range(n)]
    data = ok(post(client, "/api/outcomes", {"game": "wythoff", "positions": positions}))
    assert data["outcomes"] == ["P" if table[a][b] else "N" for a, b in positions]
    message = error(post(client, "/api/outcomes", {"game": "wythoff", "positions": [[1, 2], [1, -2]]}), 400)
    assert message.startswith("position 2:")
    too_many = [[1, 2]] * (limits.MAX_POSITIONS + 1)
    error(post(client, "/api/outcomes", {"game": "wythoff", "positions": too_many}), 422)


def _grundy_by_definition(n):
    """G(a, b) = mex of the options' values, straight from the rules (the oracle's moves)."""
    g = {}
    for a in range(n):
        for b in range(n):
            g[a, b] = mex(g[m] for m in oracle.moves((a, b)))
    return g


def test_board_agrees_with_the_oracle(client):
    n = 40
    table = oracle.p_table(n)
    data = ok(post(client, "/api/board", {"game": "wythoff", "size": n}))
    assert data["size"] == n and "grundy" not in data
    assert data["outcomes"] == ["".join("P" if table[x][y] else "N" for y in range(n)) for x in range(n)]
    n = 20
    g = _grundy_by_definition(n)
    data = ok(post(client, "/api/board", {"game": "wythoff", "size": n, "grundy": True}))
    assert data["grundy"] == [[g[x, y] for y in range(n)] for x in range(n)]


def test_board_sizes_are_bounded(client):
    error(post(client, "/api/board", {"game": "wythoff", "size": 0}), 422)
    error(post(client, "/api/board", {"game": "wythoff", "size": limits.MAX_BOARD + 1}), 422)
    error(post(client, "/api/board", {"game": "wythoff", "size": limits.MAX_GRUNDY_BOARD + 1, "grundy": True}), 413)
    error(post(client, "/api/board", {"game": "wythoff", "size": "10"}), 422)
    ok(post(client, "/api/board", {"game": "wythoff", "size": limits.MAX_BOARD}))



def test_sieve_steps_follow_the_rules(client):
    from tests.oracles import wythoff_variants as variants

    n = 12
    for rules in ({}, {"misere": True}, {"max_take": 2}):
        table = variants.p_table(n, **rules)
        data = ok(post(client, "/api/sieve", {"game": "wythoff", "options": rules, "size": n}))
        marked = [tuple(s["p"]) for s in data["steps"] if s["p"] is not None]
        crossed = [tuple(c) for s in data["steps"] for c in s["crossed"]]
        assert sorted(marked) == [(x, y) for x in range(n) for y in range(n) if table[x][y]]
        assert sorted(crossed) == [(x, y) for x in range(n) for y in range(n) if not table[x][y]]
    g = _grundy_by_definition(8)
    data = ok(post(client, "/api/sieve", {"game": "wythoff", "size": 8, "grundy": True}))
    assert [tuple(s["cell"]) for s in data["mex"]] == sorted(g)
    assert all(s["value"] == g[tuple(s["cell"])] for s in data["mex"])
    error(post(client, "/api/sieve", {"game": "wythoff", "size": 100}), 413)
    error(post(client, "/api/sieve", {"game": "nim", "size": 8}), 400)

def test_binary_columns_are_worked_as_by_hand(client):
    from tests.oracles import moore as moore_oracle
    from tests.oracles import nim as nim_oracle

    data = ok(post(client, "/api/columns", {"game": "nim", "position": [3, 5, 7, 9], "lang": "zh"}))
    assert data["rows"] == [format(p, "04b") for p in (3, 5, 7, 9)] and data["places"] == [8, 4, 2, 1]
    assert data["counts"] == [1, 2, 2, 4] and data["residues"] == [1, 0, 0, 0] and data["nim_sum"] == 3 ^ 5 ^ 7 ^ 9
    assert tuple(data["after"]) in nim_oracle.winning_moves((3, 5, 7, 9)) and data["after_residues"] == [0] * 4
    assert [s["shows"] for s in data["steps"]] == ["rows", "counts", "residues", "top", "move", "check"]
    assert "异或和" in data["steps"][2]["text"] and data["moves_described"] == ["从第 4 堆取 8 个"]
    moore = ok(post(client, "/api/columns", {"game": "moore", "options": {"k": 2}, "tokens": ["3", "5", "6"]}))
    assert moore["modulus"] == 3 and moore["residues"] == [2, 2, 2]
    assert tuple(moore["after"]) in moore_oracle.winning_moves((3, 5, 6), 2)
    assert error(post(client, "/api/columns", {"game": "wythoff", "position": [3, 5], "lang": "zh"}), 400)
    assert "16 piles" in error(post(client, "/api/columns", {"game": "nim", "position": list(range(1, 20))}), 413)
    error(post(client, "/api/columns", {"game": "nim"}), 400)

# ------------------------------------------------------------------ Beatty
def _wythoff_pairs_by_mex(count, a=1):
    """(A_k, B_k) from the construction: A_k = mex of the earlier terms, B_k = A_k + a*k
    (Wythoff for a = 1, Fraenkel's a-Wythoff game otherwise)."""
    used, pairs = set(), []
    for k in range(count):
        low = 0 if k == 0 else mex(used)
        pairs.append((low, low + a * k))
        used.update((low, low + a * k))
    return pairs


def test_beatty_rows_follow_the_definition(client):
    data = ok(client.get("/api/beatty", params={"start": 0, "count": 300}))
    assert [(r["a"], r["b"]) for r in data["rows"]] == _wythoff_pairs_by_mex(300)
    assert [r["k"] for r in data["rows"]] == list(range(300))
    assert data["alpha"] == "(1 + sqrt(5))/2" and data["alpha_decimal"].startswith("1.618033988")
    last = data["rows"][-1]["a"]
    assert data["partition"]["ok"] and data["partition"]["bound"] == last
    # Every integer 1..last is in exactly one row (the terms up to last all belong to rows shown).
    terms = sorted(v for r in data["rows"][1:] for v in (r["a"], r["b"]) if v <= last)
    assert terms == list(range(1, last + 1))
    for a in (2, 3, 7):
        data = ok(client.get("/api/beatty", params={"start": 0, "count": 200, "a": a}))
        assert [(r["a"], r["b"]) for r in data["rows"]] == _wythoff_pairs_by_mex(200, a)
        assert data["partition"]["ok"]
    k = 10**60
    data = ok(client.get("/api/beatty", params={"start": str(k), "count": 3}))
    for row in data["rows"]:
        k, a = row["k"], row["a"]
        # a = floor(k*phi)  <=>  2a - k < sqrt(5) k < 2a + 2 - k  (squared, all positive).
        assert (2 * a - k) ** 2 < 5 * k * k < (2 * a + 2 - k) ** 2
        assert row["b"] == a + k
    assert data["partition"] is None


def test_beatty_bounds(client):
    error(client.get("/api/beatty", params={"count": limits.MAX_BEATTY + 1}), 422)
    error(client.get("/api/beatty", params={"count": 0}), 422)
    error(client.get("/api/beatty", params={"start": "-1"}), 422)
    error(client.get("/api/beatty", params={"start": "abc"}), 422)
    error(client.get("/api/beatty", params={"start": "9" * (limits.MAX_DIGITS + 1)}), 422)
    error(client.get("/api/beatty", params={"a": 0}), 422)
    error(client.get("/api/beatty", params={"a": "two"}), 422)


# --------------------------------------------------------------- bad input
BAD_BODIES = [
    (b"{bad", 400, "not valid JSON"),
    (b"", 400, "no JSON body"),
    (b"   ", 400, "no JSON body"),
    (b'{"game": "wythoff", "position": [NaN, 1]}', 400, "NaN"),
    (b'{"game": "wythoff", "position": [Infinity, 1]}', 400, "Infinity"),
    (b"\xff\xfe{}", 400, "UTF-8"),
    (b"[1, 2]", 422, "dictionary"),
    (b'"wythoff"', 422, "dictionary"),
    (b"[" * 50_000 + b"]" * 50_000, 413, None),
    (b'{"game": "wythoff", "position": [' + b"1" * (limits.MAX_DIGITS + 1) + b", 1]}", 413, "digits"),
]


@pytest.mark.parametrize("body,status,words", BAD_BODIES)
def test_malformed_and_oversized_bodies(client, body, status, words):
    r = client.post("/api/analyse", content=body, headers={"content-type": "application/json"})
    message = error(r, status)
    if words:
        assert words in message


def test_oversized_body_with_and_without_content_length(client):
    big = json.dumps({"game": "wythoff", "position": [1, 2], "pad": "x" * MAX_BODY}).encode()
    assert "larger than" in error(client.post("/api/analyse", content=big, headers=JSON), 413)

    def chunks():  # no Content-Length: the body is read up to the limit, then refused
        for i in range(0, len(big), 4096):
            yield big[i:i + 4096]

    assert "larger than" in error(client.post("/api/analyse", content=chunks(), headers=JSON), 413)


def test_a_body_not_called_json_is_refused(client):
    # A form or plain text is what a page of another site may send without asking (no CORS preflight).
    body = b'{"game": "wythoff", "position": [5, 8]}'
    for kind in ("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"):
        assert "application/json" in error(client.post("/api/analyse", content=body,
                                                       headers={"content-type": kind}), 415)
    assert "no Content-Type" in error(client.post("/api/analyse", content=body), 415)
    answer = client.post("/api/analyse", content=body, headers={"content-type": "Application/JSON; charset=utf-8"})
    assert ok(answer)["winning_moves"] == [[4, 7], [5, 3]]  # the HDU 2177 sample's moves


BAD_REQUESTS = [
    ("/api/analyse", {"position": [1, 2]}, 422, "game"),
    ("/api/analyse", {"game": 5, "position": [1, 2]}, 422, "game"),
    ("/api/analyse", {"game": "", "position": [1, 2]}, 422, "game"),
    ("/api/analyse", {"game": "x" * 41, "position": [1, 2]}, 422, "game"),
    ("/api/analyse", {"game": "chess", "position": [1, 2]}, 400, "unknown game"),
    ("/api/analyse", {"game": "wythoff"}, 400, "missing"),
    ("/api/analyse", {"game": "wythoff", "position": [1, -2]}, 400, "negative"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2.5]}, 400, "2.5"),
    ("/api/analyse", {"game": "wythoff", "position": [1, True]}, 400, "True"),
    ("/api/analyse", {"game": "wythoff", "position": [1, "two"]}, 400, "two"),
    ("/api/analyse", {"game": "wythoff", "position": "1 2"}, 400, "list"),
    ("/api/analyse", {"game": "wythoff", "position": {"a": 1}}, 400, "list"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2, 3]}, 400, "2 pile sizes"),
    ("/api/analyse", {"game": "wythoff", "position": [1] * (limits.MAX_ITEMS + 1)}, 422, "too many piles"),
    ("/api/analyse", {"game": "wythoff", "position": ["9" * (limits.MAX_DIGITS + 1), 1]}, 422, "digits"),
    ("/api/analyse", {"game": "wythoff", "position": [[[[[[[[1]]]]]]]]}, 422, "nested"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "rules": {"colour": "red"}}, 400, "no rule 'colour'"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "rules": {"misere": "yes"}}, 400, "--misere"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "rules": {"a": {"x": 1}}}, 400, "must be a game"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "rules": [1]}, 422, "rules"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "rules": {"misere": True},
                      "options": {"misere": True}}, 400, "not both"),
    ("/api/analyse", {"game": "wythoff", "tokens": ["1" * (limits.MAX_DIGITS + 1), "1"]}, 422, "tokens"),
    ("/api/analyse", {"game": "wythoff", "tokens": ["1"] * (limits.MAX_ITEMS + 1)}, 422, "tokens"),
    ("/api/analyse", {"game": "wythoff", "tokens": [1, 2]}, 422, "tokens"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "options": {"misere_typo": True}}, 400, "unknown option"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "options": {"x": [1]}}, 422, "options"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "options": []}, 422, "options"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "lang": "fr"}, 422, "lang"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "grundy": "yes"}, 422, "grundy"),
    ("/api/analyse", {"game": "wythoff", "position": [1, 2], "surprise": 1}, 422, "surprise"),
    ("/api/check-move", {"game": "wythoff", "move": [1, 2]}, 422, "position"),
    ("/api/check-move", {"game": "wythoff", "position": [3, 5], "text": 12}, 422, "text"),
    ("/api/check-move", {"game": "wythoff", "position": [3, 5], "text": "1 " + "9" * 1001}, 422, "digits"),
    ("/api/computer-move", {"game": "wythoff"}, 422, "position"),
    ("/api/computer-move", {"game": "wythoff", "position": None}, 400, "missing"),
    ("/api/outcomes", {"game": "wythoff"}, 422, "positions"),
    ("/api/outcomes", {"game": "wythoff", "positions": "all"}, 422, "positions"),
    ("/api/board", {"game": "wythoff", "size": -3}, 422, "size"),
    ("/api/board", {"game": "wythoff", "size": 2.5}, 422, "size"),
]


@pytest.mark.parametrize("path,body,status,words", BAD_REQUESTS)
def test_bad_requests_get_a_clear_4xx(client, path, body, status, words):
    message = error(post(client, path, body), status)
    assert words in message


def test_wrong_methods_and_paths(client):
    assert "GET" in error(client.get("/api/analyse"), 405)
    assert "/api/nothing" in error(client.post("/api/nothing", json={}), 404)
    error(client.get("/api/nothing"), 404)
    error(client.delete("/api/games"), 405)


def test_a_wrong_method_answer_names_the_allowed_methods(client):
    # RFC 9110, section 15.5.6: a 405 response carries an Allow header.
    for method, path, allowed in [("GET", "/api/analyse", {"POST"}), ("TRACE", "/api/games", {"GET"}),
                                  ("DELETE", "/api/beatty", {"GET"})]:
        r = client.request(method, path)
        error(r, 405)
        assert {m.strip() for m in r.headers["allow"].split(",")} >= allowed, (method, path)


def test_a_wrong_method_or_path_is_refused_before_the_body_is_read_as_json(client):
    # Only the paths that take JSON by POST check the body; any other request is the router's: 404 or 405.
    for method, path, body in [("PUT", "/api/games", b""), ("PUT", "/api/analyse", b"{bad"),
                               ("PATCH", "/api/beatty", b""), ("POST", "/api/games", b""),
                               ("POST", "/api/beatty", b"{bad")]:
        assert "does not take" in error(client.request(method, path, content=body), 405), (method, path)
    assert "no such page" in error(client.post("/api/nothing", content=b""), 404)
    assert "no JSON body" in error(client.post("/api/analyse", content=b"", headers=JSON), 400)


def test_the_server_still_answers_after_bad_requests(client):
    for body, status, _words in BAD_BODIES:
        client.post("/api/analyse", content=body, headers=JSON)
    assert ok(post(client, "/api/analyse", {"game": "wythoff", "position": [1, 2]}))["outcome"] == "P"


# ---------------------------------------------------------- deadlines
def test_pool_stops_a_computation_that_runs_past_its_deadline():
    with Pool(size=1, timeout=0.5) as pool:
        assert pool.run(max, 1, 2) == 2
        with pytest.raises(TimedOut, match="longer than 0.5 s"):
            pool.run(uninterruptible_sleep, 60)
        assert pool.run(max, 3, 4) == 4  # a fresh worker took the place of the stopped one


def test_a_worker_that_starts_slowly_does_not_use_up_the_deadline():
    # The deadline counts the computation, not the start of a new worker process
    # (which on a loaded machine can take longer than a short deadline).
    with Pool(size=1, timeout=0.5, preload=("tests.slow_start",)) as pool:
        assert pool.run(max, 1, 2) == 2
        with pytest.raises(TimedOut):
            pool.run(uninterruptible_sleep, 60)
        assert pool.run(max, 3, 4) == 4  # its replacement, slow to start too, answers


def test_pool_asks_a_computation_to_stop_before_the_deadline():
    with Pool(size=1, timeout=2) as pool:
        assert pool.run(max, 1, 2) == 2
        first = next(iter(pool._all))
        for func in (endless, time.sleep):
            with pytest.raises(TooLargeError, match=r"longer than 1\.5 s, the server's limit"):
                pool.run(func, 60)
        assert pool.run(max, 3, 4) == 4
        (worker,) = pool._all  # the interrupted workers were replaced, not reused
        assert worker is not first and not first.process.is_alive()


def test_an_error_from_a_worker_keeps_its_message_id_and_both_languages():
    from grundy.errors import InputError
    from grundy.messages import check_lang

    with Pool(size=1, timeout=30) as pool:
        with pytest.raises(InputError) as caught:
            pool.run(check_lang, "fr")
    assert caught.value.message.id == "messages.unknown_lang"
    assert (str(caught.value), caught.value.text("zh")) == (
        "unknown language 'fr' (choose en or zh)", "未知的语言 'fr'（可选 en、zh）")


def test_pool_survives_a_worker_that_dies():
    with Pool(size=1, timeout=10) as pool:
        with pytest.raises(Crashed):
            pool.run(os._exit, 3)
        assert pool.run(max, 5, 6) == 6


def test_pool_reports_busy_when_every_worker_stays_busy():
    with Pool(size=1, timeout=1, wait=0.2) as pool:
        pool.run(max, 0, 1)
        errors = []

        def occupy():
            try:
                pool.run(uninterruptible_sleep, 60)
            except TimedOut as exc:
                errors.append(exc)

        thread = threading.Thread(target=occupy)
        thread.start()
        time.sleep(0.1)
        with pytest.raises(Busy, match="no worker was free within 0.2 s"):
            pool.run(max, 1, 2)
        thread.join()
        assert errors


def test_a_request_past_the_deadline_is_handed_to_a_job_and_the_server_goes_on(monkeypatch):
    with TestClient(create_app(workers=1, job_workers=1, timeout=0.5)) as c:
        monkeypatch.setattr(service, "analyse", slow)
        response = post(c, "/api/analyse", {"game": "wythoff", "position": [1, 2]})
        assert response.status_code == 202 and response.json()["status"] in ("queued", "running")
        assert c.delete(response.headers["location"]).json()["status"] == "cancelled"
        monkeypatch.undo()
        assert ok(post(c, "/api/analyse", {"game": "wythoff", "position": [1, 2]}))["outcome"] == "P"


def test_a_search_too_long_for_the_deadline_gets_413_before_it():
    # Found by fuzzing: Grundy values of Moore's Nim_k with k above the number of piles are searched
    # (no formula), and the search went on to the deadline: 503.  It is now stopped before: 413.
    body = {"game": "moore", "rules": {"k": 2333402, "misere": False}, "position": [3, 27, 3, 5, 1, 12],
            "grundy": True}
    # Past the quick pool's time it becomes a job, stopped at the job's deadline: 413 too.
    with TestClient(create_app(workers=1, timeout=2, job_timeout=2)) as c:
        assert ok(post(c, "/api/analyse", {"game": "wythoff", "position": [1, 2]}))["outcome"] == "P"
        first = post(c, "/api/analyse", body)
        if first.status_code != 202:
            error(first, 413)
        else:
            state = first.json()
            while state["status"] in ("queued", "running"):
                time.sleep(0.1)
                state = ok(c.get(state["url"]))
            assert state["status"] == "failed" and state["error"]["status"] == 413, state
            error(post(c, "/api/analyse", body), 413)  # the job's answer, kept
        # k is above the number of piles: emptying every pile at once wins.
        answer = ok(post(c, "/api/analyse", {**body, "grundy": False}))
        assert answer["outcome"] == "N" and [0] * 6 in answer["winning_moves"]


def test_the_app_serves_again_after_its_lifespan_restarts():
    # Each lifespan (one per ``with TestClient``) ends by closing the worker pool; the next one reopens it.
    app = create_app(workers=1)
    for _ in range(2):
        with TestClient(app) as c:
            assert ok(post(c, "/api/analyse", {"game": "wythoff", "position": [1, 2]}))["outcome"] == "P"
    with Pool(size=1, timeout=10) as pool:
        assert pool.run(max, 1, 2) == 2
        pool.close()
        pool.start()
        assert pool.run(max, 3, 4) == 4


def test_every_request_has_the_whole_search_budget(monkeypatch):
    # The server keeps games between requests (a search keeps what it learnt), but a search's
    # budget counted over the game's lifetime: once earlier requests had used it up, any new
    # search was refused as too large.  Two searches that each fit the budget, and not together:
    import grundy.game
    from tests.oracles import outcomes
    from tests.oracles.subtraction import piles_moves

    monkeypatch.setattr(grundy.game, "WORK_LIMIT", 12_000)
    rules = {"set": [1, 3, 4], "misere": True}
    first, second = (30, 31, 2), (6, 6, 6, 6, 6)
    for position in (first, second):
        alone = find_game("subtraction").from_rules(rules)
        alone.outcome(position)
        assert alone.solver.work <= 12_000
    both = find_game("subtraction").from_rules(rules)
    both.outcome(first)
    with pytest.raises(TooLargeError):
        both.outcome(second)
    expected = outcomes(piles_moves([1, 3, 4]), [first, second], misere=True)
    reading._game_from_rules.cache_clear()
    try:
        for position in (first, second):
            answer = service.outcomes("subtraction", rules=rules, positions=[list(position)])
            assert answer["outcomes"] == [expected[position]]
    finally:
        reading._game_from_rules.cache_clear()


def test_library_errors_keep_their_kind_across_the_worker():
    with Pool(size=1, timeout=10) as pool:
        with pytest.raises(Exception) as exc:
            pool.run(tables.board, "wythoff", size=10**6)
        assert type(exc.value).__name__ == "TooLargeError"


# ------------------------------------------------------------ the page
def test_the_page_and_its_files(client):
    r = client.get("/")
    assert r.status_code == 200 and "text/html" in r.headers["content-type"]
    assert "/static/app.js" in r.text and "/static/app.css" in r.text
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"
    js = client.get("/static/app.js")
    assert js.status_code == 200 and "javascript" in js.headers["content-type"]
    assert client.get("/static/app.css").status_code == 200
    error(client.get("/static/nothing.js"), 404)


def test_openapi_schema_lists_the_endpoints(client):
    paths = ok(client.get("/api/openapi.json"))["paths"]
    assert {"/api/games", "/api/analyse", "/api/check-move", "/api/computer-move", "/api/random",
            "/api/outcomes", "/api/board", "/api/beatty"} <= set(paths)


def test_allowed_hosts_guard_against_dns_rebinding():
    app = create_app(workers=1, allowed_hosts=["127.0.0.1", "localhost"])
    with TestClient(app, base_url="http://127.0.0.1") as c:
        assert c.get("/api/games").status_code == 200
    with TestClient(app, base_url="http://evil.example") as c:
        assert "evil.example" in error(c.get("/api/games"), 400)


# ---------------------------------------------------- every game, generically
#: Start positions, as typed, for the games that have no random ones.
TYPED_STARTS = {"sum": [["wythoff 3 5", "nim 4 7"], ["wythoff 2 2", "nim 1 2 3"],
                        ["subtraction --set 1,3,4 10", "queen D4"]],
                "dag": [["0"], ["0", "2"], ["1", "2", "3"]]}
#: Required options that are not numbers, for the games whose starts are typed.
TYPED_OPTIONS = {"dag": {"graph": "0>1,2 2>3 1>3"}, "takebreak": {"rule": "take 1-2, leave 0-2; take 0, leave 2, heap >= 3"}}


@pytest.mark.parametrize("name", available_games())
def test_every_game_is_served_through_the_protocol(client, name):
    """Random start, analysis, the computer's move and the human's moves agree with the library."""
    info = next(g for g in ok(client.get("/api/games"))["games"] if g["name"] == name)
    # Options that must be given get a small value (e.g. the Bash game's --max-take 3).
    options = {o["name"]: 3 for o in info["options"] if o.get("required")} | TYPED_OPTIONS.get(name, {})
    for seed in range(3):
        if info["random_start"]:
            first = ok(post(client, "/api/random", {"game": name, "options": options, "seed": seed,
                                                    "scale": 6}))
        else:  # a game without random positions (the sum of games) starts from typed ones
            first = ok(post(client, "/api/analyse", {"game": name, "options": options,
                                                     "tokens": TYPED_STARTS[name][seed]}))
        start = first["position"]
        game = find_game(name).from_rules(first["rules"])
        position = game.position_from_json(start)
        # Later requests send back the rules of the first answer (the JSON contract round trip).
        body = {"game": name, "rules": first["rules"]}
        data = ok(post(client, "/api/analyse", {**body, "position": start}))
        assert data["outcome"] == game.outcome(position)
        assert data["winning_positions"] == [game.position_to_json(m) for m in game.winning_moves(position)]
        reply = ok(post(client, "/api/computer-move", {**body, "position": start}))
        if data["outcome"] == "N":
            assert reply["after"] in data["winning_positions"]
        for after in list(game.options(position))[:20]:
            moved = ok(post(client, "/api/check-move", {**body, "position": start,
                                                         "move": game.position_to_json(after)}))
            assert moved["after"] == game.position_to_json(after)
            assert moved["over"] == game.is_over(after)


# ------------------------------------------------- the other games' oracles
def _oracle(game, module):
    if game not in available_games():
        pytest.skip(f"the {game} game is not in this build")
    return pytest.importorskip(f"tests.oracles.{module}")


def test_nim_answers_agree_with_the_oracle(client):
    nim = _oracle("nim", "nim")
    for position in [(a, b, c) for a in range(5) for b in range(5) for c in range(4)]:
        for misere in (False, True):
            body = {"game": "nim", "position": list(position), "options": {"misere": misere}}
            data = ok(post(client, "/api/analyse", body))
            assert data["outcome"] == nim.outcome(position, misere), (position, misere)
            assert {tuple(m) for m in data["winning_positions"]} == nim.winning_moves(position, misere)


def test_queen_safe_squares_and_moves_agree_with_the_oracle(client):
    queen = _oracle("queen", "queen")
    for board, option in [((19, 19), "19"), ((9, 6), "9x6")]:
        outcome, targets = queen.single_queen(board)
        squares = sorted(outcome)
        names = [[x, y] for x, y in squares]
        data = ok(post(client, "/api/outcomes", {"game": "queen", "options": {"board": option},
                                                 "positions": [[s] for s in names]}))
        assert data["outcomes"] == [outcome[s] for s in squares]
        game = find_game("queen")(board=option)
        for square in squares[:: max(1, len(squares) // 40)]:
            answer = ok(post(client, "/api/analyse", {"game": "queen", "options": {"board": option},
                                                      "position": [list(square)]}))
            got = {game.position_from_json(p)[0] for p in answer["winning_positions"]}
            assert got == targets[square], square
    message = error(post(client, "/api/check-move", {"game": "queen", "position": ["D4"], "text": "C6"}), 400)
    assert "cannot go to C6" in message


def test_cards_answers_agree_with_the_oracle(client):
    cards = _oracle("cards", "cards")
    rng = random.Random(3)
    for _ in range(25):
        table = sorted(rng.randint(1, 12) for _ in range(rng.randint(2, 8)))
        choices = sorted(set(rng.sample(table, rng.randint(1, len(table)))))
        body = {"game": "cards", "options": {"cards": " ".join(map(str, table)),
                                             "choices": " ".join(map(str, choices))}, "tokens": []}
        data = ok(post(client, "/api/analyse", body))
        assert data["position"] == {"cards": table, "last": None}
        assert set(data["winning_moves"]) == cards.winning_cards(table, None, choices)
        wins = cards.winning_cards(table, None, choices)
        assert data["answer"] == (min(wins) if wins else -1)
        # Mid-game: the computer's reply wins whenever the position is won.
        last = rng.choice(table)
        rest = list(table)
        rest.remove(last)
        state = {"cards": rest, "last": last}
        reply = ok(post(client, "/api/computer-move", {"game": "cards", "position": state}))
        if cards.mover_wins(rest, last):
            assert reply["move"] in cards.winning_cards(rest, last)
    message = error(post(client, "/api/check-move", {"game": "cards", "position": {"cards": [2, 3, 5], "last": 4},
                                                        "move": {"cards": [2, 5], "last": 3}}), 400)
    assert "neither divides nor is a multiple of 4" in message


# ------------------------------------------------------------------ CLI
def test_serve_command_rejects_bad_arguments(cli):
    for argv, words in [
        (["serve", "--port", "http"], "--port"),
        (["serve", "--port", "70000"], "--port"),
        (["serve", "--timeout", "0"], "--timeout"),
        (["serve", "--timeout", "soon"], "--timeout"),
        (["serve", "--host", "no such host.invalid"], "--host"),
    ]:
        run = cli(argv)
        assert run.status == 2 and words in run.err and run.err.count("\n") == 1, (argv, run.err)


def test_serve_command_reports_a_busy_port(cli):
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(1)
        port = sock.getsockname()[1]
        run = cli(["serve", "--port", str(port)])
    assert run.status == 2 and "cannot listen" in run.err


def test_serve_command_needs_the_web_extra(cli, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if uvicorn were not installed
    run = cli(["serve"])
    assert run.status == 2 and "pip install 'grundy[web]'" in run.err


def test_serve_command_serves_on_loopback_and_stops_on_ctrl_c():
    import re
    import signal
    import subprocess
    import sys
    from pathlib import Path

    import httpx

    import grundy

    src = str(Path(grundy.__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": src}
    proc = subprocess.Popen([sys.executable, "-m", "grundy", "serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert url, line
        answer = httpx.post(url.group(0) + "api/analyse", json={"game": "wythoff", "position": [5, 8]},
                            timeout=30)
        assert answer.json()["winning_moves"] == [[4, 7], [5, 3]]  # the HDU 2177 sample's moves
        assert "<title>" in httpx.get(url.group(0), timeout=30).text
        # Another Host header (DNS rebinding) is refused by a loopback server.
        assert httpx.get(url.group(0) + "api/games", headers={"host": "evil.example"}, timeout=30).status_code == 400
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "stopped" in out and "Traceback" not in err


# --------------------------------------------------------------- worksheets
def test_the_worksheet_print_view_has_the_questions_and_the_key(client):
    from grundy.worksheet.questions import make_worksheet

    response = client.get("/worksheet", params={"game": "bash", "max_take": 3, "misere": "true", "count": 6,
                                                "seed": 11, "lang": "zh"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/html")
    policy = response.headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script" not in policy  # styles inline, no script at all
    page = response.text
    game = find_game("bash")(max_take=3, misere=True)
    sheet = make_worksheet(game, 6, 11)
    key = page.index('<section class="key"')
    assert "反常" in page[:key]  # the rules asked for
    for n, question in enumerate(sheet.questions, 1):
        assert page.index(f'id="q{n}"') < key < page.index(f'id="a{n}"')
        assert f"{n}. 局面 {game.format_position(question.position, 'zh')}" in page[:key]
        for after in question.winning_moves:
            assert game.describe_move(question.position, after, "zh") in page[key:]


def test_the_worksheet_pdf_is_a_download(client):
    pytest.importorskip("matplotlib")
    response = client.get("/worksheet", params={"game": "wythoff", "count": 4, "seed": 2, "format": "pdf"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == 'attachment; filename="worksheet-wythoff-2.pdf"'
    assert response.content.startswith(b"%PDF-")


@pytest.mark.parametrize("params, status, words", [
    ({"game": "chess"}, 400, "unknown game"),
    ({"game": "bash"}, 400, "--max-take"),
    ({"game": "nim", "colour": "red"}, 400, "colour"),
    ({"game": "nim", "misere": "yes"}, 400, "--misere"),
    ({"game": "sum"}, 400, "sum"),
    ({"game": "nim", "count": 0}, 422, "count"),
    ({"game": "nim", "count": 10**9}, 422, "count"),
    ({"game": "nim", "seed": "x"}, 422, "seed"),
    ({"game": "nim", "seed": 2**64}, 422, "seed"),
    ({"game": "nim", "format": "doc"}, 422, "format"),
])
def test_a_bad_worksheet_request_is_a_json_error_in_both_languages(client, params, status, words):
    response = client.get("/worksheet", params=params)
    assert words in error(response, status)
    assert response.json().get("error_zh")
