import ListShot
import ListShotCore
import ListShotModel
import ListShotSpec
import ListShotTestSupport
import XCTest

/// Golden images of views in the bars and of gauges in rows, on an iPhone 15 screen at @2x, in
/// both looks: a bottom toolbar's status text between its buttons, a text and a menu in the
/// navigation bar, a principal title and subtitle, a visible navigation bar background, and
/// the three linear gauge styles and the two circular ones. Light LTR, dark RTL, and Accessibility 3 (the bars keep
/// their size; the rows grow).
final class BarGoldenTests: XCTestCase {
  static let spec = """
    version: 1
    screens:
      - name: status-bars
        style: insetGrouped
        navigationTitle: Storage
        principal:
          vstack:
            - { text: Storage, font: headline }
            - { text: 3 devices, font: caption, foregroundStyle: secondary }
        chrome:
          leadingBarItems: [{ title: Sort }]
          barItems: [{ view: { text: 2 new, foregroundStyle: secondary } }]
          toolbar:
            - { icon: folder }
            - { view: { text: Updated just now, font: caption } }
            - { icon: square.and.pencil }
        sections:
          - header: Devices
            rows:
              - content: { gauge: { value: 0.62, label: iPhone, currentValueLabel: 79 GB of 128 GB } }
              - content:
                  gauge:
                    value: 34
                    maximum: 100
                    label: Mac
                    currentValueLabel: 34 %
                    minimumValueLabel: '0'
                    maximumValueLabel: '100'
                    style: accessoryLinearCapacity
              - content: { gauge: { value: 0.8, label: Watch, style: accessoryLinear } }
      - name: visible-bar
        style: insetGrouped
        navigationTitle: Rivers
        toolbarBackground: { navigationBar: visible }
        chrome: true
        rows: [{ listCell: { text: Loire } }, { listCell: { text: Rhône } }]
      - name: circular-gauges
        style: insetGrouped
        rows:
          - content:
              hstack:
                - gauge:
                    value: 0.4
                    label: Speed
                    currentValueLabel: '40'
                    minimumValueLabel: '0'
                    maximumValueLabel: '100'
                    style: accessoryCircular
                - { gauge: { value: 0.7, label: Charge, currentValueLabel: 70 %, style: accessoryCircularCapacity } }
                - { text: Battery health }
    """

  static let variants: [(ColorScheme, LayoutDirection, DynamicTypeSize)] = [
    (.light, .leftToRight, .large), (.dark, .rightToLeft, .large), (.light, .leftToRight, .accessibility3),
  ]

  func assertGoldens(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let document = try SpecReader.parse(Self.spec, file: "bars.yaml")
    let screen = try XCTUnwrap(document.screens.first { $0.name == name })
    for look in [Look.ios26, .ios18] {
      for (scheme, direction, size) in Self.variants {
        assertGolden(
          screen,
          RenderVariant(
            scheme: scheme, dynamicTypeSize: size, direction: direction, device: ContainerGoldenTests.phone, look: look),
          suite: "Bars", named: name, file: file, line: line)
      }
    }
  }

  func testStatusTextPrincipalAndGauges() throws { try assertGoldens("status-bars") }

  func testVisibleNavigationBarBackground() throws { try assertGoldens("visible-bar") }

  func testCircularGauges() throws { try assertGoldens("circular-gauges") }
}
