import Foundation
import ListShotSnapshot
import ListShotTesting
import ListShotUI
import Testing

// What a preview sets, the render takes; what it does not set comes from the run's matrix.
// Variants only: no pixels.

@Suite struct PreviewVariantTests {
  let matrix = RenderVariant(scheme: .light, dynamicTypeSize: .large, width: nil, scale: 2)

  @MainActor func variant(
    _ traits: [PreviewTrait<Preview.ViewTraits>] = [], in matrix: RenderVariant? = nil,
    _ view: @escaping @MainActor () -> any View = { Rows() }
  ) throws -> RenderVariant {
    let part = try #require(Preview("P", traits: traits, body: view).parts().first)
    return try part.variant(for: matrix ?? self.matrix)
  }

  @Test @MainActor func theLayoutTraits() throws {
    let fits = try variant([.sizeThatFitsLayout], in: RenderVariant(device: Device.named("iphone-se-3")))
    #expect(fits.device == nil && fits.width == 375 && fits.scale == 2)

    let fixed = try variant([.fixedLayout(width: 320, height: 300)])
    #expect(fixed.device?.id == "320x300@2" && fixed.device?.safeArea == .zero)

    #expect(try variant([.defaultLayout]) == matrix)
    #expect(throws: ListShotError.self) { try variant([.fixedLayout(width: 0, height: 300)]) }
  }

  @Test @MainActor func theOrientationTraits() throws {
    #expect(try variant([.landscapeLeft]).device?.id == "iphone-16-landscape")
    let se = RenderVariant(device: Device.named("iphone-se-3"))
    #expect(try variant([.landscapeRight], in: se).device?.id == "iphone-se-3-landscape")
    let turned = RenderVariant(device: Device.named("iphone-se-3-landscape"))
    #expect(try variant([.portrait], in: turned).device?.id == "iphone-se-3")
    #expect(try variant([.portrait]) == matrix)
  }

  @Test @MainActor func theEnvironmentAndPreviewModifiersAroundTheView() throws {
    let dark = try variant {
      Rows().environment(\.colorScheme, .dark).environment(\.dynamicTypeSize, .accessibility3)
        .environment(\.layoutDirection, .rightToLeft)
    }
    #expect(dark.scheme == .dark && dark.dynamicTypeSize == .accessibility3 && dark.direction == .rightToLeft)
    // Other environment values set nothing of the variant.
    #expect(try variant { Rows().environment(\.editMode, .constant(.active)) } == matrix)

    #expect(try variant { Rows().previewDevice("iPhone 16 Pro") }.device?.id == "iphone-16-pro")
    #expect(try variant { Rows().previewDevice("iphone-se-3") }.device?.id == "iphone-se-3")
    #expect(try variant { Rows().previewInterfaceOrientation(.landscapeLeft) }.device?.id == "iphone-16-landscape")
    #expect(try variant { Rows().previewLayout(.fixed(width: 200, height: 100)) }.device?.id == "200x100@2")
  }

  @Test @MainActor func anUnknownDeviceNamesThePreviewAndWhereItIs() throws {
    let line = #line + 1
    let part = try #require(Preview("Odd") { Rows().previewDevice("iPhone 99") }.parts().first)
    do {
      _ = try part.variant(for: matrix)
      Issue.record("an unknown device was accepted")
    } catch let error as ListShotError {
      #expect(error.location?.line == line)
      #expect(error.message == "preview 'Odd': unknown preview device 'iPhone 99'")
      #expect(error.expected?.contains("iPhone 16 Pro") == true)
    }
  }

  @Test @MainActor func aProvidersGroupIsSeveralPreviewsWithTheModifiersAroundIt() throws {
    struct Provider: PreviewProvider {
      static var previews: some View {
        Group {
          Rows()
          Rows().previewDisplayName("Named")
          Rows()
        }
        .environment(\.colorScheme, .dark)
      }
    }
    let parts = Preview.parts(
      of: Provider.self, named: "Provider", source: .init(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1)
    )
    #expect(parts.map(\.name) == ["Provider", "Named", "Provider-3"])
    #expect(try parts.map { try $0.variant(for: matrix).scheme } == [.dark, .dark, .dark])
    #expect(parts.map(\.goldenName) == ["Provider", "Named", "Provider-3"])
  }

  @Test @MainActor func goldenNames() throws {
    func golden(_ name: String) throws -> String { try #require(Preview(name) { Rows() }.parts().first).goldenName }
    #expect(try golden("Dark, large text") == "Dark-large-text")
    #expect(try golden("  Réglages (sombre)…") == "Réglages-sombre")
    #expect(try golden("v1.2_beta") == "v1-2_beta")
    #expect(try golden("🌙") == "")
  }

  @Test @MainActor func theRunsMatrixAndWhatAPreviewSetsOfIt() throws {
    let scratch = try Scratch(config: "matrix: { scheme: all, size: [large, AX3], theme: [wireframe] }\n")
    let plain = items(Preview("Plain") { Rows() }.parts())[0]
    let stems = try scratch.snapshots.snapshots(of: plain).map {
      "\($0.variant.theme)-\($0.variant.scheme)-\($0.variant.dynamicTypeSize.rawValue)"
    }
    #expect(
      stems == [
        "wireframe-light-large", "wireframe-light-accessibility3", "wireframe-dark-large",
        "wireframe-dark-accessibility3",
      ])
    let dark = items(Preview("Dark") { Rows().environment(\.colorScheme, .dark) }.parts())[0]
    #expect(try scratch.snapshots.snapshots(of: dark).count == 2)
  }

  @Test @MainActor func aBadConfigurationFailsEveryPreviewWithItsPosition() throws {
    let scratch = try Scratch(config: "matrix:\n  scheme: [light, dusk]\n")
    let failures = scratch.failures(items(Preview("Plain") { Rows() }.parts()))
    #expect(failures.count == 1)
    #expect(failures[0].contains("listshot-previews.yaml:2:"))
    #expect(failures[0].contains("unknown scheme 'dusk'"))
  }
}
