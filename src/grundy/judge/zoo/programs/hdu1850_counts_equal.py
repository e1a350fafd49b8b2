# WRONG: a pile counts when a ^ x <= a, not a ^ x < a: with nim-sum 0 every pile is counted
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
    out.append(str(sum(1 for p in piles if p ^ x <= p)))
sys.stdout.write("".join(line + "\n" for line in out))
