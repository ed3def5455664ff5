import Foundation
import ListShotCore
import ListShotModel
import Observation

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
  /// The render's locale, time zone and calendar (`ScreenState`; en_US and UTC by default):
  /// what `Text(_:format:)` and `Text(date, style:)` format with, never the machine's.
  public var locale = ScreenState.defaultLocale
  public var timeZone = ScreenState.defaultTimeZone
  public var calendar = ScreenState.calendar(ScreenState.defaultLocale, ScreenState.defaultTimeZone)
  /// ListShot's: the render's clock (`ScreenState.now`), what relative dates are measured
  /// from and what `Date.now` reads in a file that imports only ListShotUI (`PinnedClock`).
  public var now = ScreenState.defaultNow
  /// The style `.listStyle` gives the lists inside; nil: each list's default.
  var listStyle: ListShotModel.ListStyle?
  /// The style `.formStyle` gives the forms inside.
  var formStyle: FormStyleKind = .automatic
  /// The styles `.buttonStyle`, `.labelStyle` and `.toggleStyle` give the controls inside;
  /// nil: each control's automatic one.
  var buttonStyle: ControlStyleChoice<ButtonStyleConfiguration, BuiltInButtonStyle>?
  var labelStyle: ControlStyleChoice<LabelStyleConfiguration, LabelView.Style>?
  var toggleStyle: ControlStyleChoice<ToggleStyleConfiguration, ToggleView.Style>?
  /// A `.foregroundStyle` or `.foregroundColor` above: the buttons inside draw their labels in
  /// it rather than in the tint, as SwiftUI's automatic button style does.
  var hasForegroundStyle = false
  /// `.symbolVariant` above: the variant of the symbols inside.
  var symbolVariants: SymbolVariants?
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
///
/// `@Environment(TaskModel.self) var model`: the `@Observable` object `.environment(model)`
/// provides above (a missing one is an error naming the view, where SwiftUI would stop the
/// app); `TaskModel?` is nil when none is.
@propertyWrapper
public struct Environment<Value> {
  let read: (EnvironmentValues) -> Value
  /// The object type an `@Environment(Type.self)` needs, nil for a key path or an optional.
  let requiredObject: (name: String, id: ObjectIdentifier)?

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    requiredObject = nil
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.objects[ObjectIdentifier(objectType)] as! Value }
    requiredObject = (String(describing: objectType), ObjectIdentifier(objectType))
  }

  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.objects[ObjectIdentifier(objectType)] as? T }
    requiredObject = nil
  }

  public var wrappedValue: Value { read(EnvironmentValues.current) }
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
