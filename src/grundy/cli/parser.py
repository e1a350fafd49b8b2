"""The command line's argument parser: one-line errors, help in English or Chinese.

A parser speaks one language, given when it is made: its help, and the
errors it finds in a command line, are in that language.

>>> parser = ArgumentParser(prog="grundy demo", lang="zh")
>>> parser.text(MESSAGES("examples"))
'示例：'
>>> parser.parse_args(["--colour"])
Traceback (most recent call last):
...
grundy.cli.parser.UsageError: grundy demo：无法识别的参数：--colour

argparse asks for its own words (usage:, options, unrecognized arguments, ...)
through gettext, by their English: a Chinese parser has them answered from
the catalogue :data:`ARGPARSE` while it works (see :func:`speaking`).
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import gettext
import os
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, NoReturn

from ..errors import GrundyError, hint
from ..messages import Text, catalogue

__all__ = ["ARGPARSE", "ArgumentParser", "HelpFormatter", "UsageError", "argparse_zh", "complete_with", "lang_of",
           "speaking", "wrap"]

MESSAGES = catalogue("cli.parser", {
    "examples": ("examples:", "示例："),
    "error": ("{prog}: {message}{hint}", "{prog}：{message}{hint}"),
})

#: argparse's own messages (its gettext message ids, Python 3.11 to 3.13) that a user of
#: grundy may meet, and their Chinese.  Messages that only a programming error brings
#: (a parser built wrong) are left in English.
ARGPARSE = catalogue("argparse", {
    "usage": ("usage: ", "用法："),
    "heading": ("%(heading)s:", "%(heading)s："),
    "positionals": ("positional arguments", "位置参数"),
    "options": ("options", "选项"),
    "help": ("show this help message and exit", "显示这段帮助并退出"),
    "version": ("show program's version number and exit", "显示程序的版本并退出"),
    "argument": ("argument %(argument_name)s: %(message)s", "参数 %(argument_name)s：%(message)s"),
    "invalid_choice": ("invalid choice: %(value)r (choose from %(choices)s)", "无效的选择 %(value)r（可选：%(choices)s）"),
    "invalid_value": ("invalid %(type)s value: %(value)r", "%(value)r 不是有效的 %(type)s 值"),
    "expected_one": ("expected one argument", "需要一个值"),
    "expected_at_least_one": ("expected at least one argument", "至少需要一个值"),
    "expected_at_most_one": ("expected at most one argument", "至多只能有一个值"),
    "expected_n": ("expected %s argument", "需要 %s 个值"),  # ngettext: its plural asks by the singular
    "ignored_value": ("ignored explicit argument %r", "不接受值 %r"),
    "not_allowed_with": ("not allowed with argument %s", "不能与 %s 同时使用"),
    "required": ("the following arguments are required: %s", "缺少必需的参数：%s"),
    "one_required": ("one of the arguments %s is required", "必须给出以下参数之一：%s"),
    "unrecognized": ("unrecognized arguments: %s", "无法识别的参数：%s"),
    "ambiguous": ("ambiguous option: %(option)s could match %(matches)s", "选项 %(option)s 有歧义，可能是 %(matches)s"),
    "unknown_parser": ("unknown parser %(parser_name)r (choices: %(choices)s)",
                       "未知的命令 %(parser_name)r（可选：%(choices)s）"),
}, style="printf")


class UsageError(GrundyError):
    """Bad command-line arguments."""


# The translation of argparse's words in force in this context (None: argparse's own).
_TRANSLATION: contextvars.ContextVar[gettext.NullTranslations | None] = contextvars.ContextVar(
    "grundy_argparse_translation", default=None)
_ARGPARSE_GETTEXT = (gettext.gettext, gettext.ngettext)


def _gettext(message: str) -> str:
    translation = _TRANSLATION.get()
    return _ARGPARSE_GETTEXT[0](message) if translation is None else translation.gettext(message)


def _ngettext(singular: str, plural: str, n: int) -> str:
    translation = _TRANSLATION.get()
    return _ARGPARSE_GETTEXT[1](singular, plural, n) if translation is None else translation.ngettext(
        singular, plural, n)


@contextlib.contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Within the block, argparse writes its words in ``lang``: Chinese from :data:`ARGPARSE`.

    argparse asks for them through its module's ``_`` and ``ngettext``
    (gettext's functions); the first Chinese parser binds these to
    functions that answer from the catalogue inside this block, in this
    thread or task only, and pass every other call on to gettext.

    >>> with speaking("zh"):
    ...     argparse.ArgumentParser(prog="demo").format_usage()
    '用法：demo [-h]\\n'
    >>> argparse.ArgumentParser(prog="demo").format_usage()
    'usage: demo [-h]\\n'
    """
    if lang != "zh" and _TRANSLATION.get() is None:
        yield
        return
    if lang == "zh" and getattr(argparse, "_", None) is not _gettext:
        global _ARGPARSE_GETTEXT
        _ARGPARSE_GETTEXT = (getattr(argparse, "_"), getattr(argparse, "ngettext"))
        setattr(argparse, "_", _gettext)
        setattr(argparse, "ngettext", _ngettext)
    token = _TRANSLATION.set(ARGPARSE.translation(lang) if lang == "zh" else None)
    try:
        yield
    finally:
        _TRANSLATION.reset(token)


def argparse_zh(message: str) -> str:
    """The Chinese of one of argparse's messages, given by its message id (itself if it has none).

    >>> argparse_zh("the following arguments are required: %s") % "game"
    '缺少必需的参数：game'
    """
    return ARGPARSE.gettext(message, "zh")


class HelpFormatter(argparse.HelpFormatter):
    """argparse's layout of a help, except that text holding line breaks (a list of
    formats, examples) is kept as written, Chinese text is wrapped by its width
    on the screen (a Chinese character takes two columns), and a section's
    heading is written through gettext, as Python 3.13's argparse does.  The
    width is the terminal's, found as shutil finds it, without importing
    shutil (and the compression modules it imports) for every parser built."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        if width is None:
            width = _terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if "\n" in text:
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    class _Section(argparse.HelpFormatter._Section):
        def format_help(self) -> str:
            heading, self.heading = self.heading, None
            try:
                body: str = super().format_help()  # "\n", the items, "\n"; or "" when empty
            finally:
                self.heading = heading
            if not body or heading is None or heading == argparse.SUPPRESS:
                return body
            line = " " * self.formatter._current_indent + _gettext("%(heading)s:") % {"heading": heading}
            return f"\n{line}\n{body[1:]}"


def _terminal_columns() -> int:
    # shutil.get_terminal_size's columns: $COLUMNS, else the terminal of stdout, else 80.
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


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

    With ``lang="zh"`` its help and its errors are in Chinese: commands give
    their help texts through :meth:`text`, and argparse's own words come from
    the catalogue :data:`ARGPARSE` (see :func:`speaking`).  An unknown option
    is answered with the known one closest to it.
    """

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        kwargs.setdefault("formatter_class", HelpFormatter)
        with speaking(lang):
            super().__init__(*args, **kwargs)
        # No option of grundy starts with "-" and a digit, so such a token is a
        # value ("-1,3", "--board -5x3"), refused by the game with its name;
        # argparse itself reads only "-1" and "-1.5" so.
        self._negative_number_matcher = re.compile(r"^-\.?\d")
        self._describe: Callable[[], str] | None = None

    def text(self, message: Text) -> str:
        """A message in the parser's language."""
        return message.render(self.lang)

    def describe_later(self, describe: Callable[[], str]) -> None:
        """Let the help's description be ``describe()``, worked out only when the help is shown.

        A description that lists what is installed (every judge format) costs
        imports that answering input does not need.
        """
        self._describe = describe

    def add_examples(self, commands: Sequence[str], note: str | Text = "") -> None:
        """End the help with command lines to try (as typed, in either language), then ``note``."""
        if commands:
            lines = [self.text(MESSAGES("examples")), *(f"  {c}" for c in commands)]
            note = self.text(note) if isinstance(note, Text) else note
            self.epilog = "\n".join(lines) + (f"\n\n{note}" if note else "")

    # argparse's words are asked for while the parser is built, parses and writes its help.
    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        with speaking(self.lang):
            return super().add_argument(*args, **kwargs)

    def format_usage(self) -> str:
        with speaking(self.lang):
            return super().format_usage()

    def format_help(self) -> str:
        if self._describe is not None:
            self.description, self._describe = self._describe(), None
        with speaking(self.lang):
            return super().format_help()

    def parse_known_args(self, args: Iterable[str] | None = None, namespace: Any = None
                         ) -> tuple[Any, list[str]]:
        with speaking(self.lang):
            return super().parse_known_args(args, namespace)

    def parse_known_intermixed_args(self, args: Iterable[str] | None = None, namespace: Any = None
                                    ) -> tuple[Any, list[str]]:
        with speaking(self.lang):
            if self.usage is not None:
                return super().parse_known_intermixed_args(args, namespace)
            # argparse keeps the usage for its help by cutting "usage: " (seven
            # characters) off format_usage(), which would cut a Chinese one wrong.
            self.usage = self._usage_as_in_english()
            try:
                return super().parse_known_intermixed_args(args, namespace)
            finally:
                self.usage = None

    def _usage_as_in_english(self) -> str:
        # The usage without its prefix, laid out as after "usage: ".
        formatter = self._get_formatter()
        formatter.add_usage(None, self._actions, self._mutually_exclusive_groups, prefix="usage: ")
        return formatter.format_help()[len("usage: "):]

    def parse_args(self, args: Iterable[str] | None = None, namespace: Any = None) -> Any:
        parsed, extras = self.parse_known_args(args, namespace)
        self._refuse(extras)
        return parsed

    def parse_intermixed_args(self, args: Iterable[str] | None = None, namespace: Any = None
                              ) -> Any:
        parsed, extras = self.parse_known_intermixed_args(args, namespace)
        self._refuse(extras)
        return parsed

    def _refuse(self, extras: list[str]) -> None:
        # Arguments no option takes; an unknown option, such as --misre, gets the option closest to it.
        if not extras:
            return
        flags = [flag for flag in self._option_string_actions if flag.startswith("--")]
        question: Text | str = ""
        for token in extras:
            if token.startswith("--"):
                question = hint(token.split("=", 1)[0], flags)
                if question:
                    break
        message = ARGPARSE.gettext("unrecognized arguments: %s", self.lang) % " ".join(extras)
        raise UsageError(MESSAGES("error", prog=self.prog, message=message, hint=question).only_in(self.lang))

    def error(self, message: str) -> NoReturn:
        # The message is argparse's, in the parser's language: so is the error.
        raise UsageError(MESSAGES("error", prog=self.prog, message=message, hint="").only_in(self.lang))

    def parse_command(self, argv: Sequence[str]) -> argparse.Namespace:
        """Parse with options before or after the positions (``--`` ends the options)."""
        argv = list(argv)
        if "--" in argv:  # argparse's intermixed mode mishandles "--"
            parsed: argparse.Namespace = self.parse_args(argv)
        else:
            parsed = self.parse_intermixed_args(argv)
        return parsed


def complete_with(action: argparse.Action, words: Callable[[], Iterable[str]]) -> argparse.Action:
    """Let shell completion offer ``words()`` for an argument (argcomplete reads ``completer``)."""
    setattr(action, "completer", lambda **_context: list(words()))
    return action


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
