#ifndef MOCKING_ATOMICS_H
#define MOCKING_ATOMICS_H

// The runtime's two counters, in C so that each use is a single atomic instruction on every
// platform and deployment target, inlined into the caller:
// - how many real objects and types tests have registered, which an instrumented (@Stubbable)
//   call reads before its real body;
// - the global sequence number that orders recorded calls across mocks.

#include <stdatomic.h>
#include <stdint.h>

extern _Atomic(long) _mocking_registrations;

/// The number of registrations now (a relaxed load: the registry's lock orders the rest).
static inline long _mocking_registrations_load(void) {
    return atomic_load_explicit(&_mocking_registrations, memory_order_relaxed);
}

/// Adds `delta` (+1 or -1) to the count; the registry calls it under its lock.
static inline void _mocking_registrations_add(long delta) {
    atomic_fetch_add_explicit(&_mocking_registrations, delta, memory_order_relaxed);
}

extern _Atomic(uint64_t) _mocking_sequence;

/// The next sequence number: strictly increasing across all threads, starting at 1.
static inline uint64_t _mocking_sequence_next(void) {
    return atomic_fetch_add_explicit(&_mocking_sequence, 1, memory_order_relaxed) + 1;
}

#endif
