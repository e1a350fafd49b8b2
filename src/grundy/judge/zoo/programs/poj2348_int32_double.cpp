// WRONG: a >= 2 * b tested in 32-bit ints: 2b overflows once b >= 2^30 (2147483647 2147483646 is Ollie's)
#include <cstdio>
int main() {
    int a, b;
    while (scanf("%d %d", &a, &b) == 2 && (a != 0 || b != 0)) {
        bool stan = true;  // true while the player to move is Stan
        while (true) {
            if (a < b) { int t = a; a = b; b = t; }
            int twice = (int)(2u * (unsigned)b);  // what 'int twice = 2 * b' leaves
            if (b == 0 || a % b == 0 || a >= twice) break;
            a -= b;
            stan = !stan;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
