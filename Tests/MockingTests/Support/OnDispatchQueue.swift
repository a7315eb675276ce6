import Dispatch

/// Waits for `work` on a Dispatch queue, which carries no task-local values.
func onDispatchQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}
