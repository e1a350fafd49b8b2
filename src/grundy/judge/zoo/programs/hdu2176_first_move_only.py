# WRONG: lists only the first winning move of a position, where every pile that has one must be listed
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for m in v:
    if m == 0:
        break
    piles = [next(v) for _ in range(m)]
    x = 0
    for p in piles:
        x ^= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    p = next(p for p in piles if p ^ x < p)
    out.append(f"{p} {p ^ x}")
sys.stdout.write("".join(line + "\n" for line in out))
