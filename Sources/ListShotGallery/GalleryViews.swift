import ListShot
import ListShotCore
import ListShotModel

/// Free-form rows (`content:`): SwiftUI-shaped stacks, texts, symbols and modifiers.
extension Gallery {
  static var viewEntries: [Entry] {
    [
      Entry("Free-form rows — stacks, texts and symbols", .screen(viewStacks, direction: nil)),
      Entry("Free-form rows — modifiers", .screen(viewModifiers, direction: nil)),
      Entry("Free-form rows — right to left", .screen(viewRightToLeft, direction: .rightToLeft)),
    ]
  }

  /// The Lists module's contacts row, a custom stats view after a spacer, labels, a toggle.
  static let viewStacks = Screen("views-stacks", style: .insetGrouped) {
    contactRow("Ada Lovelace", "ada@example.com")
    ViewNode.hstack(.text("Pacific Ocean"), .spacer(), stats("10,994 m"))
    ViewNode.label("Favourites", systemImage: "star.fill")
    ViewNode.label(title: .text("Documents"), icon: .image(systemName: "doc").foregroundStyle(.blue))
    ViewNode.toggle(label: .text("Airplane mode"), isOn: true)
  }

  /// Fonts, weights, colours, texts joined from styled parts (bold, italic, coloured), line
  /// limits, padding and backgrounds, frames, baselines.
  static let viewModifiers = Screen("views-modifiers", style: .insetGrouped) {
    ViewNode.vstack(
      alignment: .leading, .text("Headline").font(.headline), .text("Subheadline, secondary").font(.subheadline),
      .text("Caption in red").font(.caption1).foregroundStyle(.red))
    ViewNode.hstack(
      alignment: .firstTextBaseline, .text("Title 2").font(.title2), .text("beside a footnote").font(.footnote),
      .spacer(),
      .text("12").font(.caption1).bold().padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
        .background(ViewNode.color(.custom(Color(hex: "#8E8E9333")!)).cornerRadius(9)))
    ViewNode.text([
      TextSpan("Ada", weight: .bold), TextSpan(" · "), TextSpan("admin", isItalic: true, color: .secondary),
      TextSpan(" (away)", color: .red),
    ])
    ViewNode.text(
      "A long text limited to two lines, which SwiftUI ends with an ellipsis once the second line is full"
    ).lineLimit(2)
    ViewNode.hstack(
      .text("Fixed").frame(width: 80, alignment: .leading), .divider,
      .text("then the rest").frame(
        maxWidth: .infinity, alignment: .trailing))
  }

  static let viewRightToLeft = Screen("views-right-to-left", style: .insetGrouped, locale: "ar") {
    contactRow("آدا لوفلايس", "ada@example.com")
    ViewNode.hstack(.text("المحيط الهادئ"), .spacer(), stats("10٬994 م"))
    ViewNode.label("المفضلة", systemImage: "star.fill")
  }

  static func contactRow(_ name: String, _ email: String) -> ViewNode {
    .hstack(
      .image(systemName: "person.circle.fill").foregroundStyle(.blue).font(.title2),
      .vstack(alignment: .leading, .text(name), .text(email).font(.caption1).foregroundStyle(.gray)))
  }

  static func stats(_ depth: String) -> ViewNode {
    .custom(
      name: "StatsSummary",
      body: .hstack(
        spacing: 4, .image(systemName: "arrow_downward").foregroundStyle(.blue),
        .text(depth).font(.caption1).foregroundStyle(.gray)))
  }
}
