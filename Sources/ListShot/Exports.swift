// `import ListShot` is all a program needs to build screens and render them: the model
// (screens, sections, every row kind and the builders), the environment axes (theme scheme,
// Dynamic Type size, direction, device), the display list, spec documents and tolerances,
// and, declared in this module, `ListShotRenderer` and `RenderVariant`.
@_exported import ListShotModel
@_exported import ListShotDisplayList
@_exported import enum ListShotCore.ColorScheme
@_exported import enum ListShotCore.DynamicTypeSize
@_exported import enum ListShotCore.LayoutDirection
@_exported import enum ListShotCore.IOSTextStyle
@_exported import struct ListShotCore.Device
@_exported import struct ListShotCore.EdgeInsets
@_exported import struct ListShotCore.Color
@_exported import struct ListShotCore.Size
@_exported import struct ListShotCore.Rect
@_exported import struct ListShotCore.Point
@_exported import struct ListShotCore.FontWeight
@_exported import struct ListShotCore.ListShotError
@_exported import struct ListShotSpec.SpecDocument
@_exported import struct ListShotSpec.ToleranceSpec
@_exported import struct ListShotSnapshot.DiffOptions
