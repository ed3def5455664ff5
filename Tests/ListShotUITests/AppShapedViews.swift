import ListShotUI

struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(8)
      .background(.gray.opacity(0.25), in: RoundedRectangle(cornerRadius: 7, style: .continuous))
  }
}

struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .bold()
      .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
      .background(Capsule().fill(.blue))
      .foregroundStyle(.white)
  }
}

struct Tile<Content: View, Accessory: View>: SwiftUICore.View {
  let content: Content
  let accessory: Accessory

  init(@ViewBuilder content: () -> Content, @ViewBuilder accessory: () -> Accessory) {
    self.content = content()
    self.accessory = accessory()
  }

  var body: some SwiftUICore.View {
    HStack {
      content
      Spacer()
      accessory
    }
  }
}

extension Tile where Accessory == EmptyView {
  init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

@MainActor final class InboxModel {
  var unread = 3
  var isMuted = true
}

struct InboxView: View {
  let model = InboxModel()
  let dot: CGFloat = 10

  var body: some View {
    List {
      Section {
        Tile {
          HStack {
            Circle().fill(.blue).frame(width: dot, height: dot)
            Text("Unread").foregroundStyle(model.isMuted ? .secondary : .primary)
          }
        } accessory: {
          Text("\(model.unread)")
        }
        Tile { Text("Archive") }
        Text("Flagged").modifier(Card())
        Button("Mark all read") {}.buttonStyle(PillStyle())
        Text("Muted").background(.red, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
      } header: {
        HStack {
          Image(systemName: "tray")
          Text("Inbox")
        }
      }
    }
  }
}
