"""``grundy play GAME [POSITION...]``: play a game against the computer in the terminal."""

from __future__ import annotations

import random
import sys
from typing import Any, TextIO

from ..errors import GrundyError
from ..messages import LANGS, Text, catalogue, outcome_message
from ..registry import find_game, game_names
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
MESSAGES = catalogue("cli.play", {
    "description": ("Play against the computer, which plays perfectly; without a position the game starts "
                    "from a random one.", "与走法完美的电脑对弈；不给出局面时从随机的局面开始。"),
    "game": ("the game, e.g. wythoff, nim, queen, cards", "游戏，例如 'wythoff'、'nim'、'queen'、'cards'"),
    "first": ("who moves first (default: human)", "谁先走：'human' 是你，'computer' 是电脑（默认 'human'）"),
    "hints": ("show the status and a winning move each turn", "每步显示局面的胜负和一个必胜走法"),
    "lang": ("language", "语言（zh 为中文）"),
    "seed": ("seed for a random start position", "随机初始局面的种子"),
    "commands": ("type a move, or: hint, undo, help, quit",
                 "输入走法，或输入：提示、悔棋、帮助、退出（也可以输入 'hint'、'undo'、'help'、'quit'）"),
    "title": ("{title} — you against the computer", "{title} — 你与电脑对弈"),
    "moves": ("Moves: {how}", "走法：{how}"),
    "position": ("Position: {position}", "局面：{position}"),
    "computer": ("Computer: {move}", "电脑：{move}"),
    "hint": ("Hint: {hint}", "提示：{hint}"),
    "prompt": ("your move> ", "你的走法> "),
    "end_of_input": ("end of input", "输入结束"),
    "quit": ("you quit", "你退出了"),
    "took_back": ("took back {n} {n:~move|moves}", "悔了 {n} 步"),
    "nothing_to_take_back": ("nothing to take back", "没有可悔的棋"),
    "illegal": ("Not a legal move: {why}", "走法不合法：{why}"),
    "you": ("You: {move}", "你：{move}"),
    "interrupted": ("interrupted", "已中断"),
    "you_win": ("You win! Well played.", "你赢了！"),
    "computer_wins": ("The computer wins.", "电脑获胜。"),
    "human_to_move": ("you", "你"),
    "computer_to_move": ("the computer", "电脑"),
    "stopped_one": ("Game stopped ({why}) after {moves} move at {position}; {who} to move. {outcome}",
                    "对局结束（{why}），共走了 {moves} 步。局面：{position}；轮到{who}走。{outcome}。"),
    "usage": ("grundy play GAME [POSITION ...] [game options]\n"
              "                   [--first {first}] [--hints] [--seed SEED] [--lang {langs}]\n"
              "                   [--color {colors}]",
              "grundy play 游戏 [局面 ...] [游戏的选项]\n"
              "                   [--first {first}] [--hints] [--seed SEED] [--lang {langs}]\n"
              "                   [--color {colors}]"),
    "stopped": ("Game stopped ({why}) after {moves} {moves:~move|moves} at {position}; {who} to move. {outcome}",
                "对局结束（{why}），共走了 {moves} 步。局面：{position}；轮到{who}走。{outcome}。"),
})

#: The commands of the play loop, each also typed in Chinese.
QUIT = ("quit", "exit", "q", "退出")
HELP = ("help", "?", "帮助")
HINT = ("hint", "提示")
UNDO = ("undo", "悔棋")


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    parser.description = say(MESSAGES("description"))
    parser.add_examples(["grundy play wythoff 10 15 --hints",
                         "grundy play queen D4 --first computer",
                         "grundy play nim 3 4 5 --misere",
                         "grundy play cards --cards '2 3 4 6'",
                         "grundy play octal 0.07 9 12"])
    complete_with(parser.add_argument("game", help=say(MESSAGES("game"))), game_names)
    parser.add_argument("--first", choices=("human", "computer"), default="human", help=say(MESSAGES("first")))
    parser.add_argument("--hints", action="store_true", help=say(MESSAGES("hints")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))
    parser.add_argument("--seed", type=int, default=None, help=say(MESSAGES("seed")))
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
    else:  # the usage line says where the position and the game's options go
        parser.usage = parser.text(MESSAGES("usage", first="{human,computer}", langs="{en,zh}",
                                            colors="{auto,always,never}"))


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

    def say(text: str | Text = "") -> None:
        out.write((text if isinstance(text, str) else text.render(lang)) + "\n")
        out.flush()

    say(MESSAGES("title", title=game.display_title(lang)))
    how = game.move_help.render(lang) if game.move_help else ""
    if how:
        say(MESSAGES("moves", how=how))
    say(MESSAGES("commands"))
    try:
        while not match.over:
            say()
            say(MESSAGES("position", position=game.format_position(match.position, lang)))
            say(game.render(match.position, lang))
            if match.turn == "computer":
                match.play_computer()
                say(MESSAGES("computer", move=match.describe_last(lang)))
                continue
            if hints:
                say(MESSAGES("hint", hint=match.hint(lang, style)))
            out.write(MESSAGES("prompt").render(lang))
            out.flush()
            line = stdin.readline()
            if not line:
                say()
                return _stopped(match, lang, say, MESSAGES("end_of_input"), style)
            text = line.strip()
            command = text.lower()
            if not text:
                continue
            if command in QUIT:
                return _stopped(match, lang, say, MESSAGES("quit"), style)
            if command in HELP:
                say(how)
                say(MESSAGES("commands"))
                continue
            if command in HINT:
                say(match.hint(lang, style))
                continue
            if command in UNDO:
                n = match.undo()
                say(MESSAGES("took_back", n=n) if n else MESSAGES("nothing_to_take_back"))
                continue
            try:
                match.play_human(text)
            except GrundyError as exc:
                say(MESSAGES("illegal", why=exc.message))
                continue
            say(MESSAGES("you", move=match.describe_last(lang)))
    except KeyboardInterrupt:
        say()
        _stopped(match, lang, say, MESSAGES("interrupted"), style)
        return 130
    say()
    say(game.render(match.position, lang))
    say(MESSAGES("you_win") if match.winner == "human" else MESSAGES("computer_wins"))
    return 0


def _stopped(match: Match, lang: str, say: Any, why: Text, style: Style = plain) -> int:
    game, pos = match.game, match.position
    outcome = game.outcome(pos)
    who = MESSAGES("human_to_move") if match.turn == "human" else MESSAGES("computer_to_move")
    parts = {"why": why, "moves": match.moves_made, "position": game.format_position(pos, lang), "who": who,
             "outcome": style(outcome, outcome_message(outcome).render(lang))}
    say(MESSAGES("stopped_one", **parts) if match.moves_made == 1 else MESSAGES("stopped", **parts))
    return 0
