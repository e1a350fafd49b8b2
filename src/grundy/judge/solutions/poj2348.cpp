// POJ 2348 (Euclid's Game): pairs "a b" to "0 0"; a move subtracts a positive
// multiple of the smaller number from the larger, staying >= 0; whoever makes
// a 0 wins; print "Stan wins" if the first player wins, else "Ollie wins".
//
// Theory (Cole and Davie 1969): with a >= b, the player to move wins if b
// divides a or a >= 2b (he chooses who faces (b, a mod b)); otherwise his move
// (a, b) -> (b, a - b) is forced.  Width: numbers below 2^31.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long a, b;
    while (readInt(a) && readInt(b)) {
        if (a == 0 && b == 0) break;
        bool stan = true;  // true while the player to move is Stan
        for (;;) {
            if (a < b) {
                unsigned long long t = a;
                a = b;
                b = t;
            }
            if (b == 0 || a % b == 0 || a >= 2 * b) break;
            a -= b;
            stan = !stan;
        }
        put(stan ? "Stan wins\n" : "Ollie wins\n");
    }
    flushOut();
    return 0;
}
