"""``--json`` with every option of ``grundy octal`` and ``grundy grundys``, the refusal that names --to,
and the Wythoff row a Grundy value rests on."""

from __future__ import annotations

import json

from tests.oracles import takebreak
from tests.oracles import octal as oracle


def test_a_sequence_as_json(cli):
    run = cli(["octal", "0.77", "--to", "200", "--json"])
    assert run.status == 0, run.err
    data = json.loads(run.out)
    assert (data["code"], data["preperiod"], data["period"], data["bound"]) == ("0.77", 71, 12, 200)
    assert data["values"] == oracle.grundy_list("0.77", data["heaps"]) and data["wrote"] == []


def test_files_and_heaps_in_one_json_object(cli, tmp_path):
    path = tmp_path / "k.b"
    run = cli(["octal", "0.77", "30", "--to", "200", "-o", str(path), "--json"])
    assert run.status == 0, run.err
    data = json.loads(run.out)
    assert data["grundy"] == oracle.grundy_list("0.77", 31)[30]
    assert data["sequence"]["wrote"] == [str(path)] and data["sequence"]["period"] == 12
    lines = path.read_text().splitlines()
    assert lines == [f"{n} {v}" for n, v in enumerate(oracle.grundy_list("0.77", 200))]
    cert = tmp_path / "c.json"
    run = cli(["octal", "0.07", "--to", "300", "--certificate", str(cert), "--json"])
    assert run.status == 0, run.err
    assert json.loads(run.out)["wrote"] == [str(cert), str(tmp_path / "c.values.npy")]


def _grundys(count: int) -> list[int]:
    return takebreak.values({0: {2}}, count, unequal=True)


def test_grundys_game_to_a_bound_and_a_file(cli, tmp_path):
    path = tmp_path / "g.b"
    run = cli(["grundys", "--to", "120", "-o", str(path)])
    assert run.status == 0, run.err
    assert path.read_text().splitlines() == [f"{n} {v}" for n, v in enumerate(_grundys(120))]
    run = cli(["grundys", "--to", "60", "--json"])
    assert json.loads(run.out)["values"] == _grundys(60)
    run = cli(["grundys", "9", "--json"])
    assert run.status == 0 and json.loads(run.out)["position"] == [9]


def test_the_refusal_names_to_and_a_time(cli):
    run = cli(["octal", "0.6", "300", "--to", "200"])
    assert run.status == 2 and run.err.count("\n") == 1
    assert "--to 301" in run.err and " s" in run.err
    run = cli(["octal", "0.6", "300", "--to", "200", "--lang", "zh"])
    assert "--to 301" in run.err and "秒" in run.err
    run = cli(["octal", "0.6", "1" + "0" * 20])
    assert run.status == 2 and "--to accepts at most" in run.err


def _wythoff_table(size: int) -> list[list[int]]:
    # G(x, y) by the plain mex of the cell's row, column and diagonal
    g = [[0] * size for _ in range(size)]
    for x in range(size):
        for y in range(size):
            seen = {g[x][j] for j in range(y)} | {g[i][y] for i in range(x)}
            seen |= {g[x - d][y - d] for d in range(1, min(x, y) + 1)}
            v = 0
            while v in seen:
                v += 1
            g[x][y] = v
    return g


def test_wythoff_grundy_json_names_the_row(cli):
    run = cli(["wythoff", "3", "40", "--grundy", "--json"])
    data = json.loads(run.out)
    row = data["row"]
    assert row["row"] == 3 and data["grundy"] == _wythoff_table(41)[3][40]
    # the row's period, checked on the plain table: G(3, y + p) = G(3, y) + p from the preperiod on
    table = _wythoff_table(row["preperiod"] + 3 * row["period"] + 4)
    e, p = row["preperiod"], row["period"]
    assert all(table[3][y + p] == table[3][y] + p for y in range(e, e + p))
    assert "row" not in json.loads(cli(["wythoff", "3", "40", "--json"]).out)


# ----------------------------------------------------------- grundy takebreak --rule
COUPLES = [{"take": {0}, "from": None, "leave": {2}, "unequal": False, "least": 1, "heap": 3}]
KAYLES = [{"take": {1, 2}, "from": None, "leave": {0, 1, 2}, "unequal": False, "least": 1, "heap": 1}]


def test_a_rule_answers_a_position_as_json(cli):
    run = cli(["takebreak", "--rule", "take 1-2, leave 0-2", "10", "7", "3", "--json"])
    assert run.status == 0, run.err
    data = json.loads(run.out)
    positions = takebreak.Positions(KAYLES)
    assert data["rules"] == {"rule": "take 1-2, leave 0-2"} and data["code"] == "0.77"
    assert data["outcome"] == positions.outcome((10, 7, 3))
    assert {tuple(m) for m in data["winning_moves"]} == positions.winning_moves((10, 7, 3))
    values = takebreak.rule_values(KAYLES, 11)
    assert data["heap_grundy"] == [values[10], values[7], values[3]] and (data["preperiod"], data["period"]) == (71, 12)


def test_a_rule_to_a_bound_and_a_file(cli, tmp_path):
    path = tmp_path / "couples.b"
    run = cli(["takebreak", "--rule", "couples", "--to", "120", "-o", str(path)])
    assert run.status == 0, run.err
    assert path.read_text().splitlines() == [f"{n} {v}" for n, v in enumerate(takebreak.rule_values(COUPLES, 120))]
    assert "take 0, leave 2, heap >= 3: 120 heaps computed" in run.out
    run = cli(["takebreak", "--rule", "take 0, leave 2, heap >= 3", "--to", "60", "--json"])
    data = json.loads(run.out)
    assert data["values"] == takebreak.rule_values(COUPLES, 60) and data["code"] == "take 0, leave 2, heap >= 3"
    run = cli(["takebreak", "--rule", "0.07", "--to", "300", "--json"])
    assert (json.loads(run.out)["preperiod"], json.loads(run.out)["period"]) == (53, 34)


def test_a_bad_rule_or_none_is_one_line_in_both_languages(cli):
    for argv, words in [(["--rule", "take 1-2, leave 5", "7"], "leaves 0 to 3 heaps, not 5"),
                        (["--rule", "take 1-2", "7"], "how many heaps it leaves"),
                        (["7"], "give the rule with --rule"),
                        (["--rule", "0.77"], "at least one heap"),
                        (["--rule", "lasker", "100000"], "does not cover a take with no upper bound"),
                        (["--rule", "take 1-3, leave 0-2, parts >= 2", "7", "600", "--to", "500"], "--to 601")]:
        run = cli(["takebreak", *argv])
        assert run.status == 2 and run.err.count("\n") == 1 and words in run.err, (argv, run.err)
        zh = cli(["takebreak", *argv, "--lang", "zh"])
        assert zh.status == 2 and zh.err.count("\n") == 1 and zh.err != run.err


def test_a_certificate_is_written_for_a_rule_that_is_an_octal_code_and_refused_otherwise(cli, tmp_path):
    cert = tmp_path / "dawson.json"
    run = cli(["takebreak", "--rule", "take 2, leave 0-2", "--to", "300", "--certificate", str(cert)])
    assert run.status == 0, run.err
    assert json.loads(cert.read_text())["parameters"]["code"] == "0.07"
    assert cli(["verify", str(cert)]).status == 0
    run = cli(["takebreak", "--rule", "take 0, leave 2, parts >= 2", "--to", "300", "--certificate", str(cert)])
    assert run.status == 2 and run.err.count("\n") == 1 and "is no octal code" in run.err
    zh = cli(["takebreak", "--rule", "take 0, leave 2, parts >= 2", "--certificate", str(cert), "--lang", "zh"])
    assert zh.status == 2 and "不是八进制代码" in zh.err and "取 0 个" in zh.err
