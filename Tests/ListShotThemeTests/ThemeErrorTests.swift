import Foundation
import ListShotCore
import ListShotTheme
import XCTest

/// Every error the loader reports, with its exact text and location.
final class ThemeErrorTests: XCTestCase {
  private func loadError(_ json: String, scheme: ColorScheme = .light) throws -> (
    ListShotError?, String
  ) {
    let path = try makeThemeFile(json)
    return (ThemeFixtures.error { _ = try ThemeFixtures.loader.load(path, scheme: scheme) }, path)
  }

  func testAliasCycleNamesEveryTokenInOrder() throws {
    let (error, path) = try loadError(
      #"{"extends": "orange", "color": {"a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#
    )
    XCTAssertEqual(error?.message, "alias cycle: color.a -> color.b -> color.a")
    XCTAssertEqual(error?.location, SourceLocation(file: path, path: "color.a"))
    XCTAssertEqual(error?.kind, .badInput)
  }

  func testLongerCycleIsReportedOnceEvenWhenOtherTokensReferToIt() throws {
    let json = #"""
      {"extends": "orange", "x": {"$type": "color",
        "one": {"$value": "{x.two}"}, "two": {"$value": "{x.three}"}, "three": {"$value": "{x.one}"},
        "entry": {"$value": "{x.two}"}}}
      """#
    let path = try makeThemeFile(json)
    let problems = try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: path))
    XCTAssertEqual(problems.map(\.message), ["alias cycle: x.two -> x.three -> x.one -> x.two"])
  }

  func testUnknownAliasNamesTheTokenAndTheTarget() throws {
    let (error, path) = try loadError(
      #"{"extends": "orange", "color": {"action": {"selected": {"$value": "{color.nope}"}}}}"#)
    XCTAssertEqual(error?.message, "unknown alias {color.nope} in color.action.selected")
    XCTAssertEqual(error?.location, SourceLocation(file: path, path: "color.action.selected"))
  }

  func testUnknownAliasSuggestsTheClosestToken() throws {
    let (error, _) = try loadError(
      #"{"extends": "orange", "color": {"action": {"hover": {"$value": "{color.action.selectd}"}}}}"#
    )
    XCTAssertEqual(error?.hint, "did you mean {color.action.selected}?")
  }

  /// A user's token that the built-in files alias, given another type: the first error names
  /// the user's file and token, not the built-in token that aliases it.
  func testRetypedTokenIsBlamedWhereItWasRetyped() throws {
    let (error, path) = try loadError(
      #"{"extends": "orange", "color": {"bg": {"primary": {"$type": "dimension", "$value": 4}}}}"#)
    XCTAssertEqual(error?.location, SourceLocation(file: path, path: "color.bg.primary"))
    XCTAssertEqual(
      error?.message,
      "color.bg.primary is a dimension here, but listItem.colorBgBadgeSafetyArea "
        + "(core.tokens.json) is a color that aliases it")
    XCTAssertEqual(error?.expected, "a color, or a new token for the dimension")
    // The tokens that alias it fail quietly: every error is in the user's file.
    let problems = try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: path))
    XCTAssertEqual(Set(problems.map(\.location?.file)), [path])
    XCTAssertEqual(problems.count, 2)  // and the reader's "wrong type dimension … expected color"
  }

  /// A user's own alias of a token of another type is blamed on the alias.
  func testAliasOfAnotherTypeIsBlamedOnTheAlias() throws {
    let (error, path) = try loadError(
      #"{"extends": "orange", "color": {"x": {"$type": "color", "$value": "{listItem.spaceColumnGap}"}}}"#)
    XCTAssertEqual(error?.location, SourceLocation(file: path, path: "color.x"))
    XCTAssertEqual(
      error?.message, "color.x is a color that aliases listItem.spaceColumnGap, a dimension (core.tokens.json)")
    XCTAssertEqual(error?.expected, "an alias of a color token")
  }

  /// A group replaced by a token: the user's file comes first, and says why the tokens are gone.
  func testGroupReplacedByATokenIsExplainedInTheUsersFile() throws {
    let (error, path) = try loadError(
      ##"{"extends": "orange", "color": {"bg": {"$type": "color", "$value": "#FF0000"}}}"##)
    XCTAssertEqual(error?.location?.file, path)
    XCTAssertEqual(error?.message, "missing required token color.bg.primary")
    XCTAssertEqual(
      error?.hint, "color.bg is a token in this theme, and a token holds no other tokens: make color.bg a group again")
    // Not followed by the built-in tokens' "unknown alias {color.bg.primary}": a consequence.
    let problems = try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: path))
    XCTAssertEqual(Set(problems.map(\.location?.file)), [path])
  }

  func testBadErrorIconShapeNamesTheShapes() throws {
    let (error, path) = try loadError(
      #"{"extends": "wireframe", "listItem": {"sizeErrorIcon": {"$value": 24, "$type": "dimension", "$extensions": {"com.listshot": {"shape": "star"}}}}}"#
    )
    XCTAssertEqual(error?.message, #"bad value "star" for listItem.sizeErrorIcon.$extensions.com.listshot.shape"#)
    XCTAssertEqual(error?.expected, "one of: disc, octagon")
    XCTAssertEqual(error?.location?.file, path)
  }

  func testBadColour() throws {
    let (error, path) = try loadError(
      ##"{"extends": "orange", "color": {"x": {"$value": "#12345"}}}"##)
    XCTAssertEqual(error?.message, ##"bad colour "#12345" in color.x"##)
    XCTAssertEqual(error?.expected, "#RRGGBB or #RRGGBBAA")
    XCTAssertEqual(
      error?.description,
      ##"\##(path): color.x: error: bad colour "#12345" in color.x; expected #RRGGBB or #RRGGBBAA"##
    )
  }

  func testBadDimension() throws {
    let (error, _) = try loadError(
      #"{"extends": "orange", "listItem": {"sizeMinHeightDefault": {"$value": {"value": 60, "unit": "em"}}}}"#
    )
    XCTAssertEqual(
      error?.message, #"bad dimension {"unit": "em", "value": 60} in listItem.sizeMinHeightDefault"#
    )
    XCTAssertEqual(error?.expected, #"a number or {"value": n, "unit": "px"}, n from -100000 to 100000"#)
  }

  func testWrongTypeForARequiredToken() throws {
    let (error, _) = try loadError(
      ##"{"extends": "orange", "listItem": {"spaceColumnGap": {"$type": "color", "$value": "#FFFFFF"}}}"##
    )
    XCTAssertEqual(error?.message, "wrong type color for listItem.spaceColumnGap")
    XCTAssertEqual(error?.expected, "dimension")
  }

  func testMissingRequiredToken() throws {
    let themes = ThemeLoader.defaultBuiltinDirectory
    var core = try String(
      contentsOf: themes.appendingPathComponent("core.tokens.json"), encoding: .utf8)
    let line = #""sizeMinHeightDefault": {"$value": {"value": 60, "unit": "px"}},"#
    XCTAssertTrue(core.contains(line))
    core = core.replacingOccurrences(of: line, with: "")
    let orange = try String(
      contentsOf: themes.appendingPathComponent("orange.tokens.json"), encoding: .utf8)
    let directory = try makeThemeDirectory(["core.tokens.json": core, "orange.tokens.json": orange])
    let loader = ThemeLoader(builtinDirectory: directory)
    let error = ThemeFixtures.error { _ = try loader.load("orange", scheme: .dark) }
    XCTAssertEqual(error?.message, "missing required token listItem.sizeMinHeightDefault")
    let file = directory.appendingPathComponent("orange.tokens.json")
    XCTAssertEqual(
      error?.location, SourceLocation(file: file.path, path: "listItem.sizeMinHeightDefault"))
    XCTAssertEqual(
      try loader.validate(file: file).map(\.message),
      [
        "missing required token listItem.sizeMinHeightDefault"
      ])
  }

  func testUnknownThemeListsTheNamesAndSuggestsOne() throws {
    let error = ThemeFixtures.error { _ = try ThemeFixtures.loader.load("orang", scheme: .light) }
    XCTAssertEqual(error?.message, #"unknown theme "orang""#)
    XCTAssertEqual(
      error?.expected, "one of: ios, material-baseline, material-dark, orange, orange-compact, shrine, sosh, wireframe")
    XCTAssertEqual(error?.hint, #"did you mean "orange"?"#)
    XCTAssertEqual(
      error?.description,
      #"error: unknown theme "orang"; expected one of: ios, material-baseline, material-dark, orange, orange-compact, shrine, sosh, wireframe (did you mean "orange"?)"#
    )
  }

  func testTheSharedCoreSetIsNotATheme() throws {
    let error = ThemeFixtures.error { _ = try ThemeFixtures.loader.load("core", scheme: .light) }
    XCTAssertEqual(error?.message, #""core" is a shared token set, not a theme"#)
  }

  /// A chain of 64 links resolves; one of 65 is one error naming its ends, found without
  /// recursion (a chain of 1,500 overflowed the stack).
  func testAliasChainsAreCappedAt64Links() throws {
    func chain(_ links: Int) -> String {
      let tokens = (0..<links).map { #""c\#($0)": {"$type": "color", "$value": "{color.c\#($0 + 1)}"}"# }
      return #"{"extends": "orange", "color": {"#
        + (tokens + [##""c\##(links)": {"$type": "color", "$value": "#ff0000"}"##]).joined(separator: ", ") + "}}"
    }
    let fine = try makeThemeFile(chain(63), named: "fine.tokens.json")
    XCTAssertEqual(try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: fine)).map(\.message), [])
    let (error, path) = try loadError(chain(64))
    XCTAssertEqual(
      error?.description,
      "\(path): color.c0: error: alias chain longer than 64 links: color.c0 -> color.c1 -> color.c2 -> … -> color.c64")
  }

  func testJSONIsStrict() throws {
    let (duplicate, path) = try loadError("{\"extends\": \"orange\",\n \"extends\": \"sosh\"}")
    XCTAssertEqual(duplicate?.description, "\(path):2:10: error: invalid JSON: duplicate object key near '\"extends\"'")
    // Each file gets its own name: the loader caches by path.
    let deep = try makeThemeFile(
      #"{"extends": "orange", "x": "# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
      named: "deep.tokens.json")
    XCTAssertEqual(
      try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: deep)).first?.message,
      "the theme nests deeper than 64 levels")
    // A surrogate pair is one character, as JSON means it.
    let pair = try makeThemeFile(
      #"{"extends": "orange", "color": {"x": {"$type": "color", "$value": "\ud83d\ude00"}}}"#, named: "pair.tokens.json"
    )
    XCTAssertEqual(
      try ThemeFixtures.loader.validate(file: URL(fileURLWithPath: pair)).first?.message, #"bad colour "😀" in color.x"#)
  }

  func testSyntaxErrorGivesLineAndColumn() throws {
    let (error, path) = try loadError(
      "{\n  \"color\": {\n    \"a\": {\"$value\": \"#FFFFFF\",, }\n  }\n}\n")
    XCTAssertEqual(error?.location?.file, path)
    XCTAssertEqual(error?.location?.line, 3)
    XCTAssertEqual(error?.location?.column, 31)
    XCTAssertTrue(error?.message.hasPrefix("invalid JSON: ") ?? false, error?.message ?? "")
  }

  func testMissingFile() throws {
    let error = ThemeFixtures.error {
      _ = try ThemeFixtures.loader.load("/nonexistent/x.tokens.json", scheme: .light)
    }
    XCTAssertEqual(error?.message, "theme file not found")
    XCTAssertEqual(error?.location?.file, "/nonexistent/x.tokens.json")
  }

  func testExtendsCycle() throws {
    let directory = try makeThemeDirectory([
      "a.tokens.json": #"{"extends": "./b.tokens.json"}"#,
      "b.tokens.json": #"{"extends": "./a.tokens.json"}"#,
    ])
    let error = ThemeFixtures.error {
      _ = try ThemeFixtures.loader.load(
        directory.appendingPathComponent("a.tokens.json").path, scheme: .light)
    }
    XCTAssertEqual(error?.message, "extends cycle: a.tokens.json -> b.tokens.json -> a.tokens.json")
  }

  func testUnknownSchemeContext() throws {
    let (error, _) = try loadError(#"{"extends": "orange", "$modifiers": {"scheme": {"dim": {}}}}"#)
    XCTAssertEqual(error?.message, #"unknown context "dim" in modifier scheme"#)
    XCTAssertEqual(error?.expected, "light or dark")
  }

  func testValidateCollectsEveryProblem() throws {
    let json = #"""
      {"extends": "orange", "color": {"x": {"$value": "#12345"}, "y": {"$value": "{color.z}"}},
       "listItem": {"sizeIcon": {"$value": "big"}}}
      """#
    let problems = try ThemeFixtures.loader.validate(
      file: URL(fileURLWithPath: try makeThemeFile(json)))
    XCTAssertEqual(
      problems.map(\.message),
      [
        "unknown alias {color.z} in color.y",
        ##"bad colour "#12345" in color.x"##,
        #"bad dimension "big" in listItem.sizeIcon"#,
      ])
  }
}
