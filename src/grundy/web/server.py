"""The HTTP server of ``grundy serve``: uvicorn, with limits on slow clients and JSON errors throughout.

The app (:mod:`grundy.web.app`) answers every request it receives with JSON;
this module covers what happens before a request reaches it, in uvicorn and
h11, so that the promise holds there too:

- a request that is not valid HTTP (a malformed ``Content-Length``, no
  ``Host`` header, headers larger than :data:`MAX_HEADERS` bytes) gets a JSON
  error, 400 (431 for headers too large), not h11's plain text;
- a client that sends its request headers slowly is answered 408 (JSON) and
  dropped :data:`HEADER_TIMEOUT` seconds after the connection opened or the
  last answer was sent; an idle connection is closed after
  :data:`KEEP_ALIVE` seconds (uvicorn's ``timeout_keep_alive``); a body sent
  slowly, or shorter than its ``Content-Length``, is the app's to time
  (:data:`grundy.web.app.BODY_TIMEOUT`, 408);
- at most :data:`MAX_CONNECTIONS` connections are open at once.  A connection
  beyond them closes the one idle the longest (no request in flight, none
  begun: it has sent nothing yet, or waits between requests), so that idle
  connections held open by a client cannot lock others out; only when
  every connection has a request in flight is the new one answered 503
  (JSON) and closed.

The Host header a server accepts follows the address it is bound to
(:func:`allowed_hosts`): a server on 127.0.0.2 answers to ``127.0.0.2`` and
``localhost``, not to a name an attacker's DNS points there.

>>> allowed_hosts("127.0.0.2", "127.0.0.2")
['127.0.0.2', 'localhost']
>>> allowed_hosts("::1", "::1")
['[::1]', 'localhost']
"""

from __future__ import annotations

import ipaddress
import json
import socket
import sys
from typing import Any

from ..messages import Text, catalogue

__all__ = ["ANY_ADDRESS", "HEADER_TIMEOUT", "KEEP_ALIVE", "MAX_CONNECTIONS", "MAX_HEADERS", "allowed_hosts",
           "error_body", "serve"]

MESSAGES = catalogue("web.server", {
    "bad_http": ("the request is not valid HTTP: {reason}", "请求不是有效的 HTTP：{reason}"),
    "slow_headers": ("the request's headers did not arrive within {seconds:g} s", "请求头没有在 {seconds:g} 秒内到达"),
    "too_many": ("the server has {count} connections open, the most it takes; try again soon",
                 "服务器已有 {count} 个连接，达到上限；请稍后再试"),
})

#: Seconds a client has to send a request's headers (from the connection, or from the last answer).
HEADER_TIMEOUT = 5.0
#: Seconds an idle connection stays open between requests.
KEEP_ALIVE = 5
#: Largest request head (request line and headers), in bytes.
MAX_HEADERS = 16 * 1024
#: Most connections open at once.
MAX_CONNECTIONS = 256

#: An entry of allowed hosts that accepts any IP address written as such (not a name, which DNS
#: could point anywhere): what a server bound to every interface answers to.
ANY_ADDRESS = "<any IP address>"


def error_body(message: Text) -> bytes:
    """A JSON error as the app writes it: ``{"error": ..., "error_zh": ...}``, each on one line."""
    body = {"error": " ".join(message.render("en").split())}
    if message.translated:
        body["error_zh"] = " ".join(message.render("zh").split())
    return json.dumps(body, ensure_ascii=False).encode()


def _raw_response(status: int, reason: bytes, message: Text) -> bytes:
    # For an answer h11 cannot frame (no request was read): the bytes themselves, and the end.
    body = error_body(message)
    return (b"HTTP/1.1 %d %s\r\ncontent-type: application/json\r\ncontent-length: %d\r\n"
            b"connection: close\r\n\r\n" % (status, reason, len(body))) + body


def allowed_hosts(asked: str, bound: str) -> list[str]:
    """The Host headers a server answers to: its address (and the name it was given), and local names.

    A loopback address adds ``localhost``; an address of every interface
    (0.0.0.0, ::) accepts any IP address and this computer's names.

    >>> allowed_hosts("localhost", "127.0.0.1")
    ['127.0.0.1', 'localhost']
    >>> allowed_hosts("0.0.0.0", "0.0.0.0")[:2]
    ['<any IP address>', 'localhost']
    """
    names: list[str] = []

    def add(name: str) -> None:
        if ":" in name and not name.startswith("["):
            name = f"[{name}]"
        if name and name.lower() not in names:
            names.append(name.lower())

    try:
        address = ipaddress.ip_address(bound)
    except ValueError:
        address = None
    if address is not None and address.is_unspecified:
        names.append(ANY_ADDRESS)
        add("localhost")
        for name in (socket.gethostname(), socket.getfqdn()):
            add(name)
        return names
    add(bound)
    try:
        ipaddress.ip_address(asked)
    except ValueError:
        add(asked)  # the name it was asked to listen on
    if address is not None and address.is_loopback:
        add("localhost")
    return names


def _protocol() -> type:
    """uvicorn's h11 protocol with JSON errors, a deadline for the headers and a cap on connections."""
    import h11
    from uvicorn.protocols.http.h11_impl import STATUS_PHRASES, H11Protocol

    class Protocol(H11Protocol):
        _headers_due: Any = None
        #: When the connection last became idle (opened, or answered), by the loop's clock.
        _idle_since: float = 0.0

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._expect_headers()
            if len(self.connections) > MAX_CONNECTIONS and not self._close_longest_idle():
                transport.write(_raw_response(503, STATUS_PHRASES[503], MESSAGES(
                    "too_many", count=MAX_CONNECTIONS)))
                self._cancel_headers_due()
                transport.close()

        def _idle(self) -> bool:
            # No request in flight and none begun: nothing would be lost by closing the connection.
            return (self.conn.their_state is h11.IDLE and not self.conn.trailing_data[0]
                    and (self.cycle is None or self.cycle.response_complete) and not self.transport.is_closing())

        def _close_longest_idle(self) -> bool:
            idle = [c for c in self.connections if c is not self and isinstance(c, Protocol) and c._idle()]
            if not idle:
                return False
            oldest = min(idle, key=lambda c: c._idle_since)
            oldest._cancel_headers_due()
            oldest.transport.close()
            return True

        def _expect_headers(self) -> None:
            self._cancel_headers_due()
            self._idle_since = self.loop.time()
            self._headers_due = self.loop.call_later(HEADER_TIMEOUT, self._headers_too_slow)

        def _cancel_headers_due(self) -> None:
            if self._headers_due is not None:
                self._headers_due.cancel()
                self._headers_due = None

        def _headers_too_slow(self) -> None:
            self._headers_due = None
            if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
                return
            if self.conn.trailing_data[0]:  # part of a request came: say why it is dropped
                self.transport.write(_raw_response(408, STATUS_PHRASES[408], MESSAGES(
                    "slow_headers", seconds=HEADER_TIMEOUT)))
            self.transport.close()

        def handle_events(self) -> None:
            super().handle_events()
            if self.conn.their_state is not h11.IDLE:  # the request's headers are in
                self._cancel_headers_due()

        def on_response_complete(self) -> None:
            self._expect_headers()  # the next request's, unless one is already in (see handle_events)
            super().on_response_complete()

        def connection_lost(self, exc: Exception | None) -> None:
            self._cancel_headers_due()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            # Called while h11's error is being handled: its words say what is wrong.
            error = sys.exc_info()[1]
            status = getattr(error, "error_status_hint", 400) or 400
            reason = " ".join(str(error).split()) if error is not None else msg
            body = error_body(MESSAGES("bad_http", reason=reason or msg))
            headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                       (b"connection", b"close")]
            for event in (h11.Response(status_code=status, headers=headers, reason=STATUS_PHRASES[status]),
                          h11.Data(data=body), h11.EndOfMessage()):
                self.transport.write(self.conn.send(event))
            self.transport.close()

    return Protocol


def serve(app: Any, sock: socket.socket) -> None:
    """Serve the app on the listening socket until Ctrl-C, with the limits above."""
    import uvicorn

    config = uvicorn.Config(app, http=_protocol(), log_level="warning", access_log=False,
                            timeout_graceful_shutdown=2, timeout_keep_alive=KEEP_ALIVE,
                            h11_max_incomplete_event_size=MAX_HEADERS)
    uvicorn.Server(config).run(sockets=[sock])
