# WRONG: writes 'Case i:first' without the space after the colon (HDU compares bytes)
import sys

v = [int(t) for t in sys.stdin.buffer.read().split()]
out = [f"Case {i}:{'first' if k >= n or (k == 1 and n % 2) else 'second'}"
       for i, (n, k) in enumerate(zip(v[1::2], v[2::2]), 1)]
sys.stdout.write("".join(line + "\n" for line in out))
