import Foundation
import ListShotModel

/// `AsyncImage(url: url)`, `AsyncImage(url:) { image in … } placeholder: { … }`,
/// `AsyncImage(url:) { phase in … }`: nothing is fetched (no network at run time), so it is its
/// placeholder: SwiftUI's grey fill (iOS's secondary system fill), filling what it is offered;
/// the `placeholder:` view; or what the phase closure makes for `.empty`.
public struct AsyncImage: View, PrimitiveView {
  public typealias Body = Never
  let placeholder: (any View)?

  public init(url: URL?, scale: CGFloat = 1) { placeholder = nil }

  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) {
    self.placeholder = placeholder()
  }

  public init<Content: View>(
    url: URL?, scale: CGFloat = 1,
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    placeholder = content(.empty)
  }

  /// SwiftUI's placeholder: the secondary system fill (the system fill at 80 %, 16 %).
  static let defaultFill = TintColor.token("ios.fill").opacity(0.8)

  func lower(in context: LoweringContext) throws -> [Piece] {
    let inner = context.entering("AsyncImage")
    guard let placeholder else { return [.view(.color(Self.defaultFill))] }
    return [.view(try inner.lowerSingle(placeholder) ?? .color(Self.defaultFill))]
  }
}

/// What an `AsyncImage` has loaded: in a still picture, always `.empty`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

extension SwiftUI {
  public typealias AsyncImage = ListShotUI.AsyncImage
  public typealias AsyncImagePhase = ListShotUI.AsyncImagePhase
}
