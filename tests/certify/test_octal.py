"""Certificates of octal periods: a good one verifies; a changed parameter, digest or value does not."""

from __future__ import annotations

import copy
import hashlib
import json

import pytest

from grundy.certify import VERIFIERS, values_digest
from grundy.certify import octal as cert
from tests.oracles import octal as oracle


def good(code="0.07", preperiod=53, period=34):
    return cert.make(code, preperiod, period)


def messages(certificate):
    return [str(p) for p in cert.verify(certificate)]


def test_the_verifier_is_registered_by_kind():
    assert VERIFIERS[cert.KIND] == "grundy.certify.octal:verify"


@pytest.mark.parametrize("code, e, p", [("0.07", 53, 34), ("0.77", 71, 12), ("0.137", 52, 34),
                                        ("0.51", 1, 1), ("0.4", 54, 34)])
def test_published_periods_verify(code, e, p):
    certificate = good(code, e, p)
    assert messages(certificate) == []
    # the digest covers exactly the values the theorem reads, G(0..2 n0 + 2 p + t - 1)
    count = 2 * max(1, e) + 2 * p + len(code) - 2
    values = oracle.grundy_list(code, count)
    assert certificate["values"] == values_digest(values)


def test_the_values_are_the_oracles():
    assert cert.plain_values("0.137", 300) == oracle.grundy_list("0.137", 300)


def test_a_changed_period_fails():
    bad = good()
    bad["parameters"]["period"] = 68  # a period, but not with this digest
    assert any("values number" in m for m in messages(bad))


def test_a_period_that_is_not_least_fails_even_with_its_own_digest():
    # 68 = 2 * 34 is a period of Dawson's Kayles from 53, but not the least
    bad = cert.make("0.07", 53, 68)
    assert messages(bad) == ["no n >= 53 among the values has G(n + 34) != G(n): the period 68 is not shown least"]


def test_a_preperiod_that_is_not_least_fails():
    bad = cert.make("0.07", 60, 34)
    value = oracle.grundy_list("0.07", 60)[59]
    assert messages(bad) == [f"G(59 + 34) = G(59) = {value}: the preperiod is not least"]


def test_a_preperiod_too_small_fails_the_hypothesis():
    bad = cert.make("0.07", 40, 34)
    assert len(messages(bad)) == 1 and "hypothesis fails" in messages(bad)[0]


def test_a_changed_digest_fails():
    bad = good()
    bad["values"]["sha256"] = "0" * 64
    assert messages(bad) == [f"the values' digest is {'0' * 64}, but the values recomputed give "
                             f"{good()['values']['sha256']}"]


def test_a_changed_value_fails():
    # the digest of the values with one of them changed
    values = oracle.grundy_list("0.07", cert.needed(53, 34, 2))
    values[100] ^= 1
    bad = good()
    bad["values"] = values_digest(values)
    assert "digest" in messages(bad)[0]


@pytest.mark.parametrize("change, word", [
    (lambda c: c.update(kind="wythoff-row"), "kind"),
    (lambda c: c.update(version=2), "version"),
    (lambda c: c.update(certificate="other"), "not a grundy certificate"),
    (lambda c: c["parameters"].update(code="0.78"), "not an octal code"),
    (lambda c: c["parameters"].update(t=3), "t is 3"),
    (lambda c: c["parameters"].update(preperiod=-1), "parameter preperiod"),
    (lambda c: c["parameters"].update(period="34"), "parameter period"),
])
def test_malformed_certificates_are_named(change, word):
    bad = copy.deepcopy(good())
    change(bad)
    found = messages(bad)
    assert found and word in found[0], found


def test_grundy_verify_command(cli, tmp_path):
    path = tmp_path / "dawson.json"
    path.write_text(json.dumps(good()))
    run = cli(["verify", str(path)])
    assert run.status == 0 and "holds: the Grundy values of one heap of the octal game 0.07" in run.out
    bad = good()
    bad["parameters"]["preperiod"] = 60
    bad_path = tmp_path / "bad.json"
    bad_path.write_text(json.dumps(bad))
    run = cli(["verify", str(path), str(bad_path)])
    assert run.status == 1 and "bad.json: does NOT hold" in run.out and "dawson.json: holds" in run.out
    zh = cli(["verify", str(path), "--lang", "zh"])
    assert "成立" in zh.out


def test_grundy_verify_bad_files(cli, tmp_path):
    (tmp_path / "x.json").write_text("{not json")
    run = cli(["verify", str(tmp_path / "x.json")])
    assert run.status == 2 and "is not JSON (line 1" in run.err and "Traceback" not in run.err
    run = cli(["verify", str(tmp_path / "missing.json")])
    assert run.status == 2 and "cannot read" in run.err
    (tmp_path / "w.json").write_text(json.dumps({"kind": "octal-period", "certificate": "grundy"}))
    run = cli(["verify", str(tmp_path / "w.json")])
    assert run.status == 1 and "does NOT hold" in run.out
    (tmp_path / "k.json").write_text(json.dumps({"kind": "mystery"}))
    run = cli(["verify", str(tmp_path / "k.json")])
    assert run.status == 2 and "'mystery' has no verifier" in run.err


def test_a_kind_whose_verifier_is_missing_is_named(cli, tmp_path, monkeypatch):
    from grundy import certify

    monkeypatch.setitem(certify.VERIFIERS, "elsewhere", "grundy.certify.not_a_module:verify")
    (tmp_path / "e.json").write_text(json.dumps({"kind": "elsewhere"}))
    run = cli(["verify", str(tmp_path / "e.json")])
    assert run.status == 2 and "the verifier of 'elsewhere' is not installed" in run.err


def test_the_certificate_written_by_grundy_octal_verifies(cli, tmp_path):
    path = tmp_path / "kayles.json"
    run = cli(["octal", "0.77", "--certificate", str(path)])
    assert run.status == 0, run.err
    data = json.loads(path.read_text())
    assert data["parameters"] == {"code": "0.77", "t": 2, "preperiod": 71, "period": 12}
    assert cli(["verify", str(path)]).status == 0
    digest = hashlib.sha256("".join(f"{v}\n" for v in oracle.grundy_list("0.77", 168)).encode()).hexdigest()
    assert data["values"] == {"count": 168, "sha256": digest}
