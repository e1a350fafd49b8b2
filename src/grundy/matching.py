"""Maximum matchings in general graphs, and the Gallai-Edmonds set D.

A graph is given as adjacency lists over the vertices ``0 .. n-1``
(``adjacency[v]`` lists the neighbours of v; every edge is listed at both
ends; no loops).  A matching is a list ``mate`` with ``mate[v]`` the vertex
matched to v, or -1.

>>> triangle_with_two_tails = [[1, 2], [0, 2], [0, 1, 3, 4], [2], [2]]
>>> mate = maximum_matching(triangle_with_two_tails)
>>> matching_size(mate)
2
>>> sorted(deficient_vertices(triangle_with_two_tails, mate))
[3, 4]

Vertices 3 and 4 hang on 2, so every maximum matching pairs 0 with 1 and 2
with one of the tails: each tail is left out by some maximum matching (the
set D), 2 is their only neighbour (A), 0 and 1 are always covered (C).

Algorithm notes: Edmonds' blossom algorithm (1965).  A matching is
maximum iff it has no augmenting path (Berge 1957).  Each phase grows an
alternating forest from every exposed vertex at once, shrinking odd
cycles (blossoms) with a union-find structure; an edge between the outer
vertices of two different trees closes an augmenting path, which is
flipped, and both trees are then left alone for the rest of the phase,
so one phase can augment along many disjoint paths.  A phase that finds
no augmenting path proves the matching maximum, and its forest is the
Gallai-Edmonds decomposition: the outer vertices (including every vertex
of an outer blossom) are exactly the set D of vertices missed by at
least one maximum matching; the inner vertices form A, the unreached
ones C (Gallai 1964, Edmonds 1965).  A greedy matching on low degrees
first leaves few augmentations for the phases.  Each phase costs
O(E alpha(V)).

References: J. Edmonds, "Paths, trees, and flowers", Canad. J. Math. 17
(1965) 449-467; L. Lovász, M. D. Plummer, *Matching Theory* (1986),
section 3.2 (the Gallai-Edmonds structure theorem); B. Korte, J. Vygen,
*Combinatorial Optimization*, chapter 10.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

__all__ = [
    "deficient_vertices",
    "gallai_edmonds",
    "greedy_matching",
    "matching_size",
    "maximum_matching",
]

Adjacency = Sequence[Sequence[int]]

_OUTER, _INNER, _FREE = 1, 0, -1


def matching_size(mate: Sequence[int]) -> int:
    """The number of edges of a matching given as a mate list.

    >>> matching_size([1, 0, -1, 4, 3])
    2
    """
    return sum(1 for v, w in enumerate(mate) if w > v)


def greedy_matching(adjacency: Adjacency) -> list[int]:
    """A maximal matching, built from the vertices of lowest degree first.

    Matching a vertex of low degree to a free neighbour of low degree is
    usually close to maximum, which leaves the blossom phases little work.

    >>> greedy_matching([[1], [0, 2], [1]])
    [1, 0, -1]
    """
    n = len(adjacency)
    degree = [len(a) for a in adjacency]
    mate = [-1] * n
    for v in sorted(range(n), key=degree.__getitem__):
        if mate[v] != -1:
            continue
        best, best_degree = -1, n + 1
        for w in adjacency[v]:
            if mate[w] == -1 and degree[w] < best_degree:
                best, best_degree = w, degree[w]
        if best != -1:
            mate[v], mate[best] = best, v
    return mate


def _phase(adjacency: Adjacency, mate: list[int]) -> tuple[int, list[int]]:
    # One phase: grow the forest from all exposed vertices; flip every
    # augmenting path found between two live trees.  Returns the number of
    # augmentations and the labels (outer/inner/free) of the vertices.
    n = len(adjacency)
    label = [_FREE] * n
    link = [-1] * n  # the vertex an inner vertex was reached from (or bridge ends)
    parent = list(range(n))  # union-find over blossoms; the root is the base
    depth = [0] * n
    tree = [-1] * n
    dead = [False] * n  # by tree root: a tree that has just augmented
    queue: deque[int] = deque()
    for v in range(n):
        if mate[v] == -1:
            label[v], tree[v] = _OUTER, v
            queue.append(v)

    def find(x: int) -> int:
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    def lca(a: int, b: int) -> int:
        # a, b are bases in the same tree; climb the deeper one.
        while a != b:
            if depth[a] < depth[b]:
                a, b = b, a
            a = find(link[mate[a]])
        return a

    def shrink(u: int, v: int, base: int) -> None:
        # Walk from u up to the base, making the inner vertices outer and
        # pointing link across the closing edge u-v.
        while find(u) != base:
            link[u] = v
            v = mate[u]
            if label[v] == _INNER:
                label[v] = _OUTER
                queue.append(v)
            parent[u] = parent[v] = base
            u = link[v]

    def flip(x: int, y: int) -> None:
        # Match x to the outer vertex y and flip the path from y to its root.
        while y != -1:
            t = mate[y]
            mate[x], mate[y] = y, x
            x = t
            y = link[x] if x != -1 else -1

    augmented = 0
    while queue:
        u = queue.popleft()
        tu = tree[u]
        if dead[tu]:
            continue
        for v in adjacency[u]:
            lv = label[v]
            if lv == _FREE:
                w = mate[v]
                label[v], link[v], tree[v], depth[v] = _INNER, u, tu, depth[u] + 1
                label[w], tree[w], depth[w] = _OUTER, tu, depth[u] + 2
                queue.append(w)
            elif lv == _OUTER:
                tv = tree[v]
                if tv != tu:
                    if dead[tv]:
                        continue
                    t = mate[v]
                    if t != -1:
                        flip(t, link[t])
                    flip(v, u)
                    dead[tu] = dead[tv] = True
                    augmented += 1
                    break
                bu, bv = find(u), find(v)
                if bu != bv:
                    base = lca(bu, bv)
                    shrink(u, v, base)
                    shrink(v, u, base)
    return augmented, label


def maximum_matching(adjacency: Adjacency, mate: Sequence[int] | None = None) -> list[int]:
    """A maximum matching of a general graph, as a mate list.

    Parameters
    ----------
    adjacency : sequence of sequences of int
        ``adjacency[v]`` lists the neighbours of vertex v.
    mate : sequence of int, optional
        A matching to start from (default: :func:`greedy_matching`).

    Examples
    --------
    >>> pentagon = [[1, 4], [0, 2], [1, 3], [2, 4], [3, 0]]
    >>> matching_size(maximum_matching(pentagon))
    2
    >>> maximum_matching([])
    []
    """
    return gallai_edmonds(adjacency, mate)[0]


def gallai_edmonds(
    adjacency: Adjacency, mate: Sequence[int] | None = None
) -> tuple[list[int], list[int]]:
    """A maximum matching and the Gallai-Edmonds labels of the vertices.

    Returns ``(mate, label)`` where ``label[v]`` is 1 for the vertices of D
    (missed by some maximum matching), 0 for A (their neighbours outside D)
    and -1 for C (the rest, covered by a perfect matching among themselves).

    >>> path = [[1], [0, 2], [1]]
    >>> gallai_edmonds(path)[1]
    [1, 0, 1]
    """
    current = greedy_matching(adjacency) if mate is None else list(mate)
    while True:
        augmented, label = _phase(adjacency, current)
        if not augmented:
            return current, label


def deficient_vertices(adjacency: Adjacency, mate: Sequence[int] | None = None) -> set[int]:
    """The Gallai-Edmonds set D: the vertices some maximum matching leaves exposed.

    ``mate``, if given, must be a matching (it need not be maximum).

    >>> sorted(deficient_vertices([[1, 2], [0], [0]]))
    [1, 2]
    >>> deficient_vertices([[1], [0]])
    set()
    """
    label = gallai_edmonds(adjacency, mate)[1]
    return {v for v, lab in enumerate(label) if lab == _OUTER}
