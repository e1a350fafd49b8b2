# WRONG: the SG values by mex in a table up to 200, where heaps reach 2^31 - 1: a larger heap is past its end
import sys

TOP = 200
sg = [0] * (TOP + 1)
for n in range(1, TOP + 1):
    seen = {sg[k] for k in range(n)} | {sg[a] ^ sg[n - a] for a in range(1, n // 2 + 1)}
    g = 0
    while g in seen:
        g += 1
    sg[n] = g
v = iter(int(t) for t in sys.stdin.buffer.read().split())
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= sg[next(v)]
    sys.stdout.write("Alice\n" if x else "Bob\n")
