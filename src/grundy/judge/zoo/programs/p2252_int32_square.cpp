// WRONG: 5k^2 kept in a 32-bit int: it overflows from k = 20725 on, and the P-positions beyond are missed
#include <cstdio>
int main() {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 0;
    if (a > b) { long long t = a; a = b; b = t; }
    int k = (int)(b - a);
    int s = (int)(5u * (unsigned)k * (unsigned)k);  // what 'int s = 5 * k * k' leaves
    long long lo = 0, hi = 3037000499LL;  // isqrt(s), exactly, by bisection
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (mid * mid <= s) lo = mid; else hi = mid - 1;
    }
    printf("%d\n", a == (k + lo) / 2 ? 0 : 1);
    return 0;
}
