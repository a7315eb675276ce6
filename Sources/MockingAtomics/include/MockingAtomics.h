#ifndef MOCKING_ATOMICS_H
#define MOCKING_ATOMICS_H

// The runtime's two counters and (on Linux) its lock, in C so that each use is a single atomic
// instruction on every platform and deployment target, inlined into the caller:
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

#if defined(__linux__)
// The mocks' lock on Linux: a futex word (0 free, 1 held, 2 held with threads waiting), taken and
// released with one atomic instruction each when no other thread wants it; glibc's
// `pthread_mutex_lock`/`unlock` spend about 55 instructions on the same (a mocked call takes the
// lock once). A thread that finds it held spins briefly, then sleeps on the futex. The builtins
// work on a plain `uint32_t`, so Swift allocates the word as one.

/// Sleeps until the lock is free and takes it (as held with waiters, so its release wakes another).
void _mocking_lock_wait(uint32_t *word);
/// Wakes one thread waiting for the lock.
void _mocking_lock_wake(uint32_t *word);

/// Takes the lock.
static inline void _mocking_lock(uint32_t *word) {
    uint32_t expected = 0;
    if (!__atomic_compare_exchange_n(word, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        _mocking_lock_wait(word);
    }
}

/// Releases the lock, waking one waiting thread if there is one.
static inline void _mocking_unlock(uint32_t *word) {
    if (__atomic_exchange_n(word, 0, __ATOMIC_RELEASE) == 2) {
        _mocking_lock_wake(word);
    }
}
#endif

#endif
