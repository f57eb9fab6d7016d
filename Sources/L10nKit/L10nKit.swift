/// L10nKit holds every piece of l10n's logic; the `l10n` executable only prints what it returns.
public enum L10nKit {
    public static let version = "0.1.0"
}
