"""The web service's errors in its own words, in English and Chinese: validation errors and the library's refusals.

A request that the framework refuses (a field missing, of the wrong type, out
of bounds: 422) is described by :func:`validation_message` from pydantic's
error type and context, naming the offending parameter, rather than in
pydantic's English.  A refusal of the library that speaks of its Python
interface (``max_work=``, ``None``) says instead, by :func:`page_text`, what
a user of the page can do.

>>> page_text(Text("engine.too_much_work", ("", ""), {"limit": 6_000_000, "arg": "max_work", "none": "None"})
...           ).render("en")
'the search went through more than 6,000,000 moves and positions without finishing: this position is too large to search here; try a smaller one'
>>> validation_message([{"type": "greater_than_equal", "loc": ("query", "count"), "ctx": {"ge": 1},
...                      "input": "0"}]).render("zh")
"count：至少为 1，不能是 '0'"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..errors import GrundyError
from ..messages import Text, catalogue, joined
from ..validation import quoted

__all__ = ["page_error", "page_text", "validation_message"]

MESSAGES = catalogue("web.wording", {
    # The library's refusals, as the page says them.
    "too_much_work": ("the search went through more than {limit:,} {limit:~move|moves} and positions without finishing: this "
                      "position is too large to search here; try a smaller one",
                      "搜索检查了超过 {limit:,} 个走法和局面仍未结束：这个局面太大，这里无法穷举搜索；请换一个小一些的局面"),
    "too_many_positions": ("the game has more than {limit:,} {limit:~position|positions} to search: this position is too large to "
                           "search here; try a smaller one",
                           "要搜索的局面超过 {limit:,} 个：这个局面太大，这里无法穷举搜索；请换一个小一些的局面"),
    # The fields of a request that the framework refused (422), each naming the field ({where}).
    "request": ("request", "请求"),
    "missing": ("{where}: this field is required", "{where}：缺少这个字段"),
    "extra": ("{where}: there is no such field", "{where}：没有这个字段"),
    "at_least": ("{where}: must be at least {limit}, not {value}", "{where}：至少为 {limit}，不能是 {value}"),
    "more_than": ("{where}: must be more than {limit}, not {value}", "{where}：必须大于 {limit}，不能是 {value}"),
    "at_most": ("{where}: must be at most {limit}, not {value}", "{where}：至多为 {limit}，不能是 {value}"),
    "less_than": ("{where}: must be less than {limit}, not {value}", "{where}：必须小于 {limit}，不能是 {value}"),
    "integer": ("{where}: must be an integer, not {value}", "{where}：必须是整数，不能是 {value}"),
    "boolean": ("{where}: must be true or false, not {value}", "{where}：只能是 true 或 false，不能是 {value}"),
    "text": ("{where}: must be text, not {value}", "{where}：必须是文本，不能是 {value}"),
    "list": ("{where}: must be a list, not {value}", "{where}：必须是列表，不能是 {value}"),
    "object": ("{where}: must be a JSON object (a dictionary of fields), not {value}",
               "{where}：必须是 JSON 对象（由字段组成的字典），不能是 {value}"),
    "short_text": ("{where}: must have at least {limit} {limit:~character|characters}", "{where}：至少要有 {limit} 个字符"),
    "long_text": ("{where}: must have at most {limit} {limit:~character|characters}", "{where}：最多只能有 {limit} 个字符"),
    "few_items": ("{where}: must have at least {limit} {limit:~item|items}", "{where}：至少要有 {limit} 项"),
    "many_items": ("{where}: must have at most {limit} {limit:~item|items}", "{where}：最多只能有 {limit} 项"),
    "choice": ("{where}: must be {expected}, not {value}", "{where}：只能是 {expected}，不能是 {value}"),
    "pattern": ("{where}: {value} is not of the form {pattern}", "{where}：{value} 不符合格式 {pattern}"),
    "digits": ("{where}: {value} is not a non-negative integer", "{where}：{value} 不是非负整数"),
    "job_id": ("{where}: {value} is not the id of a job (16 hexadecimal digits)",
               "{where}：{value} 不是任务的编号（16 位十六进制数字）"),
    "or": ("{first} or {last}", "{first}或{last}"),
    "separator": (", ", "、"),
    "not_json": ("{where}: is not valid JSON", "{where}：不是有效的 JSON"),
    "reason": ("{where}: {reason}", "{where}：{reason}"),
    "invalid": ("{where}: is not valid ({reason})", "{where}：取值无效（{reason}）"),
    "more": ("{first} (and {count} more)", "{first}（另有 {count} 处错误）"),
    "no_detail": ("the request is not valid", "请求无效"),
})

#: The library's messages that name its Python interface, and the page's own words for each (by its bound).
PAGE_WORDS: dict[str, Callable[[Any], Text]] = {
    "engine.too_much_work": lambda limit: MESSAGES("too_much_work", limit=limit),
    "engine.too_many_positions": lambda limit: MESSAGES("too_many_positions", limit=limit),
}

#: pydantic's error types, and the message that says each, from the field, the value given and the context.
_KINDS: dict[str, Callable[[Text, Any, dict[str, Any]], Text]] = {
    "missing": lambda where, value, ctx: MESSAGES("missing", where=where),
    "extra_forbidden": lambda where, value, ctx: MESSAGES("extra", where=where),
    "greater_than_equal": lambda where, value, ctx: MESSAGES("at_least", where=where, value=value, limit=ctx["ge"]),
    "greater_than": lambda where, value, ctx: MESSAGES("more_than", where=where, value=value, limit=ctx["gt"]),
    "less_than_equal": lambda where, value, ctx: MESSAGES("at_most", where=where, value=value, limit=ctx["le"]),
    "less_than": lambda where, value, ctx: MESSAGES("less_than", where=where, value=value, limit=ctx["lt"]),
    **dict.fromkeys(("int_type", "int_parsing", "int_from_float"),
                    lambda where, value, ctx: MESSAGES("integer", where=where, value=value)),
    **dict.fromkeys(("bool_type", "bool_parsing"), lambda where, value, ctx: MESSAGES("boolean", where=where,
                                                                                      value=value)),
    "string_type": lambda where, value, ctx: MESSAGES("text", where=where, value=value),
    "list_type": lambda where, value, ctx: MESSAGES("list", where=where, value=value),
    **dict.fromkeys(("dict_type", "model_type", "model_attributes_type"),
                    lambda where, value, ctx: MESSAGES("object", where=where, value=value)),
    "string_too_short": lambda where, value, ctx: MESSAGES("short_text", where=where, limit=ctx["min_length"]),
    "string_too_long": lambda where, value, ctx: MESSAGES("long_text", where=where, limit=ctx["max_length"]),
    "too_short": lambda where, value, ctx: MESSAGES("few_items", where=where, limit=ctx["min_length"]),
    "too_long": lambda where, value, ctx: MESSAGES("many_items", where=where, limit=ctx["max_length"]),
    **dict.fromkeys(("literal_error", "enum"), lambda where, value, ctx: MESSAGES(
        "choice", where=where, expected=_choices(str(ctx.get("expected", ""))), value=value)),
    "string_pattern_mismatch": lambda where, value, ctx: _pattern(where, value, str(ctx.get("pattern", ""))),
    "json_invalid": lambda where, value, ctx: MESSAGES("not_json", where=where),
}


def _pattern(where: Text, value: Any, pattern: str) -> Text:
    # The patterns of the API's fields, by what they mean.
    if pattern == r"^[0-9]+$":
        return MESSAGES("digits", where=where, value=value)
    if pattern == r"^[0-9a-f]{16}$":
        return MESSAGES("job_id", where=where, value=value)
    return MESSAGES("pattern", where=where, value=value, pattern=pattern)


def _choices(expected: str) -> Text | str:
    # pydantic lists a literal's values as "'a', 'b' or 'c'": the values, joined in either language.
    values = re.findall(r"'(?:[^'\\]|\\.)*'|\d+", expected)
    if len(values) < 2:
        return expected
    return MESSAGES("or", first=joined(values[:-1], MESSAGES("separator")), last=values[-1])


def page_text(message: Text) -> Text:
    """The message as the page says it: the page's words for a refusal that names the library's interface."""
    words = PAGE_WORDS.get(message.id)
    if words is None or message.params is None or "limit" not in message.params:
        return message
    return words(message.params["limit"])


def page_error(exc: GrundyError) -> GrundyError:
    """The error with its message as the page says it (:func:`page_text`), of the same class."""
    text = page_text(exc.message)
    return exc if text is exc.message else type(exc)(text)


def validation_message(errors: Sequence[Mapping[str, Any]]) -> Text:
    """One line for the framework's validation errors: the first, naming its field, and how many more."""
    if not errors:
        return MESSAGES("no_detail")
    first = _one(errors[0])
    return MESSAGES("more", first=first, count=len(errors) - 1) if len(errors) > 1 else first


def _one(error: Mapping[str, Any]) -> Text:
    parts = [str(p) for p in error.get("loc", ()) if p not in ("body", "query", "path", "header")]
    where: Text = Text.literal(".".join(parts)) if parts else MESSAGES("request")
    kind = str(error.get("type", ""))
    ctx = dict(error.get("ctx") or {})
    cause = ctx.get("error")
    if isinstance(cause, GrundyError):  # a check of the service's own, with its own words
        reason = page_text(cause.message)
        if reason.render("en").startswith(f"{where.render('en')}:") or not parts:
            return reason
        return MESSAGES("reason", where=where, reason=reason)
    say = _KINDS.get(kind)
    if say is not None:
        try:
            return say(where, quoted(error.get("input")), ctx)
        except KeyError:  # a context without the bound the message names: pydantic's words below
            pass
    said = str(error.get("msg", "")).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    return MESSAGES("invalid", where=where, reason=Text.literal(said))
