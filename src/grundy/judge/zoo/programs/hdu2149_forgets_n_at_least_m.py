# WRONG: prints the single bid M mod (N + 1), forgetting that every bid from M to N wins when N >= M
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = []
for m, n in zip(v[::2], v[1::2]):
    r = m % (n + 1)
    out.append(str(r) if r else "none")
sys.stdout.write("".join(line + "\n" for line in out))
