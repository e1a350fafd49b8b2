"""``grundy verify FILE``: re-check a certificate with the verifier of its kind.

The verifier recomputes what the certificate's theorem needs with its own
plain loop (see :mod:`grundy.certify`), or checks the values file beside the
certificate with a fast check of its own (``--values FILE`` names another),
so a result can be trusted without trusting the code that produced it.  Exit status 0: every certificate holds;
1: some does not (its problems are listed); 2: a file cannot be read.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from ..certify import VERIFIERS
from ..errors import InputError, os_reason
from ..messages import LANGS, Text, catalogue
from .parser import ArgumentParser

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "re-check a certificate (an octal period, a Wythoff row) independently"
SUMMARY_ZH = "独立地重新检验证书（八进制博弈的周期、威佐夫的行）"
MESSAGES = catalogue("cli.verify", {
    "description": ("Re-check certificates written by grundy: each kind's verifier recomputes, with its own "
                    "plain loop, the values its theorem rests on (or, for an octal period, checks the values file "
                    "beside the certificate: each value the mex of its options), and checks their digest and the "
                    "hypothesis.",
                    "重新检验 grundy 写出的证书：各种类的验证程序用自己的朴素循环重新计算定理所依赖的值"
                    "（八进制博弈的周期则检验证书旁的值文件：每个值都是其选项值的 mex），"
                    "并检查其摘要和定理的条件。"),
    "file": ("certificate files (JSON); - reads standard input", "证书文件（JSON）；- 表示从标准输入读取"),
    "values": ("the values file of the certificate (.npy; by default the one it names, beside it)",
               "证书的值文件（.npy；默认为证书所指明、与其同目录的文件）"),
    "values_one": ("--values FILE names the values of one certificate, but {count} are given",
                   "--values FILE 只对应一个证书的值，但给出了 {count} 个证书"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
    "cannot_read": ("cannot read {path}: {reason}", "无法读取 {path}：{reason}"),
    "not_json": ("{path} is not JSON (line {line}: {reason})", "{path} 不是 JSON（第 {line} 行：{reason}）"),
    "not_object": ("{path} is not a certificate (a JSON object)", "{path} 不是证书（应为 JSON 对象）"),
    "no_kind": ("{path} is not a certificate: it has no field 'kind'", "{path} 不是证书：它没有字段 'kind'"),
    "unknown_kind": ("{path}: the kind {kind!r} has no verifier (known: {known})",
                     "{path}：种类 {kind!r} 没有验证程序（已知：{known}）"),
    "no_verifier": ("{path}: the verifier of {kind!r} is not installed with this grundy",
                    "{path}：此版本的 grundy 没有安装 {kind!r} 的验证程序"),
    "holds": ("{path}: holds: {claim}", "{path}：成立：{claim}"),
    "fails": ("{path}: does NOT hold: {problem}", "{path}：不成立：{problem}"),
})


def add_arguments(parser: ArgumentParser) -> None:
    parser.description = parser.text(MESSAGES("description"))
    parser.add_examples(["grundy verify - < kayles.json"])
    parser.add_argument("files", nargs="+", metavar="FILE", help=parser.text(MESSAGES("file")))
    parser.add_argument("--values", default=None, metavar="FILE", help=parser.text(MESSAGES("values")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))


def read_certificate(path: str) -> dict[str, Any]:
    """The JSON object in ``path`` (``-``: standard input); InputError naming the file if it is not one."""
    import sys

    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as exc:
        raise InputError(MESSAGES("cannot_read", path=path, reason=os_reason(exc))) from None
    except UnicodeDecodeError as exc:
        raise InputError(MESSAGES("cannot_read", path=path, reason=str(exc))) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(MESSAGES("not_json", path=path, line=exc.lineno, reason=exc.msg)) from None
    if not isinstance(data, dict):
        raise InputError(MESSAGES("not_object", path=path))
    return data


def check(certificate: dict[str, Any], path: str = "-", values: str | None = None) -> list[Text]:
    """The problems the verifier of the certificate's kind finds (empty: it holds); ``values``: a
    values file to read in place of the one the certificate names."""
    if "kind" not in certificate:
        raise InputError(MESSAGES("no_kind", path=path))
    kind = certificate.get("kind")
    if not isinstance(kind, str) or kind not in VERIFIERS:
        raise InputError(MESSAGES("unknown_kind", path=path, kind=kind, known=", ".join(sorted(VERIFIERS))))
    try:
        verifier = VERIFIERS.load(kind)
    except (ImportError, AttributeError):
        raise InputError(MESSAGES("no_verifier", path=path, kind=kind)) from None
    problems: list[Text] = verifier(certificate, path=path, values_path=values)
    return problems


def run(args: Any) -> int:
    status = 0
    if args.values is not None and len(args.files) != 1:
        raise InputError(MESSAGES("values_one", count=len(args.files)))
    for path in args.files:
        certificate = read_certificate(path)
        problems = check(certificate, path, args.values)
        if problems:
            status = 1
            for problem in problems:
                print(MESSAGES("fails", path=path, problem=problem).render(args.lang))
        else:
            module = importlib.import_module(VERIFIERS[certificate["kind"]].partition(":")[0])
            said = getattr(module, "claim", None)
            claim = said(certificate) if said else Text.literal(str(certificate.get("claim", "")))
            print(MESSAGES("holds", path=path, claim=claim).render(args.lang))
    return status
