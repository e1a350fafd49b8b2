"""Messages in English and Chinese, chosen with ``lang="en"`` or ``lang="zh"``.

>>> pick("zh", "win", "胜")
'胜'
>>> outcome_text("P", "en")
'P-position: the player to move loses with best play'
"""

from __future__ import annotations

from .errors import InputError

__all__ = ["LANGS", "check_lang", "declared", "outcome_text", "pick"]

LANGS = ("en", "zh")

_OUTCOME = {
    ("P", "en"): "P-position: the player to move loses with best play",
    ("N", "en"): "N-position: the player to move wins with best play",
    ("P", "zh"): "必败态（P 态）：轮到走的一方在双方都走最优时必败",
    ("N", "zh"): "必胜态（N 态）：轮到走的一方有必胜策略",
}


def check_lang(lang: str) -> str:
    """Return lang if it is a supported language code, else raise InputError.

    >>> check_lang("fr")
    Traceback (most recent call last):
    ...
    grundy.errors.InputError: unknown language 'fr' (choose en or zh)
    """
    if lang not in LANGS:
        raise InputError(f"unknown language {lang!r} (choose {' or '.join(LANGS)})",
                         zh=f"未知的语言 {lang!r}（可选 {'、'.join(LANGS)}）")
    return lang


def pick(lang: str, en: str, zh: str) -> str:
    """Return the English or the Chinese text."""
    return zh if lang == "zh" else en


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
    return _OUTCOME[outcome, "zh" if lang == "zh" else "en"]


# Labels used by the text reports of every game.
LABELS = {
    "en": {
        "position": "Position",
        "outcome": "Outcome",
        "winning_moves": "Winning moves",
        "none": "none",
        "why": "Why",
        "grundy": "Grundy value",
        "colon": ": ",
    },
    "zh": {
        "position": "局面",
        "outcome": "结论",
        "winning_moves": "必胜走法",
        "none": "无",
        "why": "理由",
        "grundy": "SG 值",
        "colon": "：",
    },
}
