import Foundation
import KizunaWeb

// `swift run --package-path Demo kizuna-demo [--port N] [--max-connections N] [--inspect-all]`
// (from the repository root): serves the sample screens on 127.0.0.1.
var port = 8080
var isTesting = false
var inspectsEveryVisitor = false
var limits = SessionLimits()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--port":
    guard let value = arguments.popFirst(), let number = Int(value), (0...65535).contains(number)
    else {
      print("kizuna-demo: --port needs a number in 0...65535")
      exit(2)
    }
    port = number
  case "--max-connections":
    guard let value = arguments.popFirst(), let number = Int(value), number >= 1 else {
      print("kizuna-demo: --max-connections needs a whole number of at least 1")
      exit(2)
    }
    limits.maximumConnections = number
  case "--inspect-all":
    // The inspector shows every visitor's tabs, not only each visitor's own.
    inspectsEveryVisitor = true
  case "--testing":
    // For the browser tests only: test screens, and each session's state at /debug/sessions.
    isTesting = true
  case "--help", "-h":
    print("usage: kizuna-demo [--port N]   (N in 0...65535; 0 picks a free port; default 8080)")
    print("       --max-connections N   connections open at once (default 512)")
    print(
      "       --inspect-all   the binding inspector shows every visitor's tabs, not only one's own")
    print("       --testing   for browser tests: test screens and a session state endpoint")
    exit(0)
  default:
    print("kizuna-demo: unknown argument \(argument); try --help")
    exit(2)
  }
}

let server = DemoServer(
  port: port,
  screens: WebScreenDescriptor.samples + (isTesting ? WebScreenDescriptor.testing : []),
  exposesPageState: isTesting, inspectsEveryVisitor: inspectsEveryVisitor, limits: limits)
let maximumConnections = limits.maximumConnections
let inspectorAudience =
  inspectsEveryVisitor ? "every visitor's tabs (--inspect-all)" : "each visitor's own tabs"
do {
  try await server.run { port in
    print(
      "Kizuna demo running at http://127.0.0.1:\(port)/  (up to \(maximumConnections)"
        + " connections; the inspector shows \(inspectorAudience); Ctrl-C to stop)")
    fflush(nil)  // show the URL at once, even when output goes to a pipe or file
  }
} catch let error as DemoServerError {
  FileHandle.standardError.write(Data("\(error)\n".utf8))  // one line, no backtrace
  exit(1)
} catch {
  FileHandle.standardError.write(Data("kizuna-demo: cannot serve: \(error)\n".utf8))
  exit(1)
}
