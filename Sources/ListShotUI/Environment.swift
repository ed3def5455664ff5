import Foundation
import ListShotCore
import ListShotModel

/// The values a view reads with `@Environment`. The render variant sets `colorScheme`,
/// `layoutDirection` and `dynamicTypeSize`; `.environment(_:_:)` changes any of them for the
/// views inside; `editMode` comes from `.environment(\.editMode, …)` or `ScreenState`.
public struct EnvironmentValues: @unchecked Sendable {
  public var colorScheme: ColorScheme = .light
  public var layoutDirection: LayoutDirection = .leftToRight
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// SwiftUI's `Binding<EditMode>?`: nil outside a list's environment.
  public var editMode: Binding<EditMode>?
  public var isEnabled = true
  /// The locale and time zone the texts inside format dates and numbers in: the screen's
  /// `locale:` (else en_US) and GMT, pinned so a picture never depends on the machine;
  /// `.environment(\.locale, …)` and `.environment(\.timeZone, …)` change them.
  public var locale = Locale(identifier: "en_US")
  public var timeZone = TimeZone(secondsFromGMT: 0)!
  /// The style `.listStyle` gives the lists inside; nil: each list's default.
  var listStyle: ListShotModel.ListStyle?
  /// The style `.formStyle` gives the forms inside.
  var formStyle: FormStyleKind = .automatic
  /// The styles `.buttonStyle`, `.labelStyle` and `.toggleStyle` give the controls inside;
  /// nil: each control's automatic one.
  var buttonStyle: ControlStyleChoice<ButtonStyleConfiguration, BuiltInButtonStyle>?
  var labelStyle: ControlStyleChoice<LabelStyleConfiguration, LabelView.Style>?
  var toggleStyle: ControlStyleChoice<ToggleStyleConfiguration, ToggleView.Style>?
  var objects: [ObjectIdentifier: AnyObject] = [:]
  var custom: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// Values set through your own `EnvironmentKey`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// The environment of the body being evaluated.
  @TaskLocal static var current = EnvironmentValues()
}

/// A key for your own environment value, as in SwiftUI.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// `@Environment(\.colorScheme) var colorScheme`: the value as the render variant (or an
/// enclosing `.environment`) sets it.
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// SwiftUI's edit mode (`\.editMode`). The model's `EditMode` (which controls the rows show)
/// is `ListShotModel.EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  public var isEditing: Bool { self != .inactive }
}

extension View {
  /// `.environment(\.editMode, .constant(.active))` and any other writable value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    ModifiedView(self, "environment", .environment { $0[keyPath: keyPath] = value })
  }

  /// `.environmentObject(store)`: the object `@EnvironmentObject` finds in the views inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    ModifiedView(self, "environmentObject", .environment { $0.objects[ObjectIdentifier(T.self)] = object })
  }
}
