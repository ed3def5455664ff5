/// Every bound on input from outside, in one place: options, specs, themes, image headers,
/// SVG files and goldens are checked against these before a number is converted to another
/// type or memory is allocated for it, so hostile or mistaken input fails with a clear error
/// instead of a trap, a hang or unbounded memory.
public enum Limits {
  // Specs.
  /// Rows in one screen, over all its sections and every level of outline children.
  public static let maxRowsPerScreen = 1000
  /// Characters in one text value (a title, subtitle, label …).
  public static let maxTextLength = 4096
  /// Unicode scalars in one text value: what is shaped and laid out is bounded by scalars, not
  /// by characters (one character can hold any number of combining marks).
  public static let maxTextScalars = 32768
  /// Unicode scalars in one character (grapheme cluster): a letter with its combining marks, an
  /// emoji sequence (the longest standard ones have 10). Stacked marks past this are not text.
  public static let maxScalarsPerCharacter = 32
  /// Levels of nesting in a spec file, aliases expanded (the YAML parser's own limit).
  public static let maxSpecDepth = 1000
  /// Bytes in one spec file.
  public static let maxSpecFileBytes = 8 << 20
  /// A screen or `--width` in points.
  public static let width: ClosedRange<Double> = 1...4096
  /// A custom device's height in points.
  public static let deviceHeight: ClosedRange<Double> = 1...8192
  /// Device pixels per point (`--scale`, a spec's `scale`, a device's scale).
  public static let scales: [Double] = [1, 2, 3]
  /// Levels of nesting in one row's free-form content (`content:`), custom views expanded:
  /// real rows nest a few stacks; this bounds layout's recursion.
  public static let maxViewDepth = 64
  /// Views in one row's free-form content, custom views expanded and modifiers counted.
  public static let maxViewsPerRow = 2000
  /// A length in free-form content (a frame, padding, spacing) in points, by magnitude.
  public static let viewLength: ClosedRange<Double> = -4096...4096
  /// A fixed font size (`.system(size:)`) in points.
  public static let fontSize: ClosedRange<Double> = 1...1000
  /// A `listRowInsets` edge in points.
  public static let rowInset: ClosedRange<Double> = 0...500
  /// `.listSectionSpacing(n)` and `.listRowSpacing(n)` in points.
  public static let listSpacing: ClosedRange<Double> = 0...500
  /// A row's `.badge(count)`.
  public static let badgeCount: ClosedRange<Int> = 0...999_999
  /// A line limit (`lineLimit`).
  public static let lineLimit: ClosedRange<Int> = 1...1000
  /// The largest length, in points, handed to Pango (a wrapping width, a letter spacing, a
  /// line height, a font size): layout may offer a text more (stacks with negative spacing),
  /// and Pango counts in 1/1024 pt in a C `int`, so lengths are clamped to this first. Twice
  /// it, in those units, still fits (a width and its trailing letter spacing).
  public static let pangoLength = 1_000_000.0

  // Images named by a spec.
  /// Pixels in one image file drawn in a row (checked from the file's header).
  public static let maxImagePixels = 64 << 20
  /// Pixels per side of one image: Cairo's image surfaces stop at 32767.
  public static let maxImageSide = 32767
  /// Bytes in one image file named by a spec.
  public static let maxImageFileBytes = 64 << 20
  /// Bytes of decoded and scaled image pixels a process keeps for reuse across rows and
  /// renders (`RasterImageStore`): the largest image (`maxImagePixels`, 4 bytes each) and room
  /// for its scaled copies.
  public static let maxImageCacheBytes = 320 << 20
  /// Bytes of image files a process holds at once, each content counted once (every image a
  /// run's screens name stays in memory until they are painted): four of the largest.
  public static let maxImageBytesInAll = 256 << 20
  /// Pixels of the raster images (PNG, JPEG) a process holds at once, each content counted
  /// once: what decoding them all takes fits `maxImageCacheBytes`, so no render decodes one
  /// again for want of room.
  public static let maxImagePixelsInAll = maxImageCacheBytes / 4
  /// Bytes in one SVG file: icons and illustrations are kilobytes.
  public static let maxSVGFileBytes = 4 << 20
  /// The largest font size in an SVG, in pixels (librsvg aborts on sizes that overflow
  /// Pango's units, about 2,000,000 px; see `SVGFontSizes`).
  public static let maxSVGFontSize = 1000.0
  /// The longest one SVG image may take to load and draw (seconds). Icons take milliseconds;
  /// this only stops a file built to take minutes (nested `<use>` of filtered groups).
  public static let svgTimeBudget = 10.0

  // Messages.
  /// Characters of a value from outside quoted in a message, a report or a page (an unknown
  /// key, the line where a text golden differs): a longer one is shown as an excerpt with `…`
  /// where it is cut, so a 60 MB line is not printed, stored and escaped whole.
  public static let maxQuotedCharacters = 120

  // Output names.
  /// Bytes in the file name of one output (a golden's `<theme>-<scheme>-…@3x.png`): file
  /// systems stop at 255, and a temporary file (`.<name>.<pid>.<owner>.<random>.tmp`) and the
  /// artifacts (`<name>.diff.png` …) add up to 60 to it.
  public static let maxOutputNameBytes = 190

  // Canvases and goldens.
  /// Pixels per side of a canvas (Cairo's limit).
  public static let maxCanvasSide = 32767
  /// Pixels in one canvas: 256 MiB of ARGB32.
  public static let maxCanvasPixels = 64 << 20
  /// Device pixels the items of one screen may cover in all, overlaps counted (`PaintCost`):
  /// 64 of the largest canvas, about 4 s of painting at the 1.2 G pixels a second measured for
  /// rounded-clipped fills (debug and release alike: it is Cairo's time).
  public static let maxPaintedPixels = 64 * maxCanvasPixels
  /// Device pixels the shadows of `.shadow` groups may cover in all: 8 of the largest canvas,
  /// about 3 s at the 190 M pixels a second measured for painting a blurred shadow back.
  public static let maxShadowPixels = 8 * maxCanvasPixels
  /// Pixels a golden or a `diff` input may declare in its header.
  public static let maxGoldenPixels = 64_000_000
  /// Bytes in one golden or `diff` input: a 64 M pixel RGBA image stored without
  /// compression (zlib's stored blocks), plus room for its chunks.
  public static let maxPNGFileBytes = 300 << 20
  /// Bytes in one text golden (a display list's JSON; a phone screen's is tens of kilobytes).
  public static let maxTextGoldenBytes = 64 << 20

  // Themes.
  /// Bytes in one theme file.
  public static let maxThemeFileBytes = 8 << 20
  /// Tokens in one theme file, after `extends` (the built-in themes have under 400).
  public static let maxThemeTokens = 50_000
  /// Levels of nesting in a theme file: token trees are a few levels deep.
  public static let maxThemeDepth = 64
  /// Links in one alias chain (`{a}` → `{b}` → …); real themes use fewer than 5.
  public static let maxAliasDepth = 64
  /// Files in one `extends` chain, from the theme to its most general base (real themes use 1
  /// to 3); the chain is walked without recursion.
  public static let maxExtendsDepth = 32
  /// Files one theme is made of through `extends`, all branches together.
  public static let maxThemeFiles = 256
  /// A dimension token, in points or px, and a font size.
  public static let dimension: ClosedRange<Double> = -100_000...100_000

  // Asset catalogues.
  /// Bytes in one `Contents.json` of an asset catalogue (Xcode writes a few hundred).
  public static let maxAssetContentsBytes = 1 << 20
  /// Colour and image sets in one asset catalogue, namespaces included.
  public static let maxAssetSets = 10_000
  /// Entries (files and folders) one asset catalogue's folders hold, all together: the walk
  /// stops there instead of listing a huge tree.
  public static let maxAssetEntries = 100_000
  /// Levels of folders inside an asset catalogue (groups and namespaces nest a few deep).
  public static let maxAssetFolderDepth = 32
  /// Entries in one set's `colors` or `images` array (Xcode writes one per idiom, appearance
  /// and scale: a few dozen at most).
  public static let maxAssetSetEntries = 256
  /// A colour component written as a float in an extended colour space (`extended-srgb`,
  /// `extended-gray`): wider than 0...1, clamped to sRGB after conversion.
  public static let extendedColorComponent: ClosedRange<Double> = -1...2

  // Preview server.
  /// Settings of the switches whose render `preview --serve` keeps while no page shows them
  /// (a page switching back finds it ready); renders of settings pages show are always kept.
  public static let maxUnshownPreviews = 8
  /// Bytes in one request head (request line and headers) that `preview --serve` and `review`
  /// read; a longer head is answered 431 and the connection closed. Browsers send 1–2 KB, more
  /// with the cookies other local servers set for 127.0.0.1.
  public static let maxRequestHeadBytes = 32 << 10
  /// Seconds a connection has to send a whole request (head and body) once the server waits for
  /// it; then it is closed. An idle keep-alive connection is closed after as long.
  public static let requestReadSeconds = 10
  /// Connections the preview and review servers keep open at once. Past it, a new connection
  /// closes the one that has waited longest for its request; when every one is busy answering
  /// (event streams), the new one is closed.
  public static let maxServerConnections = 64

  /// True when `value` is finite and inside `range`.
  public static func contains(_ range: ClosedRange<Double>, _ value: Double) -> Bool {
    value.isFinite && range.contains(value)
  }
}
