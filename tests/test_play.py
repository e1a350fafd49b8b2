"""Terminal play for every game: the computer beats a random human from an N-position,
a human who follows the hints beats the computer, and illegal moves are refused."""

from __future__ import annotations

import random
import re

import pexpect
import pytest

from grundy.registry import find_game
from tests.terminal import play_through, spawn


def _piles(_game, text):
    return tuple(int(x) for x in text.strip("()").split(","))


def _queen(game, text):
    return game.parse_position(text.split())


def _cards(_game, text):
    body, _, last = text.partition(", last ")
    cards = tuple(int(x) for x in body.split()[1:])
    return (cards, int(last) if last else None)


# name, rule arguments, start-position arguments, the position parser, one illegal move and its reason
GAMES = [
    ("nim", [], ["3", "5", "7"], _piles, "2 9", "pile 2 has only 5"),
    ("bash", ["--max-take", "3"], ["13"], _piles, "4", "takes 1 to 3 stones, not 4"),
    ("moore", ["--k", "2"], ["3", "5", "6", "4"], _piles, "4 7", "pile 4 has only 4 stones"),
    ("allpiles", [], ["2", "3", "5", "7"], _piles, "all 3", "the smallest has 2"),
    ("queen", [], ["D4"], _queen, "C5", "only up, right or diagonally up-right"),
    ("cards", ["--cards", "2 3 4 6 8 9 12"], [], _cards, "5", "no card 5 left"),
]


def _game(name, rules):
    cls = find_game(name)
    from grundy.cli.analyse import build_parser, game_from_args

    ns = build_parser(cls).parse_args([*rules])
    if name == "cards":
        return game_from_args(cls, ns)[0]
    from grundy.cli.analyse import options_from_args

    return cls(**options_from_args(cls, ns)[0])


@pytest.mark.parametrize("name, rules, start, parse, bad, reason", GAMES, ids=[g[0] for g in GAMES])
def test_computer_beats_random_human_and_hints_beat_computer(name, rules, start, parse, bad, reason):
    game = _game(name, rules)
    rng = random.Random(name)
    child = spawn([name, *start, *rules])
    child.expect(r"Position: ([^\r]*)\r\n")
    assert game.outcome(parse(game, child.match.group(1))) == "N"
    child.sendline("quit")
    child.close()

    # 1. The human starts from an N-position and plays the hinted moves: the human wins.
    child = spawn([name, *start, *rules, "--hints"])
    assert play_through(child, lambda text: parse(game, text), lambda pos, hint: hint) == "human"
    child.expect(pexpect.EOF)

    # 2. The computer starts from the same N-position against random moves: it wins.
    def random_move(pos, _hint):
        options = list(game.options(pos))
        return game.move_text(pos, rng.choice(options))

    for _ in range(2):
        child = spawn([name, *start, *rules, "--first", "computer"])
        assert play_through(child, lambda text: parse(game, text), random_move) == "computer"
        child.expect(pexpect.EOF)

    # 3. Illegal moves are refused with a reason, and the prompt comes back.
    child = spawn([name, *start, *rules])
    child.expect("your move> ")
    child.sendline(bad)
    child.expect("Not a legal move: [^\r]*" + re.escape(reason))
    child.expect("your move> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
