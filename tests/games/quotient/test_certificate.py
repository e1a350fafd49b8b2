"""Certificates of misère quotients: a good one verifies; a changed table, P-portion or period does not."""

from __future__ import annotations

import copy

from grundy.certify import VERIFIERS
from grundy.games.quotient import misere_quotient
from grundy.games.quotient import certificate as cert


def messages(certificate):
    return [str(p) for p in cert.verify(certificate)]


def test_the_verifier_is_registered_by_kind():
    assert VERIFIERS[cert.KIND] == "grundy.games.quotient.certificate:verify"


def test_good_certificates_hold():
    for code, to in (("0.77", 200), ("0.07", 12), ("0.51", 10), ("0.6", 10)):
        assert messages(cert.make(misere_quotient(code, to=to))) == []


def test_a_wrong_p_portion_or_table_fails():
    good = cert.make(misere_quotient("0.07", to=12))
    bad = copy.deepcopy(good)
    bad["parameters"]["p_portion"] = bad["parameters"]["p_portion"][1:]
    assert messages(bad)
    bad = copy.deepcopy(good)
    table = bad["parameters"]["table"]
    table[1][2], table[2][1] = table[1][3], table[1][3]
    assert messages(bad)
    bad = copy.deepcopy(good)
    bad["parameters"]["pretending"][5] = bad["parameters"]["pretending"][6]
    assert messages(bad)


def test_a_period_too_short_for_the_theorem_fails():
    good = cert.make(misere_quotient("0.77", to=200))
    bad = copy.deepcopy(good)
    bad["parameters"]["heaps"] = 150
    bad["parameters"]["pretending"] = bad["parameters"]["pretending"][:151]
    assert any("below" in m for m in messages(bad))
