"""``grundy beatty``: the complementary Beatty pair behind the P-positions of Wythoff's games."""

from __future__ import annotations

import json
import sys
from typing import Any

from ..beatty import MAX_CHECK, PartitionCheck, beatty_terms, check_partition, wythoff_ratios
from ..engine import reporting
from ..errors import InputError
from ..messages import LANGS, catalogue
from ..validation import parse_count
from .parser import ArgumentParser

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "complementary Beatty sequences behind the P-positions"
SUMMARY_ZH = "必败态背后的互补 Beatty 序列"

#: The most terms printed in one table.
MAX_TERMS = 100_000

MESSAGES = catalogue("cli.beatty", {
    "description": ("The complementary Beatty sequences floor(n*alpha) and floor(n*beta) whose pairs are the "
                    "P-positions of Wythoff's game (alpha = golden ratio, beta = alpha + 1) or of Fraenkel's "
                    "a-Wythoff game (--a).",
                    "互补的 Beatty 序列 ⌊n·alpha⌋ 与 ⌊n·beta⌋，它们配成的数对就是威佐夫博弈的必败态（奇异局势，"
                    "alpha 为黄金分割比，beta = alpha + 1），或弗兰克尔广义威佐夫博弈的必败态（--a）。"),
    "a": ("the a of a-Wythoff: alpha = (2 - a + sqrt(a^2 + 4))/2, beta = alpha + a (default 1: Wythoff's game)",
          "广义威佐夫博弈的 a：alpha = (2 - a + sqrt(a^2 + 4))/2，beta = alpha + a（默认 1：威佐夫博弈）"),
    "terms": ("how many terms to list (default 10)", "列出多少项（默认 10）"),
    "start": ("the index of the first term listed (default 1; any size)", "列出的第一项的序号（默认 1；可以任意大）"),
    "check": ("check that every integer 1..N lies in exactly one of the two sequences",
              "检验 1 到 N 的每个整数恰好属于两个序列之一"),
    "digits": ("decimals shown for alpha and beta", "alpha 与 beta 显示的小数位数"),
    "json": ("print one JSON object", "输出一个 JSON 对象"),
    "lang": ("language of the text", "输出的语言（zh 为中文）"),
    "a_zero": ("--a must be at least 1, not 0", "--a 至少为 1，不能是 0"),
    "too_many_terms": ("--terms {terms} is too many (at most {limit:,})", "--terms {terms} 太多（至多 {limit:,}）"),
    "too_many_digits": ("--digits {digits} is too many (at most 10,000)", "--digits {digits} 太多（至多 10,000）"),
    "check_too_large": ("--check {bound} is too large (at most {limit:,})", "--check {bound} 太大（至多 {limit:,}）"),
    "wythoff": ("Wythoff's game", "威佐夫博弈"),
    "a_wythoff": ("Fraenkel's {a}-Wythoff game", "弗兰克尔广义威佐夫博弈（a = {a}）"),
    "pair_of": ("The complementary Beatty pair of {game}:", "{game}的互补 Beatty 序列："),
    "alpha": ("  alpha = {value} = {decimal}...", "  α = {value} = {decimal}..."),
    "beta": ("  beta  = {value} = {decimal}...", "  β = {value} = {decimal}..."),
    "relation": ("  beta = alpha + {a} and 1/alpha + 1/beta = 1; the P-positions are (floor(n*alpha), floor(n*beta)).",
                 "  β = α + {a}，1/α + 1/β = 1；必败态为 (⌊nα⌋, ⌊nβ⌋)。"),
    "relation_wythoff": ("  beta = alpha + {a} and 1/alpha + 1/beta = 1; the P-positions are "
                         "(floor(n*alpha), floor(n*beta)).",
                         "  β = α + {a}，1/α + 1/β = 1；奇异局势（必败态）为 (⌊nα⌋, ⌊nβ⌋)。"),
    "lower": ("floor(n*alpha)", "⌊nα⌋"),
    "upper": ("floor(n*beta)", "⌊nβ⌋"),
    "check_ok": ("Check: every integer from 1 to {n} lies in exactly one of the two sequences "
                 "({lower} {lower:~term|terms} floor(n*alpha), {upper} {upper:~term|terms} floor(n*beta)).",
                 "检验：1 到 {n} 的每个整数恰好属于两个序列之一（⌊nα⌋ 有 {lower} 项，⌊nβ⌋ 有 {upper} 项）。"),
    "check_both": ("Check failed: {n} lies in both sequences.", "检验失败：{n} 同时属于两个序列。"),
    "check_neither": ("Check failed: {n} lies in neither sequence.", "检验失败：{n} 不属于任何一个序列。"),
})


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(MESSAGES("description"))
    parser.add_examples(["grundy beatty --terms 12 --check 100000",
                         "grundy beatty --a 2 --terms 5",
                         "grundy beatty --start 1000000000000000000000 --terms 3 --json"])
    parser.add_argument("--a", default="1", metavar="A", help=say(MESSAGES("a")))
    parser.add_argument("--terms", default="10", metavar="N", help=say(MESSAGES("terms")))
    parser.add_argument("--start", default="1", metavar="N", help=say(MESSAGES("start")))
    parser.add_argument("--check", default=None, metavar="N", help=say(MESSAGES("check")))
    parser.add_argument("--digits", default="20", metavar="D", help=say(MESSAGES("digits")))
    parser.add_argument("--json", action="store_true", help=say(MESSAGES("json")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))


def run(args: Any) -> int:
    a = parse_count(args.a, "--a")
    if a < 1:
        raise InputError(MESSAGES("a_zero"))
    terms = parse_count(args.terms, "--terms")
    if terms > MAX_TERMS:
        raise InputError(MESSAGES("too_many_terms", terms=terms, limit=MAX_TERMS))
    start = parse_count(args.start, "--start")
    digits = parse_count(args.digits, "--digits")
    if digits > 10_000:
        raise InputError(MESSAGES("too_many_digits", digits=digits))
    bound = None if args.check is None else parse_count(args.check, "--check")
    if bound is not None and bound > MAX_CHECK:
        raise InputError(MESSAGES("check_too_large", bound=bound, limit=MAX_CHECK))
    alpha, beta = wythoff_ratios(a)
    lower = beatty_terms(alpha, terms, start)
    upper = beatty_terms(beta, terms, start)
    lang = args.lang
    if not args.json:
        print(_header(a, alpha, beta, digits, lang))
        if terms:
            print(_table(start, lower, upper, lang))
        sys.stdout.flush()
    check = None
    if bound is not None:
        with reporting("checking", unit=" integers") as report:
            check = check_partition(alpha, beta, bound, lambda x: report(x, bound))
    if args.json:
        data: dict[str, Any] = {
            "a": a,
            "alpha": alpha.to_json(digits),
            "beta": beta.to_json(digits),
            "start": start,
            "lower": lower,
            "upper": upper,
        }
        if check is not None:
            data["check"] = check.to_json()
        print(json.dumps(data, ensure_ascii=False))
    elif check is not None:
        print(_check_text(check, lang))
    return 0 if check is None or check.ok else 1


def _header(a: int, alpha: Any, beta: Any, digits: int, lang: str) -> str:
    game = MESSAGES("wythoff") if a == 1 else MESSAGES("a_wythoff", a=a)
    lines = [
        MESSAGES("pair_of", game=game),
        MESSAGES("alpha", value=alpha, decimal=alpha.decimal(digits)),
        MESSAGES("beta", value=beta, decimal=beta.decimal(digits)),
        MESSAGES("relation_wythoff", a=a) if a == 1 else MESSAGES("relation", a=a),
    ]
    return "\n".join(line.render(lang) for line in lines)


def _table(start: int, lower: list[int], upper: list[int], lang: str = "en") -> str:
    last = start + len(lower) - 1
    low, up = MESSAGES("lower").render(lang), MESSAGES("upper").render(lang)
    wn = max(len(str(last)), 1)
    wl = max(len(low), len(str(lower[-1])))
    wu = max(len(up), len(str(upper[-1])))
    rows = [f"  {'n'.rjust(wn)}  {low.rjust(wl)}  {up.rjust(wu)}"]
    for n, (x, y) in enumerate(zip(lower, upper), start):
        rows.append(f"  {str(n).rjust(wn)}  {str(x).rjust(wl)}  {str(y).rjust(wu)}")
    return "\n".join(rows)


def _check_text(check: PartitionCheck, lang: str) -> str:
    if check.ok:
        text = MESSAGES("check_ok", n=check.bound, lower=check.lower_count, upper=check.upper_count)
    elif check.repeated is not None:
        text = MESSAGES("check_both", n=check.repeated)
    else:
        text = MESSAGES("check_neither", n=check.missing)
    return text.render(lang)
