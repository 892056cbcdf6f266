#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process runs with Thread Sanitizer's runtime (`swift test
/// --sanitize=thread`): its entry point `__tsan_init` is then in the process.
///
/// For the few single-threaded stress tests whose size only shows the absence of recursion or
/// of quadratic work: under Thread Sanitizer every access costs many times more, and such a test
/// proves nothing about races, so it may run a smaller size there, still large enough to fail if
/// the behaviour breaks.
let runsUnderThreadSanitizer: Bool = {
  #if canImport(Darwin)
    let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
  #else
    let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
  #endif
  return dlsym(everywhere, "__tsan_init") != nil
}()
