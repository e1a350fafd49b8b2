"""A game from outside grundy, registered as an installed plugin would be, is served by the
web API and listed for the page without a line of code of its own anywhere."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402

from grundy import registry  # noqa: E402
from grundy.messages import Text, catalogue  # noqa: E402
from grundy.piles import PileGame  # noqa: E402
from grundy.web import app as web_app  # noqa: E402
from grundy.web.worker import Pool  # noqa: E402

NAME = "pebbles"
ENTRY = f"{__name__}:Pebbles"
TEXTS = catalogue("pebbles", {"title": ("Pebbles", "小石子")})


class Pebbles(PileGame):
    """Take one or two stones from one pile; whoever cannot move loses."""

    name: ClassVar[str] = NAME
    title: ClassVar[Text | None] = TEXTS("title")

    def options(self, position: Any) -> Iterator[tuple[int, ...]]:
        for i, pile in enumerate(position):
            for take in (1, 2):
                if take <= pile:
                    yield position[:i] + (pile - take,) + position[i + 1:]


def register() -> None:
    """Register the game in this process (the web workers run it through tests.plugin_worker)."""
    registry.GAMES.setdefault(NAME, ENTRY)


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setitem(registry.GAMES, NAME, ENTRY)
    # Every worker registers the game too, as each process of a server finds an installed plugin.
    monkeypatch.setattr(web_app, "Pool", lambda *, preload=(), **kwargs:
                        Pool(preload=(*preload, "tests.plugin_worker"), **kwargs))
    with TestClient(web_app.create_app(workers=1, timeout=30)) as c:
        yield c


def test_a_plugin_game_is_listed_and_answered(client):
    games = client.get("/api/games").json()["games"]
    info = next(g for g in games if g["name"] == NAME)
    assert info["title"] == "Pebbles"
    assert info["board"] == "piles" and info["move_kinds"] == ["take"]
    assert info["random_start"] is True and info["pile_map"] is False
    # A pile of n stones has the Grundy value n mod 3 (its moves reach the two values below):
    # the player to move loses when the piles' values XOR to 0.
    for piles, outcome in [([3], "P"), ([4], "N"), ([1, 1], "P"), ([2, 1], "N"), ([5, 4, 3], "N")]:
        answer = client.post("/api/analyse", json={"game": NAME, "position": piles})
        assert answer.status_code == 200, answer.text
        assert answer.json()["outcome"] == outcome, piles
    reply = client.post("/api/computer-move", json={"game": NAME, "position": [4, 2], "analyse": True})
    assert reply.status_code == 200, reply.text
    assert reply.json()["after"] in ([2, 2], [4, 1]) and reply.json()["analysis"]["outcome"] == "P"
    start = client.post("/api/random", json={"game": NAME, "seed": 3})
    assert start.status_code == 200 and all(p >= 1 for p in start.json()["position"])
