"""Fuzzing of the web API from its own OpenAPI schema (schemathesis), in-process over ASGI.

Two kinds of requests, one set of checks.  First, every operation of
``/api/openapi.json`` gets requests generated from the schema alone: its
examples, the boundary values of every bound it shows (the coverage phase),
then random valid and invalid bodies and queries, and methods it does not
take.  The schema cannot say what a position of each game looks like, so
those requests seldom reach the games; second, every game gets requests built
from its real positions (from ``/api/random``), then damaged: numbers made
negative, huge or of the wrong type, items dropped or added, moves the rules
forbid, options out of range.  Every answer must hold:

- no 5xx, ever: a computation too long for the server is refused (413)
  before its deadline, so a 503 (or a 500) is a bug;
- the answer conforms to the schema: a documented status, content type and
  headers, a body that matches its model;
- every 4xx is a JSON object ``{"error": "..."}`` of one non-empty line
  (with ``"error_zh"``, the same in Chinese, for the errors a player meets);
- invalid requests are refused (4xx); a method a path does not take gets 405
  with ``Allow``;
- the answer comes back within the server's deadline (later counts as a hang).

The run is bounded and reproducible: a few examples per operation and per
game, derandomized, no example database, no shrinking (a failure is reported
as the request, or the curl command, that reproduces it).  It uses the
server's own settings (``create_app()``: two workers, the default deadline).
"""

from __future__ import annotations

from itertools import islice

import pytest

pytest.importorskip("fastapi")
schemathesis = pytest.importorskip(
    "schemathesis", reason="schemathesis is not installed (pip install schemathesis) to fuzz the web API")

import requests  # noqa: E402  (a dependency of schemathesis)
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from schemathesis.config import SchemathesisConfig  # noqa: E402

from grundy.registry import available_games, find_game  # noqa: E402
from grundy.web import limits, service  # noqa: E402
from grundy.web.app import create_app  # noqa: E402

pytestmark = pytest.mark.tooling

#: Generated requests per operation and phase (the coverage phase adds its boundary cases).
MAX_EXAMPLES = 30
#: Examples per game; each sends four to six requests.
GAME_EXAMPLES = 20
#: Generated requests per phase for /worksheet.
WORKSHEET_EXAMPLES = 8

CONFIG = {
    "seed": 20260101,
    "generation": {
        "max-examples": MAX_EXAMPLES,
        "deterministic": True,  # Hypothesis' derandomize: the same requests on every run
        "no-shrink": True,
        "database": "none",
    },
    "phases": {
        "examples": {"enabled": True},
        "coverage": {"enabled": True},
        "fuzzing": {"enabled": True},
        "stateful": {"enabled": False},  # the schema has no links between operations
    },
    # A worksheet is a whole PDF or print view (up to seconds each): fewer of them, and no boundary
    # cases beyond the examples (tests/web/test_worksheet*.py and test_api.py test its bounds).
    "operations": [{"include-path": "/worksheet", "generation": {"max-examples": WORKSHEET_EXAMPLES},
                    "phases": {"coverage": {"enabled": False}}}],
    "checks": {
        # A request valid for the schema may still be invalid for the game (the schema cannot
        # tell a legal move from an illegal one, or a wythoff position from a nim one): 400 is right.
        "positive_data_acceptance": {"enabled": False},
        # An invalid request may also be refused as too large (413: the body, a number's digits).
        "negative_data_rejection": {"expected-statuses": [
            "400", "401", "403", "404", "405", "406", "409", "413", "415", "422", "428", "429"]},
    },
}


def error_is_one_json_line(ctx, response, case):
    """Every 4xx answer is ``{"error": "..."}`` (and ``"error_zh"``): JSON, each a non-empty line."""
    if not 400 <= response.status_code < 500:
        return None
    assert response.headers.get("content-type", [""])[0].startswith("application/json"), \
        f"a {response.status_code} answer is not JSON: {response.headers.get('content-type')}"
    data = response.json()
    assert isinstance(data, dict) and set(data) in ({"error"}, {"error", "error_zh"}), \
        f"a {response.status_code} answer is not {{\"error\": ...}}: {response.text[:200]}"
    for message in data.values():
        assert isinstance(message, str) and message.strip(), f"an empty error message: {data!r}"
        assert "\n" not in message and "Traceback" not in message, f"not a one-line message: {message!r}"
    return True


@pytest.fixture(scope="module")
def app():
    application = create_app()
    yield application
    application.state.pool.close()


@pytest.fixture(scope="module")
def deadline(app):
    """The longest a request may take: waiting for a free worker, then computing."""
    pool = app.state.pool
    return pool.wait + pool.timeout


@pytest.fixture(scope="module")
def api_schema(app):
    config = SchemathesisConfig.from_dict(CONFIG)
    return schemathesis.openapi.from_asgi("/api/openapi.json", app, config=config)


def call(case, deadline):
    """Send the request; run every check on the answer; return it."""
    try:
        return case.call_and_validate(timeout=deadline, additional_checks=[error_is_one_json_line])
    except requests.exceptions.Timeout:
        pytest.fail(f"no answer within the server's deadline of {deadline:g} s: {case.as_curl_command()}")


# ----------------------------------------------------- from the schema alone
schema = schemathesis.pytest.from_fixture("api_schema")


def test_the_schema_covers_the_whole_api(api_schema):
    operations = {f"{op.method.upper()} {op.path}" for op in
                  (result.ok() for result in api_schema.get_all_operations())}
    assert operations == {
        "GET /api/games", "POST /api/analyse", "POST /api/check-move", "POST /api/computer-move",
        "POST /api/random", "POST /api/outcomes", "POST /api/board", "POST /api/sieve", "GET /api/beatty",
        "POST /api/square-board", "POST /api/square-sieve", "POST /api/moves", "POST /api/line-sieve",
        "POST /api/columns", "GET /api/jobs/{job_id}", "DELETE /api/jobs/{job_id}", "GET /worksheet",
    }


@schema.parametrize()
def test_api_answers_every_generated_request_well(case, deadline):
    call(case, deadline)


# ------------------------------------------------------ game-aware requests
NUMBERS = st.one_of(
    st.integers(0, 12), st.integers(0, 40), st.integers(-3, -1), st.integers(10**6, 10**30),
    st.integers(10**299, 10**300), st.sampled_from([10**limits.MAX_DIGITS - 1, 10**limits.MAX_DIGITS]),
)
JUNK = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=6),
    st.from_regex(r"\A-?[0-9]{1,4}\Z"), st.just([]), st.just({}), st.lists(st.integers(0, 5), max_size=3),
)
OPTION_TEXTS = st.one_of(
    st.sampled_from(["19", "9x6", "1x1", "3", "1,3,4", "1,2", "2", "2 3 6", "2 3 4 5 6 12", "1 1 1",
                     "0", "-1", "", "x", "99999999999999999999x3", "1,99999999999999999999"]),
    st.text(max_size=8),
)
TOKENS = st.lists(st.one_of(st.from_regex(r"\A[0-9]{1,3}\Z"), st.sampled_from(["-1", "x", "", "D4", "9" * 40]),
                            st.text(max_size=5)), max_size=4)
#: Components of a sum of games, as typed (the sum has no random positions).
COMPONENTS = ["wythoff 3 5", "nim 4 7", "nim 1 2 3", "bash 9 --max-take 3", "subtraction 10",
              "moore 1 2 3 --k 2", "queen D4", "wythoff 1", "nim -1", "chess 3", "wythoff 3 5 --misere", ""]


@st.composite
def damaged(draw, value):
    """The JSON value, mostly as it was, with some of its parts replaced, dropped or added."""
    if draw(st.integers(0, 3)):
        if isinstance(value, list):
            return [draw(damaged(v)) for v in value]
        if isinstance(value, dict):
            return {k: draw(damaged(v)) for k, v in value.items()}
        return value
    if isinstance(value, list) and value and draw(st.booleans()):
        items = list(value)
        if draw(st.booleans()):
            del items[draw(st.integers(0, len(items) - 1))]
        else:
            items.insert(draw(st.integers(0, len(items))), draw(st.one_of(NUMBERS, st.just(items[0]))))
        return items
    if isinstance(value, dict) and value and draw(st.booleans()):
        dropped = draw(st.sampled_from(sorted(value)))
        return {k: v for k, v in value.items() if k != dropped}
    return draw(st.one_of(NUMBERS, JUNK))


def option_values(info):
    """A game's options as a client might send them: mostly sensible, sometimes not."""
    kinds = {"bool": st.booleans(), "int": st.one_of(st.integers(1, 6), st.integers(-1, 0), NUMBERS),
             "str": OPTION_TEXTS}
    required = {o["name"]: kinds[o["kind"]] for o in info["options"] if o["required"]}
    optional = {o["name"]: kinds[o["kind"]] for o in info["options"] if not o["required"]}
    return st.fixed_dictionaries(required, optional=optional)


@pytest.mark.parametrize("name", available_games())
def test_every_game_answers_damaged_requests_well(api_schema, deadline, name):
    info = next(g for g in service.list_games()["games"] if g["name"] == name)

    def post(path, body):
        return call(api_schema[path]["POST"].Case(body=body, media_type="application/json"), deadline)

    @settings(max_examples=GAME_EXAMPLES, derandomize=True, database=None, deadline=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def requests_from_a_real_position(data):
        draw = data.draw
        lang = draw(st.sampled_from(["en", "zh"]), label="lang")
        options = draw(option_values(info), label="options")
        asked = {"game": name, "options": options, "lang": lang}
        if info["random_start"]:
            post("/api/analyse", {**asked, "tokens": draw(TOKENS, label="tokens")})
            first = post("/api/random", {**asked, "seed": draw(st.integers(0, 2**63), label="seed"),
                                         "scale": draw(st.sampled_from([1, 2, 5, 12, 40]), label="scale")})
        else:
            components = draw(st.lists(st.sampled_from(COMPONENTS), min_size=1, max_size=3), label="tokens")
            first = post("/api/analyse", {**asked, "tokens": components})
        if first.status_code != 200:  # options the game refuses: ask with them anyway
            post("/api/analyse", {**asked, "position": draw(damaged([3, 5]), label="position")})
            return
        # Later requests send back the rules of the first answer, as the page does.
        rules, start = first.json()["rules"], first.json()["position"]
        body = {"game": name, "rules": rules, "lang": lang}
        game = find_game(name).from_rules(rules)
        successors = [game.position_to_json(p) for p in islice(game.options(game.position_from_json(start)), 40)]

        position = draw(damaged(start), label="position")
        analysis = post("/api/analyse", {**body, "position": position, "grundy": draw(st.booleans())})
        post("/api/computer-move", {**body, "position": position, "analyse": draw(st.booleans())})
        typed = analysis.json()["move_texts"] if analysis.status_code == 200 else []
        move = draw(st.one_of(
            st.fixed_dictionaries({"move": damaged(draw(st.sampled_from(successors or [start])))}),
            st.fixed_dictionaries({"text": st.one_of(st.sampled_from(typed or [""]), st.text(max_size=12))}),
        ), label="move")
        post("/api/check-move", {**body, "position": start, **move, "analyse": draw(st.booleans())})
        positions = draw(st.lists(damaged(start), max_size=8), label="positions")
        post("/api/outcomes", {"game": name, "rules": rules, "positions": positions})
        post("/api/moves", {"game": name, "rules": rules, "position": position})
        if info["board"] == "square":
            for path in ("/api/square-board", "/api/square-sieve"):
                post(path, {"game": name, "rules": rules, "grundy": draw(st.booleans())})
        if info["board"] == "piles":
            post("/api/line-sieve", {"game": name, "rules": rules, "size": draw(st.integers(1, 60), label="heaps"),
                                     "grundy": draw(st.booleans())})
        if info["columns"]:
            post("/api/columns", {**body, "position": position})
        if info["pile_map"]:
            post("/api/board", {"game": name, "rules": rules, "size": draw(st.integers(1, 48), label="size"),
                                "grundy": draw(st.booleans())})

    requests_from_a_real_position()
