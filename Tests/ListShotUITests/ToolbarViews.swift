import ListShotUI

/// A compose screen's bars: a confirmation, a symbol, an image file, an app's own button view,
/// a principal title and a bottom toolbar.
struct ComposeBars: View {
  struct ShareButton: View {
    var body: some View {
      Button {
      } label: {
        Image(systemName: "square.and.arrow.up")
      }
    }
  }

  var body: some View {
    NavigationStack {
      List {
        Text("To")
        Text("Subject")
      }
      .navigationTitle("Draft")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
        ToolbarItem(placement: .topBarTrailing) { ShareButton() }
        ToolbarItem(placement: .principal) { Text("New Message") }
        ToolbarItemGroup(placement: .bottomBar) {
          Button {
          } label: {
            Image(systemName: "trash")
          }
          Spacer()
          Button("Archive") {}
        }
        ToolbarItem(placement: .keyboard) { Button("Hide") {} }
      }
    }
  }
}

/// Styles written on the list and its sections, as apps write them.
struct StyledSections: View {
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple")
        Text("Pear")
      }
      .foregroundStyle(.orange)
      Section("Vegetables") {
        Text("Leek")
      }
    }
    .font(.callout)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The same picture with the styles on each row.
struct StyledRows: View {
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple").foregroundStyle(.orange).font(.callout)
        Text("Pear").foregroundStyle(.orange).font(.callout)
      }
      Section("Vegetables") {
        Text("Leek").font(.callout)
      }
    }
  }
}

/// An edit screen: Cancel and a symbol at the leading end, Save at the trailing one.
struct EditBars: View {
  var body: some View {
    NavigationStack {
      List { Text("A") }
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        }
        .navigationBarItems(leading: Button(action: {}) { Image(systemName: "trash") })
    }
  }
}
