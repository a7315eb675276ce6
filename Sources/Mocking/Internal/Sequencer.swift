/// Hands out the global sequence numbers that order messages across every mock in the process.
enum Sequencer {
    private static let counter = Locked<UInt64>(0)

    /// The next number; strictly increasing across all threads.
    static func next() -> UInt64 {
        counter.withLock { value in
            value &+= 1
            return value
        }
    }
}
