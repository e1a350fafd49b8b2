"""Subtract a square: a move takes 1, 4, 9, 16, ... stones from one pile."""

from math import isqrt

from grundy import PileGame
from grundy.messages import catalogue

TEXTS = catalogue("squares", {"title": ("Subtract a square", "减去平方数")})


class SquareSubtraction(PileGame):
    name = "squares"
    title = TEXTS("title")

    def options(self, position):
        for i, pile in enumerate(position):
            for root in range(1, isqrt(pile) + 1):
                yield position[:i] + (pile - root * root,) + position[i + 1:]
