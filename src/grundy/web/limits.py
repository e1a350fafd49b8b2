"""The limits on every request, and the checks that a JSON value keeps within them.

The size limits below bound every request: numbers of at most
:data:`MAX_DIGITS` digits, positions of at most :data:`MAX_ITEMS` items
per list, boards of at most :data:`MAX_BOARD` squares a side.  The request
models of :mod:`grundy.web.app` check each value with :func:`check_json_value`
and :func:`check_text` as it comes in; the answers of
:mod:`grundy.web.service` and :mod:`grundy.web.tables` check again what they
read, so that they keep within the limits when called as plain functions.

>>> check_json_value({"misere": True}, "rules")
{'misere': True}
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import InputError, TooLargeError
from ..messages import Text, catalogue

__all__ = [
    "MAX_BEATTY",
    "MAX_BEATTY_A",
    "MAX_BOARD",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_DRAWN",
    "MAX_GRUNDY_BOARD",
    "MAX_ITEMS",
    "MAX_POSITIONS",
    "MAX_TEXT",
    "check_json_value",
    "check_text",
]

#: Most decimal digits of any number in a request.
MAX_DIGITS = 1000
#: Most items of any list in a position (piles, cards) and most tokens.
MAX_ITEMS = 128
#: Most nesting of lists and objects in a position or in rules (a sum of games nests).
MAX_DEPTH = 6
#: Most characters of a text value (an option such as the cards, a typed move).
MAX_TEXT = 2000
#: Most positions in one request for outcomes.
MAX_POSITIONS = 1024
#: Largest P/N board, squares a side.
MAX_BOARD = 512
#: Largest board of Grundy values, squares a side.
MAX_GRUNDY_BOARD = 256
#: Most rows of the Beatty table in one request.
MAX_BEATTY = 1000
#: Largest a of the a-Wythoff Beatty pairs.
MAX_BEATTY_A = 10**9
#: Largest board of squares drawn, squares a side (larger ones are shown as text).
MAX_DRAWN = 40

_LONG_NUMBER = re.compile(r"\d{%d,}" % (MAX_DIGITS + 1))

MESSAGES = catalogue("web.limits", {
    # The values a request holds, as its errors name them.
    "position": ("position", "局面"),
    "rules": ("rules", "规则"),
    "move": ("move", "走法"),
    "text": ("text", "文本"),
    "option": ("option", "选项"),
    "cards": ("cards", "卡片"),
    "position_n": ("position {n}", "第 {n} 个局面"),
    "token_n": ("token {n}", "第 {n} 个记号"),
    "long_text": ("{what}: {count:,} {count:~character|characters} are more than {limit:,}", "{what}：{count:,} 个字符，超过了 {limit:,}"),
    "long_number": ("{what}: a number has more than {limit} {limit:~digit|digits}", "{what}：有一个数超过 {limit} 位"),
    "deep": ("{what}: nested more than {limit} levels deep", "{what}：嵌套超过 {limit} 层"),
    "many_items": ("{what}: {count:,} {count:~item|items} are more than {limit} (too many piles or cards)",
                   "{what}：{count:,} 项，超过了 {limit}（堆或卡片太多）"),
    "not_json": ("{what}: {kind} is not a JSON value", "{what}：{kind} 不是 JSON 值"),
})


def _what(what: str) -> Text:
    """The name of a checked value: "position 2" is "第 2 个局面" in Chinese; a flag stays as it is."""
    head, _, number = what.rpartition(" ")
    if number.isdigit() and head == "position":
        return MESSAGES("position_n", n=number)
    if number.isdigit() and head == "token":
        return MESSAGES("token_n", n=number)
    named = {"position": MESSAGES("position"), "rules": MESSAGES("rules"), "move": MESSAGES("move"),
             "text": MESSAGES("text"), "option": MESSAGES("option"), "cards": MESSAGES("cards")}
    return named.get(what, Text.literal(what, what))



def check_text(text: str, what: str) -> str:
    """Check a text value: at most MAX_TEXT characters, no number longer than MAX_DIGITS.

    >>> check_text("2 3 6", "cards")
    '2 3 6'
    >>> check_text("1" * 1001, "move")
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: move: a number has more than 1000 digits
    """
    if len(text) > MAX_TEXT:
        raise TooLargeError(MESSAGES("long_text", what=_what(what), count=len(text), limit=MAX_TEXT))
    if _LONG_NUMBER.search(text):
        raise TooLargeError(MESSAGES("long_number", what=_what(what), limit=MAX_DIGITS))
    return text


def check_json_value(value: Any, what: str = "position", depth: int = 0) -> Any:
    """Check the size of a JSON value: list lengths, nesting, digits, text length.

    >>> check_json_value([3, 5])
    [3, 5]
    >>> check_json_value(list(range(200)))
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: 200 items are more than 128 (too many piles or cards)
    >>> check_json_value([10**1000])
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: a number has more than 1000 digits
    >>> check_json_value([[[[[[[1]]]]]]])
    Traceback (most recent call last):
    ...
    grundy.errors.TooLargeError: position: nested more than 6 levels deep
    """
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int):
        if abs(value) >= 10**MAX_DIGITS:
            raise TooLargeError(MESSAGES("long_number", what=_what(what), limit=MAX_DIGITS))
        return value
    if isinstance(value, str):
        return check_text(value, what)
    if depth >= MAX_DEPTH:
        raise TooLargeError(MESSAGES("deep", what=_what(what), limit=MAX_DEPTH))
    if isinstance(value, (list, dict)) and len(value) > MAX_ITEMS:
        raise TooLargeError(MESSAGES("many_items", what=_what(what), count=len(value), limit=MAX_ITEMS))
    if isinstance(value, list):
        for item in value:
            check_json_value(item, what, depth + 1)
        return value
    if isinstance(value, dict):
        for key, item in value.items():
            check_text(str(key), what)
            check_json_value(item, what, depth + 1)
        return value
    raise InputError(MESSAGES("not_json", what=_what(what), kind=type(value).__name__))
