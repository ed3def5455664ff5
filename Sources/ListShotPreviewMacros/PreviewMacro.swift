import ListShotPreviewSymbols
import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { … }`: declares the preview as a function the ListShotPreviews
/// plugin's tests call (`PreviewSymbol`), returning a `ListShotUI.Preview` made of the macro's
/// own arguments, as written, and where the preview is written:
///
/// ```swift
/// func __listShotPreview(SettingsView_12_1: Void) -> ListShotUI.Preview {
///   ListShotUI.Preview(_source: .init(fileID: "MyApp/SettingsView.swift", filePath: "/…/SettingsView.swift", line: 12, column: 1), "Name", traits: …) { … }
/// }
/// ```
///
/// The closure keeps its file: it may use the file's `private` declarations, as in Xcode.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard context.lexicalContext.isEmpty else {
      throw PreviewMacroError(
        "#Preview belongs at the top level of a file (outside any type or function), where the ListShotPreviews plugin finds it"
      )
    }
    guard let path = context.location(of: node.pound, at: .afterLeadingTrivia, filePathMode: .filePath),
      let id = context.location(of: node.pound, at: .afterLeadingTrivia, filePathMode: .fileID),
      let line = Int(path.line.trimmedDescription), let column = Int(path.column.trimmedDescription),
      let filePath = path.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    else {
      throw PreviewMacroError("#Preview cannot tell where it is written (no source location from the compiler)")
    }
    let fileName = String(filePath.split(separator: "/").last ?? Substring(filePath))
    let label = PreviewSymbol.label(fileName: fileName, line: line, column: column)
    let source =
      "_source: .init(fileID: \(id.file.trimmedDescription), filePath: \(path.file.trimmedDescription), line: \(line), column: \(column))"
    let arguments = node.arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
    var call = "ListShotUI.Preview(" + ([source] + arguments).joined(separator: ", ") + ")"
    if let closure = node.trailingClosure { call += " " + closure.trimmedDescription }
    for closure in node.additionalTrailingClosures { call += " " + closure.trimmedDescription }
    return [
      """
      func \(raw: PreviewSymbol.function)(\(raw: label): Void) -> ListShotUI.Preview {
        \(raw: call)
      }
      """
    ]
  }
}

struct PreviewMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@main
struct ListShotPreviewMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
