typedef unsigned long long u64;

// floor(sqrt(n)) by Newton's method on integers.
static u64 isqrt(u64 n) {
    if (n < 2) return n;
    u64 x = n, y = n / 2 + 1;
    while (y < x) {
        x = y;
        y = (x + n / x) / 2;
    }
    return x;
}
