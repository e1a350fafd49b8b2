"""Methods of a game that take a position read it from text as well, in the game's notation.

``Game.__init_subclass__`` wraps every protocol method that takes a position
(:data:`POSITION_METHODS`) with :func:`takes_position`, for games that declare
a notation (``has_notation``); the search engine calls the methods unwrapped.

>>> from grundy import find_game
>>> find_game("queen")().outcome("D4"), find_game("wythoff")().winning_moves("5,8")
('N', [(4, 7), (5, 3)])
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar, cast

from .validation import notation_tokens

__all__ = ["POSITION_METHODS", "takes_position"]

_F = TypeVar("_F", bound=Callable[..., Any])

#: The protocol's methods that take a position, and how many: the position
#: (``check_move(position, after)`` and the like take two).  A string given
#: for one of them is read in the game's notation (see :func:`takes_position`).
POSITION_METHODS: dict[str, int] = {
    "analyse": 1, "canonical": 1, "check_move": 2, "computer_move": 1, "delaying_move": 1,
    "describe_move": 2, "explain": 1, "format_after": 2, "format_position": 1, "grundy": 1,
    "grundy_moves": 1,
    "is_over": 1, "move_text": 2, "move_to_json": 2, "options": 1, "outcome": 1,
    "parse_move": 1, "position_to_json": 1, "render": 1, "size": 1, "validate": 1,
    "winning_moves": 1,
}


def takes_position(method: _F, count: int = 1) -> _F:
    """Let a method of a game take its position (its first ``count`` arguments) as text too.

    A string is read once, by the game's ``parse_position``, in the notation
    of the command line: ``"3 5"`` or ``"3,5"`` for piles, ``"D4"`` for the
    queen.  The protocol's methods (:data:`POSITION_METHODS`) get this for
    every game, also where a game overrides them; a game marks its own
    further methods with this decorator.  A game without a notation of its
    own (a custom game) takes text as a position like any other value.

    >>> from grundy import find_game
    >>> find_game("queen")().outcome("D4"), find_game("wythoff")().winning_moves("5,8")
    ('N', [(4, 7), (5, 3)])
    """
    if getattr(method, "_reads_text", False):
        return method

    @wraps(method)
    def run(self: Any, position: Any, *args: Any, **kwargs: Any) -> Any:
        if self.has_notation:
            if type(position) is str:
                position = self.parse_position(position)
            if count == 2:
                if args and type(args[0]) is str:
                    args = (self.parse_position(args[0]), *args[1:])
                elif type(kwargs.get("after")) is str:
                    kwargs["after"] = self.parse_position(kwargs["after"])
        return method(self, position, *args, **kwargs)

    run._reads_text = True  # type: ignore[attr-defined]
    run._plain = method  # type: ignore[attr-defined]
    return cast(_F, run)


def _tokens_as_text(method: _F) -> _F:
    # parse_position(tokens) takes the whole position as one string too.
    if getattr(method, "_reads_text", False):
        return method

    @wraps(method)
    def run(self: Any, tokens: Any, *args: Any, **kwargs: Any) -> Any:
        if type(tokens) is str:
            tokens = notation_tokens(tokens)
        return method(self, tokens, *args, **kwargs)

    run._reads_text = True  # type: ignore[attr-defined]
    return cast(_F, run)


def _positions_as_text_in(cls: type) -> None:
    # Wrap the methods that take a position, where this class defines them.
    for name, count in POSITION_METHODS.items():
        own = cls.__dict__.get(name)
        if callable(own):
            setattr(cls, name, takes_position(own, count))
    own = cls.__dict__.get("parse_position")
    if callable(own):
        setattr(cls, "parse_position", _tokens_as_text(own))


def _plain_method(game: Any, name: str) -> Callable[..., Any]:
    # A method without the reading of text, for the search engine's inner loop.
    method = getattr(type(game), name)
    plain = getattr(method, "_plain", method)
    bound: Callable[..., Any] = plain.__get__(game, type(game))
    return bound
