import Foundation
import ListShotCore
import ListShotTheme
import XCTest

/// Helpers shared by the theme tests: the built-in themes and small token files written to
/// fresh temporary folders.
enum ThemeFixtures {
  static let loader = ThemeLoader()
  /// The built-in OUDS themes (those without a Material container scheme), in the order of the
  /// reference tables' columns (sorted).
  static let builtinNames = loader.builtinThemeNames().filter {
    $0 != ThemeLoader.stockTheme && (try? loader.load($0, scheme: .light))?.material == nil
  }

  /// The error `body` throws, as a `ListShotError`.
  static func error(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line)
    -> ListShotError?
  {
    do {
      try body()
      XCTFail("expected an error", file: file, line: line)
    } catch let error as ListShotError {
      return error
    } catch {
      XCTFail("expected a ListShotError, got \(error)", file: file, line: line)
    }
    return nil
  }

  /// `Mirror`-read colour tokens: property name → hex.
  static func hexes<T>(_ value: T) -> [String: String] {
    tokens(value, Color.self).mapValues(\.hex)
  }

  /// `Mirror`-read `Double` tokens: property name → value.
  static func numbers<T>(_ value: T) -> [String: Double] {
    tokens(value, Double.self)
  }

  /// The `@Token` properties of `value` holding a `Value` (Mirror shows each as its `_name`
  /// storage), by property name.
  private static func tokens<T, Value: Sendable & Equatable>(_ value: T, _ type: Value.Type) -> [String: Value] {
    var result: [String: Value] = [:]
    for child in Mirror(reflecting: value).children {
      if let label = child.label, let token = child.value as? Token<Value> {
        result[String(label.dropFirst())] = token.wrappedValue
      }
    }
    return result
  }
}

extension XCTestCase {
  /// Writes `files` (name → contents) into a new temporary folder, removed after the test.
  func makeThemeDirectory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("listshot-theme-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    for (name, contents) in files {
      try contents.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// Writes one token file into a new temporary folder and returns its path.
  func makeThemeFile(_ contents: String, named name: String = "custom.tokens.json") throws -> String {
    try makeThemeDirectory([name: contents]).appendingPathComponent(name).path
  }
}
