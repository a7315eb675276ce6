#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

// Defaults for Foundation's everyday value types, chosen so that no test mistakes them for real
// data: the Unix epoch, `about:blank`, the nil UUID, the POSIX locale, GMT and a Gregorian
// calendar in both. `Data`, `Decimal`, `TimeInterval`, `IndexPath` and `CharacterSet` have theirs
// from the standard library's protocols already (empty, zero). Internal, like `BuiltInDefault`
// itself: they add no members to these types in modules that import Mocking.
#if canImport(FoundationEssentials) || canImport(Foundation)
extension Date: BuiltInDefault {
    static var builtInDefault: Date { Date(timeIntervalSince1970: 0) }
}

extension URL: BuiltInDefault {
    static var builtInDefault: URL { URL(string: "about:blank") ?? URL(fileURLWithPath: "/") }
}

extension UUID: BuiltInDefault {
    static var builtInDefault: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

extension Locale: BuiltInDefault {
    static var builtInDefault: Locale { Locale(identifier: "en_US_POSIX") }
}

extension TimeZone: BuiltInDefault {
    static var builtInDefault: TimeZone { TimeZone(secondsFromGMT: 0) ?? TimeZone(identifier: "GMT") ?? .current }
}

extension Calendar: BuiltInDefault {
    static var builtInDefault: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .builtInDefault
        calendar.locale = .builtInDefault
        return calendar
    }
}

extension DateComponents: BuiltInDefault {
    static var builtInDefault: DateComponents { DateComponents() }
}

extension URLComponents: BuiltInDefault {
    static var builtInDefault: URLComponents { URLComponents() }
}
#endif
