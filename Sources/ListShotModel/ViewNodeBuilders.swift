import ListShotCore

/// The Swift spellings of `ViewNode`, after SwiftUI's:
///
/// ```swift
/// ViewNode.hstack(
///   .image(systemName: "person.circle.fill").foregroundStyle(.blue),
///   .vstack(alignment: .leading, .text("Ada"), .text("ada@example.com").font(.caption).foregroundStyle(.secondary)))
/// ```
extension ViewNode {
  public static func hstack(
    alignment: ViewAlignment.Vertical = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    hstack(alignment: alignment, spacing: spacing, children)
  }

  public static func hstack(alignment: ViewAlignment.Vertical = .center, spacing: Double? = nil, _ children: [ViewNode])
    -> ViewNode
  {
    .stack(StackView(axis: .horizontal, alignment: ViewAlignment(vertical: alignment), spacing: spacing, children))
  }

  public static func vstack(
    alignment: ViewAlignment.Horizontal = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    vstack(alignment: alignment, spacing: spacing, children)
  }

  public static func vstack(
    alignment: ViewAlignment.Horizontal = .center, spacing: Double? = nil, _ children: [ViewNode]
  ) -> ViewNode {
    .stack(StackView(axis: .vertical, alignment: ViewAlignment(horizontal: alignment), spacing: spacing, children))
  }

  public static func zstack(alignment: ViewAlignment = .center, _ children: ViewNode...) -> ViewNode {
    .zstack(alignment: alignment, children)
  }

  public static func text(_ text: String) -> ViewNode { .text(TextView(text)) }

  public static func spacer() -> ViewNode { .spacer(minLength: nil) }

  /// An SF Symbol (or a Material icon name).
  public static func image(systemName: String) -> ViewNode { .image(ImageView(.named(systemName))) }

  /// A PNG or SVG file.
  public static func image(file path: String) -> ViewNode { .image(ImageView(.file(path: path))) }

  /// `Label(title, systemImage:)`.
  public static func label(_ title: String, systemImage: String) -> ViewNode {
    .label(title: .text(title), icon: .image(systemName: systemImage))
  }

  public func modifier(_ modifier: ViewModifier) -> ViewNode { .modified(self, modifier) }

  public func padding(_ length: Double = 16) -> ViewNode { modifier(.padding(EdgeInsets(all: length))) }
  public func padding(_ insets: EdgeInsets) -> ViewNode { modifier(.padding(insets)) }

  public func frame(width: Double? = nil, height: Double? = nil, alignment: ViewAlignment = .center) -> ViewNode {
    modifier(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
  }

  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: ViewAlignment = .center
  ) -> ViewNode {
    modifier(
      .frame(
        FrameSpec(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  public func font(_ style: IOSTextStyle, weight: FontWeight? = nil) -> ViewNode {
    modifier(.font(.style(style, weight: weight)))
  }

  public func font(_ font: FontSpec) -> ViewNode { modifier(.font(font)) }
  public func fontWeight(_ weight: FontWeight) -> ViewNode { modifier(.fontWeight(weight)) }
  public func bold() -> ViewNode { modifier(.fontWeight(.bold)) }
  public func italic() -> ViewNode { modifier(.italic) }
  public func foregroundStyle(_ color: TintColor) -> ViewNode { modifier(.foreground(color)) }
  public func tint(_ color: TintColor) -> ViewNode { modifier(.tint(color)) }
  public func lineLimit(_ limit: Int?) -> ViewNode { modifier(.lineLimit(limit)) }

  public func multilineTextAlignment(_ alignment: ViewAlignment.Horizontal) -> ViewNode {
    modifier(.multilineTextAlignment(alignment))
  }

  public func background(_ color: TintColor, cornerRadius: Double = 0) -> ViewNode {
    modifier(.background(.color(color), cornerRadius: cornerRadius))
  }

  public func background(_ view: ViewNode, cornerRadius: Double = 0) -> ViewNode {
    modifier(.background(view, cornerRadius: cornerRadius))
  }

  public func overlay(_ view: ViewNode, alignment: ViewAlignment = .center) -> ViewNode {
    modifier(.overlay(view, alignment: alignment))
  }

  public func layoutPriority(_ priority: Double) -> ViewNode { modifier(.layoutPriority(priority)) }
  public func opacity(_ opacity: Double) -> ViewNode { modifier(.opacity(opacity)) }
  public func imageScale(_ scale: ImageView.Scale) -> ViewNode { modifier(.imageScale(scale)) }

  public func symbolRenderingMode(_ mode: ImageView.Rendering) -> ViewNode {
    modifier(.symbolRenderingMode(mode))
  }

  public func disabled(_ isDisabled: Bool = true) -> ViewNode { isDisabled ? modifier(.disabled) : self }
}

extension ViewNode: RowConvertible {
  /// A list row showing this view (SwiftUI's `List { HStack { … } }`).
  public var asRow: Row { Row(.view(self)) }
}
