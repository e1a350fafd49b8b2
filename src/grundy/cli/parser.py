"""The command line's argument parser: one-line errors, help in English or Chinese.

>>> parser = ArgumentParser(prog="grundy demo", lang="zh")
>>> parser.text("examples:", "示例：")
'示例：'
"""

from __future__ import annotations

import argparse
import re
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

from ..errors import GrundyError, did_you_mean

__all__ = ["ArgumentParser", "HelpFormatter", "UsageError", "argparse_zh", "complete_with", "lang_of", "wrap"]


class UsageError(GrundyError):
    """Bad command-line arguments."""


class HelpFormatter(argparse.HelpFormatter):
    """argparse's layout of a help, except that text holding line breaks (a list of
    formats, examples) is kept as written, and Chinese text is wrapped by its width
    on the screen (a Chinese character takes two columns)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if "\n" in text:
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)


#: Punctuation that does not begin a line, and punctuation that does not end one.
_NO_START, _NO_END = "，。；：、）》」』！？", "（《「『"


def wrap(text: str, width: int) -> list[str]:
    """The lines of a paragraph at most ``width`` columns wide, for English or Chinese.

    Chinese may break between any two characters (not before a closing mark);
    a run of other characters breaks at spaces only, and a short quoted
    command not at all.

    >>> wrap("多堆威佐夫博弈：从一堆取任意个，或从每堆取同样多（--misere 反常）", 20)
    ['多堆威佐夫博弈：从一', '堆取任意个，或从每堆', '取同样多（--misere', '反常）']
    >>> wrap("见 'grundy table 游戏 --help' 的说明", 20)
    ['见', "'grundy table 游戏 --help'", '的说明']
    >>> wrap("take any number from one pile", 12)
    ['take any', 'number from', 'one pile']
    """
    text = " ".join(text.split())
    if not any(_wide(c) for c in text):
        return textwrap.wrap(text, width)
    chunks: list[str] = []  # a space, one Chinese character, a quotation, or a run of other characters
    for part in _QUOTED.split(text):
        for c in [part] if _QUOTED.fullmatch(part) else part:
            joins = chunks and not chunks[-1].isspace() and (
                c[0] in _NO_START or chunks[-1][-1] in _NO_END
                or not _wide(c[0]) and not c.isspace() and not _wide(chunks[-1][-1]))
            if joins:
                chunks[-1] += c
            else:
                chunks.append(c)
    lines, line = [], ""
    for chunk in chunks:
        if line and not chunk.isspace() and _columns(line + chunk) > width:
            lines.append(line.rstrip())
            line = ""
        if line or not chunk.isspace():
            line += chunk
    return lines + [line.rstrip()] if line.strip() else lines


_QUOTED = re.compile(r"('[^']{1,60}')")


def _wide(c: str) -> bool:
    return unicodedata.east_asian_width(c) in "WF"


def _columns(text: str) -> int:
    return sum(2 if _wide(c) else 1 for c in text)


class ArgumentParser(argparse.ArgumentParser):
    """An argparse parser whose errors are one-line exceptions, not exits.

    With ``lang="zh"`` its help is in Chinese: commands give their help
    texts through :meth:`text`, and argparse's own words are translated.
    """

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        if lang == "zh":
            kwargs["add_help"] = False
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        # No option of grundy starts with "-" and a digit, so such a token is a
        # value ("-1,3", "--board -5x3"), refused by the game with its name;
        # argparse itself reads only "-1" and "-1.5" so.
        self._negative_number_matcher = re.compile(r"^-\.?\d")
        if lang == "zh":
            self._positionals.title = "位置参数"
            self._optionals.title = "选项"
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help="显示这段帮助并退出")

    def text(self, en: str, zh: str) -> str:
        """The English or the Chinese text, in the parser's language."""
        return zh if self.lang == "zh" else en

    def add_examples(self, commands: Sequence[str], note: str = "") -> None:
        """End the help with command lines to try (as typed, in either language), then ``note``."""
        if commands:
            lines = [self.text("examples:", "示例："), *(f"  {c}" for c in commands)]
            self.epilog = "\n".join(lines) + (f"\n\n{note}" if note else "")

    # format_usage stays as argparse writes it: parse_intermixed_args cuts its "usage: " off.
    def format_help(self) -> str:
        return self._localise(super().format_help())

    def _localise(self, text: str) -> str:
        if self.lang != "zh":
            return text
        text = text.replace("usage: ", "用法：", 1)
        return re.sub(r"^(\S[^\n:]*):\n", r"\1：\n", text, flags=re.M)  # "选项:" -> "选项："

    def error(self, message: str) -> NoReturn:
        en, zh = self._suggestion(message)
        raise UsageError(f"{self.prog}: {message}" + (f"; {en}" if en else ""),
                         zh=f"{self.prog}：{argparse_zh(message)}" + (f"；{zh}" if zh else ""))

    def _suggestion(self, message: str) -> tuple[str, str]:
        # An unknown option, such as --misre: the parser's option closest to it.
        unknown = re.fullmatch(r"unrecognized arguments: (.+)", message.strip(), re.DOTALL)
        if unknown is None:
            return "", ""
        flags = [flag for flag in self._option_string_actions if flag.startswith("--")]
        for token in unknown[1].split():
            if token.startswith("--"):
                en, zh = did_you_mean(token.split("=", 1)[0], flags)
                if en:
                    return en, zh
        return "", ""

    def parse_command(self, argv: Sequence[str]) -> argparse.Namespace:
        """Parse with options before or after the positions (``--`` ends the options)."""
        argv = list(argv)
        if "--" in argv:  # argparse's intermixed mode mishandles "--"
            return self.parse_args(argv)
        return self.parse_intermixed_args(argv)


def complete_with(action: argparse.Action, words: Callable[[], Iterable[str]]) -> argparse.Action:
    """Let shell completion offer ``words()`` for an argument (argcomplete reads ``completer``)."""
    setattr(action, "completer", lambda **_context: list(words()))
    return action


#: argparse's messages (Python 3.11 to 3.13) and their Chinese, most specific first.
_ARGPARSE_ZH: tuple[tuple[str, str], ...] = (
    (r"argument (?P<a>\S+): invalid choice: (?P<v>.+?) \(choose from (?P<c>.+)\)",
     "参数 {a}：无效的选择 {v}（可选：{c}）"),
    (r"argument (?P<a>\S+): invalid (?P<t>\w+) value: (?P<v>.+)", "参数 {a}：{v} 不是有效的值"),
    (r"argument (?P<a>\S+): expected one argument", "参数 {a} 后面需要一个值"),
    (r"argument (?P<a>\S+): expected at least one argument", "参数 {a} 后面至少需要一个值"),
    (r"argument (?P<a>\S+): expected at most one argument", "参数 {a} 后面至多只能有一个值"),
    (r"argument (?P<a>\S+): expected (?P<n>\d+) arguments?", "参数 {a} 后面需要 {n} 个值"),
    (r"argument (?P<a>\S+): ignored explicit argument (?P<v>.+)", "参数 {a} 不接受值 {v}"),
    (r"argument (?P<a>\S+): not allowed with argument (?P<b>\S+)", "参数 {a} 不能与 {b} 同时使用"),
    (r"the following arguments are required: (?P<a>.+)", "缺少必需的参数：{a}"),
    (r"one of the arguments (?P<a>.+) is required", "必须给出以下参数之一：{a}"),
    (r"unrecognized arguments: (?P<a>.+)", "无法识别的参数：{a}"),
    (r"ambiguous option: (?P<a>\S+) could match (?P<b>.+)", "选项 {a} 有歧义，可能是 {b}"),
)


def argparse_zh(message: str) -> str:
    """An argparse error message in Chinese (the message itself if it is not one argparse writes).

    >>> argparse_zh("unrecognized arguments: --colour red")
    '无法识别的参数：--colour red'
    >>> argparse_zh("argument --lang: invalid choice: 'fr' (choose from 'en', 'zh')")
    "参数 --lang：无效的选择 'fr'（可选：'en', 'zh'）"
    """
    for pattern, zh in _ARGPARSE_ZH:
        match = re.fullmatch(pattern, message.strip(), re.DOTALL)
        if match:
            return zh.format(**match.groupdict())
    return message


def lang_of(argv: Sequence[str]) -> str:
    """The language asked for with ``--lang`` in a command line ("en" when none or unknown).

    Errors use it even when they come before the arguments are parsed.

    >>> lang_of(["wythoff", "3", "x", "--lang", "zh"]), lang_of(["--lang=zh"]), lang_of(["nim"])
    ('zh', 'zh', 'en')
    """
    lang = "en"
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
    return lang if lang in ("en", "zh") else "en"
