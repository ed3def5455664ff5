/// A stored property that takes no part in its owner's synthesized `==` and `hash`: what the
/// owner has learnt about itself (the image files a screen names, read once), not what it is.
/// Two screens that name the same files are the same screen whether or not either has read
/// them yet.
@propertyWrapper
public struct IgnoredInEquality<Value: Sendable>: Hashable, Sendable {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
