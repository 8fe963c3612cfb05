// Ackrite against the official TypeScript MCP SDK client (@modelcontextprotocol/sdk, the version
// pinned in package.json), over stdio and over Streamable HTTP (`serve --http 127.0.0.1:0`).
//
// Lists the tools, calls one example from examples/ (in full and brief), lists and gets every
// prompt, lists the resources and the resource templates, reads the rules, reads a session's
// history after a call made with that sessionId, and checks that a bad prompt argument and a bad URI are JSON-RPC
// errors naming what was wrong. Ends with `interop(ts): N passed, M failed`; exits non-zero on
// any failure.
//
// Usage: node interop.mjs <path to the ackrite binary>

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const binary = process.argv[2] ?? join(root, "target", "release", "ackrite");
const example = "examples/ackrite/native-auth-contradicted.json";
const tools = ["ackrite", "verify", "prove_it", "audit", "reality_check"];
const prompts = {
  before_rewrite: { required: "premise", args: { premise: "The auth API dropped native login.", plan: "Rewrite the client's sign-in flow." } },
  when_stuck: { required: "problem", args: { problem: "The integration test times out.", attempts: "raised the timeout\nraised it again" } },
  check_success: { required: "claim", args: { claim: "The flaky test is fixed.", evidence: "It passed once." } },
};

let passed = 0;
const failures = [];

function check(condition, what) {
  if (condition) {
    passed += 1;
  } else {
    failures.push(what);
    console.error(`FAIL: ${what}`);
  }
}

function textOf(result) {
  return (result.content ?? []).map((block) => block.text ?? "").join("");
}

function promptText(result) {
  return (result.messages ?? []).map((message) => message.content?.text ?? "").join("");
}

// A request the server must refuse with a JSON-RPC error whose message names `needle`.
async function refused(label, request, needle, code) {
  try {
    await request();
    check(false, `${label}: a JSON-RPC error, got a result`);
  } catch (error) {
    const message = String(error?.message ?? error);
    check(message.includes(needle), `${label}: the error names ${JSON.stringify(needle)}: ${message}`);
    if (code !== undefined) {
      check(error?.code === code, `${label}: error code ${code}, got ${error?.code}`);
    }
  }
}

// One part of the run: a part that throws is one failure, and the parts after it still run.
async function step(what, body) {
  try {
    await body();
  } catch (error) {
    check(false, `${what} raised ${error?.name}: ${error?.message ?? error}`);
  }
}

async function exercise(client, transport) {
  const label = (what) => `[${transport}] ${what}`;

  await step(label("tools"), async () => {
    const listed = await client.listTools();
    const names = listed.tools.map((tool) => tool.name);
    for (const name of tools) {
      check(names.includes(name), label(`tools/list has ${name}, got ${names}`));
    }

    const args = JSON.parse(readFileSync(join(root, example), "utf8"));
    const called = await client.callTool({ name: "ackrite", arguments: args });
    check(!called.isError, label(`${example}: not an error (${textOf(called).slice(0, 200)})`));
    check(called.structuredContent?.status === "CONTRADICTED", label(`${example}: CONTRADICTED, got ${called.structuredContent?.status}`));
    check(
      JSON.stringify(JSON.parse(textOf(called) || "null")) === JSON.stringify(called.structuredContent),
      label(`${example}: text equals structuredContent`),
    );
  });

  await step(label("brief"), async () => {
    // The SDK checks structuredContent against the tool's outputSchema itself: a brief answer the
    // schema does not describe makes this call throw.
    const args = JSON.parse(readFileSync(join(root, example), "utf8"));
    const full = await client.callTool({ name: "ackrite", arguments: args });
    const brief = await client.callTool({ name: "ackrite", arguments: { ...args, detail: "brief" } });
    check(!brief.isError, label(`detail brief: not an error (${textOf(brief).slice(0, 200)})`));
    check(brief.structuredContent?.status === full.structuredContent?.status, label("detail brief: the same status as full"));
    const size = (value) => Buffer.byteLength(JSON.stringify(value ?? null));
    check(
      size(brief.structuredContent) < size(full.structuredContent),
      label(`detail brief: smaller than full (${size(brief.structuredContent)} vs ${size(full.structuredContent)} bytes)`),
    );
  });

  await step(label("prompts"), async () => {
    const listedPrompts = await client.listPrompts();
    const promptNames = listedPrompts.prompts.map((prompt) => prompt.name).sort();
    check(
      JSON.stringify(promptNames) === JSON.stringify(Object.keys(prompts).sort()),
      label(`prompts/list gives ${Object.keys(prompts)}, got ${promptNames}`),
    );
    for (const [name, { required, args: promptArgs }] of Object.entries(prompts)) {
      const listedPrompt = listedPrompts.prompts.find((prompt) => prompt.name === name);
      const requiredArgs = (listedPrompt?.arguments ?? []).filter((a) => a.required).map((a) => a.name);
      check(JSON.stringify(requiredArgs) === JSON.stringify([required]), label(`${name}: only ${required} required, got ${requiredArgs}`));
      check(
        (listedPrompt?.arguments ?? []).every((a) => a.description),
        label(`${name}: every argument described`),
      );
      const got = await client.getPrompt({ name, arguments: promptArgs });
      check(got.messages?.length === 1 && got.messages[0].role === "user", label(`${name}: one user message`));
      const text = promptText(got);
      check(/sessionId/.test(text), label(`${name}: suggests a sessionId`));
      check(
        tools.some((tool) => text.includes(tool)),
        label(`${name}: names a tool to call`),
      );
      const minimal = await client.getPrompt({ name, arguments: { [required]: promptArgs[required] } });
      check(promptText(minimal).length > 0, label(`${name}: served with only ${required}`));
    }
    await refused(
      label("prompt without its required argument"),
      () => client.getPrompt({ name: "before_rewrite", arguments: { plan: "Rewrite it." } }),
      "premise",
      -32602,
    );
    await refused(
      label("prompt with an unknown argument"),
      () => client.getPrompt({ name: "when_stuck", arguments: { problem: "x", mood: "grim" } }),
      "mood",
      -32602,
    );
    await refused(label("unknown prompt"), () => client.getPrompt({ name: "no_such_prompt", arguments: {} }), "before_rewrite", -32602);
  });

  await step(label("resources"), async () => {
    const resources = await client.listResources();
    const uris = resources.resources.map((resource) => resource.uri).sort();
    check(
      JSON.stringify(uris) === JSON.stringify(["ackrite://checklists", "ackrite://rules"]),
      label(`resources/list gives rules and checklists, got ${uris}`),
    );
    check(
      resources.resources.every((resource) => resource.mimeType === "text/markdown"),
      label("listed resources are text/markdown"),
    );
    check(!uris.some((uri) => uri.startsWith("ackrite://session/")), label("resources/list lists no session"));

    const templates = await client.listResourceTemplates();
    const session = templates.resourceTemplates.find((template) => template.uriTemplate === "ackrite://session/{id}");
    check(
      session !== undefined,
      label(`resources/templates/list has ackrite://session/{id}, got ${templates.resourceTemplates.map((t) => t.uriTemplate)}`),
    );
    check(session?.mimeType === "application/json", label(`the session template is application/json, got ${session?.mimeType}`));

    const rules = await client.readResource({ uri: "ackrite://rules" });
    const rulesText = rules.contents?.[0]?.text ?? "";
    check(
      rules.contents?.[0]?.uri === "ackrite://rules" && rulesText.length > 1000,
      label(`ackrite://rules reads as a document (${rulesText.length} characters)`),
    );
    check(rules.contents?.[0]?.mimeType === "text/markdown", label("ackrite://rules is text/markdown"));
    const checklists = await client.readResource({ uri: "ackrite://checklists" });
    check((checklists.contents?.[0]?.text ?? "").length > 0, label("ackrite://checklists reads"));
    await refused(label("unknown resource URI"), () => client.readResource({ uri: "ackrite://nowhere" }), "ackrite://nowhere");
  });

  await step(label("session"), async () => {
    const id = `interop-ts-${transport}`;
    const claim = "The cache is stale.";
    await client.callTool({ name: "ackrite", arguments: { sessionId: id, claim } });
    const again = await client.callTool({ name: "ackrite", arguments: { sessionId: id, claim } });
    check(
      again.structuredContent?.session?.previousStatus === "UNVERIFIED",
      label(`previousStatus on a re-asked claim, got ${JSON.stringify(again.structuredContent?.session)}`),
    );
    const history = await client.readResource({ uri: `ackrite://session/${id}` });
    const historyText = history.contents?.[0]?.text ?? "";
    check(history.contents?.[0]?.mimeType === "application/json", label("a session reads as application/json"));
    let parsed = null;
    try {
      parsed = JSON.parse(historyText);
    } catch {
      parsed = null;
    }
    const calls = again.structuredContent?.session?.calls;
    check(parsed !== null && parsed.calls === calls, label(`the session history counts ${calls} calls: ${historyText.slice(0, 200)}`));
    // A session keeps a claim as lowercase words, punctuation dropped.
    const words = (text) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(" ");
    check(words(historyText).includes(words(claim)), label(`the session history holds the claim judged: ${historyText.slice(0, 300)}`));
  });
}

async function run(transport, connect) {
  const client = new Client({ name: "ackrite-interop-ts", version: "1.0.0" });
  try {
    await connect(client);
    await exercise(client, transport);
  } catch (error) {
    check(false, `[${transport}] client run raised ${error?.name}: ${error?.message ?? error}`);
  } finally {
    await client.close().catch(() => {});
  }
}

// `ackrite serve --http 127.0.0.1:0`; its URL from the line it prints on stderr.
function startHttp() {
  return new Promise((resolveStart, rejectStart) => {
    const server = spawn(binary, ["serve", "--http", "127.0.0.1:0"], { stdio: ["ignore", "ignore", "pipe"] });
    let buffered = "";
    const prefix = "ackrite: serving MCP at ";
    const timer = setTimeout(() => rejectStart(new Error(`the HTTP server did not start: ${buffered}`)), 10000);
    server.stderr.setEncoding("utf8");
    server.stderr.on("data", (chunk) => {
      buffered += chunk;
      const line = buffered.split("\n").find((l) => l.startsWith(prefix));
      if (line !== undefined) {
        clearTimeout(timer);
        server.stderr.removeAllListeners("data");
        server.stderr.resume();
        resolveStart({ server, url: line.slice(prefix.length).trim() });
      }
    });
    server.on("exit", (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`the HTTP server exited (${code}): ${buffered}`));
    });
  });
}

async function main() {
  await run("stdio", (client) => client.connect(new StdioClientTransport({ command: binary, args: [], stderr: "ignore" })));
  let started;
  try {
    started = await startHttp();
  } catch (error) {
    check(false, `[http] ${error.message}`);
  }
  if (started) {
    await run("http", (client) => client.connect(new StreamableHTTPClientTransport(new URL(started.url))));
    const exited = new Promise((done) => started.server.once("exit", (code) => done(code)));
    started.server.kill("SIGTERM");
    check((await exited) === 0, "[http] SIGTERM exits 0");
  }
  console.log(`interop(ts): ${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}

await main();
