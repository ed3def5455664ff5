import ListShotPreviewSymbols
import SwiftParser
import SwiftSyntax

/// What one Swift file declares for the ListShotPreviews plugin: its `#Preview`s, its
/// `PreviewProvider` types, and whether it calls a snapshot function itself (then its goldens'
/// folder is shared with hand-written tests, and no golden in it is called stale).
struct ScannedFile {
  /// A `#Preview`, or a `PreviewProvider` type.
  struct Preview {
    enum Kind {
      /// The text of its name argument (a string's value, else the expression), if any.
      case macro(name: String?)
      /// The type's name as written from the top level (`SettingsView.Previews`), and why the
      /// generated test cannot reach it (`private`), if it cannot.
      case provider(type: String, unreachable: String?)
    }
    var kind: Kind
    var line: Int
    var column: Int
    /// The `#if` conditions it is compiled under, all of which must hold (`!(A) && B` for an
    /// `#elseif B` after `#if A`).
    var conditions: [String]
  }

  var path: String
  var fileName: String
  var previews: [Preview] = []
  var callsSnapshotFunctions = false

  /// The snapshot functions whose goldens share `__Snapshots__/<TestFile>/` with previews'.
  static let snapshotFunctions: Set<String> = ["assertSnapshot", "expectSnapshot", "verifySnapshot", "snapshotResult"]

  init(path: String, source: String) {
    self.path = path
    fileName = String(path.split(separator: "/").last ?? Substring(path))
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    callsSnapshotFunctions = tree.tokens(viewMode: .sourceAccurate).contains { token in
      if case .identifier(let name) = token.tokenKind { return Self.snapshotFunctions.contains(name) }
      return false
    }
    var scanner = Scanner(converter: converter)
    scanner.items(tree.statements.map(\.item), conditions: [])
    previews = scanner.previews
  }
}

/// Walks the top level of a file, into `#if` clauses and type bodies.
private struct Scanner {
  let converter: SourceLocationConverter
  var previews: [ScannedFile.Preview] = []

  init(converter: SourceLocationConverter) { self.converter = converter }

  mutating func items(_ items: [CodeBlockItemSyntax.Item], conditions: [String]) {
    for item in items {
      switch item {
      case .decl(let decl): declaration(decl, conditions: conditions, scope: [], hidden: nil, topLevel: true)
      case .expr(let expr):
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
          preview(pound: macro.pound, arguments: macro.arguments, conditions: conditions)
        }
      case .stmt(let stmt):
        if let expression = stmt.as(ExpressionStmtSyntax.self),
          let macro = expression.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview"
        {
          preview(pound: macro.pound, arguments: macro.arguments, conditions: conditions)
        }
      }
    }
  }

  /// A declaration at the top level or inside a type: `scope` is the names of the types
  /// around it, `hidden` why it cannot be reached from another file, if it cannot.
  mutating func declaration(
    _ decl: DeclSyntax, conditions: [String], scope: [String], hidden: String?, topLevel: Bool
  ) {
    if let macro = decl.as(MacroExpansionDeclSyntax.self) {
      if topLevel, macro.macroName.text == "Preview" {
        preview(pound: macro.pound, arguments: macro.arguments, conditions: conditions)
      }
      return
    }
    if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      clauses(ifConfig, conditions: conditions) { this, clause, conditions in
        switch clause.elements {
        case .statements(let items)?: if topLevel { this.items(items.map(\.item), conditions: conditions) }
        case .decls(let members)?:
          for member in members {
            this.declaration(member.decl, conditions: conditions, scope: scope, hidden: hidden, topLevel: false)
          }
        default: break
        }
      }
      return
    }
    let named:
      (name: String, modifiers: DeclModifierListSyntax, inherits: InheritanceClauseSyntax?, members: MemberBlockSyntax)?
    if let type = decl.as(StructDeclSyntax.self) {
      named = (type.name.text, type.modifiers, type.inheritanceClause, type.memberBlock)
    } else if let type = decl.as(ClassDeclSyntax.self) {
      named = (type.name.text, type.modifiers, type.inheritanceClause, type.memberBlock)
    } else if let type = decl.as(EnumDeclSyntax.self) {
      named = (type.name.text, type.modifiers, type.inheritanceClause, type.memberBlock)
    } else if let type = decl.as(ExtensionDeclSyntax.self) {
      guard topLevel else { return }
      // An extension names its type from the top level; members it adds are as visible as
      // the extension lets them be.
      named = (type.extendedType.trimmedDescription, type.modifiers, type.inheritanceClause, type.memberBlock)
    } else {
      named = nil
    }
    guard let named else { return }
    let path = scope + [named.name]
    let isExtension = decl.is(ExtensionDeclSyntax.self)
    let access = named.modifiers.first { ["private", "fileprivate"].contains($0.name.text) }
    let why = hidden ?? access.map { "\(isExtension ? "the extension" : named.name) is \($0.name.text)" }
    if let inherits = named.inherits,
      inherits.inheritedTypes.contains(where: {
        $0.type.trimmedDescription.split(separator: ".").last == "PreviewProvider"
      }
      )
    {
      let start = decl.positionAfterSkippingLeadingTrivia
      let location = converter.location(for: start)
      previews.append(
        ScannedFile.Preview(
          kind: .provider(type: path.joined(separator: "."), unreachable: why), line: location.line,
          column: location.column, conditions: conditions))
    }
    for member in named.members.members {
      declaration(member.decl, conditions: conditions, scope: path, hidden: why, topLevel: false)
    }
  }

  /// Each clause of an `#if`, with the conditions under which it is the one compiled.
  mutating func clauses(
    _ ifConfig: IfConfigDeclSyntax, conditions: [String],
    _ body: (inout Scanner, IfConfigClauseSyntax, [String]) -> Void
  ) {
    var earlier: [String] = []
    for clause in ifConfig.clauses {
      var these = conditions + earlier.map { "!(\($0))" }
      if let condition = clause.condition?.trimmedDescription {
        these.append("(\(condition))")
        earlier.append(condition)
      }
      body(&self, clause, these)
    }
  }

  mutating func preview(pound: TokenSyntax, arguments: LabeledExprListSyntax, conditions: [String]) {
    let location = converter.location(for: pound.positionAfterSkippingLeadingTrivia)
    var name: String?
    if let first = arguments.first, first.label == nil {
      name =
        first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        ?? first.expression.trimmedDescription
    }
    previews.append(
      ScannedFile.Preview(
        kind: .macro(name: name), line: location.line, column: location.column, conditions: conditions))
  }
}
