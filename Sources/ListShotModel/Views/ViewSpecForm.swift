import ListShotCore

/// How a view or a modifier of the catalogue is written in a spec, and how it is read.
///
/// A view is a mapping with one kind key (`hstack:`) whose value is the view's arguments; the
/// other keys beside it are the view's options (`alignment`, `spacing` of a stack) or
/// modifiers (`padding`, `font` …), applied in the order written. The reader (ListShotSpec)
/// checks every value against `shape` (types, ranges, choices, keys, with a suggestion for a
/// misspelt one) before `read` sees it, and the JSON Schema is written from the same shapes.
public struct ViewSpecForm: Sendable {
  /// The spec key: `hstack`, `padding`.
  public let key: String
  /// The shape of the key's value.
  public let shape: SpecShape
  /// Keys beside a view's kind key that belong to the view (a stack's `alignment`).
  public let options: [SpecField]
  /// The view the key alone stands for (`- spacer`, `- divider`); nil when it needs a value.
  public let bareWord: ViewNode?
  let read: Read

  enum Read: Sendable {
    case view(@Sendable (_ value: any ViewSpecValue, _ options: any ViewSpecMapping) throws -> ViewNode)
    case modifier(@Sendable (_ value: any ViewSpecValue, _ content: ViewNode) throws -> ViewNode)
  }

  /// A view: `read` makes it from its value and its options.
  public static func view(
    _ key: String, _ shape: SpecShape, options: [SpecField] = [], bareWord: ViewNode? = nil,
    read: @escaping @Sendable (_ value: any ViewSpecValue, _ options: any ViewSpecMapping) throws -> ViewNode
  ) -> ViewSpecForm {
    ViewSpecForm(key: key, shape: shape, options: options, bareWord: bareWord, read: .view(read))
  }

  /// A modifier: `read` wraps the view written beside it (or returns it unchanged, for
  /// `bold: false`).
  public static func modifier(
    _ key: String, _ shape: SpecShape,
    read: @escaping @Sendable (_ value: any ViewSpecValue, _ content: ViewNode) throws -> ViewNode
  ) -> ViewSpecForm {
    ViewSpecForm(key: key, shape: shape, options: [], bareWord: nil, read: .modifier(read))
  }

  public var isModifier: Bool {
    if case .modifier = read { return true }
    return false
  }

  /// The view this form reads (a view's form only).
  public func readView(_ value: any ViewSpecValue, options: any ViewSpecMapping) throws -> ViewNode {
    guard case .view(let read) = read else { throw value.error("internal error: \(key) is a modifier") }
    return try read(value, options)
  }

  /// `content` with this modifier applied (a modifier's form only).
  public func apply(_ value: any ViewSpecValue, to content: ViewNode) throws -> ViewNode {
    guard case .modifier(let read) = read else { throw value.error("internal error: \(key) is a view") }
    return try read(value, content)
  }
}

/// One value of a spec, as the catalogue's forms read it: every read is checked against the
/// value's declared shape and fails at the value's file, line and column.
public protocol ViewSpecValue {
  var isScalar: Bool { get }
  var isSequence: Bool { get }
  var isMapping: Bool { get }
  /// Left out (`{ spacer, … }`, `{ circle, fill: blue }`): `mapping` reads it as an empty one.
  var isNull: Bool { get }
  func string() throws -> String
  func bool() throws -> Bool
  /// A number within the declared range.
  func number() throws -> Double
  /// A whole number within the declared range.
  func integer() throws -> Int
  /// One of the declared strings.
  func choice() throws -> String
  /// A list, each item checked against the declared item shape.
  func items() throws -> [any ViewSpecValue]
  /// A mapping whose keys are the declared ones.
  func mapping(_ what: String) throws -> any ViewSpecMapping
  /// The same value read against alternative `index` of its declared `oneOf`.
  func alternative(_ index: Int) -> any ViewSpecValue
  /// A view (counted against the row's limit).
  func view() throws -> ViewNode
  /// A colour: a name, `#RRGGBB[AA]`, `{ token: … }`, with an opacity.
  func color() throws -> TintColor
  /// An SF Symbol or Material icon name, checked against the icon set.
  func icon() throws -> Icon
  /// An image file next to the spec, read (and checked) once.
  func imageFile() throws -> String
  /// The file of an image set of the screen's asset catalogues (`{asset: logo}`), read once.
  func assetImageFile() throws -> String
  /// The custom view this value names (`{ view: NAME }`), expanded.
  func customView() throws -> ViewNode
  /// A design system's row content (`{ odsListItem: … }`), without row options.
  func rowContent() throws -> RowContent
  /// An error at this value.
  func error(_ message: String, expected: String?, hint: String?) -> Error
}

extension ViewSpecValue {
  public func error(_ message: String) -> Error { error(message, expected: nil, hint: nil) }
  public func error(_ message: String, hint: String?) -> Error { error(message, expected: nil, hint: hint) }

  /// A string is a `Text`; a mapping, any view.
  public func textOrView() throws -> ViewNode {
    isScalar ? .text(try string()) : try view()
  }
}

/// The keys of one mapping of a spec, read through `ViewSpecValue`.
public protocol ViewSpecMapping {
  /// The value of `key`, nil when absent or null.
  subscript(key: String) -> (any ViewSpecValue)? { get }
  /// The mapping itself, for errors about it.
  var owner: any ViewSpecValue { get }
}

extension ViewSpecMapping {
  public func required(_ key: String) throws -> any ViewSpecValue {
    guard let value = self[key] else { throw owner.error("missing required key '\(key)'") }
    return value
  }
}
