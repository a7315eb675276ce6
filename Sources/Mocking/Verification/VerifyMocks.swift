/// Checks the expectations of every mock given, like calling ``Mock/verify()-method`` on each.
///
/// ```swift
/// verify(forecaster, recorder)
/// ```
///
/// This spelling also reaches a mock whose protocol has a requirement named `verify()`: there,
/// `camera.verify()` calls the requirement, and `Mocking.verify(camera)` checks the expectations.
public func verify(_ mocks: any Mock...) {
    for mock in mocks {
        mock.mockState.verify()
    }
}

/// Reports calls on each mock given that no `received` verification and no expectation
/// accounts for, like ``Mock/verifyNoMoreInteractions(fileID:filePath:line:column:)`` on each.
public func verifyNoMoreInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let callSite = CallSite(fileID, filePath, line, column)
    for mock in mocks {
        mock.mockState.verifyNoMoreInteractions(at: callSite)
    }
}

/// Reports every call recorded on each mock given, like ``Mock/verifyNoInteractions(fileID:filePath:line:column:)`` on each.
public func verifyNoInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let callSite = CallSite(fileID, filePath, line, column)
    for mock in mocks {
        mock.mockState.verifyNoInteractions(at: callSite)
    }
}

/// Removes every stub of each mock given, like ``Mock/removeAllStubs()-method`` on each.
public func removeAllStubs(_ mocks: any Mock...) {
    for mock in mocks {
        mock.mockState.removeAllStubs()
    }
}

extension Mock {
    /// The state behind the core, reachable through `any Mock`.
    var mockState: MockState { mockCore.state }
}

/// Forgets the calls recorded so far on each mock given, like ``Mock/clearInvocations()-method`` on each.
public func clearInvocations(_ mocks: any Mock...) {
    for mock in mocks {
        mock.mockState.clearInvocations()
    }
}
