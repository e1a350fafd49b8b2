"""``grundy version``: print the version of grundy (as ``grundy --version`` and ``grundy -V`` do)."""

from __future__ import annotations

from typing import Any

from ..messages import LANGS, catalogue
from .parser import ArgumentParser

#: The line that lists the command in ``grundy --help``, in English and Chinese.
SUMMARY = "print the version of grundy"
SUMMARY_ZH = "显示 grundy 的版本"
MESSAGES = catalogue("cli.version", {
    "description": ("Print the version of grundy; 'grundy --version' and 'grundy -V' do the same.",
                    "显示 grundy 的版本；'grundy --version' 和 'grundy -V' 也一样。"),
    "lang": ("language of the messages", "提示信息的语言（zh 为中文）"),
})


def add_arguments(parser: ArgumentParser) -> None:
    parser.description = parser.text(MESSAGES("description"))
    parser.add_examples(["grundy version"])
    parser.add_argument("--lang", choices=LANGS, default="en", help=parser.text(MESSAGES("lang")))


def run(args: Any) -> int:
    from .. import __version__

    print(f"grundy {__version__}")
    return 0
