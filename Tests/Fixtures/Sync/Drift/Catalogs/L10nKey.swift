import Foundation

/// Namespace for the typed localization keys of every feature.
enum L10nKey {}
