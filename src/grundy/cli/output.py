"""What the commands print besides their answers: the line naming a file they wrote."""

from __future__ import annotations

import sys
from os import PathLike

from ..i18n import pick

__all__ = ["wrote"]


def wrote(path: str | PathLike[str], lang: str = "en", what: str | None = None, what_zh: str | None = None) -> None:
    """Say on stderr, in one line, that a file was written, and what it holds.

    Standard output stays for answers (empty when the answer went to a file).

    >>> import contextlib, io
    >>> with contextlib.redirect_stderr(io.StringIO()) as err:
    ...     wrote("g.npy", "en", "8 x 8 Grundy values, uint16", "8 x 8 个 SG 值，uint16")
    ...     wrote("map.png", "zh")
    >>> print(err.getvalue(), end="")
    wrote g.npy: 8 x 8 Grundy values, uint16
    已写入 map.png
    """
    en = f"wrote {path}" + (f": {what}" if what else "")
    zh = f"已写入 {path}" + (f"：{what_zh or what}" if what else "")
    print(pick(lang, en, zh), file=sys.stderr)
