"""``grundy plot KIND ... -o FILE``: draw a picture to a PNG or SVG file."""

from __future__ import annotations

import sys
from typing import Any

from ..game import Game
from ..registry import find_game, iter_games
from ..messages import LANGS, catalogue, joined
from .parser import ArgumentParser, UsageError
from .analyse import add_game_arguments, add_option, options_from_args
from .output import wrote

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "pictures: P-position maps, Grundy heatmaps, the queen's board, the sieve animated"
SUMMARY_ZH = "画图：必败态图、SG 值热图、皇后的棋盘、筛法动画"

MESSAGES = catalogue("cli.plot", {
    "p-positions": ("the map of P-positions (Wythoff and its variants, any two-pile game)",
                    "必败态图（威佐夫博弈及其变体，或任何两堆游戏）"),
    "grundy": ("a heatmap of Grundy values G(x, y) of a two-pile game", "两堆游戏的 SG 值 G(x, y) 热图"),
    "queen": ("a Go board with the queen's safe squares, and her winning moves as arrows",
              "标出皇后安全格的围棋盘，必胜走法画成箭头"),
    "sieve": ("an animation of how the P-positions of a two-pile game are found, step by step "
              "(.gif, .mp4, .svg frames)",
              "两堆游戏的必败态是怎样一步一步找出来的动画（.gif、.mp4 或每帧一个 .svg）"),
    "kind": ("{kind}: {what}", "'{kind}'：{what}"),
    "description": ("Draw a picture. {kinds}", "画一张图。{kinds}"),
    "separator": ("; ", "；"),
    "kind_help": ("what to draw", "画什么"),
    "game_help": ("the two-pile game (default: {pile}; {board} draws the {square} game)",
                  "两堆的游戏（默认 '{pile}'；'{board}' 画{square}）"),
    "size_help": ("draw 0 <= x, y < SIZE", "画出 0 ≤ x, y < SIZE"),
    "output_help": ("output file, .png or .svg (an animation: .gif, .mp4 or .svg frames)",
                    "输出文件，.png 或 .svg（动画：.gif、.mp4 或每帧一个 .svg）"),
    "lang_help": ("language of the messages and of the picture's labels (Chinese labels need a CJK font)",
                  "提示信息和图上文字的语言（图上的中文需要安装中文字体）"),
    "not_on_board": ("grundy plot {board} draws the {square} game, not {game}; leave out --game",
                     "grundy plot {board} 画的是{square}，不是 {game}；请去掉 --game"),
    "board_size": ("grundy plot {board}: the board's size is given by --board, not --size",
                   "grundy plot {board}：棋盘大小由 --board 给出，而不是 --size"),
    "note": ("grundy plot: {note}", "grundy plot：{note}"),
})

#: The pictures, each described by the message of its name.
KINDS = ("grundy", "p-positions", "queen", "sieve")
#: The picture that moves (an animation file, not a figure).
ANIMATION = "sieve"
#: The picture of a game on a board of squares (the others draw a two-pile game's map).
BOARD = "queen"



def draws(kind: str, cls: type[Game]) -> bool:
    """True if the picture ``kind`` draws games like ``cls``, as the game declares.

    >>> draws("queen", find_game("queen")), draws("p-positions", find_game("wythoff"))
    (True, True)
    """
    return cls.shell.board_kind == "square" if kind == BOARD else cls.shell.pile_map


def default_game(kind: str) -> type[Game]:
    """The game a picture draws without --game: the first installed game it draws.

    >>> default_game("grundy").name, default_game("queen").name
    ('wythoff', 'queen')
    """
    return next(cls for cls in iter_games() if draws(kind, cls))


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    kinds = [MESSAGES("kind", kind="p-positions", what=MESSAGES("p-positions")),
             MESSAGES("kind", kind="grundy", what=MESSAGES("grundy")),
             MESSAGES("kind", kind="queen", what=MESSAGES("queen")),
             MESSAGES("kind", kind="sieve", what=MESSAGES("sieve"))]
    parser.description = say(MESSAGES("description", kinds=joined(kinds, MESSAGES("separator"))))
    parser.add_examples(["grundy plot p-positions --size 60 -o map.png",
                         "grundy plot grundy --size 128 -o heat.svg",
                         "grundy plot queen D4 K10 -o board.png",
                         "grundy plot sieve --size 12 -o sieve.gif"])
    parser.add_argument("kind", choices=KINDS, help=say(MESSAGES("kind_help")))
    pile, square = default_game("p-positions"), default_game(BOARD)
    parser.add_argument("--game", default=None,
                        help=say(MESSAGES("game_help", pile=pile.name, board=BOARD, square=square.named())))
    parser.add_argument("--size", type=int, default=None, help=say(MESSAGES("size_help")))
    parser.add_argument("-o", "--output", required=True, help=say(MESSAGES("output_help")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang_help")))


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the options of the game drawn: --game's, else the picture's default game.

    Only a board of squares shows a position (its pieces' squares); the
    other pictures show a whole map, so they take the game's rule options alone.
    """
    name = None
    for i, arg in enumerate(argv):
        if arg == "--game" and i + 1 < len(argv):
            name = argv[i + 1]
        elif arg.startswith("--game="):
            name = arg.split("=", 1)[1]
    kind = next((a for a in argv if a in KINDS), "p-positions")
    cls = find_game(name) if name is not None else default_game(kind)
    if kind == BOARD:
        # A game on no board of squares has no position here: run() refuses it.
        add_game_arguments(parser, cls if draws(BOARD, cls) else default_game(BOARD))
        return
    for opt in cls.cli_options:
        add_option(parser, opt)


def run(args: Any) -> int:
    from .extras import require

    require("plot", "grundy plot")
    from .. import plots

    cls = find_game(args.game) if args.game is not None else default_game(args.kind)
    if args.kind == BOARD:
        if not draws(BOARD, cls):
            square = default_game(BOARD)
            raise UsageError(MESSAGES("not_on_board", board=BOARD, square=square.named(),
                                      game=args.game))
        if args.size is not None:
            raise UsageError(MESSAGES("board_size", board=BOARD))
    rules, _flags = options_from_args(cls, args)
    game = cls(**rules)
    if args.kind == BOARD:
        position = game.parse_position(args.position) if args.position else None
        fig = plots.board_picture(game, position, lang=args.lang)
    elif args.kind == ANIMATION:
        from ..animation import check_path, save_animation, sieve_animation

        check_path(args.output)  # before the drawing
        animation = sieve_animation(game, 16 if args.size is None else args.size, lang=args.lang)
        for path in save_animation(animation, args.output):
            wrote(path, args.lang)
        return 0
    elif args.kind == "p-positions":
        fig = plots.p_position_map(game, 40 if args.size is None else args.size, lang=args.lang)
    else:
        fig = plots.grundy_heatmap(game, 64 if args.size is None else args.size, lang=args.lang)
    path = plots.save(fig, args.output)
    note = plots.missing_font_note(args.lang)
    if note:
        print(MESSAGES("note", note=note).render(args.lang), file=sys.stderr)
    wrote(path, args.lang)
    return 0
