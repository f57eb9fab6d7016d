enum L10nKey {}
