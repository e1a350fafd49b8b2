# WRONG: the range of n found with floating-point logarithms: at n = 18^3 = 5832 the rounding picks the wrong side
import math
import sys

out = []
for n in map(int, sys.stdin.buffer.read().split()):
    k = math.ceil(math.log(n) / math.log(18)) - 1  # 18^k < n <= 18^(k+1), in floats
    out.append("Stan wins." if n <= 9 * 18.0 ** k else "Ollie wins.")
sys.stdout.write("".join(line + "\n" for line in out))
