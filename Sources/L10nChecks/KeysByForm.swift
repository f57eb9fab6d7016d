import L10nCatalog
/// The first key of a catalog under each normalised form (lowercased, the symbol Xcode makes of
/// it): the grouping of the checks that report a key clashing with an earlier, different one.
struct KeysByForm {
    private var first: [String: CatalogKey] = [:]

    init(capacity: Int = 0) {
        first.reserveCapacity(capacity)
    }

    /// The earlier key that `entry` clashes with under `form`; nil for the first key of its form,
    /// and for the very same key again (duplicate-key's finding).
    mutating func earlierKey(than entry: CatalogKey, form: String) -> CatalogKey? {
        guard let earlier = first[form] else {
            first[form] = entry
            return nil
        }
        return earlier.key == entry.key ? nil : earlier
    }
}
