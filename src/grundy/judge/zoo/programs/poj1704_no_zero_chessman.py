# WRONG: pairs the sorted chessmen from the left even when N is odd, without the chessman at cell 0 (the last is left alone)
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    n = next(v)
    p = sorted(next(v) for _ in range(n))
    x = 0
    for i in range(0, n - 1, 2):
        x ^= p[i + 1] - p[i] - 1
    out.append("Georgia will win" if x else "Bob will win")
sys.stdout.write("".join(line + "\n" for line in out))
