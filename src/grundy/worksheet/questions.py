"""The questions of a worksheet and their answers: positions chosen by a seed, solved by the game.

A worksheet asks, for each of ``count`` positions of one game, whether the
player to move wins (an N-position) or loses (a P-position), and, when they
win, for a winning move.  The positions come from the game's own random
start positions (``Game.random_position``) at a size a pupil can handle
(``scale``); about two in five are P-positions, found as the positions that
the winning moves of random N-positions leave, since random positions of most
games are almost all N-positions.  No two questions are the same position
up to the game's symmetries (``Game.canonical``, and the order of the piles).  The questions go from the smallest
position to the largest (``Game.size``).  The answers (outcome and every
winning move) are the game's own analysis.  Everything follows from the
seed: the same seed, game and rules give the same worksheet.

>>> from grundy.registry import find_game
>>> sheet = make_worksheet(find_game("wythoff")(), 6, seed=7)
>>> len(sheet.questions), sorted({q.outcome for q in sheet.questions})
(6, ['N', 'P'])
>>> sheet == make_worksheet(find_game("wythoff")(), 6, seed=7)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..errors import InputError, TooLargeError
from ..game import Game
from ..messages import catalogue
from ..validation import parse_count

__all__ = ["MAX_COUNT", "MAX_SCALE", "MAX_SEED", "SCALE", "Question", "Worksheet", "make_worksheet", "parse_seed",
           "parse_total"]

MESSAGES = catalogue("worksheet.questions", {
    "count": ("the number of questions", "题目数"),
    "seed": ("the seed", "随机种子"),
    "scale": ("the size of the positions", "局面的大小"),
    "count_range": ("{what} must be between 1 and {most}, not {value}", "{what}必须在 1 到 {most} 之间，不能是 {value}"),
    "seed_range": ("the seed must be at most {most}, not {value}", "随机种子不能超过 {most}，不能是 {value}"),
    "too_few": ("{game} has only {found} different {found:~position|positions} of size {scale} to ask about, fewer than the {count} "
                "questions asked: ask for fewer, or for larger positions",
                "{game}在大小 {scale} 以内只有 {found} 个不同的局面可以出题，少于所要的 {count} 道题：请少出几道，或用更大的局面"),
})

#: Most questions on one worksheet.
MAX_COUNT = 100
#: The size of the positions asked (the ``scale`` of ``Game.random_position``): piles of at most a dozen stones.
SCALE = 12
#: Largest size of the positions asked.
MAX_SCALE = 100
#: Largest seed.
MAX_SEED = 2**63
#: Random positions drawn for each question asked, at most, before the worksheet gives up.
TRIES = 40


@dataclass(frozen=True)
class Question:
    """One position of a worksheet and its answer: the outcome and every winning move (positions left)."""

    position: Any
    outcome: str
    winning_moves: tuple[Any, ...]


@dataclass(frozen=True)
class Worksheet:
    """The questions asked about ``game``, in order, and the seed that chose them."""

    game: Game
    seed: int
    scale: int
    questions: tuple[Question, ...]


def parse_total(value: Any, what: str = "count", most: int = MAX_COUNT) -> int:
    """The number of questions (or another bounded count), 1 to ``most``, from text or an int.

    >>> parse_total("12")
    12
    >>> parse_total("0")
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: the number of questions must be between 1 and 100, not 0
    """
    named = MESSAGES("scale") if what == "scale" else MESSAGES("count")
    number = parse_count(value, named)
    if not 1 <= number <= most:
        raise TooLargeError(MESSAGES("count_range", what=named, most=most, value=number))
    return number


def parse_seed(value: Any) -> int:
    """The seed, a non-negative integer of at most :data:`MAX_SEED`, from text or an int.

    >>> parse_seed("2026")
    2026
    >>> parse_seed("x")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: the seed: 'x' is not a non-negative integer
    """
    number = parse_count(value, MESSAGES("seed"))
    if number > MAX_SEED:
        raise InputError(MESSAGES("seed_range", most=MAX_SEED, value=number))
    return number


def make_worksheet(game: Game, count: int, seed: int = 0, scale: int = SCALE) -> Worksheet:
    """The worksheet of ``count`` questions about ``game`` that ``seed`` chooses.

    Parameters
    ----------
    game : Game
        The game with its rules; it must have random start positions.
    count : int
        How many questions, 1 to :data:`MAX_COUNT`.
    seed : int
        The seed of the choice (``random.Random(seed)``).
    scale : int
        The size of the positions, as ``Game.random_position`` takes it.

    Raises
    ------
    TooLargeError
        A count or scale out of range.
    InputError
        The game has fewer different positions of that size than questions asked.
    UnsupportedError
        The game has no random start positions.
    """
    count = parse_total(count)
    seed = parse_seed(seed)
    scale = parse_total(scale, "scale", MAX_SCALE)
    rng = random.Random(seed)
    want_p = (2 * count + 2) // 5 if count > 1 else rng.randrange(2)
    found: dict[str, dict[Any, Question]] = {"P": {}, "N": {}}
    for _ in range(TRIES * count):
        if len(found["P"]) >= want_p and len(found["N"]) >= count - want_p:
            break
        start = game.validate(game.random_position(rng, scale))
        wins = _add(game, start, found)
        if wins and len(found["P"]) < want_p:
            left = wins[rng.randrange(len(wins))]
            if not (game.shell.board_kind == "piles" and 0 in left):  # an emptied pile only lengthens the question
                _add(game, left, found)
    p_list, n_list = list(found["P"].values()), list(found["N"].values())
    take_p = min(len(p_list), max(want_p, count - len(n_list)))
    chosen = p_list[:take_p] + n_list[:count - take_p]
    if len(chosen) < count:
        raise InputError(MESSAGES("too_few", game=game.named(), found=len(chosen), scale=scale, count=count))
    rng.shuffle(chosen)
    chosen.sort(key=lambda q: game.size(q.position))  # stable: equal sizes keep the shuffled order
    return Worksheet(game=game, seed=seed, scale=scale, questions=tuple(chosen))


def _add(game: Game, position: Any, found: dict[str, dict[Any, Question]]) -> list[Any]:
    # Files a position not seen yet under its outcome; its winning moves.  A finished game asks
    # nothing, and a position the same as one asked ((5, 3) after (3, 5): the game's canonical key) is not asked.
    if game.is_over(position):
        return []
    key = game.canonical(position)
    if game.shell.board_kind == "piles" and isinstance(key, tuple):
        key = tuple(sorted(key))  # the same piles in another order ask the same question again
    for questions in found.values():
        if key in questions:
            return list(game.winning_moves(position))
    wins = tuple(game.winning_moves(position))
    outcome = "N" if wins else "P"
    found[outcome][key] = Question(position=position, outcome=outcome, winning_moves=wins)
    return list(wins)
