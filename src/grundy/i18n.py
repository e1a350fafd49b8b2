"""Messages in English and Chinese, chosen with ``lang="en"`` or ``lang="zh"``.

The messages themselves live in catalogues (:mod:`grundy.messages`); this
module holds the languages and the texts every game shares.

>>> outcome_text("P", "en")
'P-position: the player to move loses with best play'

:func:`pick` remains for the modules whose texts are not in a catalogue yet
(the web service's); new code asks a catalogue.
"""

from __future__ import annotations

from typing import Any

from .errors import InputError
from .messages import LANGS, Text, catalogue, grouped

__all__ = ["LANGS", "check_lang", "declared", "grouped", "outcome_message", "outcome_text", "pick"]

MESSAGES = catalogue("i18n", {
    "unknown_lang": ("unknown language {lang!r} (choose en or zh)", "未知的语言 {lang!r}（可选 en、zh）"),
    "p_position": ("P-position: the player to move loses with best play",
                   "必败态（P 态）：轮到走的一方在双方都走最优时必败"),
    "n_position": ("N-position: the player to move wins with best play", "必胜态（N 态）：轮到走的一方有必胜策略"),
})


def check_lang(lang: str) -> str:
    """Return lang if it is a supported language code, else raise InputError.

    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: unknown language 'fr' (choose en or zh)
    """
    if lang not in LANGS:
        raise InputError(MESSAGES("unknown_lang", lang=lang))
    return lang


def pick(lang: str, en: str, zh: str, /, **values: Any) -> str:
    """Return the English or the Chinese text; with ``values``, the chosen template filled in.

    The form of the modules whose messages are not in a catalogue yet (a
    catalogue's message is :class:`~grundy.messages.Text`, written the same way).
    Only the text in ``lang`` is written, and its integers of any size with
    :func:`grundy.bigint.int_to_str` (CPython's ``str()`` is quadratic), so a
    report of a position of a million digits costs no more than its numbers.

    >>> pick("en", "take {n} from pile {i}", "从第 {i} 堆取 {n} 个", n=10**30, i=2)
    'take 1000000000000000000000000000000 from pile 2'
    >>> pick("zh", "{count:,} cards", "共 {count:,} 张", count=5000)
    '共 5,000 张'
    >>> pick("en", "{n:,}", "", n=-(10**5000))[:10], len(pick("en", "{n:,}", "", n=10**5000))
    ('-100,000,0', 6667)
    """
    return Text("", (en, zh), values or None).render(lang)


def outcome_message(outcome: str) -> Text:
    """The line saying what the outcome P or N means, as a message."""
    return MESSAGES("p_position") if outcome == "P" else MESSAGES("n_position")


def declared(owner: type, attribute: str, lang: str = "en") -> str:
    """A text a class declares in English as ``attribute`` and in Chinese as ``attribute_zh``.

    The Chinese is given where it translates the English, that is where it is
    declared by the class that declares the English or by a subclass of it; a
    game that changes an English text of its base class (grundy's "pile sizes",
    say) without giving its Chinese has its English shown in both languages.

    >>> class Base:
    ...     help, help_zh = "pile sizes", "各堆的石子数"
    >>> class Board(Base):
    ...     help = "a square of the board"
    >>> declared(Base, "help", "zh"), declared(Board, "help", "zh")
    ('各堆的石子数', 'a square of the board')
    """
    english: str = getattr(owner, attribute)
    chinese: str = getattr(owner, attribute + "_zh", "") or ""
    if lang != "zh" or not chinese:
        return english

    def declaring(name: str) -> type:
        return next(c for c in owner.__mro__ if name in vars(c))

    return chinese if issubclass(declaring(attribute + "_zh"), declaring(attribute)) else english


def outcome_text(outcome: str, lang: str = "en") -> str:
    """One line saying what the outcome P or N means."""
    return outcome_message(outcome).render(lang)
