import SwiftSyntax

/// A protocol's members as the expansion renders them: requirements, and `#if` blocks whose
/// clauses hold members of their own. The witnesses and builders of a requirement inside `#if`
/// are compiled under the same condition.
package enum Member {
    case requirement(Requirement)
    /// `#if A`, `#elseif B`, `#else`: each clause's directive line and members.
    case conditional([(directive: String, members: [Member])])

    /// Every requirement, whatever clause it is in.
    package static func requirements(in members: [Member]) -> [Requirement] {
        members.flatMap { member -> [Requirement] in
            switch member {
            case .requirement(let requirement): [requirement]
            case .conditional(let clauses): clauses.flatMap { requirements(in: $0.members) }
            }
        }
    }

    /// The members with `transform` applied to each requirement.
    package static func map(_ members: [Member], _ transform: (Requirement) -> Requirement) -> [Member] {
        members.map { member in
            switch member {
            case .requirement(let requirement): .requirement(transform(requirement))
            case .conditional(let clauses): .conditional(clauses.map { ($0.directive, map($0.members, transform)) })
            }
        }
    }

    /// The lines `render` makes of each requirement, `#if` blocks kept around them at the
    /// members' indentation.
    package static func lines(_ members: [Member], _ render: (Requirement) -> String) -> [String] {
        members.flatMap { member -> [String] in
            switch member {
            case .requirement(let requirement):
                return [render(requirement)]
            case .conditional(let clauses):
                return clauses.flatMap { ["    " + $0.directive] + lines($0.members, render) } + ["    #endif"]
            }
        }
    }

    /// `#if os(Linux)`, `#elseif DEBUG`, `#else`.
    package static func directive(of clause: IfConfigClauseSyntax) -> String {
        clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedSource } ?? "")
    }
}
