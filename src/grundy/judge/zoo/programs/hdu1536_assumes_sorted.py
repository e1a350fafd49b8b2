# WRONG: the mex loop stops at the first move larger than the heap, as if the set S were sorted (it is not)
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for k in v:
    if k == 0:
        break
    moves = [next(v) for _ in range(k)]
    positions = []
    for _ in range(next(v)):
        positions.append([next(v) for _ in range(next(v))])
    top = max((max(h, default=0) for h in positions), default=0)
    sg = [0] * (top + 1)
    for n in range(1, top + 1):
        seen = set()
        for s in moves:
            if s > n:
                break
            seen.add(sg[n - s])
        g = 0
        while g in seen:
            g += 1
        sg[n] = g
    line = []
    for heaps in positions:
        x = 0
        for h in heaps:
            x ^= sg[h]
        line.append("W" if x else "L")
    out.append("".join(line))
sys.stdout.write("".join(line + "\n" for line in out))
