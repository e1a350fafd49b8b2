"""``grundy serve [--host 127.0.0.1] [--port 8000]``: the local web page to play and explore."""

from __future__ import annotations

import socket
import sys
from typing import Any

from ..errors import InputError, os_reason
from ..messages import LANGS, catalogue, joined
from .parser import ArgumentParser
from .extras import require

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "a local web page to play and explore"
SUMMARY_ZH = "在本机打开网页来对弈和探索"


MESSAGES = catalogue("cli.serve", {
    "description": ("Serve a page to play every game against a perfect computer ({games}) and to explore "
                    "P-positions and Grundy values, with its JSON API under /api/. Open the address it prints.",
                    "打开一个网页：与走法完美的电脑下每一种游戏（{games}），并探索必败态和 SG 值；"
                    "JSON 接口在 /api/ 下。打开它显示的地址即可。"),
    "host": ("address to listen on (default: 127.0.0.1, this computer only)", "监听的地址（默认 127.0.0.1，只有本机能访问）"),
    "port": ("port to listen on (default: 8000; 0 picks a free one)", "监听的端口（默认 8000；0 表示任选一个空闲端口）"),
    "timeout": ("seconds one computation may take before it is stopped (default: 10)",
                "一次计算最多用多少秒，超时即停止（默认 10）"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
    "games_separator": (", ", "、"),
    "bad_port": ("--port: {text!r} is not a port number (0 to 65535)", "--port：{text!r} 不是端口号（0 到 65535）"),
    "bad_timeout": ("--timeout: {text!r} is not a number of seconds", "--timeout：{text!r} 不是秒数"),
    "timeout_range": ("--timeout: {text} is not between 0.1 and 3600 seconds", "--timeout：{text} 不在 0.1 到 3600 秒之间"),
    "bad_host": ("--host: cannot use {host!r}: {reason}", "--host：无法使用 {host!r}：{reason}"),
    "cannot_listen": ("cannot listen on {host} port {port}: {reason}", "无法在 {host} 的端口 {port} 上监听：{reason}"),
    "every_interface": ("grundy: listening on every network interface: other computers can reach this page",
                        "grundy：在所有网络接口上监听：其他计算机也能访问这个页面"),
    "serving": ("grundy: serving on http://{host}:{port}/  (Ctrl-C stops)", "grundy：网页地址 http://{host}:{port}/（按 Ctrl-C 停止）"),
    "stopped": ("grundy: stopped", "grundy：已停止"),
})


def add_arguments(parser: ArgumentParser) -> None:
    from ..registry import iter_games

    say = parser.text
    games = list(iter_games())  # the page offers every game of the registry
    names = joined([cls.title or cls.named() for cls in games], MESSAGES("games_separator"))
    parser.description = say(MESSAGES("description", games=names))
    parser.add_examples(["grundy serve", "grundy serve --port 0", "grundy serve --port 8080 --lang zh"])
    parser.add_argument("--host", default="127.0.0.1", help=say(MESSAGES("host")))
    parser.add_argument("--port", default="8000", help=say(MESSAGES("port")))
    parser.add_argument("--timeout", default="10", help=say(MESSAGES("timeout")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))


def _port(text: str) -> int:
    if not text.isascii() or not text.isdigit() or int(text) > 65535:
        raise InputError(MESSAGES("bad_port", text=text))
    return int(text)


def _timeout(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise InputError(MESSAGES("bad_timeout", text=text)) from None
    if not 0.1 <= value <= 3600:
        raise InputError(MESSAGES("timeout_range", text=text))
    return value


def _listen(host: str, port: int) -> socket.socket:
    """Bind the listening socket first, so that a busy port is a clear one-line error."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise InputError(MESSAGES("bad_host", host=host, reason=os_reason(exc))) from None
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        raise InputError(MESSAGES("cannot_listen", host=host, port=port, reason=os_reason(exc))) from None
    sock.set_inheritable(True)
    return sock


def run(args: Any) -> int:
    require("web", "grundy serve")
    port, timeout = _port(args.port), _timeout(args.timeout)
    from ..web.app import create_app
    from ..web.server import allowed_hosts, serve

    sock = _listen(args.host, port)
    host, port = sock.getsockname()[:2]
    # The Host header must name the address listened on (DNS rebinding is refused), whatever it is.
    app = create_app(timeout=timeout, allowed_hosts=allowed_hosts(args.host, host))
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"
        print(MESSAGES("every_interface").render(args.lang), file=sys.stderr)
    print(MESSAGES("serving", host=shown, port=port).render(args.lang), flush=True)
    try:
        serve(app, sock)
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    print(MESSAGES("stopped").render(args.lang), flush=True)
    return 0
