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
})


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
        data.update(self.extra)
        return data

    def _repr_html_(self) -> str:
        # A notebook shows the analysis drawn (grundy.display); a terminal its text.
        from .display import analysis_html

        return analysis_html(self)

    def to_text(self, style: Style = plain) -> str:
        """A readable report: position, verdict, winning moves, explanation.

        ``style`` decorates the verdict (its role is the outcome, see :mod:`grundy.style`).
        """
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
