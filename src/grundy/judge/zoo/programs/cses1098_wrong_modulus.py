# WRONG: the SG value of a heap taken as x mod 3, not x mod 4 (moves take 1, 2 or 3)
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= next(v) % 3
    out.append("first" if x else "second")
sys.stdout.write("".join(line + "\n" for line in out))
