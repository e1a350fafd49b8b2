"""What ``--check`` reports: every wrong case counted, each located at its input lines, and what kind of fault."""

from __future__ import annotations

import pytest


def _check(cli, tmp_path, name, data, given, lang="en"):
    (tmp_path / "in.txt").write_bytes(data)
    (tmp_path / "given.out").write_bytes(given)
    return cli(["judge", name, "--check", str(tmp_path / "given.out"), str(tmp_path / "in.txt"), "--lang", lang])


def test_every_wrong_case_is_counted_and_the_first_ten_are_listed(cli, tmp_path):
    # 25 pairs, all P-positions (answer 0); the output says 1 for cases 3, 5, ..., 25 (12 wrong).
    pairs = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)] * 5
    data = "".join(f"{a} {b}\n" for a, b in pairs).encode()
    given = "".join("1\n" if i % 2 == 0 and i > 1 else "0\n" for i in range(1, 26)).encode()
    r = _check(cli, tmp_path, "poj1067", data, given)
    assert r.status == 1
    listed = [line for line in r.out.splitlines() if line.startswith("case ")]
    assert listed[0].startswith("case 2 is wrong (input line 2: 1 2), at output line 2:")
    assert len(listed) == 10 and listed[-1].startswith("case 20 is wrong")
    assert "... and 2 more wrong cases" in r.out and r.out.rstrip().endswith("12 of 25 cases are wrong")
    zh = _check(cli, tmp_path, "poj1067", data, given, lang="zh").out
    assert "另有 2 组错误" in zh and "25 组中有 12 组错误" in zh


@pytest.mark.parametrize(("name", "data", "given", "says"), [
    # The line where each case starts (its count) to the line where it ends (its last pile).
    ("cses1730", b"2\n1\n5\n2\n3 3\n", b"second\nfirst\n", ["case 1 is wrong (input lines 2-3: 5)",
                                                            "case 2 is wrong (input lines 4-5: 3 3)"]),
    ("hdu1907", b"2\n3\n3 5 1\n1\n1\n", b"Brother\nJohn\n", ["case 1 is wrong (input lines 2-3: 3 5 1)",
                                                             "case 2 is wrong (input lines 4-5: 1)"]),
    ("p2197", b"2\n2\n1 1\n\n2\n1 0\n", b"Yes\nNo\n", ["case 1 is wrong (input lines 2-3: 1 1)",
                                                      "case 2 is wrong (input lines 5-6: 1 0)"]),
    ("hdu2177", b"1 2\n5 8\n0 0\n", b"1\n", ["case 1 is wrong (input line 1: 1 2)"]),
])
def test_each_case_is_located_at_its_input_lines(cli, tmp_path, name, data, given, says):
    r = _check(cli, tmp_path, name, data, given)
    assert r.status == 1
    for text in says:
        assert text in r.out, r.out


def test_a_whitespace_fault_is_named_without_the_theory(cli, tmp_path):
    r = _check(cli, tmp_path, "poj1067", b"2 1\n8 4\n", b"0\n1 \n")
    assert r.status == 1 and "trailing whitespace" in r.out and "why" not in r.out
    r = _check(cli, tmp_path, "hdu1907", b"1\n1\n1\n", b"Brother\r\n", lang="zh")
    assert r.status == 1 and "CRLF" in r.out and "理由" not in r.out


def test_the_right_moves_in_another_order_are_named_as_such(cli, tmp_path):
    r = _check(cli, tmp_path, "hdu2177", b"5 8\n0 0\n", b"1\n3 5\n4 7\n")
    assert r.status == 1 and "the right lines in another order" in r.out and "why" not in r.out
    r = _check(cli, tmp_path, "hdu2149", b"3 5\n", b"5 4 3\n")
    assert r.status == 1 and "the right numbers in another order" in r.out
    r = _check(cli, tmp_path, "hdu2149", b"3 5\n", b"5 4 2\n")
    assert r.status == 1 and "another order" not in r.out and "why" in r.out


def test_the_p_position_is_named_once_in_the_explanation(cli, tmp_path):
    r = _check(cli, tmp_path, "poj1067", b"8 4\n", b"0\n")
    assert r.status == 1 and r.out.count("(4, 7)") == 1 and r.out.count("|8 - 4|") == 1, r.out


def test_missing_answers_are_counted(cli, tmp_path):
    r = _check(cli, tmp_path, "poj1067", b"2 1\n8 4\n4 7\n3 5\n", b"0\n")
    assert r.status == 1 and "before the answer of case 2 (input line 2: 8 4)" in r.out
    assert "cases 2 to 4 (3 cases) have no answer" in r.out


def test_after_an_answer_of_another_length_the_next_cases_are_compared_with_theirs(cli, tmp_path):
    # HDU 2176: case 1 answers 'No' where 'Yes' and a move are right; case 2 is right.
    r = _check(cli, tmp_path, "hdu2176", b"2\n3 5\n2\n4 4\n0\n", b"No\nNo\n")
    assert r.status == 1 and "1 of 2 cases is wrong" in r.out and "case 2" not in r.out, r.out
    r = _check(cli, tmp_path, "hdu2177", b"5 8\n1 2\n0 0\n", b"1\n4 7\n0\n")
    assert r.status == 1 and "case 1 is wrong" in r.out and "1 of 2 cases is wrong" in r.out, r.out
