extension MockGenerator {
    /// A type the generator does not mock, and why.
    package struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        package let type: String
        package let reason: Reason

        package init(type: String, reason: Reason) {
            self.type = type
            self.reason = reason
        }

        /// `URLSession: a class …`, as generate-mocks prints it after `not generated: `.
        package var description: String { "\(type): \(reason.message)" }
    }
}

extension MockGenerator.Refusal {
    /// Everything generate-mocks can say of a type it writes no mock of, each with a stable ID: the
    /// one place their wording lives, as `MockableDiagnostic` is for `@Mockable`, whose messages
    /// ``mockableRefused(_:)`` carries.
    package enum Reason: Equatable, Sendable {
        /// No type of that name in the symbol graph of `module`.
        case notInGraph(module: String)
        /// A `private` or `fileprivate` type.
        case fileScoped(access: String)
        /// A type no other module can see, in a dependency's `module`.
        case notPublic(access: String, module: String)
        /// A type nested in a generic type, or a nested type that is not a protocol.
        case nestedUnsupported
        /// A struct, enum or actor (`kind` as the graph spells it: `struct`).
        case notAProtocol(kind: String)
        /// A deprecated or unavailable type; `renamed` is the one its availability names instead.
        case deprecated(renamed: String?)
        /// A protocol restating `requirement` of a parent with another declaration.
        case restatesParent(requirement: String)
        /// A protocol refining `parents`, which the graphs read do not hold; `unreadable` are the
        /// modules that could not be read, each with its first error.
        case parentsNotInGraphs(parents: [String], unreadable: [UnreadableModule])
        /// The declaration restated from the graph, which does not parse.
        case unreadableDeclaration
        /// What `@Mockable` says of the restated declaration, each of its messages once.
        case mockableRefused([String])
        /// A class that is not `open`.
        case notOpen
        case genericClass
        case requiredInitializers
        /// A class with no designated `init()` the mock can call.
        case noDesignatedInit
        /// A file the compiler refused: its first `error`.
        case doesNotCompile(error: String)

        /// A parent's module that could not be read, and the first error the extractor gave.
        package struct UnreadableModule: Equatable, Sendable {
            package let module: String
            package let error: String

            package init(module: String, error: String) {
                self.module = module
                self.error = error
            }
        }

        /// What generate-mocks says, after the type's name.
        package var message: String {
            switch self {
            case .notInGraph(let module):
                "no such type in the symbol graph of \(module) (private and fileprivate types are not in it)"
            case .fileScoped(let access):
                "it is \(access), so no other file can see it"
            case .notPublic(let access, let module):
                "it is \(access) to \(module), so no other module can see it"
            case .nestedUnsupported:
                "only protocols nested in non-generic types of their module are generated"
            case .notAProtocol(let kind):
                "a \(kind) cannot be mocked; mock a protocol it conforms to"
            case .deprecated(let renamed):
                "it is deprecated or unavailable" + (renamed.map { "; mock '\($0)' instead" } ?? "")
            case .restatesParent(let requirement):
                """
                it restates \(requirement) of a parent with another declaration (a constrained default the \
                generator cannot resolve); write this mock by hand
                """
            case .parentsNotInGraphs(let parents, let unreadable):
                "it refines \(parents.joined(separator: ", ")), whose requirements are not in the symbol graphs read "
                    + "(a mock cannot witness them)"
                    + unreadable.map { "; \($0.module)'s module could not be read (\($0.error))" }.joined()
                    + (unreadable.isEmpty ? "" : "; --include DIR adds a folder to look for modules and C headers in")
            case .unreadableDeclaration:
                "its declaration could not be read"
            case .mockableRefused(let messages):
                messages.joined(separator: " ")
            case .notOpen:
                "it is not open, so it cannot be subclassed outside its module"
            case .genericClass:
                "generic classes are not generated yet"
            case .requiredInitializers:
                "its required initializers are not generated yet"
            case .noDesignatedInit:
                "it has no designated init() for the mock to call"
            case .doesNotCompile(let error):
                """
                its mock does not compile, so it was not written (\(error)). Attach @Mockable to a protocol \
                of your test target that restates what the tests need, and please report this construct to \
                Mocking; --no-verify writes the file anyway
                """
            }
        }

        /// The reason's stable name, for tools and tests that tell refusals apart.
        package var id: String {
            switch self {
            case .notInGraph: "notInGraph"
            case .fileScoped: "fileScoped"
            case .notPublic: "notPublic"
            case .nestedUnsupported: "nestedUnsupported"
            case .notAProtocol: "notAProtocol"
            case .deprecated: "deprecated"
            case .restatesParent: "restatesParent"
            case .parentsNotInGraphs: "parentsNotInGraphs"
            case .unreadableDeclaration: "unreadableDeclaration"
            case .mockableRefused: "mockableRefused"
            case .notOpen: "notOpen"
            case .genericClass: "genericClass"
            case .requiredInitializers: "requiredInitializers"
            case .noDesignatedInit: "noDesignatedInit"
            case .doesNotCompile: "doesNotCompile"
            }
        }
    }
}
