# WRONG: pairs the chessmen in input order, forgetting that the positions are not sorted
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    n = next(v)
    p = [next(v) for _ in range(n)]
    if n % 2:
        p = [0] + p
    x = 0
    for i in range(0, len(p), 2):
        x ^= p[i + 1] - p[i] - 1
    out.append("Georgia will win" if x else "Bob will win")
sys.stdout.write("".join(line + "\n" for line in out))
