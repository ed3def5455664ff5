import ListShotUI

// Views written as an app writes them, with what SwiftUI apps use beyond the seeds' shapes: a
// modifier and a button style of their own, shapes and shape styles, a generic container with a
// `@ViewBuilder` initialiser, a main-actor view model, CGFloat lengths, SwiftUICore's names.

/// A card: the content padded on a rounded, continuous background.
struct Card: ViewModifier {
  func body(content: Content) -> some View {
    content
      .padding(8)
      .background(.gray.opacity(0.25), in: RoundedRectangle(cornerRadius: 7, style: .continuous))
  }
}

/// A button style of the app's own: its label in bold capsule.
struct PillStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .bold()
      .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
      .background(Capsule().fill(.blue))
      .foregroundStyle(.white)
  }
}

/// A generic container, as apps write them, with an empty default accessory.
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

/// What an app's view model holds, read on the main actor.
@MainActor final class InboxModel {
  var unread = 3
  var isMuted = true
}

struct InboxRows: View {
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
