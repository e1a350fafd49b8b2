"""Certificates of octal periods: a good one verifies; a changed parameter, digest or value does not."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from grundy.certify import VERIFIERS, values_digest
from grundy.games.octal import certificate as cert
from tests.oracles import octal as oracle


def good(code="0.07", preperiod=53, period=34):
    return cert.make(code, preperiod, period)


def messages(certificate):
    return [str(p) for p in cert.verify(certificate)]


def test_the_verifier_is_registered_by_kind():
    assert VERIFIERS[cert.KIND] == "grundy.games.octal.certificate:verify"


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
    bad["claim"] = cert.claim(bad).render("en")
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
    (lambda c: c["parameters"].update(code="0.7G"), "is not a code d0.d1d2"),
    (lambda c: c["parameters"].update(t=3), "t is 3"),
    (lambda c: c["parameters"].update(preperiod=-1), "parameter preperiod"),
    (lambda c: c["parameters"].update(period="34"), "parameter period"),
])
def test_malformed_certificates_are_named(change, word):
    bad = copy.deepcopy(good())
    change(bad)
    found = messages(bad)
    assert found and word in found[0], found


def test_a_claim_that_is_not_the_parameters_fails():
    bad = good()
    bad["claim"] = "the Grundy values of one heap of the octal game 0.07 have least period 1 from heap 0 on"
    found = messages(bad)
    assert len(found) == 1 and "the claim" in found[0] and "least period 34" in found[0], found
    assert cert.verify(bad)[0].render("zh")
    del bad["claim"]
    found = messages(bad)
    assert len(found) == 1 and "'claim'" in found[0], found


@pytest.mark.parametrize("kind", sorted(VERIFIERS))
def test_every_kind_says_its_claim_from_its_parameters(kind):
    import importlib

    module = importlib.import_module(VERIFIERS[kind].partition(":")[0])
    assert callable(getattr(module, "claim", None)), kind


def test_a_file_that_is_not_a_certificate_names_the_missing_field(cli, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{}")
    for lang, words in (("en", ("is not a certificate", "'kind'")), ("zh", ("不是证书", "'kind'"))):
        run = cli(["verify", str(path), "--lang", lang])
        assert run.status == 2 and run.err.count("\n") == 1 and "None" not in run.err, run.err
        assert all(word in run.err for word in words), run.err


def test_grundy_verify_command(cli, tmp_path):
    path = tmp_path / "dawson.json"
    path.write_text(json.dumps(good()))
    run = cli(["verify", str(path)])
    assert run.status == 0 and "holds: the Grundy values of one heap of the octal game 0.07" in run.out
    bad = good()
    bad["parameters"]["preperiod"] = 60
    bad["claim"] = cert.claim(bad).render("en")
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
    assert data["values"] == {"count": 168, "sha256": digest, "file": "kayles.values.npy"}


# The values file beside the certificate: the fast check instead of the plain recomputation.

def kayles_with_values(cli, tmp_path):
    path = tmp_path / "kayles.json"
    run = cli(["octal", "0.77", "--certificate", str(path)])
    assert run.status == 0, run.err
    return path, tmp_path / "kayles.values.npy"


def test_grundy_octal_writes_the_values_beside_the_certificate(cli, tmp_path):
    path, values = kayles_with_values(cli, tmp_path)
    data = json.loads(path.read_text())
    assert data["values"]["file"] == "kayles.values.npy"
    stored = np.load(values)
    assert stored.dtype == np.uint8 and stored.tolist() == oracle.grundy_list("0.77", 168)
    assert values_digest(stored.tolist()) == {k: data["values"][k] for k in ("count", "sha256")}


def test_the_values_file_is_checked_without_the_plain_loop(cli, tmp_path, monkeypatch):
    path, _ = kayles_with_values(cli, tmp_path)
    monkeypatch.setattr(cert, "plain_values", lambda *a: pytest.fail("the plain loop ran"))
    run = cli(["verify", str(path)])
    assert run.status == 0 and "holds" in run.out, run.err
    assert "成立" in cli(["verify", str(path), "--lang", "zh"]).out


def test_a_values_file_named_on_the_command_line(cli, tmp_path, monkeypatch):
    path, values = kayles_with_values(cli, tmp_path)
    other = tmp_path / "elsewhere.npy"
    values.rename(other)
    monkeypatch.setattr(cert, "plain_values", lambda *a: pytest.fail("the plain loop ran"))
    assert cli(["verify", str(path), "--values", str(other)]).status == 0


def test_a_values_file_whose_digest_differs_is_one_problem(cli, tmp_path):
    path, values = kayles_with_values(cli, tmp_path)
    stored = np.load(values)
    stored[100] ^= 1
    np.save(values, stored)
    run = cli(["verify", str(path)])
    assert run.status == 1 and len(run.out.splitlines()) == 1 and "digest" in run.out, run.out


def test_values_that_are_not_the_games_are_named_at_their_first_heap(cli, tmp_path):
    # a certificate whose digest is that of wrong values: the fast check names the first wrong heap
    values = oracle.grundy_list("0.77", 168)
    values[120] = 0
    certificate = cert.make("0.77", 71, 12, values)
    path = tmp_path / "wrong.json"
    certificate["values"]["file"] = "wrong.npy"
    path.write_text(json.dumps(certificate))
    np.save(tmp_path / "wrong.npy", np.array(values, dtype=np.uint8))
    run = cli(["verify", str(path)])
    assert run.status == 1 and "does NOT hold: the given values are not the game's: G(120) = 0 is an option's value" in run.out, run.out
    assert "G(120) = 0" in cli(["verify", str(path), "--lang", "zh"]).out


def test_a_missing_values_file_falls_back_to_the_plain_loop(cli, tmp_path):
    path, values = kayles_with_values(cli, tmp_path)
    values.unlink()
    run = cli(["verify", str(path)])
    assert run.status == 0 and "holds" in run.out


def test_a_huge_certificate_without_its_values_says_how_long_the_plain_loop_would_take(cli, tmp_path):
    huge = {"certificate": "grundy", "version": 1, "kind": "octal-period", "claim": "",
            "parameters": {"code": "0.354", "t": 3, "preperiod": 10061916, "period": 1180},
            "values": {"count": cert.needed(10061916, 1180, 3), "sha256": "0" * 64, "file": "huge.values.npy"}}
    huge["claim"] = cert.claim(huge).render("en")
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(huge))
    run = cli(["verify", str(path)])
    assert run.status == 2 and "Traceback" not in run.err and len(run.err.splitlines()) == 1, run.err
    assert "huge.values.npy" in run.err and "would take" in run.err and "--values" in run.err
    zh = cli(["verify", str(path), "--lang", "zh"])
    assert zh.status == 2 and "--values" in zh.err and "would take" not in zh.err


@pytest.mark.parametrize("content, word", [
    (b"0\n1\n2\n", "not a .npy file"),
    (np.zeros(5, dtype=np.uint8), "5 values, not 168"),
    (np.full(168, -1, dtype=np.int8), "negative"),
    (np.zeros(168, dtype=np.float64), "not integers"),
    (np.zeros((168, 2), dtype=np.uint8), "not integers"),
])
def test_a_bad_values_file_is_one_line(cli, tmp_path, monkeypatch, content, word):
    monkeypatch.chdir(tmp_path)  # a short path, which the one-line message quotes whole
    path, values = kayles_with_values(cli, Path("."))
    if isinstance(content, bytes):
        values.write_bytes(content)
    else:
        np.save(values, content)
    run = cli(["verify", str(path)])
    assert run.status == 2 and "Traceback" not in run.err and len(run.err.splitlines()) == 1, run.err
    assert word in run.err and "kayles.values.npy" in run.err, run.err
    zh = cli(["verify", str(path), "--lang", "zh"])
    assert zh.status == 2 and "kayles.values.npy" in zh.err


def test_values_on_the_command_line_need_one_certificate(cli, tmp_path):
    path, values = kayles_with_values(cli, tmp_path)
    run = cli(["verify", str(path), str(path), "--values", str(values)])
    assert run.status == 2 and "--values" in run.err and "Traceback" not in run.err


def test_the_array_digest_is_the_digest_of_the_lines():
    values = [0, 7, 10, 99, 100, 65535, 1234567, 0]
    assert values_digest(np.array(values, dtype=np.uint32)) == values_digest(values)
    assert values_digest(np.array([], dtype=np.uint8)) == values_digest([])


@pytest.mark.parametrize("keep_values", [True, False])
def test_both_paths_report_progress(cli, tmp_path, keep_values):
    from grundy import progress

    path, values = kayles_with_values(cli, tmp_path)
    if not keep_values:
        values.unlink()
    seen = []
    progress.report_to(lambda done, total: seen.append((done, total)))
    try:
        assert cert.verify(cert.read(str(path)), path=str(path)) == []
    finally:
        progress.report_to(None)
    assert seen and all(0 <= done <= total for done, total in seen)


@pytest.mark.parametrize("keep_values", [True, False])
def test_ctrl_c_in_either_path_stops_cleanly(cli, tmp_path, monkeypatch, keep_values):
    from grundy.games.octal import check as checker

    path, values = kayles_with_values(cli, tmp_path)
    if not keep_values:
        values.unlink()

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(checker if keep_values else cert, "check" if keep_values else "plain_values", interrupted)
    run = cli(["verify", str(path)])
    assert run.status == 130 and "Traceback" not in run.err and run.out == ""
