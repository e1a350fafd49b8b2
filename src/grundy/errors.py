"""The one family of errors that grundy raises.

Every error is a :class:`ValueError`, so code that validates user input can
catch the base class and print its one-line message.

>>> issubclass(InputError, GrundyError) and issubclass(GrundyError, ValueError)
True
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterable

from .messages import Text, catalogue

__all__ = ["OS_REASONS", "GrundyError", "InputError", "TooLargeError", "UnsupportedError", "did_you_mean", "hint",
           "misere_grundy_error", "os_reason", "os_reason_zh", "suggestion"]

MESSAGES = catalogue("errors", {
    "misere_grundy": ("Grundy values describe normal play, not misère play",
                      "SG 值只描述常规规则（取最后一个者胜），不适用于反常规则"),
    "did_you_mean": ("did you mean {word!r}?", "你是不是想输入 {word!r}？"),
    "hint": ("; {question}", "；{question}"),
})


class GrundyError(ValueError):
    """Base class of every error grundy raises on purpose.

    Its message is a :class:`~grundy.messages.Text` (an id and parameters),
    written in the user's language where it is shown; ``str()`` is English:

    >>> error = InputError(MESSAGES("did_you_mean", word="wythoff"))
    >>> str(error), error.text("zh")
    ("did you mean 'wythoff'?", "你是不是想输入 'wythoff'？")

    A message given as text, such as the words of another library's error, is
    shown as it is in either language:

    >>> InputError("no").text("zh")
    'no'
    """

    def __init__(self, message: Text | str = "") -> None:
        text = message if isinstance(message, Text) else Text.literal(str(message))
        super().__init__(text)
        self.message = text

    def __str__(self) -> str:
        return self.message.render("en")

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "zh"); English where no Chinese is known."""
        return self.message.render(lang)

    @property
    def zh(self) -> str | None:
        """The message in Chinese, None when it has none."""
        return self.message.render("zh") if self.message.translated else None


class InputError(GrundyError):
    """A position, move, option or judge token that is not valid."""


class TooLargeError(GrundyError):
    """A request beyond what can be computed in reasonable time or memory."""


class UnsupportedError(GrundyError):
    """A question the game cannot answer (for example a Grundy value of a misère game)."""


def misere_grundy_error() -> UnsupportedError:
    """The refusal to give a Grundy value under misère play, where none describes the game.

    >>> misere_grundy_error().text("zh")
    'SG 值只描述常规规则（取最后一个者胜），不适用于反常规则'
    """
    return UnsupportedError(MESSAGES("misere_grundy"))


#: The usual reasons an operating system gives (its own words, as ``os.strerror`` writes them), in Chinese.
OS_REASONS = catalogue("errors.os", {
    "ENOENT": ("No such file or directory", "文件或文件夹不存在"),
    "EACCES": ("Permission denied", "没有权限"),
    "EPERM": ("Operation not permitted", "不允许这样操作"),
    "EISDIR": ("Is a directory", "这是一个文件夹"),
    "ENOTDIR": ("Not a directory", "路径中有一部分不是文件夹"),
    "ENOSPC": ("No space left on device", "磁盘空间不足"),
    "EROFS": ("Read-only file system", "文件系统是只读的"),
    "EADDRINUSE": ("Address already in use", "地址已被占用"),
    "EADDRNOTAVAIL": ("Cannot assign requested address", "无法使用这个地址"),
}, style="printf")


def os_reason_zh(exc: OSError) -> str:
    """Why an operating-system call failed, in Chinese where the reason is a usual one.

    >>> os_reason_zh(FileNotFoundError(errno.ENOENT, "No such file or directory"))
    '文件或文件夹不存在'
    >>> os_reason_zh(OSError(errno.EIO, "Input/output error"))
    'Input/output error'
    """
    if exc.errno:
        usual = os.strerror(exc.errno)  # the system's words for the number, which the catalogue knows
        chinese = OS_REASONS.gettext(usual, "zh")
        if chinese != usual:
            return chinese
    return exc.strerror or str(exc)


def os_reason(exc: OSError) -> Text:
    """Why an operating-system call failed: the system's words, and Chinese ones where the reason is usual.

    >>> reason = os_reason(PermissionError(errno.EACCES, "Permission denied"))
    >>> str(reason), reason.render("zh")
    ('Permission denied', '没有权限')
    """
    return Text.literal(exc.strerror or str(exc), os_reason_zh(exc))


def suggestion(word: str, known: Iterable[str]) -> Text | None:
    """The question that follows a mistyped word in an error, naming the known word closest to it.

    None when no known word is close enough to be what was meant.

    >>> str(suggestion("wythof", ["wythoff", "nim", "judge"])), suggestion("chess", ["wythoff", "nim"])
    ("did you mean 'wythoff'?", None)
    """
    import difflib

    words = list(dict.fromkeys(known))
    match = difflib.get_close_matches(word, words, n=1) or difflib.get_close_matches(word.lower(), words, n=1)
    return MESSAGES("did_you_mean", word=match[0]) if match else None


def hint(word: str, known: Iterable[str]) -> Text | str:
    """The suggestion for a mistyped word as the end of a message ("; did you mean ...?"), or "".

    >>> hint("wythof", ["wythoff"]).render("zh"), hint("chess", ["wythoff"])
    ("；你是不是想输入 'wythoff'？", '')
    """
    question = suggestion(word, known)
    return "" if question is None else MESSAGES("hint", question=question)


def did_you_mean(word: str, known: Iterable[str]) -> tuple[str, str]:
    """:func:`suggestion` in English and Chinese, ("", "") when there is none.

    >>> did_you_mean("wythof", ["wythoff", "nim", "judge"])
    ("did you mean 'wythoff'?", "你是不是想输入 'wythoff'？")
    >>> did_you_mean("chess", ["wythoff", "nim", "judge"])
    ('', '')
    """
    question = suggestion(word, known)
    return ("", "") if question is None else (question.render("en"), question.render("zh"))
