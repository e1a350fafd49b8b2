"""``grundy beatty``: the complementary Beatty pair behind the P-positions of Wythoff's games."""

from __future__ import annotations

import json
import sys
from typing import Any

from ..beatty import MAX_CHECK, PartitionCheck, beatty_terms, check_partition, wythoff_ratios
from ..engine import reporting
from ..errors import InputError
from ..validation import parse_count
from ..i18n import LANGS, pick
from .parser import ArgumentParser

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "complementary Beatty sequences behind the P-positions"
SUMMARY_ZH = "必败态背后的互补 Beatty 序列"

#: The most terms printed in one table.
MAX_TERMS = 100_000


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(
        "The complementary Beatty sequences floor(n*alpha) and floor(n*beta) whose pairs are the "
        "P-positions of Wythoff's game (alpha = golden ratio, beta = alpha + 1) or of Fraenkel's "
        "a-Wythoff game (--a).",
        "互补的 Beatty 序列 ⌊n·alpha⌋ 与 ⌊n·beta⌋，它们配成的数对就是威佐夫博弈的必败态（奇异局势，"
        "alpha 为黄金分割比，beta = alpha + 1），或弗兰克尔广义威佐夫博弈的必败态（--a）。",
    )
    parser.add_examples(["grundy beatty --terms 12 --check 100000",
                         "grundy beatty --a 2 --terms 5",
                         "grundy beatty --start 1000000000000000000000 --terms 3 --json"])
    parser.add_argument("--a", default="1", metavar="A",
                        help=say("the a of a-Wythoff: alpha = (2 - a + sqrt(a^2 + 4))/2, beta = alpha "
                                 "+ a (default 1: Wythoff's game)",
                                 "广义威佐夫博弈的 a：alpha = (2 - a + sqrt(a^2 + 4))/2，beta = alpha + a"
                                 "（默认 1：威佐夫博弈）"))
    parser.add_argument("--terms", default="10", metavar="N",
                        help=say("how many terms to list (default 10)", "列出多少项（默认 10）"))
    parser.add_argument("--start", default="1", metavar="N",
                        help=say("the index of the first term listed (default 1; any size)",
                                 "列出的第一项的序号（默认 1；可以任意大）"))
    parser.add_argument("--check", default=None, metavar="N",
                        help=say("check that every integer 1..N lies in exactly one of the two sequences",
                                 "检验 1 到 N 的每个整数恰好属于两个序列之一"))
    parser.add_argument("--digits", default="20", metavar="D",
                        help=say("decimals shown for alpha and beta", "alpha 与 beta 显示的小数位数"))
    parser.add_argument("--json", action="store_true", help=say("print one JSON object", "输出一个 JSON 对象"))
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help=say("language of the text", "输出的语言（zh 为中文）"))


def run(args: Any) -> int:
    a = parse_count(args.a, "--a")
    if a < 1:
        raise InputError("--a must be at least 1, not 0", zh="--a 至少为 1，不能是 0")
    terms = parse_count(args.terms, "--terms")
    if terms > MAX_TERMS:
        raise InputError(f"--terms {terms} is too many (at most {MAX_TERMS:,})",
                         zh=f"--terms {terms} 太多（至多 {MAX_TERMS:,}）")
    start = parse_count(args.start, "--start")
    digits = parse_count(args.digits, "--digits")
    if digits > 10_000:
        raise InputError(f"--digits {digits} is too many (at most 10,000)",
                         zh=f"--digits {digits} 太多（至多 10,000）")
    bound = None if args.check is None else parse_count(args.check, "--check")
    if bound is not None and bound > MAX_CHECK:
        raise InputError(f"--check {bound} is too large (at most {MAX_CHECK:,})",
                         zh=f"--check {bound} 太大（至多 {MAX_CHECK:,}）")
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
    game = pick(lang, "Wythoff's game" if a == 1 else f"Fraenkel's {a}-Wythoff game",
                "威佐夫博弈" if a == 1 else f"弗兰克尔广义威佐夫博弈（a = {a}）")
    lines = [
        pick(lang, f"The complementary Beatty pair of {game}:", f"{game}的互补 Beatty 序列："),
        pick(lang, "  alpha = ", "  α = ") + f"{alpha} = {alpha.decimal(digits)}...",
        pick(lang, "  beta  = ", "  β = ") + f"{beta} = {beta.decimal(digits)}...",
        pick(lang,
             f"  beta = alpha + {a} and 1/alpha + 1/beta = 1; the P-positions are "
             "(floor(n*alpha), floor(n*beta)).",
             f"  β = α + {a}，1/α + 1/β = 1；"
             + ("奇异局势（必败态）" if a == 1 else "必败态") + "为 (⌊nα⌋, ⌊nβ⌋)。"),
    ]
    return "\n".join(lines)


def _table(start: int, lower: list[int], upper: list[int], lang: str = "en") -> str:
    last = start + len(lower) - 1
    low, up = pick(lang, "floor(n*alpha)", "⌊nα⌋"), pick(lang, "floor(n*beta)", "⌊nβ⌋")
    wn = max(len(str(last)), 1)
    wl = max(len(low), len(str(lower[-1])))
    wu = max(len(up), len(str(upper[-1])))
    rows = [f"  {'n'.rjust(wn)}  {low.rjust(wl)}  {up.rjust(wu)}"]
    for n, (x, y) in enumerate(zip(lower, upper), start):
        rows.append(f"  {str(n).rjust(wn)}  {str(x).rjust(wl)}  {str(y).rjust(wu)}")
    return "\n".join(rows)


def _check_text(check: PartitionCheck, lang: str) -> str:
    n = check.bound
    if check.ok:
        return pick(
            lang,
            f"Check: every integer from 1 to {n} lies in exactly one of the two sequences "
            f"({check.lower_count} terms floor(n*alpha), {check.upper_count} terms floor(n*beta)).",
            f"检验：1 到 {n} 的每个整数恰好属于两个序列之一"
            f"（⌊nα⌋ 有 {check.lower_count} 项，⌊nβ⌋ 有 {check.upper_count} 项）。",
        )
    if check.repeated is not None:
        return pick(lang, f"Check failed: {check.repeated} lies in both sequences.",
                    f"检验失败：{check.repeated} 同时属于两个序列。")
    return pick(lang, f"Check failed: {check.missing} lies in neither sequence.",
                f"检验失败：{check.missing} 不属于任何一个序列。")
