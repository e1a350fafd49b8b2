"""Games on piles of stones: :class:`PileGame`, and the drawing of piles.

A position of a game on piles is a tuple of pile sizes, ``(3, 5)``, read
from text as the sizes separated by spaces or commas (``"3 5"``, ``"3,5"``).

>>> from grundy.registry import find_game
>>> nim = find_game("nim")()
>>> nim.read("3,4 5"), nim.piles, find_game("wythoff").piles
((3, 4, 5), None, 2)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, ClassVar

from .errors import InputError
from .bigint import digit_count, int_to_str
from .drawing import Shell
from .game import MESSAGES as GAME_MESSAGES
from .game import Game
from .messages import catalogue
from .validation import check_piles, parse_count

__all__ = ["PileGame", "render_piles"]

MESSAGES = catalogue("piles", {
    "pile_count": ("{game} needs {piles} pile sizes, got {count}", "{game}需要 {piles} 堆的石子数，给出了 {count} 个"),
    "no_piles": ("{game} needs at least one pile size", "{game}至少要有一堆"),
})


class PileGame(Game):
    """A game on a fixed or variable number of piles of stones.

    Subclasses set ``piles`` (the required number, or None for any number >= 1).
    """

    piles: ClassVar[int | None] = None
    # random_start: random_position below suits any rules.
    shell: ClassVar[Shell] = dataclasses.replace(
        Game.shell, board_kind="piles", move_kinds=("take",), random_start=True,
    )

    def parse_position(self, tokens: Sequence[str]) -> tuple[int, ...]:
        """Read pile sizes from command-line tokens, each one pile or several joined by commas.

        >>> from grundy.games.nim import Nim
        >>> Nim().parse_position(["3", "4,5"]), Nim().parse_position(["3,4", "5"])
        ((3, 4, 5), (3, 4, 5))
        """
        if any("," in t for t in tokens):
            tokens = [part for t in tokens for part in t.split(",") if part.strip()]
        return self.validate(tuple(parse_count(t, GAME_MESSAGES("pile", i=i)) for i, t in enumerate(tokens, 1)))

    def validate(self, position: Any) -> tuple[int, ...]:
        """Return the pile sizes as a tuple of ints, or raise InputError naming the bad one.

        >>> from grundy.games.nim import Nim
        >>> Nim().validate([3, 4])
        (3, 4)
        >>> Nim().validate((3, -4))
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: pile 2: -4 is negative
        >>> Nim().validate(None)
        Traceback (most recent call last):
        ...
        grundy.errors.InputError: a position of nim is a tuple of pile sizes, such as (3, 5), not None
        """
        sizes = check_piles(position, self.name)
        if self.piles is not None and len(sizes) != self.piles:
            raise InputError(MESSAGES("pile_count", game=self.named(), piles=self.piles, count=len(sizes)))
        if not sizes:
            raise InputError(MESSAGES("no_piles", game=self.named()))
        # An mpz becomes a plain int, as JSON answers need.
        return sizes if all(type(p) is int for p in sizes) else tuple(int(p) for p in sizes)

    def random_position(self, rng: Any, scale: int = 20) -> tuple[int, ...]:
        count = self.piles or 3
        return tuple(rng.randint(1, scale) for _ in range(count))

    def render(self, position: Any, lang: str = "en") -> str:
        return render_piles(position, lang)


def render_piles(position: Sequence[int], lang: str = "en", width: int = 40) -> str:
    """Draw piles as rows of stones; long piles are shortened with their size.

    >>> print(render_piles((3, 5)))
    pile 1 |  3 | o o o
    pile 2 |  5 | o o o o o
    >>> print(render_piles((3, 12), "zh"))
    第 1 堆 |  3 | o o o
    第 2 堆 | 12 | o o o o o o o o o o o o
    """
    names = [GAME_MESSAGES("pile", i=i).render(lang) for i in range(1, len(position) + 1)]
    name_width = max(map(len, names), default=0)
    digits = max(map(digit_count, position)) if position else 1
    lines = []
    for name, p in zip(names, position):
        stones = " ".join("o" * min(p, width)) + (" ..." if p > width else "")
        lines.append(f"{name.ljust(name_width)} | {int_to_str(p).rjust(max(2, digits))} | {stones}".rstrip())
    return "\n".join(lines)
