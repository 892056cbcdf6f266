#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The 1-minute load average, as text ("n/a" where the system does not report it), printed
/// with the table so that every published run states how busy the machine was.
func machineLoad() -> String {
  var averages = [Double](repeating: 0, count: 3)
  guard getloadavg(&averages, 3) >= 1 else { return "n/a" }
  return String(Int((averages[0] * 100).rounded())).withDecimalPoint
}

/// The processors online.
func processorCount() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

extension String {
  /// "123" as "1.23": hundredths with a decimal point, without Foundation.
  fileprivate var withDecimalPoint: String {
    let padded = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
    return padded.dropLast(2) + "." + padded.suffix(2)
  }
}
