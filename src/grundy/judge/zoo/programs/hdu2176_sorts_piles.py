# WRONG: sorts the piles first, so the winning moves come out in size order, not in the order of the piles
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for m in v:
    if m == 0:
        break
    piles = sorted(next(v) for _ in range(m))
    x = 0
    for p in piles:
        x ^= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    out.extend(f"{p} {p ^ x}" for p in piles if p ^ x < p)
sys.stdout.write("".join(line + "\n" for line in out))
