"""Ackrite against an independent MCP client: the official Python SDK.

Starts the release binary over stdio and over Streamable HTTP (`serve --http 127.0.0.1:0`), each
in both protocol generations (the `initialize` handshake and the 2026-07-28 `server/discover`
path), lists the tools, calls every file in examples/, validates
each structuredContent against the tool's outputSchema with `jsonschema`, and checks the error
paths. Ends with `interop: N passed, M failed` and exits non-zero on any failure.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parents[2]
passed = 0
failures: list[str] = []


def check(condition: bool, what: str) -> None:
    global passed
    if condition:
        passed += 1
    else:
        failures.append(what)
        print(f"FAIL: {what}", file=sys.stderr)


def examples() -> list[tuple[str, Path, dict]]:
    found = []
    for folder in sorted((ROOT / "examples").iterdir()):
        if folder.is_dir():
            for file in sorted(folder.glob("*.json")):
                found.append((folder.name, file, json.loads(file.read_text())))
    return found


def text_of(result) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def start_http(binary: str) -> tuple[subprocess.Popen, str]:
    """`ackrite serve --http` on a port the system picks; its URL from the line it prints."""
    server = subprocess.Popen(
        [binary, "serve", "--http", "127.0.0.1:0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = server.stderr.readline() if server.stderr else ""
    prefix = "ackrite: serving MCP at "
    if not line.startswith(prefix):
        server.kill()
        raise RuntimeError(f"the HTTP server did not start: {line!r}")
    return server, line[len(prefix):].strip()


async def run(binary: str, mode: str, url: str | None = None) -> None:
    target = url if url is not None else StdioServerParameters(command=binary, args=[])
    transport = "http" if url is not None else "stdio"
    mode_label = mode
    async with Client(target, mode=mode) as client:
        mode = f"{transport}/{mode_label}"
        listed = await client.list_tools()
        tools = {tool.name: tool for tool in listed.tools}
        check(len(tools) >= 5, f"[{mode}] five tools listed, got {sorted(tools)}")
        for name, tool in tools.items():
            check(bool(tool.title), f"[{mode}] {name}: title")
            annotations = tool.annotations
            check(annotations is not None and annotations.read_only_hint is True, f"[{mode}] {name}: readOnlyHint")
            check(annotations is not None and annotations.open_world_hint is False, f"[{mode}] {name}: openWorldHint")
            for kind, schema in (("input", tool.input_schema), ("output", tool.output_schema)):
                try:
                    jsonschema.Draft202012Validator.check_schema(schema)
                    check(schema.get("type") == "object", f"[{mode}] {name}: {kind} schema is an object")
                except jsonschema.SchemaError as error:
                    check(False, f"[{mode}] {name}: {kind} schema invalid: {error.message}")

        for tool_name, file, arguments in examples():
            label = f"[{mode}] {file.relative_to(ROOT)}"
            result = await client.call_tool(tool_name, arguments)
            check(not result.is_error, f"{label}: not an error ({text_of(result)[:200]})")
            structured = result.structured_content
            check(structured is not None, f"{label}: structuredContent present")
            if structured is None:
                continue
            errors = list(jsonschema.Draft202012Validator(tools[tool_name].output_schema).iter_errors(structured))
            check(not errors, f"{label}: matches outputSchema {[e.message for e in errors][:3]}")
            check(json.loads(text_of(result)) == structured, f"{label}: text content equals structuredContent")

        bad = await client.call_tool(
            "ackrite",
            {"claim": "x", "evidence": [{"content": "a"}, {"content": "b"}, {"content": "c", "reliability": "high"}]},
        )
        check(bad.is_error is True, f"[{mode}] bad reliability is a tool error")
        check("evidence[2].reliability" in text_of(bad), f"[{mode}] error names evidence[2].reliability: {text_of(bad)}")
        check(bad.structured_content is None, f"[{mode}] a tool error carries no structuredContent")

        unknown = await client.call_tool("verify", {"claim": "x", "polarty": "supports"})
        check(unknown.is_error is True and "polarty" in text_of(unknown), f"[{mode}] unknown field named: {text_of(unknown)}")

        quoted = await client.call_tool(
            "ackrite",
            {"claim": "The build is green.", "evidence": [{"type": "test_result", "content": "CI build is green: every job passed", "polarity": "supports", "reliability": "0.9"}]},
        )
        check(not quoted.is_error and quoted.structured_content["status"] == "KNOWN", f"[{mode}] numeric string reliability accepted")

        secret = "ghp_" + "Zq7Xw2Lp9Rt4Vb6Nm8Kj3Hg5Fd1Sa0QeAb12"
        leaked = await client.call_tool("ackrite", {"claim": f"The token {secret} was rejected"})
        check(secret[4:] not in json.dumps(leaked.model_dump(mode="json")), f"[{mode}] secret redacted")

        session = {"sessionId": "interop", "claim": "The cache is stale."}
        await client.call_tool("ackrite", session)
        again = await client.call_tool("ackrite", session)
        previous = again.structured_content.get("session", {}).get("previousStatus")
        if transport == "http" and mode_label == "auto":
            # 2026-07-28 over HTTP has no MCP session to scope history to: each request starts afresh.
            check(previous is None, f"[{mode}] no history across session-less HTTP requests")
        else:
            check(previous == "UNVERIFIED", f"[{mode}] previousStatus on a re-asked claim")

        try:
            await client.call_tool("no_such_tool", {})
            check(False, f"[{mode}] unknown tool is a protocol error")
        except MCPError as error:
            check("no_such_tool" in str(error), f"[{mode}] unknown tool error names it: {error}")


async def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target" / "release" / "ackrite")
    for mode in ("legacy", "auto"):
        try:
            await asyncio.wait_for(run(binary, mode), timeout=120)
        except Exception as error:  # report, do not hide: any crash is a failure line
            check(False, f"[stdio/{mode}] client run raised {type(error).__name__}: {error}")
    server, url = start_http(binary)
    try:
        for mode in ("legacy", "auto"):
            try:
                await asyncio.wait_for(run(binary, mode, url), timeout=120)
            except Exception as error:
                check(False, f"[http/{mode}] client run raised {type(error).__name__}: {error}")
    finally:
        server.terminate()
        check(server.wait(timeout=10) == 0, "[http] SIGTERM exits 0")
    print(f"interop: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
