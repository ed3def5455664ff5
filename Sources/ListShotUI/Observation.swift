import ListShotModel
import Observation

/// `@Bindable var model: TaskModel`: bindings to an `@Observable` object's properties
/// (`$model.title`). The object is read as it is: nothing changes in a still picture.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension View {
  /// `.environment(model)`: the `@Observable` object `@Environment(TaskModel.self)` reads
  /// in the views inside.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    ModifiedView(self, "environment", .environment { $0.objects[ObjectIdentifier(T.self)] = object })
  }
}
