import ListShotCore

/// A SwiftUI modifier on a view of `ViewNode`. Environment modifiers (font, colour, line
/// limit, alignment) apply to every text and symbol inside the view that does not set its
/// own; the others wrap the view in a new box.
public enum ViewModifier: Hashable, Sendable {
  /// `.padding(…)`: space around the view, on logical edges.
  case padding(EdgeInsets)
  /// `.frame(width:height:alignment:)` and `.frame(minWidth:…maxHeight:alignment:)`.
  case frame(FrameSpec)
  /// `.font(…)` for the texts and symbols inside.
  case font(FontSpec)
  /// `.fontWeight(…)`, `.bold()`.
  case fontWeight(FontWeight)
  /// `.italic()`.
  case italic
  /// `.foregroundStyle(…)`, `.foregroundColor(…)`.
  case foreground(TintColor)
  /// `.tint(…)`: the colour of toggles and of symbols that take the tint.
  case tint(TintColor)
  /// `.lineLimit(…)`; nil: no limit.
  case lineLimit(Int?)
  /// `.multilineTextAlignment(…)`.
  case multilineTextAlignment(ViewAlignment.Horizontal)
  /// `.background(…)`: a view (usually a `Color`) behind, sized to this one; a corner radius
  /// draws it as `RoundedRectangle(cornerRadius:)`.
  case background(ViewNode, cornerRadius: Double)
  /// `.overlay(…)`: a view in front, sized to this one.
  case overlay(ViewNode, alignment: ViewAlignment)
  /// `.layoutPriority(…)`: a stack offers space to higher priorities first.
  case layoutPriority(Double)
  /// `.opacity(…)`, 0…1.
  case opacity(Double)
  /// `.imageScale(…)` for the symbols inside.
  case imageScale(ImageView.Scale)
  /// `.symbolRenderingMode(…)` for the symbols inside.
  case symbolRenderingMode(ImageView.Rendering)
  /// `.disabled(true)`: texts and symbols inside drawn in the disabled colours.
  case disabled

  /// The spec key of the modifier.
  public var name: String {
    switch self {
    case .padding: return "padding"
    case .frame: return "frame"
    case .font: return "font"
    case .fontWeight: return "fontWeight"
    case .italic: return "italic"
    case .foreground: return "foregroundStyle"
    case .tint: return "tint"
    case .lineLimit: return "lineLimit"
    case .multilineTextAlignment: return "multilineTextAlignment"
    case .background: return "background"
    case .overlay: return "overlay"
    case .layoutPriority: return "layoutPriority"
    case .opacity: return "opacity"
    case .imageScale: return "imageScale"
    case .symbolRenderingMode: return "symbolRenderingMode"
    case .disabled: return "disabled"
    }
  }

  /// The views a modifier holds (a background's or an overlay's).
  public var views: [ViewNode] {
    switch self {
    case .background(let view, _), .overlay(let view, _): return [view]
    default: return []
    }
  }
}

extension EdgeInsets {
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// SwiftUI's default padding, `.padding()`: 16 on every edge.
  public static let standard = EdgeInsets(all: 16)

  public var horizontal: Double { leading + trailing }
  public var vertical: Double { top + bottom }
}

/// A `.frame`: fixed sizes, or bounds with `.infinity` for "as much as offered".
public struct FrameSpec: Hashable, Sendable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: ViewAlignment

  public init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
    maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: ViewAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  /// Whether the frame fixes a size (`width:`/`height:`) rather than bounding it.
  public var isFixed: Bool {
    minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil
      && maxHeight == nil
  }

  /// Every length the frame gives, with its name, for validation.
  public var lengths: [(name: String, value: Double)] {
    [
      ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
      ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ].compactMap { name, value in value.map { (name, $0) } }
  }
}
