"""The complete answer for one position, as text for people and as JSON for programs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .engine import Outcome
from .messages import Text, catalogue, outcome_text
from .style import Style, plain

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Analysis"]

MESSAGES = catalogue("report", {
    "position": ("Position: {position}", "局面：{position}"),
    "outcome": ("Outcome: {outcome}", "结论：{outcome}"),
    "grundy": ("Grundy value: {value}", "SG 值：{value}"),
    "value_as": ("{label}: {value}", "{label}：{value}"),
    "winning_moves": ("Winning moves:", "必胜走法："),
    "winning_move": ("  -> {after}   ({described})", "  -> {after}   （{described}）"),
    "no_winning_moves": ("Winning moves: none", "必胜走法：无"),
    "why": ("Why: {why}", "理由：{why}"),
    "shortened": ("{head}…({digits:,} {digits:~digit|digits})…{tail}", "{head}…（共 {digits:,} 位）…{tail}"),
    "shortened_note": ("(numbers of more than {limit:,} {limit:~digit|digits} are shortened here; --json writes every digit)",
                       "（超过 {limit:,} 位的数在这里只写出首尾；加 --json 可得到每一位）"),
})

#: A number longer than this is written by its first and last digits in a text report (JSON stays exact).
SHORTEN_DIGITS = 300


@dataclass(frozen=True)
class Analysis:
    """The complete answer for one position: outcome, every winning move, and why."""

    game: Game
    position: Any
    outcome: Outcome
    winning_moves: tuple[Any, ...]
    explanation: str
    grundy: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    #: What ``grundy`` is where it is not a Grundy value (a partizan game's value as Nim), as
    #: (a short label for the report, the sentence that JSON's "grundy_is" gives).
    grundy_is: tuple[Text, Text] | None = None
    lang: str = "en"

    def to_json(self) -> dict[str, Any]:
        """The shared JSON contract: game, rules, position, outcome, winning_moves, explanation.

        Integers stay exact Python ints, however large.
        """
        g = self.game
        data: dict[str, Any] = {
            "game": g.name,
            "rules": g.rules(),
            "position": g.position_to_json(self.position),
            "outcome": self.outcome,
            "winning_moves": [g.move_to_json(self.position, m) for m in self.winning_moves],
            "moves_described": [
                g.describe_move(self.position, m, self.lang) for m in self.winning_moves
            ],
            "explanation": self.explanation,
        }
        if self.grundy is not None:
            data["grundy"] = self.grundy
            if self.grundy_is is not None:
                data["grundy_is"] = self.grundy_is[1].render(self.lang)
                data["grundy_label"] = self.grundy_is[0].render(self.lang)
        data.update(self.extra)
        return data

    def _repr_html_(self) -> str:
        # A notebook shows the analysis drawn (grundy.display); a terminal its text.
        from .display import analysis_html

        return analysis_html(self)

    def to_text(self, style: Style = plain, *, width: int | None = None, digits: int | None = None) -> str:
        """A readable report: position, verdict, winning moves, explanation.

        ``style`` decorates the verdict (its role is the outcome, see :mod:`grundy.style`).
        ``width``: the explanation is wrapped to that many columns (a terminal's width;
        Chinese characters take two).  ``digits``: a number longer than that is
        written by its first and last digits, and a last line says so.

        >>> from grundy.games.nim import Nim
        >>> report = Nim().analyse((10**400, 1)).to_text(width=40, digits=300)
        >>> print(report.splitlines()[1][:60])
        Position: (10000000000000000000…(401 digits)…000000000000000
        >>> all(len(line) <= 40 for line in report.splitlines()[-4:-1])
        True
        """
        text = self._text(style)
        if digits is not None:
            text = _shortened(text, digits, self.lang)
        if width is not None:
            text = "\n".join(_wrapped(line, width) if line.startswith(self._why_label()) else line
                             for line in text.split("\n"))
        return text

    def _why_label(self) -> str:
        return MESSAGES("why", why="").render(self.lang)

    def _text(self, style: Style) -> str:
        g, lang = self.game, self.lang
        lines = [
            f"{g.display_title(lang)}",
            MESSAGES("position", position=g.format_position(self.position, lang)).render(lang),
            MESSAGES("outcome", outcome=style(self.outcome, outcome_text(self.outcome, lang))).render(lang),
        ]
        if self.grundy is not None and self.grundy_is is not None:
            lines.append(MESSAGES("value_as", label=self.grundy_is[0], value=self.grundy).render(lang))
        elif self.grundy is not None:
            lines.append(MESSAGES("grundy", value=self.grundy).render(lang))
        if self.winning_moves:
            lines.append(MESSAGES("winning_moves").render(lang))
            for m in self.winning_moves:
                lines.append(MESSAGES("winning_move", after=g.format_after(self.position, m, lang),
                                      described=g.describe_move(self.position, m, lang)).render(lang))
        else:
            lines.append(MESSAGES("no_winning_moves").render(lang))
        lines.append(MESSAGES("why", why=self.explanation).render(lang))
        return "\n".join(lines)


def _shortened(text: str, limit: int, lang: str) -> str:
    # Every run of more than `limit` digits (grouped by commas or not) written by its ends.
    import re

    pattern = re.compile(r"\d{%d,}|\d{1,3}(?:,\d{3}){%d,}" % (limit + 1, limit // 3 + 1))

    def short(match: re.Match[str]) -> str:
        number = match.group()
        count = len(number) - number.count(",")
        return MESSAGES("shortened", head=number[:20], digits=count, tail=number[-20:]).render(lang)

    shortened, count = pattern.subn(short, text)
    if not count:
        return text
    return shortened + "\n" + MESSAGES("shortened_note", limit=limit).render(lang)


def _columns(char: str) -> int:
    import unicodedata

    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _wrapped(line: str, width: int) -> str:
    """One line broken into lines of at most ``width`` columns at spaces, or between Chinese characters
    (never before a closing mark), the later lines indented under the text after the label ("Why: ")."""
    import re

    head = line.split(": ", 1)[0] if ": " in line[:12] else None
    indent = len(head) + 2 if head is not None else 0
    if width - indent < 20:
        indent = 0
    pieces: list[str] = []
    for part in re.findall(r" +|[^ ]+", line):
        run = ""
        for char in part:
            if _columns(char) == 2 and part[0] != " ":
                if run:
                    pieces.append(run)
                pieces.append(char)
                run = ""
            else:
                run += char
        if run:
            pieces.append(run)
    lines, current, used, space = [], "", 0, ""
    for piece in pieces:
        if piece[0] == " ":
            space = piece
            continue
        cost = sum(_columns(c) for c in piece)
        if current.strip() and used + len(space) + cost > width and piece not in _CLOSING:
            lines.append(current)
            current, used, space = " " * indent, indent, ""
        current += space + piece
        used += len(space) + cost
        space = ""
    lines.append(current)
    return "\n".join(lines)


#: Marks a Chinese line never starts with.
_CLOSING = frozenset("，。；：、）」！？…")
