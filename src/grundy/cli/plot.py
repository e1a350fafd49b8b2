"""``grundy plot KIND ... -o FILE``: draw a picture to a PNG or SVG file."""

from __future__ import annotations

import sys
from typing import Any

from ..registry import find_game
from ..i18n import LANGS
from .parser import ArgumentParser, UsageError
from .analyse import add_game_arguments, add_option, options_from_args
from .output import wrote

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "pictures: P-position maps, Grundy heatmaps, the queen's board"
SUMMARY_ZH = "画图：必败态图、SG 值热图、皇后的棋盘"

KINDS = {
    "p-positions": "the map of P-positions (Wythoff and its variants, any two-pile game)",
    "grundy": "a heatmap of Grundy values G(x, y) of a two-pile game",
    "queen": "a Go board with the queen's safe squares, and her winning moves as arrows",
}
KINDS_ZH = {
    "p-positions": "必败态图（威佐夫博弈及其变体，或任何两堆游戏）",
    "grundy": "两堆游戏的 SG 值 G(x, y) 热图",
    "queen": "标出皇后安全格的围棋盘，必胜走法画成箭头",
}


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    kinds = KINDS_ZH if parser.lang == "zh" else KINDS
    parser.description = say("Draw a picture. ", "画一张图。") + say("; ", "；").join(
        say(f"{k}: {v}", f"'{k}'：{v}") for k, v in kinds.items())
    parser.add_examples(["grundy plot p-positions --size 60 -o map.png",
                         "grundy plot grundy --size 128 -o heat.svg",
                         "grundy plot queen D4 K10 -o board.png"])
    parser.add_argument("kind", choices=sorted(KINDS), help=say("what to draw", "画什么"))
    parser.add_argument("--game", default=None,
                        help=say("the two-pile game (default: wythoff; queen draws the queen game)",
                                 "两堆的游戏（默认 'wythoff'；'queen' 画皇后登山）"))
    parser.add_argument("--size", type=int, default=None, help=say("draw 0 <= x, y < SIZE", "画出 0 ≤ x, y < SIZE"))
    parser.add_argument("-o", "--output", required=True,
                        help=say("output file, .png or .svg", "输出文件，.png 或 .svg"))
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help=say("language of the messages and of the picture's labels "
                                 "(Chinese labels need a CJK font)",
                                 "提示信息和图上文字的语言（图上的中文需要安装中文字体）"))


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the options of the game drawn: queen for 'plot queen', else --game (default wythoff).

    Only the queen's board shows a position (her squares); the other
    pictures show a whole board, so they take the game's rule options alone.
    """
    name = "wythoff"
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            name = argv[i + 1]
        elif arg.startswith("--game="):
            name = arg.split("=", 1)[1]
    if next((a for a in argv if a in KINDS), None) == "queen":
        add_game_arguments(parser, find_game("queen"))  # run() refuses another --game
        return
    for opt in find_game(name).cli_options:
        add_option(parser, opt)


def run(args: Any) -> int:
    from .extras import require

    require("plot", "grundy plot")
    from .. import plots

    if args.kind == "queen":
        if args.game is not None and find_game(args.game).name != "queen":
            raise UsageError(f"grundy plot queen draws the queen game, not {args.game}; "
                             "leave out --game",
                             zh=f"grundy plot queen 画的是皇后登山，不是 {args.game}；请去掉 --game")
        if args.size is not None:
            raise UsageError("grundy plot queen: the board's size is given by --board, not --size",
                             zh="grundy plot queen：棋盘大小由 --board 给出，而不是 --size")
        args.game = "queen"
    cls = find_game(args.game or "wythoff")
    rules, _flags = options_from_args(cls, args)
    game = cls(**rules)
    if args.kind == "queen":
        position = game.parse_position(args.position) if args.position else None
        fig = plots.queen_board(game, position, lang=args.lang)
    elif args.kind == "p-positions":
        fig = plots.p_position_map(game, 40 if args.size is None else args.size, lang=args.lang)
    else:
        fig = plots.grundy_heatmap(game, 64 if args.size is None else args.size, lang=args.lang)
    path = plots.save(fig, args.output)
    note = plots.missing_font_note(args.lang)
    if note:
        print(f"grundy plot：{note}", file=sys.stderr)
    wrote(path, args.lang)
    return 0
