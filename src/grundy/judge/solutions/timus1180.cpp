// Timus 1180 (Stone Game): one heap of N <= 10^250, a move takes a power of two;
// print 1 and, on a second line, the least winning first move, or 2 if the
// player to move loses.
//
// Theory: no power of two is a multiple of 3, and 1 and 2 are powers of two, so
// the multiples of 3 are exactly the lost positions; otherwise the least winning
// move is N mod 3 (1 or 2).  Width: N has up to 251 digits, far past 64 bits;
// only N mod 3 is needed, which is the sum of its digits mod 3.
#include <cstdio>
#include <cstring>

//@fastio

int main() {
    int c = readChar();
    while (c != -1 && (c < '0' || c > '9')) c = readChar();
    unsigned r = 0;
    while (c >= '0' && c <= '9') {
        r = (r + (unsigned)(c - '0')) % 3;
        c = readChar();
    }
    put(r == 0 ? "2\n" : r == 1 ? "1\n1\n" : "1\n2\n");
    flushOut();
    return 0;
}
