import Foundation
import ListShotModel

/// `@AppStorage("key") var isOn = true`: in a picture, the default value the app declares (the
/// machine's `UserDefaults` are never read, so a golden never depends on them); `$isOn` is a
/// binding to it.
@propertyWrapper
public struct AppStorage<Value> {
  let box: Box<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { box = Box(wrappedValue) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// `@AppStorage("name") var name: String?`: nil.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// `@SceneStorage("tab") var tab = 0`: the default value (no scene is restored in a picture).
@propertyWrapper
public struct SceneStorage<Value> {
  let box: Box<Value>

  public init(wrappedValue: Value, _ key: String) { box = Box(wrappedValue) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

/// `@FocusState private var isFocused: Bool` or `var field: Field?`: nothing has focus in a
/// picture (no caret is drawn), unless the app's code sets it.
@propertyWrapper
public struct FocusState<Value: Hashable> {
  let box: Box<Value>

  public init() where Value == Bool { box = Box(false) }
  public init<T: Hashable>() where Value == T? { box = Box(nil) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding { Binding(box: box) }

  /// `$field`, for `.focused($field, equals: .name)`.
  public struct Binding {
    let box: Box<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }
}

extension View {
  /// `.focused($isFocused)`: accepted; focus draws no pixels in a still picture.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { ModifiedView(self, "focused", .none) }

  /// `.focused($field, equals: .email)`: accepted; focus draws no pixels in a still picture.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    ModifiedView(self, "focused", .none)
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// SwiftUI's `items.remove(atOffsets: offsets)`, as `.onDelete` hands the offsets.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }

  /// SwiftUI's `items.move(fromOffsets: source, toOffset: destination)`, as `.onMove` hands them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
  }
}
