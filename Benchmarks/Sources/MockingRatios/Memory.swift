import HeapStatistics

/// Bytes per operation that `body` leaves allocated, over `count` operations.
func retainedBytes<T>(per count: Int, _ body: () -> T) -> (bytes: Double, kept: T) {
    let before = heap_bytes_in_use()
    let kept = body()
    let after = heap_bytes_in_use()
    return ((Double(after) - Double(before)) / Double(count), kept)
}
