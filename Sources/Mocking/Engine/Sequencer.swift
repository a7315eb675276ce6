import MockingAtomics

/// Hands out the global sequence numbers that order messages across every mock in the process.
enum Sequencer {
    /// The next number; strictly increasing across all threads (one atomic add).
    @inline(__always)
    static func next() -> UInt64 {
        _mocking_sequence_next()
    }
}
