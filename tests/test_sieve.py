"""The sieve's steps against the brute-force oracles: after every step, each cell marked P
is a P-position and each cell crossed out is an N-position; at the end every cell is one."""

from __future__ import annotations

import pytest

from grundy.errors import TooLargeError, UnsupportedError
from grundy.registry import find_game
from grundy.sieve import mex_steps, sieve_steps
from tests.oracles import grundy_values, outcomes
from tests.oracles import wythoff_variants as oracle

RULES = [{}, {"misere": True}, {"max_take": 2}, {"max_take": 3, "misere": True}, {"a": 2}, {"a": 3}]
SIZE = 14


def _truth(rules: dict, size: int) -> dict:
    misere = rules.get("misere", False)
    moves = lambda p: oracle.moves(p, rules.get("max_take"), rules.get("a", 1))  # noqa: E731
    cells = [(x, y) for x in range(size) for y in range(size)]
    return outcomes(moves, cells, misere=misere)


@pytest.mark.parametrize("rules", RULES, ids=str)
def test_every_step_marks_p_and_crosses_out_n(rules):
    truth = _truth(rules, SIZE)
    steps = sieve_steps(find_game("wythoff")(**rules), SIZE)
    marked, crossed = [], set()
    for step in steps:
        if step.p is not None:
            assert truth[step.p] == "P", step
            assert step.p not in crossed and step.p not in marked
            # The first cell not decided yet, in the order x, then y.
            first = next(c for c in sorted(truth) if c not in crossed and c not in marked)
            assert step.p == first
            marked.append(step.p)
        for cell in step.crossed:
            assert truth[cell] == "N", (step.p, cell)
            assert cell not in crossed
            crossed.add(cell)
            # The cell crossed out reaches the P cell in one move (or has no move, misère).
            if step.p is not None:
                assert step.p in set(oracle.moves(cell, rules.get("max_take"), rules.get("a", 1)))
    assert len(marked) + len(crossed) == SIZE * SIZE
    assert set(marked) == {c for c, o in truth.items() if o == "P"}


@pytest.mark.parametrize("rules", [r for r in RULES if not r.get("misere")], ids=str)
def test_mex_steps_are_the_grundy_values(rules):
    size = 10
    moves = lambda p: oracle.moves(p, rules.get("max_take"), rules.get("a", 1))  # noqa: E731
    truth = grundy_values(moves, [(x, y) for x in range(size) for y in range(size)])
    steps = mex_steps(find_game("wythoff")(**rules), size)
    assert [s.cell for s in steps] == sorted(truth)
    for s in steps:
        assert set(s.options) == set(moves(s.cell))
        assert list(s.values) == [truth[o] for o in s.options]
        assert s.value == truth[s.cell]


def test_what_cannot_be_sieved_is_refused():
    with pytest.raises(UnsupportedError, match="not a two-pile game"):
        sieve_steps(find_game("nim")(), 5)
    with pytest.raises(UnsupportedError):
        mex_steps(find_game("wythoff")(misere=True), 5)
    with pytest.raises(TooLargeError, match="between 1 and 64, not 65"):
        sieve_steps(find_game("wythoff")(), 65)
    assert "筛" in str(pytest.raises(TooLargeError, mex_steps, find_game("wythoff")(), 0).value.text("zh"))
