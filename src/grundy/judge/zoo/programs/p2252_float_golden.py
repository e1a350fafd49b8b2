# WRONG: the golden ratio in double precision: a == (int)(k * (1 + sqrt(5)) / 2) fails from k = 102334155 on
import math
import sys

a, b = sorted(int(t) for t in sys.stdin.buffer.read().split()[:2])
print(0 if a == int((b - a) * (1 + math.sqrt(5)) / 2) else 1)
