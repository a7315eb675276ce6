import Foundation

/// Runs the jobs of an async call on the calling thread, without Swift's thread pool: valgrind
/// 3.19 stops with an internal error as that pool starts its threads, so `profile async` drives
/// its task through this executor instead.
final class InlineExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    /// Runs `operation` to its end on this thread and returns what it returned.
    func run<Result: Sendable>(_ operation: @escaping @Sendable () async throws -> Result) throws -> Result {
        let outcome = Outcome<Result>()
        Task.detached(executorPreference: self) {
            do { outcome.set(.success(try await operation())) } catch { outcome.set(.failure(error)) }
        }
        while true {
            if let result = outcome.value { return try result.get() }
            let ready = lock.withLock {
                defer { jobs.removeAll() }
                return jobs
            }
            for job in ready { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }

    private final class Outcome<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Swift.Result<Value, any Error>?

        var value: Swift.Result<Value, any Error>? { lock.withLock { stored } }

        func set(_ result: Swift.Result<Value, any Error>) { lock.withLock { stored = result } }
    }
}
