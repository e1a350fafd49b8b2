# WRONG: answers WIN when some token can move, where the XOR of the tokens' SG values decides
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
i = 0
out = []
while i < len(v):
    n = v[i]
    i += 1
    graph = []
    for _ in range(n):
        x = v[i]
        graph.append(v[i + 1 : i + 1 + x])
        i += 1 + x
    while True:
        m = v[i]
        i += 1
        if m == 0:
            break
        out.append("WIN" if any(graph[p] for p in v[i : i + m]) else "LOSE")
        i += m
sys.stdout.write("".join(line + "\n" for line in out))
