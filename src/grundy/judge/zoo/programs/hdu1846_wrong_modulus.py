# WRONG: the losing positions taken as the multiples of m, not of m + 1
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = ["second" if n % m == 0 else "first" for n, m in zip(v[1::2], v[2::2])]
sys.stdout.write("".join(line + "\n" for line in out))
