"""``grundy worksheet GAME --count N [--seed S] [--lang zh] -o sheet.pdf``: a printable worksheet and its key.

The questions and answers come from :mod:`grundy.worksheet`; this module
only parses the command line and writes the file (a PDF, or an HTML page
to print, by the file's name).
"""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

from ..errors import InputError, os_reason
from ..messages import LANGS, catalogue
from ..registry import find_game, game_names
from .output import wrote
from .parser import ArgumentParser, complete_with

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "a printable worksheet of positions to solve, with its answer key (PDF or HTML)"
SUMMARY_ZH = "可打印的练习单：若干局面让学生判断胜负，附答案（PDF 或 HTML）"

__all__ = ["SUMMARY", "SUMMARY_ZH", "add_arguments", "add_game_options", "run"]

MESSAGES = catalogue("cli.worksheet", {
    "description": ("A worksheet for a class: COUNT positions of the game, each to be judged won or lost for the "
                    "player to move (with a winning move when there is one), then, from a page of its own, the "
                    "answer key with every winning move. The seed chooses the positions: the same seed gives the "
                    "same worksheet. The game's rule options apply (see 'grundy worksheet GAME --help').",
                    "给课堂用的练习单：给出游戏的 COUNT 个局面，让学生判断轮到走的一方是胜是负（能赢时写出必胜走法），"
                    "后面从新的一页开始是答案，列出每一种必胜走法。随机种子决定出哪些局面：同一个种子得到同一张练习单。"
                    "可以加上游戏的规则选项（见 'grundy worksheet 游戏 --help --lang zh'）。"),
    "game": ("the game, e.g. wythoff, nim, queen", "游戏，例如 wythoff、nim、queen"),
    "count": ("the number of questions (1 to {most})", "题目数（1 到 {most}）"),
    "seed": ("the seed that chooses the positions (default: a random one, printed on the worksheet)",
             "决定出哪些局面的随机种子（默认随机选一个，印在练习单上）"),
    "scale": ("the size of the positions (default: {scale}, piles of at most about {scale} {scale:~stone|stones})",
              "局面的大小（默认 {scale}，每堆至多约 {scale} 个石子）"),
    "output": ("the file to write: .pdf, or .html for a page to print", "要写的文件：'.pdf'，或 '.html'（用来打印的网页）"),
    "lang": ("language of the worksheet and of the messages (a Chinese PDF needs a Chinese font)",
             "练习单和提示信息的语言（中文 PDF 需要中文字体）"),
    "suffix": ("-o: the worksheet is written as .pdf or .html, not {name!r}", "-o：练习单只能写成 '.pdf' 或 '.html'，不能是 {name!r}"),
    "no_folder": ("-o: the folder {folder!r} does not exist", "-o：文件夹 {folder!r} 不存在"),
    "cannot_write": ("cannot write {path}: {reason}", "无法写入 {path}：{reason}"),
    "written": ("a worksheet of {count} questions and its answer key, {pages} pages (seed {seed})",
                "{count} 道题的练习单及答案，共 {pages} 页（随机种子 {seed}）"),
    "written_html": ("a worksheet of {count} questions and its answer key, a page to print (seed {seed})",
                     "{count} 道题的练习单及答案，一个用来打印的网页（随机种子 {seed}）"),
})

#: Options of this command that take a value (so their values are not game names).
_VALUED = ("--count", "--seed", "--scale", "-o", "--output", "--lang")
#: The formats a worksheet is written in, by the file name's suffix.
SUFFIXES = {".pdf": "pdf", ".html": "html", ".htm": "html"}


def add_arguments(parser: ArgumentParser) -> None:
    from ..worksheet.questions import MAX_COUNT, SCALE

    say = parser.text
    parser.description = say(MESSAGES("description"))
    parser.add_examples(["grundy worksheet wythoff --count 10 --seed 1 -o sheet.pdf",
                         "grundy worksheet nim --count 12 --seed 7 --lang zh -o 练习.pdf",
                         "grundy worksheet queen --count 4 -o queen.html",
                         "grundy worksheet bash --max-take 3 --misere --count 8 -o bash.pdf"])
    complete_with(parser.add_argument("game", help=say(MESSAGES("game"))),
                  lambda: [n for n in game_names() if find_game(n).shell.random_start])
    parser.add_argument("--count", required=True, metavar="N", help=say(MESSAGES("count", most=MAX_COUNT)))
    parser.add_argument("--seed", metavar="S", help=say(MESSAGES("seed")))
    parser.add_argument("--scale", metavar="N", default=str(SCALE), help=say(MESSAGES("scale", scale=SCALE)))
    parser.add_argument("-o", "--output", required=True, metavar="FILE", help=say(MESSAGES("output")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the rule options (--misere, --max-take, ...) of the game named in argv."""
    from .analyse import add_option

    name = None
    skip = False
    for token in argv:
        if skip:
            skip = False
        elif token in _VALUED:
            skip = True
        elif not token.startswith("-"):
            name = token
            break
    if name is None:
        return
    own = {"-h", "--help", *_VALUED}
    for opt in find_game(name).cli_options:
        if opt.rule and not opt.position and opt.flag not in own:
            add_option(parser, opt)


def run(args: Any) -> int:
    from .analyse import options_from_args
    from .extras import require

    out = Path(args.output)
    fmt = SUFFIXES.get(out.suffix.lower())
    if fmt is None:
        raise InputError(MESSAGES("suffix", name=out.name))
    if not out.parent.exists():
        raise InputError(MESSAGES("no_folder", folder=str(out.parent)))
    from ..worksheet.questions import make_worksheet, parse_seed, parse_total

    cls = find_game(args.game)
    count = parse_total(args.count)
    scale = parse_total(args.scale, "scale")
    seed = parse_seed(args.seed) if args.seed is not None else random.SystemRandom().randrange(10**6)
    rules, _flags = options_from_args(cls, args, rules_only=True)
    sheet = make_worksheet(cls(**rules), count, seed, scale)
    require("plot", "grundy worksheet")
    # The whole file is made before it is written, so that a refusal (no Chinese font) leaves no file behind.
    if fmt == "pdf":
        from ..worksheet.pdf import write_pdf

        data = io.BytesIO()
        pages = write_pdf(sheet, data, args.lang)
        content = data.getvalue()
        what = MESSAGES("written", count=count, pages=pages, seed=seed)
    else:
        from ..worksheet.html import worksheet_html

        content = worksheet_html(sheet, args.lang).encode("utf-8")
        what = MESSAGES("written_html", count=count, seed=seed)
    try:
        out.write_bytes(content)
    except OSError as exc:
        raise InputError(MESSAGES("cannot_write", path=str(out), reason=os_reason(exc))) from None
    wrote(out, args.lang, what)
    return 0
