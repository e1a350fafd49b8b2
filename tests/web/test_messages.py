"""The web app's messages come from catalogues, and read as they always did in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("fastapi")

from grundy.errors import GrundyError  # noqa: E402
from grundy.web import limits, reading, service, tables  # noqa: E402
from grundy.web.worker import Busy, Crashed, PoolError, TimedOut  # noqa: E402

WEB = Path(service.__file__).resolve().parent


def test_the_web_modules_write_their_texts_only_through_catalogues():
    for path in sorted(WEB.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        for pattern in (r"\bpick\(", r"\bzh=", r"_ZH\b", r"_zh\("):
            assert not re.search(pattern, source), (path.name, pattern)


def both(call):
    """The error a call raises, in English and in Chinese, with its message id."""
    with pytest.raises(GrundyError) as caught:
        call()
    error = caught.value
    assert error.message.id.startswith("web."), error.message.id
    return str(error), error.text("zh")


SERVICE_ERRORS = [
    (lambda: limits.check_text("x" * 2001, "move"),
     "move: 2,001 characters are more than 2,000", "走法：2,001 个字符，超过了 2,000"),
    (lambda: limits.check_text("1" * 1001, "token 3"),
     "token 3: a number has more than 1000 digits", "第 3 个记号：有一个数超过 1000 位"),
    (lambda: limits.check_text("1" * 1001, "--cards"),
     "--cards: a number has more than 1000 digits", "--cards：有一个数超过 1000 位"),
    (lambda: limits.check_json_value([10**1000], "position 2"),
     "position 2: a number has more than 1000 digits", "第 2 个局面：有一个数超过 1000 位"),
    (lambda: limits.check_json_value([[[[[[[1]]]]]]], "rules"),
     "rules: nested more than 6 levels deep", "规则：嵌套超过 6 层"),
    (lambda: limits.check_json_value(list(range(1200)), "cards"),
     "cards: 1,200 items are more than 128 (too many piles or cards)", "卡片：1,200 项，超过了 128（堆或卡片太多）"),
    (lambda: limits.check_json_value([object()], "option"),
     "option: object is not a JSON value", "选项：object 不是 JSON 值"),
    (lambda: service.analyse("wythoff", options={"colour": 1}, position=[1, 2]),
     "unknown option 'colour' for wythoff (its options: misere, max_take, a)",
     "威佐夫博弈没有选项 'colour'（它的选项：misere, max_take, a）"),
    (lambda: service.analyse("wythoff", options={"misere": True}, rules={"misere": True}, position=[1, 2]),
     "give the rules or the rule options, not both (misere)", "规则和规则选项只能给出一种（misere）"),
    (lambda: service.analyse("wythoff", position=[1, 2], tokens=["1", "2"]),
     "give the position or the tokens, not both", "局面和记号只能给出一种"),
    (lambda: service.analyse("wythoff"), "the position is missing", "缺少局面"),
    (lambda: service.computer_move("wythoff"), "the position is missing", "缺少局面"),
    (lambda: service.check_move("wythoff", position=[3, 5]),
     "give the move as the position it leaves (move) or as typed (text)",
     "请给出走法：走后的局面（move）或输入的文字（text）"),
    (lambda: service.outcomes("wythoff", positions=[[1, 2]] * 1025),
     "1,025 positions are more than 1,024", "1,025 个局面，超过了 1,024"),
    (lambda: service.outcomes("wythoff", positions=[[1, 2], [1, -1]]),
     "position 2: pile 2: -1 is negative", "第 2 个局面：第 2 堆：-1 是负数"),
    (lambda: tables.board("wythoff", size=513),
     "the board size must be between 1 and 512, not 513", "局面图的大小必须在 1 到 512 之间，不能是 513"),
    (lambda: tables.beatty(-1), "start must be non-negative, not -1", "起点必须是非负整数，不能是 -1"),
    (lambda: tables.beatty(10**1000), "start: a number has more than 1000 digits", "起点：数超过 1000 位"),
    (lambda: tables.beatty(0, 1001), "count must be between 1 and 1000, not 1001", "行数必须在 1 到 1000 之间，不能是 1001"),
    (lambda: tables.beatty(0, 5, 0), "a must be between 1 and 1,000,000,000, not 0",
     "a 必须在 1 到 1,000,000,000 之间，不能是 0"),
]


@pytest.mark.parametrize("call,en,zh", SERVICE_ERRORS)
def test_service_errors_read_as_before_in_both_languages(call, en, zh):
    assert both(call) == (en, zh)


def test_a_rule_value_of_the_wrong_type_names_the_game(monkeypatch):
    def refuse(name, rules):
        raise TypeError("an int is needed")

    monkeypatch.setattr(reading, "_game", refuse)
    assert both(lambda: service.analyse("wythoff", position=[1, 2])) == (
        "wythoff: an int is needed", "威佐夫博弈：规则的值类型不对（an int is needed）")


def test_pool_errors_are_messages_in_both_languages():
    for error, en, zh in [
        (TimedOut.after(2.5), "the computation took longer than 2.5 s and was stopped", "计算超过了 2.5 秒，已被停止"),
        (Busy.no_worker(0.2), "the server is busy: no worker was free within 0.2 s",
         "服务器正忙：0.2 秒内没有空闲的工作进程"),
        (Busy.closing(), "the server is shutting down", "服务器正在关闭"),
        (Crashed.ended(), "the computation failed (its worker process ended)", "计算失败（工作进程意外结束）"),
        (Crashed.not_started(), "the computation failed (its worker process did not start)",
         "计算失败（工作进程没能启动）"),
    ]:
        assert isinstance(error, PoolError)
        assert (str(error), error.zh, error.message.id.startswith("web.worker.")) == (en, zh, True)
    assert Crashed("ValueError: bad").zh is None  # a bug's own words, in English only


# ------------------------------------------------- validation errors (422)
from fastapi.testclient import TestClient  # noqa: E402

from grundy.web.app import create_app  # noqa: E402


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(workers=1, timeout=30)) as c:
        yield c


VALIDATION_ERRORS = [
    ("POST", "/api/analyse", {"position": [1, 2]}, "game: this field is required", "game：缺少这个字段"),
    ("POST", "/api/analyse", {"game": "wythoff", "position": [1, 2], "surprise": 1},
     "surprise: there is no such field", "surprise：没有这个字段"),
    ("POST", "/api/analyse", {"game": "wythoff", "position": [1, 2], "lang": "fr"},
     "lang: must be 'en' or 'zh', not 'fr'", "lang：只能是 'en'或'zh'，不能是 'fr'"),
    ("POST", "/api/analyse", {"game": "wythoff", "position": [1, 2], "grundy": "yes"},
     "grundy: must be true or false, not 'yes'", "grundy：只能是 true 或 false，不能是 'yes'"),
    ("POST", "/api/analyse", {"game": 5, "position": [1, 2]}, "game: must be text, not 5", "game：必须是文本，不能是 5"),
    ("POST", "/api/analyse", {"game": "x" * 41, "position": [1, 2]},
     "game: must have at most 40 characters", "game：最多只能有 40 个字符"),
    ("POST", "/api/analyse", {"game": "wythoff", "position": [1] * 129},
     "position: 129 items are more than 128 (too many piles or cards)", "局面：129 项，超过了 128（堆或卡片太多）"),
    ("POST", "/api/random", {"game": "wythoff", "seed": -1}, "seed: must be at least 0, not -1", "seed：至少为 0，不能是 -1"),
    ("POST", "/api/board", {"game": "wythoff", "size": 2.5}, "size: must be an integer, not 2.5", "size：必须是整数，不能是 2.5"),
    ("POST", "/api/outcomes", {"game": "wythoff", "positions": "all"},
     "positions: must be a list, not 'all'", "positions：必须是列表，不能是 'all'"),
    ("POST", "/api/analyse", [1, 2], "request: must be a JSON object (a dictionary of fields), not [1, 2]",
     "请求：必须是 JSON 对象（由字段组成的字典），不能是 [1, 2]"),
    ("POST", "/api/analyse", {"lang": 5}, "game: this field is required (and 1 more)", "game：缺少这个字段（另有 1 处错误）"),
    ("GET", "/api/beatty?start=abc", None, "start: 'abc' is not a non-negative integer", "start：'abc' 不是非负整数"),
    ("GET", "/api/beatty?count=0", None, "count: must be at least 1, not '0'", "count：至少为 1，不能是 '0'"),
    ("GET", "/api/jobs/xyz", None, "job_id: 'xyz' is not the id of a job (16 hexadecimal digits)",
     "job_id：'xyz' 不是任务的编号（16 位十六进制数字）"),
    ("GET", "/worksheet?game=nim&count=0", None, "count: must be at least 1, not '0'", "count：至少为 1，不能是 '0'"),
    ("GET", f"/worksheet?game=nim&count={10**9}", None, "count: must be at most 100, not '1000000000'",
     "count：至多为 100，不能是 '1000000000'"),
    ("GET", "/worksheet?game=nim&seed=x", None, "seed: must be an integer, not 'x'", "seed：必须是整数，不能是 'x'"),
    ("GET", "/worksheet?game=nim&format=doc", None, "format: must be 'html' or 'pdf', not 'doc'",
     "format：只能是 'html'或'pdf'，不能是 'doc'"),
]


@pytest.mark.parametrize("method, path, body, en, zh", VALIDATION_ERRORS)
def test_validation_errors_name_the_parameter_in_both_languages(client, method, path, body, en, zh):
    response = client.request(method, path, json=body) if body is not None else client.request(method, path)
    assert response.status_code == 422, response.text
    assert response.json() == {"error": en, "error_zh": zh}


# ----------------------------------------------- the library's own words
def too_much_search(**_kwargs):
    """A search that runs out of its budget of work, as a long analysis does (for the workers to run)."""
    from grundy.engine import Solver

    Solver(lambda n: [n - 1] if n else [], max_work=100).grundy(10**6)


PAGE_WORDS = ("the search went through more than 100 moves and positions without finishing: this position is too "
              "large to search here; try a smaller one",
              "搜索检查了超过 100 个走法和局面仍未结束：这个局面太大，这里无法穷举搜索；请换一个小一些的局面")


def test_a_search_out_of_work_is_told_in_the_page_s_words_not_the_library_s():
    from grundy.errors import TooLargeError
    from grundy.web.wording import page_error

    with pytest.raises(TooLargeError) as caught:
        too_much_search()
    assert "max_work=" in str(caught.value)  # the library's words, for a caller of the library
    said = page_error(caught.value)
    assert isinstance(said, TooLargeError) and (str(said), said.text("zh")) == PAGE_WORDS


def test_the_page_gets_the_page_s_words_once_from_a_worker_and_from_a_job(monkeypatch):
    monkeypatch.setattr(service, "analyse", too_much_search)
    monkeypatch.setattr(service, "outcomes", too_much_search)
    with TestClient(create_app(workers=1, job_workers=1, timeout=30)) as c:
        quick = c.post("/api/analyse", json={"game": "wythoff", "position": [1, 2]})
        job = c.post("/api/outcomes", json={"game": "wythoff", "positions": [[1, 2]]})
    for answer in (quick, job):
        assert answer.status_code == 413, answer.text
        body = answer.json()
        assert (body["error"], body["error_zh"]) == PAGE_WORDS
        assert "max_work" not in answer.text and "None" not in answer.text
        assert answer.text.count("100 moves") == 1 and answer.text.count("100 个走法") == 1
