"""The checkers judges call (``--testlib``, ``--kattis``) and the validator (``--validate``)."""

from __future__ import annotations

import pytest

from grundy import judge
from grundy.judge.generate import single_inputs, write_input_bytes
from grundy.judge.validate import ValidationError, validate

SAMPLE, RIGHT = b"2 1\n8 4\n4 7\n", b"0\n1\n0\n"


def _files(tmp_path, **contents):
    paths = {}
    for name, data in contents.items():
        (tmp_path / name).write_bytes(data)
        paths[name] = str(tmp_path / name)
    return paths


@pytest.mark.parametrize(("given", "status", "starts"), [
    (RIGHT, 0, "ok "), (b"0\n0\n0\n", 1, "wrong answer case 2 (input line 2: 8 4): expected '1', given '0'"),
    (b"0\n1 \n0\n", 2, "wrong output format case 2"), (b"0\r\n1\r\n0\r\n", 2, "wrong output format"),
    (b"0\n1\n", 1, "wrong answer the output ends at line 2"), (b"0\n1\n0\n\n", 2, "wrong output format"),
    (b"0\n1\n0\n1\n", 1, "wrong answer the output goes on"),
])
def test_testlib_exit_status_and_verdict_line(cli, tmp_path, given, status, starts):
    f = _files(tmp_path, inp=SAMPLE, out=given, ans=RIGHT)
    r = cli(["judge", "poj1067", "--testlib", f["inp"], f["out"], f["ans"]])
    assert r.status == status and r.err.startswith(starts) and r.err.count("\n") == 1, r.err
    assert r.out == ""


def test_testlib_fails_on_a_wrong_jury_answer_or_bad_input_and_writes_the_result_file(cli, tmp_path):
    f = _files(tmp_path, inp=SAMPLE, out=RIGHT, ans=b"0\n0\n0\n", bad=b"2 1\n8 x\n")
    r = cli(["judge", "poj1067", "--testlib", f["inp"], f["out"], f["ans"], str(tmp_path / "result")])
    assert r.status == 3 and r.err.startswith("FAIL the jury's answer is not right")
    assert (tmp_path / "result").read_text() == r.err
    r = cli(["judge", "poj1067", "--testlib", f["bad"], f["out"], f["out"]])
    assert r.status == 3 and r.err.startswith("FAIL the test input is not valid: line 2") and "'x'" in r.err
    r = cli(["judge", "poj1067", "--testlib", str(tmp_path / "none"), f["out"], f["out"]])
    assert r.status == 3 and r.err.startswith("FAIL cannot read")


def test_testlib_compares_as_the_judge_does(cli, tmp_path):
    # Luogu ignores trailing whitespace on every line: ok, where POJ says wrong output format.
    f = _files(tmp_path, inp=b"2\n2\n1 1\n2\n1 0\n", out=b"No \nYes\n", ans=b"No\nYes\n")
    assert cli(["judge", "p2197", "--testlib", f["inp"], f["out"], f["ans"]]).status == 0


def test_bad_usage_exits_2_with_one_line(cli, tmp_path):
    for argv in (["--testlib", "a", "b"], ["--kattis", "a"], ["--testlib", "a", "b", "c", "--check", "x"],
                 ["--validate", "a", "--generate", "3"], ["--tests", "5"], ["--save", "x"]):
        r = cli(["judge", "poj1067", *argv])
        assert r.status == 2 and r.err.count("\n") == 1 and r.err.startswith("grundy"), (argv, r.err)
    r = cli(["judge", "poj1067", "--kattis", "a", "b", str(tmp_path / "nowhere")])
    assert r.status == 2 and "nowhere" in r.err and "not a directory" in r.err


@pytest.mark.parametrize(("given", "status"), [(RIGHT, 42), (b"0\n0\n0\n", 43), (b"0\n1 \n0\n", 43)])
def test_kattis_output_validator(cli, tmp_path, given, status):
    f = _files(tmp_path, inp=SAMPLE, ans=RIGHT)
    feedback = tmp_path / "feedback"
    feedback.mkdir()
    r = cli(["judge", "poj1067", "--kattis", f["inp"], f["ans"], str(feedback), "case_sensitive"], stdin=given)
    assert r.status == status, r.err
    message = (feedback / "judgemessage.txt").read_text()
    assert message.startswith("right") if status == 42 else message.startswith("case 2 is wrong")


def test_kattis_judge_error_on_a_wrong_jury_answer(cli, tmp_path):
    f = _files(tmp_path, inp=SAMPLE, ans=b"1\n1\n1\n")
    r = cli(["judge", "poj1067", "--kattis", f["inp"], f["ans"], str(tmp_path)], stdin=RIGHT)
    assert r.status == 1 and "the jury's answer is not right" in (tmp_path / "judgemessage.txt").read_text()


@pytest.mark.parametrize("fmt", judge.iter_judge_formats(), ids=lambda f: f.name)
def test_every_sample_and_generated_input_is_valid(fmt):
    validate(fmt.name, fmt.sample_input)
    for hard in (False, True):
        if fmt.max_cases == 1:
            datas = list(single_inputs(fmt, 15, 3, hard))
        elif hard and fmt.name in ("hdu1524", "hdu1536", "cses1730"):  # seconds to make: the slow tests' part
            continue
        else:
            datas = [write_input_bytes(fmt, min(12, fmt.max_cases or 12), seed, hard) for seed in range(2)]
        for data in datas:
            validate(fmt.name, data)


@pytest.mark.parametrize(("name", "data", "line", "says"), [
    ("poj1067", b"1 2\n3\n", 2, "1 number on the line where 2"), ("poj1067", b"1  2\n", 1, "single spaces"),
    ("poj1067", b"1 2 \n", 1, "single spaces"), ("poj1067", b"1 2\r\n", 1, "CR"), ("poj1067", b"01 2\n", 1, "'01'"),
    ("poj1067", b"1 2", 1, "no line end"), ("poj1067", b"1 1000000001\n", 1, "b = 1000000001 is outside 0..10^9"),
    ("hdu2177", b"5 3\n0 0\n", 1, "a <= b"), ("hdu2177", b"1 2\n", 2, "the input ends"),
    ("hdu2177", b"1 2\n0 0\n7 7\n", 3, "more input after the end"),
    ("cses1730", b"1\n2\n1 2 3\n", 3, "3 numbers on the line where 2"),
    ("cses1730", b"2\n200000\n" + b"1 " * 199999 + b"1\n1\n1\n", 4, "add up to 200,001"),
    ("hdu1907", b"1\n1\n0\n", 3, "pile 1 = 0 is outside 1..4747"), ("poj1704", b"1\n2\n3 3\n", 3, "appears twice"),
    ("hdu1524", b"2\n1 1\n1 0\n1 0\n0\n", 3, "cycle"), ("hdu1730", b"1 3\n2 2\n", 2, "different cells"),
    ("lanqiao-cards", b"1 2\n3\n", 2, "not among the cards"), ("timus1180", b"0\n", 1, "outside 1..10^250"),
    ("hdu1536", b"2 2\n1\n1 5\n0\n", 1, "1 number on the line where 2"), ("p2197", b"11\n", 1, "outside 1..10"),
    ("hdu1846", b"1\n\n5 3\n", 2, "a blank line"), ("hdu2516", b"1\n0\n", 1, "n = 1 is outside 2..2^31 - 1"),
])
def test_an_invalid_input_names_its_line_and_rule(cli, tmp_path, name, data, line, says):
    with pytest.raises(ValidationError) as error:
        validate(name, data)
    assert error.value.line == line and says in str(error.value), str(error.value)
    (tmp_path / "in.txt").write_bytes(data)
    r = cli(["judge", name, "--validate", str(tmp_path / "in.txt"), "--lang", "zh"])
    assert r.status == 1 and f"第 {line} 行" in r.out and r.out.count("\n") == 1


def test_a_valid_input_says_so(cli, tmp_path):
    (tmp_path / "in.txt").write_bytes(SAMPLE)
    r = cli(["judge", "hdu1527", "--validate", str(tmp_path / "in.txt")])
    assert r.status == 0 and r.out.startswith("valid: 3 lines")
