// HDU 2516 (Fibonacci Nim): one pile n per line, to a lone 0; the first move
// takes any number but not all, each later move 1 to twice the move before;
// print "Second win" if the first player loses, else "First win".
//
// Theory (Whinihan 1963, through Zeckendorf representations): the first player
// loses iff n is a Fibonacci number; otherwise he takes the smallest term of
// n's Zeckendorf representation.  Width: n < 2^31; the Fibonacci numbers below
// 2^32 fit in 64-bit integers.
#include <cstdio>
#include <cstring>

//@fastio

static bool isFibonacci(unsigned long long n) {
    unsigned long long a = 1, b = 2;
    while (a < n) {
        unsigned long long c = a + b;
        a = b;
        b = c;
    }
    return a == n;
}

int main() {
    unsigned long long n;
    while (readInt(n) && n != 0) put(isFibonacci(n) ? "Second win\n" : "First win\n");
    flushOut();
    return 0;
}
