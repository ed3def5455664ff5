import ListShotModel

/// `ViewThatFits(in: .horizontal) { long; short }`: the first view that fits, else the last.
public struct ViewThatFits: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: any View

  public init<Content: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    let children = try context.entering("ViewThatFits").lowerContent(content)
    let fitted: ViewThatFitsView.Axes =
      axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : .both
    return [.view(ViewNode(ViewThatFitsView(axes: fitted), children))]
  }
}

extension SwiftUI { public typealias ViewThatFits = ListShotUI.ViewThatFits }
