# WRONG: stops at the pair '0 0' as HDU 2177 does, where POJ 1067 reads to the end ('0 0' is a case, a lost one)
import sys
from math import isqrt

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for a, b in zip(v[::2], v[1::2]):
    if a == 0 and b == 0:
        break
    a, b = min(a, b), max(a, b)
    k = b - a
    out.append("0" if a == (k + isqrt(5 * k * k)) // 2 else "1")
sys.stdout.write("".join(line + "\n" for line in out))
