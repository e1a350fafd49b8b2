"""The page learns every game from /api/games: its static files name none.

The page draws a position by the game's declared board kind and offers the
moves its declared move kinds say (see /api/games); a game the page named
would be a declaration missing from the game's class.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import grundy.web
from grundy.registry import game_names

STATIC = Path(grundy.web.__file__).resolve().parent / "static"
FILES = sorted(p for p in STATIC.iterdir() if p.suffix in (".js", ".html", ".css"))

#: Names of games that are also the page's own words: "cards" is a board kind (the card
#: renderer, whose texts speak of cards, in English and Chinese), not the card game.  The
#: test below that no script compares a name with a text covers that game too.
SHARED_WORDS = {"cards", "卡片"}


def _game_words() -> tuple[set[str], set[str]]:
    """Every registered name and alias of a game: the Latin ones, and the others (Chinese)."""
    latin, other = set(), set()
    for name in game_names():
        name = name.lower()
        if name in SHARED_WORDS:
            continue
        if re.fullmatch(r"[a-z0-9_]+", name):
            latin.add(name)
        elif len(name) > 1:  # one character ("和", the sum) is an ordinary word of any Chinese text
            other.add(name)
    return latin, other


def test_the_files_are_there():
    assert {p.name for p in FILES} >= {"app.js", "index.html", "app.css"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_no_game_is_named_in_the_page(path):
    text = path.read_text(encoding="utf-8")
    latin, other = _game_words()
    # Identifiers, and the words of strings and comments alike ("board-queen" is two words).
    words = {w.lower() for w in re.findall(r"[A-Za-z0-9_]+", text)}
    assert not words & latin, f"{path.name} names games: {sorted(words & latin)}"
    found = sorted(n for n in other if n in text)
    assert not found, f"{path.name} names games: {found}"


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".js"], ids=lambda p: p.name)
def test_no_script_tests_a_game_by_its_name(path):
    text = path.read_text(encoding="utf-8")
    compared = re.findall(r"""\.name\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*[\w.]*\.name\b""", text)
    assert not compared, f"{path.name} compares a game's name with a text: {compared}"
    # The notation of squares is the server's: the page reads the names it is sent.
    assert "ABCDEFGHJ" not in text, f"{path.name} spells Go's column letters"
