// WRONG: N read into a 64-bit unsigned integer (strtoull saturates at 2^64 - 1): N of 2^64 or more
#include <cstdio>
#include <cstdlib>
int main() {
    static char s[300];
    if (scanf("%299s", s) != 1) return 0;
    unsigned long long n = strtoull(s, nullptr, 10);
    int r = (int)(n % 3);
    if (r) printf("1\n%d\n", r);
    else printf("2\n");
    return 0;
}
