import UIKit

func configure(_ label: UILabel) { label.text = "From a pod" }
