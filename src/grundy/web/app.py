"""The local web app: a JSON API under ``/api/`` and the page that plays and explores.

The API speaks the command line's JSON contract for any game of the
registry (see :mod:`grundy.web.service` and :mod:`grundy.web.tables`,
which hold the answers); this module only types and bounds the requests,
has the answers computed in worker processes (:mod:`grundy.web.fair`:
quick ones in their own pool, long ones as jobs, so that a quick question
never waits behind a long one), and turns every error into a JSON object
``{"error": "one line"}`` with a 4xx status (5xx only when the server
itself is at fault or busy); the errors also come in Chinese as
``"error_zh"``.  Every request first passes
:class:`~grundy.web.guard.Guard` (the Host, the Origin, a JSON body of at
most :data:`MAX_BODY` bytes, sent within a few seconds); what comes before
the app (the HTTP layer, slow headers) is :mod:`grundy.web.server`'s.

>>> from fastapi.testclient import TestClient
>>> with TestClient(create_app(workers=1)) as client:
...     client.post("/api/analyse", json={"game": "wythoff", "position": [3, 5]}).json()["outcome"]
'P'

Endpoints: ``GET /api/games``, ``POST /api/analyse``, ``POST /api/check-move``,
``POST /api/computer-move``, ``POST /api/random``, ``POST /api/outcomes``,
``POST /api/board``, ``POST /api/square-board``, ``POST /api/square-sieve``,
``POST /api/line-sieve``, ``POST /api/columns``, ``POST /api/moves``, ``GET /api/beatty``; the page at ``/``.  An answer not
ready within the request's wait (``timeout``, or less with ``Prefer:
wait=N``) comes as 202 with a job (:mod:`grundy.web.jobs`): ``GET
/api/jobs/{id}`` gives its progress, then its ``result`` or ``error``;
``DELETE /api/jobs/{id}`` cancels it.
"""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi import Path as FastAPIPath
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    StringConstraints,
)
from starlette.exceptions import HTTPException

from .. import __version__
from ..errors import GrundyError
from ..messages import catalogue
from ..registry import available_games
from ..worksheet.questions import MAX_COUNT, MAX_SCALE, MAX_SEED, SCALE
from . import lines, schemas, service, squares, tables, worksheets
from .fair import Answers, preferred_wait
from .guard import MAX_BODY, Guard
from .guard import error_response as _error
from .jobs import Jobs, http_status
from .limits import (
    MAX_BEATTY,
    MAX_BEATTY_A,
    MAX_BOARD,
    MAX_DIGITS,
    MAX_GRUNDY_BOARD,
    MAX_ITEMS,
    MAX_POSITIONS,
    MAX_TEXT,
    check_json_value,
    check_text,
)
from .worker import Pool, PoolError
from .wording import page_text, validation_message

__all__ = ["MAX_BODY", "STATIC", "STOP_WAIT", "create_app"]

#: Seconds a request to cancel a job waits for its worker process to be stopped.
STOP_WAIT = 5.0
#: The page: index.html, app.css, and app.js with the ES modules it imports.
STATIC = Path(__file__).resolve().parent / "static"

MESSAGES = catalogue("web.app", {
    "no_page": ("no such page: {path}", "没有这个页面：{path}"),
    "no_method": ("{path} does not take {method} requests", "{path} 不接受 {method} 请求"),
    "bug": ("internal error: {kind}", "内部错误：{kind}"),
    "no_job": ("no such job: {id} (it was cancelled, or finished long ago: ask again for the answer)",
               "没有这个任务：{id}（它已被取消，或早已结束：请重新提问以得到答案）"),
})

# ---------------------------------------------------------------- requests
def _position(value: Any) -> Any:
    return check_json_value(value, "position")


def _rules(value: Any) -> Any:
    return check_json_value(value, "rules")


def _move(value: Any) -> Any:
    return check_json_value(value, "move")


def _text(value: str) -> str:
    return check_text(value, "text")


Lang = Literal["en", "zh"]
Name = Annotated[str, StringConstraints(min_length=1, max_length=40)]
# The schema lists the games, so that a client (or a schema-driven test) can name one;
# another name gets the service's message (400) naming the games there are.
GameName = Annotated[Name, Field(json_schema_extra={"enum": available_games()})]
OptionValue = Annotated[StrictBool | StrictInt | StrictStr, AfterValidator(lambda v: check_json_value(v, "option"))]
Token = Annotated[StrictStr, StringConstraints(max_length=MAX_DIGITS), AfterValidator(_text)]
TypedText = Annotated[StrictStr, StringConstraints(max_length=MAX_TEXT), AfterValidator(_text)]
Position = Annotated[Any, AfterValidator(_position), Field(
    description=f"a position in its JSON form, as answers give it (at most {MAX_ITEMS} items a list, "
                f"{MAX_DIGITS} digits a number), e.g. [3, 5] for Wythoff's game",
    examples=[[3, 5]])]


JobId = Annotated[str, FastAPIPath(pattern=r"^[0-9a-f]{16}$", description="the id of a 202 answer")]


class GameRequest(BaseModel):
    """The game, its options (as on the command line, by name) and the language."""

    model_config = ConfigDict(extra="forbid")

    game: GameName = Field(description="a game of the registry, e.g. wythoff", examples=["wythoff"])
    options: dict[Name, OptionValue] = Field(
        default_factory=dict, max_length=16,
        description="the game's options by name, as on the command line, e.g. {\"misere\": true}")
    rules: Annotated[dict[Name, Any], Field(max_length=16), AfterValidator(_rules)] | None = Field(
        default=None,
        description="instead of the rule options: the rules of an earlier answer, sent back as given")
    lang: Lang = "en"


class AnalyseRequest(GameRequest):
    """A position as JSON (``position``) or as command-line tokens (``tokens``)."""

    position: Position = None
    tokens: list[Token] | None = Field(default=None, max_length=MAX_ITEMS)
    grundy: StrictBool = False


class MoveRequest(GameRequest):
    """The human's move: the position it leaves (``move``) or the move as typed (``text``)."""

    position: Position
    move: Annotated[Any, AfterValidator(_move)] = None
    text: TypedText | None = None
    analyse: StrictBool = Field(default=False, description="also analyse the position left")


class PositionRequest(GameRequest):
    position: Position
    analyse: StrictBool = Field(default=False, description="also analyse the position left")


class RandomRequest(GameRequest):
    seed: StrictInt | None = Field(default=None, ge=0, le=2**63)
    scale: StrictInt = Field(default=20, ge=1, le=1000)


class OutcomesRequest(GameRequest):
    positions: list[Position] = Field(max_length=MAX_POSITIONS)


class BoardRequest(GameRequest):
    size: StrictInt = Field(default=32, ge=1, le=MAX_BOARD,
                            description=f"squares a side (at most {MAX_GRUNDY_BOARD} with grundy)")
    grundy: StrictBool = False


class SquaresRequest(GameRequest):
    grundy: StrictBool = False


class MovesRequest(GameRequest):
    position: Position


class ColumnsRequest(GameRequest):
    """A position as JSON (``position``) or as command-line tokens (``tokens``)."""

    position: Position = None
    tokens: list[Token] | None = Field(default=None, max_length=MAX_ITEMS)


class LineRequest(GameRequest):
    size: StrictInt = Field(default=30, ge=1, le=lines.MAX_LINE, description="the heaps 0 .. size - 1")
    grundy: StrictBool = False


# ---------------------------------------------------------------------- app
def create_app(*, workers: int = 2, timeout: float = 10.0, allowed_hosts: list[str] | None = None,
               quick: float = 2.0, job_workers: int = 2, job_timeout: float = 600.0) -> FastAPI:
    """Build the web app.

    Parameters
    ----------
    workers : int
        Worker processes that compute the quick answers (see :mod:`grundy.web.fair`).
    timeout : float
        Seconds a request waits for its answer; a computation not done by
        then goes on as a job, and the request is answered 202 with the job.
    allowed_hosts : list of str, optional
        Host names the server answers to (e.g. the loopback names, which
        guards a local server against DNS rebinding); None accepts any.
    quick : float
        Seconds a quick computation may take in its pool before it becomes a job.
    job_workers : int
        Worker processes for the jobs (the long computations), each one job at a time.
    job_timeout : float
        Seconds a job may compute before it is stopped (it then fails with 413).
    """
    preload = (service.__name__, tables.__name__, squares.__name__, lines.__name__)
    pool = Pool(size=workers, timeout=min(quick, timeout), wait=timeout, preload=preload)
    jobs = Jobs(size=job_workers, timeout=job_timeout, preload=preload)
    answers = Answers(pool, jobs, timeout, error=_error)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        pool.start()
        jobs.start()
        try:
            yield
        finally:
            jobs.close()
            pool.close()

    app = FastAPI(
        title="grundy",
        version=__version__,
        description=f"Exact analysis and perfect play for impartial games, as JSON. Request bodies "
                    f"are JSON of at most {MAX_BODY:,} bytes; every error is {{\"error\": \"one line\"}}. "
                    f"An answer that takes longer than {timeout:g} s comes as 202 and a job to poll "
                    f"at /api/jobs/{{id}}.",
        docs_url=None, redoc_url=None, openapi_url="/api/openapi.json",
        lifespan=lifespan,
    )
    app.state.pool = pool
    app.state.jobs = jobs

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return _error(422, validation_message(exc.errors()))

    @app.exception_handler(HTTPException)
    async def _http(request: Request, exc: HTTPException) -> JSONResponse:
        message: Any = str(exc.detail)
        headers = exc.headers
        if exc.status_code == 404:
            message = MESSAGES("no_page", path=request.url.path)
        elif exc.status_code == 405:
            message = MESSAGES("no_method", path=request.url.path, method=request.method)
            # Allow: the methods of every route of the path (the router names only its first's).
            methods = {m for route in app.routes if isinstance(route, APIRoute)
                       and route.path_regex.match(request.url.path) for m in route.methods or ()}
            headers = {**(headers or {}), "allow": ", ".join(sorted(methods))} if methods else headers
        return _error(exc.status_code, message, headers=headers)  # e.g. Allow, with a 405

    @app.exception_handler(GrundyError)
    async def _grundy(_request: Request, exc: GrundyError) -> JSONResponse:
        return _error(http_status(exc), page_text(exc.message))

    @app.exception_handler(PoolError)
    async def _pool(_request: Request, exc: PoolError) -> JSONResponse:
        return _error(exc.status, exc.message)

    @app.exception_handler(Exception)
    async def _bug(_request: Request, exc: Exception) -> JSONResponse:
        return _error(500, MESSAGES("bug", kind=type(exc).__name__))

    def waiting(request: Request) -> float:
        return preferred_wait(request.headers.get("prefer"), timeout)

    # ------------------------------------------------------------- the API
    listing: list[Any] = []  # the games do not change while the server runs

    @app.get("/api/games", summary="the games, their options and the request limits",
             response_model=schemas.GameList, responses={k: schemas.ERRORS[k] for k in (202, 403, 503)})
    async def games(request: Request) -> Response:
        if listing:
            return JSONResponse(listing[0])
        answer = await answers.quick(service.list_games, {}, waiting(request))
        if answer.status_code == 200:
            listing.append(json.loads(bytes(answer.body)))
        return answer

    @app.post("/api/analyse", summary="outcome, every winning move and why (grundy GAME ... --json)",
              response_model=schemas.Analysis, responses=schemas.ERRORS)
    async def analyse(body: AnalyseRequest, request: Request) -> Response:
        return await answers.quick(service.analyse, body.model_dump(), waiting(request))

    @app.post("/api/check-move", summary="check the human's move and play it",
              response_model=schemas.HumanMove, responses=schemas.ERRORS)
    async def check_move(body: MoveRequest, request: Request) -> Response:
        return await answers.quick(service.check_move, body.model_dump(), waiting(request))

    @app.post("/api/computer-move", summary="the computer's perfect move",
              response_model=schemas.ComputerMove, responses=schemas.ERRORS)
    async def computer_move(body: PositionRequest, request: Request) -> Response:
        return await answers.quick(service.computer_move, body.model_dump(), waiting(request))

    @app.post("/api/random", summary="a random start position",
              response_model=schemas.RandomStart, responses=schemas.ERRORS)
    async def random_start(body: RandomRequest, request: Request) -> Response:
        return await answers.quick(service.random_start, body.model_dump(), waiting(request))

    @app.post("/api/outcomes", summary="the outcome of each of a list of positions",
              response_model=schemas.Outcomes, responses=schemas.ERRORS)
    async def outcomes(body: OutcomesRequest, request: Request) -> Response:
        return await answers.long(service.outcomes, body.model_dump(exclude={"lang"}), waiting(request))

    @app.post("/api/board", summary="P/N board and Grundy values of a two-pile game",
              response_model=schemas.Board, responses=schemas.ERRORS)
    async def board(body: BoardRequest, request: Request) -> Response:
        return await answers.long(tables.board, body.model_dump(exclude={"lang"}), waiting(request))

    @app.post("/api/sieve", summary="how the P-positions (or Grundy values) of a two-pile game are found, step by step",
              response_model=schemas.Sieve, responses=schemas.ERRORS)
    def sieve(request: BoardRequest) -> JSONResponse:
        return JSONResponse(pool.run(tables.sieve, **request.model_dump(exclude={"lang"})))

    @app.post("/api/square-board", summary="the outcome (and Grundy value) of a lone piece on every square",
              response_model=schemas.Board, responses=schemas.ERRORS)
    async def square_board(body: SquaresRequest, request: Request) -> Response:
        return await answers.long(squares.square_table, body.model_dump(exclude={"lang"}), waiting(request))

    @app.post("/api/square-sieve", summary="how the safe squares of a lone piece are found, step by step",
              response_model=schemas.Sieve, responses=schemas.ERRORS)
    async def square_sieve(body: SquaresRequest, request: Request) -> Response:
        return await answers.long(squares.square_sieve, body.model_dump(exclude={"lang"}), waiting(request))

    @app.post("/api/line-sieve", summary="how the P-positions (or Grundy values) of one heap are found, step by step",
              response_model=schemas.Sieve, responses=schemas.ERRORS)
    async def line_sieve(body: LineRequest, request: Request) -> Response:
        return await answers.long(lines.line_sieve, body.model_dump(exclude={"lang"}), waiting(request))

    @app.post("/api/columns", summary="a position's piles in binary columns, worked step by step (Nim, Nim_k)",
              response_model=schemas.Columns, responses=schemas.ERRORS)
    async def columns(body: ColumnsRequest, request: Request) -> Response:
        return await answers.quick(tables.columns, body.model_dump(), waiting(request))

    @app.post("/api/moves", summary="every position one move leaves", responses=schemas.ERRORS)
    async def moves(body: MovesRequest, request: Request) -> Response:
        return await answers.quick(squares.legal_moves, body.model_dump(exclude={"lang"}), waiting(request))

    @app.get("/api/beatty", summary="complementary Beatty pairs: Wythoff's P-positions (a = 1) or a-Wythoff's",
             response_model=schemas.Beatty, responses=schemas.ERRORS)
    async def beatty(
        request: Request,
        start: Annotated[str, Query(pattern=r"^[0-9]+$", max_length=MAX_DIGITS)] = "0",
        count: Annotated[int, Query(ge=1, le=MAX_BEATTY)] = 20,
        a: Annotated[int, Query(ge=1, le=MAX_BEATTY_A)] = 1,
    ) -> Response:
        return await answers.long(tables.beatty, {"start": int(start), "count": count, "a": a}, waiting(request))

    @app.get("/worksheet", summary="a printable worksheet and its answer key (grundy worksheet GAME ...)",
             responses={200: {"content": {worksheets.MEDIA_TYPES["html"]: {}, worksheets.MEDIA_TYPES["pdf"]: {}},
                              "description": "the print view, or the PDF to download"},
                        **{k: schemas.ERRORS[k] for k in (202, 400, 413, 422)}})
    async def worksheet(
        request: Request,
        game: GameName,
        count: Annotated[int, Query(ge=1, le=MAX_COUNT)] = 10,
        seed: Annotated[int | None, Query(ge=0, le=MAX_SEED)] = None,
        lang: Lang = "en",
        format: Literal["html", "pdf"] = "html",
        scale: Annotated[int, Query(ge=1, le=MAX_SCALE)] = SCALE,
    ) -> Response:
        # Any other query parameter is an option of the game, by name (misere=true, max_take=3).
        options = {k: v for k, v in request.query_params.items() if k not in worksheets.OWN}
        job = jobs.submit(worksheets.worksheet, {
            "game": game, "count": count, "seed": random.SystemRandom().randrange(10**6) if seed is None else seed,
            "lang": lang, "file_format": format, "options": options, "scale": scale})
        if not await answers.finished(job, waiting(request)):
            return answers.state(job, 202)
        if job.body is None:
            assert job.error is not None
            return _error(*job.error)
        content, headers = worksheets.file_response(json.loads(job.body))
        return Response(content, media_type=worksheets.MEDIA_TYPES[format], headers=headers)

    # ------------------------------------------------------------- the jobs
    about_jobs: dict[str, Any] = {"response_model": schemas.JobState,
                                  "responses": {k: schemas.ERRORS[k] for k in (403, 404, 422)}}

    @app.get("/api/jobs/{job_id}", summary="a long computation: its progress, then its answer or its error",
             **about_jobs)
    async def job_state(job_id: JobId) -> Response:
        job = jobs.get(job_id)
        return _error(404, MESSAGES("no_job", id=job_id)) if job is None else answers.state(job)

    @app.delete("/api/jobs/{job_id}", summary="cancel a long computation (its worker process is stopped)",
                **about_jobs)
    async def cancel_job(job_id: JobId) -> Response:
        job = jobs.cancel(job_id)
        if job is None:
            return _error(404, MESSAGES("no_job", id=job_id))
        await answers.finished(job, STOP_WAIT)  # a running job's worker is being stopped
        return answers.state(job)

    # ------------------------------------------------------------ the page
    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(STATIC / "index.html", headers={"cache-control": "no-cache"})

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    app.add_middleware(Guard, allowed_hosts=allowed_hosts, json_paths=frozenset(
        route.path for route in app.routes if isinstance(route, APIRoute) and "POST" in (route.methods or ())))
    return app
