import Foundation
import Testing

/// Which test checked each golden in this test process, so that two tests whose names map to
/// one golden do not silently compare against each other's image.
///
/// A golden's file name keeps only the letters, digits and `_` of the test's name, so raw
/// identifiers like `` `settings screen` `` and `settingsscreen` name the same file; names that
/// differ only in case, or in how an accent is encoded, name files that a case-insensitive or
/// normalising file system (macOS) folds into one. The first test to claim a golden owns it
/// for the rest of the process; another test that claims it fails. The same test claiming it
/// again (a repetition, a second assertion of the same variant) is no collision.
final class GoldenClaims: @unchecked Sendable {
  static let shared = GoldenClaims()

  /// Who claimed a golden: the test file, the test's full name and `named:` as given, and,
  /// under Swift Testing, the running test's id (which names its suite).
  struct Owner: Sendable {
    var file: String
    var testName: String
    var named: String?
    var testID: String?

    static func current(file: String, testName: String, named: String?) -> Owner {
      Owner(file: file, testName: testName, named: named, testID: Test.current.map { "\($0.id)" })
    }

    /// Compared as exact text: two spellings of one accent are two names.
    func isSame(as other: Owner) -> Bool {
      Array(file.utf8) == Array(other.file.utf8) && Array(testName.utf8) == Array(other.testName.utf8)
        && named.map { Array($0.utf8) } == other.named.map { Array($0.utf8) } && testID == other.testID
    }

    var description: String {
      var text = testName
      if let named { text += " named '\(named)'" }
      return text + " in \(file)"
    }
  }

  private let lock = NSLock()
  /// By golden path, lowercased; `String` compares canonically equivalent text as equal.
  private var owners: [String: Owner] = [:]

  /// Claims `golden` for `owner`; returns the other test that already owns it.
  func claim(_ golden: URL, by owner: Owner) -> Owner? {
    lock.withLock {
      let key = golden.standardizedFileURL.path.lowercased()
      if let existing = owners[key] { return existing.isSame(as: owner) ? nil : existing }
      owners[key] = owner
      return nil
    }
  }
}
