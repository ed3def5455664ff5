import ListShot
import ListShotCore
import ListShotModel
import ListShotTestSupport
import XCTest

/// `.shadow` as apps write it: avatars with `.shadow(radius: 4)` beside names, and two tiles
/// with a soft shadow below them (`.shadow(color: .black.opacity(0.15), radius: 6, y: 3)`),
/// in light and dark, left to right and right to left, iOS 18, @2x.
final class ShadowGoldenTests: XCTestCase {
  static func avatar(_ initials: String, _ color: TintColor) -> ViewNode {
    ViewNode.color(color).frame(width: 44, height: 44).modified(by: ClipShapeModifier(.circle))
      .overlay(ViewNode.text(initials).font(.subheadline, weight: .semibold).foregroundStyle(.custom(.white)))
      .shadow(radius: 4)
  }

  static func person(_ name: String, _ role: String, _ initials: String, _ color: TintColor) -> Row {
    ViewNode.hstack(
      spacing: 12,
      [
        avatar(initials, color),
        ViewNode.vstack(
          alignment: .leading, spacing: 2,
          [.text(name), ViewNode.text(role).font(.subheadline).foregroundStyle(.secondary)]),
      ]
    ).asRow
  }

  static func tile(_ title: String, _ value: String, _ color: TintColor) -> ViewNode {
    ViewNode.vstack(
      alignment: .leading, spacing: 2,
      [
        ViewNode.text(value).font(.title2, weight: .bold).foregroundStyle(.custom(.white)),
        ViewNode.text(title).font(.caption1).foregroundStyle(.custom(.white)),
      ]
    )
    .padding(12).frame(maxWidth: .infinity, alignment: .topLeading)
    .background(ViewNode.color(color)).cornerRadius(12)
    .shadow(color: .custom(Color(red: 0, green: 0, blue: 0, alpha: 38)), radius: 6, y: 3)
  }

  static let screen = Screen(
    name: "team", style: .insetGrouped,
    sections: [
      Section(rows: [
        ViewNode.hstack(spacing: 12, [tile("Open tasks", "12", .blue), tile("Done this week", "34", .green)])
          .asRow
      ]),
      Section(rows: [
        person("Ada Lovelace", "Analyst", "AL", .orange), person("Grace Hopper", "Compiler lead", "GH", .purple),
        person("Alan Turing", "On call", "AT", .teal),
      ]),
    ])

  func testAvatarsAndTilesWithShadowsInEverySchemeAndDirection() throws {
    for scheme in ColorScheme.allCases {
      for direction in LayoutDirection.allCases {
        assertGolden(
          Self.screen,
          RenderVariant(scheme: scheme, direction: direction, width: 390, scale: 2, look: .ios18),
          suite: "Shadows", named: "team")
      }
    }
  }
}
