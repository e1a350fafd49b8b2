"""The game a request names and the position it gives, read from the request's JSON.

A request names a game of the registry and gives its options as the
command line takes them (``cli_options``), or the rules of an earlier
answer; :func:`build` makes the game and splits the options as the command
line splits them, and :func:`read_position` reads the position from its JSON
form or from command-line tokens.  The games built are kept between
requests, so that a game solved by search keeps what it has learnt.

>>> built = build("wythoff", {"misere": True})
>>> read_position(built, None, ["3", "5"])
(Wythoff(misere=True), (3, 5))
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ..errors import InputError
from ..game import SEARCH_LIMIT, WORK_LIMIT, Game
from ..messages import Text, catalogue
from ..registry import find_game
from .limits import check_json_value, check_text

__all__ = ["Built", "build", "game_and_position", "read_position"]

MESSAGES = catalogue("web.reading", {
    "unknown_option": ("unknown option {key!r} for {game} (its options: {names})",
                       "{game}没有选项 {key!r}（它的选项：{names}）"),
    "rules_and_options": ("give the rules or the rule options, not both ({key})", "规则和规则选项只能给出一种（{key}）"),
    "rule_type": ("{game}: {reason}", "{game}：规则的值类型不对（{reason}）"),
    "position_and_tokens": ("give the position or the tokens, not both", "局面和记号只能给出一种"),
    "no_position": ("the position is missing", "缺少局面"),
})


@lru_cache(maxsize=16)
def _game(name: str, rules: tuple[tuple[str, Any], ...]) -> Game:
    # Games are kept so that a game solved by search keeps what it has learnt.
    return find_game(name)(**dict(rules))


#: A kept game whose search has stored more positions than this is started afresh:
#: one request opens at most WORK_LIMIT / 4 positions (four units of work each, see
#: grundy.engine.Solver), so a request never meets SEARCH_LIMIT because of earlier ones.
_KEEP_POSITIONS = SEARCH_LIMIT - WORK_LIMIT // 4


def _renew(game: Game) -> bool:
    """Give a kept game's searches (its components' too) the whole budget of a new request.

    The budget of a search (:data:`grundy.game.WORK_LIMIT`) counts over the
    solver's lifetime, which is one command on the command line but many
    requests here: without this, a server that had answered enough requests
    refused any new search.  False when the game has stored too much to keep.
    """
    names: list[str] = []
    if dataclasses.is_dataclass(game):  # a sum's components are games
        names = [f.name for f in dataclasses.fields(game)]
    for name in names:
        value = getattr(game, name)
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, Game) and not _renew(part):
                return False
    solver = vars(game).get("solver")  # there once the game has searched (a cached property)
    if solver is None:
        return True
    if solver.solved > _KEEP_POSITIONS:
        return False
    solver.work = 0
    return True


def _convert_options(cls: type[Game], options: Mapping[str, Any] | None,
                     flags_only: bool = False) -> dict[str, Any]:
    options = dict(options or {})
    known = {o.name: o for o in cls.cli_options}
    for key in options:
        if key not in known:
            names = ", ".join(known) or "none"
            raise InputError(MESSAGES("unknown_option", key=key, game=cls.named(), names=names))
        if flags_only and known[key].rule:
            raise InputError(MESSAGES("rules_and_options", key=key))
    values: dict[str, Any] = {}
    for opt in cls.cli_options:
        if flags_only and opt.rule:
            continue
        raw = options.get(opt.name)
        if isinstance(raw, str):
            check_text(raw, opt.flag)
        if raw is None and opt.kind is bool:
            raw = False  # as on the command line: a flag not given is off
        values[opt.name] = opt.convert(raw)
    return values


class Built(NamedTuple):
    cls: type[Game]
    game: Game
    rules: dict[str, Any]   # rule options: the game's fields
    flags: dict[str, Any]   # analysis flags (rule=False), e.g. moore's "all"
    placed: dict[str, Any]  # options that describe the position (Option.position), e.g. the cards
    from_rules: bool        # the game came from its JSON rules, not from options


@lru_cache(maxsize=16)
def _game_from_rules(name: str, rules_json: str) -> Game:
    return find_game(name).from_rules(json.loads(rules_json))


def build(name: str, options: Mapping[str, Any] | None,
           rules: Mapping[str, Any] | None = None) -> Built:
    """The game and its options, split as the command line splits them (cli/analyse.py).

    With ``rules`` (the JSON rules of an earlier answer), the game is rebuilt
    from them (:meth:`~grundy.game.Game.from_rules`), and ``options`` may only
    hold analysis flags.
    """
    cls = find_game(name)
    values = _convert_options(cls, options, flags_only=rules is not None)
    rule_options: dict[str, Any] = {}
    flags: dict[str, Any] = {}
    placed: dict[str, Any] = {}
    for opt in cls.cli_options:
        if opt.name in values:
            (placed if opt.position else rule_options if opt.rule else flags)[opt.name] = values[opt.name]
    if rules is not None:
        check_json_value(dict(rules), "rules")
        rules_json = json.dumps(rules, sort_keys=True)
        game = _game_from_rules(cls.name, rules_json)
        if not _renew(game):
            _game_from_rules.cache_clear()
            game = _game_from_rules(cls.name, rules_json)
        return Built(cls, game, game.rules(), flags, {}, True)
    key = tuple(sorted(rule_options.items()))
    try:
        game = _game(cls.name, key)
        if not _renew(game):
            _game.cache_clear()
            game = _game(cls.name, key)
    except TypeError as exc:  # a rule value of a type the game cannot take
        raise InputError(MESSAGES("rule_type", game=cls.named(), reason=str(exc))) from None
    return Built(cls, game, rule_options, flags, placed, False)


def read_position(built: Built, position: Any, tokens: Sequence[str] | None) -> tuple[Game, Any]:
    """The game and the position, from its JSON form or from command-line tokens."""
    if tokens is not None:
        if position is not None:
            raise InputError(MESSAGES("position_and_tokens"))
        for i, token in enumerate(tokens, 1):
            check_text(token, f"token {i}")
        if built.from_rules:
            return built.game, built.game.parse_position(list(tokens))
        return built.cls.from_tokens(list(tokens), **built.rules, **built.placed)
    if position is None:
        raise InputError(MESSAGES("no_position"))
    check_json_value(position)
    return built.game, built.game.position_from_json(position)


def game_and_position(game: str, options: Mapping[str, Any] | None,
                       rules: Mapping[str, Any] | None, position: Any) -> tuple[Built, Game, Any]:
    """The game and a position given in its JSON form (which must be there)."""
    parts = build(game, options, rules)
    if position is None:
        raise InputError(MESSAGES("no_position"))
    check_json_value(position)
    return parts, parts.game, parts.game.position_from_json(position)

