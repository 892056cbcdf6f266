// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_opacity` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import KizunaBond
  public import QuartzCore

  extension CALayer {
    /// Bond v4's `bnd_opacity`.
    public var bnd_opacity: Observable<Float> {
      bnd_associatedObservableForValueForKey("bnd_opacity", initial: opacity) { [weak self] in
        self?.opacity = $0
      }
    }

    /// Bond v4's `bnd_backgroundColor`.
    public var bnd_backgroundColor: Observable<CGColor?> {
      bnd_associatedObservableForValueForKey("bnd_backgroundColor", initial: backgroundColor) {
        [weak self] in self?.backgroundColor = $0
      }
    }

    /// Bond v4's `bnd_contents` (an image, usually), typed `AnyObject?` as Bond v4 typed it.
    public var bnd_contents: Observable<AnyObject?> {
      bnd_associatedObservableForValueForKey("bnd_contents", initial: contents as AnyObject?) {
        [weak self] in self?.contents = $0
      }
    }
  }
#endif
