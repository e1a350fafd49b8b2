"""Certificates of misère quotients: a good one verifies; a changed table, P-portion or period does not."""

from __future__ import annotations

import copy

import pytest

from grundy.certify import VERIFIERS
from grundy.games.quotient import misere_quotient
from grundy.games.quotient import certificate as cert


def messages(certificate):
    return [str(p) for p in cert.verify(certificate)]


def test_the_verifier_is_registered_by_kind():
    assert VERIFIERS[cert.KIND] == "grundy.games.quotient.certificate:verify"


@pytest.mark.parametrize("code, to", [("0.77", 40), ("0.75", 30), ("0.07", 12), ("0.51", 10), ("0.6", 10),
                                      pytest.param("0.77", 200, marks=pytest.mark.slow)])
def test_good_certificates_hold(code, to):
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
    good = cert.make(misere_quotient("0.75", to=50))  # proved at heap 20 = 2 n0 + 2 p + t - 2 (n0 = 8, p = 2)
    assert good["parameters"]["heaps"] == 20 and messages(good) == []
    bad = copy.deepcopy(good)
    bad["parameters"]["heaps"] = 19
    bad["parameters"]["pretending"] = bad["parameters"]["pretending"][:20]
    assert any("below" in m for m in messages(bad))
