import Foundation
import Mocking
import Testing

#if GENERATED_ZOO
@_spi(ZooPlatform) @testable import MockingZoo
#endif

/// Drives the zoo's generated mocks: each kind of requirement through stub, expect, received and
/// capture.
@Suite struct ZooMethodTests {
    @Test func repeatedArgumentLabelsRecordDistinctTupleLabels() {
        // A tuple cannot repeat a label: the second `by` records its parameter name, and the last
        // parameter, named like a label already used, records no label.
        let stepper = ZooStepperMock()
        let steps = stepper.capture.step(by: .any, by: .any, .any)
        stepper.stub.step(by: 1, by: .any, .any).andCall { x, y, flag in flag ? x + y : 0 }
        #expect(stepper.step(by: 1, by: 2, true) == 3)
        #expect(steps.argument?.by == 1)
        #expect(steps.argument?.y == 2)
        #expect(steps.argument?.2 == true)
        stepper.received.step(by: 1, by: 2, true).once()
    }

    @Test func opaqueParametersAreRecordedAsExistentialsAtEveryPosition() async throws {
        let opaque = ZooOpaqueMock()
        opaque.stub.respond(to: .any, context: .any).andCall { request, context in "\(request) in \(context.name)" }
        opaque.stub.pair(.any, .where { $0.name == "test" }, flag: .any).andReturn(2)
        opaque.stub.fail(with: .any, code: .any).andCall { error, code in error == nil && code == 0 }
        opaque.stub.gather(.any, into: .any).andCall { contexts, _ in contexts.count }
        opaque.stub.first(.any, then: .any).andCall { context, name in "\(context.name), then \(name)" }
        let contexts = opaque.capture.respond(to: .any, context: .any)

        // Two concrete types through one requirement: one signature, one stub answers both.
        #expect(opaque.respond(to: "GET", context: ZooRequestContext()) == "GET in request")
        #expect(opaque.respond(to: "PUT", context: ZooTestContext()) == "PUT in test")
        #expect(opaque.pair(ZooRequestContext(), ZooTestContext(), flag: true) == 2)
        #expect(opaque.pair(ZooTestContext(), ZooTestContext(), flag: false) == 2)
        #expect(opaque.fail(with: ZooDecodeError.corrupt, code: 0) == false)
        #expect(opaque.fail(with: ZooUploadError?.none, code: 0) == true)
        #expect(opaque.gather([ZooRequestContext(), ZooRequestContext()], into: "all") == 2)
        #expect(opaque.gather([ZooTestContext()], into: "all") == 1)
        #expect(try await opaque.first(ZooTestContext(), then: "more") == "test, then more")

        #expect(contexts.arguments.map(\.context.name) == ["request", "test"])
        opaque.received.respond(to: .any, context: .where { $0 is ZooTestContext }).once()
        opaque.received.pair(.any, .any, flag: .any).times(2)
        opaque.received.fail(with: .any, code: 0).times(2)
        opaque.received.gather(.where { $0.count == 2 }, into: "all").once()
    }

    /// Ordinary generic expressions over a concrete mock's members type-check as over a
    /// hand-written mock: the mock declares the protocol's members and not its builders, so
    /// Swift opens the existential each returns.
    @Test func aConcreteMocksMembersGoStraightIntoGenericCode() async throws {
        let sequences = ZooSequencesMock()
        sequences.stub.ints().andReturn([1, 2, 3])
        sequences.stub.names(startingWith: .any).andCall { prefix in [prefix + "a", prefix + "b"] }
        sequences.stub.pairs.get.andReturn([7, 8])
        sequences.stub[.any].get.andCall { bucket in [bucket, bucket * 10] }
        sequences.stub.rows().andReturn([4, 5])

        #expect(Array(sequences.ints()) == [1, 2, 3])
        #expect(Set(sequences.names(startingWith: "x")) == ["xa", "xb"])
        #expect(Array(sequences.pairs).map { $0 + 1 } == [8, 9])
        #expect(Array(sequences[2]) == [2, 20])
        #expect(try await Array(sequences.rows()) == [4, 5])
        #expect(String(describing: Array(sequences.ints())) == "[1, 2, 3]")
        #expect(
            zip(Array(sequences.ints()), Array(sequences.names(startingWith: ""))).map { "\($0)\($1)" } == ["1a", "2b"])
        #expect(sequences.ints().map { $0 * 2 } == [2, 4, 6])
        #expect(Array(sequences.ints().reversed()) == [3, 2, 1])
        sequences.received.ints().times(5)
    }

    @Test func syncAsyncAndThrowingMethods() async throws {
        let counter = ZooCounterMock()
        let loader = ZooLoaderMock()
        let parser = ZooParserMock()
        let fetcher = ZooFetcherMock()
        counter.stub.count().andReturn(1, 2)
        loader.expect.load().andReturn("loaded").once()
        parser.stub.parse("x").andThrow(ZooDecodeError.corrupt)
        parser.stub.parse("42").andCall { Int($0) ?? 0 }
        let fetches = fetcher.capture.fetch(id: .any)
        fetcher.stub.fetch(id: .any).andCall { id in "item \(id)" }

        #expect(counter.count() == 1)
        #expect(counter.count() == 2)
        #expect(await loader.load() == "loaded")
        #expect(throws: ZooDecodeError.corrupt) { try parser.parse("x") }
        #expect(try parser.parse("42") == 42)
        #expect(try await fetcher.fetch(id: 7) == "item 7")

        loader.verify()
        counter.received.count().times(2)
        parser.received.parse(.any).times(2)
        #expect(fetches.arguments == [7])
    }

    @Test func typedThrowsAcceptOnlyTheirErrorType() async {
        let decoder = ZooDecoderMock()
        let uploader = ZooUploaderMock()
        decoder.stub.decode([]).andThrow(.empty)
        decoder.stub.decode([1]).andCall { bytes throws(ZooDecodeError) in
            guard bytes.count > 1 else { throw .corrupt }
            return "never"
        }
        uploader.stub.upload(.any).andThrow(.offline)

        #expect(throws: ZooDecodeError.empty) { try decoder.decode([]) }
        do {
            _ = try decoder.decode([1])
            Issue.record("expected a throw")
        } catch {
            #expect(error == .corrupt)  // `error` is a ZooDecodeError: typed all the way
        }
        await #expect(throws: ZooUploadError.offline) { try await uploader.upload(3) }
        decoder.received.decode(.any).times(2)
    }

    @Test func strictTypedThrowsMockAnswersTheDefaultInsteadOfThrowingAForeignError() {
        let line = currentLine(); let decoder = ZooDecoderMock()
        let failures = recordedFailures {
            #expect((try? decoder.decode([9])) == "")
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooDecoderMock:
                          decode([9])
                        Nothing stubs or expects 'decode(_:)' on this mock.
                        """, line: line)
            ])
    }

    @Test func rethrowsRequirementRunsTheClosureAndRethrowsItsError() {
        let transformer = ZooTransformerMock()
        transformer.stub.transform(.any, .any).andCall { values, body in try values.map { try body($0) } }

        #expect(transformer.transform([1, 2]) { $0 * 10 } == [10, 20])
        // The caller's closure threw: its error reaches the caller, who passed a throwing closure.
        #expect(throws: ZooDecodeError.corrupt) { try transformer.transform([1]) { _ in throw ZooDecodeError.corrupt } }
    }

    @Test func overloadsByLabelAndByType() {
        let mover = ZooMoverMock()
        let converter = ZooConverterMock()
        mover.stub.move(to: .any)
        mover.stub.move(by: .any)
        converter.stub.convert(.value(1) as Mocking.Arg<Int>).andReturn("one")
        converter.stub.convert(.value("a") as Mocking.Arg<String>).andReturn("A")
        converter.stub.convert(.value(1) as Mocking.Arg<Int>).andReturn(100)

        mover.move(to: 3)
        mover.move(by: 1)
        mover.move(by: 2)
        let text: String = converter.convert(1)
        let number: Int = converter.convert(1)

        #expect(text == "one")
        #expect(number == 100)
        #expect(converter.convert("a") == "A")
        mover.received.move(to: 3).once()
        mover.received.move(by: .any).times(2)
    }

    @Test func manyParametersOptionalsTuplesAndNestedGenerics() {
        let configurable = ZooManyParametersMock(.null)
        let finder = ZooOptionalReturnMock(.null)
        let bounds = ZooTupleReturnMock()
        let store = ZooNestedGenericsMock()
        let keyword = ZooKeywordNameMock()
        bounds.stub.bounds().andReturn((min: 1, max: 9))
        store.stub.store(.any).andCall { Set($0.keys) }
        keyword.stub.default().andReturn(5)

        configurable.configure(a: 1, b: "b", c: 2.5, d: true, e: [3])
        #expect(finder.find(1) == nil)
        #expect(bounds.bounds() == (min: 1, max: 9))
        #expect(store.store(["a": [1]]) == ["a"])
        #expect(keyword.default() == 5)
        configurable.received.configure(a: 1, b: "b", c: 2.5, d: true, e: .value([3])).once()
    }
}

@Suite struct ZooParameterTests {
    @Test func inoutParametersAreRecordedWithTheirValueOnEntry() {
        let incrementer = ZooIncrementerMock()
        let increments = incrementer.capture.increment(.any)
        incrementer.stub.increment(.where { $0 >= 0 })
        var value = 4

        incrementer.increment(&value)

        #expect(value == 4)
        #expect(increments.argument == 4)
        incrementer.received.increment(4).once()
    }

    @Test func variadicParametersArriveAsAnArray() {
        let logger = ZooLoggerMock()
        logger.expect.log(["a", "b"]).once()
        logger.stub.log(.where { $0.isEmpty })

        logger.log("a", "b")
        logger.log()

        logger.verify()
        logger.received.log(.any).times(2)
    }

    @Test func escapingClosuresAreCapturedAndCalledLater() {
        let observer = ZooObserverMock(.null)
        let handlers = observer.capture.onChange(.any)
        let seen = ZooBox<[Int]>([])

        observer.onChange { value in seen.update { $0.append(value) } }
        handlers.argument?(3)

        #expect(seen.value == [3])
    }

    @Test func aNonEscapingClosureWithAnInoutOrFiveParametersIsCalledWithTheClosureItself() {
        let enumerator = ZooEnumeratorMock()
        enumerator.stub.enumerate(.any).andCall { body in
            for key in ["a", "b", "c"] {
                var stop = false
                body.withClosure { $0(key, &stop) }
                if stop { break }
            }
        }
        enumerator.stub.fold(.any).andCall { combine in try combine.withClosure { try $0(1, 2, 3, 4, 5) } }
        var seen: [String] = []

        enumerator.enumerate { key, stop in
            seen.append(key)
            stop = key == "b"
        }
        #expect(seen == ["a", "b"])
        #expect(enumerator.fold { $0 + $1 + $2 + $3 + $4 } == 15)
        enumerator.received.enumerate(.any).once()
    }

    @Test func aTypedThrowingRequirementWithANonEscapingClosureAnswersAndThrowsItsError() throws {
        let enumerator = ZooEnumeratorMock()
        enumerator.stub.scan(.any).andCall { body in
            var stop = false
            body.withClosure { $0("first", &stop) }
            return stop ? 1 : 0
        }
        #expect(try enumerator.scan { _, stop in stop = true } == 1)

        enumerator.stub.scan(.any).andThrow(.corrupt)
        #expect(throws: ZooDecodeError.corrupt) { try enumerator.scan { _, _ in } }

        enumerator.stub.find(.any).andCall { body in body.withClosure { $0("b") } ? "b" : nil }
        #expect(try enumerator.find { $0 == "b" } == "b")
        #expect(try enumerator.find { $0 == "c" } == nil)
    }

    @Test func nonEscapingClosuresCanBeCalledWhileTheCallRuns() async throws {
        let iterator = ZooIteratorMock()
        let calls = iterator.capture.forEach(.any)
        iterator.stub.forEach(.any).andCall { body in
            body(1)
            body(2)
        }
        var seen: [Int] = []

        // swift-format-ignore: ReplaceForEachWithForLoop
        // `forEach` is the mocked requirement here, not a sequence's.
        iterator.forEach { seen.append($0) }

        #expect(seen == [1, 2])
        #expect(calls.argument?.isAlive == false)
        iterator.received.forEach(.any).once()

        let worker = ZooAsyncWorkMock()
        worker.stub.perform(.any).andCall { work in await work() + 1 }
        #expect(await worker.perform { 41 } == 42)

        let processor = ZooThrowingWorkMock()
        processor.stub.process(.any).andCall { body in try body(2) * 3 }
        #expect(try await processor.process { $0 + 1 } == 9)
    }

    @Test func closureArgumentsPrintAsClosures() {
        let line = currentLine(); let both = ZooTwoClosuresMock()
        let failures = recordedFailures {
            both.both({}, {})
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooTwoClosuresMock:
                          both(<closure>, <non-escaping closure>)
                        Nothing stubs or expects 'both(_:_:)' on this mock.
                        """, line: line)
            ])
    }

    @Test func optionalSendableAndAutoclosureParameters() {
        let runner = ZooOptionalClosureMock(.null)
        let scheduler = ZooSendableWorkMock()
        let asserter = ZooAsserterMock()
        let accumulator = ZooAccumulatorMock(.null)
        scheduler.stub.schedule(.any).andCall { work in work() }
        asserter.stub.check(.any, message: .any).andCall { condition, _ in condition() }
        var ran = false

        runner.run(completion: nil)
        scheduler.schedule {}
        #expect(asserter.check(1 + 1 == 2, message: "math"))
        var total = 1
        accumulator.accumulate(&total, 2, 3)

        runner.received.run(completion: .nil).once()
        scheduler.received.schedule(.any).once()
        accumulator.received.accumulate(1, [2, 3]).once()
        ran = true
        #expect(ran)
    }
}

@Suite struct ZooPropertyAndSubscriptTests {
    @Test func propertiesOfEveryKind() async throws {
        let named = ZooNamedMock()
        let volume = ZooVolumeMock()
        let status = ZooStatusMock()
        let token = ZooTokenMock()
        let profile = ZooProfileMock()
        let checksum = ZooChecksumMock()
        named.stub.name.get.andReturn("zoo")
        status.stub.status.get.andReturn("ok")
        token.stub.token.get.andThrow(ZooDecodeError.corrupt)
        profile.stub.profile.get.andCall { "profile" }
        checksum.stub.checksum.get.andThrow(.empty)
        let volumes = volume.capture.volume.set(.any)

        volume.volume = 3
        volume.volume += 1

        #expect(named.name == "zoo")
        #expect(volume.volume == 4)
        #expect(await status.status == "ok")
        #expect(throws: ZooDecodeError.corrupt) { try token.token }
        #expect(try await profile.profile == "profile")
        #expect(throws: ZooDecodeError.empty) { try checksum.checksum }
        #expect(volumes.arguments == [3, 4])
        volume.received.volume.get.times(2)
    }

    @Test func optionalExistentialProperty() {
        let holder = ZooDelegatingMock()
        let ping = ZooPingMock(.null)
        holder.delegate = ping
        #expect(holder.delegate as? ZooPingMock === ping)
        holder.received.delegate.set(.notNil).once()
    }

    @Test func subscriptsReadLikeProperties() async throws {
        let dictionary = ZooDictionaryMock()
        let list = ZooListMock()
        let grid = ZooGridMock()
        let lookup = ZooLookupMock()
        let remote = ZooRemoteMock()
        dictionary.stub[key: "a"].get.andReturn(1)
        list.stub[.any].get.andCall { "item \($0)" }
        grid.stub[0, .any].get.andReturn(0.5)
        lookup.stub[.value(1) as Mocking.Arg<Int>].get.andReturn("by index")
        lookup.stub[.value("x") as Mocking.Arg<String>].get.andReturn("by name")
        remote.stub[7].get.andThrow(ZooDecodeError.corrupt)
        let writes = dictionary.capture[key: .any].set(.any)

        dictionary[key: "b"] = 5

        #expect(dictionary[key: "a"] == 1)
        #expect(list[3] == "item 3")
        #expect(grid[0, 9] == 0.5)
        #expect(lookup[1] == "by index")
        #expect(lookup["x"] == "by name")
        await #expect(throws: ZooDecodeError.corrupt) { try await remote[7] }
        #expect(writes.argument?.key == "b")
        #expect(writes.argument?.newValue == 5)
        dictionary.received[key: .any].set(5).once()
        dictionary.received[key: "a"].get.once()
    }

    @Test func anAutoclosureIndexIsBoxedWhileTheSubscriptRuns() {
        let dictionary = ZooDictionaryMock()
        let evaluated = Counter()
        dictionary.stub[key: "missing", default: .any].get.andCall { $0.default() }
        dictionary.stub[key: "here", default: .any].get.andReturn(1)
        let writes = dictionary.capture[key: .any, default: .any].set(.any)

        #expect(dictionary[key: "missing", default: evaluated.next()] == 1)
        #expect(dictionary[key: "here", default: evaluated.next()] == 1)
        dictionary[key: "new", default: evaluated.next()] = 3

        // Only the stub that called the default evaluated it, once.
        #expect(evaluated.count == 1)
        #expect(writes.argument?.key == "new")
        #expect(writes.argument?.newValue == 3)
        #expect(writes.argument?.default.isAlive == false)
        dictionary.received[key: .any, default: .any].get.times(2)
        dictionary.received[key: "new", default: .any].set(3).once()
    }

    @Test func unexpectedSubscriptCallsPrintAsSubscripts() {
        let line = currentLine(); let dictionary = ZooDictionaryMock()
        dictionary.stub[key: "a"].get.andReturn(1)
        let failures = recordedFailures {
            _ = dictionary[key: "b"]
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooDictionaryMock:
                          [key: "b"]
                        Nearest stub: [key: "a"] — 'key' differs: expected "a", got "b"
                        """, line: line)
            ])
        let setLine = currentLine(); dictionary.expect[key: "z"].set(1).once()
        dictionary[key: "z"] = 2
        let unmet = recordedFailures { dictionary.verify() }
        #expect(
            unmet == [
                RecordedFailure(
                    message: """
                        Expectation not met on ZooDictionaryMock:
                          expected [key: "z"] = 1 exactly once, but it was called 0 times
                        Recorded calls of 'subscript(key:).set':
                          [key: "z"] = 2 — 'newValue' differs: expected 1, got 2
                        """, line: setLine)
            ])
    }
}

@Suite struct ZooGenericSubscriptTests {
    @Test func genericSubscriptsAreRecordedUnderTheirSpecialization() {
        let alias = ZooRecordAliasMock<ZooRecordRow>()
        alias.stub[dynamicMember: .value(\ZooRecordRow.name)].get.andReturn("Ada")
        alias.stub[dynamicMember: .any as Mocking.Arg<KeyPath<ZooRecordRow, Int>>].get.andReturn(36)
        alias.stub[field: "since", as: Int.self].get.andReturn(1843)
        alias.stub[field: .any, as: String.self].get.andReturn(nil)

        #expect(alias[dynamicMember: \.name] == "Ada")
        #expect(alias[dynamicMember: \.age] == 36)
        #expect(alias[field: "since", as: Int.self] == 1843)
        #expect(alias[field: "since", as: String.self] == nil)

        alias.received[field: .any, as: String.self].get.once()
        alias.received[field: .any, as: Double.self].get.never()
        alias.received[dynamicMember: .any as Mocking.Arg<KeyPath<ZooRecordRow, String>>].get.once()
    }

    @Test func anUnexpectedGenericSubscriptCallSaysItsSpecialization() {
        let line = currentLine(); let alias = ZooRecordAliasMock<ZooRecordRow>()
        let failures = recordedFailures {
            _ = alias[field: "since", as: Int.self]
        }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooRecordAliasMock<ZooRecordRow>:
                          [field: "since", as: Int] with T == Int
                        Nothing stubs or expects 'subscript(field:as:).get' with T == Int on this mock.
                        """, line: line)
            ])
    }
}

@Suite struct ZooPartialGenericTests {
    final class Shelf: ZooCatalog {
        var title = "Shelf"
        func count() -> Int { 3 }
        func entry(at index: Int) -> String { "book \(index)" }
    }

    @Test func aPartialMockOfAProtocolWithAssociatedTypesPassesOnWhatNamesNone() {
        let shelf = Shelf()
        let line = currentLine(); let catalog = ZooCatalogMock<String>(forwardingTo: shelf)
        catalog.title = "Renamed"

        #expect(catalog.count() == 3)
        #expect(shelf.title == "Renamed")  // set on the real object too
        let failures = recordedFailures { #expect(catalog.entry(at: 1) == "") }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        ZooCatalogMock<String> cannot forward 'entry(at:)' to its real object: it uses Self or an \
                        associated type. Stub it with andReturn or andCall.
                        """, line: line)
            ])
        catalog.stub.entry(at: .any).andCall { "stubbed \($0)" }
        #expect(catalog.entry(at: 2) == "stubbed 2")
        catalog.received.count().once()
    }
}

@Suite struct ZooPartialRawRepresentableTests {
    struct Level: ZooLevel {
        var rawValue: Int
        init() { rawValue = 0 }
        init?(rawValue: Int) { self.rawValue = rawValue }
    }

    @Test func aPartialMockCannotForwardARestatedStandardLibraryRequirement() {
        #if GENERATED_ZOO
        // generate-mocks reads the protocol as another module's, `nonisolated` unless it names a
        // global actor: its mock passes the restatement on.
        #expect(ZooLevelMock(forwardingTo: Level(rawValue: 4)!).rawValue == 4)
        #else
        let line = currentLine(); let level = ZooLevelMock(forwardingTo: Level(rawValue: 4)!)
        let failures = recordedFailures { #expect(level.rawValue == 0) }
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        ZooLevelMock cannot forward 'rawValue' to its real object: it restates a standard-library \
                        requirement, which the module's default isolation may isolate. Stub it with andReturn or \
                        andCall.
                        """, line: line)
            ])
        level.stub.rawValue.get.andReturn(4)
        #expect(level.rawValue == 4)
        #endif
    }
}

@Suite struct ZooCollectionTests {
    @Test func aCollectionMockIsEmptyUntilStubbed() {
        let shelf = ZooRemovableMock<String, Int>(.null)
        #expect(shelf.isEmpty)
        #expect(Array(shelf) == [])

        shelf.stub.endIndex.get.andReturn(2)
        shelf.stub[.any].get.andCall { "item \($0)" }
        shelf.stub.index(after: .any).andCall { $0 + 1 }
        shelf.stub.remove(at: 1).andReturn("item 1")

        #expect(Array(shelf) == ["item 0", "item 1"])
        #expect(shelf.count == 2)
        #expect(shelf.remove(at: 1) == "item 1")
        shelf.received.remove(at: .any).once()
        shelf.received[.any].get.times(2)
    }

    @Test func aCollectionWhoseProtocolImplementsItIsMockedToo() {
        let graph = ZooGraphMock<String, Int, String>(.null)
        graph.stub.vertices.get.andReturn(["a", "b"])
        graph.stub.endIndex.get.andReturn(2)
        graph.stub.index(after: .any).andCall { $0 + 1 }
        graph.stub.index(before: .any).andCall { $0 - 1 }
        graph.stub[.any].get.andCall { ["a", "b"][$0] }

        #expect(graph.last == "b")
        #expect(graph.vertices == ["a", "b"])
        graph.received.index(before: 2).once()
    }
}

@Suite struct ZooCryptoShapesTests {
    @Test func anAssociatedTypeConstrainedUnderIfIsTheMocksGenericParameter() {
        let hasher = ZooHasherMock<String>()
        hasher.stub.update(.any).andDoNothing()
        hasher.stub.finalize().andReturn("digest")
        hasher.update([1])
        #expect(hasher.finalize() == "digest")
        hasher.received.update([1]).once()
    }

    @Test func aTypeAliasOfAnAssociatedTypeIsNotPassedOnByAPartialMock() async throws {
        struct Live: ZooTransport {
            func connect() async throws {}
            func withStream<T: Sendable>(_ body: (_ inbound: [UInt8]) async throws -> T) async throws -> T {
                try await body([1])
            }
        }
        let transport = ZooTransportMock<UInt8>(forwardingTo: Live())
        try await transport.connect()  // passed on
        transport.stub.withStream(.any, returning: Int.self).andCall { body in try await body([7, 8]) }
        #expect(try await transport.withStream { $0.count } == 2)
        transport.received.connect().once()
    }

    @Test func aWhereClauseConformanceOfSelfIsMetByTheMock() {
        let bound = ZooClassBoundMock()
        bound.stub.ping().andReturn(3)
        let object: AnyObject = bound
        #expect((object as? any ZooClassBound)?.ping() == 3)
    }

    @Test func aRawRepresentableParentRestatedWithIntIsStubbedAndMadeNull() {
        let level = ZooLevelMock()
        level.stub.rawValue.get.andReturn(3)
        #expect(level.rawValue == 3)
        #expect(ZooLevelMock(rawValue: 7)?.rawValue == 0)  // a null mock, whatever the raw value
        let other = ZooLevelMock(.null)
        #expect(level != other && level == level)  // identity, not `rawValue`
        #expect(Set([level, other, level]).count == 2)
        level.received.rawValue.get.times(1)
    }

    @Test func aRefinementOfAnEquatableParentWhoseExtensionComparesIsComparedByIdentity() {
        let first = ZooBytesChildMock(.null)
        let second = ZooBytesChildMock(.null)
        #expect(first.bytes == second.bytes)  // what the extension's `==` would compare
        #expect(first != second && first == first)
        #expect(Set([first, second, first]).count == 2)
        #expect(ZooBytesChildMock(count: 2) != nil)
    }

    @Test func aRawRepresentableRefinementOfAHashableParentIsHashedByIdentity() {
        let first = ZooNamedBytesMock(.null)
        let second = ZooNamedBytesMock(.null)
        first.stub.name.get.andReturn("first")
        #expect(first.bytes == second.bytes)  // what the parent's extension would hash
        #expect(first != second && first == first)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.hashValue == first.hashValue && first.name == "first")
        #expect(ZooNamedBytesMock(rawValue: "x")?.rawValue == "")
    }

    @Test func aHashableActorMockIsComparedAndHashedByIdentity() async {
        let first = ZooHashableActorMock()
        let second = ZooHashableActorMock()
        first.stub.ping().andReturn(1)
        #expect(await first.ping() == 1)
        #expect(first != second && first == first)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test func aSequenceWhoseIteratorIsRestatedIsIteratedThroughTheStub() {
        let digits = ZooDigitsMock()
        digits.stub.makeIterator().andReturn([4, 2].makeIterator())
        #expect(Array(digits) == [4, 2])
        digits.received.makeIterator().once()
    }

    @Test func aRawRepresentableParentNotRestatedGivesTheMockItsRawValue() {
        let coded = ZooCodedMock<String>()
        coded.stub.rawValue.get.andReturn("hex")
        coded.stub.decoded().andReturn("decoded")
        #expect(coded.rawValue == "hex")
        #expect(coded.decoded() == "decoded")
        #expect(ZooCodedMock<String>(rawValue: "x")?.rawValue == "")
    }

    @Test func aRefinementNamingItsParentsAssociatedTypeIsStubbedThroughItsBuilders() {
        #if GENERATED_ZOO
        // generate-mocks restates the parent's associated type: the mock is generic over it.
        ZooMapKeyMock<Int>.resetStatics()
        defer { ZooMapKeyMock<Int>.resetStatics() }
        ZooMapKeyMock<Int>.stub.lessThan(lhs: .any, rhs: 0).andReturn(true)
        #expect(ZooMapKeyMock<Int>.lessThan(lhs: 5, rhs: 0))
        #expect(!ZooMapKeyMock<Int>.lessThan(lhs: 5, rhs: 1))  // a null answer
        ZooMapKeyMock<Int>.received.lessThan(lhs: .any, rhs: .any).times(2)
        #else
        // It never declares `Element`, so its mock cannot be generic over it: `Never` stands in.
        #expect(ZooMapKeyMock.Element.self == Never.self)
        ZooMapKeyMock.resetStatics()
        defer { ZooMapKeyMock.resetStatics() }
        ZooMapKeyMock.stub.lessThan(lhs: .any, rhs: .any).andReturn(true)
        ZooMapKeyMock.received.lessThan(lhs: .any, rhs: .any).never()
        #endif
    }

    @Test func aContiguousBytesParentsWithUnsafeBytesIsStubbed() throws {
        let digest = ZooDigestMock()
        digest.stub.withUnsafeBytes(.any, returning: [UInt8].self).andCall { body in
            try [UInt8]([1, 2, 3]).withUnsafeBytes { try body($0) }
        }
        #expect(digest.withUnsafeBytes { Array($0) } == [1, 2, 3])
        digest.received.withUnsafeBytes(.any, returning: [UInt8].self).once()
        #expect(ZooDigestMock(.null).withUnsafeBytes { $0.count } == 0)  // a null mock answers the default
    }
}

@Suite struct ZooTypedThrowsGenericTests {
    @Test func aMethodThrowingItsOwnErrorTypeThrowsTheBodysErrorAsThatType() throws {
        let address = ZooAddressMock()
        address.stub.withBytes(.any, returning: Int.self, returning: Never.self).andCall { body in body([1, 2, 3]) }
        address.stub.withBytes(.any, returning: Int.self, returning: ZooDecodeError.self).andCall {
            body throws(ZooDecodeError) in try body([])
        }
        address.stub.withBytes(.any, returning: String.self, returning: ZooDecodeError.self).andThrow(.empty)

        #expect(address.withBytes { $0.count } == 3)
        #expect(throws: ZooDecodeError.corrupt) {
            try address.withBytes { (bytes) throws(ZooDecodeError) -> Int in
                if bytes.isEmpty { throw .corrupt }
                return bytes.count
            }
        }
        do {
            _ = try address.withBytes { (_) throws(ZooDecodeError) -> String in "never called" }
            Issue.record("expected the stubbed error")
        } catch {
            #expect(error == .empty)  // `error` is a ZooDecodeError: the witness throws `E`
        }
        address.received.withBytes(.any, returning: Int.self, returning: Never.self).once()
        address.received.withBytes(.any, returning: Int.self, returning: ZooDecodeError.self).once()
    }
}

@Suite struct ZooTypeTests {
    @Test func initializersCreateNullMocksAndRecordTheirArguments() {
        func make<T: ZooConfigurable>(_: T.Type, name: String) -> T { T(name: name) }
        let made = make(ZooConfigurableMock.self, name: "made")
        #expect(made.name == "")
        made.received.`init`(name: "made").once()
        #expect(ZooFailableMock(code: 1) != nil)
        ZooInitOverloadsMock(value: 3).received.`init`(value: 3).once()
    }

    @Test func associatedTypesMakeTheMockGeneric() {
        let store = ZooStoreMock<String>()
        let keyValue = ZooKeyValueMock<String, Int>()
        store.stub.put(.any)
        store.stub.all().andReturn(["a", "b"])
        keyValue.stub[.any].get.andReturn(3)
        keyValue.stub.keys.get.andReturn(["k"])

        store.put("a")
        keyValue["k"] = 4

        #expect(store.all() == ["a", "b"])
        #expect(keyValue["k"] == 3)
        #expect(keyValue.keys == ["k"])
        store.received.put("a").once()
        keyValue.received[.any].set(.value(4)).once()
    }

    @Test func selfRequirementsAnswerTheMockItself() {
        let original = ZooCopyableMock(.null)
        let other = ZooCopyableMock(.null)
        let comparer = ZooComparerMock()
        let twin = ZooComparerMock()
        comparer.stub.isSame(as: .identical(to: twin)).andReturn(true)
        comparer.stub.isSame(as: .any).andReturn(false)
        comparer.stub.isSame(as: .identical(to: twin)).andReturn(true)
        other.stub.copy().andReturn(original)

        #expect(original.copy() === original)
        #expect(other.copy() === original)
        #expect(comparer.isSame(as: twin))
        #expect(!comparer.isSame(as: comparer))
    }

    @Test @MainActor func globalActorProtocols() async throws {
        let screen = ZooScreenMock()
        screen.expect.show(title: "Home").once()
        screen.show(title: "Home")
        screen.isVisible = true
        #expect(screen.isVisible)
        screen.verify()

        let worker = ZooWorkerMock()
        worker.stub.work(units: .any).andCall { $0 * 2 }
        #expect(await worker.work(units: 4) == 8)

        // Async requirements of a main-actor protocol: the witness stays on the main actor.
        let loader = ZooLoaderScreenMock()
        loader.stub.load(.any).andCall { id in "screen \(id)" }
        loader.stub.title.get.andReturn("Inbox")
        loader.expect.refresh().once()
        #expect(try await loader.load(3) == "screen 3")
        #expect(await loader.title == "Inbox")
        await loader.refresh()
        loader.verify()

        let child = ZooScreenChildMock()
        child.stub.hide()
        child.stub.show(title: .any)
        child.show(title: "a")
        child.hide()
        child.received.show(title: "a").once()
    }

    /// An SPI protocol's mock, from either tool: stubbed, called and verified with the SPI's own
    /// type.
    @Test func anSPIProtocolsMockAnswersWithTheSPIsTypes() throws {
        let file = ZooSPIFileMock()
        file.stub.open("/a").andReturn(ZooSPIHandle(id: 7))
        #expect(try file.open("/a") == ZooSPIHandle(id: 7))
        file.received.open(.any).once()
    }

    @Test func sendableAnyObjectPublicPackageAndConditionalProtocols() async {
        let sender = ZooSendableMock(.null)
        let object = ZooObjectMock()
        let publicMock = ZooPublicMock()
        let packageMock = ZooPackageMock()
        let conditional = ZooConditionalMock()
        publicMock.stub.version().andReturn("1.0")
        packageMock.stub.build().andReturn(2)
        conditional.stub.check().andReturn(true)

        await sender.send("hi")
        object.counter = 2

        #expect(object.counter == 2)
        #expect(publicMock.version() == "1.0")
        #expect(packageMock.build() == 2)
        #expect(conditional.check())
        sender.received.send("hi").once()
    }
}

@Suite struct ZooRefinementTests {
    @Test func refiningProtocolsComposeTheirParentsMocks() {
        let multi = ZooMultiChildMock()
        multi.stub.alpha().andReturn(1)
        multi.stub.gamma.get.andReturn("g")
        multi.stub.delta(.any).andCall { $0 * 2 }
        let grandchild = ZooGrandchildMock()
        grandchild.stub.alpha().andReturn(10)
        grandchild.stub.beta().andReturn(20)
        grandchild.stub.omega().andReturn("o")

        let asParent: any ZooParentA = multi
        #expect(asParent.alpha() == 1)
        #expect(multi.gamma == "g")
        #expect(multi.delta(4) == 8)
        #expect(grandchild.alpha() + grandchild.beta() == 30)
        #expect(grandchild.omega() == "o")
        multi.received.alpha().once()
        grandchild.received.beta().once()
    }

    @Test func refinementOfClassBoundAssociatedTypeAndSendableProtocols() async {
        let objectChild = ZooObjectChildMock(.null)
        objectChild.counter = 3
        objectChild.reset()
        #expect(objectChild.counter == 3)
        objectChild.received.reset().once()

        let storeChild = ZooStoreChildMock<Int>()
        storeChild.stub.clear()
        storeChild.stub.all().andReturn([1])
        storeChild.clear()
        #expect(storeChild.all() == [1])

        let numbers = ZooNumberStoreMock<Double>()
        numbers.stub.all().andReturn([1.5, 2])
        numbers.stub.total().andCall { numbers.all().reduce(0, +) }
        #expect(numbers.total() == 3.5)
        numbers.received.all().once()

        #if GENERATED_ZOO
        let sink = ZooStoreSinkMock<Int>()
        sink.stub.drain(.any).andReturn(4)
        #expect(sink.drain(3) == 4)
        sink.received.drain(3).once()
        #else
        let sink = ZooStoreSinkMock()
        #expect(ZooStoreSinkMock.Item.self == Never.self)
        #endif
        sink.stub.all().andReturn([])
        #expect(sink.all().isEmpty)
        sink.received.all().once()

        let coding = ZooAnchorCodingMock(.null)
        coding.stub.anchor.get.andReturn("a")
        coding.anchor = "b"
        #expect((coding as any ZooAnchored).anchor == "a")
        coding.received.anchor.set("b").once()
        coding.received.anchor.get.once()

        let sendableChild = ZooSendableChildMock(.null)
        await sendableChild.send("x")
        #expect(sendableChild.alpha() == 0)
        sendableChild.received.send(.any).once()
    }

    /// `Codable`, `RandomNumberGenerator` and `TextOutputStream` parents: their requirements are the mock's own,
    /// stubbed and verified like the protocol's.
    @Test func standardLibraryParentsRequirementsAreMocked() throws {
        let record = ZooRecordMock()
        record.stub.id.get.andReturn(7)
        record.stub.encode(to: .any).andCall { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(record.id)
        }
        #expect(String(decoding: try JSONEncoder().encode(record), as: UTF8.self) == "7")
        record.received.encode(to: .any).once()
        let decoded = try JSONDecoder().decode(ZooRecordMock.self, from: Data("1".utf8))
        #expect(decoded.id == 0, "a decoded mock is a null mock")
        decoded.received.`init`(from: .any).once()

        let page = try JSONDecoder().decode(ZooPageMock.self, from: Data("{}".utf8))
        #expect(page.first == nil && page.last == nil, "a decoded mock is a null mock")
        page.received.first.get.once()
        page.received.`init`(from: .any).once()

        let settings = try JSONDecoder().decode(ZooSettingsFileMock.self, from: Data("{}".utf8))
        #expect(settings.name == "", "a decoded mock is a null mock")

        var source = ZooRandomSourceMock()
        source.stub.next().andReturn(4, 5)
        #expect(source.next() == 4)
        #expect(UInt64.random(in: 0...9, using: &source) <= 9)
        source.received.next().atLeast(2)

        var sink = ZooTextSinkMock(.null)
        print("ready", to: &sink)
        sink.flush()
        sink.received.write("ready").once()
        sink.received.write("\n").once()
        sink.received.flush().once()
    }

    /// The mock's `Codable` witnesses are found before those the protocol's own extension
    /// implements, a refinement's as a parent's: they record, and answer as stubbed.
    @Test func codableWitnessesAreTheMocksOverTheProtocolsExtensions() throws {
        let claim = ZooClaimMock<String>()
        claim.stub.encode(to: .any).andCall { encoder in
            var container = encoder.singleValueContainer()
            try container.encode("stubbed")
        }
        #expect(String(decoding: try JSONEncoder().encode(claim), as: UTF8.self) == #""stubbed""#)
        claim.received.encode(to: .any).once()
        let decodedClaim = try JSONDecoder().decode(ZooClaimMock<String>.self, from: Data(#""ada""#.utf8))
        #expect(decodedClaim.value == "", "a decoded mock is a null mock, not the extension's decoding")
        decodedClaim.received.`init`(from: .any).once()

        let epoch = ZooEpochClaimMock()
        epoch.stub.encode(to: .any).andCall { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(60)
        }
        #expect(String(decoding: try JSONEncoder().encode(epoch), as: UTF8.self) == "60")
        epoch.received.encode(to: .any).once()
        epoch.received.value.get.never()  // the extension's encoding reads `value`
        let decodedEpoch = try JSONDecoder().decode(ZooEpochClaimMock.self, from: Data("60".utf8))
        decodedEpoch.received.`init`(from: .any).once()

    }

    @Test func aParentsInitializerThatARefinementsExtensionImplements() throws {
        func parse<Parsed: ZooNodeParseable>(_: Parsed.Type) throws -> Parsed { try Parsed(node: 4) }
        let plain = try parse(ZooNodeParseableMock.self)
        plain.received.`init`(node: 4).once()
        let tagged = try parse(ZooTaggedNodeMock.self)
        #if GENERATED_ZOO
        tagged.received.`init`(node: 4).once()
        tagged.received.`init`(node: .any, tag: .any).never()
        #else
        tagged.received.`init`(node: 4, tag: "default").once()
        #endif
    }

    /// vapor's `Content`: the parent names a protocol in `unmocked:`, so its witnesses keep their
    /// names; the refinement's own extension implements the parent's method, and its mock takes
    /// that one, as a type of the user's would (generate-mocks' restates the method and records it).
    @Test func aParentsMethodThatARefinementsExtensionImplementsBesideAnUnmockedParent() {
        func mark(_ marked: some ZooMarked) -> Bool { marked.mark() }
        let marked = ZooMarkedMock()
        marked.stub.mark().andReturn(true)
        #expect(mark(marked))
        marked.received.mark().once()
        let content = ZooMarkedContentMock()
        content.stub.contentType.get.andReturn("json")
        #if GENERATED_ZOO
        content.stub.mark().andReturn(false)
        #expect(!mark(content))
        content.received.mark().once()
        content.received.contentType.get.never()
        #else
        #expect(mark(content))
        content.received.contentType.get.once()
        #endif
    }

    @Test func aRestatedAssociatedTypeKeepsItsBoundOnTheMocksGenericParameter() {
        let made = ZooSourcedContextMock<Int>(source: 7)
        made.received.`init`(source: 7).once()
        made.stub.label.get.andReturn("seven")
        #expect(made.label == "seven")
        func source<Context: ZooSourcedContext>(of _: Context) -> String { "\(Context.Source.self)" }
        #expect(source(of: made) == "Int")
    }

    @Test func aRefinementTakesOnTheBoundItsParentRestatesOnAnAssociatedType() {
        func source<Context: ZooSourcedContext>(of _: Context) -> String { "\(Context.Source.self)" }
        #if GENERATED_ZOO
        let traced = ZooTracedContextMock<Int>(source: 3)
        #expect(source(of: traced) == "Int")
        #else
        let traced = ZooTracedContextMock(source: "three")
        #expect(source(of: traced) == "String")
        #endif
        traced.stub.traceID.get.andReturn(11)
        #expect(traced.traceID == 11)
        traced.received.label.get.never()
    }

    @Test func anAssociatedTypeNamedEncoderLeavesEncodingAlone() throws {
        let context = ZooEncodingContextMock<Int>()
        context.stub.encode(to: .any).andCall { encoder in
            var container = encoder.singleValueContainer()
            try container.encode(5)
        }
        #expect(String(decoding: try JSONEncoder().encode(context), as: UTF8.self) == "5")
        context.received.encode(to: .any).once()
    }

    @Test func aResultWrittenOverSeveralLinesIsStubbed() throws {
        let parser = ZooTokenParserMock()
        parser.stub.parse("a.b").andReturn((header: "a", payload: 2))
        let parsed = try parser.parse("a.b")
        #expect(parsed.header == "a" && parsed.payload == 2)
        parser.received.parse(.any).once()
    }

    @Test func aPartialMockOfARefinementPassesAParentsEncodingOn() throws {
        struct Tagged: ZooTaggedRecord { var id = 3, tag = "new" }
        let record = ZooTaggedRecordMock(forwardingTo: Tagged())
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(record), as: UTF8.self) == #"{"id":3,"tag":"new"}"#)
        record.received.encode(to: .any).once()
    }

    @Test func parentsWrittenAsACompositionComposeLikeAList() {
        let composed = ZooComposedChildMock()
        composed.stub.alpha().andReturn(3)
        composed.stub.gamma.get.andReturn("c")
        composed.stub.epsilon().andReturn("e")

        let asParent: any ZooParentA & ZooParentC = composed
        #expect(asParent.alpha() == 3)
        #expect(asParent.gamma == "c")
        #expect(composed.epsilon() == "e")
        composed.received.alpha().once()
    }

    @Test func partialMocksForwardThroughComposedWitnesses() {
        let real = ZooRealMultiChild()
        let partial = ZooMultiChildMock(forwardingTo: real)
        partial.stub.delta(1).andReturn(-1)

        #expect(partial.alpha() == 7)
        #expect(partial.delta(1) == -1)
        #expect(partial.delta(2) == 200)
        partial.gamma = "set"
        #expect(real.gamma == "set")
    }

    @Test func partialMocksReportCallsTheyCannotForward() {
        let line = currentLine(); let logger = ZooLoggerMock(forwardingTo: ZooRealLogger())
        let failures = recordedFailures {
            logger.log("a")
        }
        #expect(
            failures == [
                RecordedFailure(
                    message:
                        "ZooLoggerMock cannot forward 'log(_:)' to its real object: Swift cannot pass an array as variadic arguments. Stub it with andReturn or andCall.",
                    line: line
                )
            ])
    }
}

/// Constructs real packages have (Corpus/sweep.sh; the issue's list), mocked.
@Suite struct ZooRealPackageConstructTests {
    @Test func aTypeAliasMemberIsBuiltAsTheTypeItNames() {
        let aliased = ZooAliasedMock(.null)
        aliased.stub.value(for: "a").andReturn(1)
        #expect(aliased.value(for: "a") == 1)
        #expect(aliased.value(for: "b") == 0)
        aliased.received.value(for: .any).times(2)
    }

    @Test func aWhereClauseOnATypeAliasConstrainsWhatItStandsFor() {
        let store = ZooStoreMock<ZooGreeting>(.null)
        let server = ZooServingMock<ZooStoreMock<ZooGreeting>>()
        server.stub.responder.get.andReturn(store)
        server.stub.serve(.any).andReturn(200)

        server.responder.put(ZooGreeting())
        #expect(server.serve(ZooGreeting()) == 200)
        store.received.put(.any).once()
        server.received.serve(.any).once()
        server.received.responder.get.once()
    }

    @Test func aGenericParameterNamedLikeItsConstraintIsStubbedPerType() {
        let publisher = ZooPublishingMock<Int>()
        let subscriber = ZooSubscriberMock<Int>(.null)
        publisher.stub.receive(subscriber: Arg<ZooSubscriberMock<Int>>.any).andCall { $0.take(7) }

        publisher.receive(subscriber: subscriber)
        subscriber.received.take(7).once()
        publisher.received.receive(subscriber: Arg<ZooSubscriberMock<Int>>.any).once()
    }

    @Test func aStandardTypeNamedLikeOneOfTheModulesIsTheStandardOne() {
        let shadowed = ZooShadowedStandardMock()
        shadowed.stub.first(.any).andReturn("b")
        #expect(shadowed.first("x") == "b")
        shadowed.received.first("x").once()
    }

    @Test func aProtocolSuppressingCopyableIsMocked() async throws {
        let input = ZooNoncopyableInputMock()
        input.stub.write(.any).andReturn(3)
        #expect(try await input.write([1, 2, 3]) == 3)
        input.received.write([1, 2, 3]).once()
    }

    @Test func aRestatementWithFewerEffectsAnswersTheParentsRequirementToo() async throws {
        let command = ZooCommandMock()
        command.stub.run(using: .value(1)).andThrow(ZooDecodeError.corrupt)
        command.stub.run(using: .value(2))
        var context = 1
        #expect(throws: ZooDecodeError.corrupt) { try command.run(using: &context) }
        let asynchronous: any ZooAsyncCommand = command
        context = 2
        try await asynchronous.run(using: &context)
        command.received.run(using: .any).times(2)

        command.stub.help.get.andReturn("Runs.")
        #expect((command as any ZooAsyncCommand).help == "Runs.")
        #expect(command.help == "Runs.")
    }

    @Test func aRestatementWithAnotherResultIsAnOverload() throws {
        // generate-mocks sees both protocols and names the two overloads apart; `@Mockable` keys
        // each requirement by its signature, which tells the refinement's apart from the parent's.
        let scalar = ZooScalarRepresentableMock()
        scalar.expect.represented().andReturn(3)
        scalar.stub.represented().andReturn("three")
        #expect(scalar.represented() as Int == 3)
        #expect(try (scalar as any ZooRepresentable).represented() == "three")
        scalar.verify()
    }

    @Test func aKeyedRequirementsMessagesNameItBySelector() {
        let line = currentLine(); let scalar = ZooScalarRepresentableMock()
        let failures = recordedFailures { #expect(scalar.represented() as Int == 0) }
        // generate-mocks names an overload by type with its signature, as messages print it.
        #if GENERATED_ZOO
        let name = "represented() () -> Int"
        #else
        let name = "represented()"
        #endif
        #expect(
            failures == [
                RecordedFailure(
                    message: """
                        Unexpected call on strict ZooScalarRepresentableMock:
                          represented()
                        Nothing stubs or expects '\(name)' on this mock.
                        """, line: line)
            ])
    }

    @Test func anUnderscoredRequirementIsWitnessedAndRecorded() {
        let underscored = ZooUnderscoredMock(.null)
        underscored._reset()
        underscored.received._reset().once()
    }

    @Test func aMutatingGetterIsStubbedAndForwardedToACopyOfTheRealObject() {
        struct Counter: ZooCursor {
            var reads = 0
            var position: Int {
                mutating get {
                    reads += 1
                    return reads * 10
                }
            }
        }
        let cursor = ZooCursorMock()
        cursor.stub.position.get.andReturn(4)
        #expect(cursor.position == 4)
        #if !GENERATED_ZOO
        // generate-mocks spells the requirement as the graph has it; forwarding is the macro's.
        let partial = ZooCursorMock(forwardingTo: Counter())
        #expect(partial.position == 10)
        #expect(partial.position == 10)  // each read forwards to a fresh copy of the real value
        partial.received.position.get.times(2)
        #endif
        cursor.received.position.get.once()
    }

    @Test func overloadsThatDifferOnlyInAVoidResultAreToldApart() {
        let updater = ZooUpdaterMock()
        updater.stub.update()
        updater.stub.update(returning: Int.self).andReturn(3)
        updater.update() as Void
        #expect(updater.update() as Int == 3)
        updater.received.update().once()
        updater.received.update(returning: Int.self).once()
    }

    @Test func throwsAnyErrorIsThrows() throws {
        let thrower = ZooAnyThrowerMock()
        thrower.stub.run().andThrow(ZooDecodeError.corrupt)
        thrower.stub.value.get.andReturn(5)
        #expect(throws: ZooDecodeError.corrupt) { try thrower.run() }
        #expect(try thrower.value == 5)
    }

    @Test func aGenericInitializerIsRecordedUnderItsSpecialization() throws {
        func load<Key: ZooSigningKey>(_: Key.Type, from bytes: [UInt8]) throws -> Key {
            try Key(derRepresentation: bytes)
        }
        let key = try load(ZooSigningKeyMock.self, from: [1, 2])

        #expect(key.keyID == "")  // a null mock
        key.received.`init`(derRepresentation: .value([UInt8]([1, 2]))).once()
        key.received.`init`(derRepresentation: .any(ArraySlice<UInt8>.self)).never()
    }

    @Test func anInoutInitializerParameterIsRecordedAsItCameIn() throws {
        var bytes: [UInt8] = [1, 2]
        let decoded = try ZooRowDecodableMock(from: &bytes, type: 7, context: "utf8")

        #expect(bytes == [1, 2])
        decoded.received.`init`(from: [1, 2], type: 7, context: .value("utf8")).once()
        ZooRowDecodableMock.resetStatics()
        defer { ZooRowDecodableMock.resetStatics() }
        var missing: [UInt8]? = nil
        ZooRowDecodableMock.stub.decodeRaw(from: nil, type: .any).andThrow(ZooDecodeError.empty)
        #expect(throws: ZooDecodeError.empty) { try ZooRowDecodableMock.decodeRaw(from: &missing, type: 1) }
    }

    @Test func anInitializerWithTypedThrowsMakesANullMock() throws {
        let made = try ZooTypedInitMock(name: "x")
        made.received.`init`(name: "x").once()
    }

    @Test func aWhereClauseOnAnAssociatedTypeIsKeptOnTheBuilder() {
        let inserter = ZooInserterMock<Int>(.null)
        inserter.insert([1, 2])
        inserter.insert(Set([3]))
        inserter.received.insert(.any as Mocking.Arg<[Int]>).once()
        inserter.received.insert(.any as Mocking.Arg<Set<Int>>).once()
    }

    @Test func aMethodsGenericParameterHidesTheAssociatedTypeItIsNamedLike() {
        let shadowing = ZooShadowingMock<String>(.null)
        shadowing.stub.wrap(7).andReturn([7, 7])
        #expect(shadowing.wrap(7) == [7, 7])
        #expect(shadowing.wrap("a") == [])
        shadowing.received.wrap(.any as Mocking.Arg<Int>).once()
    }
}

@Suite struct ZooStandardLibraryParentTests {
    @Test func equatableHashableAndDescriptionsUseTheMocksIdentity() {
        let first = ZooEquatableMock()
        let second = ZooEquatableMock()
        let hashable = ZooHashableMock()
        let described = ZooDescribedMock(name: "renderer")
        let identified = ZooIdentifiedMock()
        let hashableChild = ZooHashableChildMock()

        #expect(first == first)
        #expect(first != second)
        #expect(Set([hashable, hashable]).count == 1)
        #expect(Set([hashableChild]).contains(hashableChild))
        #expect(described.description == "ZooDescribedMock 'renderer'")
        #expect(String(reflecting: described) == "ZooDescribedMock 'renderer'")
        #expect(identified.id == ObjectIdentifier(identified))
    }

    @Test func aProtocolsOwnExtensionDoesNotTakeTheMocksIdentity() {
        let first = ZooSelfNamedMock(.strict, name: "first")
        let second = ZooSelfNamedMock(.strict, name: "second")
        first.stub.name.get.andReturn("same")
        second.stub.name.get.andReturn("same")

        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.description == "ZooSelfNamedMock 'first'")
        #expect(String(reflecting: second) == "ZooSelfNamedMock 'second'")
        let child = ZooSelfNamedChildMock(.strict, name: "child")
        #expect(child == child)
        #expect(child != ZooSelfNamedChildMock())
        #expect(Set([child, child]).count == 1)
        #expect(child.description == "ZooSelfNamedChildMock 'child'")
        // Comparing, hashing and printing the strict mocks read none of their requirements.
        first.verifyNoInteractions()
        second.verifyNoInteractions()
        child.verifyNoInteractions()
    }

    @Test func aParentsRequirementThatTheRefinementsExtensionImplements() {
        let box = ZooBoxedMock()
        box.stub.unbox().andReturn(7)
        #if GENERATED_ZOO
        // generate-mocks restates the parent's requirement, whose witness comes before the extension's.
        box.stub.erased().andReturn("stubbed")
        #expect(box.erased() == "stubbed")
        #else
        // `unmocked: ZooErased.self`: the protocol's extension answers, through the mocked `unbox()`.
        #expect(box.erased() == "boxed 7")
        box.received.unbox().once()
        #endif
    }

    @Test func aMockedParentsRequirementThatTheRefinementsExtensionImplementsIsTheMocks() {
        let rendered = ZooRenderedMock(.strict)
        rendered.stub.erased().andReturn("stubbed")
        /// As the code under test holds it: through the parent, or generic over it.
        func erase(_ value: some ZooErased) -> String { value.erased() }

        #expect((rendered as any ZooErased).erased() == "stubbed")
        #expect(erase(rendered) == "stubbed")
        rendered.received.erased().times(2)
        // The extension's `erased()`, which calls `unbox()`, was not called.
        rendered.received.unbox().never()
    }

    @Test func aRefinementThatNeverNamesItsParentsAssociatedTypeTakesNeverForIt() {
        #if GENERATED_ZOO
        // generate-mocks restates the parent's associated type: the mock is generic over it.
        let media = ZooMediaMock<String>(.strict)
        #expect(ZooMediaMock<String>.Source.self == String.self)
        #else
        let media = ZooMediaMock(.strict)
        #expect(ZooMediaMock.Source.self == Never.self)
        #endif
        media.stub.sourceCount().andReturn(2)
        media.stub.play()
        func count(_ list: some ZooSourceList) -> Int { list.sourceCount() }

        #expect(count(media) == 2)
        media.play()
        media.received.play().once()
        // The parent's own mock stays generic over it.
        #expect(ZooSourceListMock<Int>.Source.self == Int.self)
    }

    @Test func aRefinementThatFixesItsParentsAssociatedTypeHasNoGenericParameterForIt() {
        let captions = ZooCaptionsMock(.strict)
        captions.stub.sourceCount().andReturn(3)
        captions.stub.language().andReturn("en")
        func count<List: ZooSourceList>(_ list: List) -> Int where List.Source == String { list.sourceCount() }

        #expect(ZooCaptionsMock.Source.self == String.self)
        #expect(count(captions) == 3)
        #expect(captions.language() == "en")
    }

    @Test func aRequirementBothSynchronousAndAsyncHasOneStubForBoth() async throws {
        let server = ZooServerMock(.strict)
        server.stub.start(port: 80).andThrow(ZooDecodeError.corrupt)
        server.stub.start(port: 8080)
        server.stub.shutdown()

        #expect(throws: ZooDecodeError.corrupt) { try startAndStopSynchronously(server, port: 80) }
        await #expect(throws: ZooDecodeError.corrupt) { try await server.start(port: 80) }
        try startAndStopSynchronously(server, port: 8080)
        try await server.start(port: 8080)
        await server.shutdown()

        server.received.start(port: 80).times(2)
        server.received.start(port: 8080).times(2)
        server.received.shutdown().times(2)
    }

    @Test func aMemberTypeNamedLikeAnAssociatedTypeIsTheOuterTypes() {
        let queryable = ZooQueryableMock<Int>(.strict)
        queryable.stub.queryValue(.any).andCall { .bind($0) }

        #expect(queryable.queryValue(3) == .bind(3))
    }

    @Test func anAsyncSequenceMockIteratesTheIteratorItsStubGives() async {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.yield("hello")
        continuation.yield("bye")
        continuation.finish()
        let feed = ZooFeedMock<AsyncStream<String>.Iterator>(.strict)
        feed.stub.makeAsyncIterator().andReturn(stream.makeAsyncIterator())
        feed.stub.close()

        var lines: [String] = []
        for await line in feed { lines.append(line) }
        feed.close()

        #expect(lines == ["hello", "bye"])
        feed.received.makeAsyncIterator().once()
        feed.received.close().once()
    }

    @Test func aSequenceWhoseIteratorIsAMockedProtocolIteratesTheIteratorMocksAnswers() async throws {
        let chunks = ZooChunksMock<Int, [Int]>(.strict)
        chunks.stub.next().andReturn(1, 2, nil)
        chunks.stub.nextBuffer(suggested: 2).andReturn([3, 4])
        let feed = ZooChunkedFeedMock<Int, ZooChunksMock<Int, [Int]>>(.strict)
        feed.stub.makeAsyncIterator().andReturn(chunks)

        let iterator = feed.makeAsyncIterator()
        #expect(try await iterator.nextBuffer(suggested: 2) == [3, 4])
        var numbers: [Int] = []
        for try await number in feed { numbers.append(number) }

        #expect(numbers == [1, 2])
        chunks.received.next().times(3)
        feed.received.makeAsyncIterator().times(2)
    }

    @Test func aSequenceAndAnIteratorMockGiveTheirAnswersAndANullIteratorEndsAtOnce() {
        let rows = ZooRowsMock<IndexingIterator<[Int]>>(.strict)
        rows.stub.makeIterator().andReturn([1, 2, 3].makeIterator())
        let cursor = ZooRowCursorMock<String>(.strict)
        cursor.stub.next().andReturn("a", "b", nil)
        let null = ZooRowCursorMock<String>(.null)

        #expect(Array(rows) == [1, 2, 3])
        #expect(Array(IteratorSequence(cursor)) == ["a", "b"])
        #expect(null.next() == nil)
        null.received.next().once()
    }

    @Test func aCodingKeysRequirementsAreTheMocks() {
        let key = ZooKeyMock(name: "key")
        key.stub.stringValue.get.andReturn("id")
        key.stub.intValue.get.andReturn(3)

        #expect(key.stringValue == "id")
        #expect(key.intValue == 3)
        #expect(key.description == "ZooKeyMock 'key'")
        let made = ZooKeyMock(stringValue: "name")
        #expect(made?.stringValue == "")
        made?.received.`init`(stringValue: "name").once()
    }
}

// MARK: Real objects for partial mocks

final class ZooRealMultiChild: ZooMultiChild, @unchecked Sendable {
    var gamma = ""
    func alpha() -> Int { 7 }
    func delta(_ value: Int) -> Int { value * 100 }
}

struct ZooRealLogger: ZooLogger {
    func log(_ messages: String...) {}
}

/// A locked value for closures that run on other threads.
final class ZooBox<Value>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.run { stored } }
    func update(_ body: (inout Value) -> Void) { lock.run { body(&stored) } }
}

/// Where `ZooServer`'s synchronous overloads may be called: not from an asynchronous context.
private func startAndStopSynchronously(_ server: some ZooServer, port: Int) throws {
    try server.start(port: port)
    server.shutdown()
}

/// Counts how often a default is evaluated.
private final class Counter: @unchecked Sendable {
    private(set) var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}
