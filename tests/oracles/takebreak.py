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
