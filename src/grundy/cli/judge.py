"""``grundy judge FORMAT [FILE|-]``: answer judge input in the judge's output format."""

from __future__ import annotations

import io
import sys
from contextlib import ExitStack
from typing import Any, BinaryIO, cast

from ..errors import InputError, os_reason
from ..judge import available_formats, find_format, find_judge_format, iter_judge_formats
from ..judge.reading import is_terminal
from ..judge.solutions import LANGUAGES
from ..messages import LANGS, Text, catalogue
from .parser import ArgumentParser, complete_with

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "answer judge input (POJ 1067, HDU 2177, ...) in the judge's format, check outputs, make test data"
SUMMARY_ZH = "按评测题的格式回答输入（POJ 1067、HDU 2177 等），检查输出，生成测试数据"
MESSAGES = catalogue("cli.judge", {
    "description": ("Read a judge problem's input and write its output.\n\nformats:\n",
                    "读入评测题的输入，按它的格式输出答案。\n\n格式：\n"),
    "note": ("Bad input: the answers before it are written, then a one-line error naming\n"
             "the line and the token, exit status 2.",
             "输入有误时，先写出它之前的全部答案，再输出一行出错信息，\n"
             "指明出错的行和内容，退出状态为 2。"),
    "format": ("judge format (see the list above)", "评测格式，见上面的列表"),
    "file": ("input file; - or nothing reads stdin", "输入文件；- 或不写则读标准输入"),
    "lang": ("language of error messages", "出错信息的语言（zh 为中文）"),
    "cannot_read": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "cannot_write": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
    "check": ("check a contestant's output file against the exact answers (exit 0 right, 1 wrong, 2 bad input)",
              "把选手的输出文件与精确答案逐组比较（正确退出 0，错误 1，输入有误 2）"),
    "generate": ("write a valid input of N cases within the problem's bounds", "写出 N 组符合题目范围的合法输入"),
    "seed": ("seed of the generated input (the same seed gives the same bytes; default 0)",
             "生成输入的随机种子（种子相同则字节相同；默认 0）"),
    "hard": ("mix in the cases that break the usual wrong solutions", "混入能让常见错误解法出错的数据"),
    "answers": ("also write the expected output of the generated input to FILE", "同时把生成输入的标准答案写入 FILE"),
    "solution": ("print an exact solution of the problem and exit; LANG is 'cpp' (C++) or 'python'",
                 "输出这道题的精确题解后退出；LANG 为 'cpp'（C++）或 'python'"),
    "package": ("write a Kattis-format problem package (DOMjudge imports it) into DIR: statement data, "
                "tests with answers, validators, accepted and wrong submissions",
                "把 Kattis 格式的题目包（DOMjudge 可导入）写入 DIR：样例、带答案的测试数据、校验器、正确和错误的提交"),
    "alone": ("{flag} reads no input file and goes with no --check or --generate",
              "{flag} 不读输入文件，也不能与 --check 或 --generate 一起使用"),
    "out": ("write test files 'NN.in' and 'NN.ans' in DIR: N of them, one case each, for a problem of one case per "
            "input (hard inputs first with --hard); else one file of N cases",
            "把测试文件 'NN.in' 和 'NN.ans' 写入目录 DIR：每个输入只有一组数据的题写 N 个文件（有 --hard 时难数据在前），"
            "其他题写一个含 N 组数据的文件"),
    "wrote_one": ("wrote {path} and its answers ('.ans')", "已写出 {path} 及其答案（'.ans'）"),
    "wrote": ("wrote {count:,} test files in {path} ({first} to {last}, each with its answers, '.ans')",
              "已在 {path} 中写出 {count:,} 个测试文件（{first} 到 {last}，各带答案文件 '.ans'）"),
    "in_file": ("{path}: {error}", "{path}：{error}"),
    "both_stdin": ("the output and the input cannot both be read from stdin", "输出和输入不能都从标准输入读"),
    "needs_generate": ("{flag} goes with --generate", "{flag} 只能与 --generate 一起使用"),
    "with_generate": ("--generate reads no input file", "--generate 不读输入文件"),
    "generate_check": ("--generate writes inputs and --check checks answers to an input: give one of them",
                       "--generate 写出输入，--check 检查对一份输入的答案：二者只能选一个"),
    "stdin": ("stdin", "标准输入"),
    "out_answers": ("--out writes each test's answers beside it ('NN.ans'): --answers is not needed",
                    "--out 会在每个测试旁写出答案（'NN.ans'），不需要 --answers"),
    "also": (" (also {names})", "（又名 {names}）"),
})


def _also(parser: ArgumentParser, aliases: tuple[str, ...]) -> str:
    # The other names a format is found by, after its own.
    return parser.text(MESSAGES("also", names=", ".join(aliases))) if aliases else ""


def add_arguments(parser: ArgumentParser) -> None:
    parser.describe_later(lambda: parser.text(MESSAGES("description")) + "\n".join(
        f"  {f.name}{_also(parser, f.aliases)}: {parser.text(f.summary)}" for f in iter_judge_formats()))
    parser.add_examples(
        ["grundy judge poj1067 < input.txt",
         "printf '1 2\\n5 8\\n0 0\\n' | grundy judge hdu2177",
         "grundy judge lanqiao-cards input.txt > output.txt",
         "grundy judge hdu1846 --generate 3 --seed 0 --answers expected.out",
         "printf '3\\n989 7\\n856 7\\n914 489\\n' | grundy judge hdu1846 --check expected.out",
         "grundy judge poj1067 --generate 100000 --hard --answers expected.out > input.txt",
         "grundy judge poj1067 --solution cpp > poj1067.cpp",
         "grundy judge hdu1907 --package hdu1907/"],
        MESSAGES("note"),
    )
    complete_with(parser.add_argument("format", help=parser.text(MESSAGES("format"))), available_formats)
    parser.add_argument("file", nargs="?", default="-", help=parser.text(MESSAGES("file")))
    parser.add_argument("--check", metavar="OUTPUT", help=parser.text(MESSAGES("check")))
    parser.add_argument("--generate", metavar="N", type=int, help=parser.text(MESSAGES("generate")))
    parser.add_argument("--seed", type=int, default=None, help=parser.text(MESSAGES("seed")))
    parser.add_argument("--hard", action="store_true", help=parser.text(MESSAGES("hard")))
    parser.add_argument("--answers", metavar="FILE", help=parser.text(MESSAGES("answers")))
    # What a problem setter takes away: a solution program, a whole problem package.
    parser.add_argument("--solution", metavar="LANG", choices=LANGUAGES, help=parser.text(MESSAGES("solution")))
    parser.add_argument("--package", metavar="DIR", help=parser.text(MESSAGES("package")))
    parser.add_argument("--out", metavar="DIR", help=parser.text(MESSAGES("out")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))
    add_tool_arguments(parser)


# ---------------------------------------------------------------- the setter's and the judge's tools
TOOL_MESSAGES = catalogue("cli.judge.tools", {
    "testlib": ("run as a testlib checker: 'INPUT OUTPUT ANSWER [RESULT]'; exit 0 ok, 1 wrong answer, 2 wrong output "
                "format, 3 fail; the verdict line on stderr",
                "作为 'testlib' 检查器运行：'INPUT OUTPUT ANSWER [RESULT]'；退出 0 正确，1 答案错误，2 输出格式错误，"
                "3 失败；结论一行写到标准错误"),
    "kattis": ("run as a Kattis / DOMjudge output validator: 'INPUT ANSWER FEEDBACK_DIR [flags] < OUTPUT'; exit 42 "
               "accepted, 43 wrong answer; 'FEEDBACK_DIR/judgemessage.txt' says why",
               "作为 'Kattis' / 'DOMjudge' 输出校验器运行：'INPUT ANSWER FEEDBACK_DIR [flags] < OUTPUT'；退出 42 通过，"
               "43 答案错误；'FEEDBACK_DIR/judgemessage.txt' 写明原因"),
    "validate": ("check that INPUT keeps the statement's format and bounds (exit 0 valid, 1 with the line and the "
                 "rule it breaks)", "检查 INPUT 是否符合题目的格式与范围（合法退出 0；不合法退出 1，指出行号和违反的规则）"),
    "stress": ("stress-test the shell command CMD (it reads the input on stdin): hard cases, then random ones "
               "growing; the first failing input is shrunk and shown (exit 1), exit 0 when all pass",
               "对命令 CMD（从标准输入读入）做对拍：先难数据，再逐渐变大的随机数据；第一个出错的输入会被缩小并显示"
               "（退出 1），全部通过退出 0"),
    "tests": ("number of --stress tests (default 200)", "--stress 的测试个数（默认 200）"),
    "time_limit": ("--stress: seconds one run may take (default 2)", "--stress：每次运行的时间限制，单位秒（默认 2）"),
    "save": ("--stress: write the shrunk failing input to FILE", "--stress：把缩小后的出错输入写入 FILE"),
    "arguments": ("{flag} takes {want}, not {got} arguments", "{flag} 需要 {want}，而不是 {got} 个参数"),
    "testlib_args": ("'INPUT OUTPUT ANSWER [RESULT]'", "'INPUT OUTPUT ANSWER [RESULT]'"),
    "kattis_args": ("'INPUT ANSWER FEEDBACK_DIR [flags]'", "'INPUT ANSWER FEEDBACK_DIR [flags]'"),
    "alone": ("{flag} goes with no other mode ({other})", "{flag} 不能与其他模式（{other}）一起使用"),
    "needs_stress": ("{flag} goes with --stress", "{flag} 只能与 --stress 一起使用"),
    "no_feedback_dir": ("the feedback directory {path} is not a directory", "反馈目录 {path} 不是目录"),
    "unreadable": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "positive": ("{flag} is positive, not {value}", "{flag} 应为正数，而不是 {value}"),
    "passed": ("all {tests:,} {tests:~test|tests} passed ({name}, seed {seed})", "全部 {tests:,} 个测试通过（{name}，种子 {seed}）"),
    "failed": ("test {test:,} of {tests:,} fails: {kind}; shrunk from {before:,} to {after:,} {after:~byte|bytes} "
               "({runs:,} runs). The input:", "第 {test:,} 个测试（共 {tests:,} 个）出错：{kind}；输入从 {before:,} 字节"
               "缩小到 {after:,} 字节（运行 {runs:,} 次）。输入："),
    "expected": ("expected output:", "标准输出："),
    "given": ("given output:", "程序输出："),
    "why": ("what the checker says:", "检查结果："),
    "wrong": ("wrong answer", "答案错误"), "tle": ("time limit exceeded", "超出时间限制"),
    "re": ("runtime error", "运行错误"),
    "saved": ("saved in {path}", "已保存到 {path}"),
    "stopped_shrinking": ("stopped while shrinking: the smallest failing input found so far",
                          "在缩小时停止：下面是目前找到的最小出错输入"),
})


def add_tool_arguments(parser: ArgumentParser) -> None:
    """The options of the checkers judges call, the validator and the stress tester."""
    parser.add_argument("--testlib", nargs="+", metavar="FILE", help=parser.text(TOOL_MESSAGES("testlib")))
    parser.add_argument("--kattis", nargs="+", metavar="ARG", help=parser.text(TOOL_MESSAGES("kattis")))
    parser.add_argument("--validate", metavar="INPUT", help=parser.text(TOOL_MESSAGES("validate")))
    parser.add_argument("--stress", metavar="CMD", help=parser.text(TOOL_MESSAGES("stress")))
    parser.add_argument("--tests", metavar="N", type=int, help=parser.text(TOOL_MESSAGES("tests")))
    parser.add_argument("--time-limit", metavar="SECONDS", type=float, help=parser.text(TOOL_MESSAGES("time_limit")))
    parser.add_argument("--save", metavar="FILE", help=parser.text(TOOL_MESSAGES("save")))


def _tool(args: Any) -> str | None:
    # The tool mode asked for, after checking that nothing conflicts with it.
    modes = [flag for flag, value in (("--testlib", args.testlib), ("--kattis", args.kattis),
                                      ("--validate", args.validate), ("--stress", args.stress)) if value is not None]
    if not args.stress:
        tests = None if args.package is not None else args.tests  # a package's number of tests
        for flag, value in (("--tests", tests), ("--time-limit", args.time_limit), ("--save", args.save)):
            if value is not None:
                raise InputError(TOOL_MESSAGES("needs_stress", flag=flag))
    if not modes:
        return None
    others = [flag for flag, value in (("--check", args.check), ("--generate", args.generate), ("--out", args.out),
                                       ("--answers", args.answers), ("--hard", args.hard or None),
                                       ("--solution", args.solution), ("--package", args.package))
              if value is not None] + modes[1:] + (["FILE"] if args.file != "-" else [])
    if args.seed is not None and modes[0] != "--stress":
        others.append("--seed")
    if others:
        raise InputError(TOOL_MESSAGES("alone", flag=modes[0], other=", ".join(others)))
    return modes[0]


def _run_tool(mode: str, args: Any) -> int:
    fmt = find_judge_format(args.format)
    if mode == "--validate":
        return _validate(fmt, args)
    if mode == "--stress":
        return _stress(fmt, args)
    if mode == "--testlib":
        return _testlib(fmt, args)
    return _kattis(fmt, args)


def _arguments(flag: str, given: list[str], least: int, most: int, want: Text) -> None:
    if not least <= len(given) <= most:
        raise InputError(TOOL_MESSAGES("arguments", flag=flag, want=want, got=len(given)))


def _read(path: str) -> bytes:
    # A file's bytes, or stdin's for '-'.
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as handle:
        return handle.read()


def _testlib(fmt: Any, args: Any) -> int:
    from ..judge.protocols import TESTLIB_FAIL, TESTLIB_WORDS, as_testlib

    _arguments("--testlib", args.testlib, 3, 4, TOOL_MESSAGES("testlib_args"))
    line: Text | str
    try:
        data, output, answer = (_read(path) for path in args.testlib[:3])
    except OSError as exc:
        status, line = TESTLIB_FAIL, TOOL_MESSAGES("unreadable", path=exc.filename, reason=os_reason(exc))
    else:
        status, line = as_testlib(fmt, io.BytesIO(data), io.BytesIO(output), io.BytesIO(answer))
    said = line.render(args.lang) if isinstance(line, Text) else line
    text = f"{TESTLIB_WORDS[status]} {said}".rstrip()
    print(text, file=sys.stderr)
    if len(args.testlib) == 4:
        with open(args.testlib[3], "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    return status


def _kattis(fmt: Any, args: Any) -> int:
    import os

    from ..judge.protocols import KATTIS_JUDGE_ERROR, as_kattis

    _arguments("--kattis", args.kattis, 3, 99, TOOL_MESSAGES("kattis_args"))
    data_path, answer_path, feedback = args.kattis[:3]
    if not os.path.isdir(feedback):
        raise InputError(TOOL_MESSAGES("no_feedback_dir", path=feedback))
    try:
        data, answer, output = _read(data_path), _read(answer_path), _read("-")
    except OSError as exc:
        reason = TOOL_MESSAGES("unreadable", path=exc.filename, reason=os_reason(exc)).render(args.lang)
        with open(os.path.join(feedback, "judgemessage.txt"), "w", encoding="utf-8") as handle:
            handle.write(reason + "\n")
        print(reason, file=sys.stderr)
        return KATTIS_JUDGE_ERROR
    status, message = as_kattis(fmt, io.BytesIO(data), io.BytesIO(answer), io.BytesIO(output), feedback, args.lang)
    if status == KATTIS_JUDGE_ERROR:
        print(message.render(args.lang), file=sys.stderr)
    return status


def _stress(fmt: Any, args: Any) -> int:
    from ..judge.stress import shrink, stress
    from ..judge.stress import failure as fails_on

    tests = 200 if args.tests is None else args.tests
    limit = 2.0 if args.time_limit is None else args.time_limit
    seed = 0 if args.seed is None else args.seed
    for flag, value in (("--tests", tests), ("--time-limit", limit)):
        if value <= 0:
            raise InputError(TOOL_MESSAGES("positive", flag=flag, value=value))
    def say(text: Text) -> None:
        sys.stdout.write(text.render(args.lang) + "\n")

    from ..progress import reporting

    with reporting(f"stress {fmt.name}") as report:
        done, found = stress(fmt, args.stress, tests, seed, limit, report)
    if found is None:
        say(TOOL_MESSAGES("passed", tests=done, name=fmt.name, seed=seed))
        return 0
    shrunk = shrink(fmt, found, lambda data: fails_on(fmt, args.stress, data, limit))
    _show_failure(fmt, args, say, done, tests, found, shrunk)
    return 1


def _show_failure(fmt: Any, args: Any, say: Any, done: int, tests: int, first: Any, shrunk: Any) -> None:
    out = sys.stdout
    found = shrunk.failure
    expected = io.BytesIO()
    fmt.solve(io.BytesIO(found.input), expected)
    if shrunk.interrupted:
        say(TOOL_MESSAGES("stopped_shrinking"))
    kinds = {"wrong": TOOL_MESSAGES("wrong"), "tle": TOOL_MESSAGES("tle"), "re": TOOL_MESSAGES("re")}
    say(TOOL_MESSAGES("failed", test=done, tests=tests, kind=kinds[found.kind], before=len(first.input),
                      after=len(found.input), runs=shrunk.runs))
    for title, data in ((None, found.input), (TOOL_MESSAGES("expected"), expected.getvalue()),
                        (TOOL_MESSAGES("given"), found.outcome.output)):
        if title is not None:
            say(title)
        text = data.decode("utf-8", "replace")
        out.write(text if len(text) <= 4000 else text[:4000] + "...\n")
        if text and not text.endswith("\n"):
            out.write("\n")
    say(TOOL_MESSAGES("why"))
    out.write(found.reason.render(args.lang) + "\n")
    if args.save is not None:
        try:
            with open(args.save, "wb") as handle:
                handle.write(found.input)
        except OSError as exc:
            raise InputError(MESSAGES("cannot_write", path=args.save, reason=os_reason(exc))) from None
        say(TOOL_MESSAGES("saved", path=args.save))


def _validate(fmt: Any, args: Any) -> int:
    from ..judge.validate import ValidationError, valid_message, validate

    try:
        data = _read(args.validate)
    except OSError as exc:
        raise InputError(MESSAGES("cannot_read", path=args.validate, reason=os_reason(exc))) from None
    try:
        validate(fmt.name, data)
    except ValidationError as exc:
        print(MESSAGES("in_file", path=args.validate, error=exc.message).render(args.lang))
        return 1
    print(valid_message(fmt.name, data).render(args.lang))
    return 0


def run(args: Any) -> int:
    for flag, value in (("--solution", args.solution), ("--package", args.package)):
        if value is not None and (args.file != "-" or args.check is not None or args.generate is not None):
            raise InputError(MESSAGES("alone", flag=flag))
    mode = _tool(args)
    if mode is not None:
        return _run_tool(mode, args)
    if args.generate is None:
        seed = None if args.package is not None else args.seed  # a package's tests are made from --seed
        for flag, value in (("--seed", seed), ("--hard", args.hard or None), ("--answers", args.answers),
                            ("--out", args.out)):
            if value is not None:
                raise InputError(MESSAGES("needs_generate", flag=flag))
    if args.solution is not None:
        return _solution(args)
    if args.package is not None:
        return _package(args)
    if args.generate is not None:
        if args.check is not None:
            raise InputError(MESSAGES("generate_check"))
        if args.file != "-":
            raise InputError(MESSAGES("with_generate"))
        return _generate(args)
    if args.check is not None:
        return _check(args)
    solve = find_format(args.format)
    typed = args.file == "-" and is_terminal(sys.stdin)
    out = _answer_at_once(sys.stdout.buffer) if typed else _buffered_stdout()
    try:
        if args.file == "-":
            solve(sys.stdin.buffer, out)
        else:
            with _open(args.file) as handle:
                solve(handle, out)
    finally:
        out.flush()
    return 0


def _solution(args: Any) -> int:
    from ..judge.solutions import source

    sys.stdout.write(source(args.format, args.solution))
    sys.stdout.flush()
    return 0


def _package(args: Any) -> int:
    from ..judge.package import write_package

    fmt = find_judge_format(args.format)
    tests = getattr(args, "tests", None)  # --tests, shared with --stress
    write_package(fmt, args.package, tests=tests, seed=0 if args.seed is None else args.seed)
    return 0


def _open(path: str) -> BinaryIO:
    try:
        return open(path, "rb")
    except OSError as exc:
        raise InputError(MESSAGES("cannot_read", path=path, reason=os_reason(exc))) from None


def _check(args: Any) -> int:
    from ..judge.check import OutputError, check, rewindable

    fmt = find_judge_format(args.format)
    if args.check == "-" and args.file == "-":
        raise InputError(MESSAGES("both_stdin"))
    names = {"-": MESSAGES("stdin")}
    with ExitStack() as files:
        streams = []
        for path in (args.file, args.check):
            stream = sys.stdin.buffer if path == "-" else files.enter_context(_open(path))
            copy = rewindable(stream)
            streams.append(files.enter_context(copy) if copy is not stream else stream)
        try:
            verdict = check(fmt, streams[0], streams[1])
        except OutputError as exc:
            raise InputError(MESSAGES("in_file", path=names.get(args.check, args.check), error=exc.message)) from None
        except InputError as exc:
            raise InputError(MESSAGES("in_file", path=names.get(args.file, args.file), error=exc.message)) from None
    out = sys.stdout
    out.write(verdict.report.render(args.lang) + "\n")
    out.flush()
    return 0 if verdict.right else 1


def _generate(args: Any) -> int:
    from ..judge.generate import write_answers, write_input

    fmt = find_judge_format(args.format)
    seed = 0 if args.seed is None else args.seed
    if args.out is not None:
        return _write_tests(fmt, args, seed)
    out = _buffered_stdout()
    try:
        write_input(fmt, args.generate, seed, args.hard, out)
    finally:
        out.flush()
    if args.answers is not None:
        try:
            handle = open(args.answers, "wb")
        except OSError as exc:
            raise InputError(MESSAGES("cannot_write", path=args.answers, reason=os_reason(exc))) from None
        with handle:
            write_answers(fmt, args.generate, seed, args.hard, cast(BinaryIO, handle))
    return 0


def _write_tests(fmt: Any, args: Any, seed: int) -> int:
    import os

    from ..judge.generate import write_tests

    if args.answers is not None:
        raise InputError(MESSAGES("out_answers"))
    try:
        paths = write_tests(fmt, args.generate, seed, args.hard, args.out)
    except OSError as exc:
        raise InputError(MESSAGES("cannot_write", path=args.out, reason=os_reason(exc))) from None
    if len(paths) == 1:
        sys.stdout.write(MESSAGES("wrote_one", path=paths[0]).render(args.lang) + "\n")
    elif paths:
        sys.stdout.write(MESSAGES("wrote", count=len(paths), path=args.out, first=os.path.basename(paths[0]),
                                  last=os.path.basename(paths[-1])).render(args.lang) + "\n")
    return 0


def _buffered_stdout() -> BinaryIO:
    """Standard output as a buffered binary stream.

    With PYTHONUNBUFFERED=1 or ``python -u`` (common in containers)
    ``sys.stdout.buffer`` is the raw file, and the formats that write case by
    case would make one system call per case.
    """
    out: Any = sys.stdout.buffer
    if isinstance(out, io.BufferedIOBase):
        return cast(BinaryIO, out)
    sys.stdout.flush()
    return cast(BinaryIO, _Unowned(out, 1 << 16))


class _AnswerAtOnce:
    """Standard output for input typed on a terminal: every answer is shown
    as soon as its case has been read, not when the input ends."""

    def __init__(self, out: BinaryIO) -> None:
        self._out = out

    def write(self, data: bytes) -> int:
        written = self._out.write(data)
        self._out.flush()
        return written

    def flush(self) -> None:
        self._out.flush()


def _answer_at_once(out: BinaryIO) -> BinaryIO:
    return cast(BinaryIO, _AnswerAtOnce(out))


class _Unowned(io.BufferedWriter):
    """A buffer over a stream that it does not own: closing it only flushes it."""

    def close(self) -> None:
        try:
            self.flush()
        except (OSError, ValueError):
            pass  # reported already, when the judge flushed
