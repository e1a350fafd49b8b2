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
