# WRONG: the SG values are memoised by vertex and kept from one graph to the next (never reset)
import sys

sys.setrecursionlimit(10000)

v = [int(t) for t in sys.stdin.buffer.read().split()]
i = 0
memo = {}
out = []
while i < len(v):
    n = v[i]
    i += 1
    graph = []
    for _ in range(n):
        x = v[i]
        graph.append(v[i + 1 : i + 1 + x])
        i += 1 + x

    def sg(u):
        if u not in memo:
            seen = {sg(w) for w in graph[u]}
            g = 0
            while g in seen:
                g += 1
            memo[u] = g
        return memo[u]

    while True:
        m = v[i]
        i += 1
        if m == 0:
            break
        x = 0
        for p in v[i : i + m]:
            x ^= sg(p)
        i += m
        out.append("WIN" if x else "LOSE")
sys.stdout.write("".join(line + "\n" for line in out))
