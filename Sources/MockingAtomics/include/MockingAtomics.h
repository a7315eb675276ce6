#ifndef MOCKING_ATOMICS_H
#define MOCKING_ATOMICS_H

// The one counter an instrumented (@Stubbable) call reads before its real body: how many real
// objects and types tests have registered. In C so that reading it is a single relaxed atomic
// load on every platform and deployment target, inlined into the caller.

#include <stdatomic.h>

extern _Atomic(long) _mocking_registrations;

/// The number of registrations now (a relaxed load: the registry's lock orders the rest).
static inline long _mocking_registrations_load(void) {
    return atomic_load_explicit(&_mocking_registrations, memory_order_relaxed);
}

/// Adds `delta` (+1 or -1) to the count; the registry calls it under its lock.
static inline void _mocking_registrations_add(long delta) {
    atomic_fetch_add_explicit(&_mocking_registrations, delta, memory_order_relaxed);
}

#endif
