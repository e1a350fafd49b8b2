# WRONG: the Bash game's rule on a line of coins (first iff N mod (K + 1) != 0), forgetting that the coins form a circle
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = [f"Case {i}: {'first' if n % (k + 1) else 'second'}" for i, (n, k) in enumerate(zip(v[1::2], v[2::2]), 1)]
sys.stdout.write("".join(line + "\n" for line in out))
