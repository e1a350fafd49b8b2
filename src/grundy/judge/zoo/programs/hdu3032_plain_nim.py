# WRONG: plain Nim (the XOR of the heaps), forgetting the move that splits a heap in two
import sys

v = iter(int(t) for t in sys.stdin.buffer.read().split())
out = []
for _ in range(next(v)):
    x = 0
    for _ in range(next(v)):
        x ^= next(v)
    out.append("Alice" if x else "Bob")
sys.stdout.write("".join(line + "\n" for line in out))
