import Foundation

/// `UIPasteboard.general`, as a view's action writes to it (`UIPasteboard.general.string = …`):
/// a still runs no action, so it is empty and keeps nothing.
@MainActor
public final class UIPasteboard {
  public static let general = UIPasteboard()

  public var string: String? {
    get { nil }
    set {}
  }
  public var strings: [String]? {
    get { nil }
    set {}
  }
  public var url: URL? {
    get { nil }
    set {}
  }
  public var hasStrings: Bool { false }
}
