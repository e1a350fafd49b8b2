"""Playing against the computer: the Match logic, and whole games through a pseudo-terminal."""

from __future__ import annotations

import random
import re

import pexpect
import pytest

from grundy.errors import InputError
from grundy.games.wythoff import Wythoff, is_p_position
from grundy.play import Match
from tests.terminal import piles, play_through, spawn


def test_match_turns_undo_and_winner():
    m = Match(Wythoff(), (4, 7), human_first=False)
    assert m.turn == "computer"
    with pytest.raises(InputError):
        m.play_human("1 1")
    m.play_computer()
    assert m.turn == "human" and m.moves_made == 1
    assert m.undo() == 0  # the computer's opening move stays
    m.play_human("1 1")
    m.play_computer()
    assert m.undo() == 2 and m.moves_made == 1


def test_computer_wins_from_every_small_n_position_against_random_play():
    game = Wythoff()
    rng = random.Random(1)
    for a in range(12):
        for b in range(12):
            if is_p_position(a, b):
                continue
            m = Match(game, (a, b), human_first=False)
            while not m.over:
                if m.turn == "computer":
                    m.play_computer()
                else:
                    m.play_human_to(rng.choice(list(game.options(m.position))))
            assert m.winner == "computer", (a, b)


def _spawn(*args: str) -> pexpect.spawn:
    return spawn(list(args), timeout=30)


def test_terminal_computer_wins_against_a_random_human():
    game = Wythoff()
    rng = random.Random(7)
    starts = [(a, b) for a in range(3, 15) for b in range(a, 15) if not is_p_position(a, b)]
    for start in rng.sample(starts, 4):
        child = _spawn("wythoff", *map(str, start), "--first", "computer")

        def random_move(pos, _hint):
            return game.move_text(pos, rng.choice(list(game.options(pos))))

        assert play_through(child, piles, random_move) == "computer"
        child.expect(pexpect.EOF)


def test_terminal_human_following_hints_wins():
    rng = random.Random(3)
    starts = [(a, b) for a in range(3, 25) for b in range(a, 25) if not is_p_position(a, b)]
    for start in rng.sample(starts, 4):
        child = _spawn("wythoff", *map(str, start), "--hints")
        assert play_through(child, piles, lambda pos, hint: hint) == "human"
        child.expect(pexpect.EOF)


def test_the_terminal_shows_the_verdicts_in_colour():
    child = spawn(["wythoff", "3", "4", "--hints"], timeout=30, colour=True)
    child.expect(r"Hint: \x1b\[[0-9;]+mN-position: the player to move wins with best play\x1b\[0m\. ")
    child.expect("your move> ")
    child.sendline("quit")
    child.expect(r"you to move\. \x1b\[[0-9;]+mN-position: the player to move wins with best play\x1b\[0m")
    child.expect(pexpect.EOF)


def test_terminal_refuses_bad_moves_then_quits_cleanly():
    child = _spawn("wythoff", "3", "5")
    for bad, reason in [("1 9", "pile 1 has only 3 stones"), ("both 0", "take at least one"),
                        ("x y", "the pile is 1, 2 or both"), ("7", "type a pile")]:
        child.expect("your move> ")
        child.sendline(bad)
        child.expect("Not a legal move: " + re.escape(reason))
    child.expect("your move> ")
    child.sendline("hint")
    child.expect("P-position")
    child.sendline("quit")
    child.expect(r"Game stopped \(you quit\) after 0 moves at \(3, 5\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_terminal_end_of_input_and_ctrl_c():
    child = _spawn("wythoff", "6", "9")
    child.expect("your move> ")
    child.sendeof()
    child.expect(r"Game stopped \(end of input\)")
    child.expect(pexpect.EOF)
    child = _spawn("wythoff", "6", "9")
    child.expect("your move> ")
    child.sendintr()
    child.expect(r"Game stopped \(interrupted\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in (child.before or "")


def test_a_stopped_game_counts_its_moves_in_good_english(cli):
    # "after 1 moves" once.
    r = cli(["play", "nim", "1", "2", "--first", "computer"], stdin=b"")
    assert r.status == 0 and "after 1 move at (1, 1)" in r.out, r.out
    r = cli(["play", "nim", "1", "2"], stdin=b"2 1\n")
    assert "after 2 moves at" in r.out, r.out
