/// The body of a stand-in member that would have to run Combine's machinery. The operators
/// declared here (and not by OpenCombine) are compiled on Linux, never run, so it only stops
/// the program with a message.
func compiledOnly<Result>(_ member: String) -> Result {
  fatalError("Combine stand-in: \(member) is compiled on Linux, never run")
}
