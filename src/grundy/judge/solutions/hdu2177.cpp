// HDU 2177 (Wythoff's game, with the winning moves): lines "a b" to "0 0";
// print 0 for a lost position, else 1 and, one per line, the position "x y"
// (x <= y) each winning move leaves: first the move on both piles, then the
// move on the first pile, then on the second (once only when a = b).
//
// Theory (Wythoff 1907): the lost positions are (a_k, a_k + k) with
// a_k = floor(k * phi) = (k + isqrt(5 k^2)) / 2, in integers.  The lower numbers
// a_j and the upper ones b_j = a_j + j partition the positive integers (Beatty),
// and c(v) = floor((v + 1) phi) - (v + 1) of the lower ones are at most v: v is
// a lower one iff floor((v + 1) phi) - floor(v phi) = 2, its partner then v + c(v),
// else its partner is c(v).  From (a, b), with k = |a - b|: taking from both
// piles wins iff a_k < min(a, b), leaving (a_k, a_k + k); taking from pile a
// wins iff b's partner is below a.
// Width: piles up to 10^6, so 5 (v + 1)^2 < 2^43: 64-bit integers are exact.
#include <cstdio>
#include <cstring>

//@fastio

//@isqrt

static u64 floorPhi(u64 n) { return (n + isqrt(5 * n * n)) / 2; }

// The other pile of the lost position that holds v (0 for 0).
static u64 partner(u64 v) {
    if (v == 0) return 0;
    u64 f = floorPhi(v + 1), c = f - (v + 1);
    return f - floorPhi(v) == 2 ? v + c : c;
}

static void putPair(u64 x, u64 y) {
    if (x > y) {
        u64 t = x;
        x = y;
        y = t;
    }
    putNumber(x);
    put(" ", 1);
    putNumber(y);
    put("\n", 1);
}

int main() {
    u64 a, b;
    while (readInt(a) && readInt(b)) {
        if (a == 0 && b == 0) break;
        u64 x = a < b ? a : b, k = a < b ? b - a : a - b;
        u64 ak = floorPhi(k);
        if (ak == x) {
            put("0\n", 2);
            continue;
        }
        put("1\n", 2);
        if (ak < x) putPair(ak, ak + k);
        u64 pb = partner(b);
        if (pb < a) putPair(pb, b);
        if (a != b) {
            u64 pa = partner(a);
            if (pa < b) putPair(pa, a);
        }
    }
    flushOut();
    return 0;
}
