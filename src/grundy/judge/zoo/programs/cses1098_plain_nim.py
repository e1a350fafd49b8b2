# WRONG: plain Nim (the XOR of the heaps), forgetting that a move takes at most 3 sticks
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= next(v)
    out.append("first" if x else "second")
sys.stdout.write("".join(line + "\n" for line in out))
