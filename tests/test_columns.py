"""The binary columns of Nim and Moore's Nim_k against brute force: the table is what a pupil
writes (binary by repeated halving, 1s counted column by column), and the verdict and the move it
works out are those the oracles find by search."""

from __future__ import annotations

from itertools import product

import pytest

from grundy.columns import MAX_BITS, MAX_PILES, work_columns
from grundy.errors import TooLargeError, UnsupportedError
from grundy.registry import find_game
from tests.oracles import moore as moore_oracle
from tests.oracles import nim as nim_oracle


def binary(p: int, width: int) -> str:
    """p in binary by repeated halving, padded to width digits."""
    digits = []
    while p:
        digits.append(str(p % 2))
        p //= 2
    return "".join(reversed(digits)).rjust(width, "0")


def table(piles: tuple[int, ...]) -> tuple[list[str], list[int]]:
    width = max(1, max(len(binary(p, 0)) for p in piles))
    rows = [binary(p, width) for p in piles]
    return rows, [sum(row[j] == "1" for row in rows) for j in range(width)]


def positions(piles: int, bound: int):
    return [p for p in product(range(bound + 1), repeat=piles)]


SMALL = positions(1, 9) + positions(2, 6) + positions(3, 5) + positions(4, 3)


@pytest.mark.parametrize("misere", [False, True])
def test_nims_columns_are_the_pupils_and_the_move_wins(misere):
    game = find_game("nim")(misere=misere)
    for piles in SMALL:
        work = game.columns(piles)
        rows, counts = table(piles)
        assert list(work.rows) == rows and list(work.counts) == counts, piles
        assert list(work.residues) == [c % 2 for c in counts]
        assert work.places == tuple(2 ** j for j in reversed(range(len(counts))))
        nim_sum = 0
        for p in piles:
            nim_sum ^= p
        assert work.nim_sum == nim_sum
        assert work.outcome == nim_oracle.outcome(piles, misere), piles
        wins = nim_oracle.winning_moves(piles, misere)
        assert set(work.moves) == wins
        shows = [s for s, _ in work.steps()]
        assert shows[:3] == ["rows", "counts", "residues"]
        if work.note is None:
            # The columns decide: every column even exactly at a P-position.
            assert (work.outcome == "P") == (not any(work.residues)), piles
        if not wins:  # a P-position, or a finished one (misère play: the player to move has won)
            assert work.after is None and shows[3:] == ["verdict"]
            continue
        assert work.after in wins
        after_rows, after_counts = table(work.after)
        assert list(work.after_rows) == [r.rjust(len(rows[0]), "0") for r in after_rows]
        if work.note is None:
            assert shows[3:] == ["top", "move", "check"]
            # The piles with a 1 in the highest odd column are exactly the piles a winning move lowers.
            top = next(j for j, c in enumerate(counts) if c % 2)
            assert work.top == top
            assert set(work.candidates) == {next(i for i in range(len(piles)) if w[i] != piles[i]) for w in wins}
            assert all(c % 2 == 0 for c in after_counts)
        else:
            assert misere and shows[3:] == ["move"]


@pytest.mark.parametrize("k", [2, 3])
@pytest.mark.parametrize("misere", [False, True])
def test_moores_columns_mod_k_plus_1_and_the_move_wins(k, misere):
    game = find_game("moore")(k=k, misere=misere)
    for piles in positions(3, 5) + positions(4, 3):
        work = game.columns(piles)
        rows, counts = table(piles)
        assert list(work.rows) == rows and list(work.counts) == counts
        assert work.modulus == k + 1 and list(work.residues) == [c % (k + 1) for c in counts]
        assert work.nim_sum is None and work.candidates == ()
        assert work.outcome == moore_oracle.outcome(piles, k, misere), piles
        if work.note is None:
            assert (work.outcome == "P") == (not any(work.residues)), piles
        wins = moore_oracle.winning_moves(piles, k, misere)
        if not wins:
            assert work.after is None
            continue
        assert work.after in wins, piles
        assert 1 <= len(work.changed) <= k
        if work.note is None:
            assert all(c % (k + 1) == 0 for c in table(work.after)[1])
            assert [s for s, _ in work.steps()][3:] == ["move", "check"]


def test_the_steps_are_written_in_both_languages():
    work = find_game("nim")().columns((3, 4, 5))
    english = [text.render("en") for _, text in work.steps()]
    chinese = [text.render("zh") for _, text in work.steps()]
    assert "3 = 011" in english[0] and "nim-sum" in english[2] and "3 ⊕ 4 ⊕ 5 = 2" in english[2]
    assert "异或和" in chinese[2] and "3 ⊕ 2 = 1" in chinese[4]
    data = work.to_json("zh")
    assert data["rows"] == ["011", "100", "101"] and data["after"] == [1, 4, 5]
    assert data["after_residues"] == [0, 0, 0] and data["steps"][0]["text"] == chinese[0]
    moore = find_game("moore")(k=2).columns((5, 6, 3)).to_json()
    assert moore["residues"] == [2, 2, 2] and "k + 1 = 3" in moore["steps"][2]["text"]


def test_huge_tables_and_other_games_are_refused_in_words():
    with pytest.raises(TooLargeError, match="at most 16 piles"):
        find_game("nim")().columns(tuple(range(1, MAX_PILES + 2)))
    with pytest.raises(TooLargeError, match="pile 2 has 65 bits"):
        work_columns((1, 2 ** MAX_BITS), 2, "N", [])
    with pytest.raises(UnsupportedError, match="binary columns"):
        find_game("wythoff")().columns((3, 5))
    assert find_game("nim").shell.columns and find_game("moore").shell.columns
    assert not find_game("wythoff").shell.columns
