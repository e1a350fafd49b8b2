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
