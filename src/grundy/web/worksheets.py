"""``GET /worksheet``: a printable worksheet of the page's game, as a page to print or a PDF to download.

``/worksheet?game=wythoff&count=10&seed=7&lang=zh&format=pdf`` gives what
``grundy worksheet wythoff --count 10 --seed 7 --lang zh -o sheet.pdf``
writes; any other query parameter is an option of the game by name, as the
API takes them (``misere=true``, ``max_take=3``).  The worksheet is made as a
job (:mod:`grundy.web.jobs`), in a worker process; the request waits for it
(up to the server's timeout, else 202 and the job, whose result holds the
file).  Errors are the API's JSON errors.

>>> answer = worksheet("nim", count=2, seed=1, file_format="html", pictures=False)
>>> answer["media_type"], answer["filename"]
('text/html; charset=utf-8', 'worksheet-nim-1.html')
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from typing import Any

from ..errors import TooLargeError
from ..messages import catalogue, check_lang
from ..worksheet.questions import MAX_COUNT, MAX_SEED, SCALE, make_worksheet
from ..registry import find_game
from .limits import check_json_value
from .reading import build

__all__ = ["MAX_OPTIONS", "MEDIA_TYPES", "OWN", "PRINT_POLICY", "file_response", "worksheet"]

MESSAGES = catalogue("web.worksheets", {
    "many_options": ("{count} options are more than {limit}", "{count} 个选项，超过了 {limit}"),
})

#: The media type of each format.
MEDIA_TYPES = {"html": "text/html; charset=utf-8", "pdf": "application/pdf"}
#: The print view's own Content-Security-Policy: its style and its pictures' styles are inline; no script at all.
PRINT_POLICY = ("default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
                "frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
#: Most game options in one request.
MAX_OPTIONS = 16
#: The query parameters of the endpoint itself (the others are the game's options).
OWN = ("game", "count", "seed", "lang", "format", "scale")


def worksheet(game: str, count: int, seed: int, lang: str = "en", file_format: str = "html",
              options: Mapping[str, Any] | None = None, scale: int = SCALE, pictures: bool = True) -> dict[str, Any]:
    """The worksheet as JSON: its media type, a file name, and its content (a PDF's in base64)."""
    check_lang(lang)
    options = dict(options or {})
    if len(options) > MAX_OPTIONS:
        raise TooLargeError(MESSAGES("many_options", count=len(options), limit=MAX_OPTIONS))
    check_json_value(options, "option")
    sheet = make_worksheet(build(game, _typed(game, options)).game, count, seed, scale)
    if file_format == "pdf" or pictures:
        from ..cli.extras import require

        require("plot", "/worksheet")  # matplotlib draws the pictures and writes the PDF
    name = f"worksheet-{sheet.game.name}-{sheet.seed}.{file_format}"
    if file_format == "pdf":
        import io

        from ..worksheet.pdf import write_pdf

        data = io.BytesIO()
        write_pdf(sheet, data, lang)
        return {"media_type": MEDIA_TYPES["pdf"], "filename": name,
                "base64": base64.b64encode(data.getvalue()).decode("ascii")}
    from ..worksheet.html import worksheet_html

    return {"media_type": MEDIA_TYPES["html"], "filename": name, "text": worksheet_html(sheet, lang, pictures)}


def _typed(game: str, options: dict[str, Any]) -> dict[str, Any]:
    # A query string's values are text: a yes-or-no option's "true" and "false" are its values.
    kinds = {o.name: o.kind for o in find_game(game).cli_options}
    words = {"true": True, "false": False}
    return {k: words.get(v, v) if kinds.get(k) is bool and isinstance(v, str) else v for k, v in options.items()}


def file_response(made: Mapping[str, Any]) -> tuple[bytes, dict[str, str]]:
    """The bytes of a worksheet made by :func:`worksheet`, and the headers of its answer."""
    if "base64" in made:
        return base64.b64decode(made["base64"]), {"content-disposition": f'attachment; filename="{made["filename"]}"'}
    return made["text"].encode("utf-8"), {"content-security-policy": PRINT_POLICY}
