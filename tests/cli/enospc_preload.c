/* Injected "disk full" for the reliability test where it cannot mount a small filesystem:
 * loaded with LD_PRELOAD, write() and writev() on files under $FOLIO_TEST_ENOSPC_DIR fail with
 * ENOSPC, as on a full disk. Everything else is passed to the C library. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

static int underFullDirectory(int fd) {
    const char* dir = getenv("FOLIO_TEST_ENOSPC_DIR");
    if (!dir || !*dir) return 0;
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    const ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0) return 0;
    target[n] = '\0';
    return strncmp(target, dir, strlen(dir)) == 0;
}

ssize_t write(int fd, const void* buffer, size_t count) {
    static ssize_t (*real)(int, const void*, size_t);
    if (!real) real = (ssize_t(*)(int, const void*, size_t))dlsym(RTLD_NEXT, "write");
    if (count > 0 && underFullDirectory(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return real(fd, buffer, count);
}

ssize_t writev(int fd, const struct iovec* iov, int iovcnt) {
    static ssize_t (*real)(int, const struct iovec*, int);
    if (!real) real = (ssize_t(*)(int, const struct iovec*, int))dlsym(RTLD_NEXT, "writev");
    if (iovcnt > 0 && underFullDirectory(fd)) {
        errno = ENOSPC;
        return -1;
    }
    return real(fd, iov, iovcnt);
}
