import ListShotUI

/// A sign-in form: email and password fields, a "Forgot password?" link, a prominent Sign In
/// button and a footer about creating an account.
struct SignInView: View {
  @State private var email = ""
  @State private var password = ""
  @State private var remember = true

  private let resetURL = URL(string: "https://example.com/reset")!

  var body: some View {
    NavigationStack {
      List {
        Section {
          TextField("Email", text: $email, prompt: Text("name@example.com"))
          SecureField("Password", text: $password)
        } header: {
          Text("Account")
        } footer: {
          Link("Forgot password?", destination: resetURL)
        }

        Section {
          Toggle("Keep me signed in", isOn: $remember)
        }

        Section {
          Button {
            signIn()
          } label: {
            Text("Sign In")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
        } footer: {
          Text("New here? Create an account on the web; it takes a minute and is free.")
        }
      }
      .navigationTitle("Sign In")
    }
  }

  private func signIn() {}
}

#Preview {
  SignInView()
}

#Preview("Accessibility 3") {
  SignInView()
    .environment(\.dynamicTypeSize, .accessibility3)
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
}
