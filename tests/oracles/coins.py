"""Coins in circles and lines by brute force: take 1..k adjacent coins; a circle opens into a line."""

from __future__ import annotations

Position = tuple[tuple[int, ...], tuple[int, ...]]


def _norm(circles: tuple[int, ...], lines: tuple[int, ...]) -> Position:
    return tuple(sorted(c for c in circles if c)), tuple(sorted(n for n in lines if n))


def moves(position: Position, k: int) -> list[Position]:
    circles, lines = position
    found = set()
    for i, c in enumerate(circles):
        for t in range(1, min(k, c) + 1):
            found.add(_norm(circles[:i] + circles[i + 1:], lines + (c - t,)))
    for i, n in enumerate(lines):
        for start in range(n):
            for t in range(1, k + 1):
                if start + t <= n:
                    found.add(_norm(circles, lines[:i] + lines[i + 1:] + (start, n - start - t)))
    return sorted(found)
