// `import AppKit` brings Foundation with it, as Apple's AppKit does.
@_exported import Foundation
// And QuartzCore (`CALayer`) with CoreGraphics (`CGColor`), as Apple's AppKit does.
@_exported import QuartzCore
