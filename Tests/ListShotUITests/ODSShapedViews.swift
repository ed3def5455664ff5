import ListShotUI

// Views of the same shape as seed 000's SwiftUI examples (the ODS list item), in our own
// words: a list of standard items without and with navigation, and a selection list driven
// by @State. Only `import ListShotUI` differs from what an iOS app writes.

struct DeliveryChoices: View {
  var body: some View {
    List {
      ODSListItem(title: Text("Standard delivery")).odsListItemStyle()
      ODSListItem(title: Text("Express delivery"), subtitle: Text("Before noon")).odsListItemStyle()
      ODSListItem(title: Text("Favourite pick-up point"), leading: .icon(Image(systemName: "heart"))).odsListItemStyle()
      ODSListItem(title: Text("Parcel locker"), trailingText: Text("Free")).odsListItemStyle()
      ODSListItem(title: Text("Courier"), trailingText: Text("€4")) {
        // Shows the courier's terms.
      }.odsListItemStyle()

      NavigationLink {
        Text("Address form")
      } label: {
        ODSListItem(title: Text("Delivery address"))
      }.odsListItemStyle()

      NavigationLink {
        Text("Payment form")
      } label: {
        ODSListItem(title: Text("Payment"), trailingText: Text("Card"))
      }.odsListItemStyle()

      NavigationLink {
        Text("Wrapping options")
      } label: {
        ODSListItem(title: Text("Gift wrapping"), trailingText: Text("Paper")) {
          // Explains the wrapping.
        }
      }.odsListItemStyle()
    }
  }
}

struct NewsletterChoices: View {
  @State private var weekly: Bool = true
  @State private var offers: Bool = false

  var body: some View {
    List {
      ODSListItem(
        title: Text("Weekly digest"),
        subtitle: Text("Every Monday"),
        trailingCheckmarkIsSelected: weekly
      )
      .odsListItemStyle()
      .onTapGesture {
        weekly.toggle()
      }

      ODSListItem(
        title: Text("Special offers"),
        subtitle: Text("A few times a year"),
        trailingCheckmarkIsSelected: offers
      )
      .odsListItemStyle()
      .onTapGesture {
        offers.toggle()
      }
    }
  }
}
