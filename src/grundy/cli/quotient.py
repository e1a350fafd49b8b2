"""``grundy quotient CODE``: the misère quotient of an octal game, its presentation and table.

``--to N`` bounds the heaps taken in (the computation stops earlier once the
quotient is proved for every heap size), ``--json`` gives the fields
``order``, ``p_portion``, ``pretending``, ``generators``, ``relations`` and
``proved``, ``--certificate FILE`` writes what ``grundy verify`` re-checks,
and ``--survey CODES`` one row per code (``--resume FILE`` goes on with a survey,
``--workers K`` or ``--scheduler ADDRESS`` runs it on a Dask cluster, as
``grundy octal --survey`` does).  Progress goes to stderr on a terminal;
Ctrl-C keeps what was computed and exits with 130.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from ..errors import InputError
from ..messages import LANGS, catalogue
from ..validation import parse_count, quoted
from .parser import ArgumentParser

__all__ = ["SUMMARY", "SUMMARY_ZH", "add_arguments", "run"]

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "the misère quotient of an octal game (Plambeck-Siegel): presentation, P-portion, table"
SUMMARY_ZH = "八进制博弈的反常商：表示、P 部分、乘法表"

MESSAGES = catalogue("cli.quotient", {
    "code": ("the octal code, e.g. 0.77 (Kayles)", "八进制代码，例如 0.77（凯尔斯保龄球）"),
    "to": ("take in heaps up to N (default {default}; it stops earlier once the quotient is proved)",
           "计入大小不超过 N 的堆（默认 {default}；商一旦得证便提前停止）"),
    "survey": ("survey these codes: a list, or patterns where ? is any digit (e.g. '0.??')",
               "调查这些代码：一个列表，或用 ? 表示任一数字的模式（例如 '0.??'）"),
    "output": ("write the survey's rows (.csv or .json) as they finish", "把调查结果逐行写出（'.csv' 或 '.json'）"),
    "resume": ("go on with the survey in FILE (.csv or .json), skipping the codes it has",
               "接着 FILE（'.csv' 或 '.json'）中的调查做下去，跳过其中已有的代码"),
    "certificate": ("write a certificate of the quotient (check it with 'grundy verify FILE')",
                    "写出商的证书（用 'grundy verify FILE' 检验）"),
    "json": ("print the answer as JSON", "以 JSON 格式输出"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
    "bound": ("--to", "--to"),
    "too_far": ("--to {n}: the largest bound accepted is {limit:,}", "--to {n}：可接受的最大上界是 {limit:,}"),
    "needs_code": ("give an octal code (e.g. grundy quotient 0.77) or --survey CODES",
                   "请给出八进制代码（例如 grundy quotient 0.77）或 --survey CODES"),
    "progress": ("misère quotient of {code}", "{code} 的反常商"),
    "head": ("Misère quotient of {code}: order {order}, heaps up to {bound}", "{code} 的反常商：阶为 {order}，堆的大小不超过 {bound}"),
    "proved": ("proved for every heap size: the pretending function has period {p} from heap {n0} "
               "(misère periodicity theorem, see grundy.games.quotient.periodic)",
               "已对所有堆的大小证明：伪装函数从堆 {n0} 起以 {p} 为周期（反常商的周期性定理）"),
    "not_proved": ("not proved for larger heaps (raise --to)", "对更大的堆未证明（请增大 --to）"),
    "not_proved_stopped": ("not proved for larger heaps", "对更大的堆未证明"),
    "failure": ("stopped at heap {n}: {reason}", "在堆 {n} 处停止：{reason}"),
    "generators": ("generators", "生成元"),
    "heap_of": ("heap {n}", "堆 {n}"),
    "relations": ("relations", "关系"),
    "p_portion": ("P-portion", "P 部分"),
    "pretending": ("pretending function (heap n: element)", "伪装函数（堆 n：元素）"),
    "table": ("multiplication table (* marks the P-portion)", "乘法表（* 标出 P 部分）"),
    "no_table": ("the table has {order} {order:~row|rows}: --json gives it", "乘法表有 {order} 行：用 --json 查看"),
    "orders": ("order at each heap bound (n:order where it changes)", "各堆上界处的阶（阶变化处，写作 n:阶）"),
    "interrupted": ("interrupted: the quotient of heaps up to {bound} is kept", "已中断：保留堆的大小不超过 {bound} 时的商"),
    "survey_interrupted": ("interrupted: {done} of {total} {total:~code|codes} surveyed (give -o FILE to keep rows)",
                           "已中断：已调查 {total} 个代码中的 {done} 个（用 -o FILE 保存结果）"),
    "survey_resume": ("interrupted: {done} of {total} {total:~code|codes} surveyed; 'grundy quotient --survey ... "
                      "--resume {path}' goes on", "已中断：已调查 {total} 个代码中的 {done} 个；用 'grundy quotient "
                      "--survey ... --resume {path}' 继续"),
    "wrote": ("wrote {path}", "已写出 {path}"),
    "columns": ("code|heaps|order|proved|orders", "代码|堆数|阶|已证明|各上界的阶"),
    "yes": ("yes", "是"),
    "no": ("no", "否"),
})

#: The largest table printed on screen.
SHOWN_TABLE = 24


def add_arguments(parser: ArgumentParser) -> None:
    from ..games.quotient import DEFAULT_BOUND

    say = parser.text
    parser.add_examples(["grundy quotient 0.75", "grundy quotient 0.77 --to 30 --json",
                         "grundy quotient --survey '0.1?' --to 8 -o survey.csv"])
    parser.add_argument("code", nargs="?", default=None, metavar="CODE", help=say(MESSAGES("code")))
    parser.add_argument("--to", default=None, metavar="N", help=say(MESSAGES("to", default=DEFAULT_BOUND)))
    parser.add_argument("--survey", default=None, metavar="CODES", help=say(MESSAGES("survey")))
    parser.add_argument("-o", "--output", default=None, metavar="FILE", help=say(MESSAGES("output")))
    parser.add_argument("--resume", default=None, metavar="FILE", help=say(MESSAGES("resume")))
    from .octal_cluster import MESSAGES as CLUSTER

    parser.add_argument("--workers", default=None, metavar="K", help=say(CLUSTER("workers")))
    parser.add_argument("--scheduler", default=None, metavar="ADDRESS", help=say(CLUSTER("scheduler")))
    parser.add_argument("--certificate", default=None, metavar="FILE", help=say(MESSAGES("certificate")))
    parser.add_argument("--json", action="store_true", help=say(MESSAGES("json")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))


def _bound(ns: Any) -> int:
    from ..games.quotient import DEFAULT_BOUND, MAX_BOUND

    if ns.to is None:
        return DEFAULT_BOUND
    n = parse_count(ns.to, MESSAGES("bound"))
    if n > MAX_BOUND:
        raise InputError(MESSAGES("too_far", n=quoted(n), limit=MAX_BOUND))
    return max(n, 1)


def run(ns: Any) -> int:
    from . import octal_cluster

    if octal_cluster.wanted(ns):
        return _cluster_survey(ns)
    if ns.survey is not None:
        return _survey(ns)
    if ns.code is None:
        raise InputError(MESSAGES("needs_code"))
    from ..games.octal.code import code_text, parse_code
    from ..games.quotient import misere_quotient
    from ..progress import reporting

    lang = ns.lang
    code = code_text(parse_code(ns.code))
    with reporting(MESSAGES("progress", code=code).render(lang)) as report:
        q = misere_quotient(code, to=_bound(ns), progress=report, interruptible=True)
    if ns.json:
        print(json.dumps(q.to_json()))
    else:
        print(screen(q, lang))
    if ns.certificate:
        from ..games.quotient.certificate import write

        write(ns.certificate, q)
        print(MESSAGES("wrote", path=ns.certificate).render(lang), file=sys.stderr if ns.json else sys.stdout)
    if q.interrupted:
        print(MESSAGES("interrupted", bound=q.bound).render(lang), file=sys.stderr)
        return 130
    return 0


def screen(q: Any, lang: str = "en") -> str:
    """The quotient as the terminal shows it."""
    lines = [MESSAGES("head", code=q.code, order=q.order, bound=q.bound).render(lang)]
    if q.proved:
        lines.append(MESSAGES("proved", p=q.period.period, n0=q.period.preperiod).render(lang))
    elif q.failure:
        lines.append(MESSAGES("not_proved_stopped").render(lang))
        lines.append(MESSAGES("failure", n=q.bound + 1, reason=q.failure).render(lang))
    else:
        lines.append(MESSAGES("not_proved").render(lang))
    gens = ", ".join(g + " = " + MESSAGES("heap_of", n=h).render(lang) for g, h in zip(q.generators, q.generator_heaps))
    lines.append(_label(MESSAGES("generators"), lang) + (gens or "-"))
    lines.append(_label(MESSAGES("relations"), lang) + (", ".join(q.relations) or "-"))
    lines.append(_label(MESSAGES("p_portion"), lang) + ", ".join(q.name(x) for x in sorted(q.p_portion)))
    shown = q.pretending if q.proved is False else q.pretending[: q.period.preperiod + q.period.period]
    lines.append(MESSAGES("pretending").render(lang) + ("：" if lang == "zh" else ":"))
    cells = [f"{n}:{q.name(x)}" for n, x in enumerate(shown)]
    for i in range(0, len(cells), 10):
        lines.append("  " + "  ".join(cells[i:i + 10]))
    lines.append(_label(MESSAGES("orders"), lang) + _orders(q))
    if q.order <= SHOWN_TABLE:
        names = [q.name(x) + ("*" if x in q.p_portion else "") for x in range(q.order)]
        width = max(map(len, names))
        lines.append(MESSAGES("table").render(lang) + ("：" if lang == "zh" else ":"))
        lines.append(" " * (width + 1) + " ".join(n.rjust(width) for n in names))
        for x in range(q.order):
            lines.append(names[x].rjust(width) + " " + " ".join(names[y].rjust(width) for y in q.table[x]))
    else:
        lines.append(MESSAGES("no_table", order=q.order).render(lang))
    return "\n".join(lines)


def _label(heading: Any, lang: str) -> str:
    """A line's heading and its colon, full width in Chinese."""
    return str(heading.render(lang)) + ("：" if lang == "zh" else ": ")


def _orders(q: Any) -> str:
    from ..games.quotient import orders_text

    return orders_text(q.orders)


def _survey(ns: Any) -> int:
    from ..games.octal.data import codes, read_rows, write_rows
    from ..games.quotient import SURVEY_FIELDS, misere_quotient, survey_row

    lang = ns.lang
    todo = codes(ns.survey)
    bound = _bound(ns)
    path = ns.resume or ns.output
    rows: list[dict[str, Any]] = read_rows(ns.resume, SURVEY_FIELDS) if ns.resume else []
    done = {str(r["code"]) for r in rows}
    if path and not ns.resume:
        write_rows(path, [], fields=SURVEY_FIELDS)
    if not ns.json:
        print(_header(lang))
        for row in rows:
            print(_table_row(row, lang))
    for code in todo:
        if code in done:
            continue
        q = misere_quotient(code, to=bound, interruptible=True, remember=False)
        if q.interrupted:
            print(_interrupted(len([c for c in todo if c in done]), len(todo), path).render(lang), file=sys.stderr)
            return 130
        row = survey_row(q)
        rows.append(row)
        done.add(code)
        if path:
            if path.endswith(".json"):
                write_rows(path, rows, fields=SURVEY_FIELDS)
            else:
                write_rows(path, [row], append=True, fields=SURVEY_FIELDS)
        if not ns.json:
            print(_table_row(row, lang), flush=True)
    if ns.json:
        print(json.dumps(rows))
    return 0


def _cluster_survey(ns: Any) -> int:
    """The survey on a Dask cluster (``--workers K`` or ``--scheduler ADDRESS``): the machinery of
    ``grundy octal --survey``, each task a quotient's row."""
    from ..games.octal.data import codes
    from ..games.quotient import SURVEY_FIELDS
    from ..games.quotient.quotient import survey_task
    from .octal_cluster import on_cluster

    lang = ns.lang
    return on_cluster(ns, lang, todo=codes(ns.survey), bound=_bound(ns), fields=SURVEY_FIELDS,
                      header=_header(lang), table_row=lambda row: _table_row(row, lang),
                      interrupted=_interrupted, task=survey_task)


def _interrupted(done: int, total: int, path: str | None) -> Any:
    if path:
        return MESSAGES("survey_resume", done=done, total=total, path=path)
    return MESSAGES("survey_interrupted", done=done, total=total)


def _header(lang: str) -> str:
    return _line(MESSAGES("columns").render(lang).split("|"))


def _table_row(row: dict[str, Any], lang: str) -> str:
    proved = (MESSAGES("yes") if row["proved"] else MESSAGES("no")).render(lang)
    return _line([str(row["code"]), str(row["heaps"]), str(row["order"]), proved, str(row["orders"])])


#: The widths of the survey table's first columns.
WIDTHS = (8, 6, 8, 7)


def _line(cells: list[str]) -> str:
    head = [cell.rjust(width) if i else cell.ljust(width) for i, (cell, width) in enumerate(zip(cells, WIDTHS))]
    return "  ".join(head + cells[len(WIDTHS):]).rstrip()
