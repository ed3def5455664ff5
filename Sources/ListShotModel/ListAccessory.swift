/// An accessory a list adds to a row, named after the Lists module's `ListAccessory` cases
/// (shared/reference/platform-metrics.md §5.1), restricted to those that can be drawn.
///
/// Accessories attach to a row of any kind. `delete` and `multiselect` sit at the leading edge,
/// `custom` where it says, every other one at the trailing edge (iOS places
/// `outlineDisclosure` at the trailing edge). On each side they are drawn in the order given.
public enum ListAccessory: Hashable, Sendable {
  case disclosureIndicator
  case checkmark
  /// The edit-mode delete control: a red circle with a minus.
  case delete
  /// The edit-mode reorder handle: three horizontal lines.
  case reorder
  /// The outline chevron: points to the trailing edge, turned down when the row is expanded.
  case outlineDisclosure
  /// The information (ⓘ) button.
  case detail
  /// The edit-mode selection circle: empty, or filled with a checkmark when the row is selected.
  case multiselect
  case label(String)
  case toggle(isOn: Bool)
  /// A pill: caption 2 bold in the tint colour on the tint at 15 %.
  case badge(String)
  /// A symbol (`image(systemName:)`) in `color` when given, else like secondary text (a
  /// multicolour SVG file keeps its own paint).
  case image(Icon, color: TintColor? = nil)
  /// A progress bar, 0…1, 60 pt wide.
  case progress(Double)
  /// A static activity indicator (medium).
  case activityIndicator
  /// A user SVG or PNG file, drawn 22 × 22 in its own paint, or as a template in `color`.
  case custom(path: String, placement: Placement, color: TintColor? = nil)

  public enum Placement: String, Hashable, Sendable, CaseIterable {
    case leading, trailing
  }

  public var placement: Placement {
    switch self {
    case .delete, .multiselect: return .leading
    case .custom(_, let placement, _): return placement
    default: return .trailing
    }
  }

  /// The spec name of the case.
  public var name: String {
    switch self {
    case .disclosureIndicator: return "disclosureIndicator"
    case .checkmark: return "checkmark"
    case .delete: return "delete"
    case .reorder: return "reorder"
    case .outlineDisclosure: return "outlineDisclosure"
    case .detail: return "detail"
    case .multiselect: return "multiselect"
    case .label: return "label"
    case .toggle: return "toggle"
    case .badge: return "badge"
    case .image: return "image"
    case .progress: return "progress"
    case .activityIndicator: return "activityIndicator"
    case .custom: return "custom"
    }
  }

  /// The accessories written as a bare name in a spec.
  public static let plainCases: [ListAccessory] = [
    .disclosureIndicator, .checkmark, .delete, .reorder, .outlineDisclosure, .detail, .multiselect,
    .activityIndicator,
  ]
}
