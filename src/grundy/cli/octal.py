"""The options ``grundy octal`` adds to a game's: sequences to a bound, surveys, files out.

``grundy octal CODE --to N`` computes G(0..N-1) (stopping once a period is
proved), ``-o FILE`` / ``--bfile FILE`` writes the sequence, ``--certificate
FILE`` the proof of its period, and ``--survey CODES`` one row per code.
Progress goes to stderr on a terminal; Ctrl-C keeps what was computed (the
files are written with it, and the command says so) and exits with 130.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from typing import Any

from ..errors import InputError
from ..messages import Text, catalogue
from ..validation import parse_count, quoted
from ..games.octal.values import MAX_BOUND as VALUES_BOUND
from .parser import ArgumentParser

__all__ = ["MAX_BOUND", "add_arguments", "add_sequence_arguments", "adjust", "run", "sequence"]

MESSAGES = catalogue("cli.octal", {
    "to": ("compute the Grundy values of heaps 0 to N - 1 (the period search's bound; default {default:,})",
           "计算堆 0 到 N - 1 的 SG 值（寻找周期的上界；默认 {default:,}）"),
    "survey": ("survey these codes: a list, or patterns where ? is any digit (e.g. '0.??', '0.1?7')",
               "调查这些代码：一个列表，或用 ? 表示任一数字的模式（例如 '0.??'、'0.1?7'）"),
    "hex": ("in --survey patterns, ? is any hexadecimal digit 0-F (moves may leave three heaps), not 0-7",
            "在 --survey 的模式中，? 表示任一十六进制数字 0-F（一步可留下三堆），而不是 0-7"),
    "resume": ("go on with the survey in FILE (.csv or .json), skipping the codes it has",
               "继续 FILE（'.csv' 或 '.json'）中的调查，跳过其中已有的代码"),
    "output": ("write the sequence (.b OEIS b-file, .txt, .csv, .npy, .json) or the survey (.csv, .json)",
               "写出序列（'.b' OEIS b 文件、'.txt'、'.csv'、'.npy'、'.json'）或调查结果（'.csv'、'.json'）"),
    "bfile": ("write the sequence as an OEIS b-file", "把序列写成 OEIS b 文件"),
    "certificate": ("write a certificate of the proved period, and its values beside it as FILE.values.npy "
                    "(check them with 'grundy verify FILE')",
                    "写出所证周期的证书，并把其值写在旁边的 'FILE.values.npy' 中（用 'grundy verify FILE' 检验）"),
    "method": ("how the values are computed: auto (the rare-value method where it helps) or full",
               "SG 值的计算方法：'auto'（有效时用稀有值方法）或 'full'"),
    "bound": ("--to", "--to"),
    "method_rare": ("rare-value method (mask {mask}, {kind} kind: {rare:,} rare {rare:~heap|heaps}; {full:,} {full:~heap|heaps} by the "
                    "full mex)", "稀有值方法（掩码 {mask}，{kind}型：{rare:,} 个稀有堆；{full:,} 个堆用完整 mex）"),
    "range": ("range", "值域"),
    "domain": ("domain", "定义域"),
    "method_full": ("full mex over every split", "对每种分法求完整 mex"),
    "method_numpy": ("full mex over every split, with numpy (numba is not installed)",
                     "对每种分法求完整 mex，用 'numpy'（未安装 'numba'）"),
    "method_small": ("full mex over every split, with numpy (quicker than starting numba for so few heaps)",
                     "对每种分法求完整 mex，用 'numpy'（堆数这么少，比启动 'numba' 更快）"),
    "computed": ("{name}: {heaps:,} {heaps:~heap|heaps} computed in {seconds:.2f} s by the {method}; largest value {largest}",
                 "{name}：用{method}在 {seconds:.2f} 秒内算出 {heaps:,} 个堆；最大值 {largest}"),
    "periodic": ("period {p} from preperiod {e}, proved by the octal periodicity theorem",
                 "从前周期 {e} 起周期为 {p}，由八进制博弈周期性定理证明"),
    "arithmetic": ("arithmetic period {p} with saltus {s} from preperiod {e}: G(n + {p}) = G(n) + {s} for every n >= {e}, "
                   "proved by the arithmetic-periodicity test (it reads G(0), ..., G({b}))",
                   "从前周期 {e} 起有算术周期 {p}，跳跃为 {s}：对每个 n >= {e}，G(n + {p}) = G(n) + {s}，"
                   "由算术周期性判定证明（它读取 G(0), ..., G({b})）"),
    "no_period": ("no period up to {n:,}", "到 {n:,} 为止没有周期"),
    "interrupted": ("interrupted: the {heaps:,} {heaps:~value|values} computed so far are kept", "已中断：保留已算出的 {heaps:,} 个值"),
    "wrote": ("wrote {path}", "已写出 {path}"),
    "no_period_certificate": ("no period was proved within {n:,} {n:~heap|heaps}, so there is no certificate to write "
                              "(raise --to)", "在 {n:,} 个堆内未证得周期，无法写出证书（请增大 --to）"),
    "survey_interrupted": ("interrupted: {done} of {total} {total:~code|codes} surveyed; 'grundy octal --survey ... --resume "
                           "{path}' goes on", "已中断：已调查 {total} 个代码中的 {done} 个；用 'grundy octal --survey "
                           "... --resume {path}' 继续"),
    "survey_interrupted_nofile": ("interrupted: {done} of {total} {total:~code|codes} surveyed (give -o FILE to keep rows)",
                                  "已中断：已调查 {total} 个代码中的 {done} 个（用 -o FILE 保存结果）"),
    "columns": ("code|heaps|preperiod|period|saltus|largest|method", "代码|堆数|前周期|周期|跳跃|最大值|方法"),
    "none_to": ("no period up to {n:,}", "到 {n:,} 为止没有周期"),
    "too_far": ("--to {n}: the largest bound accepted is {limit:,} (every value computed is kept, in memory or "
                "in a file beyond --memory)", "--to {n}：可接受的最大上界是 {limit:,}（算出的每个值都要保存，在内存中，"
                "或超过 --memory 时在文件中）"),
})

#: A period proved in at least this many seconds is kept in the cache directory (grundy cache list).
KEEP_FROM = 1.0
#: The largest --to accepted: the values take 1 to 4 bytes each, in memory or memory-mapped (--memory).
MAX_BOUND = VALUES_BOUND


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    add_sequence_arguments(parser, "octal", survey=True)
    parser.add_argument("--survey", default=None, metavar="CODES", help=say(MESSAGES("survey")))
    parser.add_argument("--resume", default=None, metavar="FILE", help=say(MESSAGES("resume")))
    parser.add_argument("--hex", action="store_true", help=say(MESSAGES("hex")))
    parser.add_argument("--certificate", default=None, metavar="FILE", help=say(MESSAGES("certificate")))


def add_sequence_arguments(parser: ArgumentParser, game: str, survey: bool = False) -> None:
    """--to, -o, --bfile, --method, --checkpoint and --memory: the options of a take-and-break game's
    sequence; with ``survey``, --workers and --scheduler for its survey too."""
    from ..games.octal import MAX_TERMS

    say = parser.text
    parser.set_defaults(takebreak_game=game)
    parser.add_argument("--to", default=None, metavar="N", help=say(MESSAGES("to", default=MAX_TERMS)))
    parser.add_argument("-o", "--output", default=None, metavar="FILE", help=say(MESSAGES("output")))
    parser.add_argument("--bfile", default=None, metavar="FILE", help=say(MESSAGES("bfile")))
    parser.add_argument("--method", choices=("auto", "full"), default="auto", help=say(MESSAGES("method")))
    from . import octal_cluster  # --workers, --scheduler, --checkpoint

    octal_cluster.add_arguments(parser, survey)


def _bound(ns: Any, default: int | None = None) -> int:
    from ..games.octal import MAX_TERMS

    if ns.to is None:
        return MAX_TERMS if default is None else default
    n = parse_count(ns.to, MESSAGES("bound"))
    if n > MAX_BOUND:
        raise InputError(MESSAGES("too_far", n=quoted(n), limit=MAX_BOUND))
    return max(n, 1)


def adjust(game: Any, ns: Any) -> Any:
    """The game to analyse: with ``--to N`` its period search goes to N terms."""
    return dataclasses.replace(game, terms=_bound(ns)) if ns.to is not None else game


def run(ns: Any, lang: str) -> int | None:
    from . import octal_cluster

    if octal_cluster.wanted(ns):
        return octal_cluster.survey(ns, lang)
    if ns.survey is not None:
        return _survey(ns, lang)
    files = ns.output or ns.bfile or ns.certificate
    heaps = [t for t in ns.position if not ("." in t or "·" in t)]
    if heaps and not files:
        return None
    if not heaps and not files and ns.to is None:
        return None  # the game's own message: give the heaps
    from ..games.octal.code import code_text, parse_code
    from ..games.octal.values import octal_rules

    given = [t for t in ns.position if "." in t or "·" in t]
    digits = parse_code(given[0] if given else (ns.code or "0.77"))
    from ..games.octal.game import default_terms

    return sequence(ns, lang, octal_rules(digits), code_text(digits), analyse_after=bool(heaps),
                    default=default_terms(digits), kept=code_text(digits))


def _method_text(run: Any) -> Text:
    if run.method == "rare":
        kind = MESSAGES("domain") if run.extra.get("sparse_kind") == "domain" else MESSAGES("range")
        return MESSAGES("method_rare", mask=run.mask, kind=kind, rare=run.rare_count, full=run.heaps_full)
    if run.method != "numpy":
        return MESSAGES("method_full")
    from ..kernels import available

    return MESSAGES("method_small") if available() else MESSAGES("method_numpy")


def sequence(ns: Any, lang: str, rules: Any, code: str, *, analyse_after: bool = False,
             default: int | None = None, kept: str | None = None) -> int | None:
    """Compute the game's values to ``--to``, print what was found (text or ``--json``) and write the files
    asked for; with heaps as well, the analysis follows (inside the same JSON object with ``--json``).
    A period whose proof took long is kept in the cache under the octal code ``kept`` (not if None)."""
    import numpy as np

    from ..games.octal.data import write_sequence
    from ..games.octal.values import compute

    n = _bound(ns, default)
    from .octal_cluster import checkpoint_options

    run = compute(rules, n, method=ns.method, interruptible=True, **checkpoint_options(ns))
    lines = [MESSAGES("computed", name=code, heaps=len(run.values), seconds=run.seconds, method=_method_text(run),
                      largest=run.largest)]
    values = run.values
    if run.period is not None:
        e, p, saltus = run.period.preperiod, run.period.period, run.period.saltus
        if saltus:
            from ..games.octal.arithmetic import needed

            lines.append(MESSAGES("arithmetic", p=p, e=e, s=saltus, b=(needed(rules, values, run.period) or 1) - 1))
        else:
            lines.append(MESSAGES("periodic", p=p, e=e))
        if kept is not None and rules.t is not None and run.seconds >= KEEP_FROM:
            from ..games.octal.stored import keep

            keep(kept, values, e, p, saltus)
        if len(values) < n and (ns.output or ns.bfile):
            values = _extended(values, run.period, n)
    elif not run.interrupted:
        lines.append(MESSAGES("no_period", n=len(values)))
    description = {"code": code, "preperiod": run.period.preperiod if run.period else None,
                   "period": run.period.period if run.period else None,
                   "saltus": run.period.saltus if run.period else None, "heaps": int(len(values))}
    written: list[str] = []
    for path in (ns.output, ns.bfile):
        if path:
            write_sequence(path, values, description=description, form=None if path is ns.output else ".b")
            written.append(path)
    if getattr(ns, "certificate", None):
        if run.period is None:
            raise InputError(MESSAGES("no_period_certificate", n=len(run.values)))
        from ..games.octal.certificate import write

        written.extend(write(ns.certificate, code, run.period.preperiod, run.period.period, run.values,
                             saltus=run.period.saltus))
    lines.extend(MESSAGES("wrote", path=path) for path in written)
    status = 130 if run.interrupted else None if analyse_after else 0
    if ns.json:
        report = {**_json_of(run, code), "wrote": [str(path) for path in written]}
        if analyse_after and not run.interrupted:
            report = {**_analysis_json(ns), "sequence": report}
        print(json.dumps(report, ensure_ascii=False))
        status = 130 if run.interrupted else 0
    else:
        for line in lines:
            print(line.render(lang))
    if run.interrupted:
        print(MESSAGES("interrupted", heaps=len(run.values)).render(lang), file=sys.stderr)
    return status


def _extended(values: Any, period: Any, n: int) -> Any:
    """G(0..n-1) from the values computed and the proved period (ordinary or arithmetic)."""
    import numpy as np

    e, p, saltus = period.preperiod, period.period, period.saltus
    if saltus:
        # G(i) = G(e + (i - e) mod p) + s ((i - e) div p), in a type wide enough for the last one
        top = int(values[e + (n - 1 - e) % p]) + saltus * ((n - 1 - e) // p)
        i = np.arange(len(values), n, dtype=np.int64)
        more = values[e + (i - e) % p].astype(np.min_scalar_type(top)) + saltus * ((i - e) // p)
        return np.concatenate([values.astype(more.dtype), more.astype(more.dtype)])
    # the rest follows from the proved period, G(i) = G(e + (i - e) mod p): one period, turned to
    # start at heap len(values) and repeated (no index array: a byte a heap for 2**28 heaps)
    cycle = np.roll(values[e : e + p], -((len(values) - e) % p))
    return np.concatenate([values, np.resize(cycle, n - len(values))])


#: ``--json`` lists the values computed when there are at most this many (the files hold any number).
JSON_VALUES = 100_000


def _json_of(run: Any, code: str) -> dict[str, Any]:
    """The sequence's report as JSON: what was computed, how, and the period proved."""
    values = run.values
    return {
        "code": code,
        "heaps": int(len(values)),
        "bound": int(run.limit),
        "preperiod": run.period.preperiod if run.period else None,
        "period": run.period.period if run.period else None,
        "saltus": run.period.saltus if run.period else None,
        "largest": int(run.largest),
        "method": run.method,
        "heaps_full": int(run.heaps_full),
        "heaps_rare": int(run.heaps_rare),
        "mask": int(run.mask),
        "rare_count": int(run.rare_count),
        "seconds": round(run.seconds, 3),
        "interrupted": bool(run.interrupted),
        "values": [int(v) for v in values.tolist()] if len(values) <= JSON_VALUES else None,
    }


def _analysis_json(ns: Any) -> dict[str, Any]:
    # The analysis of the heaps given, as ``grundy GAME HEAPS --json`` prints it.
    from ..bigint import json_dumps
    from ..registry import find_game
    from .analyse import game_from_args

    cls = find_game(ns.takebreak_game)
    game, position, flags = game_from_args(cls, ns)
    game = adjust(game, ns)
    if ns.grundy:
        flags["grundy"] = True
    data: dict[str, Any] = json.loads(json_dumps(game.analyse(position, ns.lang, **flags).to_json()))
    return data


def _survey(ns: Any, lang: str) -> int:
    from ..games.octal.data import codes, read_rows, row_of, write_rows
    from ..games.octal.values import compute, octal_rules

    todo = codes(ns.survey, hexadecimal=ns.hex)
    n = _bound(ns)
    path = ns.resume or ns.output
    rows = read_rows(ns.resume) if ns.resume else []
    done = {str(r["code"]) for r in rows}
    if path and not ns.resume:
        write_rows(path, [])
    elif path and path.endswith(".csv"):
        write_rows(path, rows)  # in today's columns (a survey written before the saltus column has none)
    if not ns.json:
        print(_line(MESSAGES("columns").render(lang).split("|")))
        for row in rows:
            print(_table_row(row, lang))
    for code in todo:
        if code in done:
            continue
        from ..games.octal.code import parse_code
        from ..games.octal.game import default_terms

        digits = parse_code(code)
        run = compute(octal_rules(digits), n if ns.to is not None else default_terms(digits), method=ns.method,
                      interruptible=True)
        if run.interrupted:
            total, finished = len(todo), len([c for c in todo if c in done])
            message = (MESSAGES("survey_interrupted", done=finished, total=total, path=path) if path else
                       MESSAGES("survey_interrupted_nofile", done=finished, total=total))
            print(message.render(lang), file=sys.stderr)
            return 130
        row = row_of(code, run)
        rows.append(row)
        done.add(code)
        if path:
            if path.endswith(".json"):
                write_rows(path, rows)
            else:
                write_rows(path, [row], append=True)
        if not ns.json:
            print(_table_row(row, lang), flush=True)
    if ns.json:
        print(json.dumps(rows))
    return 0


#: The widths of the survey table's columns.
WIDTHS = (8, 11, 11, 24, 6, 8, 6)


def _line(cells: list[str]) -> str:
    return "  ".join(cell.rjust(width) if i else cell.ljust(width) for i, (cell, width) in
                     enumerate(zip(cells, WIDTHS))).rstrip()


def _table_row(row: dict[str, Any], lang: str) -> str:
    heaps = int(row["heaps"])
    if row.get("period") is None:
        cells = [row["code"], f"{heaps:,}", "", MESSAGES("none_to", n=heaps).render(lang), ""]
    else:
        cells = [row["code"], f"{heaps:,}", f"{int(row['preperiod']):,}", f"{int(row['period']):,}",
                 f"{int(row.get('saltus') or 0):,}"]
    return _line([*map(str, cells), str(row["largest"]), str(row["method"])])
