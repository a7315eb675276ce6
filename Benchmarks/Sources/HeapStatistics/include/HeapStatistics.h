#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back (glibc's `mallinfo2`, Darwin's zone
/// statistics).
size_t heap_bytes_in_use(void);

#endif
