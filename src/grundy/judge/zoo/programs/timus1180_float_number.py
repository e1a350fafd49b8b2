# WRONG: N read as a floating-point number: beyond 2^53 its residue mod 3 is lost
import sys

r = int(float(sys.stdin.buffer.read().split()[0])) % 3
print(f"1\n{r}" if r else "2")
