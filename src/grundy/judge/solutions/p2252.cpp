// Luogu P2252 [SHOI2002] (Wythoff's game, one position): one pair "a b";
// print 1 if the player to move wins, else 0.
//
// Theory (Wythoff 1907): with x <= y and k = y - x, (x, y) is lost iff
// x = floor(k * phi); exactly, in integers, floor(k * phi) = (k + isqrt(5 k^2)) / 2
// (a double-precision phi gets it wrong from k = 102334155 on, within the bounds).
// Width: a, b <= 10^9, so 5 k^2 < 5 * 10^18 < 2^63: 64-bit integers are exact.
#include <cstdio>
#include <cstring>

//@fastio

//@isqrt

int main() {
    u64 a, b;
    if (!readInt(a) || !readInt(b)) return 0;
    u64 x = a < b ? a : b, k = a < b ? b - a : a - b;
    put((k + isqrt(5 * k * k)) / 2 == x ? "0\n" : "1\n", 2);
    flushOut();
    return 0;
}
