# WRONG: equal cards taken as not adjacent (a card divides itself, so a 2 may follow a 2): a maximum matching of the wrong graph
import sys
from collections import Counter


class Matching:
    """A maximum matching of a general graph by Edmonds' blossom algorithm."""

    def __init__(self, adj: list[list[int]]) -> None:
        self.adj = adj
        self.n = len(adj)
        self.match = [-1] * self.n
        self.removed = -1  # the vertex left out of the graph, or -1
        for v in range(self.n):
            if self.match[v] == -1:
                self.augment(self.find_path(v))

    def augment(self, end: int) -> None:
        while end != -1:
            pv = self.parent[end]
            after = self.match[pv]
            self.match[end], self.match[pv] = pv, end
            end = after

    def lca(self, a: int, b: int) -> int:
        seen = [False] * self.n
        while True:
            a = self.base[a]
            seen[a] = True
            if self.match[a] == -1:
                break
            a = self.parent[self.match[a]]
        while True:
            b = self.base[b]
            if seen[b]:
                return b
            b = self.parent[self.match[b]]

    def mark_path(self, v: int, b: int, child: int, blossom: list[bool]) -> None:
        while self.base[v] != b:
            blossom[self.base[v]] = blossom[self.base[self.match[v]]] = True
            self.parent[v] = child
            child = self.match[v]
            v = self.parent[child]

    def find_path(self, root: int) -> int:
        """The end of an augmenting path from the exposed vertex root, or -1."""
        match, base = self.match, list(range(self.n))
        self.base, self.parent = base, [-1] * self.n
        parent = self.parent
        used = [False] * self.n
        used[root] = True
        queue = [root]
        for v in queue:
            for to in self.adj[v]:
                if to == self.removed or base[v] == base[to] or match[v] == to:
                    continue
                if to == root or (match[to] != -1 and parent[match[to]] != -1):
                    b = self.lca(v, to)
                    blossom = [False] * self.n
                    self.mark_path(v, b, to, blossom)
                    self.mark_path(to, b, v, blossom)
                    for i in range(self.n):
                        if blossom[base[i]]:
                            base[i] = b
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif parent[to] == -1:
                    parent[to] = v
                    if match[to] == -1:
                        return to
                    used[match[to]] = True
                    queue.append(match[to])
        return -1


def main() -> None:
    lines = sys.stdin.buffer.read().split(b"\n")
    count = Counter(int(token) for token in lines[0].split())
    choices = sorted({int(token) for token in lines[1].split()}) if len(lines) > 1 else []

    def adjacent(a: int, b: int) -> bool:
        return a % b == 0 or b % a == 0

    card: list[int] = []  # the value of each card kept
    first_copy = {}
    for v, m in sorted(count.items()):
        first_copy[v] = len(card)
        card += [v] * m
    adj: list[list[int]] = [[] for _ in card]
    for i, a in enumerate(card):
        for j in range(i + 1, len(card)):
            if card[j] != a and adjacent(a, card[j]):  # the bug: equal cards kept apart
                adj[i].append(j)
                adj[j].append(i)
    g = Matching(adj)
    answer = -1
    for v in choices:
        if v not in first_copy:
            continue
        c = first_copy[v]
        u = g.match[c]
        wins = u == -1
        if not wins:
            g.removed = c
            g.match[c] = g.match[u] = -1
            wins = g.find_path(u) != -1
            g.match[c], g.match[u] = u, c
            g.removed = -1
        if wins:
            answer = v
            break
    print(answer)


main()
