"""The tables of the web API: the board of outcomes, the steps of the sieve, the Beatty rows, the binary columns.

Each function is one endpoint of ``/api/`` (``board``, ``sieve``,
``beatty``, ``columns``): a table of many positions at once, which may take long enough
to be run as a job (:mod:`grundy.web.jobs`), or of one position worked by hand.  Games are read from the
request as :mod:`grundy.web.reading` reads them; every table is bounded by
the limits of :mod:`grundy.web.limits`.

>>> board("wythoff", size=3)["outcomes"]
['PNN', 'NNP', 'NPN']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import InputError, TooLargeError
from ..messages import catalogue, check_lang
from .limits import MAX_BEATTY, MAX_BEATTY_A, MAX_BOARD, MAX_DIGITS, MAX_GRUNDY_BOARD
from .reading import build, read_position

__all__ = ["beatty", "board", "columns", "sieve"]

MESSAGES = catalogue("web.tables", {
    "board_size": ("the board size must be between 1 and {limit}, not {size}",
                   "局面图的大小必须在 1 到 {limit} 之间，不能是 {size}"),
    "negative_start": ("start must be non-negative, not {start}", "起点必须是非负整数，不能是 {start}"),
    "long_start": ("start: a number has more than {limit} {limit:~digit|digits}", "起点：数超过 {limit} 位"),
    "count": ("count must be between 1 and {limit}, not {count}", "行数必须在 1 到 {limit} 之间，不能是 {count}"),
    "a_range": ("a must be between 1 and {limit:,}, not {a}", "a 必须在 1 到 {limit:,} 之间，不能是 {a}"),
})


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

    built = build(game, options, rules).game
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

    built = build(game, options, rules).game
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


def columns(
    game: str,
    options: Mapping[str, Any] | None = None,
    rules: Mapping[str, Any] | None = None,
    position: Any = None,
    tokens: Sequence[str] | None = None,
    lang: str = "en",
) -> dict[str, Any]:
    """A position's piles in binary columns, worked step by step (:mod:`grundy.columns`).

    For a game that declares ``columns`` (Nim, Moore's Nim_k): the piles in
    binary, the 1s of each column, their parities (Nim: the nim-sum) or their
    remainders modulo k + 1, the move that makes them all 0 and the steps in
    words, in ``lang``; ``moves_described`` says each winning move in words.

    >>> c = columns("nim", position=[3, 4, 5])
    >>> c["rows"], c["counts"], c["nim_sum"], c["after"], c["moves_described"]
    (['011', '100', '101'], [2, 1, 2], 2, [1, 4, 5], ['take 2 from pile 1'])
    >>> columns("moore", {"k": 2}, tokens=["5", "6", "3"])["residues"]
    [2, 2, 2]
    """
    check_lang(lang)
    built, pos = read_position(build(game, options, rules), position, tokens)
    work = built.columns(pos)
    return {
        "game": built.name, "rules": built.rules(), "position": built.position_to_json(pos),
        **work.to_json(lang),
        "moves_described": [built.describe_move(pos, m, lang) for m in work.moves],
    }
