"""The words of a worksheet, in English or Chinese, that its PDF and its print view both write.

>>> from grundy.registry import find_game
>>> from grundy.worksheet.questions import make_worksheet
>>> sheet = make_worksheet(find_game("nim")(), 2, seed=1)
>>> title(sheet, "zh")
'练习单：尼姆博弈'
>>> answer_lines(sheet, 0, "en")[0].startswith("1. ")
True
"""

from __future__ import annotations

from typing import Any

from ..messages import catalogue, joined
from ..registry import summary
from .questions import Worksheet

__all__ = ["MESSAGES", "answer_heading", "answer_lines", "has_picture", "header_lines", "question_lines", "title"]

MESSAGES = catalogue("worksheet.sheet", {
    "title": ("Worksheet: {game}", "练习单：{game}"),
    "key_title": ("Answer key: {game}", "答案：{game}"),
    "about": ("{count} questions · seed {seed} (the same seed gives the same worksheet: grundy worksheet {name} "
              "--count {count} --seed {seed})",
              "共 {count} 题 · 随机种子 {seed}（同一个种子得到同一张练习单：grundy worksheet {name} --count {count} "
              "--seed {seed}）"),
    "name_line": ("Name: ____________________   Class: __________   Date: __________",
                  "姓名：____________________   班级：__________   日期：__________"),
    "task": ("For each position, decide: does the player to move win with best play (an N-position) or lose "
             "(a P-position)? If the player to move wins, write down a winning move.",
             "判断每个局面：轮到走的一方在双方都走最优时是必胜（必胜态，N）还是必败（必败态，P）？"
             "如果是必胜态，写出一步必胜走法。"),
    "question": ("{n}. Position {position}", "{n}. 局面 {position}"),
    "blanks": ("P or N: ______   A winning move: ______________________________",
               "P 还是 N：______   必胜走法：______________________________"),
    "answer": ("{n}. {position}: {outcome}", "{n}. {position}：{outcome}"),
    "p_answer": ("P-position: every move leaves the opponent an N-position.",
                 "必败态（P）：任何走法都留给对手一个必胜态。"),
    "n_answer_one": ("N-position; the winning move: {moves}.", "必胜态（N）；必胜走法：{moves}。"),
    "n_answer": ("N-position; the {count} winning {count:~move|moves}: {moves}.", "必胜态（N）；共 {count} 种必胜走法：{moves}。"),
    "move_separator": ("; ", "；"),
    "why": ("Why: {explanation}", "理由：{explanation}"),
})

#: Board kinds whose positions a worksheet draws as stones (piles or heaps of stones).
STONES = ("piles", "heaps")
#: Most stones in one pile that a picture draws (a larger pile is written as its number alone).
MAX_STONES = 40


def title(sheet: Worksheet, lang: str = "en", key: bool = False) -> str:
    """The heading of the questions' first page (or of the answer key's)."""
    shown = sheet.game.display_title(lang)
    return (MESSAGES("key_title", game=shown) if key else MESSAGES("title", game=shown)).render(lang)


def answer_heading(sheet: Worksheet, lang: str = "en") -> str:
    """The heading of the answer key."""
    return title(sheet, lang, key=True)


def header_lines(sheet: Worksheet, lang: str = "en") -> list[str]:
    """What stands under the title: the rules in one line, the seed, the line for the pupil's name, the task."""
    game = sheet.game
    name = game.name + "".join(_rule_flags(game))
    return [summary(type(game), lang),
            MESSAGES("about", count=len(sheet.questions), seed=sheet.seed, name=name).render(lang),
            MESSAGES("name_line").render(lang),
            MESSAGES("task").render(lang)]


def question_lines(sheet: Worksheet, index: int, lang: str = "en") -> list[str]:
    """Question ``index`` (from 0): its number and position, and the blanks to fill in."""
    position = sheet.questions[index].position
    return [MESSAGES("question", n=index + 1, position=sheet.game.format_position(position, lang)).render(lang),
            MESSAGES("blanks").render(lang)]


def answer_lines(sheet: Worksheet, index: int, lang: str = "en") -> list[str]:
    """The answer to question ``index``: the outcome with every winning move, then why (the game's explanation)."""
    game = sheet.game
    question = sheet.questions[index]
    if question.outcome == "P":
        outcome = MESSAGES("p_answer")
    else:
        moves = joined([game.describe_move(question.position, after, lang) for after in question.winning_moves],
                       MESSAGES("move_separator"))
        outcome = (MESSAGES("n_answer_one", moves=moves) if len(question.winning_moves) == 1 else
                   MESSAGES("n_answer", count=len(question.winning_moves), moves=moves))
    shown = game.format_position(question.position, lang)
    return [MESSAGES("answer", n=index + 1, position=shown, outcome=outcome).render(lang),
            MESSAGES("why", explanation=game.explain(question.position, lang)).render(lang)]


def has_picture(sheet: Worksheet, position: Any) -> bool:
    """True when the worksheet draws the position: a board of squares, or piles of stones not too tall."""
    kind = sheet.game.shell.board_kind
    if kind == "square":
        return True
    return (kind in STONES and isinstance(position, tuple) and 0 < len(position) <= 8
            and all(type(n) is int and 0 <= n <= MAX_STONES for n in position))


def _rule_flags(game: Any) -> list[str]:
    # The command-line options of the rules that differ from the defaults (so that the line can be typed).
    import dataclasses

    defaults = {f.name: f.default for f in dataclasses.fields(game)} if dataclasses.is_dataclass(game) else {}
    flags = []
    for option in game.cli_options:
        value = getattr(game, option.name, None)
        if not option.rule or value == defaults.get(option.name) or value is None:
            continue
        if value is True:
            flags.append(f" {option.flag}")
        elif value is not False:
            shown = ",".join(map(str, value)) if isinstance(value, tuple) else str(value)
            flags.append(f" {option.flag} {shown}")
    return flags
