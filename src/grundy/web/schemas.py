"""The answers of the web API as models, for its OpenAPI schema (``/api/openapi.json``).

The endpoints of :mod:`grundy.web.app` send the answers of
:mod:`grundy.web.service` and :mod:`grundy.web.tables` as they are; these
models only describe them, so that a client (or a schema-driven test)
knows every field and its type.
Positions, moves and rules depend on the game (a list of pile sizes for
Wythoff's game, squares for the queen, the cards on the table for the card
game), so the schema leaves them open.

>>> from grundy.web.service import analyse
>>> Analysis.model_validate(analyse("wythoff", position=[3, 5])).outcome
'P'
>>> ErrorMessage(error="unknown game 'chess'").error
"unknown game 'chess'"

Every error answer is one :class:`ErrorMessage`; :data:`ERRORS` lists the
statuses an endpoint gives, for the schema.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ERRORS",
    "Analysis",
    "Beatty",
    "Board",
    "Columns",
    "ComputerMove",
    "ErrorMessage",
    "GameList",
    "HumanMove",
    "JobState",
    "Outcomes",
    "RandomStart",
]

Outcome = Literal["P", "N"]
#: A JSON value whose form depends on the game (a position, a move).
GameValue = Any


class ErrorMessage(BaseModel):
    """An error: one line that names the offending input (and in Chinese, when known)."""

    model_config = ConfigDict(extra="forbid")

    error: str = Field(min_length=1, pattern=r"^[^\r\n]+$",
                       examples=["wythoff needs 2 pile sizes, got 3"])
    # Absent when there is no Chinese message, never null: so a string in the schema.
    error_zh: str = Field(default=None, min_length=1, pattern=r"^[^\r\n]+$",  # type: ignore[assignment]
                          description="the message in Chinese, for the errors a player meets",
                          examples=["第 2 堆只有 5 个，不能取 9 个"])


class JobError(ErrorMessage):
    status: int = Field(description="the HTTP status the request would have had")


class JobProgress(BaseModel):
    done: int
    total: int


class JobState(BaseModel):
    """A long computation (a job): 202 answers carry it; ``/api/jobs/{id}`` tells how it goes."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[0-9a-f]{16}$")
    status: Literal["queued", "running", "done", "failed", "cancelled"]
    url: str = Field(description="where to ask about the job: /api/jobs/{id}")
    progress: JobProgress | None = Field(description="how far the computation is, as it counts")
    seconds: float = Field(description="seconds since the job was asked for")
    error: JobError | None = Field(description="why the job failed or was cancelled")
    result: Any = Field(description="the answer the request would have had, once done (else null)")


#: The error statuses of the API, for the ``responses`` of its endpoints.
ERRORS: dict[int | str, dict[str, Any]] = {
    202: {"model": JobState, "description": "The answer takes longer: a job computes it; poll its url"},
    400: {"model": ErrorMessage, "description": "The request is not valid for the game, or not JSON"},
    403: {"model": ErrorMessage, "description": "The request comes from another site's page (its Origin)"},
    404: {"model": ErrorMessage, "description": "No such page, or no such job"},
    408: {"model": ErrorMessage, "description": "The request's body did not arrive within a few seconds"},
    409: {"model": ErrorMessage, "description": "The job computing the answer was cancelled"},
    413: {"model": ErrorMessage, "description": "The request, or the computation it asks for, is larger "
                                                 "than the server's limits (see /api/games)"},
    415: {"model": ErrorMessage, "description": "The body is not sent as JSON (Content-Type: application/json)"},
    422: {"model": ErrorMessage, "description": "A field of the request has the wrong type or is out of bounds"},
    503: {"model": ErrorMessage, "description": "The server is busy, or a computation could not be stopped "
                                                 "before its deadline"},
}


class _Answer(BaseModel):
    game: str = Field(description="the game's name in the registry")
    rules: dict[str, Any] = Field(description="the game's rules; send them back to ask about the same game")


# ------------------------------------------------------------- the games
class OptionInfo(BaseModel):
    name: str
    kind: Literal["bool", "int", "str"]
    help: str
    help_zh: str
    name_zh: str | None = Field(description="a short Chinese name for the option, if it has one")
    default: bool | int | str | None
    minimum: int | None
    rule: bool = Field(description="a rule of the game (else a flag of the analysis)")
    required: bool
    position: bool = Field(description="describes the position (read with the tokens)")


class GameInfo(BaseModel):
    name: str
    title: str
    title_zh: str
    summary: str = Field(description="the one line that lists the game (its title if it gives none)")
    summary_zh: str
    options: list[OptionInfo]
    position_metavar: str
    position_help: str
    position_help_zh: str
    move_help: str
    move_help_zh: str
    piles: int | None = Field(description="the number of piles, when it is fixed")
    board: str = Field(description="how a position is drawn: piles, square (the analysis then "
                                   "carries the squares), cards, heaps, or list (its text)",
                       examples=["piles"])
    move_kinds: list[str] = Field(description="the moves a player makes by clicking: take, take_all, "
                                              "take_several, pick, typed (none: moves are typed)")
    pile_map: bool = Field(description="two piles: the positions form a map (see /api/board)")
    random_start: bool = Field(description="random start positions exist, whatever the rules (see /api/random)")
    beatty: bool = Field(description="with the default rules, the P-positions of the map are the "
                                     "Beatty pairs of /api/beatty (a = 1), along y = phi x and y = x / phi")
    columns: bool = Field(description="decided by the piles' binary columns: see /api/columns")
    featured: int | None = Field(description="the game's place among the first ones of a menu (1 first), "
                                             "or null: after those, in the registry's order")


class Limits(BaseModel):
    digits: int
    items: int
    text: int
    positions: int
    board: int
    grundy_board: int
    beatty: int


class GameList(BaseModel):
    games: list[GameInfo]
    limits: Limits


# ----------------------------------------------------------- the answers
class Squares(BaseModel):
    """A position on a board of squares, as the page draws it: a square is [x, y] from the
    bottom-left corner, from 0; ``names[y][x]`` is its name, as a move to it is typed."""

    columns: int
    rows: int
    names: list[list[str]]
    column_labels: list[str]
    row_labels: list[str]
    pieces: list[list[int]]
    piece: str = Field(description="how a piece is drawn")
    marks: list[list[int]] = Field(description="points marked on the board (a Go board's star points)")
    goals: list[list[int]] = Field(description="the squares the pieces head for")
    lines: list[list[list[int]]] = Field(description="the lines along which the pieces move, [from, to]")
    caption: str = Field(description="how the pieces move and who wins, in the answer's language")


class Analysis(_Answer):
    """The command line's JSON analysis (``grundy GAME ... --json``) and what the page draws."""

    model_config = ConfigDict(extra="allow")  # a game may add fields of its own

    position: GameValue
    outcome: Outcome
    winning_moves: list[GameValue]
    moves_described: list[str]
    explanation: str
    grundy: int | None = Field(default=None, description="present when asked for")
    winning_positions: list[GameValue]
    winning_positions_text: list[str]
    move_texts: list[str]
    position_text: str
    render: str
    over: bool
    squares: Squares | None = Field(
        default=None, description="for a game drawn on a board of squares: the board, or null when it "
                                  "is too large to draw")


class _Played(_Answer):
    position: GameValue
    after: GameValue
    after_text: str
    over: bool
    winner: Literal["human", "computer"] | None
    analysis: Analysis | None = Field(default=None, description="present when asked for")


class HumanMove(_Played):
    move: GameValue
    move_text: str
    move_described: str


class ComputerMove(_Played):
    move: GameValue = Field(description="null when the game is over")
    move_text: str | None
    move_described: str | None
    winning: bool = Field(description="the position was an N-position, so the move wins")


class RandomStart(_Answer):
    position: GameValue
    position_text: str


class Outcomes(_Answer):
    outcomes: list[Outcome]


class Board(_Answer):
    size: int
    outcomes: list[str] = Field(description="row x: the letters P and N of the positions (x, y)")
    grundy: list[list[int]] | None = Field(default=None, description="present when asked for")


class SieveStep(BaseModel):
    p: list[int] | None = Field(description="the cell marked P (null: the finished positions of misère play)")
    crossed: list[list[int]] = Field(description="the N cells it newly crosses out")


class MexStep(BaseModel):
    cell: list[int]
    options: list[list[int]] = Field(description="the cells it can move to")
    values: list[int] = Field(description="their Grundy values")
    value: int = Field(description="the mex of those values")


class Sieve(_Answer):
    size: int
    misere: bool
    slopes: list[str] = Field(description="the slopes of the Beatty lines, as decimals (drawing only)")
    steps: list[SieveStep] | None = Field(default=None, description="the sieve of P-positions, step by step")
    mex: list[MexStep] | None = Field(default=None, description="with grundy: each cell's mex, in order")

class ColumnStep(BaseModel):
    shows: Literal["rows", "counts", "residues", "verdict", "top", "move", "check"] = Field(
        description="what the step adds to the table")
    text: str = Field(description="the step in words, in the request's language")


class Columns(_Answer):
    """A position's piles in binary columns; every list of columns runs from the highest power of two to 1."""

    position: GameValue
    piles: list[int]
    modulus: int = Field(description="2 for Nim (each column's parity), k + 1 for Moore's Nim_k")
    outcome: Outcome
    misere: bool
    places: list[int] = Field(description="what each column is worth")
    rows: list[str] = Field(description="each pile in binary")
    counts: list[int] = Field(description="the 1s in each column")
    residues: list[int] = Field(description="each count modulo the modulus")
    nim_sum: int | None = Field(description="Nim: the row of parities read as a number")
    total_text: str | None = Field(description="Nim: the nim-sum in words, in the request's language")
    top: int | None = Field(description="the highest column whose residue is not 0 (0: the leftmost)")
    candidates: list[int] = Field(description="Nim: the piles (from 0) with a 1 in that column")
    after: list[int] | None = Field(description="the position the worked move leaves (null from a P-position)")
    changed: list[int] = Field(description="the piles (from 0) the move lowers")
    after_rows: list[str] | None
    after_counts: list[int] | None
    after_residues: list[int] | None
    moves: list[list[int]] = Field(description="every winning move the game names")
    moves_described: list[str]
    steps: list[ColumnStep]


# ----------------------------------------------------------------- Beatty
class BeattyRow(BaseModel):
    k: int
    a: int
    b: int


class Partition(BaseModel):
    bound: int
    ok: bool
    lower_count: int
    upper_count: int
    repeated: int | None
    missing: int | None


class Beatty(BaseModel):
    a: int
    alpha: str
    beta: str
    alpha_decimal: str
    beta_decimal: str
    rows: list[BeattyRow]
    partition: Partition | None
