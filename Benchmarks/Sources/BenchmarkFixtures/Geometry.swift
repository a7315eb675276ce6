import Mocking

/// A real class, instrumented in this optimised build.
@Stubbable(compiledWhen: "MOCKING")
public final class InstrumentedGeometry {
    let offset: Int

    public init(offset: Int) {
        self.offset = offset
    }

    @inline(never)
    public func area(width: Int, height: Int) -> Int { width &* height &+ offset }
}

/// The same class with a method that keeps code coverage: it begins with `#stubbed()`.
@Stubbable(compiledWhen: "MOCKING")
public final class CoverageKeepingGeometry {
    let offset: Int

    public init(offset: Int) {
        self.offset = offset
    }

    @inline(never)
    public func area(width: Int, height: Int) -> Int {
        if let answer: Int = #stubbed() { return answer }
        return width &* height &+ offset
    }
}

/// The same class without the instrumentation: the baseline.
public final class PlainGeometry {
    let offset: Int

    public init(offset: Int) {
        self.offset = offset
    }

    @inline(never)
    public func area(width: Int, height: Int) -> Int { width &* height &+ offset }
}

@inline(never)
public func areas(_ geometry: InstrumentedGeometry, count: Int) -> Int {
    var total = 0
    for width in 0..<count { total &+= geometry.area(width: width, height: 3) }
    return total
}

@inline(never)
public func areas(_ geometry: PlainGeometry, count: Int) -> Int {
    var total = 0
    for width in 0..<count { total &+= geometry.area(width: width, height: 3) }
    return total
}

@inline(never)
public func areas(_ geometry: CoverageKeepingGeometry, count: Int) -> Int {
    var total = 0
    for width in 0..<count { total &+= geometry.area(width: width, height: 3) }
    return total
}
