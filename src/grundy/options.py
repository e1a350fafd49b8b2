"""Options of a game: its rules and the flags of an analysis, declared once for the CLI and the web API.

>>> MISERE.flag, MISERE.convert(None)
('--misere', False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import InputError
from .bigint import int_to_str
from .messages import Text, catalogue
from .validation import parse_count, quoted

__all__ = ["MISERE", "Option", "rule_text"]

MESSAGES = catalogue("options", {
    "required": ("{flag} is required ({help})", "必须给出 {flag}（{help}）"),
    "bool": ("{flag} takes true or false, not {value!r}", "{flag} 只能是 true 或 false，不能是 {value!r}"),
    "int": ("{flag} takes an integer, not {value!r}", "{flag} 要求整数，不能是 {value!r}"),
    "minimum": ("{flag} must be at least {minimum}, not {value}", "{flag} 至少为 {minimum}，不能是 {value}"),
    "text": ("{flag} takes text, not {value!r}", "{flag} 要求文本，不能是 {value!r}"),
    "list_separator": (", ", "、"),
    "no_values": ("none", "无"),
    "misere_help": ("misère play: whoever takes the last stone loses", "反常规则：取走最后一个石子的一方输"),
    "misere_label": ("misère", "反常规则：取最后一个者输"),
    "misere_short": ("--misere", "反常规则"),
})


@dataclass(frozen=True)
class Option:
    """A game option, declared once and used by the CLI and the web API alike.

    ``rule`` options are the game's dataclass fields (``misere``, ``k``);
    the others are passed to :meth:`Game.analyse` (``grundy``, ``all``).
    """

    name: str
    kind: type
    help: Text
    default: Any = None
    minimum: int | None = None
    rule: bool = True
    metavar: str | None = None
    #: The option must be given (there is no sensible default), e.g. Bash's --max-take.
    required: bool = False
    #: The option describes the position, not the rules (e.g. the cards of the card game);
    #: it is passed to the game's ``from_tokens`` with the positional tokens.
    position: bool = False
    #: How the rule reads in a game's title, a message with ``{value}`` for its value,
    #: e.g. ("at most {value} per move", "每次最多取 {value} 个").
    label: Text | None = None
    #: A short name for the option: the Chinese web page labels its input with it
    #: (the command line and the English page keep the flag).
    short: Text | None = None

    @property
    def flag(self) -> str:
        """The command-line spelling: ``max_take`` becomes ``--max-take``."""
        return "--" + self.name.replace("_", "-")

    def convert(self, value: Any) -> Any:
        """Check and convert a value given for this option (from JSON or the CLI).

        >>> Option("misere", bool, MESSAGES("misere_help"), required=True).convert(None)
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: --misere is required (misère play: whoever takes the last stone loses)
        """
        flag = self.flag
        if value is None:
            if self.required:
                raise InputError(MESSAGES("required", flag=flag, help=self.help))
            return self.default
        if self.kind is bool:
            if not isinstance(value, bool):
                raise InputError(MESSAGES("bool", flag=flag, value=value))
            return value
        if self.kind is int:
            number = parse_count(value, flag) if isinstance(value, str) else value
            if not isinstance(number, int) or isinstance(number, bool):
                raise InputError(MESSAGES("int", flag=flag, value=value))
            if self.minimum is not None and number < self.minimum:
                raise InputError(MESSAGES("minimum", flag=flag, minimum=self.minimum, value=quoted(number)))
            return number
        if not isinstance(value, str):
            raise InputError(MESSAGES("text", flag=flag, value=value))
        return value


#: The misère option, shared by every game that has a misère version.
MISERE = Option("misere", bool, MESSAGES("misere_help"), default=False, label=MESSAGES("misere_label"),
                short=MESSAGES("misere_short"))


def rule_text(option: Option | None, key: str, value: Any, lang: str) -> str:
    # One rule in a title: by the option's label, else as its command-line flag.
    def written(v: Any) -> str:
        return int_to_str(v) if type(v) is int else str(v)

    if isinstance(value, (tuple, list)):
        shown = MESSAGES("list_separator").render(lang).join(map(written, value)) or MESSAGES("no_values").render(lang)
    else:
        shown = written(value)
    if option is not None and option.label is not None:
        return option.label.with_params(value=shown).render(lang)
    if value is True:
        return key.replace("_", "-")
    return f"{key.replace('_', '-')}={shown}"
