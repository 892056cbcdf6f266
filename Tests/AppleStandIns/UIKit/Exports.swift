// `import UIKit` brings Foundation with it, as Apple's UIKit does.
@_exported import Foundation
// And QuartzCore (`CALayer`) with CoreGraphics (`CGColor`), as Apple's UIKit does.
@_exported import QuartzCore
