"""Fuzzing of the web API from its own OpenAPI schema (schemathesis), in-process over ASGI.

Every operation of ``/api/openapi.json`` gets requests generated from the
schema: examples, boundary values of every bound the schema shows (the
coverage phase), then random valid and invalid bodies and queries.  Each
answer must hold:

- no 5xx, ever: a request the workers cannot finish within the deadline is
  a 503, so "no 5xx" also says no request ran out of time;
- the answer conforms to the schema: a documented status, the documented
  content type and headers, a body matching its model;
- every 4xx is a JSON object ``{"error": "..."}`` of one non-empty line;
- invalid requests are refused (4xx), wrong methods get 405 with ``Allow``;
- the answer comes back within the server's deadline (longer counts as a hang).

The run is bounded and reproducible: few examples per operation, derandomized,
no example database, no shrinking (a failure is reported as the curl command
that reproduces it).
"""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")
schemathesis = pytest.importorskip(
    "schemathesis", reason="schemathesis is not installed (pip install schemathesis) to fuzz the web API")

import requests  # noqa: E402  (a dependency of schemathesis)
from schemathesis.config import SchemathesisConfig  # noqa: E402

from grundy.web.app import create_app  # noqa: E402

#: Generated requests per operation and phase; the coverage phase adds the boundary cases.
MAX_EXAMPLES = 30

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
        "stateful": {"enabled": False},
    },
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
    """Every 4xx answer is ``{"error": "..."}``: JSON, one key, one non-empty line."""
    if not 400 <= response.status_code < 500:
        return None
    assert response.headers.get("content-type", [""])[0].startswith("application/json"), \
        f"a {response.status_code} answer is not JSON: {response.headers.get('content-type')}"
    data = response.json()
    assert isinstance(data, dict) and set(data) == {"error"}, \
        f"a {response.status_code} answer is not {{\"error\": ...}}: {response.text[:200]}"
    message = data["error"]
    assert isinstance(message, str) and message.strip(), f"an empty error message: {data!r}"
    assert "\n" not in message and "Traceback" not in message, f"not a one-line message: {message!r}"
    return True


@pytest.fixture(scope="module")
def app():
    # The server's own settings: two workers and the default deadline, as `grundy serve` runs.
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


schema = schemathesis.pytest.from_fixture("api_schema")


def test_the_schema_covers_the_whole_api(api_schema):
    operations = {f"{op.method.upper()} {op.path}" for op in
                  (result.ok() for result in api_schema.get_all_operations())}
    assert operations == {
        "GET /api/games", "POST /api/analyse", "POST /api/check-move", "POST /api/computer-move",
        "POST /api/random", "POST /api/outcomes", "POST /api/board", "GET /api/beatty",
    }


@schema.parametrize()
def test_api_answers_every_generated_request_well(case, deadline):
    try:
        case.call_and_validate(timeout=deadline, additional_checks=[error_is_one_json_line])
    except requests.exceptions.Timeout:
        pytest.fail(f"no answer within the server's deadline of {deadline:g} s: {case.as_curl_command()}")


# ------------------------------------------------------ game-aware requests
# The schema cannot say what a position of each game looks like, so the
# requests above rarely reach the games themselves.  Here every game gets
# requests built from one of its real positions (from /api/random), then
# damaged: numbers made negative, huge or of the wrong type, items dropped or
# added, moves that the rules forbid.  The answers are checked as above.

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from grundy.game import available_games  # noqa: E402
from grundy.web import service  # noqa: E402

#: Examples per game (each sends a few requests).
GAME_EXAMPLES = 20

NUMBERS = st.one_of(
    st.integers(0, 12), st.integers(0, 40), st.integers(-3, -1), st.integers(10**6, 10**30),
    st.integers(10**299, 10**300), st.sampled_from([10**service.MAX_DIGITS - 1, 10**service.MAX_DIGITS]),
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


@st.composite
def damaged(draw, value):
    """The JSON value, with some of its parts replaced, dropped or added."""
    if draw(st.integers(0, 3)):  # mostly unchanged, so that most positions stay valid
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
        return {k: v for k, v in value.items() if k != draw(st.sampled_from(sorted(value)))}
    return draw(st.one_of(NUMBERS, JUNK))


def option_values(info):
    """A game's options as a client might send them: mostly sensible, sometimes not."""
    kinds = {"bool": st.booleans(), "int": st.one_of(st.integers(1, 6), st.integers(-1, 0), NUMBERS),
             "str": OPTION_TEXTS}
    required = {o["name"]: kinds[o["kind"]] for o in info["options"] if o["required"]}
    optional = {o["name"]: kinds[o["kind"]] for o in info["options"] if not o["required"]}
    return st.fixed_dictionaries(required, optional=optional)


#: Components of a sum of games, as typed (the sum has no random positions).
COMPONENTS = ["wythoff 3 5", "nim 4 7", "nim 1 2 3", "bash 9 --max-take 3", "subtraction 10", "moore 1 2 3 --k 2",
              "queen D4", "wythoff 1", "nim -1", "chess 3", "wythoff 3 5 --misere", ""]


def send(api_schema, deadline, path, body):
    """POST the body; check the answer as the schema-driven test does; return it."""
    case = api_schema[path]["POST"].Case(body=body, media_type="application/json")
    try:
        return case.call_and_validate(timeout=deadline, additional_checks=[error_is_one_json_line])
    except requests.exceptions.Timeout:
        pytest.fail(f"no answer within the server's deadline of {deadline:g} s: {case.as_curl_command()}")


@pytest.mark.parametrize("name", available_games())
def test_every_game_answers_damaged_requests_well(api_schema, deadline, name):
    from itertools import islice

    from grundy.game import find_game

    info = next(g for g in service.list_games()["games"] if g["name"] == name)

    @settings(max_examples=GAME_EXAMPLES, derandomize=True, database=None, deadline=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def run(data):
        post = lambda path, body: send(api_schema, deadline, path, body)  # noqa: E731
        lang = data.draw(st.sampled_from(["en", "zh"]), label="lang")
        options = data.draw(option_values(info), label="options")
        if info["random"]:
            first = post("/api/random", {"game": name, "options": options, "lang": lang,
                                         "seed": data.draw(st.integers(0, 2**63), label="seed"),
                                         "scale": data.draw(st.sampled_from([1, 2, 5, 12, 40]), label="scale")})
        else:
            tokens = data.draw(st.lists(st.sampled_from(COMPONENTS), min_size=1, max_size=3), label="tokens")
            first = post("/api/analyse", {"game": name, "options": options, "tokens": tokens, "lang": lang})
        if first.status_code != 200:  # options the game refuses: ask with them anyway
            post("/api/analyse", {"game": name, "options": options, "lang": lang,
                                  "position": data.draw(damaged([3, 5]), label="position")})
            return
        rules, start = first.json()["rules"], first.json()["position"]
        game = find_game(name).from_rules(rules)
        successors = [game.position_to_json(p) for p in islice(game.options(game.position_from_json(start)), 40)]
        body = {"game": name, "rules": rules, "lang": lang}
        position = data.draw(damaged(start), label="position")
        analysis = post("/api/analyse", {**body, "position": position,
                                         "grundy": data.draw(st.booleans(), label="grundy")})
        post("/api/computer-move", {**body, "position": position,
                                    "analyse": data.draw(st.booleans(), label="analyse")})
        typed = analysis.json()["move_texts"] if analysis.status_code == 200 else []
        move = data.draw(st.one_of(
            st.fixed_dictionaries({"move": damaged(data.draw(st.sampled_from(successors or [start])))}),
            st.fixed_dictionaries({"text": st.one_of(st.sampled_from(typed or [""]), st.text(max_size=12))}),
        ), label="move")
        post("/api/check-move", {**body, "position": start, **move,
                                 "analyse": data.draw(st.booleans(), label="analyse")})
        positions = data.draw(st.lists(damaged(start), max_size=8), label="positions")
        post("/api/outcomes", {"game": name, "rules": rules, "positions": positions})
        if info["board"]:
            post("/api/board", {"game": name, "rules": rules, "size": data.draw(st.integers(1, 48), label="size"),
                                "grundy": data.draw(st.booleans(), label="grundy")})

    run()
