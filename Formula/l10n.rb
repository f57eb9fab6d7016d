# Homebrew formula: builds l10n from source with Swift at the release tag.
#
#   brew install --formula ./Formula/l10n.rb          # the release in `tag:`
#   brew install --HEAD --formula ./Formula/l10n.rb   # main
#
# Scripts/release writes the version into `tag:` and into L10nVersion.swift in one commit and
# tags that commit, so `l10n --version` prints the tag. Scripts/test-install runs the install
# and test steps below on a clean clone of that tag (docs/install.md).
class L10n < Formula
  desc "Keep String Catalogs and their typed Swift keys in step"
  homepage "https://github.com/OWNER/l10n"
  url "https://github.com/OWNER/l10n.git", tag: "0.1.0"
  head "https://github.com/OWNER/l10n.git", branch: "main"

  # Swift 6.2 (Xcode 26) is the oldest compiler that builds it; macOS 13 the oldest system.
  depends_on xcode: ["26.0", :build]
  depends_on macos: :ventura
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "l10n"
    bin.install ".build/release/l10n"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/l10n --version").strip
    assert_match "missing-translation", shell_output("#{bin}/l10n check --list")
  end
end
