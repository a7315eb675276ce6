import Foundation

/// An open class named like one of Foundation's, as swift-snapshot-testing declares its own
/// `PropertyListEncoder` for Linux: its generated mock, whose file imports Foundation for `Data`,
/// names it with its module (`MockingZoo.PropertyListEncoder`).
open class PropertyListEncoder {
    public init() {}
    open func encode(_ data: Data) -> Int { data.count }
}
