"""The web API's answers about the games and their positions, as functions on JSON values.

Each function here is one endpoint of ``/api/``, without the web framework:
it names a game of the registry, builds it from the same options as the
command line (``cli_options``, read by :mod:`grundy.web.reading`), reads
the position and asks the game through the protocol only, so every game
of the registry is served without code of its own.  Errors are
:class:`~grundy.errors.GrundyError` with a one-line message;
:mod:`grundy.web.app` turns them into HTTP errors, and runs these
functions in worker processes with a deadline.

>>> answer = analyse("wythoff", position=[3, 5])
>>> answer["outcome"], answer["winning_moves"], answer["winning_positions"]
('P', [], [])
>>> check_move("wythoff", position=[3, 5], text="both 3")["after"]
[0, 2]
>>> reply = computer_move("wythoff", position=[0, 2])
>>> reply["after"], reply["over"], reply["winner"]
([0, 0], True, 'computer')

One topic: the answers about the games and their positions (the list of
games, the analysis of a position, a move checked or played, a start
position, the outcomes of a list of positions).  The tables of many
positions (the board, the sieve, the Beatty rows) are in
:mod:`grundy.web.tables`; the limits every answer keeps within, in
:mod:`grundy.web.limits`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..drawing import SquareBoard, click_help, sentences
from ..errors import InputError, TooLargeError
from ..game import Game
from ..messages import Text, catalogue, check_lang, joined
from ..options import Option
from ..play import Match
from ..registry import iter_games, summary
from .limits import (
    MAX_BEATTY,
    MAX_BOARD,
    MAX_DIGITS,
    MAX_DRAWN,
    MAX_GRUNDY_BOARD,
    MAX_ITEMS,
    MAX_POSITIONS,
    MAX_TEXT,
    check_json_value,
    check_text,
)
from .reading import build, game_and_position, read_position

__all__ = [
    "analyse",
    "check_move",
    "computer_move",
    "list_games",
    "outcomes",
    "random_start",
]

MESSAGES = catalogue("web.service", {
    # The request's fields by their names: {move} and {text}.
    "no_move": ("give the move as the position it leaves ({move}) or as typed ({text})",
                "请给出走法：走后的局面（{move}）或输入的文字（{text}）"),
    "many_positions": ("{count:,} {count:~position|positions} are more than {limit:,}", "{count:,} 个局面，超过了 {limit:,}"),
    "in_position": ("position {i}: {reason}", "第 {i} 个局面：{reason}"),
})


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
    text = click_help(cls.shell.move_kinds, cls.shell.board_kind)
    if tuple(cls.shell.move_kinds) == ("typed",) and cls.move_help:
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
        "position_metavar": cls.shell.position_metavar,
        "position_help": cls.position_help.render("en"),
        "position_help_zh": cls.position_help.render("zh"),
        "move_help": cls.move_help.render("en") if cls.move_help is not None else "",
        "move_help_zh": cls.move_help.render("zh") if cls.move_help is not None else "",
        # The page's own help: how its buttons make the moves (a game only typed adds its notation).
        "click_help": _click_help(cls, "en"),
        "click_help_zh": _click_help(cls, "zh"),
        "piles": getattr(cls, "piles", None),
        # How the page draws the game and which moves it offers, as the class declares them.
        "board": cls.shell.board_kind,
        "move_kinds": list(cls.shell.move_kinds),
        "pile_map": cls.shell.pile_map,
        "random_start": cls.shell.random_start,
        "beatty": cls.shell.beatty,
        "columns": cls.shell.columns,
        "featured": cls.shell.featured,
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
    parts = build(game, options, rules)
    built, pos = read_position(parts, position, tokens)
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
    if type(built).shell.board_kind == "square":
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
    parts, built, before = game_and_position(game, options, rules, position)
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
    parts, built, before = game_and_position(game, options, rules, position)
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
    built = build(game, options, rules).game
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
    built = build(game, options, rules).game
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

