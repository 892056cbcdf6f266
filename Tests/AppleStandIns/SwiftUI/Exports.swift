// `import SwiftUI` brings Foundation with it (`CGFloat` is used by `VStack`), as Apple's
// SwiftUI does.
@_exported import Foundation

/// The body of a stand-in member that would need SwiftUI's machinery to run (reading a
/// binding, a property wrapper's storage, a primitive view's body). The SwiftUI stand-ins are
/// compiled on Linux, never run, so it only stops the program with a message.
func compiledOnly<Result>(_ member: String) -> Result {
  fatalError("SwiftUI stand-in: \(member) is compiled on Linux, never run")
}
