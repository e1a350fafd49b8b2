// POJ 1067 / HDU 1527 (Wythoff's game): pairs "a b" to the end of the input;
// print 1 if the player to move wins, else 0.
//
// Theory (Wythoff 1907): with x <= y and k = y - x, (x, y) is lost for the
// player to move iff x = floor(k * phi), phi = (1 + sqrt 5) / 2.  No floating
// point: 2 k phi = k + sqrt(5 k^2), so with u = 2x - k the test x <= k phi < x + 1
// reads u <= sqrt(5 k^2) < u + 2, and squaring (fails at once when u < 0) gives
//     lost  <=>  0 <= D < 4u + 4,   D = 5k^2 - u^2.
// Width: piles up to 10^9 < 2^30, so 5k^2 < 5 * 2^60 and u^2 < 2^62: |D| < 2^63,
// every intermediate fits a signed 64-bit integer exactly.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long a, b;
    while (readInt(a) && readInt(b)) {
        long long x = (long long)(a < b ? a : b);
        long long k = (long long)(a < b ? b - a : a - b);
        long long u = 2 * x - k;
        long long d = 5 * k * k - u * u;
        put(d >= 0 && d < 4 * u + 4 ? "0\n" : "1\n", 2);
    }
    flushOut();
    return 0;
}
