"""The complete answer for one position, as text for people and as JSON for programs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .engine import Outcome
from .exact import int_to_str
from .i18n import LABELS, outcome_text, pick
from .style import Style, plain

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Analysis"]


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
        data.update(self.extra)
        return data

    def to_text(self, style: Style = plain) -> str:
        """A readable report: position, verdict, winning moves, explanation.

        ``style`` decorates the verdict (its role is the outcome, see :mod:`grundy.style`).
        """
        g, lang = self.game, self.lang
        words = LABELS[lang]
        colon = words["colon"]
        lines = [
            f"{g.display_title(lang)}",
            f"{words['position']}{colon}{g.format_position(self.position, lang)}",
            f"{words['outcome']}{colon}{style(self.outcome, outcome_text(self.outcome, lang))}",
        ]
        if self.grundy is not None:
            lines.append(f"{words['grundy']}{colon}{int_to_str(self.grundy)}")
        if self.winning_moves:
            lines.append(f"{words['winning_moves']}{colon.rstrip()}")
            for m in self.winning_moves:
                described = g.describe_move(self.position, m, lang)
                lines.append(f"  -> {g.format_after(self.position, m, lang)}   "
                             + pick(lang, f"({described})", f"（{described}）"))
        else:
            lines.append(f"{words['winning_moves']}{colon}{words['none']}")
        lines.append(f"{words['why']}{colon}{self.explanation}")
        return "\n".join(lines)
