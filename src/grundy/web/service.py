"""The web API's answers as plain functions from JSON values to JSON values.

Each function here is one endpoint of ``/api/``, without the web framework:
it names a game of the registry, builds it from the same options as the
command line (``cli_options``), reads the position and asks the game
through the protocol only, so every game of the registry is served
without code of its own.  Errors are :class:`~grundy.errors.GrundyError`
with a one-line message; :mod:`grundy.web.app` turns them into HTTP
errors, and runs these functions in worker processes with a deadline.

>>> answer = analyse("wythoff", position=[3, 5])
>>> answer["outcome"], answer["winning_moves"], answer["winning_positions"]
('P', [], [])
>>> check_move("wythoff", position=[3, 5], text="both 3")["after"]
[0, 2]
>>> reply = computer_move("wythoff", position=[0, 2])
>>> reply["after"], reply["over"], reply["winner"]
([0, 0], True, 'computer')

The size limits below bound every request: numbers of at most
:data:`MAX_DIGITS` digits, positions of at most :data:`MAX_ITEMS` items
per list, boards of at most :data:`MAX_BOARD` squares a side.

One topic: each function is one endpoint of the API, and they share the
reading of games, positions and options from JSON.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from ..drawing import SquareBoard, click_help, sentences
from ..errors import InputError, TooLargeError
from ..game import SEARCH_LIMIT, WORK_LIMIT, Game
from ..messages import Text, catalogue, check_lang, joined
from ..options import Option
from ..play import Match
from ..registry import find_game, iter_games, summary

__all__ = [
    "MAX_BEATTY",
    "MAX_BEATTY_A",
    "MAX_BOARD",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_DRAWN",
    "MAX_GRUNDY_BOARD",
    "MAX_ITEMS",
    "MAX_POSITIONS",
    "MAX_TEXT",
    "analyse",
    "beatty",
    "board",
    "check_json_value",
    "check_move",
    "check_text",
    "computer_move",
    "list_games",
    "outcomes",
    "random_start",
]

#: Most decimal digits of any number in a request.
MAX_DIGITS = 1000
#: Most items of any list in a position (piles, cards) and most tokens.
MAX_ITEMS = 128
#: Most nesting of lists and objects in a position or in rules (a sum of games nests).
MAX_DEPTH = 6
#: Most characters of a text value (an option such as the cards, a typed move).
MAX_TEXT = 2000
#: Most positions in one request for outcomes.
MAX_POSITIONS = 1024
#: Largest P/N board, squares a side.
MAX_BOARD = 512
#: Largest board of Grundy values, squares a side.
MAX_GRUNDY_BOARD = 256
#: Most rows of the Beatty table in one request.
MAX_BEATTY = 1000
#: Largest a of the a-Wythoff Beatty pairs.
MAX_BEATTY_A = 10**9
#: Largest board of squares drawn, squares a side (larger ones are shown as text).
MAX_DRAWN = 40

_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_DIGITS + 1))

MESSAGES = catalogue("web.service", {
    # The values a request holds, as its errors name them.
    "position": ("position", "局面"),
    "rules": ("rules", "规则"),
    "move": ("move", "走法"),
    "text": ("text", "文本"),
    "option": ("option", "选项"),
    "cards": ("cards", "卡片"),
    "position_n": ("position {n}", "第 {n} 个局面"),
    "token_n": ("token {n}", "第 {n} 个记号"),
    "long_text": ("{what}: {count:,} characters are more than {limit:,}", "{what}：{count:,} 个字符，超过了 {limit:,}"),
    "long_number": ("{what}: a number has more than {limit} digits", "{what}：有一个数超过 {limit} 位"),
    "deep": ("{what}: nested more than {limit} levels deep", "{what}：嵌套超过 {limit} 层"),
    "many_items": ("{what}: {count:,} items are more than {limit} (too many piles or cards)",
                   "{what}：{count:,} 项，超过了 {limit}（堆或卡片太多）"),
    "not_json": ("{what}: {kind} is not a JSON value", "{what}：{kind} 不是 JSON 值"),
    "unknown_option": ("unknown option {key!r} for {game} (its options: {names})",
                       "{game}没有选项 {key!r}（它的选项：{names}）"),
    "rules_and_options": ("give the rules or the rule options, not both ({key})", "规则和规则选项只能给出一种（{key}）"),
    "rule_type": ("{game}: {reason}", "{game}：规则的值类型不对（{reason}）"),
    "position_and_tokens": ("give the position or the tokens, not both", "局面和记号只能给出一种"),
    "no_position": ("the position is missing", "缺少局面"),
    # The request's fields by their names: {move} and {text}.
    "no_move": ("give the move as the position it leaves ({move}) or as typed ({text})",
                "请给出走法：走后的局面（{move}）或输入的文字（{text}）"),
    "many_positions": ("{count:,} positions are more than {limit:,}", "{count:,} 个局面，超过了 {limit:,}"),
    "in_position": ("position {i}: {reason}", "第 {i} 个局面：{reason}"),
    "board_size": ("the board size must be between 1 and {limit}, not {size}",
                   "局面图的大小必须在 1 到 {limit} 之间，不能是 {size}"),
    "negative_start": ("start must be non-negative, not {start}", "起点必须是非负整数，不能是 {start}"),
    "long_start": ("start: a number has more than {limit} digits", "起点：数超过 {limit} 位"),
    "count": ("count must be between 1 and {limit}, not {count}", "行数必须在 1 到 {limit} 之间，不能是 {count}"),
    "a_range": ("a must be between 1 and {limit:,}, not {a}", "a 必须在 1 到 {limit:,} 之间，不能是 {a}"),
})


# ------------------------------------------------------------ input checks
def _what(what: str) -> Text:
    """The name of a checked value: "position 2" is "第 2 个局面" in Chinese; a flag stays as it is."""
    head, _, number = what.rpartition(" ")
    if number.isdigit() and head == "position":
        return MESSAGES("position_n", n=number)
    if number.isdigit() and head == "token":
        return MESSAGES("token_n", n=number)
    named = {"position": MESSAGES("position"), "rules": MESSAGES("rules"), "move": MESSAGES("move"),
             "text": MESSAGES("text"), "option": MESSAGES("option"), "cards": MESSAGES("cards")}
    return named.get(what, Text.literal(what, what))


def check_text(text: str, what: str) -> str:
    """Check a text value: at most MAX_TEXT characters, no number longer than MAX_DIGITS.

    >>> check_text("2 3 6", "cards")
    '2 3 6'
    >>> check_text("1" * 1001, "move")
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: move: a number has more than 1000 digits
    """
    if len(text) > MAX_TEXT:
        raise TooLargeError(MESSAGES("long_text", what=_what(what), count=len(text), limit=MAX_TEXT))
    if _LONG_NUMBER.search(text):
        raise TooLargeError(MESSAGES("long_number", what=_what(what), limit=MAX_DIGITS))
    return text


def check_json_value(value: Any, what: str = "position", depth: int = 0) -> Any:
    """Check the size of a JSON value: list lengths, nesting, digits, text length.

    >>> check_json_value([3, 5])
    [3, 5]
    >>> check_json_value(list(range(200)))
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: 200 items are more than 128 (too many piles or cards)
    >>> check_json_value([10**1000])
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: a number has more than 1000 digits
    >>> check_json_value([[[[[[[1]]]]]]])
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: nested more than 6 levels deep
    """
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int):
        if abs(value) >= 10**MAX_DIGITS:
            raise TooLargeError(MESSAGES("long_number", what=_what(what), limit=MAX_DIGITS))
        return value
    if isinstance(value, str):
        return check_text(value, what)
    if depth >= MAX_DEPTH:
        raise TooLargeError(MESSAGES("deep", what=_what(what), limit=MAX_DEPTH))
    if isinstance(value, (list, dict)) and len(value) > MAX_ITEMS:
        raise TooLargeError(MESSAGES("many_items", what=_what(what), count=len(value), limit=MAX_ITEMS))
    if isinstance(value, list):
        for item in value:
            check_json_value(item, what, depth + 1)
        return value
    if isinstance(value, dict):
        for key, item in value.items():
            check_text(str(key), what)
            check_json_value(item, what, depth + 1)
        return value
    raise InputError(MESSAGES("not_json", what=_what(what), kind=type(value).__name__))


# ------------------------------------------------------------- the games
def _option_info(opt: Option) -> dict[str, Any]:
    kind = {bool: "bool", int: "int"}.get(opt.kind, "str")
    default = opt.default if opt.default is None or isinstance(opt.default, (bool, int, str)) \
        else str(opt.default)
    # "position": the option describes the position (such as the cards on the
    # table) and is read with the tokens by the game's from_tokens.
    return {"name": opt.name, "kind": kind, "help": opt.help.render("en"), "help_zh": opt.help.render("zh"),
            "name_zh": opt.short.render("zh") if opt.short is not None else None, "default": default,
            "minimum": opt.minimum, "rule": opt.rule, "required": opt.required,
            "position": opt.position}


def _click_help(cls: type[Game], lang: str) -> str:
    text = click_help(cls.move_kinds, cls.board_kind)
    if tuple(cls.move_kinds) == ("typed",) and cls.move_help:
        text = sentences([text, cls.move_help])
    return text.render(lang)


def _game_info(cls: type[Game]) -> dict[str, Any]:
    return {
        "name": cls.name,
        "title": cls.title_in("en"),
        "title_zh": cls.title_in("zh"),
        "summary": summary(cls),
        "summary_zh": summary(cls, "zh"),
        "options": [_option_info(o) for o in cls.cli_options],
        "position_metavar": cls.position_metavar,
        "position_help": cls.position_help.render("en"),
        "position_help_zh": cls.position_help.render("zh"),
        "move_help": cls.move_help.render("en") if cls.move_help is not None else "",
        "move_help_zh": cls.move_help.render("zh") if cls.move_help is not None else "",
        # The page's own help: how its buttons make the moves (a game only typed adds its notation).
        "click_help": _click_help(cls, "en"),
        "click_help_zh": _click_help(cls, "zh"),
        "piles": getattr(cls, "piles", None),
        # How the page draws the game and which moves it offers, as the class declares them.
        "board": cls.board_kind,
        "move_kinds": list(cls.move_kinds),
        "pile_map": cls.pile_map,
        "random_start": cls.random_start,
        "beatty": cls.beatty,
        "featured": cls.featured,
    }


def list_games() -> dict[str, Any]:
    """Every game of the registry that is installed, with its options, and the request limits.

    >>> [g["name"] for g in list_games()["games"]][:1]
    ['wythoff']
    """
    return {
        "games": [_game_info(cls) for cls in iter_games()],
        "limits": {
            "digits": MAX_DIGITS, "items": MAX_ITEMS, "text": MAX_TEXT,
            "positions": MAX_POSITIONS, "board": MAX_BOARD, "grundy_board": MAX_GRUNDY_BOARD,
            "beatty": MAX_BEATTY,
        },
    }


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


class _Built(NamedTuple):
    cls: type[Game]
    game: Game
    rules: dict[str, Any]   # rule options: the game's fields
    flags: dict[str, Any]   # analysis flags (rule=False), e.g. moore's "all"
    placed: dict[str, Any]  # options that describe the position (Option.position), e.g. the cards
    from_rules: bool        # the game came from its JSON rules, not from options


@lru_cache(maxsize=16)
def _game_from_rules(name: str, rules_json: str) -> Game:
    return find_game(name).from_rules(json.loads(rules_json))


def _build(name: str, options: Mapping[str, Any] | None,
           rules: Mapping[str, Any] | None = None) -> _Built:
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
        return _Built(cls, game, game.rules(), flags, {}, True)
    key = tuple(sorted(rule_options.items()))
    try:
        game = _game(cls.name, key)
        if not _renew(game):
            _game.cache_clear()
            game = _game(cls.name, key)
    except TypeError as exc:  # a rule value of a type the game cannot take
        raise InputError(MESSAGES("rule_type", game=cls.named(), reason=str(exc))) from None
    return _Built(cls, game, rule_options, flags, placed, False)


def _read(built: _Built, position: Any, tokens: Sequence[str] | None) -> tuple[Game, Any]:
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


def _game_and_position(game: str, options: Mapping[str, Any] | None,
                       rules: Mapping[str, Any] | None, position: Any) -> tuple[_Built, Game, Any]:
    """The game and a position given in its JSON form (which must be there)."""
    parts = _build(game, options, rules)
    if position is None:
        raise InputError(MESSAGES("no_position"))
    check_json_value(position)
    return parts, parts.game, parts.game.position_from_json(position)


def _move_fields(game: Game, before: Any, after: Any, lang: str) -> dict[str, Any]:
    return {
        "move": game.move_to_json(before, after),
        "after": game.position_to_json(after),
        "after_text": game.format_position(after, lang),
        "move_text": game.move_text(before, after),
        "move_described": game.describe_move(before, after, lang),
    }


# -------------------------------------------------------------- endpoints
def analyse(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    position: Any = None,
    tokens: Sequence[str] | None = None,
    lang: str = "en",
    grundy: bool = False,
) -> dict[str, Any]:
    """The CLI's JSON analysis (``grundy GAME ... --json``) plus what a page needs.

    Besides the shared contract (game, rules, position, outcome, winning_moves,
    moves_described, explanation, ...), the answer holds ``winning_positions``
    (the positions the winning moves leave, in the position's JSON form, and
    as text in ``winning_positions_text``),
    ``move_texts`` (the moves as a player types them), ``position_text`` and
    ``render`` (the terminal drawing), and ``over`` (no move is left); for a
    game drawn on a board of squares, ``squares`` too: each square's name,
    the labels, the pieces and their lines (None when the board is larger
    than :data:`MAX_DRAWN` a side).

    >>> a = analyse("wythoff", tokens=["8", "4"], lang="zh")
    >>> a["position"], a["winning_moves"], a["move_texts"]
    ([8, 4], [[7, 4]], ['1 1'])
    """
    check_lang(lang)
    parts = _build(game, options, rules)
    built, pos = _read(parts, position, tokens)
    flags = dict(parts.flags)
    if grundy:
        flags["grundy"] = True
    return _analysis(built, pos, lang, flags)


def _analysis(built: Game, pos: Any, lang: str, flags: dict[str, Any]) -> dict[str, Any]:
    analysis = built.analyse(pos, lang, **flags)
    data = analysis.to_json()
    data["winning_positions"] = [built.position_to_json(m) for m in analysis.winning_moves]
    data["winning_positions_text"] = [built.format_position(m, lang) for m in analysis.winning_moves]
    data["move_texts"] = [built.move_text(analysis.position, m) for m in analysis.winning_moves]
    data["position_text"] = built.format_position(analysis.position, lang)
    data["render"] = built.render(analysis.position, lang)
    data["over"] = built.is_over(analysis.position)
    if type(built).board_kind == "square":
        data["squares"] = _squares(built.square_board(analysis.position), lang)
    return data


def _squares(board: SquareBoard, lang: str) -> dict[str, Any] | None:
    """A board of squares as the page draws it: every square's name, the labels, the pieces.

    None when the board has more than :data:`MAX_DRAWN` squares a side: the
    page then shows the position as text.
    """
    cols, rows = board.columns, board.rows
    if cols > MAX_DRAWN or rows > MAX_DRAWN:
        return None
    return {
        "columns": cols, "rows": rows,
        "names": [[board.name((x, y)) for x in range(cols)] for y in range(rows)],
        "column_labels": [board.column_label(x) for x in range(cols)],
        "row_labels": [board.row_label(y) for y in range(rows)],
        "pieces": [list(s) for s in board.pieces], "piece": board.piece,
        "marks": [list(s) for s in board.marks], "goals": [list(s) for s in board.goals],
        "lines": [[list(a), list(b)] for a, b in board.lines],
        "caption": board.caption.render(lang) if board.caption is not None else "",
    }


def check_move(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    position: Any = None,
    move: Any = None,
    text: str | None = None,
    lang: str = "en",
    analyse: bool = False,
) -> dict[str, Any]:
    """Check the human's move and play it: the position it leaves, and whether the game is over.

    The move is either the position it leaves (``move``, in the position's JSON
    form) or the move as a player types it (``text``, the game's notation).
    An illegal move raises InputError with the reason.  ``winner`` is
    ``"human"`` or ``"computer"`` once the game is over (see
    :attr:`grundy.play.Match.winner`), else None.  With ``analyse``, the
    answer also holds the :func:`analyse` answer for the position left
    (``analysis``), which saves the page a request.

    >>> check_move("wythoff", position=[3, 5], move=[1, 2])
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: taking from both piles needs the same number from each, not 2 and 3
    """
    check_lang(lang)
    parts, built, before = _game_and_position(game, options, rules, position)
    match = Match(built, before, human_first=True)
    if (move is None) == (text is None):
        raise InputError(MESSAGES("no_move", move="move", text="text"))
    if text is not None:
        check_text(text, "move")
        after = match.play_human(text)
    else:
        check_json_value(move, "move")
        after = match.play_human_to(built.position_from_json(move))
    data = {
        "game": built.name, "rules": built.rules(), "position": built.position_to_json(before),
        **_move_fields(built, before, after, lang), "over": match.over, "winner": match.winner,
    }
    if analyse:
        data["analysis"] = _analysis(built, after, lang, dict(parts.flags))
    return data


def computer_move(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    position: Any = None,
    lang: str = "en",
    analyse: bool = False,
) -> dict[str, Any]:
    """The computer's move (:meth:`~grundy.game.Game.computer_move`): perfect play.

    ``move`` is None when no move is left (the game is over); ``winning`` says
    whether the position was an N-position, so that the move wins.  With
    ``analyse``, ``analysis`` is the analysis of the position left.

    >>> answer = computer_move("wythoff", position=[5, 8])
    >>> answer["after"], answer["move_described"], answer["winning"], answer["over"]
    ([4, 7], 'take 1 from both piles', True, False)
    """
    check_lang(lang)
    parts, built, before = _game_and_position(game, options, rules, position)
    match = Match(built, before, human_first=False)
    data: dict[str, Any] = {
        "game": built.name, "rules": built.rules(), "position": built.position_to_json(before),
    }
    if match.over:
        data.update(move=None, after=data["position"], after_text=built.format_position(before, lang),
                    move_text=None, move_described=None, winning=False)
    else:
        winning = built.outcome(before) == "N"
        after = match.play_computer()
        data.update(_move_fields(built, before, after, lang), winning=winning)
    data.update(over=match.over, winner=match.winner)
    if analyse:
        data["analysis"] = _analysis(built, match.position, lang, dict(parts.flags))
    return data


def random_start(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    seed: int | None = None,
    scale: int = 20,
    lang: str = "en",
) -> dict[str, Any]:
    """A random start position of moderate size (the game's ``random_position``).

    >>> random_start("wythoff", seed=1)["position"] == random_start("wythoff", seed=1)["position"]
    True
    """
    check_lang(lang)
    built = _build(game, options, rules).game
    pos = built.random_position(random.Random(seed), scale)
    return {"game": built.name, "rules": built.rules(), "position": built.position_to_json(pos),
            "position_text": built.format_position(pos, lang)}


def outcomes(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    positions: Sequence[Any] = (),
) -> dict[str, Any]:
    """The outcome ('P' or 'N') of each position of a list (the "safe squares" of a board).

    >>> outcomes("wythoff", positions=[[1, 2], [2, 2]])["outcomes"]
    ['P', 'N']
    """
    built = _build(game, options, rules).game
    if len(positions) > MAX_POSITIONS:
        raise TooLargeError(MESSAGES("many_positions", count=len(positions), limit=MAX_POSITIONS))
    answers = []
    for i, value in enumerate(positions, 1):
        check_json_value(value, f"position {i}")
        try:
            pos = built.position_from_json(value)
        except InputError as exc:
            raise InputError(MESSAGES("in_position", i=i, reason=exc.message)) from None
        answers.append(built.outcome(pos))
    return {"game": built.name, "rules": built.rules(), "outcomes": answers}


def board(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    size: int = 32,
    grundy: bool = False,
) -> dict[str, Any]:
    """The outcomes (and Grundy values) of the positions (x, y), 0 <= x, y < size.

    ``outcomes[x][y]`` is the letter P or N of position (x, y); ``grundy[x][y]``
    its Grundy value when asked for (:mod:`grundy.boards`).  For two-pile
    games: Wythoff's game and its variants.

    >>> b = board("wythoff", size=4, grundy=True)
    >>> b["outcomes"], b["grundy"][1]
    (['PNNN', 'NNPN', 'NPNN', 'NNNN'], [1, 2, 0, 4])
    """
    from .. import boards

    built = _build(game, options, rules).game
    limit = MAX_GRUNDY_BOARD if grundy else MAX_BOARD
    if not 1 <= size <= limit:
        raise TooLargeError(MESSAGES("board_size", limit=limit, size=size))
    # The library's tables: P/N through the game's own outcome, Grundy values
    # from the vectorised Wythoff table or position by position.
    grid = boards.outcome_board(built, size)
    data: dict[str, Any] = {
        "game": built.name, "rules": built.rules(), "size": size,
        "outcomes": ["".join("P" if p else "N" for p in row) for row in grid.tolist()],
    }
    if grundy:
        data["grundy"] = boards.grundy_board(built, size).tolist()
    return data


def sieve(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    size: int = 16,
    grundy: bool = False,
) -> dict[str, Any]:
    """How the P-positions of a two-pile game are found, step by step (:mod:`grundy.sieve`).

    ``steps`` lists each P cell and the N cells it newly crosses out; with
    ``grundy``, ``mex`` lists each cell's options and their mex instead.
    ``slopes`` are the Beatty lines of the rules, as decimals for drawing.

    >>> s = sieve("wythoff", size=6)
    >>> [step["p"] for step in s["steps"]], s["slopes"]
    ([[0, 0], [1, 2], [2, 1], [3, 5], [5, 3]], ['1.6180339887'])
    >>> sieve("wythoff", size=3, grundy=True)["mex"][1]
    {'cell': [0, 1], 'options': [[0, 0]], 'values': [0], 'value': 1}
    """
    from .. import sieve as method

    built = _build(game, options, rules).game
    data: dict[str, Any] = {
        "game": built.name, "rules": built.rules(), "size": size, "misere": built.misere,
        "slopes": [slope.decimal(10) for slope in built.beatty_slopes()],
    }
    if grundy:
        data["mex"] = [step.to_json() for step in method.mex_steps(built, size)]
    else:
        data["steps"] = [step.to_json() for step in method.sieve_steps(built, size)]
    return data


def beatty(start: int = 0, count: int = 20, a: int = 1) -> dict[str, Any]:
    """Rows k, floor(k*alpha), floor(k*beta): the P-positions of Wythoff's game (a = 1).

    For a = 1, alpha = phi and beta = phi^2; for Fraenkel's a-Wythoff game,
    alpha = (2 - a + sqrt(a^2 + 4)) / 2 and beta = alpha + a
    (:func:`grundy.beatty.wythoff_ratios`).  The two Beatty sequences are
    complementary: when the rows start at k = 0 or 1, ``partition`` is the
    library's check (:func:`grundy.beatty.check_partition`) that every
    integer from 1 to the last lower term lies in exactly one of them, which
    is to say exactly once in the rows shown.

    >>> t = beatty(0, 5)
    >>> [(r["k"], r["a"], r["b"]) for r in t["rows"]], t["alpha"], t["partition"]["ok"]
    ([(0, 0, 0), (1, 1, 2), (2, 3, 5), (3, 4, 7), (4, 6, 10)], '(1 + sqrt(5))/2', True)
    >>> [(r["a"], r["b"]) for r in beatty(1, 4, a=2)["rows"]]
    [(1, 3), (2, 6), (4, 10), (5, 13)]
    """
    from ..beatty import check_partition, wythoff_ratios

    if start < 0:
        raise InputError(MESSAGES("negative_start", start=start))
    if start >= 10**MAX_DIGITS:
        raise TooLargeError(MESSAGES("long_start", limit=MAX_DIGITS))
    if not 1 <= count <= MAX_BEATTY:
        raise TooLargeError(MESSAGES("count", limit=MAX_BEATTY, count=count))
    if not 1 <= a <= MAX_BEATTY_A:
        raise TooLargeError(MESSAGES("a_range", limit=MAX_BEATTY_A, a=a))
    alpha, beta = wythoff_ratios(a)
    rows = [{"k": k, "a": alpha.floor_mul(k), "b": beta.floor_mul(k)}
            for k in range(start, start + count)]
    data: dict[str, Any] = {
        "a": a, "alpha": str(alpha), "beta": str(beta),
        "alpha_decimal": alpha.decimal(10), "beta_decimal": beta.decimal(10),
        "rows": rows, "partition": None,
    }
    if start <= 1 and rows[-1]["k"] >= 1:
        data["partition"] = check_partition(alpha, beta, rows[-1]["a"]).to_json()
    return data
