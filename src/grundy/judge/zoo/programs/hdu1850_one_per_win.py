# WRONG: answers 1 for every won position, where the answer counts the piles that have a winning move
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for m in v:
    if m == 0:
        break
    x = 0
    for _ in range(m):
        x ^= next(v)
    out.append("1" if x else "0")
sys.stdout.write("".join(line + "\n" for line in out))
