/// Pass 5: where each witness is declared (``WitnessPlacement``), decided here once from what the
/// earlier passes learnt; the renderers only read it.
extension ProtocolReading {
    mutating func placeWitnesses() {
        // A parent whose requirements the macro cannot list (`unmocked:`, Foundation's delegates)
        // may declare any of the protocol's: each is witnessed by its name.
        let hasUnlistedParents = Self.hasUnlistedParents(protocolDecl, node)
        let reading = self
        members = Member.map(members) { requirement in
            var requirement = requirement
            requirement.placement = reading.placement(of: requirement, hasUnlistedParents: hasUnlistedParents)
            return requirement
        }
    }

    private func placement(of requirement: Requirement, hasUnlistedParents: Bool) -> WitnessPlacement {
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
