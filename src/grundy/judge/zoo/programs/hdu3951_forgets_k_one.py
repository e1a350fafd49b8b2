# WRONG: the first player wins only when K >= N, forgetting that with K = 1 he wins whenever N is odd
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = [f"Case {i}: {'first' if k >= n else 'second'}" for i, (n, k) in enumerate(zip(v[1::2], v[2::2]), 1)]
sys.stdout.write("".join(line + "\n" for line in out))
