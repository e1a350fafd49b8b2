"""``grundy play GAME [POSITION...]``: play a game against the computer in the terminal."""

from __future__ import annotations

import random
import sys
from typing import Any, TextIO

from ..errors import GrundyError
from ..registry import find_game, game_names
from ..i18n import LANGS, outcome_text, pick
from ..play import Match
from ..style import Style, plain
from .parser import ArgumentParser, complete_with
from .analyse import (
    add_game_arguments,
    game_from_args,
    options_from_args,
    position_options_from_args,
)
from .output import add_colour_option, terminal_style

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "play a game against the computer in the terminal"
SUMMARY_ZH = "在终端里与电脑对弈"

COMMANDS_HELP = {
    "en": "type a move, or: hint, undo, help, quit",
    "zh": "输入走法，或输入：提示、悔棋、帮助、退出（也可以输入 'hint'、'undo'、'help'、'quit'）",
}

#: The commands of the play loop, each also typed in Chinese.
QUIT = ("quit", "exit", "q", "退出")
HELP = ("help", "?", "帮助")
HINT = ("hint", "提示")
UNDO = ("undo", "悔棋")


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(
        "Play against the computer, which plays perfectly; without a position the game starts "
        "from a random one.",
        "与走法完美的电脑对弈；不给出局面时从随机的局面开始。",
    )
    parser.add_examples(["grundy play wythoff 10 15 --hints",
                         "grundy play queen D4 --first computer",
                         "grundy play nim 3 4 5 --misere",
                         "grundy play cards --cards '2 3 4 6'",
                         "grundy play octal 0.07 9 12"])
    complete_with(parser.add_argument("game", help=say("the game, e.g. wythoff, nim, queen, cards",
                                                       "游戏，例如 'wythoff'、'nim'、'queen'、'cards'")),
                  game_names)
    parser.add_argument("--first", choices=("human", "computer"), default="human",
                        help=say("who moves first (default: human)", "谁先走：'human' 是你，'computer' 是电脑（默认 'human'）"))
    parser.add_argument("--hints", action="store_true",
                        help=say("show the status and a winning move each turn", "每步显示局面的胜负和一个必胜走法"))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say("language", "语言（zh 为中文）"))
    parser.add_argument("--seed", type=int, default=None,
                        help=say("seed for a random start position", "随机初始局面的种子"))
    add_colour_option(parser)


def add_game_options(parser: ArgumentParser, argv: list[str]) -> None:
    """Add the options and position arguments of the game named in argv."""
    name = None
    skip = False
    for arg in argv:  # the first word that is neither an option nor the value of one of ours
        if skip:
            skip = False
        elif arg in ("--lang", "--first", "--seed", "--color"):
            skip = True
        elif not arg.startswith("-"):
            name = arg
            break
    if name is not None:
        add_game_arguments(parser, find_game(name))


def run(args: Any, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    cls = find_game(args.game)
    ns = args
    described = ns.position or any(v is not None for v in position_options_from_args(cls, ns).values())
    if described:
        game, position, _flags = game_from_args(cls, ns)
    else:
        rules, _flags = options_from_args(cls, ns)
        game = cls(**rules)
        position = game.random_position(random.Random(args.seed))
    match = Match(game, position, human_first=(args.first == "human"))
    out = stdout or sys.stdout
    return _loop(match, args.lang, args.hints, stdin or sys.stdin, out, terminal_style(out, args.color))


def _loop(match: Match, lang: str, hints: bool, stdin: TextIO, out: TextIO, style: Style = plain) -> int:
    game = match.game

    def say(text: str = "") -> None:
        out.write(text + "\n")
        out.flush()

    say(f"{game.display_title(lang)} — " + pick(lang, "you against the computer", "你与电脑对弈"))
    how = pick(lang, game.move_help, game.move_help_zh or game.move_help)
    if how:
        say(pick(lang, "Moves: ", "走法：") + how)
    say(COMMANDS_HELP[lang])
    try:
        while not match.over:
            say()
            say(pick(lang, "Position: ", "局面：") + game.format_position(match.position, lang))
            say(game.render(match.position, lang))
            if match.turn == "computer":
                match.play_computer()
                say(pick(lang, "Computer: ", "电脑：") + match.describe_last(lang))
                continue
            if hints:
                say(pick(lang, "Hint: ", "提示：") + match.hint(lang, style))
            out.write(pick(lang, "your move> ", "你的走法> "))
            out.flush()
            line = stdin.readline()
            if not line:
                say()
                return _stopped(match, lang, say, pick(lang, "end of input", "输入结束"), style)
            text = line.strip()
            command = text.lower()
            if not text:
                continue
            if command in QUIT:
                return _stopped(match, lang, say, pick(lang, "you quit", "你退出了"), style)
            if command in HELP:
                say(how)
                say(COMMANDS_HELP[lang])
                continue
            if command in HINT:
                say(match.hint(lang, style))
                continue
            if command in UNDO:
                n = match.undo()
                say(pick(lang, f"took back {n} move(s)", f"悔了 {n} 步") if n else
                    pick(lang, "nothing to take back", "没有可悔的棋"))
                continue
            try:
                match.play_human(text)
            except GrundyError as exc:
                say(pick(lang, "Not a legal move: ", "走法不合法：") + exc.text(lang))
                continue
            say(pick(lang, "You: ", "你：") + match.describe_last(lang))
    except KeyboardInterrupt:
        say()
        _stopped(match, lang, say, pick(lang, "interrupted", "已中断"), style)
        return 130
    say()
    say(game.render(match.position, lang))
    if match.winner == "human":
        say(pick(lang, "You win! Well played.", "你赢了！"))
    else:
        say(pick(lang, "The computer wins.", "电脑获胜。"))
    return 0


def _stopped(match: Match, lang: str, say: Any, why: str, style: Style = plain) -> int:
    game, pos = match.game, match.position
    outcome = game.outcome(pos)
    who = {"human": pick(lang, "you", "你"), "computer": pick(lang, "the computer", "电脑")}[match.turn]
    moves = f"{match.moves_made} move" + ("" if match.moves_made == 1 else "s")
    say(pick(lang, f"Game stopped ({why}) after {moves} at {game.format_position(pos)}; "
                   f"{who} to move. ",
             f"对局结束（{why}），共走了 {match.moves_made} 步。局面：{game.format_position(pos, lang)}；轮到{who}走。")
        + style(outcome, outcome_text(outcome, lang)) + pick(lang, "", "。"))
    return 0
