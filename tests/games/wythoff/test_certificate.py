"""Certificates of Wythoff rows: good ones hold, altered ones fail with a clear message."""

from __future__ import annotations

import copy

import pytest

from grundy.certify import values_digest
from grundy.games.wythoff import certificate as cw
from grundy.games.wythoff.tables import wythoff_grundy_rows
from tests.oracles import grundy_values
from tests.oracles import wythoff as oracle


def problems(cert):
    return [p.render("en") for p in cw.verify(cert)]


def test_the_plain_rows_match_the_oracle_and_the_strip():
    n = 30
    brute = grundy_values(oracle.moves, [(x, y) for x in range(n) for y in range(n)])
    for top in (0, 1, 4, 11):
        row, tail = cw.plain_rows(top, n, 5)
        assert row == [brute[top, y] for y in range(n)]
        assert tail == [[brute[i, y] for y in range(n - 5, n)] for i in range(top + 1)]
    strip = wythoff_grundy_rows(18, 3000)
    row, tail = cw.plain_rows(17, 3000, 100)
    assert row == strip[17].tolist() and tail[5] == strip[5, 2900:].tolist()


@pytest.mark.parametrize("x", [0, 1, 2, 3, 9, 16])
def test_certificates_of_shipped_rows_hold(x):
    cert = cw.make(x)
    assert cert["kind"] == "wythoff-row" and cert["certificate"] == "grundy"
    assert "Landman" in cert["theorem"] and "Dress" in cert["theorem"]
    assert problems(cert) == []
    assert cw.claim(cert).render("en").startswith(f"row {x} of Wythoff's Grundy function")


def with_values(cert, preperiod, period):
    """The certificate claiming (preperiod, period), its values honestly recomputed for that claim."""
    changed = copy.deepcopy(cert)
    x = cert["parameters"]["row"]
    row, _ = cw.plain_rows(x, preperiod + period, 0)
    changed["parameters"].update(preperiod=preperiod, period=period)
    changed["values"] = values_digest(row)
    changed["claim"] = cw.claim(changed).render("en")
    return changed


def test_altered_certificates_fail_clearly():
    cert = cw.make(9)  # preperiod 127, period 24
    e, p = 127, 24
    assert cert["parameters"]["preperiod"] == e and cert["parameters"]["period"] == p

    bad = copy.deepcopy(cert)
    bad["values"]["sha256"] = "0" * 64
    assert problems(bad)[0].startswith("the values' digest is 0000")

    bad = copy.deepcopy(cert)
    bad["values"]["count"] += 1
    assert problems(bad) == [f"the values number {e + p + 1}, not {e + p} (e + p with e = {e}, p = {p})"]

    assert "the preperiod 128 is not least" in problems(with_values(cert, e + 1, p))[0]
    assert problems(with_values(cert, e - 1, p))[0].startswith(f"G(9, {e - 1} + 24) - G(9, {e - 1}) = ")
    assert problems(with_values(cert, e, 2 * p)) == [
        "the period 48 does not divide the shift 24"]
    doubled = with_values(cert, e, 2 * p)
    doubled["parameters"]["shift"] = 48
    assert problems(doubled) == ["row 9 is 24-periodic from 127 on: the period 48 is not least"]

    bad = copy.deepcopy(cert)
    bad["parameters"]["row"] = 8  # another row's values
    bad["claim"] = cw.claim(bad).render("en")
    assert "digest" in problems(bad)[0]

    bad = copy.deepcopy(cert)
    bad["parameters"]["start"] = 200
    assert problems(bad) == []  # a later start proves the same


def test_the_hypothesis_is_checked_on_every_row_below():
    cert = cw.make(4)  # rows 0..4; row 3 is periodic from 8 only
    assert cert["parameters"]["start"] >= 8
    bad = copy.deepcopy(cert)
    bad["parameters"]["start"] = 0
    found = problems(bad)
    assert len(found) == 1 and found[0].startswith("G(3, ") and "the theorem's hypothesis fails" in found[0]


def test_a_claim_that_is_not_the_parameters_fails(cli, tmp_path):
    import json

    bad = cw.make(7)
    bad["claim"] = cw.claim(bad).render("en").replace("least period", "period 1, not least period")
    found = problems(bad)
    assert len(found) == 1 and "the claim" in found[0] and cw.claim(bad).render("en") in found[0], found
    path = tmp_path / "row7.json"
    path.write_text(json.dumps(bad))
    run = cli(["verify", str(path)])
    assert run.status == 1 and "does NOT hold" in run.out and "holds:" not in run.out, run.out


def test_malformed_certificates_are_named():
    cert = cw.make(2)
    assert problems({"certificate": "x"}) == ["this is not a grundy certificate"]
    bad = copy.deepcopy(cert)
    bad["kind"] = "octal-period"
    assert problems(bad) == ["the kind is 'octal-period', not 'wythoff-row'"]
    bad = copy.deepcopy(cert)
    bad["parameters"]["period"] = 0
    assert problems(bad) == ["parameter period is missing or not valid: 0"]
    bad = copy.deepcopy(cert)
    del bad["parameters"]["shift"]
    assert problems(bad) == ["parameter shift is missing or not valid: None"]
    assert cw.verify(cert) == []
    assert all(p.render("zh") for p in cw.verify(bad))


def test_a_values_file_is_refused(cli, tmp_path):
    import json

    path = tmp_path / "row3.json"
    path.write_text(json.dumps(cw.make(3)))
    run = cli(["verify", str(path), "--values", str(tmp_path / "v.npy")])
    assert run.status == 1 and "reads no values file" in run.out, run.out
