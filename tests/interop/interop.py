"""Ackrite against an independent MCP client: the official Python SDK.

Starts the release binary over stdio and over Streamable HTTP (`serve --http 127.0.0.1:0`), each
in both protocol generations (the `initialize` handshake and the 2026-07-28 `server/discover`
path), lists the tools, calls every file in examples/ (in full and with `detail: "brief"`),
validates each structuredContent against the tool's outputSchema with `jsonschema`, and checks the
error paths; lists and gets the prompts, lists the resources and templates, reads them, and checks that
a `sessionId` keeps its history across requests in every transport and generation. Then, over
HTTP with a token file of two identities (`name:token` lines, the bearer token sent through the
SDK's HTTP client), that one identity keeps its history across connections and two identities
never share a `sessionId`'s history. Ends with `interop: N passed, M failed` and exits non-zero on
any failure.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import subprocess
import sys
import tempfile
from pathlib import Path

import httpx2
import jsonschema
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {"ackrite", "verify", "prove_it", "audit", "reality_check"}
# Each prompt's arguments, the required one first.
PROMPTS = {
    "before_rewrite": {"premise": "The auth API dropped native login.", "plan": "Rewrite the client's sign-in flow."},
    "when_stuck": {"problem": "The integration test times out.", "attempts": "raised the timeout\nraised it again"},
    "check_success": {"claim": "The flaky test is fixed.", "evidence": "It passed once after the retry was added."},
}
RESOURCES = {"ackrite://rules": "text/markdown", "ackrite://checklists": "text/markdown"}
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


def describe(error: BaseException) -> str:
    """An error as one line, an exception group by the errors inside it (anyio wraps them)."""
    if isinstance(error, BaseExceptionGroup):
        return "; ".join(describe(inner) for inner in error.exceptions)
    return f"{type(error).__name__}: {error}"


def words(text: str) -> str:
    """Text as a session records a claim: lowercase words, punctuation and spacing dropped."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def text_of(result) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def start_http(binary: str, *extra: str) -> tuple[subprocess.Popen, str]:
    """`ackrite serve --http` on a port the system picks; its URL from the line it prints."""
    server = subprocess.Popen(
        [binary, "serve", "--http", "127.0.0.1:0", *extra],
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


async def step(what: str, body) -> None:
    """One part of a run: a part that raises is one failure, and the parts after it still run."""
    try:
        await body()
    except Exception as error:  # report, do not hide
        check(False, f"{what} raised {describe(error)}")


async def refused(what: str, request, needle: str, code: int | None = None) -> None:
    """A request the server must refuse with a JSON-RPC error whose message names `needle`."""
    try:
        await request()
        check(False, f"{what}: a JSON-RPC error, got a result")
    except MCPError as error:
        check(needle in error.message, f"{what}: the error names {needle!r}: {error.message}")
        if code is not None:
            check(error.code == code, f"{what}: error code {code}, got {error.code}")


def compact(value) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())


async def brief_answer(client: Client, tool, label: str, arguments: dict, full: dict) -> None:
    """`detail: "brief"`: the same judgement in fewer bytes, described by the same output schema."""
    result = await client.call_tool(tool.name, {**arguments, "detail": "brief"})
    brief = result.structured_content
    check(not result.is_error and brief is not None, f"{label} brief: an answer ({text_of(result)[:200]})")
    if brief is None:
        return
    errors = list(jsonschema.Draft202012Validator(tool.output_schema).iter_errors(brief))
    check(not errors, f"{label} brief: matches outputSchema {[e.message for e in errors][:3]}")
    check(compact(brief) < compact(full), f"{label} brief: smaller than full ({compact(brief)} vs {compact(full)} bytes)")
    for key in ("status", "confidence", "domain", "nextAction", "recommendation"):
        if key in brief:
            check(brief[key] == full.get(key), f"{label} brief: the same {key} as full ({brief[key]} vs {full.get(key)})")
    if tool.name == "ackrite":
        # The bound is the request's: `session` grows with what the session did before this call.
        judged = {key: value for key, value in brief.items() if key != "session"}
        check(compact(judged) <= 800, f"{label} brief: at most 800 bytes besides its session part, got {compact(judged)}")


async def prompts(client: Client, mode: str) -> None:
    listed = await client.list_prompts()
    by_name = {prompt.name: prompt for prompt in listed.prompts}
    check(set(by_name) == set(PROMPTS), f"[{mode}] prompts/list gives {sorted(PROMPTS)}, got {sorted(by_name)}")
    for name, arguments in PROMPTS.items():
        required = next(iter(arguments))
        listed_arguments = by_name[name].arguments or [] if name in by_name else []
        check(
            [a.name for a in listed_arguments if a.required] == [required],
            f"[{mode}] {name}: only {required} required, got {[(a.name, a.required) for a in listed_arguments]}",
        )
        check(
            {a.name for a in listed_arguments} == set(arguments) and all(a.description for a in listed_arguments),
            f"[{mode}] {name}: arguments {sorted(arguments)}, each described",
        )
        for sent in (arguments, {required: arguments[required]}):
            got = await client.get_prompt(name, sent)
            text = "".join(getattr(m.content, "text", "") for m in got.messages)
            check(len(got.messages) == 1 and got.messages[0].role == "user", f"[{mode}] {name}({sorted(sent)}): one user message")
            check("sessionId" in text, f"[{mode}] {name}({sorted(sent)}): suggests a sessionId")
            check(any(tool in text for tool in TOOLS), f"[{mode}] {name}({sorted(sent)}): names a tool to call")
    await refused(f"[{mode}] prompt without its required argument", lambda: client.get_prompt("before_rewrite", {"plan": "Rewrite it."}), "premise", -32602)
    await refused(f"[{mode}] prompt with an unknown argument", lambda: client.get_prompt("when_stuck", {"problem": "x", "mood": "grim"}), "mood", -32602)
    await refused(f"[{mode}] unknown prompt", lambda: client.get_prompt("no_such_prompt", {}), "before_rewrite", -32602)


async def resources(client: Client, mode: str) -> None:
    listed = await client.list_resources()
    found = {str(r.uri): r.mime_type for r in listed.resources}
    check(found == RESOURCES, f"[{mode}] resources/list gives {RESOURCES}, got {found}")
    templates = await client.list_resource_templates()
    found_templates = {t.uri_template: t.mime_type for t in templates.resource_templates}
    check(
        found_templates.get("ackrite://session/{id}") == "application/json",
        f"[{mode}] resources/templates/list has ackrite://session/{{id}} as application/json, got {found_templates}",
    )
    for uri, mime in RESOURCES.items():
        read = await client.read_resource(uri)
        content = read.contents[0] if read.contents else None
        text = getattr(content, "text", "") or ""
        check(content is not None and str(content.uri) == uri and content.mime_type == mime, f"[{mode}] {uri} reads as {mime}")
        check(len(text) > 200, f"[{mode}] {uri} is a document ({len(text)} characters)")
    await refused(f"[{mode}] unknown resource URI", lambda: client.read_resource("ackrite://nowhere"), "ackrite://nowhere")


async def session_history(client: Client, session_id: str) -> str:
    read = await client.read_resource(f"ackrite://session/{session_id}", cache_mode="bypass")
    text = getattr(read.contents[0], "text", "") if read.contents else ""
    json.loads(text)  # the history is JSON; a parse error is this step's failure
    return text


async def session_resource(client: Client, mode: str, session_id: str, claim: str, calls: int) -> None:
    read = await client.read_resource(f"ackrite://session/{session_id}", cache_mode="bypass")
    content = read.contents[0] if read.contents else None
    check(content is not None and content.mime_type == "application/json", f"[{mode}] a session reads as application/json")
    text = getattr(content, "text", "") or ""
    try:
        history = json.loads(text)
    except json.JSONDecodeError:
        history = None
    check(isinstance(history, dict) and history.get("calls") == calls, f"[{mode}] the session's history counts {calls} calls: {text[:200]}")
    check(words(claim) in words(text), f"[{mode}] the session's history holds the claim judged: {text[:300]}")


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
            await step(f"{label} brief", lambda: brief_answer(client, tools[tool_name], label, arguments, structured))

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

        # History belongs to the sessionId (over HTTP, to the caller's identity), in every transport
        # and generation: a 2026-07-28 client has no MCP session, and its requests still share it.
        session = {"sessionId": f"interop-{transport}-{mode_label}", "claim": "The cache is stale."}
        first = await client.call_tool("ackrite", session)
        again = await client.call_tool("ackrite", session)
        first_session = (first.structured_content or {}).get("session", {})
        again_session = (again.structured_content or {}).get("session", {})
        check(again_session.get("previousStatus") == "UNVERIFIED", f"[{mode}] previousStatus on a re-asked claim, got {again_session}")
        check(
            isinstance(first_session.get("calls"), int) and again_session.get("calls", 0) > first_session["calls"],
            f"[{mode}] session.calls grows across requests: {first_session.get('calls')} then {again_session.get('calls')}",
        )
        await step(f"[{mode}] session resource", lambda: session_resource(client, mode, session["sessionId"], session["claim"], again_session.get("calls")))
        await step(f"[{mode}] prompts", lambda: prompts(client, mode))
        await step(f"[{mode}] resources", lambda: resources(client, mode))

        try:
            await client.call_tool("no_such_tool", {})
            check(False, f"[{mode}] unknown tool is a protocol error")
        except MCPError as error:
            check("no_such_tool" in str(error), f"[{mode}] unknown tool error names it: {error}")


def bearer_client(url: str, token: str, mode: str) -> tuple[httpx2.AsyncClient, Client]:
    """A Python SDK client that sends `Authorization: Bearer <token>` through its HTTP client."""
    http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=httpx2.Timeout(30.0, read=120.0))
    return http, Client(streamable_http_client(url, http_client=http), mode=mode)


async def ask(url: str, token: str, mode: str, arguments: dict) -> dict:
    """One connection of its own: one `ackrite` call, its `session` part."""
    http, client = bearer_client(url, token, mode)
    async with http:
        async with client:
            result = await client.call_tool("ackrite", arguments)
            return (result.structured_content or {}).get("session", {})


async def history_of(url: str, token: str, mode: str, session_id: str) -> str:
    http, client = bearer_client(url, token, mode)
    async with http:
        async with client:
            return await session_history(client, session_id)


async def identities(url: str, tokens: dict[str, str], mode: str) -> None:
    """History belongs to the caller's identity: kept across connections, never shared between two
    identities that pick the same sessionId."""
    label = f"[http+identities/{mode}]"
    shared = f"shared-{mode}"
    alice, bob = tokens["alice"], tokens["bob"]
    asked = {"sessionId": shared, "claim": "The cache is stale."}

    first = await ask(url, alice, mode, asked)
    check(first.get("previousStatus") is None, f"{label} alice's first call has no previous status: {first}")
    again = await ask(url, alice, mode, asked)
    check(again.get("previousStatus") == "UNVERIFIED", f"{label} alice's history survives a new connection: {again}")
    check(again.get("calls", 0) > first.get("calls", 0), f"{label} alice's session.calls grows: {first.get('calls')} then {again.get('calls')}")

    other = await ask(url, bob, mode, asked)
    check(other.get("previousStatus") is None, f"{label} bob, same sessionId and claim, sees none of alice's history: {other}")
    check(other.get("calls") == first.get("calls"), f"{label} bob's session starts where alice's did: {other.get('calls')} vs {first.get('calls')}")
    bob_claim = "The queue consumer is stuck."
    await ask(url, bob, mode, {"sessionId": shared, "claim": bob_claim})
    bob_again = await ask(url, bob, mode, asked)
    check(bob_again.get("previousStatus") == "UNVERIFIED", f"{label} bob keeps his own history: {bob_again}")

    await step(f"{label} histories read apart", lambda: histories_apart(url, alice, bob, mode, shared, bob_claim, label))

    async with httpx2.AsyncClient() as http:
        refused_call = await http.post(
            url,
            json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
            headers={"Authorization": "Bearer not-a-token", "Accept": "application/json, text/event-stream"},
        )
    check(
        refused_call.status_code == 401 and refused_call.headers.get("www-authenticate", "").startswith("Bearer"),
        f"{label} an unknown token gets 401 with WWW-Authenticate: Bearer, got {refused_call.status_code}",
    )

async def histories_apart(url: str, alice: str, bob: str, mode: str, session_id: str, bob_claim: str, label: str) -> None:
    alice_history = await history_of(url, alice, mode, session_id)
    bob_history = await history_of(url, bob, mode, session_id)
    check(words(bob_claim) not in words(alice_history), f"{label} alice's history of {session_id} holds nothing of bob's")
    check(words(bob_claim) in words(bob_history), f"{label} bob's history of {session_id} holds his claim")


async def main() -> int:
    binary = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target" / "release" / "ackrite")
    for mode in ("legacy", "auto"):
        try:
            await asyncio.wait_for(run(binary, mode), timeout=120)
        except Exception as error:  # report, do not hide: any crash is a failure line
            check(False, f"[stdio/{mode}] client run raised {describe(error)}")
    server, url = start_http(binary)
    try:
        for mode in ("legacy", "auto"):
            try:
                await asyncio.wait_for(run(binary, mode, url), timeout=120)
            except Exception as error:
                check(False, f"[http/{mode}] client run raised {describe(error)}")
    finally:
        server.terminate()
        check(server.wait(timeout=10) == 0, "[http] SIGTERM exits 0")

    tokens = {"alice": "alice-" + secrets.token_hex(16), "bob": "bob-" + secrets.token_hex(16)}
    with tempfile.TemporaryDirectory() as folder:
        token_file = Path(folder) / "tokens"
        token_file.write_text("".join(f"{name}:{token}\n" for name, token in tokens.items()))
        token_file.chmod(0o600)
        try:
            server, url = start_http(binary, "--token-file", str(token_file))
        except RuntimeError as error:
            check(False, f"[http+identities] {error}")
        else:
            try:
                for mode in ("legacy", "auto"):
                    try:
                        await asyncio.wait_for(identities(url, tokens, mode), timeout=120)
                    except Exception as error:
                        check(False, f"[http+identities/{mode}] run raised {describe(error)}")
            finally:
                server.terminate()
                server.wait(timeout=10)
    print(f"interop: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
