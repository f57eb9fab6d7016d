import Foundation

/// Namespace for the typed localization keys of every Shopwise feature.
///
/// Each feature extends it in `<Feature>/L10nKey+<feature>.swift`, next to the
/// `<Feature>.xcstrings` catalog that holds the text.
enum L10nKey {}
