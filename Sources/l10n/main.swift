import L10nKit
print(L10nKit.version)
