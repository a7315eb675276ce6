import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#callSite` to the location of the expression that uses it.
///
/// Used as a default argument, it expands at the caller (SE-0422), so every builder method of a mock
/// learns the user's line without four `#fileID`/`#filePath`/`#line`/`#column` parameters.
public struct CallSiteMacro: ExpressionMacro {
    /// The expansion is written formatted; swift-syntax's formatting pass would only cost time.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) -> ExprSyntax {
        "Mocking.CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)"
    }
}
