# WRONG: the gap of a row taken as J - T - 1, forgetting abs: a row where Jerry is left of Tom breaks it
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
i = 0
out = []
while i < len(v):
    n = v[i]
    i += 2
    x = 0
    for _ in range(n):
        t, j = v[i], v[i + 1]
        i += 2
        x ^= j - t - 1
    out.append("I WIN!" if x else "BAD LUCK!")
sys.stdout.write("".join(line + "\n" for line in out))
