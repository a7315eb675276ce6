#include "HeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#else
#include <malloc.h>

size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    // Small blocks from the arenas plus the large ones glibc maps on their own (big arrays).
    return info.uordblks + info.hblkhd;
}
#endif
