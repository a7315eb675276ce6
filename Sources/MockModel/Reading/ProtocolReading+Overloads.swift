/// Pass 4: requirements that share a selector, in any clause, told apart by their types; an
/// `async` requirement with a synchronous twin recorded under the twin's name; and every
/// requirement keyed by its signature, so a refinement's requirement is told from a parent's of
/// the same selector.
extension ProtocolReading {
    mutating func resolveOverloads() {
        let selectors = Dictionary(grouping: Member.requirements(in: members), by: \.selector)
        let overloaded = Set(selectors.filter { $0.value.count > 1 }.keys)
        // A synchronous witness matches an `async` requirement too (vapor's `Server` has
        // `start(address:)` both ways): see `WitnessPlacement.byName`.
        asyncAndSynchronous = Set(
            selectors.filter { _, overloads in
                overloads.contains(where: \.isAsync) && overloads.contains { !$0.isAsync }
            }.keys)
        members = Member.map(members) { requirement in
            var requirement = requirement
            let overloads = selectors[requirement.selector, default: []]
            requirement.isOverloadedByType = overloaded.contains(requirement.selector)
            requirement.resultOverload = requirement.resultOverload(among: overloads)
            // Both are recorded under one name, so one stub answers both; the synchronous one's
            // builder stands for the two (two would make every `stub.start(address:)` ambiguous).
            requirement.hasSynchronousTwin =
                requirement.isAsync
                && overloads.contains { other in
                    !other.isAsync && other.kind.builderTypes == requirement.kind.builderTypes
                }
            requirement.isKeyedBySignature = true
            return requirement
        }
    }
}
