// `import AppKit` brings Foundation with it, as Apple's AppKit does.
@_exported import Foundation
