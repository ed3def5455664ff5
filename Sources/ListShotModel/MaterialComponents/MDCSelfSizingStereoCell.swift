/// `MDCSelfSizingStereoCell`: a title and a detail label between an optional leading and
/// trailing image view, laid out by MDC's rules (see `MaterialListCell`).
public final class MDCSelfSizingStereoCell: MDCBaseCell {
  public let titleLabel = MDCCellLabel()
  public let detailLabel = MDCCellLabel()
  public let leadingImageView = MDCCellImageView()
  public let trailingImageView = MDCCellImageView()
  /// `leadingImageViewVerticalPosition` (MDC sets both image views the same way here).
  public var leadingImageViewVerticalPosition: MaterialListCell.ImageVerticalPosition = .top
  public var trailingImageViewVerticalPosition: MaterialListCell.ImageVerticalPosition {
    get { leadingImageViewVerticalPosition }
    set { leadingImageViewVerticalPosition = newValue }
  }

  public override init() { super.init() }

  /// A cell configured by `configure`:
  /// `MDCSelfSizingStereoCell { cell in cell.titleLabel.text = "…" }`.
  public convenience init(_ configure: (MDCSelfSizingStereoCell) -> Void) {
    self.init()
    configure(self)
  }

  public override var materialCell: MaterialListCell {
    var cell = super.materialCell
    cell.title = titleLabel.text
    cell.detail = detailLabel.text
    cell.titleNumberOfLines = titleLabel.numberOfLines
    cell.detailNumberOfLines = detailLabel.numberOfLines
    cell.leadingImage = leadingImageView.image
    cell.trailingImage = trailingImageView.image
    cell.imageVerticalPosition = leadingImageViewVerticalPosition
    return cell
  }
}

/// The part of `UILabel` a cell's labels use: `text` and `numberOfLines` (0, unlimited, by
/// default, as MDC sets them).
public final class MDCCellLabel {
  public var text: String?
  public var numberOfLines: Int = 0

  public init() {}
}

/// The part of `UIImageView` a cell's image views use: `image`, an icon or a picture at its
/// natural size (`.icon(.named("star"))`, `.picture(.file("photo.png"), width: 56)`).
public final class MDCCellImageView {
  public var image: MaterialListCell.Image?

  public init() {}
}
