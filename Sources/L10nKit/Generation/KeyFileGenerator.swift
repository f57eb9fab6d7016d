/// What generating one key file produced. Nothing here touches the disk: the caller writes
/// ``text`` (atomically) when it is not nil.
public struct KeyFileGeneration: Sendable, Hashable {
    /// The file's new text; nil when the file stays exactly as it is.
    public var text: String?
    /// True when there was no file, so ``text`` is a whole new one.
    public var isNewFile: Bool
    /// The keys that got an accessor, in key order.
    public var addedKeys: [String]
    /// `keyfile-syntax` errors (the file was left alone), `keyfile-duplicate` errors (two keys
    /// would get one name, so they got no accessor), `format-specifier` errors (the key's format
    /// cannot be passed safely, so it got no accessor) or a `keyfile-section` error (the file has
    /// no feature enum to add accessors to, so it was left alone).
    public var diagnostics: [Diagnostic]
    /// True when the existing file declares no feature enum, so no accessor could be added.
    public var lacksFeatureEnum: Bool

    public init(text: String?, isNewFile: Bool, addedKeys: [String], diagnostics: [Diagnostic], lacksFeatureEnum: Bool = false) {
        self.text = text
        self.isNewFile = isNewFile
        self.addedKeys = addedKeys
        self.diagnostics = diagnostics
        self.lacksFeatureEnum = lacksFeatureEnum
    }
}

/// Brings a key file in step with its catalog: every key gets an accessor, and everything the
/// file already says (names, order, comments, keys the catalog no longer has) stays byte for byte.
public enum KeyFileGenerator {
    /// The key file for `catalog`, whose current text is `existingText` (nil when there is none).
    /// - Parameters:
    ///   - path: the key file's path, for diagnostics.
    ///   - access: the access level of new declarations.
    public static func generate(
        catalog: Catalog, feature: Feature, existingText: String?, path: String, access: AccessLevel = .internal
    ) -> KeyFileGeneration {
        generate(
            plans: AccessorPlanner.plans(for: catalog, feature: feature), catalogName: feature.catalogName,
            existingText: existingText, path: path, access: access)
    }

    /// The same for plans made elsewhere; `catalogName` names the feature enum of a new file.
    public static func generate(
        plans: [AccessorPlan], catalogName: String, existingText: String?, path: String,
        access: AccessLevel = .internal
    ) -> KeyFileGeneration {
        guard let existingText else {
            // A key whose format no accessor can pass gets none; its finding says why.
            let refusals = plans.compactMap(\.refusal)
            let rendered = KeyFileRenderer.render(
                catalogName: catalogName, plans: plans.filter { $0.refusal == nil }, path: path,
                header: KeyFileRenderer.defaultHeader(catalogName: catalogName), access: access)
            return KeyFileGeneration(
                text: rendered.text, isNewFile: true, addedKeys: added(plans, leavingOut: refusals + rendered.diagnostics),
                diagnostics: refusals + rendered.diagnostics)
        }
        let file = KeyFileReader.read(text: existingText, path: path)
        guard file.isEditable else {
            return KeyFileGeneration(text: nil, isNewFile: false, addedKeys: [], diagnostics: file.diagnostics)
        }
        let existingKeys = Set(file.accessors.map(\.key))
        let refusals = plans.filter { !existingKeys.contains($0.key) }.compactMap(\.refusal)
        let missing = plans.filter { !existingKeys.contains($0.key) && $0.refusal == nil }
        guard !missing.isEmpty else {
            return KeyFileGeneration(text: nil, isNewFile: false, addedKeys: [], diagnostics: refusals)
        }
        let rendered: RenderedKeyFile
        do {
            rendered = try KeyFileEditor.inserting(missing, into: file, access: access)
        } catch {
            // The file is editable, so the only thing that can stop an insertion is a file that
            // declares no feature enum to insert into.
            return KeyFileGeneration(
                text: nil, isNewFile: false, addedKeys: [],
                diagnostics: refusals + [missingFeatureEnum(catalogName: catalogName, path: path)], lacksFeatureEnum: true)
        }
        let addedKeys = added(missing, leavingOut: rendered.diagnostics)
        return KeyFileGeneration(
            text: addedKeys.isEmpty ? nil : rendered.text, isNewFile: false, addedKeys: addedKeys,
            diagnostics: refusals + rendered.diagnostics)
    }

    /// The keys of `plans` that were not left out with a diagnostic, in key order.
    private static func added(_ plans: [AccessorPlan], leavingOut diagnostics: [Diagnostic]) -> [String] {
        let leftOut = Set(diagnostics.compactMap(\.key))
        return plans.map(\.key).filter { !leftOut.contains($0) }.sorted(by: AccessorSource.keyPrecedes)
    }

    /// Accessors must sit in their feature's enum (`keyfile-section`), and this file has none.
    private static func missingFeatureEnum(catalogName: String, path: String) -> Diagnostic {
        let name = KeyFileRenderer.featureEnumName(catalogName: catalogName)
        return Diagnostic(
            checkID: KeyFileSectionCheck.description.id, severity: .error,
            message: "the file declares no `enum \(name)` inside `extension L10nKey` to add accessors to; "
                + "add one, or delete the file to have it generated anew",
            path: path, location: SourceLocation(line: 1, column: 1))
    }
}
