"""Take-and-break games by brute force: the plain mex over every option of one heap.

A code d0.d1d2...dt (digits 0-9 and A-F) says, for each k, into how many
nonempty heaps the rest of a heap may be left after taking k tokens: bit
2**j of d_k allows j heaps (j = 0, 1, 2, 3).  A rule is given instead as a
dict {k: {j, ...}} with an optional ``unequal`` (all parts different).  A
heap's value is the mex of the xors of the parts' values over every way to
leave them (compositions, so every order), straight from the definition.
Nothing here knows about periods, numpy or the library.
"""

from __future__ import annotations

from collections.abc import Iterator

HEX = "0123456789ABCDEF"


def code_rule(code: str) -> dict[int, set[int]]:
    """{k: the numbers of heaps allowed after taking k} of a code such as "0.F7" or "4.07"."""
    head, _, tail = code.upper().partition(".")
    rule: dict[int, set[int]] = {}
    for k, ch in enumerate(head[-1:] + tail):
        d = HEX.index(ch)
        heaps = {j for j in range(4) if d >> j & 1}
        if heaps:
            rule[k] = heaps
    return rule


def compositions(m: int, j: int) -> Iterator[tuple[int, ...]]:
    """Every way to write m as j ordered positive parts."""
    if j == 0:
        if m == 0:
            yield ()
        return
    if j == 1:
        if m >= 1:
            yield (m,)
        return
    for a in range(1, m):
        for rest in compositions(m - a, j - 1):
            yield (a, *rest)


def values(rule: dict[int, set[int]], count: int, *, unequal: bool = False) -> list[int]:
    """G(0), ..., G(count - 1): the mex over every option of each heap."""
    g: list[int] = []
    for n in range(count):
        seen = set()
        for k, heaps in rule.items():
            for j in heaps:
                if k == 0 and j == 1:
                    continue  # leaving the heap as it was is no move
                for parts in compositions(n - k, j) if n >= k else ():
                    if unequal and len(set(parts)) < len(parts):
                        continue
                    x = 0
                    for part in parts:
                        x ^= g[part]
                    seen.add(x)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def code_values(code: str, count: int) -> list[int]:
    """G(0), ..., G(count - 1) of a hexadecimal (or octal) code."""
    return values(code_rule(code), count)


# ------------------------------------------------------------------ general rules
# A rule is a list of clauses, each a dict: "take" (a set of k), "from" (None, or a k from which
# every k may be taken), "leave" (a set of j in 0..3), "unequal" (the heaps left all different),
# "least" (every heap left has at least this many), "heap" (the heap moved on has at least this
# many).  Taking nothing and leaving one heap or none is no move.


def clause_takes(clause: dict, k: int) -> bool:
    """True if the clause may take k."""
    return k in clause["take"] or (clause["from"] is not None and k >= clause["from"])


def heap_results(rule: list[dict], n: int) -> set[tuple[int, ...]]:
    """The heaps left (sorted) by every move from one heap of n, straight from the clauses."""
    found = set()
    for clause in rule:
        if n < clause["heap"]:
            continue
        for k in range(n + 1):
            if not clause_takes(clause, k):
                continue
            for j in clause["leave"]:
                if k == 0 and j <= 1:
                    continue
                for parts in compositions(n - k, j):
                    if any(p < clause["least"] for p in parts):
                        continue
                    if clause["unequal"] and len(set(parts)) < len(parts):
                        continue
                    found.add(tuple(sorted(parts)))
    return found


def rule_values(rule: list[dict], count: int) -> list[int]:
    """G(0), ..., G(count - 1) of one heap: the mex of the xors of the heaps each move leaves."""
    g: list[int] = []
    for n in range(count):
        seen = set()
        for parts in heap_results(rule, n) if n else ():
            x = 0
            for part in parts:
                x ^= g[part]
            seen.add(x)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


class Positions:
    """Outcomes of whole positions under one rule by plain memoised minimax (no Grundy value at all)."""

    def __init__(self, rule: list[dict]) -> None:
        self.rule = rule
        self.memo: dict[tuple[int, ...], bool] = {}
        self.results: dict[int, set[tuple[int, ...]]] = {}

    def _results(self, n: int) -> set[tuple[int, ...]]:
        if n not in self.results:
            self.results[n] = heap_results(self.rule, n)
        return self.results[n]

    def wins(self, position: tuple[int, ...]) -> bool:
        """True if the player to move wins."""
        key = tuple(sorted(p for p in position if p))
        if key not in self.memo:
            self.memo[key] = any(not self.wins(key[:i] + left + key[i + 1:])
                                 for i, p in enumerate(key) for left in self._results(p))
        return self.memo[key]

    def outcome(self, position: tuple[int, ...]) -> str:
        return "N" if self.wins(position) else "P"

    def winning_moves(self, position: tuple[int, ...]) -> set[tuple[int, ...]]:
        """Every move that leaves a P-position, laid out as grundy lays it out: the heap replaced in
        place by 0 or by the heaps left, smallest first."""
        return {position[:i] + (left or (0,)) + position[i + 1:] for i, p in enumerate(position)
                for left in self._results(p) if not self.wins(position[:i] + left + position[i + 1:])}
