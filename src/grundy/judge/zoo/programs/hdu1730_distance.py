# WRONG: the heap of a row taken as the distance |T - J|, not the gap |T - J| - 1 between the pieces
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
i = 0
out = []
while i < len(v):
    n = v[i]
    i += 2
    x = 0
    for _ in range(n):
        x ^= abs(v[i] - v[i + 1])
        i += 2
    out.append("I WIN!" if x else "BAD LUCK!")
sys.stdout.write("".join(line + "\n" for line in out))
