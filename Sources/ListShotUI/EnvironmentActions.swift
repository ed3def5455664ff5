import Foundation
import ListShotModel

// The environment values a list screen reads that a still picture answers once: the actions
// (`dismiss()`, `openURL(url)`) do nothing, as no tap ever happens; the size classes are an
// iPhone's in portrait; the contrast is standard.

/// `@Environment(\.dismiss) private var dismiss`; `dismiss()` does nothing in a picture.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// `@Environment(\.openURL) private var openURL`; `openURL(url)` opens nothing in a picture.
public struct OpenURLAction: Sendable {
  public func callAsFunction(_ url: URL) {}
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}
}

/// `@Environment(\.presentationMode)`: not presented; `dismiss()` does nothing.
public struct PresentationMode: Sendable {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

/// `@Environment(\.colorSchemeContrast)`: standard (ListShot draws no increased contrast).
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// `@Environment(\.horizontalSizeClass)`: compact, as on an iPhone; vertical: regular.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

extension EnvironmentValues {
  public var dismiss: DismissAction { DismissAction() }
  public var openURL: OpenURLAction { OpenURLAction() }
  public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
  public var isPresented: Bool { false }
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  public var horizontalSizeClass: UserInterfaceSizeClass? { .compact }
  public var verticalSizeClass: UserInterfaceSizeClass? { .regular }
}

/// `UIApplication.shared`, for the reads a view makes (`canOpenURL`, the badge number): they
/// answer as a fresh install does, and `open(_:)` opens nothing.
@MainActor
public final class UIApplication {
  public static let shared = UIApplication()
  public static let openSettingsURLString = "app-settings:"

  public var applicationIconBadgeNumber = 0
  public var isIdleTimerDisabled = false

  public func canOpenURL(_ url: URL) -> Bool { false }
  public func open(
    _ url: URL, options: [String: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
}

/// `UIHostingController(rootView: ContentView())`: a view, drawn as its root view (a test that
/// wraps its screen in one renders the screen).
@MainActor
open class UIHostingController<Content: View>: View {
  public var rootView: Content

  public init(rootView: Content) { self.rootView = rootView }

  public var body: Content { rootView }
}
