import Foundation
import ListShotModel

// The UIKit types the Lists module's API is written with, shaped as far as a list screen's
// code uses them: cells and their content configuration, swipe actions, context menus,
// colours and images. Nothing here draws: the Lists-module views read them when lowering.

/// A UIKit view. ListShot cannot draw UIKit views: one met where a row's content is expected
/// fails with its type name.
open class UIView {
  public init() {}
}

/// `UIColor`, for the colours a swipe action or an accessory takes.
public final class UIColor: Hashable {
  let color: Color

  init(_ color: Color) { self.color = color }

  public convenience init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
  }
  /// `UIColor(named: "Brand")`: a colour set of the screen's asset catalogues, found when
  /// lowered (never nil here: a name not found fails the render, naming it).
  public convenience init?(named name: String) { self.init(Color(name)) }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
    self.init(Color(name))
  }

  public static let systemRed = UIColor(.red)
  public static let systemGreen = UIColor(.green)
  public static let systemBlue = UIColor(.blue)
  public static let systemGray = UIColor(.gray)
  public static let systemOrange = UIColor(.orange)
  public static let systemYellow = UIColor(.yellow)
  public static let systemPurple = UIColor(.purple)
  public static let systemIndigo = UIColor(.indigo)
  public static let systemTeal = UIColor(.teal)
  public static let label = UIColor(.primary)
  public static let secondaryLabel = UIColor(.secondary)
  public static let tintColor = UIColor(.accentColor)

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// `UIImage(systemName:)`, `UIImage(named:)`, `UIImage(named:in:with:)`.
public final class UIImage: Hashable {
  let source: Icon

  public init?(systemName: String) { source = .named(systemName) }
  /// An image set of the screen's asset catalogues, else a symbol of the icon set.
  public init?(named: String) { source = .named(named) }
  /// An image of a bundle (`UIImage(named: "AppIcon-Dark", in: .module, with: nil)`): its name,
  /// as `UIImage(named:)`.
  public init?(named: String, in bundle: Bundle?, with configuration: Any?) { source = .named(named) }
  public init?(named: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) { source = .named(named) }
  /// A PNG, JPEG or SVG file.
  public init?(contentsOfFile path: String) { source = .file(path: path) }
  public init?(systemName: String, withConfiguration configuration: Any?) { source = .named(systemName) }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// What a cell shows (`cell.contentConfiguration`).
public protocol UIContentConfiguration {}

/// `UIListContentConfiguration`: the default cell's text, secondary text and image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?

  public init() {}

  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// A collection view cell a `CellViewModel` configures.
open class UICollectionViewCell {
  public var contentConfiguration: UIContentConfiguration?
  public required init() {}
}

/// `UICollectionViewListCell`: `defaultContentConfiguration()`, `contentConfiguration`,
/// `accessories`.
open class UICollectionViewListCell: UICollectionViewCell {
  public var accessories: [UICellAccessory] = []

  public required init() {}

  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

  /// The Lists module's `setListContent(text:secondaryText:image:accessories:)`.
  public func setListContent(
    text: String? = nil, secondaryText: String? = nil, image: UIImage? = nil, accessories: [ListAccessory] = []
  ) {
    var content = defaultContentConfiguration()
    content.text = text
    content.secondaryText = secondaryText
    content.image = image
    contentConfiguration = content
    self.accessories = accessories.map { UICellAccessory(model: $0.model) }
  }
}

/// A cell accessory as UIKit names them; `ListAccessory` is how the Lists module writes them.
public struct UICellAccessory: Hashable {
  let model: ListShotModel.ListAccessory?

  public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(model: .disclosureIndicator) }
  public static func checkmark() -> UICellAccessory { UICellAccessory(model: .checkmark) }
  public static func delete() -> UICellAccessory { UICellAccessory(model: .delete) }
  public static func reorder() -> UICellAccessory { UICellAccessory(model: .reorder) }
  public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(model: .outlineDisclosure) }
  public static func detail() -> UICellAccessory { UICellAccessory(model: .detail) }
  public static func multiselect() -> UICellAccessory { UICellAccessory(model: .multiselect) }
  public static func label(text: String) -> UICellAccessory { UICellAccessory(model: .label(text)) }
  /// `.customView(configuration:)`: a UIKit view, which cannot be drawn.
  public static func customView(configuration: Any) -> UICellAccessory { UICellAccessory(model: nil) }
}

/// `UIContextualAction(style:title:handler:)`: one swipe action.
public final class UIContextualAction {
  public enum Style: Hashable, Sendable { case normal, destructive }
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public var title: String?
  public var backgroundColor: UIColor?
  public var image: UIImage?

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
  }

  @MainActor
  func swipeAction(in context: LoweringContext) throws -> SwipeAction {
    guard let title else { throw context.error("a UIContextualAction without a title cannot be drawn yet") }
    return SwipeAction(
      title, role: style == .destructive ? .destructive : nil, tint: try backgroundColor?.color.tint(in: context))
  }
}

/// `UISwipeActionsConfiguration(actions:)`.
public final class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  public var performsFirstActionWithFullSwipe = true
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// An element of a `UIMenu`: a `UIAction` or a submenu.
public class UIMenuElement {
  init() {}
}

/// `UIAction(title:image:attributes:handler:)`.
public final class UIAction: UIMenuElement {
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1)
    public static let destructive = Attributes(rawValue: 2)
    public static let hidden = Attributes(rawValue: 4)
  }

  public let title: String
  public let image: UIImage?
  public let attributes: Attributes

  public init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil, attributes: Attributes = [],
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.attributes = attributes
  }
}

/// `UIMenu(title:children:)`.
public final class UIMenu: UIMenuElement {
  public let title: String
  public let children: [UIMenuElement]

  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.title = title
    self.children = children
  }

  /// The menu's items: its actions, and an inline submenu's actions after a divider, as iOS
  /// draws a `UIMenu` with `.displayInline` children (other submenus are drawn the same way:
  /// a still picture cannot open them).
  var items: [ContextMenuItem] {
    children.flatMap { element -> [ContextMenuItem] in
      if let action = element as? UIAction, !action.attributes.contains(.hidden) {
        var symbol: String?
        if case .named(let name)? = action.image?.source { symbol = name }
        return [
          .button(
            action.title, systemImage: symbol, role: action.attributes.contains(.destructive) ? .destructive : nil)
        ]
      }
      if let menu = element as? UIMenu { return [.divider] + menu.items + [.divider] }
      return []
    }
  }
}

/// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
public final class UIContextMenuConfiguration {
  let actionProvider: (([UIMenuElement]) -> UIMenu?)?

  public init(
    identifier: (any NSCopying)? = nil, previewProvider: (() -> Any?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) {
    self.actionProvider = actionProvider
  }

  /// The menu the provider builds from no suggested actions: building it runs no action.
  var items: [ContextMenuItem] { actionProvider?([])?.items ?? [] }
}

/// `UICollectionLayoutListConfiguration.Appearance`: the Lists-module views' `appearance:`.
public enum UICollectionLayoutListConfiguration {
  public enum Appearance: Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    var style: ListShotModel.ListStyle {
      switch self {
      case .plain, .sidebarPlain: return .plain
      case .grouped: return .grouped
      case .insetGrouped: return .insetGrouped
      case .sidebar: return .sidebar
      }
    }
  }
}

/// A UIKit view wrapped for SwiftUI. ListShot cannot run UIKit, so lowering one fails with
/// its type name and place.
public protocol UIViewRepresentable: View {}

extension UIViewRepresentable {
  public typealias Context = UIViewRepresentableContext<Self>
  public var body: Never { return fatalError("\(Self.self) is a UIKit view") }
}

/// What `makeUIView(context:)` is given.
public struct UIViewRepresentableContext<Representable> {}

/// `GeometryReader { proxy in … }`: its content depends on the size it is given, which a
/// lowering to the model cannot know. Refused with its place.
public struct GeometryReader: View, PrimitiveView {
  public typealias Body = Never
  let file: String
  let line: Int

  public init<Content: View>(
    @ViewBuilder content: @escaping (GeometryProxy) -> Content, file: String = #fileID, line: Int = #line
  ) {
    self.file = file
    self.line = line
  }

  func lower(in context: LoweringContext) throws -> [Piece] {
    throw context.entering("GeometryReader").error(
      "GeometryReader (\(file):\(line)) cannot be drawn: its content depends on a size only the running app knows",
      hint: "give the content a fixed .frame instead")
  }
}

/// What a `GeometryReader` passes its content.
public struct GeometryProxy {
  public var size: (width: Double, height: Double)
}
