"""A game between a human and the computer, independent of any user interface.

:class:`Match` keeps the position and the move history, checks whose turn
it is, reads the human's moves in the game's notation, lets the computer
reply perfectly, and takes moves back.  Terminal play (``grundy play``)
and the web page are thin shells over it.

>>> from grundy.games.wythoff import Wythoff
>>> m = Match(Wythoff(), (3, 3))
>>> m.turn
'human'
>>> m.play_human("both 3")
(0, 0)
>>> m.over, m.winner
(True, 'human')
>>> m.undo()
1
>>> m.position
(3, 3)

The computer always takes a winning move when there is one; from a
P-position it plays the game's delaying move, the one that leaves the
human the fewest ways to win and the most game to play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .errors import InputError
from .game import Game
from .messages import catalogue, outcome_text
from .style import Style, plain

__all__ = ["Match", "Player"]

MESSAGES = catalogue("play", {
    "over": ("the game is over", "对局已经结束"),
    "computer_turn": ("it is the computer's turn", "现在轮到电脑走"),
    "human_turn": ("it is the human's turn", "现在轮到你走"),
    "computer_stuck": ("the computer has no move", "电脑无棋可走"),
    "no_win": ("{status}; no move wins against best play.", "{status}；只要对手不失误，任何走法都赢不了。"),
    "winning_move": ("{status}. Winning move: {move}  ({described})", "{status}。必胜走法：输入 '{move}'（{described}）"),
})

Player = Literal["human", "computer"]


@dataclass
class Match:
    """A game in progress: the start position, the moves made, whose turn it is."""

    game: Game
    start: Any
    human_first: bool = True
    history: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.start = self.game.read(self.start)
        if not self.history:
            self.history = [self.start]

    @property
    def position(self) -> Any:
        """The current position."""
        return self.history[-1]

    @property
    def moves_made(self) -> int:
        """How many moves have been played."""
        return len(self.history) - 1

    @property
    def turn(self) -> Player:
        """Who moves next."""
        human_moves_now = (self.moves_made % 2 == 0) == self.human_first
        return "human" if human_moves_now else "computer"

    @property
    def over(self) -> bool:
        """True when the player to move has no move left."""
        return self.game.is_over(self.position)

    @property
    def winner(self) -> Player | None:
        """Who won (None while the game goes on).

        In normal play the player left without a move loses; in misère play
        that player wins, since the opponent took the last stone.
        """
        if not self.over:
            return None
        stuck = self.turn
        other: Player = "computer" if stuck == "human" else "human"
        return stuck if self.game.misere else other

    def _check_turn(self, player: Player) -> None:
        if self.over:
            raise InputError(MESSAGES("over"))
        if self.turn != player:
            raise InputError(MESSAGES("computer_turn") if self.turn == "computer" else MESSAGES("human_turn"))

    def play_human(self, text: str) -> Any:
        """Play the human's move typed in the game's notation; return the new position."""
        self._check_turn("human")
        after = self.game.parse_move(self.position, text)
        self.history.append(after)
        return after

    def play_human_to(self, after: Any) -> Any:
        """Play the human's move given as the position it leaves (used by the web page)."""
        self._check_turn("human")
        after = self.game.validate(after)
        self.game.check_move(self.position, after)
        self.history.append(after)
        return after

    def play_computer(self) -> Any:
        """Let the computer move; return the new position."""
        self._check_turn("computer")
        after = self.game.computer_move(self.position)
        if after is None:  # pragma: no cover - excluded by _check_turn
            raise InputError(MESSAGES("computer_stuck"))
        self.history.append(after)
        return after

    def undo(self) -> int:
        """Take back the human's last move and the computer's reply; return how many moves.

        Nothing is taken back when the human has not moved yet.
        """
        first_human_move = 1 if self.human_first else 2  # moves_made after it
        if self.moves_made < first_human_move:
            return 0
        count = 0
        if self.turn == "human":  # drop the computer's reply first
            self.history.pop()
            count += 1
        self.history.pop()  # then the human's move
        return count + 1

    def hint(self, lang: str = "en", style: Style = plain) -> str:
        """The status of the current position and a winning move, if any (``style`` decorates the status)."""
        game, pos = self.game, self.position
        wins = game.winning_moves(pos)
        outcome = "N" if wins else "P"
        status = style(outcome, outcome_text(outcome, lang))
        if not wins:
            return MESSAGES("no_win", status=status).render(lang)
        move = wins[0]
        return MESSAGES("winning_move", status=status, move=game.move_text(pos, move),
                        described=game.describe_move(pos, move, lang)).render(lang)

    def describe_last(self, lang: str = "en") -> str:
        """The last move in words."""
        if not self.moves_made:
            return ""
        return self.game.describe_move(self.history[-2], self.history[-1], lang)
