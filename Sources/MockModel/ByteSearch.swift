#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Where `needle` is first found in `bytes` at or after `start`, searched by the C library's
/// `memchr` and `memcmp`: the plugin and this module are built unoptimised in a debug build, where
/// a loop over text in Swift costs about a hundred instructions a byte.
package func firstRange(of needle: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int = 0) -> Range<Int>? {
    guard !needle.isEmpty, let base = bytes.baseAddress else { return nil }
    return needle.withUnsafeBytes { needle -> Range<Int>? in
        // The last index the needle can start at, plus one.
        let starts = bytes.count - needle.count + 1
        var searched = start
        while searched < starts {
            guard let found = memchr(base + searched, Int32(needle[0]), starts - searched) else { return nil }
            let index = base.distance(to: UnsafeRawPointer(found))
            if memcmp(found, needle.baseAddress!, needle.count) == 0 { return index..<(index + needle.count) }
            searched = index + 1
        }
        return nil
    }
}
