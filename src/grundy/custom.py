"""Games of your own: describe the moves, get every answer.

There are two ways to define an impartial game.  The shortest is a
function of a position that returns the positions one move away, turned
into a game with :func:`impartial_game` (also usable as a decorator):

>>> @impartial_game
... def take_1_3_4(n):
...     return [n - k for k in (1, 3, 4) if k <= n]
>>> take_1_3_4.outcome(7), take_1_3_4.outcome(8), take_1_3_4.grundy(10)
('P', 'N', 1)
>>> take_1_3_4.winning_moves(8), take_1_3_4.winning_moves(7)
([7], [])
>>> take_1_3_4.analyse(8).to_json()["winning_moves"]
[7]

Misère play and a canonical form (a key shared by equivalent positions)
are options:

>>> misere = impartial_game(take_1_3_4.moves, misere=True)
>>> [n for n in range(12) if misere.outcome(n) == "P"]
[1, 3, 8, 10]

The other way is a small class: a subclass of :class:`~grundy.game.Game`
that defines only ``options`` already answers everything through the
engine (see the :mod:`grundy.game` docstring); make it a frozen dataclass
to give it rule options.

>>> from grundy.game import Game
>>> class TakeHalf(Game):
...     name = "take-half"
...     def options(self, n):
...         return [n - k for k in range(1, n // 2 + 1)]
>>> TakeHalf().outcome(5), TakeHalf().winning_moves(5)
('N', [3])
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, overload

from .game import SEARCH_LIMIT, WORK_LIMIT, Game
from .messages import Text, catalogue

__all__ = ["MovesGame", "impartial_game"]

MESSAGES = catalogue("custom", {
    "title": ("custom game", "自定义游戏"),
    "misere": ("{label} (misère)", "{label}（反常规则）"),
})


@dataclass(frozen=True)
class MovesGame(Game):
    """An impartial game given by a function from a position to its options.

    Positions may be any hashable values; they are shown with ``repr``.
    """

    moves: Callable[[Any], Iterable[Any]]
    misere: bool = False
    key: Callable[[Any], Hashable] | None = None
    label: str = "custom game"
    #: The search's bounds (see :class:`~grundy.engine.Solver`); None for no bound.
    max_positions: int | None = SEARCH_LIMIT
    max_work: int | None = WORK_LIMIT

    name: ClassVar[str] = "custom"
    title: ClassVar[Text | None] = MESSAGES("title")

    def options(self, position: Any) -> Iterable[Any]:
        return self.moves(position)

    def canonical(self, position: Any) -> Hashable:
        return position if self.key is None else self.key(position)

    def search_limits(self) -> tuple[int | None, int | None]:
        return self.max_positions, self.max_work

    def __post_init__(self) -> None:
        # A game given by its moves is answered by the search engine alone: its answers
        # are the solver's own methods, kept on the instance, with no layer per call
        # between a loop over positions and the engine (positions are taken as they
        # are: such a game has no notation).
        solver = self.solver
        for name in ("grundy", "outcome", "winning_moves"):
            object.__setattr__(self, name, getattr(solver, name))

    def search_functions(self) -> tuple[Callable[[Any], Iterable[Any]], Callable[[Any], Hashable] | None]:
        # The user's functions themselves: no call through the class per move.
        return self.moves, self.key

    def rules(self) -> dict[str, Any]:
        return {"misere": self.misere}

    def display_title(self, lang: str = "en") -> str:
        return MESSAGES("misere", label=self.label).render(lang) if self.misere else self.label

    def format_position(self, position: Any, lang: str = "en") -> str:
        return repr(position)

    def position_to_json(self, position: Any) -> Any:
        return list(position) if isinstance(position, tuple) else position

    def size(self, position: Any) -> int:
        return 0


@overload
def impartial_game(
    moves: Callable[[Any], Iterable[Any]],
    *,
    misere: bool = False,
    canonical: Callable[[Any], Hashable] | None = None,
    name: str | None = None,
    max_positions: int | None = SEARCH_LIMIT,
    max_work: int | None = WORK_LIMIT,
) -> MovesGame: ...


@overload
def impartial_game(
    moves: None = None,
    *,
    misere: bool = False,
    canonical: Callable[[Any], Hashable] | None = None,
    name: str | None = None,
    max_positions: int | None = SEARCH_LIMIT,
    max_work: int | None = WORK_LIMIT,
) -> Callable[[Callable[[Any], Iterable[Any]]], MovesGame]: ...


def impartial_game(
    moves: Callable[[Any], Iterable[Any]] | None = None,
    *,
    misere: bool = False,
    canonical: Callable[[Any], Hashable] | None = None,
    name: str | None = None,
    max_positions: int | None = SEARCH_LIMIT,
    max_work: int | None = WORK_LIMIT,
) -> Any:
    """Make a game from a moves function; usable as ``@impartial_game`` or ``@impartial_game(misere=True)``.

    Parameters
    ----------
    moves : callable
        ``moves(position)`` returns every position one move away.
    misere : bool
        Whoever makes the last move loses.
    canonical : callable, optional
        A key shared by positions with the same value (e.g. sorted piles).
    name : str, optional
        The title shown in reports (default: the function's name).
    max_positions, max_work : int or None
        Bounds on the search (see :class:`~grundy.engine.Solver`): a search
        beyond them stops at once with a message saying so; None for no bound
        (a long search then shows its progress on a terminal).

    Examples
    --------
    >>> @impartial_game(canonical=lambda p: tuple(sorted(p)))
    ... def two_piles(p):
    ...     a, b = p
    ...     return [(a - t, b) for t in range(1, a + 1)] + [(a, b - t) for t in range(1, b + 1)]
    >>> two_piles.grundy((2, 3)), two_piles.display_title()
    (1, 'two_piles')
    """

    def make(fn: Callable[[Any], Iterable[Any]]) -> MovesGame:
        label = name or getattr(fn, "__name__", None) or "custom game"
        return MovesGame(fn, misere=misere, key=canonical, label=label, max_positions=max_positions,
                         max_work=max_work)

    if moves is None:
        return make
    return make(moves)
