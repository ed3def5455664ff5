import ListShotCore
import ListShotTheme
import XCTest

/// Every `@Token` declaration of the typed theme: its path names a token of the file, and its
/// value is that token's resolved value, so the path can stand for where the value came from.
final class TokenDeclarationTests: XCTestCase {
  /// A declared token found by walking the theme: its property path, DTCG path and value.
  private struct Declared {
    var property: String
    var path: String
    var value: Any
  }

  /// Every `Token` inside `value`, however deeply nested (`ods.spacing`, `statusColors.onInfo`).
  private func declared(in value: Any, at prefix: String = "") -> [Declared] {
    Mirror(reflecting: value).children.flatMap { child -> [Declared] in
      let label = child.label ?? "?"
      let property = prefix.isEmpty ? label : prefix + "." + label
      switch child.value {
      case let token as Token<Color>: return [Declared(property: property, path: token.path, value: token.wrappedValue)]
      case let token as Token<Double>:
        return [Declared(property: property, path: token.path, value: token.wrappedValue)]
      case let token as Token<TextStyleToken>:
        return [Declared(property: property, path: token.path, value: token.wrappedValue)]
      default: return declared(in: child.value, at: property)
      }
    }
  }

  /// The numbers in a resolved value's text: `16px` → [16]; a typography value gives its
  /// weight, size, line height and letter spacing.
  private func numbers(_ text: String) -> [Double] {
    let afterFamily = text.split(separator: "\"").last.map(String.init) ?? text
    return afterFamily.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
  }

  func testEveryDeclaredTokenIsTheFilesResolvedValueAtItsPath() throws {
    for name in ThemeFixtures.builtinNames {
      for scheme in ColorScheme.allCases {
        let theme = try ThemeFixtures.loader.load(name, scheme: scheme)
        let resolved = Dictionary(
          uniqueKeysWithValues: try ThemeFixtures.loader.resolvedTokens(name, scheme: scheme).map {
            ($0.path, $0.value)
          })
        let tokens = declared(in: theme)
        XCTAssertEqual(tokens.count, 349, "every declaration is found")
        XCTAssertEqual(Set(tokens.map(\.path)).count, tokens.count, "no path is declared twice")
        for token in tokens {
          let context = "\(name) \(scheme) \(token.property) \(token.path)"
          guard let text = resolved[token.path] else {
            XCTFail("no such token: \(context)")
            continue
          }
          switch token.value {
          case let color as Color: XCTAssertEqual(color.hex, text.uppercased(), context)
          case let number as Double: XCTAssertEqual([number], numbers(text), context)
          case let style as TextStyleToken:
            XCTAssertEqual(
              [Double(style.weight.rawValue), style.size, style.lineHeight, style.letterSpacing], numbers(text), context
            )
          default: XCTFail("unexpected value type: \(context)")
          }
        }
      }
    }
  }

  func testTheProjectedValueCarriesThePathBesideTheValue() throws {
    let colors = try ThemeFixtures.loader.load("orange", scheme: .light).colors
    XCTAssertEqual(colors.$actionSelected.path, "color.action.selected")
    XCTAssertEqual(colors.$actionSelected.wrappedValue, colors.actionSelected)
    XCTAssertEqual(colors.actionSelected.hex, "#F15E00")
    let status = try ThemeFixtures.loader.load("orange", scheme: .light).statusColors
    XCTAssertEqual(status.onInfo.$emphasized.path, "color.content.onStatus.info.emphasized")
  }

  /// Made in code, outside theme loading, a group's tokens start empty and keep their paths.
  func testAGroupMadeInCodeStartsEmptyAndCanBeSet() {
    var colors = SemanticColors()
    XCTAssertEqual(colors.actionSelected, .clear)
    XCTAssertEqual(colors.$actionSelected.path, "color.action.selected")
    colors.actionSelected = .white
    XCTAssertEqual(colors.$actionSelected.wrappedValue, .white)
    XCTAssertNotEqual(colors, SemanticColors())
    XCTAssertEqual(OpacityTokens().disabled, 0)
    XCTAssertEqual(Typography().labelDefaultLarge.size, 0)
  }
}
