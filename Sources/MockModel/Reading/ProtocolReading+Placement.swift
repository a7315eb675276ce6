/// Pass 5: where each witness is declared (``WitnessPlacement``), decided here once from what the
/// earlier passes learnt; the renderers only read it.
extension ProtocolReading {
    mutating func placeWitnesses() {
        let rule = PlacementRule(
            // A parent whose requirements the macro cannot list (`unmocked:`, Foundation's
            // delegates) may declare any of the protocol's: each is witnessed by its name.
            hasUnlistedParents: Self.hasUnlistedParents(protocolDecl, node), ownSelectors: ownSelectors,
            standardSelectors: standardSelectors, adoptedSelectors: adoptedSelectors,
            asyncAndSynchronous: asyncAndSynchronous)
        members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.placement = rule.placement(of: requirement)
            return requirement
        }
    }
}

/// What the placement pass reads of the earlier passes' findings.
private struct PlacementRule {
    let hasUnlistedParents: Bool
    let ownSelectors: Set<String>
    let standardSelectors: Set<String>
    let adoptedSelectors: Set<String>
    let asyncAndSynchronous: Set<String>

    func placement(of requirement: Requirement) -> WitnessPlacement {
        let selector = requirement.selector
        if requirement.isOperator { return .mockBody }
        if case .subscript = requirement.kind, adoptedSelectors.contains(selector) { return .mockBody }
        let isStandard = standardSelectors.contains(selector)
        let isByName = hasUnlistedParents || isStandard || asyncAndSynchronous.contains(selector)
        // Where the witnesses are named apart, those that cannot be are in the protocol's own
        // extension.
        let isOwnByName = hasUnlistedParents && ownSelectors.contains(selector) && !isStandard
        if case .initializer = requirement.kind, !isByName { return .protocolExtension }
        if isOwnByName { return .protocolExtension }
        return isByName ? .byName : .namedApart
    }
}
