"""The ``grundy`` command line: argument parsing only; every command calls the library.

Usage: ``grundy GAME POSITION... [--json] [--lang zh]`` analyses a position
of any registered game; ``grundy COMMAND ...`` runs one of the tools
(judge, table, beatty, play, plot, serve).  Bad input gives a one-line
message on stderr and exit status 2.  With ``--lang zh`` the help, the
reports and the errors are in Chinese.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NoReturn

from ..errors import GrundyError, did_you_mean, os_reason_zh
from ..exact import unlimited_digits
from ..registry import iter_games, summary

__all__ = ["COMMANDS", "SHARED_OPTIONS", "ArgumentParser", "UsageError", "command_summary", "complete_with", "main",
           "parser_for", "split_shared"]

#: command -> its module, which defines add_arguments(parser), run(args) -> exit status,
#: and the one line that lists the command, SUMMARY and SUMMARY_ZH.  Modules not
#: installed are not offered.
COMMANDS: dict[str, str] = {
    "judge": "grundy.cli.judge",
    "table": "grundy.cli.table",
    "beatty": "grundy.cli.beatty",
    "play": "grundy.cli.play",
    "plot": "grundy.cli.plot",
    "serve": "grundy.cli.serve",
    "completion": "grundy.cli.completion",
    "version": "grundy.cli.version",
}


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


def _available_commands() -> list[str]:
    return [n for n, m in COMMANDS.items() if importlib.util.find_spec(m) is not None]


def command_summary(name: str, lang: str = "en") -> str:
    """The one line that lists a command, as its module declares it, in ``lang``.

    >>> command_summary("version"), command_summary("version", "zh")
    ('print the version of grundy', '显示 grundy 的版本')
    """
    module = importlib.import_module(COMMANDS[name])
    english: str = module.SUMMARY
    chinese: str = getattr(module, "SUMMARY_ZH", "") or english
    return chinese if lang == "zh" else english


def _overview(lang: str = "en") -> str:
    from .. import __version__

    zh = lang == "zh"
    lines = [
        f"grundy {__version__}：" + "公平组合游戏的精确解与完美对弈" if zh else
        f"grundy {__version__}: exact solutions and perfect play for impartial games",
        "",
        ("用法：" if zh else "usage: ") + "grundy GAME POSITION... [--json] [--lang en|zh]",
        ("      " if zh else "       ") + "grundy COMMAND ...",
        "",
        "游戏：" if zh else "games:",
    ]
    for cls in iter_games():
        lines.append(f"  {cls.name:<12} {summary(cls, lang)}")
    lines.append("")
    lines.append("命令：" if zh else "commands:")
    for name in _available_commands():
        lines.append(f"  {name:<12} {command_summary(name, lang)}")
    if zh:
        lines += ["", "'grundy 名称 --help --lang zh'（或 'grundy help 名称 --lang zh'）介绍一个游戏或命令。",
                  "游戏也可以用中文名称，例如 'grundy 威佐夫 3 5 --lang zh'、'grundy help 皇后 --lang zh'。",
                  "例如：grundy wythoff 3 5 --lang zh    grundy judge poj1067 < input.txt"]
    else:
        lines += ["", "'grundy NAME --help' (or 'grundy help NAME') describes one game or command.",
                  "Example: grundy wythoff 3 5    grundy judge poj1067 < input.txt"]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 2 bad input, 130 interrupted)."""
    if argv is None and "_ARGCOMPLETE" in os.environ:
        # The shell asks for the words that complete its line (see grundy.cli.completion).
        from .completion import complete

        complete()
    args = list(sys.argv[1:] if argv is None else argv)
    lang = lang_of(args)
    if not _standard_streams(lang):
        return 2
    _utf8_streams()
    # Exact integers of any size are printed in full (the limit in force
    # before is restored on return, for callers that run main in-process).
    try:
        with unlimited_digits():
            status = _dispatch(args, lang)
        sys.stdout.flush()  # a full disk says so here, not at exit
        return status
    except GrundyError as exc:
        sys.stdout.flush()
        # Usage errors already name the command ("grundy wythoff: ...").
        prefix = "" if isinstance(exc, UsageError) else "grundy：" if lang == "zh" else "grundy: "
        print(f"{prefix}{_one_line(exc, lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        sys.stdout.flush()
        print("grundy：已中断" if lang == "zh" else "grundy: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly.
        _drop_output()
        return 0
    except OSError as exc:
        # Output that cannot be written (a full disk, say); files that cannot
        # be read or written are named by the commands as they open them.
        if exc.filename is None:
            _drop_output()
            print(f"grundy：无法写出输出：{os_reason_zh(exc)}" if lang == "zh" else
                  f"grundy: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        else:
            print(f"grundy：无法写入 {exc.filename}：{os_reason_zh(exc)}" if lang == "zh" else
                  f"grundy: cannot write {exc.filename}: {exc.strerror or exc}", file=sys.stderr)
        return 2


def _drop_output() -> None:
    # Whatever is still buffered for standard output goes nowhere, so that
    # Python's own flush at exit does not fail again.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        try:
            sys.stdout = open(os.devnull, "w", encoding="utf-8")
        except OSError:
            pass


#: The options that every game and command takes, which may also come before
#: its name: ``grundy --lang zh wythoff 3 5`` is ``grundy wythoff 3 5 --lang zh``.
SHARED_OPTIONS = ("--lang", "--json", "-h", "--help")


def split_shared(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """The shared options before the name of a game or command, and the words from the name on.

    A leading ``help`` counts as ``--help``, so that ``grundy help NAME`` is ``grundy NAME --help``.

    >>> split_shared(["--lang", "zh", "--json", "wythoff", "3", "5"])
    (['--lang', 'zh', '--json'], ['wythoff', '3', '5'])
    >>> split_shared(["help", "judge", "--lang=zh"])
    (['--help'], ['judge', '--lang=zh'])
    """
    head: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--lang":
            head += args[i:i + 2]
            i += 2
            continue
        if arg.startswith("--lang=") or arg in SHARED_OPTIONS:
            head.append(arg)
        elif arg == "help" and "--help" not in head:
            head.append("--help")
        else:
            break
        i += 1
    return head, list(args[i:])


def _dispatch(args: list[str], lang: str = "en") -> int:
    head, rest = split_shared(args)
    if rest[:1] in (["-V"], ["--version"]):
        rest = ["version"]
    if not rest or rest[0] == "help":
        print(_overview(lang))
        return 0
    word = rest[0]
    if word.startswith("-"):
        raise UsageError(
            f"grundy: unknown option {word!r}; before the name of a game or command come only "
            "--lang, --json, --help and --version",
            zh=f"grundy：未知的选项 {word!r}；游戏或命令的名称之前只能写 --lang、--json、--help 和 --version")
    # The shared options go first, before any "--" that ends the options.
    argv = [*head, *rest[1:]]
    name = word.lower()
    if name in _available_commands():
        module = importlib.import_module(COMMANDS[name])
        ns = parser_for(name, argv, lang).parse_command(argv)
        status: int = module.run(ns)
        return status
    from ..registry import game_name, game_names

    game = game_name(word)
    if game is not None:
        from . import analyse

        return analyse.main(game, argv, lang)
    en, zh = did_you_mean(word, [*_available_commands(), *game_names(), "help"])
    raise UsageError(f"grundy: unknown game or command {word!r}; " + (f"{en} " if en else "")
                     + "'grundy --help' lists them",
                     zh=f"grundy：未知的游戏或命令 {word!r}；{zh}'grundy --help' 列出了全部")


def parser_for(name: str, argv: Sequence[str] = (), lang: str = "en") -> ArgumentParser:
    """The parser of ``grundy NAME ...``, a game or a command, its help in ``lang``.

    ``argv`` (the words after the name) tells a command over any game, such
    as ``grundy table``, which game's options to take.
    """
    if name in _available_commands():
        module = importlib.import_module(COMMANDS[name])
        parser = ArgumentParser(prog=f"grundy {name}", description=command_summary(name, lang), lang=lang)
        module.add_arguments(parser)
        extend = getattr(module, "add_game_options", None)
        if extend is not None:
            # Commands over any game take that game's options too (e.g. --misere).
            extend(parser, list(argv))
        return parser
    from ..registry import find_game
    from .analyse import build_parser

    return build_parser(find_game(name), lang=lang)


def _one_line(exc: GrundyError, lang: str = "en") -> str:
    """The message of an error on one line, in ``lang``.

    Whitespace becomes single spaces, and a huge word (a number of thousands
    of digits quoted back) is shortened to its ends; Chinese text, written
    without spaces, is not a word.

    >>> error = GrundyError("pile 1: " + "9" * 100 + " is too big", zh="第 1 堆：" + "9" * 100 + " 太大")
    >>> _one_line(error), _one_line(error, "zh")
    ('pile 1: 9999999999999999999999999999999999999999...999999 is too big', '第 1 堆：9999999999999999999999999999999999999999...999999 太大')
    """
    text = " ".join(exc.text(lang).split())
    return _HUGE_WORD.sub(lambda m: f"{m[0][:40]}...{m[0][-6:]}", text) or type(exc).__name__


#: More than 80 characters with neither a space nor a Chinese character or punctuation mark.
_HUGE_WORD = re.compile(r"[^\s\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]{81,}")


def _standard_streams(lang: str) -> bool:
    # A closed standard input reads as empty input, as it does for a C
    # program; a closed standard output is an error, reported on stderr.
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        if sys.stderr is not None:
            print("grundy：标准输出已关闭，无法写出结果" if lang == "zh" else
                  "grundy: standard output is closed: nowhere to write the answer", file=sys.stderr)
        return False
    return True


def _utf8_streams() -> None:
    for stream in (sys.stdout, sys.stderr):
        reconfigure: Any = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (stream.encoding or "").lower() not in ("utf-8", "utf8"):
            try:
                reconfigure(encoding="utf-8", errors="replace")
            except (ValueError, OSError):
                pass
