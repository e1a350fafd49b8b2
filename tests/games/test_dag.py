"""Tokens on a DAG: Grundy values in reverse topological order against plain mex; cycles refused."""

from __future__ import annotations

import random

import pytest

from grundy.errors import InputError
from grundy.games.dag import Dag, parse_graph
from tests.oracles import grundy_values, outcomes
from tests.oracles.dag import moves, random_dag


@pytest.mark.parametrize("seed", range(30))
def test_values_outcomes_and_winning_moves_match_brute_force(seed):
    rng = random.Random(seed)
    graph = random_dag(rng, rng.randint(1, 9), rng.choice((0.2, 0.5)))
    game = Dag(graph=graph)
    n = len(graph)
    positions = sorted({tuple(sorted(rng.randrange(n) for _ in range(rng.randint(1, 3)))) for _ in range(30)})
    step = lambda p: moves(graph, p)  # noqa: E731
    table = outcomes(step, positions)
    values = grundy_values(step, positions)
    single = grundy_values(step, [(v,) for v in range(n)])
    assert game.vertex_values() == tuple(single[(v,)] for v in range(n))
    for p in positions:
        assert game.outcome(p) == table[p] and game.grundy(p) == values[p], p
        expected = {q for q in step(p) if outcomes(step, [q])[q] == "P"}
        assert set(game.winning_moves(p)) == expected, p


def test_a_deep_graph_needs_no_recursion():
    n = 200_000
    game = Dag(graph=tuple((v + 1,) if v + 1 < n else () for v in range(n)))
    assert game.grundy((0,)) == (n - 1) % 2 and game.grundy((1,)) == (n - 2) % 2  # the path to the sink


def test_a_cycle_is_refused_naming_a_vertex_on_it():
    with pytest.raises(InputError, match=r"cycle through vertex 1: 1 > 2 > 3 > 1"):
        Dag(graph="0>1 1>2 2>3 3>1 3>4")
    with pytest.raises(InputError, match=r"cycle through vertex 0: 0 > 0"):
        Dag(graph=((0,),))


def test_the_two_ways_of_typing_a_graph_agree():
    assert parse_graph("0>1,2 1>3 2 3") == parse_graph("4 2 1 2 1 3 0 0") == ((1, 2), (3,), (), ())
    with pytest.raises(InputError, match="vertex 3 of the graph is not one of the 2 vertices"):
        parse_graph("2 1 3 0")
    with pytest.raises(InputError, match="ends"):
        parse_graph("3 1 1")


def test_a_graph_without_edges_is_read_as_a_list_of_vertices(cli):
    # "0 1" is no judges' layout (0 vertices, then text): it is vertices 0 and 1, without edges.
    assert parse_graph("0 1") == parse_graph("0 1 2")[:2] == ((), ())
    assert parse_graph("0 2 1") == ((), (), ())
    assert parse_graph("1 0") == ((),)  # the judges' layout where it reads as one
    with pytest.raises(InputError, match="goes on after the last vertex"):
        parse_graph("1 0 0")  # a number twice is no list of vertices
    r = cli(["dag", "--graph", "0 1", "1", "1"])
    assert r.status == 0 and "P-position" in r.out, r.err


def test_the_command_line_reads_the_graph_from_a_file(cli, tmp_path):
    path = tmp_path / "g.txt"
    path.write_text("4\n2 1 2\n0\n1 3\n0\n")
    r = cli(["dag", "--graph", f"@{path}", "0", "2"])
    assert r.status == 0 and "N-position" in r.out, r.err
    r = cli(["dag", "--graph", "0>1 1>0", "0"])
    assert r.status == 2 and "cycle through vertex 0" in r.err
