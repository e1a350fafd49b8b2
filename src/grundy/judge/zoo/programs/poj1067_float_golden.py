# WRONG: the golden ratio in double precision: a == (int)(k * (1 + sqrt(5)) / 2) fails from k = 102334155 on
import math
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for a, b in zip(v[::2], v[1::2]):
    a, b = min(a, b), max(a, b)
    out.append("0" if a == int((b - a) * (1 + math.sqrt(5)) / 2) else "1")
sys.stdout.write("".join(line + "\n" for line in out))
