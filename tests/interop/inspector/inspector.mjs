// Ackrite through the MCP Inspector's CLI mode (`mcp-inspector --cli ... --method M`), the version
// pinned in package.json, over stdio and over Streamable HTTP: tools/list, prompts/list,
// prompts/get, resources/list, resources/templates/list and resources/read, each run as its own
// Inspector process as a script would run it; then over HTTP with a bearer token in a header.
// Ends with `interop(inspector): N passed, M failed`; exits non-zero on any failure.
//
// Run with the Node this folder installs (node_modules/.bin/node): the Inspector needs Node 22.
// Usage: node inspector.mjs <path to the ackrite binary>

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..", "..");
const binary = process.argv[2] ?? join(root, "target", "release", "ackrite");
const inspector = join(here, "node_modules", "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js");
// The Inspector keeps a catalog of servers in the home folder: give it a throwaway one.
const home = mkdtempSync(join(tmpdir(), "ackrite-inspector-"));

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

// One Inspector run: its exit status, its stdout parsed as JSON (or null), and its stderr.
function inspect(target, method, extra = []) {
  const run = spawnSync(process.execPath, [inspector, "--cli", ...target, "--method", method, ...extra], {
    encoding: "utf8",
    timeout: 60000,
    env: { PATH: process.env.PATH, HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), NO_COLOR: "1" },
  });
  let json = null;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    json = null;
  }
  return { status: run.status, json, stdout: run.stdout ?? "", stderr: run.stderr ?? "" };
}

function exercise(transport, target) {
  const label = (what) => `[${transport}] ${what}`;
  const ok = (run, what) => {
    check(run.status === 0 && run.json !== null, label(`${what}: exit 0 with JSON (exit ${run.status}; ${run.stderr.trim().slice(0, 300)})`));
    return run.json ?? {};
  };

  const tools = ok(inspect(target, "tools/list"), "tools/list");
  const names = (tools.tools ?? []).map((tool) => tool.name).sort();
  check(
    JSON.stringify(names) === JSON.stringify(["ackrite", "audit", "prove_it", "reality_check", "verify"]),
    label(`tools/list: the five tools, got ${names}`),
  );

  const prompts = ok(inspect(target, "prompts/list"), "prompts/list");
  const promptNames = (prompts.prompts ?? []).map((prompt) => prompt.name).sort();
  check(
    JSON.stringify(promptNames) === JSON.stringify(["before_rewrite", "check_success", "when_stuck"]),
    label(`prompts/list: the three prompts, got ${promptNames}`),
  );

  for (const [name, args] of [
    ["before_rewrite", ["premise=The auth API dropped native login.", "plan=Rewrite the sign-in flow."]],
    ["when_stuck", ["problem=The integration test times out."]],
    ["check_success", ["claim=The flaky test is fixed.", "evidence=It passed once."]],
  ]) {
    const got = ok(inspect(target, "prompts/get", ["--prompt-name", name, "--prompt-args", ...args]), `prompts/get ${name}`);
    const text = (got.messages ?? []).map((message) => message.content?.text ?? "").join("");
    check(got.messages?.length === 1 && /sessionId/.test(text), label(`prompts/get ${name}: one message suggesting a sessionId`));
  }
  const missing = inspect(target, "prompts/get", ["--prompt-name", "before_rewrite", "--prompt-args", "plan=Rewrite it."]);
  check(
    missing.status !== 0 && `${missing.stdout}${missing.stderr}`.includes("premise"),
    label(`prompts/get without premise fails naming it (exit ${missing.status})`),
  );

  const resources = ok(inspect(target, "resources/list"), "resources/list");
  const uris = (resources.resources ?? []).map((resource) => resource.uri).sort();
  check(
    JSON.stringify(uris) === JSON.stringify(["ackrite://checklists", "ackrite://rules"]),
    label(`resources/list: rules and checklists, got ${uris}`),
  );

  const templates = ok(inspect(target, "resources/templates/list"), "resources/templates/list");
  const templateUris = (templates.resourceTemplates ?? []).map((template) => template.uriTemplate);
  check(templateUris.includes("ackrite://session/{id}"), label(`resources/templates/list: ackrite://session/{id}, got ${templateUris}`));

  const rules = ok(inspect(target, "resources/read", ["--uri", "ackrite://rules"]), "resources/read ackrite://rules");
  const content = rules.contents?.[0] ?? {};
  check(
    content.uri === "ackrite://rules" && content.mimeType === "text/markdown" && (content.text ?? "").length > 1000,
    label("resources/read ackrite://rules: the rules as markdown"),
  );

  const unknown = inspect(target, "resources/read", ["--uri", "ackrite://nowhere"]);
  check(
    unknown.status !== 0 && `${unknown.stdout}${unknown.stderr}`.includes("ackrite://nowhere"),
    label(`resources/read of an unknown URI fails naming it (exit ${unknown.status})`),
  );
}

function startHttp(...extra) {
  return new Promise((resolveStart, rejectStart) => {
    const server = spawn(binary, ["serve", "--http", "127.0.0.1:0", ...extra], { stdio: ["ignore", "ignore", "pipe"] });
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

// A server started with a token file: the Inspector sends the bearer token as a header it is
// given, and without it the server refuses.
async function withToken() {
  const token = randomBytes(16).toString("hex");
  const tokenFile = join(home, "tokens");
  writeFileSync(tokenFile, `inspector:${token}\n`);
  chmodSync(tokenFile, 0o600);
  let started;
  try {
    started = await startHttp("--token-file", tokenFile);
  } catch (error) {
    check(false, `[http+token] ${error.message}`);
    return;
  }
  try {
    const target = [started.url, "--transport", "http"];
    const listed = inspect(target, "prompts/list", ["--header", `Authorization: Bearer ${token}`]);
    const names = (listed.json?.prompts ?? []).map((prompt) => prompt.name).sort();
    check(listed.status === 0 && names.length === 3, `[http+token] prompts/list with the bearer header: exit ${listed.status}, ${names}`);
    const rules = inspect(target, "resources/read", ["--uri", "ackrite://rules", "--header", `Authorization: Bearer ${token}`]);
    check(
      rules.status === 0 && (rules.json?.contents?.[0]?.text ?? "").length > 1000,
      `[http+token] resources/read with the bearer header: exit ${rules.status}`,
    );
    const refused = inspect(target, "tools/list");
    check(refused.status !== 0, `[http+token] without the header the server refuses (exit ${refused.status})`);
  } finally {
    started.server.kill("SIGTERM");
  }
}

async function main() {
  const version = spawnSync(process.execPath, [inspector, "--cli", "--version"], { encoding: "utf8", env: { PATH: process.env.PATH, HOME: home } });
  check(version.status === 0, `the Inspector runs on Node ${process.version} (${(version.stderr ?? "").trim().slice(0, 200)})`);
  exercise("stdio", [binary]);
  let started;
  try {
    started = await startHttp();
  } catch (error) {
    check(false, `[http] ${error.message}`);
  }
  if (started) {
    try {
      exercise("http", [started.url, "--transport", "http"]);
    } finally {
      started.server.kill("SIGTERM");
    }
  }
  await withToken();
  rmSync(home, { recursive: true, force: true });
  console.log(`interop(inspector): ${passed} passed, ${failures.length} failed`);
  process.exit(failures.length ? 1 : 0);
}

await main();
