"""A judge format as a whole problem package in the Kattis format, which DOMjudge imports.

:func:`write_package` writes, into a directory::

    problem.yaml                 name, source, how the output is validated
    .timelimit                   the time limit in seconds (DOMjudge reads it)
    problem_statement/           problem.en.md and problem.zh.md: the format's summary and sample
    data/sample/1.in, 1.ans      the official sample
    data/secret/NN.in, NN.ans    hard tests first, then random ones growing in size; the
                                 answers are grundy's own
    input_validators/grundy/run  runs ``grundy judge FMT --validate -`` (exit 42 valid, 43 not)
    output_validators/grundy/run where byte-exact comparison is not how the judge compares
                                 (it ignores whitespace at the end): ``grundy judge FMT --kattis``
    submissions/accepted/        the exact C++ and Python programs of ``--solution``
    submissions/wrong_answer/    the typical wrong programs of :mod:`grundy.judge.zoo`, when installed

The validators call ``grundy``, which must be installed where the package is
judged.  The same format, count and seed give the same bytes.

>>> import tempfile
>>> from grundy.judge import find_judge_format
>>> with tempfile.TemporaryDirectory() as d:
...     written = write_package(find_judge_format("hdu1846"), d, tests=2)
...     sorted(p.relative_to(d).as_posix() for p in written if "secret" in p.parts)
['data/secret/01.ans', 'data/secret/01.in', 'data/secret/02.ans', 'data/secret/02.in']
"""

from __future__ import annotations

import importlib
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import InputError, os_reason
from ..messages import LANGS, Text, catalogue
from .format import JudgeFormat

__all__ = ["CASES", "TESTS", "TIME_LIMIT", "custom_output", "secret_tests", "write_package"]

MESSAGES = catalogue("judge.package", {
    "statement": ("# {problem}\n\n{summary}\n\nThe input and output follow the original problem ({problem}); "
                  "the tests and their answers were made by grundy (`grundy judge {name} --package`).\n\n"
                  "## Sample input\n\n```\n{sample_input}```\n\n## Sample output\n\n```\n{sample_output}```\n",
                  "# {problem}\n\n{summary}\n\n输入输出格式与原题（{problem}）相同；测试数据及答案由 grundy 生成"
                  "（`grundy judge {name} --package`）。\n\n## 样例输入\n\n```\n{sample_input}```\n\n"
                  "## 样例输出\n\n```\n{sample_output}```\n"),
    "no_tests": ("a package holds at least one secret test, not {tests}", "题目包至少要有一组隐藏测试数据，而不是 {tests} 组"),
    "not_a_directory": ("{path} exists and is not a directory", "{path} 已存在，而且不是目录"),
    "not_empty": ("{path} is not empty: give a new or an empty directory", "{path} 不是空目录：请给出新的或空的目录"),
    "cannot_write": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
})

#: The secret tests a package holds unless told otherwise.
TESTS = 10
#: The most cases one secret test holds (fewer where the format allows fewer).
CASES = 20
#: The time limit the package sets, in seconds: the C++ limit these judges give
#: such problems (each judge's own is on its statement page).
TIME_LIMIT = 1

#: What each language's submission file ends with.
SUFFIXES = {"cpp": ".cpp", "python": ".py"}

INPUT_VALIDATOR = """#!/bin/sh
# Kattis input validator: the test input on stdin; exit 42 if it satisfies the statement's
# format and bounds, 43 (with the offending line on stderr) otherwise.
if grundy judge {name} --validate -; then exit 42; else exit 43; fi
"""

OUTPUT_VALIDATOR = """#!/bin/sh
# Kattis output validator: called as 'run INPUT ANSWER FEEDBACK_DIR < OUTPUT'; grundy compares
# as {problem}'s judge does and exits 42 (accepted) or 43 (wrong answer, judgemessage.txt says why).
exec grundy judge {name} --kattis "$1" "$2" "$3"
"""


def custom_output(fmt: JudgeFormat) -> bool:
    """True where byte-exact comparison is not how the judge compares (then grundy's validator judges)."""
    return fmt.loose_end or fmt.trims_lines or fmt.several_answers


def secret_tests(fmt: JudgeFormat, tests: int) -> Iterator[tuple[int, bool]]:
    """The case count and hardness of each secret test: hard ones first, then random ones growing.

    >>> from grundy.judge import find_judge_format
    >>> list(secret_tests(find_judge_format("poj1067"), 5))
    [(20, True), (20, True), (1, False), (10, False), (20, False)]
    >>> list(secret_tests(find_judge_format("p2252"), 3))
    [(1, True), (1, False), (1, False)]
    """
    most = min(CASES, fmt.max_cases) if fmt.max_cases is not None else CASES
    hard = max(1, tests // 2)
    for i in range(tests):
        yield (most, True) if i < hard else (min(most, 10 ** (i - hard)), False)


def write_package(fmt: JudgeFormat, directory: str | os.PathLike[str], tests: int | None = None,
                  seed: int = 0) -> list[Path]:
    """Write the problem package of ``fmt`` into ``directory`` (new or empty); the paths written.

    ``tests`` secret tests (default :data:`TESTS`), made from ``seed``, ``seed + 1``, ...
    """
    from .generate import write_answers, write_input
    from .solutions import LANGUAGES, source

    tests = TESTS if tests is None else tests
    if tests < 1:
        raise InputError(MESSAGES("no_tests", tests=tests))
    root = _empty_directory(Path(directory))
    written: list[Path] = []

    def put(relative: str, data: bytes | str, executable: bool = False) -> None:
        path = root / relative
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
            if executable:
                path.chmod(0o755)
        except OSError as exc:
            raise InputError(MESSAGES("cannot_write", path=path, reason=os_reason(exc))) from None
        written.append(path)

    put("problem.yaml", _problem_yaml(fmt))
    put(".timelimit", f"{TIME_LIMIT}\n")
    for lang in LANGS:
        put(f"problem_statement/problem.{lang}.md", _statement(fmt).render(lang))
    put("data/sample/1.in", fmt.sample_input)
    put("data/sample/1.ans", fmt.sample_output)
    width = max(2, len(str(tests)))
    for i, (count, hard) in enumerate(secret_tests(fmt, tests)):
        data, answers = io.BytesIO(), io.BytesIO()
        write_input(fmt, count, seed + i, hard, data)
        write_answers(fmt, count, seed + i, hard, answers)
        put(f"data/secret/{i + 1:0{width}d}.in", data.getvalue())
        put(f"data/secret/{i + 1:0{width}d}.ans", answers.getvalue())
    put("input_validators/grundy/run", INPUT_VALIDATOR.format(name=fmt.name), executable=True)
    if custom_output(fmt):
        put("output_validators/grundy/run", OUTPUT_VALIDATOR.format(name=fmt.name, problem=fmt.problem),
            executable=True)
    for language in LANGUAGES:
        put(f"submissions/accepted/solution{SUFFIXES[language]}", source(fmt.name, language))
    for program in _wrong_programs(fmt.name):
        suffix = SUFFIXES.get(program.language, f".{program.language}")
        put(f"submissions/wrong_answer/{program.name}{suffix}", program.source)
    return written


def _empty_directory(root: Path) -> Path:
    if root.exists() and not root.is_dir():
        raise InputError(MESSAGES("not_a_directory", path=root))
    if root.is_dir() and any(root.iterdir()):
        raise InputError(MESSAGES("not_empty", path=root))
    return root


def _problem_yaml(fmt: JudgeFormat) -> str:
    # The legacy Kattis keys, which DOMjudge reads; strings quoted as YAML double-quoted scalars.
    lines = [
        "# Written by grundy (grundy judge %s --package)." % fmt.name,
        f"name: {_quoted(fmt.problem)}",
        f"source: {_quoted(fmt.problem)}",
        "license: unknown",
    ]
    if custom_output(fmt):
        lines.append("validation: custom")
    else:
        lines += ["validation: default", "validator_flags: case_sensitive space_change_sensitive"]
    return "\n".join(lines) + "\n"


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _statement(fmt: JudgeFormat) -> Text:
    return MESSAGES("statement", problem=fmt.problem, name=fmt.name, summary=fmt.summary,
                    sample_input=fmt.sample_input.decode("utf-8"), sample_output=fmt.sample_output.decode("utf-8"))


def _wrong_programs(name: str) -> list[Any]:
    # The typical wrong programs of the format, from grundy.judge.zoo where it is installed.
    try:
        zoo = importlib.import_module("grundy.judge.zoo")
    except ModuleNotFoundError:
        return []
    programs: list[Any] = zoo.programs(name)
    return programs
