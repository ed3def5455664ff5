import ListShotModel

/// A value a view owns. In a still picture it keeps the value it starts with (no action ever
/// runs); `$value` is a `Binding` to it.
@propertyWrapper
public struct State<Value> {
  let box: Box<Value>

  public init(wrappedValue value: Value) { box = Box(value) }
  public init(initialValue value: Value) { box = Box(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// `@State private var selection: UUID?`: starts as nil.
  public init() { self.init(wrappedValue: nil) }
}

final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A reference to a value owned elsewhere: `$selection`, `.constant(true)`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// `$store.items`, `$item.isOn`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.get()[keyPath: keyPath] },
      set: { newValue in
        var value = self.get()
        value[keyPath: keyPath] = newValue
        self.set(value)
      })
  }
}

/// An object whose changes views follow. Nothing changes in a still picture, so it needs no
/// publisher here.
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` that views follow.
@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// An object given to the view (`@ObservedObject var store: Store`); `$store.items` is a
/// binding to one of its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

/// An object the view creates and owns (`@StateObject private var store = Store()`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  let box: Box<ObjectType?>
  let make: () -> ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = Box(nil)
    make = thunk
  }

  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// An object an ancestor provides with `.environmentObject(_:)`. A view that asks for one
/// nobody provided is an error naming the view and the type (SwiftUI would crash).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  public init() {}

  public var wrappedValue: ObjectType {
    // Lowering checks every @EnvironmentObject of a view before its body runs
    // (`checkEnvironmentObjects`), so the object is there.
    EnvironmentValues.current.objects[ObjectIdentifier(ObjectType.self)] as! ObjectType
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// What lowering needs to know of an `@EnvironmentObject` before the body reads it.
protocol EnvironmentObjectRequirement {
  var objectTypeName: String { get }
  func isProvided(in environment: EnvironmentValues) -> Bool
  /// How the app declares it and how an ancestor provides it, for the message.
  var declaration: String { get }
  var provider: String { get }
}

extension EnvironmentObjectRequirement {
  var declaration: String { "@EnvironmentObject \(objectTypeName)" }
  var provider: String { ".environmentObject(…)" }
}

extension EnvironmentObject: EnvironmentObjectRequirement {
  var objectTypeName: String { String(describing: ObjectType.self) }
  func isProvided(in environment: EnvironmentValues) -> Bool {
    environment.objects[ObjectIdentifier(ObjectType.self)] is ObjectType
  }
}

extension Environment: EnvironmentObjectRequirement {
  var objectTypeName: String { requiredObject?.name ?? "" }
  var declaration: String { "@Environment(\(objectTypeName).self)" }
  var provider: String { ".environment(model)" }
  func isProvided(in environment: EnvironmentValues) -> Bool {
    requiredObject.map { environment.objects[$0.id] != nil } ?? true
  }
}

extension LoweringContext {
  /// Refuses a view whose `@EnvironmentObject` or `@Environment(Model.self)` no ancestor
  /// provides, before its body reads it.
  func checkEnvironmentObjects(of view: any View) throws {
    for child in Mirror(reflecting: view).children {
      guard let requirement = child.value as? EnvironmentObjectRequirement else { continue }
      if !requirement.isProvided(in: environment) {
        throw error(
          "\(typeName(of: view)) reads \(requirement.declaration), which no view above it provides",
          hint: "add \(requirement.provider) around it, as the app does")
      }
    }
  }
}
