"""server.json against the MCP registry's published schema, and against what the registry checks
beyond the schema when a cargo package is published.

The schema (server.schema.json here, see README.md beside it) settles the shape. The registry's
publish step adds rules no schema states: a cargo package names crates.io as its registry and a
fixed version, a URL template uses only variables the package's arguments define, a stdio
transport has no URL, and the crate's rendered README carries `mcp-name: <name>` as visible
text (crates.io drops HTML comments). Those are checked here too, together with agreement with
the workspace version, so a release cannot publish a server.json that names another version.

Prints `registry: N passed, M failed` and exits non-zero on any failure.
"""

from __future__ import annotations

import copy
import json
import re
import sys
import tomllib
from pathlib import Path

import jsonschema

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
passed = 0
failures: list[str] = []


def check(condition: bool, what: str) -> None:
    global passed
    if condition:
        passed += 1
    else:
        failures.append(what)
        print(f"FAIL: {what}", file=sys.stderr)


def schema_errors(validator: jsonschema.protocols.Validator, document: dict) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator.iter_errors(document)]


def visible_text(markdown: str) -> str:
    """The README as crates.io shows it, near enough: HTML comments and fenced code removed."""
    without_comments = re.sub(r"<!--.*?-->", "", markdown, flags=re.S)
    return re.sub(r"^```.*?^```", "", without_comments, flags=re.S | re.M)


def main() -> int:
    schema = json.loads((HERE / "server.schema.json").read_text())
    server = json.loads((ROOT / "server.json").read_text())
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)

    errors = schema_errors(validator, server)
    check(not errors, f"server.json matches the registry schema: {errors}")
    check(server.get("$schema") == schema.get("$id"), f"server.json names the schema it is checked against ({schema.get('$id')})")

    # The schema is not a formality: documents the registry refuses are refused here too.
    for label, spoil in (
        ("a name without a namespace", lambda s: s.update(name="ackrite")),
        ("a description over 100 characters", lambda s: s.update(description="x" * 101)),
        ("a package without a transport", lambda s: s["packages"][0].pop("transport")),
        ("the version 'latest'", lambda s: s["packages"][0].update(version="latest")),
    ):
        spoilt = copy.deepcopy(server)
        spoil(spoilt)
        check(bool(schema_errors(validator, spoilt)), f"the schema refuses {label}")

    workspace = tomllib.loads((ROOT / "Cargo.toml").read_text())
    crate = tomllib.loads((ROOT / "ackrite" / "Cargo.toml").read_text())
    version = workspace["workspace"]["package"]["version"]
    crate_name = crate["package"]["name"]
    check(server.get("version") == version, f"server.json version {server.get('version')} is the workspace version {version}")

    packages = server.get("packages", [])
    transports = sorted(p.get("transport", {}).get("type", "") for p in packages)
    check(transports == ["stdio", "streamable-http"], f"one stdio and one streamable-http package, got {transports}")
    for index, package in enumerate(packages):
        label = f"packages[{index}]"
        check(package.get("registryType") == "cargo", f"{label}: registryType cargo")
        check(package.get("registryBaseUrl", "https://crates.io") == "https://crates.io", f"{label}: registryBaseUrl is crates.io")
        check(package.get("identifier") == crate_name, f"{label}: identifier is the crate {crate_name}")
        check(package.get("version") == version, f"{label}: version {package.get('version')} is {version}")
        check("fileSha256" not in package, f"{label}: no fileSha256 (MCPB only)")
        transport = package.get("transport", {})
        arguments = package.get("packageArguments", [])
        defined = {a.get("valueHint") for a in arguments} | {a.get("name") for a in arguments}
        defined |= {e.get("name") for e in package.get("environmentVariables", [])}
        if transport.get("type") == "stdio":
            check("url" not in transport, f"{label}: a stdio transport has no url")
            check(not arguments, f"{label}: stdio is what `ackrite` with no arguments serves")
        else:
            used = set(re.findall(r"\{([^}]+)\}", transport.get("url", "")))
            check(bool(used) and used <= defined, f"{label}: url variables {sorted(used)} are defined by the arguments {sorted(d for d in defined if d)}")
            fixed = [a.get("value") for a in arguments if a.get("type") == "positional" and "value" in a]
            check(fixed[:2] == ["serve", "--http"], f"{label}: started as `ackrite serve --http ADDRESS`, got {fixed}")
            check(transport.get("url", "").endswith("/mcp"), f"{label}: the MCP endpoint is /mcp")

    readme_path = (ROOT / "ackrite" / crate["package"].get("readme", "README.md")).resolve()
    check(readme_path == ROOT / "README.md", f"the crate's readme is the repository README, got {readme_path}")
    readme = visible_text(readme_path.read_text()) if readme_path.exists() else ""
    token = f"mcp-name: {server.get('name')}"
    check(re.search(rf"(^|\s){re.escape(token)}(\s|$)", readme) is not None, f"README shows `{token}` as visible text")

    print(f"registry: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
