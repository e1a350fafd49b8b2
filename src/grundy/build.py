"""One way to build a game and a position from text, for every shell.

A game is named (any alias, Latin or Chinese), its position is given as the
tokens a user types, and its options by their names; each option converts
its own value (:class:`~grundy.options.Option`) and the game reads its
position (:meth:`~grundy.game.Game.from_tokens`).  The command line, the
web service and the components of a sum all build their games here, so a
game reads the same everywhere.

>>> game, position, flags = game_from_text("wythoff", ["3", "5"], {"misere": True})
>>> game, position, flags
(Wythoff(misere=True), (3, 5), {})
>>> game_from_words(["subtraction", "--set", "1,2", "7"])[:2]
(Subtraction(set=(1, 2), misere=False), (7,))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .errors import InputError, hint
from .messages import catalogue
from .validation import quoted

if TYPE_CHECKING:
    from .game import Game

__all__ = ["game_from_text", "game_from_words", "split_options"]

MESSAGES = catalogue("build", {
    "no_option": ("{game} has no option {option} (its options: {known}){hint}",
                  "{game}没有选项 {option}（它的选项：{known}）{hint}"),
    "no_options": ("none", "无"),
    "no_game": ("no game named", "没有给出游戏"),
    "no_value_taken": ("{flag} takes no value", "{flag} 不带值"),
    "value_needed": ("{flag} needs a value", "{flag} 后面需要一个值"),
})


def split_options(cls: type[Game], options: Mapping[str, Any] | None
                  ) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """The given options of a game, converted, as (rules, flags, position options).

    Rules are the game's fields; flags are passed to ``analyse`` (every flag
    is there, at its default when not given); position options describe
    the position (the cards of the card game).  A rule or position option
    not given (None) is left out, so that the game's own defaults apply and
    the game can tell it was not given; a required one is refused.

    >>> from grundy import find_game
    >>> split_options(find_game("moore"), {"k": "2", "all": True})
    ({'k': 2}, {'all': True}, {})
    >>> split_options(find_game("wythoff"), {"misre": True})
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: wythoff has no option 'misre' (its options: misere, max_take, a); did you mean 'misere'?
    """
    given = dict(options or {})
    known = {o.name: o for o in cls.cli_options}
    for key in given:
        if key not in known:
            raise InputError(MESSAGES("no_option", game=cls.named(), option=quoted(key),
                                      known=", ".join(known) or MESSAGES("no_options"), hint=hint(key, known)))
    rules: dict[str, Any] = {}
    flags: dict[str, Any] = {}
    placed: dict[str, Any] = {}
    for opt in cls.cli_options:
        raw = given.get(opt.name)
        if not opt.rule and not opt.position:
            flags[opt.name] = opt.convert(raw)
        elif raw is not None or opt.required:
            (placed if opt.position else rules)[opt.name] = opt.convert(raw)
    return rules, flags, placed


def game_from_text(game: str | type[Game], tokens: Sequence[str], options: Mapping[str, Any] | None = None
                   ) -> tuple[Game, Any, dict[str, Any]]:
    """Build (game, position, analysis flags) from a game's name, position tokens and options."""
    from .registry import find_game

    cls = find_game(game) if isinstance(game, str) else game
    rules, flags, placed = split_options(cls, options)
    built, position = cls.from_tokens(list(tokens), **rules, **placed)
    return built, position, flags


def game_from_words(words: Sequence[str]) -> tuple[Game, Any, dict[str, Any]]:
    """Build (game, position, flags) from the words of a command line: ``GAME [OPTIONS] POSITION...``.

    Options are written as on the command line, ``--max-take 3``,
    ``--max-take=3`` or ``--misere``; ``--`` ends them.

    >>> game_from_words(["wythoff", "3", "5", "--misere"])[:2]
    (Wythoff(misere=True), (3, 5))
    >>> game_from_words(["nim", "3", "--colour"])
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: nim has no option --colour (its options: --misere)
    """
    from .registry import find_game

    if not words:
        raise InputError(MESSAGES("no_game"))
    cls = find_game(words[0])
    flags = {o.flag: o for o in cls.cli_options}
    tokens: list[str] = []
    options: dict[str, Any] = {}
    rest = list(words[1:])
    while rest:
        word = rest.pop(0)
        if word == "--":
            tokens.extend(rest)
            break
        if not word.startswith("--"):
            tokens.append(word)
            continue
        flag, has_value, value = word.partition("=")
        opt = flags.get(flag)
        if opt is None:
            raise InputError(MESSAGES("no_option", game=cls.named(), option=flag,
                                      known=", ".join(flags) or MESSAGES("no_options"), hint=hint(flag, flags)))
        if opt.kind is bool:
            if has_value:
                raise InputError(MESSAGES("no_value_taken", flag=flag))
            options[opt.name] = True
            continue
        if not has_value:
            if not rest:
                raise InputError(MESSAGES("value_needed", flag=flag))
            value = rest.pop(0)
        options[opt.name] = value
    return game_from_text(cls, tokens, options)
