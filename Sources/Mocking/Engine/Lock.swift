import MockingAtomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WinSDK)
import WinSDK
#endif

/// A value guarded by a mutex of our own, so deployment targets stay below Synchronization's.
///
/// `os_unfair_lock` on Apple platforms, an `SRWLOCK` on Windows, a futex word on Linux
/// (MockingAtomics: one atomic instruction to take and one to release when no other thread wants
/// it), `pthread_mutex_t` elsewhere. The value and the lock live in memory of their own, allocated
/// once, so neither ever moves and the value is reached without an exclusivity check.
final class Locked<Value>: @unchecked Sendable {
    private let value: UnsafeMutablePointer<Value>
    private let mutex: UnsafeMutablePointer<PlatformLock>

    init(_ initial: Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initial)
        mutex = .allocate(capacity: 1)
        #if canImport(Darwin)
        mutex.initialize(to: os_unfair_lock())
        #elseif canImport(WinSDK)
        InitializeSRWLock(mutex)
        #elseif os(Linux)
        mutex.initialize(to: 0)
        #else
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        #endif
    }

    deinit {
        #if !canImport(Darwin) && !canImport(WinSDK) && !os(Linux)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&value.pointee)
    }

    /// Takes the lock, for the one path that cannot afford ``withLock(_:)``'s closure: the call
    /// of a mocked requirement, which an unoptimised build would otherwise pay a generic closure
    /// layer for. Touch ``lockedValue`` only until ``unlock()``.
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        #elseif canImport(WinSDK)
        AcquireSRWLockExclusive(mutex)
        #elseif os(Linux)
        _mocking_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex)
        #elseif canImport(WinSDK)
        ReleaseSRWLockExclusive(mutex)
        #elseif os(Linux)
        _mocking_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// The value, while the caller holds the lock (``lock()``).
    var lockedValue: UnsafeMutablePointer<Value> { value }

    /// ``lock()``, then ``lockedValue``: one call where a caller holding this in a property would
    /// retain and release it twice in an unoptimised build.
    func lockAndHandOut() -> UnsafeMutablePointer<Value> {
        lock()
        return value
    }
}

#if canImport(Darwin)
typealias PlatformLock = os_unfair_lock
#elseif canImport(WinSDK)
typealias PlatformLock = SRWLOCK
#elseif os(Linux)
/// The futex word of MockingAtomics' lock: 0 free, 1 held, 2 held with threads waiting.
typealias PlatformLock = UInt32
#else
typealias PlatformLock = pthread_mutex_t
#endif
