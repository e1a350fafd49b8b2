"""Misère play of octal heaps and sums of them, through Octal(misere=True) and Sum(misere=True),
against the plain misère search."""

from __future__ import annotations

import dataclasses
import json

import pytest

from grundy.cli import main
from grundy.errors import TooLargeError, UnsupportedError
from grundy.games.nim import Nim
from grundy.games.octal import Octal
from grundy.games.quotient import misere_quotient
from grundy.games.quotient import build
from grundy.games.quotient import quotient as quotient_module
from grundy.games.quotient.misere import is_tame
from grundy.games.sum import Sum
from tests.oracles.misere_octal import misere_solver, sums_up_to


def plain(position):
    return tuple(sorted(h for h in position if h))


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.51", "0.6"])
def test_octal_misere_answers_every_small_sum_as_the_search(code):
    game = Octal(code=code, misere=True)
    is_p, winning = misere_solver(code)
    for position in sums_up_to(7, 12)[1:]:
        analysis = game.analyse(position)
        assert analysis.outcome == ("P" if is_p(position) else "N"), position
        assert {plain(m) for m in analysis.winning_moves} == winning(position), position


def test_sum_misere_moves_are_those_of_the_flat_sum():
    is_p, winning = misere_solver("0.77")
    game = Sum(games=(Octal(code="0.77"), Octal(code="0.77")), misere=True)
    for a in sums_up_to(5, 6)[1:]:
        for b in sums_up_to(5, 5)[1:]:
            analysis = game.analyse((a, b))
            assert analysis.outcome == ("P" if is_p(plain(a + b)) else "N")
            assert {plain(x + y) for x, y in analysis.winning_moves} == winning(plain(a + b))


def test_a_misere_sum_of_other_games_is_refused():
    with pytest.raises(UnsupportedError, match="Nim"):
        Sum(games=(Octal(code="0.77"), Nim()), misere=True)


def test_tame_games_are_answered_by_the_genus_rule():
    # 0.51 is tame; Kayles is not (its quotient is not that of misère Nim)
    assert is_tame(Octal(code="0.51").quotient())
    assert not is_tame(Octal(code="0.77").quotient(to=30))
    assert Octal(code="0.51", misere=True).analyse((5, 5)).extra["theory"] == "genus"


def test_huge_heaps_need_a_proved_quotient(capsys):
    assert main(["octal", "0.77", str(10**30), "7", "--misere", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["quotient_proved"] and data["outcome"] in "PN" and data["rules"]["misere"] is True
    with pytest.raises(TooLargeError, match="--to"):
        Octal(code="0.15", misere=True, terms=10).outcome((100,))


@pytest.mark.parametrize("lang, words", [("en", "give --to 200"), ("zh", "请用 --to 200")])
def test_a_huge_heap_without_a_proof_is_refused_at_once(cli, monkeypatch, lang, words):
    # 'grundy octal 0.07 1000000 3 --misere' took in heaps for 20 s before refusing; now the time a
    # question without --to may take is bounded (here: none at all), and the refusal names --to
    monkeypatch.setattr(quotient_module, "ANSWER_SECONDS", 0.0)
    r = cli(["octal", "0.07", "1000000", "3", "--misere", "--lang", lang])
    assert r.status == 2 and words in r.err and "1000000" in r.err and len(r.err.strip().splitlines()) == 1


def test_a_heap_past_where_the_quotient_stopped_names_the_reason():
    q = dataclasses.replace(misere_quotient("0.75", to=5), failure=build.MESSAGES("search", limit=9))
    with pytest.raises(TooLargeError, match="stops at heap 5: the plain search outgrew 9 positions"):
        q.element(6)


def test_the_quotient_command(capsys):
    assert main(["quotient", "0.07", "--to", "12", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"order", "p_portion", "pretending", "generators", "relations", "proved"} <= set(data)
    assert data["order"] == 12 and len(data["pretending"]) == 13 and data["proved"] is False
    assert main(["quotient", "0.51", "--lang", "zh"]) == 0
    assert "已对所有堆的大小证明" in capsys.readouterr().out
    assert main(["quotient", "0.G"]) == 2
    assert "0.G" in capsys.readouterr().err


@pytest.mark.parametrize("to", [8, pytest.param(12, marks=pytest.mark.slow)])
def test_the_survey_writes_its_rows(tmp_path, capsys, to):
    path = tmp_path / "survey.csv"
    assert main(["quotient", "--survey", "0.1?", "--to", str(to), "-o", str(path)]) == 0
    lines = path.read_text().splitlines()
    assert lines[0] == "code,heaps,order,orders,proved,preperiod,period,failure,seconds"
    assert len(lines) == 1 + 8 and lines[1].startswith("0.1,")


def test_the_survey_goes_on_from_a_file(cli, tmp_path):
    path = tmp_path / "survey.json"
    assert cli(["quotient", "--survey", "0.1, 0.2", "--to", "6", "-o", str(path)]).status == 0
    first = json.loads(path.read_text())
    r = cli(["quotient", "--survey", "0.1 0.2 0.3", "--to", "6", "--resume", str(path), "--json"])
    assert r.status == 0 and [row["code"] for row in json.loads(r.out)] == ["0.1", "0.2", "0.3"]
    assert json.loads(path.read_text())[:2] == first  # the rows there are kept, not computed again


def test_cluster_options_out_of_place_are_refused_in_one_line(cli, monkeypatch):
    pytest.importorskip("distributed", reason="Dask comes with grundy[cluster]")
    from grundy.games.octal import cluster

    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 0.5)
    for args, words in ((["quotient", "0.77", "--workers", "2"], "--survey"),
                        (["quotient", "--survey", "0.7", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"],
                         "not both"),
                        (["quotient", "--survey", "0.7", "--workers", "0"], "at least 1"),
                        (["quotient", "--survey", "0.7", "--scheduler", "tcp://127.0.0.1:1"], "tcp://127.0.0.1:1")):
        run = cli(args)
        assert run.status == 2 and run.err.count("\n") == 1 and "Traceback" not in run.err, run.err
        assert words in run.err, run.err
