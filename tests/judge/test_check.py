"""``grundy judge FORMAT --check OUTPUT [INPUT]`` and ``--generate N``: the checker and the test-data maker."""

from __future__ import annotations

import io
import tracemalloc

import pytest

from grundy import judge
from grundy.judge.check import check
from grundy.judge.generate import write_input_bytes


def _formats():
    return judge.iter_judge_formats()


def _solved(fmt, data: bytes) -> bytes:
    out = io.BytesIO()
    fmt.solve(io.BytesIO(data), out)
    return out.getvalue()


def _write(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def _corrupted(fmt, data: bytes, answers: bytes, number: int) -> bytes:
    # The answers with the first line of case `number` replaced by a line no format accepts.
    lines = answers.split(b"\n")
    at = sum(fmt.output_lines(c) for c in fmt.cases(io.BytesIO(data)) if c.number < number)
    lines[at] = b"WRONG"
    return b"\n".join(lines)


#: The formats whose hard inputs take seconds to generate and answer (a game searched
#: position by position): their hard cases are slow tests.
SLOW_HARD = {"hdu1524", "hdu1536", "cses1730"}


def _format_cases() -> list:
    return [pytest.param(fmt, hard, id=f"{fmt.name}-{'hard' if hard else 'ordinary'}",
                         marks=[pytest.mark.slow] if hard and fmt.name in SLOW_HARD else [])
            for hard in (False, True) for fmt in _formats()]


@pytest.mark.parametrize("fmt, hard", _format_cases())
def test_the_checker_accepts_the_solvers_output_and_finds_a_corrupted_case(cli, tmp_path, fmt, hard):
    count = min(12, fmt.max_cases or 12)
    for seed in (0, 5):
        r = cli(["judge", fmt.name, "--generate", str(count), "--seed", str(seed)] + ["--hard"] * hard
                + ["--answers", str(tmp_path / "expected.out")])
        if r.status == 2 and "does not make test data" in r.err:
            pytest.skip(f"{fmt.name} declares no test-data maker")
        assert r.status == 0 and r.err == ""
        data = r.out_bytes
        answers = (tmp_path / "expected.out").read_bytes()
        assert answers == _solved(fmt, data)
        inp = _write(tmp_path, "input.txt", data)
        r = cli(["judge", fmt.name, "--check", str(tmp_path / "expected.out"), inp])
        assert r.status == 0 and r.out.startswith("right")
        number = (count + 1) // 2
        bad = _write(tmp_path, "bad.out", _corrupted(fmt, data, answers, number))
        r = cli(["judge", fmt.name, "--check", bad, inp])
        assert r.status == 1 and r.out.startswith(f"case {number} is wrong"), r.out
        r = cli(["judge", fmt.name, "--check", bad], stdin=data)  # the input on stdin
        assert r.status == 1 and r.out.startswith(f"case {number} is wrong")


def test_the_same_seed_gives_the_same_bytes_and_another_seed_others(cli):
    one = cli(["judge", "poj1067", "--generate", "50", "--seed", "3", "--hard"]).out_bytes
    assert one == cli(["judge", "poj1067", "--generate", "50", "--seed", "3", "--hard"]).out_bytes
    assert one != cli(["judge", "poj1067", "--generate", "50", "--seed", "4", "--hard"]).out_bytes
    assert cli(["judge", "poj1067", "--generate", "50"]).out_bytes == write_input_bytes(
        judge.find_judge_format("poj1067"), 50, 0)


def _check(cli, tmp_path, name, data, given, lang="en"):
    inp = _write(tmp_path, "in.txt", data)
    out = _write(tmp_path, "given.out", given)
    return cli(["judge", name, "--check", out, inp, "--lang", lang])


SAMPLE = b"2 1\n8 4\n4 7\n"


@pytest.mark.parametrize(("given", "status", "says"), [
    (b"0\n1\n0\n", 0, "right"),
    (b"0\n1 \n0\n", 1, "line 2 of the output ends in trailing whitespace (' ')"),
    (b"0\r\n1\r\n0\r\n", 1, "line 1 of the output ends in CRLF"),
    (b"0\n1\n0", 1, "the last line of the output, line 3, has no line end"),
    (b"0\n1\n0\n\n", 1, "the output goes on after the answer of the last case (3 cases), at line 4: ''"),
    (b"0\n1\n", 1, "the output ends at line 2, before the answer of case 3 (input line 3: 4 7)"),
    (b"0\n0\n0\n", 1, "case 2 is wrong (input line 2: 8 4), at output line 2:\n  expected: '1'\n  given:    '0'\n"),
    (b" 0\n1\n0\n", 1, "line 1 of the output has the right numbers with other spacing"),
])
def test_poj1067_is_compared_byte_for_byte_and_each_difference_is_named(cli, tmp_path, given, status, says):
    r = _check(cli, tmp_path, "poj1067", SAMPLE, given)
    assert r.status == status and says in r.out, r.out
    assert r.err == ""


@pytest.mark.parametrize(("given", "status"), [
    (b"first\nfirst\nsecond\n", 0), (b"first\nfirst\nsecond", 0), (b"first\nfirst\nsecond \n\n \n", 0),
    (b"first\nfirst\nsecond\r\n", 0), (b"first \nfirst\nsecond\n", 1), (b"first\r\nfirst\nsecond\n", 1),
    (b"first\n\nfirst\nsecond\n", 1), (b"first\nfirst\nfirst\n", 1), (b"first\nfirst\nsecond\nfirst\n", 1),
])
def test_a_loose_end_format_forgives_whitespace_at_the_end_only(cli, tmp_path, given, status):
    r = _check(cli, tmp_path, "cses1730", b"3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n", given)
    assert r.status == status, r.out


@pytest.mark.parametrize(("given", "status"), [
    (b"No\nYes\n", 0), (b"No\nYes", 0), (b"No\nYes \n\n \n", 0), (b"No\nYes\r\n", 0),
    (b"No \nYes\n", 0), (b"No\t \nYes  \n", 0), (b"No\r\nYes\n", 0),
    (b" No\nYes\n", 1), (b"No\n\nYes\n", 1), (b"No\nNo\n", 1), (b"No\nYes\nNo\n", 1), (b"N o\nYes\n", 1),
])
def test_luogu_ignores_whitespace_at_the_end_of_every_line_and_of_the_output(cli, tmp_path, given, status):
    # Luogu's default comparison: 评测忽略行末空格与文尾回车 (help.luogu.com.cn/manual/luogu/problem/).
    r = _check(cli, tmp_path, "p2197", b"2\n2\n1 1\n2\n1 0\n", given)
    assert r.status == status, r.out
    r = _check(cli, tmp_path, "p2252", b"8 4\n", given.replace(b"No", b"1").split(b"\n", 1)[0] + b"\n")
    assert r.status == (0 if given.startswith((b"No ", b"No\t", b"No\n", b"No\r")) else 1), r.out


def test_the_report_names_the_case_its_input_the_answers_and_why(cli, tmp_path):
    # POJ 1067 at the first k where a double-precision golden ratio is wrong.
    data = b"3 5\n165580140 267914295\n"
    r = _check(cli, tmp_path, "poj1067", data, b"0\n1\n")
    assert r.status == 1
    assert r.out.startswith("case 2 is wrong (input line 2: 165580140 267914295), at output line 2:\n"
                            "  expected: '0'\n  given:    '1'\n  why: ")
    assert "(165580140, 267914295)" in r.out and "= 102334155 " in r.out and "102,334,155" in r.out
    assert r.out.count("(165580140, 267914295)") <= 2  # the position and its P-position, not more
    zh = _check(cli, tmp_path, "poj1067", data, b"0\n1\n", lang="zh").out
    assert zh.startswith("第 2 组错误（输入第 2 行：165580140 267914295）") and "理由" in zh and "why" not in zh


def test_a_case_of_several_lines_is_reported_whole(cli, tmp_path):
    data = b"1 2\n5 8\n0 0\n"
    r = _check(cli, tmp_path, "hdu2177", data, b"0\n1\n3 5\n4 7\n")
    assert r.status == 1 and "case 2 is wrong (input line 2: 5 8), at output line 2:" in r.out
    assert "expected: '1' / '4 7' / '3 5'" in r.out and "given:    '1' / '3 5' / '4 7'" in r.out


def test_bad_input_and_unreadable_output_exit_2(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a short path, which the one-line message quotes whole
    r = _check(cli, tmp_path, "poj1067", b"2 1\n8 x\n", b"0\n1\n")
    assert r.status == 2 and r.err.startswith("grundy: ") and "line 2" in r.err and "'x'" in r.err
    assert r.err.count("\n") == 1 and "in.txt" in r.err
    r = cli(["judge", "poj1067", "--check", "missing.out", _write(tmp_path, "in.txt", SAMPLE)])
    assert r.status == 2 and "missing.out" in r.err
    r = cli(["judge", "poj1067", "--check", "-"], stdin=SAMPLE)
    assert r.status == 2 and "stdin" in r.err


def test_generate_options_go_together(cli):
    assert cli(["judge", "poj1067", "--seed", "3"], stdin=SAMPLE).status == 2
    assert cli(["judge", "poj1067", "--hard"], stdin=SAMPLE).status == 2
    r = cli(["judge", "lanqiao-cards", "--generate", "2"])
    assert r.status == 2 and "lanqiao-cards" in r.err
    r = cli(["judge", "p2197", "--generate", "11", "--lang", "zh"])
    assert r.status == 2 and "最多" in r.err
    # each conflict named: --check compares answers that --generate does not read
    r = cli(["judge", "poj1067", "--generate", "2", "--check", "e.out"])
    assert r.status == 2 and "--check" in r.err and "input file" not in r.err, r.err
    r = cli(["judge", "poj1067", "--generate", "2", "in.txt"])
    assert r.status == 2 and "reads no input file" in r.err, r.err


def test_the_fast_and_the_case_by_case_comparison_agree():
    fmt = judge.find_judge_format("hdu2176")
    data = write_input_bytes(fmt, 30, 1)
    answers = _solved(fmt, data)
    for given in (answers, answers.replace(b"Yes", b"yes", 1), answers + b"\n", answers[:-1]):
        fast = check(fmt, io.BytesIO(data), io.BytesIO(given))
        slow = check(fmt, io.BytesIO(data), io.BytesIO(given), fast=False)
        assert (fast.right, fast.report.render()) == (slow.right, slow.report.render()) or fast.right == slow.right


class _Pairs(io.RawIOBase):
    """A stream of many POJ 1067 pairs, a kilobyte a line (or their answers), made as it is read."""

    def __init__(self, count: int, answers: bool):
        self.left, self.answers, self.buffer = count, answers, b""

    def readable(self):
        return True

    def readinto(self, target):
        if not self.buffer and self.left:
            n = min(self.left, 64)
            self.left -= n
            self.buffer = (b"1\n" if self.answers else b"5 8" + b" " * 1020 + b"\n") * n
        n = min(len(target), len(self.buffer))
        target[:n] = self.buffer[:n]
        self.buffer = self.buffer[n:]
        return n


def test_checking_case_by_case_holds_bounded_memory():
    # Four times the cases, the same peak: the memory is that of a few blocks, not of the input.
    fmt = judge.find_judge_format("poj1067")
    check(fmt, io.BytesIO(b"5 8\n"), io.BytesIO(b"1\n"), fast=False)
    peaks = []
    for count in (2_000, 8_000):  # 2 MB and 8 MB of input
        tracemalloc.start()
        verdict = check(fmt, io.BufferedReader(_Pairs(count, False)), io.BufferedReader(_Pairs(count, True)),
                        fast=False)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert verdict.right
    assert peaks[1] < peaks[0] + 100_000 and peaks[1] < 1_000_000


class _AnyWinningBid(judge.JudgeFormat):
    """A format whose statement accepts any one winning first bid of HDU 2149 (or 'none')."""

    name = "any-bid"
    problem = "a test"
    several_answers = True

    def __init__(self):
        self.inner = judge.find_judge_format("hdu2149")

    def solve(self, stream, out):
        for case in self.cases(stream):
            out.write((self.answer(case)[0] + "\n").encode())

    def cases(self, stream):
        return self.inner.cases(stream)

    def answer(self, case):
        return [self.inner.answer(case)[0].split()[0]]

    def accepts(self, case, given):
        return len(given) == 1 and given[0] in self.inner.answer(case)[0].split()

    def why(self, case):
        return self.inner.why(case)


@pytest.mark.parametrize("fast", [True, False])
def test_a_format_with_several_answers_accepts_each_right_one(fast):
    fmt = _AnyWinningBid()
    data = b"3 5\n4 2\n3 2\n"  # winning bids: 3 4 5; 1; none
    for given in (b"3\n1\nnone\n", b"5\n1\nnone\n", b"4\n1\nnone\n"):
        assert check(fmt, io.BytesIO(data), io.BytesIO(given), fast=fast).right
    verdict = check(fmt, io.BytesIO(data), io.BytesIO(b"2\n1\nnone\n"), fast=fast)
    assert not verdict.right and verdict.report.render().startswith("case 1 is wrong")
    verdict = check(fmt, io.BytesIO(data), io.BytesIO(b"4\n1 \nnone\n"), fast=fast)
    assert not verdict.right and "line 2 of the output ends in trailing whitespace" in verdict.report.render()


class _SolverOnly(judge.JudgeFormat):
    """A format that declares only its solver (as another package's might)."""

    name = "solver-only"
    problem = "a test"

    def solve(self, stream, out):
        judge.find_judge_format("poj1067").solve(stream, out)


def test_a_format_without_cases_or_generator_says_so(cli, monkeypatch):
    from grundy.errors import UnsupportedError
    from grundy.judge.generate import generated

    fmt = _SolverOnly()
    assert check(fmt, io.BytesIO(b"1 2\n"), io.BytesIO(b"0\n")).right  # the solver's bytes suffice
    with pytest.raises(UnsupportedError, match="solver-only cannot read its input case by case"):
        check(fmt, io.BytesIO(b"1 2\n"), io.BytesIO(b"1\n"))
    with pytest.raises(UnsupportedError, match="solver-only does not make test data"):
        generated(fmt, 3, 0)


def test_input_piped_on_stdin_is_read_again_for_the_report(tmp_path):
    # A pipe cannot be rewound: the checker copies it, compares, and reads the copy case by case.
    import os
    import subprocess
    import sys
    from pathlib import Path

    import grundy

    env = {**os.environ, "PYTHONPATH": str(Path(grundy.__file__).parents[1])}
    out = tmp_path / "given.out"
    out.write_bytes(b"0\n1\n1\n")
    done = subprocess.run([sys.executable, "-m", "grundy", "judge", "poj1067", "--check", str(out)],
                          input=SAMPLE, capture_output=True, env=env)
    assert done.returncode == 1 and done.stdout.decode().startswith("case 3 is wrong (input line 3: 4 7)")


def test_a_given_line_of_any_bytes_is_quoted_readably_and_shortened(cli, tmp_path):
    r = _check(cli, tmp_path, "poj1067", SAMPLE, b"0\n\xff1\n0\n")
    assert r.status == 1 and "given:    '\\xff1'" in r.out
    r = _check(cli, tmp_path, "poj1067", SAMPLE, b"0\n" + b"7" * 1000 + b"\n0\n")
    assert r.status == 1 and "given:    '" + "7" * 40 + "...'" in r.out
