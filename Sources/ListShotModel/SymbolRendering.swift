/// How a symbol's layers are painted, as SwiftUI's `.symbolRenderingMode(_:)`.
///
/// ListShot's symbols are single glyphs of the Material Symbols font, so the layered modes are
/// composed from glyphs (see `docs/symbols-and-colours.md` for exactly which symbols they
/// change):
/// - `monochrome`: one colour (the default).
/// - `hierarchical`: for a filled symbol with an enclosure (`checkmark.circle.fill`,
///   `person.crop.square.fill`), the enclosure at a reduced opacity and the symbol's outline
///   in full colour; every other symbol is drawn as monochrome, as iOS draws single-layer ones.
/// - `multicolor`: the symbols iOS paints in fixed colours (`plus.circle.fill` green,
///   `minus.circle.fill` red, `checkmark.circle.fill` green: a coloured disk with a white mark);
///   every other symbol is drawn as monochrome in the given colour.
public enum SymbolRendering: String, Hashable, Sendable, CaseIterable {
  case monochrome, hierarchical, multicolor
}
