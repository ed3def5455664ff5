import Foundation

/// CoreGraphics's `CGAffineTransform`, which Foundation on Linux has not got: what `Path`'s
/// `transform:` parameters and `.applying(_:)` take. A point maps to
/// (a·x + c·y + tx, b·x + d·y + ty), as in CoreGraphics.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

  public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

  public init(rotationAngle angle: CGFloat) {
    let (s, k) = (sin(angle), cos(angle))
    self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// This transform, then `t`.
  public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
      tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
  }

  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension SwiftUI { public typealias CGAffineTransform = ListShotUI.CGAffineTransform }
