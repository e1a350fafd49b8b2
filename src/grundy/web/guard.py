"""The checks every request passes before the API sees it, and the API's JSON errors.

:class:`Guard` is ASGI middleware.  In order, it refuses with a JSON error:

- a ``Host`` header the server does not answer to (400; see
  :func:`grundy.web.server.allowed_hosts`), which guards a local server
  against DNS rebinding;
- an ``Origin`` header that is not the page's own (403): a page of another
  site may not make this server compute (browsers send the header with
  every cross-site request that could);
- a JSON endpoint's body that is not called JSON (415; ``Content-Type:
  application/json`` is needed: a form or ``text/plain``, which another site
  can send without asking, is refused);
- a body larger than :data:`MAX_BODY` (413), or not whole within
  :data:`BODY_TIMEOUT` seconds (408, and the connection is closed: a client
  sending slowly, or announcing more than it sends, is dropped);
- a body that is not JSON (400), or holds a number of more than
  :data:`~grundy.web.limits.MAX_DIGITS` digits (413).

It adds security headers (no sniffing, no referrer, a strict
Content-Security-Policy) to every answer.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
from collections.abc import Collection, Mapping
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..messages import Text, catalogue
from .limits import MAX_DIGITS
from .server import ANY_ADDRESS

__all__ = ["BODY_TIMEOUT", "MAX_BODY", "Guard", "error_response"]

#: Largest request body, in bytes.
MAX_BODY = 64 * 1024
#: Seconds a client has to send a request's whole body, once its headers are in.
BODY_TIMEOUT = 5.0

MESSAGES = catalogue("web.guard", {
    "no_body": ("the request has no JSON body", "请求没有 JSON 内容"),
    "not_utf8": ("the request body is not UTF-8 text", "请求内容不是 UTF-8 文本"),
    "bad_json": ("the request is not valid JSON: {reason} at line {line} column {column}",
                 "请求不是有效的 JSON：第 {line} 行第 {column} 列：{reason}"),
    "constant": ("the request is not valid JSON: {name} is not a JSON number",
                 "请求不是有效的 JSON：{name} 不是 JSON 数"),
    "deep": ("the request's JSON is nested too deeply", "请求的 JSON 嵌套太深"),
    "digits": ("a number in the request has {digits:,} {digits:~digit|digits}, more than {limit}",
               "请求中有一个数有 {digits:,} 位，超过了 {limit}"),
    # Headers by their names, as {header}: notation in both languages.
    "bad_length": ("the {header} header is not a number", "{header} 头不是数"),
    "announced": ("the request body of {size:,} {size:~byte|bytes} is larger than {limit:,}", "请求内容有 {size:,} 字节，超过了 {limit:,}"),
    "large": ("the request body is larger than {limit:,} {limit:~byte|bytes}", "请求内容超过了 {limit:,} 字节"),
    "slow_body": ("the request body did not arrive within {seconds:g} s", "请求内容没有在 {seconds:g} 秒内全部到达"),
    "not_json": ("{path} takes JSON: send the header {header} (not {kind})",
                 "{path} 只接受 JSON：请发送请求头 {header}（而不是 {kind}）"),
    "no_type": ("no {header}", "没有 {header}"),
    "host": ("this server does not answer to the host {host!r}", "这个服务器不接受主机名 {host!r}"),
    "origin": ("requests from {origin!r} are refused: only the page of this server may send them",
               "拒绝来自 {origin!r} 的请求：只有这个服务器自己的网页可以发送"),
})

_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"content-security-policy",
     b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
     b"object-src 'none'; frame-ancestors 'none'"),
]


def error_response(status: int, message: Text | str, headers: Mapping[str, str] | None = None) -> JSONResponse:
    """The JSON error: its message on one line, and in Chinese too when it has one (the page shows it)."""
    text = message if isinstance(message, Text) else Text.literal(message)
    body = {"error": " ".join(text.render("en").split())}
    zh = text.render("zh") if text.translated else None
    if zh:
        body["error_zh"] = " ".join(zh.split())
    return JSONResponse(body, status_code=status, headers=headers)


class _Refused(Exception):
    def __init__(self, status: int, message: Text, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message.render("en"))
        self.status, self.message, self.headers = status, message, headers


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise _Refused(413, MESSAGES("digits", digits=digits, limit=MAX_DIGITS))
    return int(text)


def _no_constant(name: str) -> Any:
    raise _Refused(400, MESSAGES("constant", name=name))


def _check_body(body: bytes) -> None:
    """Refuse a body that is not JSON, or holds a number with too many digits."""
    if not body.strip():
        raise _Refused(400, MESSAGES("no_body"))
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise _Refused(400, MESSAGES("not_utf8")) from None
    try:
        json.loads(text, parse_int=_parse_int, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise _Refused(400, MESSAGES("bad_json", reason=exc.msg, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise _Refused(413, MESSAGES("deep")) from None


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return bytes(value).decode("latin-1")
    return None


def _host_name(host: str) -> str:
    """The name of a Host header, without its port: "[::1]:8000" is "[::1]"."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[: host.find("]") + 1] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return False
    return True


class Guard:
    """ASGI middleware: the checks of the module's docstring, and the security headers.

    ``json_paths`` are the paths that take a JSON body by POST (None: every
    path under ``/api/``); a request to another path or with another method
    goes to the router unchecked, which answers 404 or 405.  ``allowed_hosts``
    are the Host names the server answers to (:data:`~grundy.web.server.ANY_ADDRESS`
    among them accepts any IP address); None accepts any.
    """

    def __init__(self, app: ASGIApp, max_body: int = MAX_BODY, json_paths: Collection[str] | None = None,
                 allowed_hosts: Collection[str] | None = None, body_timeout: float = BODY_TIMEOUT) -> None:
        self.app = app
        self.max_body = max_body
        self.json_paths = json_paths
        self.allowed_hosts = None if allowed_hosts is None else {h.lower() for h in allowed_hosts}
        self.body_timeout = body_timeout

    def _takes_json(self, scope: Scope) -> bool:
        path: str = scope["path"]
        known = path in self.json_paths if self.json_paths is not None else path.startswith("/api/")
        return scope["method"] == "POST" and known

    def _check_sender(self, scope: Scope) -> None:
        """Refuse a Host the server does not answer to, and an Origin that is not its own."""
        host = _header(scope, b"host") or ""
        if self.allowed_hosts is not None:
            name = _host_name(host)
            if name not in self.allowed_hosts and not (ANY_ADDRESS in self.allowed_hosts and _is_address(name)):
                raise _Refused(400, MESSAGES("host", host=host))
        origin = _header(scope, b"origin")
        if origin is not None and origin.lower() != f"{scope.get('scheme', 'http')}://{host}".lower():
            raise _Refused(403, MESSAGES("origin", origin=origin))

    def _check_type(self, scope: Scope) -> None:
        kind = _header(scope, b"content-type")
        if kind is None or kind.split(";")[0].strip().lower() != "application/json":
            raise _Refused(415, MESSAGES("not_json", path=scope["path"], header="Content-Type: application/json",
                                         kind=MESSAGES("no_type", header="Content-Type") if kind is None else kind))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                # An answer that sets one of these headers itself (the worksheet's print view) keeps its own.
                own = {name.lower() for name, _value in message.get("headers", [])}
                added = [(name, value) for name, value in _HEADERS if name not in own]
                message = {**message, "headers": [*message.get("headers", []), *added]}
            await send(message)

        try:
            self._check_sender(scope)
            if scope["method"] not in ("POST", "PUT", "PATCH"):
                await self.app(scope, receive, send_with_headers)
                return
            if self._takes_json(scope):
                self._check_type(scope)
            try:
                body = await asyncio.wait_for(self._read(scope, receive), self.body_timeout)
            except asyncio.TimeoutError:
                raise _Refused(408, MESSAGES("slow_body", seconds=self.body_timeout),
                               headers={"connection": "close"}) from None
            if body is None:  # the client went away
                return
            if self._takes_json(scope):
                _check_body(body)
        except _Refused as exc:
            await error_response(exc.status, exc.message, exc.headers)(scope, receive, send_with_headers)
            return
        done = False

        async def replay() -> Message:
            nonlocal done
            if not done:
                done = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send_with_headers)

    async def _read(self, scope: Scope, receive: Receive) -> bytes | None:
        length = _header(scope, b"content-length")
        if length is not None:
            if not length.isdigit():
                raise _Refused(400, MESSAGES("bad_length", header="Content-Length"))
            if int(length) > self.max_body:
                raise _Refused(413, MESSAGES("announced", size=int(length), limit=self.max_body))
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                raise _Refused(413, MESSAGES("large", limit=self.max_body))
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)
