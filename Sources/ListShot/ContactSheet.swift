import ListShotCore
import ListShotDisplayList
import ListShotSpec

/// A labelled grid of rendered variants, for a person to scan a whole matrix at once.
///
/// It is itself a display list: thumbnails are image items pointing at the written PNGs and
/// labels are text items, so the same painter draws it. Each PNG is read once, here.
public struct ContactSheet {
  public struct Entry {
    public var job: RenderJob
    public var path: String
    /// The rendered screen's size in points.
    public var size: Size

    public init(job: RenderJob, path: String, size: Size) {
      self.job = job
      self.path = path
      self.size = size
    }
  }

  public var entries: [Entry]
  public var cellWidth = 200.0
  public var columns = 6

  public init(entries: [Entry]) {
    self.entries = entries
  }

  public func displayList(fontFamily: String) throws -> DisplayList {
    let padding = 12.0, labelHeight = 30.0
    let columnCount = max(1, min(columns, entries.count))
    let label = TextAttributes(font: FontDescriptor(family: fontFamily, size: 10), lineHeight: 13)
    var items: [DisplayItem] = []
    var y = padding
    for start in stride(from: 0, to: entries.count, by: columnCount) {
      let row = entries[start..<min(start + columnCount, entries.count)]
      let heights = row.map { thumbnailHeight($0.size) }
      let rowHeight = (heights.max() ?? 0) + labelHeight
      for (column, entry) in row.enumerated() {
        let x = padding + Double(column) * (cellWidth + padding)
        let thumb = Rect(x: x, y: y, width: cellWidth, height: heights[column])
        items.append(
          .rect(
            RectItem(
              id: NodePath.key("cell\(start + column)").appending("frame"), frame: thumb.insetBy(dx: -0.5, dy: -0.5),
              fill: nil,
              stroke: Stroke(color: Color(red: 0, green: 0, blue: 0, alpha: 40), width: 1))))
        items.append(
          .image(
            ImageItem(
              id: NodePath.key("cell\(start + column)").appending("image"), frame: thumb,
              file: try read(entry.path), contentMode: .fit)))
        let job = entry.job
        let text =
          "\(job.screen.name)\n\(job.variant.fileStem(direction: job.direction, screenWidth: job.screen.width))"
        items.append(
          .text(
            TextItem(
              id: NodePath.key("cell\(start + column)").appending("label"), text: text,
              frame: Rect(x: x, y: y + heights[column] + 4, width: cellWidth, height: labelHeight - 4),
              attributes: label, color: Color(red: 40, green: 40, blue: 40), alignment: .left,
              direction: .leftToRight, maxLines: 2, isTruncated: false)))
      }
      y += rowHeight + padding
    }
    let width = padding + Double(columnCount) * (cellWidth + padding)
    return DisplayList(
      size: Size(width: width, height: y), scale: 1, background: Color(red: 244, green: 244, blue: 244), items: items)
  }

  private func read(_ path: String) throws -> ImageFile {
    do {
      return try ImageFileReader.read(path, check: nil)
    } catch let error as ImageFileError {
      throw ListShotError(.io, at: SourceLocation(file: path), error.message)
    }
  }

  private func thumbnailHeight(_ size: Size) -> Double {
    size.width > 0 ? (cellWidth * size.height / size.width).rounded() : cellWidth
  }
}
