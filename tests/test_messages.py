"""The catalogues of messages: every message in both languages, with the same placeholders,
and every message the source asks for declared (read from the source, not from a run)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import string
from pathlib import Path

import pytest

import grundy
from grundy.errors import GrundyError, InputError
from grundy.messages import Text, catalogue, catalogues, placeholders

SRC = Path(grundy.__file__).resolve().parent


def _import_every_module():
    for info in pkgutil.walk_packages(grundy.__path__, "grundy."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)


_import_every_module()
CATALOGUES = {section: messages for section, messages in catalogues().items() if not section.startswith("demo")}


# --------------------------------------------------------------- the source
def _module_name(path: Path) -> str:
    parts = ["grundy", *path.relative_to(SRC).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _declared(tree: ast.Module) -> dict[str, tuple[str, set[str]]]:
    """The catalogues a module declares: variable -> (section, ids)."""
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            func = node.value.func
            if (getattr(func, "id", None) or getattr(func, "attr", None)) == "catalogue":
                section, entries = node.value.args[:2]
                assert isinstance(section, ast.Constant) and isinstance(entries, ast.Dict), ast.dump(node)
                ids = {key.value for key in entries.keys if isinstance(key, ast.Constant)}
                assert len(ids) == len(entries.keys), f"{section.value}: ids must be written out"
                for target in node.targets:
                    found[target.id] = (section.value, ids)
    return found


def _source():
    """Each module of the package: name -> (path, tree, the catalogues it declares)."""
    modules = {}
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules[_module_name(path)] = path, tree, _declared(tree)
    return modules


def _imported(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[: len(base) - node.level + (1 if is_package else 0)]
    return ".".join(base + ([node.module] if node.module else []))


def catalogue_names(module: str, modules) -> dict[str, tuple[str, set[str]]]:
    """The names under which a module reaches catalogues: its own, and those it imports."""
    path, tree, own = modules[module]
    names = dict(own)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = modules.get(_imported(module, node, path.name == "__init__.py"))
            if source is not None:
                for alias in node.names:
                    if alias.name in source[2]:
                        names[alias.asname or alias.name] = source[2][alias.name]
    return names


def message_uses(modules):
    """Every call of a catalogue in the source: (where, section, id or None when the id is not written out)."""
    for module, (path, tree, _own) in modules.items():
        names = catalogue_names(module, modules)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
                section, _ids = names[node.func.id]
                first = node.args[0] if node.args else None
                key = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
                yield f"{path.relative_to(SRC)}:{node.lineno}", section, key


MODULES = _source()
USES = list(message_uses(MODULES))


def test_the_source_is_read():
    declared = {section for _path, _tree, own in MODULES.values() for section, _ids in own.values()}
    assert declared == set(CATALOGUES)  # every catalogue is declared as the scan expects
    # and their uses are found (argparse's catalogue is asked by English text, through gettext)
    assert {section for _where, section, _key in USES} == {s for s in declared if CATALOGUES[s].style == "format"}


def test_every_message_asked_for_is_declared():
    assert [where for where, _section, key in USES if key is None] == []  # ids written out
    assert [(where, f"{section}.{key}") for where, section, key in USES if key not in CATALOGUES[section]] == []


def test_every_message_declared_is_asked_for():
    used = {(section, key) for _where, section, key in USES}
    unused = [f"{section}.{key}" for section, messages in CATALOGUES.items() if messages.style == "format"
              for key in messages if (section, key) not in used]
    assert unused == []


def test_a_message_not_declared_is_caught():
    tree = ast.parse("from grundy.messages import catalogue\nM = catalogue('x', {'a': ('a', '甲')})\nM('b')\n")
    modules = {"grundy.fake": (SRC / "fake.py", tree, _declared(tree))}
    assert [(section, key) for _where, section, key in message_uses(modules)] == [("x", "b")]


@pytest.mark.parametrize("section", sorted(CATALOGUES))
def test_every_message_has_both_texts_with_the_same_placeholders(section):
    messages = CATALOGUES[section]
    assert len(messages) > 0
    for key, texts in messages.items():
        assert isinstance(texts, tuple) and len(texts) == 2, key
        en, zh = texts
        assert isinstance(en, str) and isinstance(zh, str) and en.strip() and zh.strip(), key
        en_names, zh_names = placeholders(en, messages.style), placeholders(zh, messages.style)
        assert set(en_names) == set(zh_names), (key, en, zh)  # a language may use one twice
        if messages.style == "format":
            assert all(name and not name.isdigit() for name in en_names), (key, "placeholders are named")


#: Notation beyond test_zh's: a command to type (pip install ...), a key (Ctrl-C), an address,
#: the name of a package to install.
_COMMANDS = re.compile(r"pip install \S+|Ctrl-\w|https?://\S+|\bargcomplete\b")


def _without_placeholders(template: str, style: str) -> str:
    template = _COMMANDS.sub(" ", template)
    if style == "printf":
        text = re.sub(r"%(\(\w+\))?[a-z]", " 0 ", template)
    else:
        # A placeholder as a subscript (a_{k}) stays one indexed name.
        text = "".join(part + ("" if field is None else "0 " if part.endswith("_") else " 0 ")
                       for part, field, _s, _c in string.Formatter().parse(template))
    return text


@pytest.mark.parametrize("section", sorted(CATALOGUES))
def test_the_chinese_texts_read_as_chinese(section):
    from tests.test_zh import untranslated

    messages = CATALOGUES[section]
    leaks = {key: untranslated(_without_placeholders(zh, messages.style)) for key, (_en, zh) in messages.items()}
    assert {key: words for key, words in leaks.items() if words} == {}
    assert any(untranslated(_without_placeholders(en, messages.style)) for en, _zh in messages.values())


#: Nouns a count is written before; "{n} stones" would read "1 stones".
_PLURALS = re.compile(r"\{(\w+)(?::,)?\} (?:(?:adjacent|different|forced|rare|more|divisibility|winning|winning first) )?(cases|lines|columns|rows|moves(?! his| left)|heaps|piles|positions|values|terms|"
                      r"codes|digits|tokens|numbers|games|cards|tests|seconds|steps|times|bytes|characters|items|"
                      r"vertices|edges|coins|stones|squares|P-positions|prefixes|hours)\b|\{(\w+)(?::,)?\} [a-z-]+\(s\)"
                      r"|there are \{")


@pytest.mark.parametrize("section", sorted(CATALOGUES))
def test_every_count_agrees_with_its_noun(section):
    messages = CATALOGUES[section]
    if messages.style != "format":
        return  # argparse's own words, with ngettext's plural forms
    wrong = {key: en for key, (en, _zh) in messages.items() if _PLURALS.search(en)}
    assert not wrong, "write the noun with {n:~stone|stones}: " + repr(wrong)


@pytest.mark.parametrize("call, expected", [
    (lambda: catalogue("demo-one", {"m": ("{n} {n:~case|cases} left", "剩 {n} 组")})("m", n=1), "1 case left"),
    (lambda: catalogue("demo-two", {"m": ("{n:,} {n:~case|cases}", "{n:,} 组")})("m", n=10**5000), None),
])
def test_a_count_chooses_its_word(call, expected):
    text = call()
    if expected is None:
        assert str(text).endswith(" cases") and str(text).startswith("100,000")
    else:
        assert str(text) == expected


def test_counts_of_one_read_in_the_singular():
    from grundy.games.nim import Nim
    from grundy.games.euclid import Euclid

    why = str(Nim(misere=True).analyse((1,)).explanation)
    assert "there is 1 of them" in why, why
    why = str(Euclid().analyse((3, 1)).explanation)
    assert "0 forced moves" in why and "move(s)" not in why, why


def test_the_checks_fail_on_a_bad_entry():
    assert set(placeholders("take {n} from pile {i}")) != set(placeholders("从第 {i} 堆取"))
    assert placeholders("%(prog)s: error: %(message)s\n", "printf") == ["prog", "message"]


# ------------------------------------------------------------------- a Text
DEMO = catalogue("demo-test", {
    "took": ("take {n} from pile {i}", "从第 {i} 堆取 {n} 个"),
    "grouped": ("{n:,} positions", "{n:,} 个局面"),
    "why": ("refused: {why}", "不行：{why}"),
})


def test_a_text_is_written_in_the_language_asked():
    text = DEMO("took", n=3, i=2)
    assert (text.id, str(text), text.render("zh"), text.render("fr")) == (
        "demo-test.took", "take 3 from pile 2", "从第 2 堆取 3 个", "take 3 from pile 2")
    assert DEMO("why", why=text).render("zh") == "不行：从第 2 堆取 3 个"
    assert text == DEMO("took", n=3, i=2) != DEMO("took", n=4, i=2)


def test_huge_integers_are_written_without_str():
    import sys

    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)  # str() would refuse these
    try:
        n = 10**50000 + 1
        assert DEMO("took", n=n, i=1).render("zh").startswith("从第 1 堆取 1000")
        assert DEMO("grouped", n=-n).render()[:8] == "-100,000"
        assert len(DEMO("grouped", n=n).render()) == 50001 + 16666 + len(" positions")  # digits and commas
    finally:
        sys.set_int_max_str_digits(old)


def test_an_error_carries_its_message_and_renders_it_at_the_boundary():
    error = InputError(DEMO("took", n=3, i=2))
    assert (str(error), error.text("zh"), error.zh, error.message.id) == (
        "take 3 from pile 2", "从第 2 堆取 3 个", "从第 2 堆取 3 个", "demo-test.took")
    words = InputError("english only")  # another library's words, shown as they are
    assert (str(words), words.text("zh"), words.zh) == ("english only", "english only", None)
    assert InputError("{n} stays").text("zh") == "{n} stays"
    assert isinstance(error, GrundyError) and isinstance(error.message, Text)


def test_an_unknown_id_is_an_error_at_once():
    with pytest.raises(KeyError, match="no message 'tok' in the catalogue 'demo-test'"):
        DEMO("tok", n=1)


# ------------------------------------------- errors raised by their message ids
def _message_ids(text):
    """The ids of a message and of the messages among its parameters."""
    yield text.id
    for value in (text.params or {}).values():
        if isinstance(value, Text):
            yield from _message_ids(value)


def _judge_error():
    import io

    from grundy.judge import run

    run("hdu2176", io.BytesIO(b"3 1 2"), io.BytesIO())


def _judge_error_cards():
    import io

    from grundy.judge import run

    run("lanqiao-cards", io.BytesIO(b"2 3\n7\n"), io.BytesIO())


RAISED = [
    (_judge_error, ["judge.at_line", "judge.input_ends", "judge.spaced", "judge.nim.pile_of"]),
    (_judge_error_cards, ["judge.at_line", "judge.cards.choice_not_a_card"]),
]


@pytest.mark.parametrize("call, ids", RAISED, ids=[ids[-1] for _call, ids in RAISED])
def test_errors_carry_their_message_ids(call, ids):
    with pytest.raises(GrundyError) as caught:
        call()
    assert [i for i in _message_ids(caught.value.message) if i] == ids


# ------------------------------------------------- texts only in catalogues
def _text_pairs(tree):
    """Where a module writes a text as an English and Chinese pair rather than asking a catalogue."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            if getattr(node.func, "id", None) == "pick" or getattr(node.func, "attr", None) == "pick":
                yield node.lineno, "pick("
            yield from ((node.lineno, f"{keyword.arg}=") for keyword in node.keywords
                        if keyword.arg and (keyword.arg == "zh" or keyword.arg.endswith("_zh")))
            if getattr(node.func, "attr", None) == "literal" and len(node.args) == 2 \
                    and all(isinstance(a, ast.Constant) for a in node.args):
                yield node.lineno, "Text.literal(en, zh)"
        # A class declaring a text and its Chinese as attributes (its Chinese names to look up are no text).
        if isinstance(node, ast.ClassDef):
            for stmt in node.body:
                target = stmt.target if isinstance(stmt, ast.AnnAssign) else (
                    stmt.targets[0] if isinstance(stmt, ast.Assign) else None)
                name = getattr(target, "id", "")
                value = getattr(stmt, "value", None)
                if name.endswith("_zh") and name != "aliases_zh" and isinstance(value, ast.Constant):
                    yield stmt.lineno, name


def test_texts_are_asked_from_catalogues():
    pairs = [f"{path.relative_to(SRC)}:{line}: {what}" for path, tree, _own in MODULES.values()
             for line, what in _text_pairs(tree)]
    assert pairs == []


def test_a_wrong_number_of_piles_names_the_game_in_both_languages():
    from grundy import PileGame

    texts = catalogue("demo-two", {"title": ("Two piles", "两堆游戏")})

    class Two(PileGame):
        name, title, piles = "two", texts("title"), 2

        def options(self, position):
            return iter(())

    with pytest.raises(InputError) as caught:
        Two().validate((1, 2, 3))
    assert (str(caught.value), caught.value.text("zh")) == (
        "two needs 2 pile sizes, got 3", "两堆游戏需要 2 堆的石子数，给出了 3 个")


def test_the_usual_reasons_of_the_system_are_a_catalogue():
    import errno
    import os

    from grundy.errors import os_reason_zh

    reasons = CATALOGUES["errors.os"]
    assert reasons.gettext(os.strerror(errno.ENOENT), "zh") == "文件或文件夹不存在"
    # Known by its number, whatever words the system gave with it.
    assert os_reason_zh(PermissionError(errno.EACCES, "Access is denied")) == "没有权限"
    assert os_reason_zh(OSError(errno.EIO, "Input/output error")) == "Input/output error"
