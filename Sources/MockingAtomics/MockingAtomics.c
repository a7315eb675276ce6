#include "MockingAtomics.h"

_Atomic(long) _mocking_registrations = 0;
_Atomic(uint64_t) _mocking_sequence = 0;

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

/// A hint to the processor that this thread is spinning.
static inline void _mocking_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

// Drepper's "Futexes Are Tricky", mutex 3, with a short spin first: a mocked call holds the lock
// for well under a microsecond, so a thread that finds it held usually gets it without sleeping.
void _mocking_lock_wait(uint32_t *word) {
    for (int spin = 0; spin < 100; spin++) {
        _mocking_spin_pause();
        uint32_t expected = 0;
        if (__atomic_load_n(word, __ATOMIC_RELAXED) == 0
            && __atomic_compare_exchange_n(word, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            return;
        }
    }
    // Marked as held with waiters from here on: whoever releases it wakes a sleeper.
    while (__atomic_exchange_n(word, 2, __ATOMIC_ACQUIRE) != 0) {
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, 2, NULL, NULL, 0);
    }
}

void _mocking_lock_wake(uint32_t *word) {
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
