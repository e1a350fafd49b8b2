// CSES 1098 (Nim Game II): t tests, each n and n heaps, a move takes 1, 2 or
// 3 sticks from one heap; print first if the player to move wins, else second.
//
// Theory (Sprague-Grundy): one heap of x is the subtraction game {1, 2, 3},
// whose Grundy value is x mod 4 (from x the moves reach the three other
// residues); the player to move loses iff the XOR of the x mod 4 is 0.
// Width: only x mod 4 is kept, read from the digits, so heaps of any size fit.
#include <cstdio>
#include <cstring>

//@fastio

// The next number's value mod 4, read from its digits; false at the end of the input.
static bool readMod4(unsigned &r) {
    int c = readChar();
    while (c != -1 && (c < '0' || c > '9')) c = readChar();
    if (c == -1) return false;
    r = 0;
    while (c >= '0' && c <= '9') {
        r = (r * 10 + (unsigned)(c - '0')) & 3;
        c = readChar();
    }
    return true;
}

int main() {
    unsigned long long t, n;
    unsigned r;
    if (!readInt(t)) return 0;
    for (unsigned long long c = 0; c < t; c++) {
        if (!readInt(n)) break;
        unsigned s = 0;
        for (unsigned long long i = 0; i < n && readMod4(r); i++) s ^= r;
        put(s ? "first\n" : "second\n");
    }
    flushOut();
    return 0;
}
