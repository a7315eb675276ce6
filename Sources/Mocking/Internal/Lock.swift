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
/// `os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere, stored in the tail of a
/// `ManagedBuffer` so the lock never moves.
final class Locked<Value>: @unchecked Sendable {
    private let buffer: LockBuffer<Value>

    init(_ value: Value) {
        buffer = LockBuffer<Value>.create(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try buffer.withLock(body)
    }
}

#if canImport(Darwin)
typealias PlatformLock = os_unfair_lock
#elseif canImport(WinSDK)
typealias PlatformLock = SRWLOCK
#else
typealias PlatformLock = pthread_mutex_t
#endif

final class LockBuffer<Value>: ManagedBuffer<Value, PlatformLock> {
    static func create(_ value: Value) -> LockBuffer<Value> {
        let buffer = Self.create(minimumCapacity: 1) { _ in value }
        buffer.withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
            #elseif canImport(WinSDK)
            InitializeSRWLock(lock)
            #else
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutex_init(lock, &attributes)
            pthread_mutexattr_destroy(&attributes)
            #endif
        }
        return unsafeDowncast(buffer, to: LockBuffer<Value>.self)
    }

    deinit {
        #if !canImport(Darwin) && !canImport(WinSDK)
        withUnsafeMutablePointerToElements { lock in
            _ = pthread_mutex_destroy(lock)
        }
        #endif
    }

    @inline(__always)
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { value, lock in
            #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            #elseif canImport(WinSDK)
            AcquireSRWLockExclusive(lock)
            defer { ReleaseSRWLockExclusive(lock) }
            #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            #endif
            return try body(&value.pointee)
        }
    }
}
