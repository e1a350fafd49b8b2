# WRONG: a position that two winning moves leave is listed once (from 2 3 both moves leave 1 2: '1 2' twice)
import sys
from math import isqrt


def low(k):  # floor(k * phi), exactly
    return (k + isqrt(5 * k * k)) // 2


def partner(v):  # the other pile of the P-position that holds v (Beatty: floor((v+1)/phi) lower ones are <= v)
    if v == 0:
        return 0
    c = low(v + 1) - (v + 1)
    return v + c if low(v + 1) - low(v) == 2 else c


v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for a, b in zip(v[::2], v[1::2]):
    if a == 0 and b == 0:
        break
    k = b - a
    if low(k) == a:
        out.append("0")
        continue
    out.append("1")
    moves = []
    if low(k) < a:
        moves.append(f"{low(k)} {low(k) + k}")
    p = partner(b)
    if p < a:
        moves.append(f"{min(p, b)} {max(p, b)}")
    if a != b:
        p = partner(a)
        if p < b:
            moves.append(f"{min(p, a)} {max(p, a)}")
    out.extend(dict.fromkeys(moves))  # each position once
sys.stdout.write("".join(line + "\n" for line in out))
