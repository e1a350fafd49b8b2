"""The one family of errors that grundy raises.

Every error is a :class:`ValueError`, so code that validates user input can
catch the base class and print its one-line message.

>>> issubclass(InputError, GrundyError) and issubclass(GrundyError, ValueError)
True
"""

from __future__ import annotations

import errno
from collections.abc import Iterable

__all__ = ["GrundyError", "InputError", "TooLargeError", "UnsupportedError", "did_you_mean",
           "misere_grundy_error", "os_reason_zh"]


class GrundyError(ValueError):
    """Base class of every error grundy raises on purpose.

    The message is English; errors a player may meet in play (an illegal
    move, say) carry a Chinese one too, given as ``zh``:

    >>> error = InputError("take at least one stone", zh="至少要取一个石子")
    >>> str(error), error.text("zh"), InputError("no").text("zh")
    ('take at least one stone', '至少要取一个石子', 'no')
    """

    def __init__(self, *args: object, zh: str | None = None) -> None:
        super().__init__(*args)
        self.zh = zh

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "zh"); English where no Chinese is known."""
        return self.zh if lang == "zh" and self.zh else str(self)


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
    return UnsupportedError("Grundy values describe normal play, not misère play",
                            zh="SG 值只描述常规规则（取最后一个者胜），不适用于反常规则")


#: The usual reasons an operating system gives, in Chinese.
_OS_REASONS_ZH = {
    errno.ENOENT: "文件或文件夹不存在",
    errno.EACCES: "没有权限",
    errno.EPERM: "不允许这样操作",
    errno.EISDIR: "这是一个文件夹",
    errno.ENOTDIR: "路径中有一部分不是文件夹",
    errno.ENOSPC: "磁盘空间不足",
    errno.EROFS: "文件系统是只读的",
    errno.EADDRINUSE: "地址已被占用",
    errno.EADDRNOTAVAIL: "无法使用这个地址",
}


def os_reason_zh(exc: OSError) -> str:
    """Why an operating-system call failed, in Chinese where the reason is a usual one.

    >>> os_reason_zh(FileNotFoundError(errno.ENOENT, "No such file or directory"))
    '文件或文件夹不存在'
    >>> os_reason_zh(OSError(errno.EIO, "Input/output error"))
    'Input/output error'
    """
    return _OS_REASONS_ZH.get(exc.errno or 0) or exc.strerror or str(exc)


def did_you_mean(word: str, known: Iterable[str]) -> tuple[str, str]:
    """The question that follows a mistyped word in an error, in English and Chinese.

    It names the known word closest to ``word``, or is empty ("", "") when
    none is close enough to be what was meant.

    >>> did_you_mean("wythof", ["wythoff", "nim", "judge"])
    ("did you mean 'wythoff'?", "你是不是想输入 'wythoff'？")
    >>> did_you_mean("chess", ["wythoff", "nim", "judge"])
    ('', '')
    """
    import difflib

    words = list(dict.fromkeys(known))
    match = difflib.get_close_matches(word, words, n=1) or difflib.get_close_matches(word.lower(), words, n=1)
    if not match:
        return "", ""
    return f"did you mean {match[0]!r}?", f"你是不是想输入 {match[0]!r}？"
