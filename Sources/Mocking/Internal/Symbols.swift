#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Looks up a symbol among the images already loaded into the process.
///
/// Mocking never links XCTest or Testing: a test binary has them loaded, a production binary
/// does not, and then every lookup simply answers `nil`.
func loadedSymbol(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
    return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)  // RTLD_DEFAULT
    #elseif canImport(Glibc) || canImport(Musl)
    guard let handle = dlopen(nil, RTLD_NOW | RTLD_NOLOAD) else { return nil }
    return dlsym(handle, name)
    #else
    return nil
    #endif
}
