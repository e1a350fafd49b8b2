// HDU 3032 (Nim or not Nim?): T cases, each N and N heaps; a move takes any
// number from one heap or splits a heap into two non-empty heaps; print Alice
// if the player to move wins, else Bob.
//
// Theory (Lasker's Nim, Winning Ways ch. 4): the Grundy value of a heap of x is
// x when x mod 4 is 1 or 2, x + 1 when x mod 4 = 3, x - 1 when x mod 4 = 0
// (x > 0); the player to move loses iff the XOR of the values is 0.
// Width: heaps up to 2^31 - 1, whose value 2^31 leaves a 32-bit int: 64-bit here.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    unsigned long long t, n, x;
    if (!readInt(t)) return 0;
    for (unsigned long long c = 0; c < t; c++) {
        if (!readInt(n)) break;
        unsigned long long s = 0;
        for (unsigned long long i = 0; i < n && readInt(x); i++) {
            unsigned long long r = x & 3;
            s ^= r == 3 ? x + 1 : r == 0 && x ? x - 1 : x;
        }
        put(s ? "Alice\n" : "Bob\n");
    }
    flushOut();
    return 0;
}
