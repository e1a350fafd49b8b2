"""Messages in English and Chinese, each under an id, declared beside the code that uses them.

A module declares its messages once, in a catalogue named after its section,
and asks for one by its id and parameters.  What it gets is a :class:`Text`,
which takes a language only when it is shown (at the command line's or the
web page's boundary, where the user's language is known):

>>> MESSAGES = catalogue("demo", {
...     "took": ("take {n} from pile {i}", "从第 {i} 堆取 {n} 个"),
...     "refused": ("{move} is refused: {why}", "{move} 不行：{why}"),
... })
>>> text = MESSAGES("took", n=3, i=2)
>>> text.id, str(text), text.render("zh")
('demo.took', 'take 3 from pile 2', '从第 2 堆取 3 个')

A count chooses the words that agree with it, ``{n:~stone|stones}`` writing
the first for 1 and the second otherwise (Chinese needs no such choice):

>>> counted = catalogue("demo-count", {"left": ("{n} {n:~stone|stones} {n:~is|are} left", "还剩 {n} 个")})
>>> str(counted("left", n=1)), str(counted("left", n=3)), counted("left", n=1).render("zh")
('1 stone is left', '3 stones are left', '还剩 1 个')

A parameter that is itself a Text is written in the same language, and an
integer of any size is written with :func:`grundy.bigint.int_to_str` (never
``str()``, which is quadratic and refuses more than 4300 digits by default),
``{n:,}`` grouping its digits by three:

>>> MESSAGES("refused", move="'1 2'", why=text).render("zh")
"'1 2' 不行：从第 2 堆取 3 个"
>>> len(MESSAGES("took", n=10**20000, i=1).render())
20018

An id a catalogue does not hold is an error at once, not a blank message:

>>> MESSAGES("tookk")
Traceback (most recent call last):
...
KeyError: "no message 'tookk' in the catalogue 'demo'"

A class declares its texts the same way: a game's title, summary and
helps, an option's help and label are messages of its module's catalogue,
written in a language only by the shell that shows them.

Every catalogue is listed by :func:`catalogues`, so a test can check that
each message has both texts with the same placeholders (tests/test_messages.py).

The languages, and the texts every game shares (what P and N mean), are here too:

>>> outcome_text("P", "en")
'P-position: the player to move loses with best play'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from gettext import NullTranslations
from typing import Any, Literal

__all__ = ["LANGS", "Catalogue", "Text", "catalogue", "catalogues", "check_lang", "grouped", "joined", "outcome_message",
           "outcome_text", "placeholders"]

#: The languages every message is written in.
LANGS = ("en", "zh")

#: How a catalogue's templates take their parameters: ``str.format`` ("{n}"),
#: or printf ("%(n)s", "%s") for the messages of other programs (argparse's, through gettext).
Style = Literal["format", "printf"]


class Text:
    """A message and its parameters, not yet written in a language.

    ``str(text)`` is the English; :meth:`render` writes it in either language.
    """

    __slots__ = ("id", "templates", "params")

    def __init__(self, id: str, templates: tuple[str, str | None], params: Mapping[str, Any] | None) -> None:
        self.id = id
        self.templates = templates
        # None: the templates are final texts, their braces are not placeholders.
        self.params = None if params is None else dict(params)

    @classmethod
    def literal(cls, en: str, zh: str | None = None) -> Text:
        """A text already written in each language, from values or other texts (its braces are not placeholders).

        A position as each language writes it, the words of another library's
        error (the same in both); a text declared by grundy is a catalogue message.

        >>> Text.literal("{braces} stay", "{括号}不变").render("zh"), Text.literal("only English").render("zh")
        ('{括号}不变', 'only English')
        """
        return cls("", (en, zh), None)

    def only_in(self, lang: str) -> Text:
        """This text written in ``lang``, and so for every language (its id kept).

        For a message whose parts exist in one language only, such as the
        errors of a parser that speaks one language (argparse's words).

        >>> Text.literal("pile", "堆").only_in("zh").render("en")
        '堆'
        """
        written = self.render(lang)
        return Text(self.id, (written, written), None)

    def with_params(self, **params: Any) -> Text:
        """This message with more parameters: a declared template (an option's label) filled where it is used.

        >>> label = catalogue("demo-label", {"at_most": ("at most {value}", "最多 {value} 个")})("at_most")
        >>> label.with_params(value=3).render("zh")
        '最多 3 个'
        """
        return Text(self.id, self.templates, {**(self.params or {}), **params})

    @property
    def translated(self) -> bool:
        """Whether the text has its Chinese (every catalogue message has; an old literal may not)."""
        return self.templates[1] is not None

    def render(self, lang: str = "en") -> str:
        """The text in ``lang`` ("en" or "zh"; English where it has no Chinese)."""
        en, zh = self.templates
        template = zh if lang == "zh" and zh is not None else en
        if self.params is None:
            return template
        values = {key: _written(value, lang) for key, value in self.params.items()}
        if ":~" in template:
            return _counted(template, values)
        return template.format_map(values)

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        if self.params is None:
            return f"Text.literal({self.templates[0]!r}, {self.templates[1]!r})"
        return f"Text({', '.join([repr(self.id), *(f'{k}={v!r}' for k, v in self.params.items())])})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Text):
            return NotImplemented
        return (self.id, self.templates, self.params) == (other.id, other.templates, other.params)

    __hash__ = None  # type: ignore[assignment]  # its parameters may be lists


_COUNTED: list[Any] = []


def _counted(template: str, values: dict[str, Any]) -> str:
    # "{n:~stone|stones}" writes the word that agrees with the count n: the first for 1, the second otherwise.
    # (The string module is imported only here: a plain answer never needs it.)
    if not _COUNTED:
        import string

        class Counted(string.Formatter):
            def format_field(self, value: Any, format_spec: str) -> Any:
                if format_spec.startswith("~"):
                    one, _bar, many = format_spec[1:].partition("|")
                    count = value.value if isinstance(value, _Digits) else value
                    return one if count in (1, -1, "1") else many
                return super().format_field(value, format_spec)

        _COUNTED.append(Counted())
    return str(_COUNTED[0].vformat(template, (), values))


def joined(parts: Iterable[Text | str], separator: Text | str) -> Text:
    """Texts one after another with a separator between them, all in the language of the whole.

    >>> demo = catalogue("demo-joined", {"pile": ("pile {i}", "第 {i} 堆"), "and": (" and ", "和")})
    >>> joined([demo("pile", i=1), demo("pile", i=2)], demo("and")).render("zh")
    '第 1 堆和第 2 堆'
    """
    params: dict[str, Any] = {"separator": separator}
    fields = []
    for i, part in enumerate(parts):
        params[f"part{i}"] = part
        fields.append(f"{{part{i}}}")
    template = "{separator}".join(fields)
    return Text("", (template, template), params)


def _written(value: Any, lang: str) -> Any:
    # A parameter as its template writes it: a Text in the same language, a huge int in full.
    if isinstance(value, Text):
        return value.render(lang)
    if type(value) is int and value.bit_length() >= 13000:  # 4000 digits or more
        return _Digits(value)
    return value


class _Digits:
    # A huge integer in a template: written by int_to_str (with a format spec, by format()).
    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        if spec not in ("", ","):
            return format(self.value, spec)
        from .bigint import int_to_str

        return grouped(self.value) if spec else int_to_str(self.value)


def grouped(n: int) -> str:
    """An integer of any size with its digits grouped by three, as ``f"{n:,}"`` writes it.

    >>> grouped(1234567), grouped(-1000), grouped(12)
    ('1,234,567', '-1,000', '12')
    """
    from .bigint import int_to_str

    text = int_to_str(n)
    sign, digits = ("-", text[1:]) if text.startswith("-") else ("", text)
    head = len(digits) % 3 or 3
    return sign + ",".join([digits[:head], *(digits[i:i + 3] for i in range(head, len(digits), 3))])


class Catalogue(Mapping[str, tuple[str, str]]):
    """The messages of one section: id -> (English, Chinese).

    Calling it with an id and parameters gives the :class:`Text` of that
    message; its ids are written ``section.id`` outside the section.
    """

    def __init__(self, section: str, entries: Mapping[str, tuple[str, str]], style: Style = "format") -> None:
        self.section = section
        self.style = style
        self._entries = dict(entries)
        self._by_english: dict[str, str] | None = None

    def __call__(self, key: str, /, **params: Any) -> Text:
        """The message ``key`` with its parameters."""
        return Text(f"{self.section}.{key}", self[key], params)

    def __getitem__(self, key: str) -> tuple[str, str]:
        try:
            return self._entries[key]
        except KeyError:
            raise KeyError(f"no message {key!r} in the catalogue {self.section!r}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"<Catalogue {self.section!r}: {len(self)} messages>"

    def gettext(self, message: str, lang: str) -> str:
        """The text in ``lang`` of the message whose English is ``message`` (``message`` itself if none).

        This is how a program that asks by English text (gettext's way: argparse)
        is served from a catalogue.

        >>> catalogue("demo-gettext", {"usage": ("usage: ", "用法：")}, style="printf").gettext("usage: ", "zh")
        '用法：'
        """
        found = self._translated(message, lang)
        return message if found is None else found

    def _translated(self, message: str, lang: str) -> str | None:
        if self._by_english is None:
            self._by_english = {en: key for key, (en, _zh) in self._entries.items()}
        key = self._by_english.get(message)
        return None if key is None or lang != "zh" else self._entries[key][1]

    def translation(self, lang: str) -> NullTranslations:
        """A gettext translation object that answers from this catalogue in ``lang``.

        Chinese has no plural forms: ``ngettext`` answers with the entry of the singular.

        >>> messages = catalogue("demo-plural", {"n": ("%s argument", "%s 个参数")}, style="printf")
        >>> zh, en = messages.translation("zh"), messages.translation("en")
        >>> zh.ngettext("%s argument", "%s arguments", 2), en.ngettext("%s argument", "%s arguments", 2)
        ('%s 个参数', '%s arguments')
        """
        return _Translation(self, lang)


class _Translation(NullTranslations):
    def __init__(self, messages: Catalogue, lang: str) -> None:
        super().__init__()
        self._messages, self._lang = messages, lang

    def gettext(self, message: str) -> str:
        return self._messages.gettext(message, self._lang)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        found = self._messages._translated(msgid1, self._lang)
        return found if found is not None else msgid1 if n == 1 else msgid2


_CATALOGUES: dict[str, Catalogue] = {}


def catalogue(section: str, entries: Mapping[str, tuple[str, str]], *, style: Style = "format") -> Catalogue:
    """Declare the messages of a section (a module, usually): id -> (English, Chinese).

    The section is registered, so that :func:`catalogues` lists it.
    """
    messages = Catalogue(section, entries, style)
    _CATALOGUES[section] = messages
    return messages


def catalogues() -> dict[str, Catalogue]:
    """Every catalogue declared so far (by the modules imported so far), by section."""
    return dict(_CATALOGUES)


_PRINTF = re.compile(r"%(?:\((\w+)\))?[#0\- +]*\d*(?:\.\d+)?([a-z%])")


def placeholders(template: str, style: Style = "format") -> list[str]:
    """The names of a template's placeholders, in order ("" for an unnamed one).

    >>> placeholders("take {n:,} from pile {i}"), placeholders("%(prog)s: %s", "printf")
    (['n', 'i'], ['prog', ''])
    """
    if style == "printf":
        return [name or "" for name, kind in _PRINTF.findall(template) if kind != "%"]
    import string

    return [field for _text, field, _spec, _conversion in string.Formatter().parse(template) if field is not None]


MESSAGES = catalogue("messages", {
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
        from .errors import InputError  # errors builds on this module

        raise InputError(MESSAGES("unknown_lang", lang=lang))
    return lang


def outcome_message(outcome: str) -> Text:
    """The line saying what the outcome P or N means, as a message."""
    return MESSAGES("p_position") if outcome == "P" else MESSAGES("n_position")


def outcome_text(outcome: str, lang: str = "en") -> str:
    """One line saying what the outcome P or N means."""
    return outcome_message(outcome).render(lang)
