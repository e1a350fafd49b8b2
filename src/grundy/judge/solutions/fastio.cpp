// Input: whitespace-separated tokens (spaces, tabs, CR, LF, blank lines), read
// with fread in blocks of 64 KiB; output gathered in a buffer and written with fwrite.
static char ibuf[1 << 16];
static size_t ilen = 0, ipos = 0;

static inline int readChar() {
    if (ipos == ilen) {
        ilen = fread(ibuf, 1, sizeof ibuf, stdin);
        ipos = 0;
        if (ilen == 0) return -1;
    }
    return (unsigned char)ibuf[ipos++];
}

// The next non-negative integer of the input into x; false at the end of the input.
static inline bool readInt(unsigned long long &x) {
    int c = readChar();
    while (c != -1 && (c < '0' || c > '9')) c = readChar();
    if (c == -1) return false;
    x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (unsigned)(c - '0');
        c = readChar();
    }
    return true;
}

static char obuf[1 << 16];
static size_t olen = 0;

static inline void flushOut() {
    fwrite(obuf, 1, olen, stdout);
    olen = 0;
}

static inline void put(const char *s, size_t n) {
    if (olen + n > sizeof obuf) {
        flushOut();
        if (n > sizeof obuf) {
            fwrite(s, 1, n, stdout);
            return;
        }
    }
    memcpy(obuf + olen, s, n);
    olen += n;
}

static inline void put(const char *s) { put(s, strlen(s)); }

static inline void putNumber(unsigned long long x) {
    char digits[20];
    size_t n = sizeof digits;
    do {
        digits[--n] = char('0' + x % 10);
        x /= 10;
    } while (x);
    put(digits + n, sizeof digits - n);
}
