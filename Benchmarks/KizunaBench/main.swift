import Kizuna

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// kizuna-bench: Kizuna against raw Swift closures (the floor) and OpenCombine, in one process.
//
// Run in release, from the repository root:
// swift run --package-path Benchmarks -c release kizuna-bench [--runs N] [--scale X] [--only W1,...]

var settings = Settings()
var only: Set<String>?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--runs":
    guard let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
      fatalError("--runs needs a whole number above 0")
    }
    settings.runs = value
  case "--scale":
    guard let value = arguments.popFirst().flatMap(Double.init), value > 0 else {
      fatalError("--scale needs a number above 0, e.g. 0.1 for a quick run")
    }
    settings.scale = value
  case "--only":
    only = Set((arguments.popFirst() ?? "").split(separator: ",").map { $0.uppercased() })
  case "--library":
    onlyLibrary = arguments.popFirst()?.lowercased()
  case "--report-operations":
    reportsOperations = true
  case "--slow-down":
    guard let value = arguments.popFirst().flatMap(Int.init), value >= 0 else {
      fatalError("--slow-down needs a whole number of extra loop turns per operation")
    }
    slowdownPerOperation = value
  case "--record-bindings":
    // The cost of the binding inspector when it is on (every entry point records).
    LiveBindings.isRecording = true
  case "--help", "-h":
    print(
      "usage: kizuna-bench [--runs N] [--scale X] [--only W1,W2,W3,W4,W4B,W4C,W5,W6,W7,W8,W8A-W8E,W9,W9A-W9F,W10,W10A-W10N,MEM] [--library closures|kizuna|opencombine] [--report-operations] [--slow-down N] [--record-bindings]"
    )
    exit(0)
  default:
    fatalError("unknown argument \(argument); see --help")
  }
}

#if DEBUG
  print(
    "warning: this is a debug build; run `swift run --package-path Benchmarks -c release kizuna-bench` for real numbers"
  )
#endif

let workloads: [(String, (Settings) -> [Row])] = [
  ("W1", { [w1($0)] }), ("W2", { [w2($0)] }), ("W3", { [w3($0)] }), ("W4", { [w4($0)] }),
  ("W4B", { [w4b($0), w4bOld($0)] }), ("W4C", w4c), ("W5", { [w5($0)] }),
  ("W6", { [w6($0)] }), ("MEM", { [memory($0)] }),
]
let loadBefore = machineLoad()
var rows: [Row] = []
for (name, workload) in workloads where only?.contains(name) ?? true {
  rows.append(contentsOf: workload(settings))
}
if only?.contains("W7") ?? true {
  rows.append(contentsOf: w7(settings))
}
let w8Selected = w8Shapes.filter { name, _ in
  only.map { $0.contains("W8") || $0.contains(name) } ?? true
}
rows.append(contentsOf: w8(settings, shapes: w8Selected.map(\.1)))
let w9Selected = w9Variants.filter { name, _ in
  only.map { $0.contains("W9") || $0.contains(name) } ?? true
}
rows.append(contentsOf: w9(settings, variants: w9Selected.map(\.1)))
let w10Selected = w10Variants.filter { name, _ in
  only.map { $0.contains("W10") || $0.contains(name) } ?? true
}
rows.append(contentsOf: w10(settings, variants: w10Selected))
print(
  "runs per workload: \(settings.runs), scale: \(settings.scale); median ns/op, spread = (max-min)/median"
)
printTable(rows)
print(
  "machine load (1-minute load average, \(processorCount()) processors): \(loadBefore) before, \(machineLoad()) after"
)
print("checksum \(accumulator.total)")
