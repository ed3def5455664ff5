import ListShot
import Testing
import XCTest

/// XCTest: fails the test when `screen` does not match its golden (see `verifySnapshot`).
///
/// ```swift
/// func testSettings() {
///   assertSnapshot(of: settingsScreen, as: .png(scheme: .dark))
/// }
/// ```
public func assertSnapshot(
  of screen: some ScreenSource, as snapshot: ScreenSnapshot = .png(), named name: String? = nil,
  record: RecordMode? = nil, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line
) {
  if let message = verifySnapshot(
    of: screen, as: snapshot, named: name, record: record, filePath: "\(file)", testName: testName)
  {
    XCTFail(message, file: file, line: line)
  }
}

/// Swift Testing: records an issue when `screen` does not match its golden.
///
/// ```swift
/// @Test func settings() {
///   expectSnapshot(of: settingsScreen, as: .png(theme: "sosh"))
/// }
/// ```
public func expectSnapshot(
  of screen: some ScreenSource, as snapshot: ScreenSnapshot = .png(), named name: String? = nil,
  record: RecordMode? = nil, filePath: String = #filePath, testName: String = #function,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  if let message = verifySnapshot(
    of: screen, as: snapshot, named: name, record: record, filePath: filePath, testName: testName)
  {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
