"""Exact solutions of the judge formats, in C++ and Python, as ``grundy judge FMT --solution LANG`` prints them.

Each format has one program per language, stored beside this module as
package data: ``FORMAT.cpp`` and ``FORMAT.py.txt`` (plain text, not a module of
grundy).  A program reads the statement's input and writes the exact output
that grundy's own judge writes, byte for byte; no floating point decides
anything; the theory is its opening comment.  The C++ programs share their
blocks of fast input and output (``fastio.cpp``) and of the integer square
root (``isqrt.cpp``), each written into a program where its ``//@fastio`` or
``//@isqrt`` line stands, so every printed program is complete.

>>> print(source("p2252", "python").splitlines()[0])
# Luogu P2252 [SHOI2002] (Wythoff's game, one position): one pair "a b";
>>> "//@fastio" in source("hdu1527", "cpp"), "static inline bool readInt" in source("hdu1527", "cpp")
(False, True)
"""

from __future__ import annotations

from ...errors import InputError
from ...messages import catalogue

__all__ = ["LANGUAGES", "SUFFIXES", "source"]

MESSAGES = catalogue("judge.solutions", {
    "unknown_language": ("unknown solution language {language!r} (known: {known})",
                         "未知的题解语言 {language!r}（可选：{known}）"),
    "missing": ("no {language} solution is stored for the judge format {name}",
                "评测格式 {name} 没有 {language} 题解"),
})

#: The languages a solution is written in, and the file name ending of each.
SUFFIXES = {"cpp": ".cpp", "python": ".py.txt"}
LANGUAGES = tuple(SUFFIXES)

#: The shared blocks of the C++ programs: the line that stands for each, and its file.
BLOCKS = {"//@fastio": "fastio.cpp", "//@isqrt": "isqrt.cpp"}


def source(name: str, language: str) -> str:
    """The complete program of a judge format (name or alias) in ``language`` ("cpp" or "python")."""
    from importlib import resources

    from .. import find_judge_format

    if language not in SUFFIXES:
        raise InputError(MESSAGES("unknown_language", language=language, known=", ".join(LANGUAGES)))
    fmt = find_judge_format(name)
    here = resources.files(__name__)
    path = here / f"{fmt.name}{SUFFIXES[language]}"
    if not path.is_file():
        raise InputError(MESSAGES("missing", language=language, name=fmt.name))
    text = path.read_text(encoding="utf-8")
    for marker, block in BLOCKS.items():
        if marker in text:
            text = text.replace(marker + "\n", (here / block).read_text(encoding="utf-8"), 1)
    return text
