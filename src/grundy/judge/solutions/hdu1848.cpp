// HDU 1848 (Fibonacci again and again): lines "m n p" to "0 0 0", three piles,
// a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one pile; print Fibo
// if the player to move wins, else Nacci.
//
// Theory (Sprague-Grundy): each pile is the subtraction game with the Fibonacci
// move set; its Grundy values g(h) = mex{g(h - f) : f Fibonacci, f <= h} are
// computed up to the largest pile, and the player to move loses iff
// g(m) XOR g(n) XOR g(p) = 0.  Width: piles up to 1000.
#include <cstdio>
#include <cstring>
#include <vector>

//@fastio

static std::vector<unsigned> fib, g(1, 0);

// g(h), the table extended as far as h.
static unsigned grundy(unsigned long long h) {
    while (g.size() <= h) {
        size_t x = g.size();
        while (fib.back() <= x) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
        std::vector<bool> seen(fib.size() + 2, false);
        for (unsigned f : fib) {
            if (f > x) break;
            if (g[x - f] < seen.size()) seen[g[x - f]] = true;
        }
        unsigned v = 0;
        while (seen[v]) v++;
        g.push_back(v);
    }
    return g[h];
}

int main() {
    fib = {1, 2};
    unsigned long long m, n, p;
    while (readInt(m) && readInt(n) && readInt(p)) {
        if (m == 0 && n == 0 && p == 0) break;
        put((grundy(m) ^ grundy(n) ^ grundy(p)) ? "Fibo\n" : "Nacci\n");
    }
    flushOut();
    return 0;
}
