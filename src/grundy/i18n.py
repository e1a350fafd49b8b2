"""Messages in English and Chinese, chosen with ``lang="en"`` or ``lang="zh"``.

>>> pick("zh", "win", "胜")
'胜'
>>> outcome_text("P", "en")
'P-position: the player to move loses with best play'
"""

from __future__ import annotations

from typing import Any

from .errors import InputError

__all__ = ["LANGS", "check_lang", "declared", "grouped", "outcome_text", "pick"]

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


def pick(lang: str, en: str, zh: str, /, **values: Any) -> str:
    """Return the English or the Chinese text; with ``values``, the chosen template filled in.

    Only the text in ``lang`` is written, and its integers of any size with
    :func:`grundy.exact.int_to_str` (CPython's ``str()`` is quadratic), so a
    report of a position of a million digits costs no more than its numbers.

    >>> pick("en", "take {n} from pile {i}", "从第 {i} 堆取 {n} 个", n=10**30, i=2)
    'take 1000000000000000000000000000000 from pile 2'
    >>> pick("zh", "{count:,} cards", "共 {count:,} 张", count=5000)
    '共 5,000 张'
    >>> pick("en", "{n:,}", "", n=-(10**5000))[:10], len(pick("en", "{n:,}", "", n=10**5000))
    ('-100,000,0', 6667)
    """
    text = zh if lang == "zh" else en
    if not values:
        return text
    for key, value in values.items():
        if type(value) is int and value.bit_length() >= 13000:  # 4000 digits or more
            values[key] = _Digits(value)
    return text.format_map(values)


class _Digits:
    # A huge integer in a template: written by int_to_str (with a format spec, by format()).
    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        if spec not in ("", ","):
            return format(self.value, spec)
        from .exact import int_to_str

        return grouped(self.value) if spec else int_to_str(self.value)


def grouped(n: int) -> str:
    """An integer of any size with its digits grouped by three, as ``f"{n:,}"`` writes it.

    >>> grouped(1234567), grouped(-1000), grouped(12)
    ('1,234,567', '-1,000', '12')
    """
    from .exact import int_to_str

    text = int_to_str(n)
    sign, digits = ("-", text[1:]) if text.startswith("-") else ("", text)
    head = len(digits) % 3 or 3
    return sign + ",".join([digits[:head], *(digits[i:i + 3] for i in range(head, len(digits), 3))])


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
