"""``grundy completion bash|zsh|fish``: the shell code that completes grundy's words.

Completion itself goes through argcomplete: the shell runs ``grundy`` with
``_ARGCOMPLETE`` set and the line typed so far in ``COMP_LINE``, and
:func:`complete` answers with the words that fit.  argcomplete is imported
only then, so that an ordinary run does not pay for it.  grundy builds one
parser per game or command; for completion they are gathered under one
parser, a subcommand each (the games under their aliases and Chinese names
too).
"""

from __future__ import annotations

import argparse
import os
import shlex
from collections.abc import Sequence
from typing import Any

from ..errors import GrundyError, UnsupportedError
from ..messages import LANGS, catalogue
from .commands import available_commands, command_summary, parser_for, split_shared
from .parser import ArgumentParser, lang_of

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "shell completion of games, commands and options (bash, zsh, fish)"
SUMMARY_ZH = "命令行自动补全游戏、命令和选项（bash、zsh、fish）"

__all__ = ["SHELLS", "SUMMARY", "SUMMARY_ZH", "add_arguments", "complete", "completion_parser", "run"]

#: The shells argcomplete completes in, and where each reads the code at startup.
SHELLS = {
    "bash": ('eval "$(grundy completion bash)"', "~/.bashrc"),
    "zsh": ('eval "$(grundy completion zsh)"', "~/.zshrc"),
    "fish": ("grundy completion fish | source", "~/.config/fish/config.fish"),
}


MESSAGES = catalogue("cli.completion", {
    "description": ("Print the code that lets the shell complete grundy's games, commands and options\n"
                    "with the Tab key. Put the line for your shell in its startup file:\n\n{lines}\n\n"
                    "zsh needs its completion system loaded first ('autoload -U compinit; compinit').",
                    "输出让命令行自动补全 grundy 的游戏、命令和选项的代码。把对应的一行写进命令行的\n"
                    "启动文件：\n\n{lines}\n\nzsh 需要先加载它的补全系统（'autoload -U compinit; compinit'）。"),
    "startup_file": ("(in {path})", "（写进 {path}）"),
    "shell": ("the shell", "命令行的种类"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
    "help": ("describe a game or command", "显示一个游戏或命令的说明"),
    "topic": ("a game or command", "游戏或命令"),
    "no_argcomplete": ("shell completion needs argcomplete: pip install argcomplete",
                       "命令行补全需要 argcomplete：pip install argcomplete"),
})


def add_arguments(parser: ArgumentParser) -> None:
    say = parser.text
    lines = "\n".join(f"  {shell + ':':<6}'{line}'   " + say(MESSAGES("startup_file", path=path))
                      for shell, (line, path) in SHELLS.items())
    parser.description = say(MESSAGES("description", lines=lines))
    parser.add_examples(["grundy completion bash", "grundy completion zsh", "grundy completion fish"])
    parser.add_argument("shell", choices=tuple(SHELLS), help=say(MESSAGES("shell")))
    parser.add_argument("--lang", choices=LANGS, default="en", help=say(MESSAGES("lang")))


def run(args: Any) -> int:
    try:
        from argcomplete.shell_integration import shellcode
    except ImportError:
        raise UnsupportedError(MESSAGES("no_argcomplete")) from None
    print(shellcode(["grundy"], shell=args.shell).rstrip("\n"))
    return 0


def complete() -> None:
    """Answer the shell that asks for completions (``_ARGCOMPLETE`` is set), then exit."""
    import argcomplete

    words = _typed_words()
    # Options are offered once a "-" is typed, not among the games and commands.
    argcomplete.autocomplete(completion_parser(words[1:], lang_of(words)), always_complete_options=False)


def _typed_words() -> list[str]:
    """The whole words of the line before the cursor (the word being completed left out)."""
    line = os.environ.get("COMP_LINE", "")
    typed = line[:int(os.environ.get("COMP_POINT") or len(line))]
    lexer = shlex.shlex(typed, posix=True)
    lexer.whitespace_split = True
    words: list[str] = []
    try:
        words.extend(lexer)
    except ValueError:  # an open quotation: the words before it
        return words
    if words and typed and not typed[-1].isspace():
        words.pop()
    return words


def completion_parser(words: Sequence[str], lang: str = "en") -> argparse.ArgumentParser:
    """One parser over every game and command, for completion only.

    ``words`` (the line typed so far, after ``grundy``) tells a command over
    any game, such as ``grundy table wythoff``, which game's options to add.
    """
    from ..registry import iter_games, summary

    zh = lang == "zh"
    top = argparse.ArgumentParser(prog="grundy")
    top.add_argument("--lang", choices=LANGS)
    top.add_argument("--json", action="store_true")
    top.add_argument("-V", "--version", action="store_true")
    subcommands = top.add_subparsers(dest="name")
    _head, rest = split_shared(words)
    named = rest[0].lower() if rest else None
    names: list[str] = []
    for name in available_commands():
        argv = rest[1:] if name == named else []
        try:
            parser = parser_for(name, argv, lang)
        except GrundyError:  # an unknown game named: complete the command's own options
            parser = parser_for(name, [], lang)
        subcommands.add_parser(name, parents=[parser], add_help=False, help=command_summary(name, lang))
        names.append(name)
    for cls in iter_games():
        aliases = [*cls.aliases, *cls.aliases_zh]
        subcommands.add_parser(cls.name, aliases=aliases, parents=[parser_for(cls.name, (), lang)],
                               add_help=False, help=summary(cls, lang))
        names += [cls.name, *aliases]
    helper = subcommands.add_parser("help", help=MESSAGES("help").render(lang))
    helper.add_argument("topic", nargs="?", choices=names, help=MESSAGES("topic").render(lang))
    helper.add_argument("--lang", choices=LANGS)
    return top
