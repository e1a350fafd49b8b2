// WRONG: the piles are read into 32-bit ints (scanf "%d"): a pile of 2^32 or more is another pile
#include <cstdio>
#include <vector>
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        std::vector<int> a(m);
        int x = 0;
        for (int i = 0; i < m; i++) {
            long long v;
            scanf("%lld", &v);
            a[i] = (int)(unsigned int)(unsigned long long)v;  // what %d leaves for a larger number
            x ^= a[i];
        }
        if (x == 0) { printf("No\n"); continue; }
        printf("Yes\n");
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
