"""Checks that the macro target reaches swift-syntax only directly.

SwiftPM (6.2's swiftlang/swift-package-manager#9261) uses a prebuilt swift-syntax for a macro only
when no target of ours that the macro links depends on swift-syntax itself. Reads
`swift package describe --type json` on standard input; fails naming each offending target.
"""
import json
import sys

MACRO = "MockMacrosSupport"

package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}
macro = targets[MACRO]
if macro.get("type") != "macro":
    sys.exit(f"error: {MACRO} is not a macro target")

offending = []
seen = set()
pending = list(macro.get("target_dependencies", []))
while pending:
    name = pending.pop()
    if name in seen:
        continue
    seen.add(name)
    target = targets[name]
    if target.get("product_dependencies"):
        offending.append(f"{name} (depends on {', '.join(target['product_dependencies'])})")
    pending.extend(target.get("target_dependencies", []))

if offending:
    sys.exit(
        f"error: {MACRO} links targets of ours that depend on swift-syntax, so SwiftPM builds swift-syntax "
        f"from source for every user instead of using its prebuilt: {'; '.join(sorted(offending))}"
    )
print(f"{MACRO} depends on {', '.join(macro['product_dependencies'])} of swift-syntax and on no target of ours"
      + (f" ({', '.join(sorted(seen))})" if seen else ""))
