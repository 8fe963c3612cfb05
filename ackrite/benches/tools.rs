//! Criterion benches for the tools (issue 5).
//!
//! - `call/…`: a tool end to end through the registry — closed-schema check, parsing, limits,
//!   redaction in and out, the analysis, `_provenance` — on every file under `examples/` and on
//!   a request at every limit at once;
//! - `analyse/…`: the plain analysis function alone, on the same inputs;
//! - `respond/…`: redacting and serialising a response the way the server sends it, and each
//!   half alone;
//! - `redact/…`: the redactor over one maximum-size evidence item, clean and with secrets.
//!
//! The maximum-size requests exceed what one JSON-RPC message may carry (1 MiB), so they bound
//! from above any call a client can make. Run with `cargo bench -p ackrite --bench tools`.

use std::hint::black_box;
use std::path::{Path, PathBuf};

use ackrite::attempt::Attempt;
use ackrite::audit::{Change, Proposal};
use ackrite::evidence::Evidence;
use ackrite::registry::registry;
use ackrite::session::SessionStore;
use ackrite::tools::ackrite::ChallengeResponse;
use ackrite::tools::wire::{self, ClaimRequest, EvidenceInput};
use ackrite::{claim, proof, reality, secrets, CrossesBoundary};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use rmcp::model::CallToolResult;
use serde_json::{json, Value};

/// One request to bench: the tool it goes to, a name for the report, and its arguments.
struct Case {
    tool: String,
    name: String,
    arguments: Value,
}

/// Every example, named `tool/file-stem`, in a stable order.
fn examples() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("examples/ exists")
        .filter_map(Result::ok)
        .filter(|dir| dir.path().is_dir())
        .flat_map(|dir| std::fs::read_dir(dir.path()).expect("readable examples folder"))
        .filter_map(Result::ok)
        .map(|file| file.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let tool = path
                .parent()
                .and_then(Path::file_name)
                .expect("a tool folder");
            let stem = path.file_stem().expect("a file name");
            let text = std::fs::read_to_string(&path).expect("readable example");
            Case {
                tool: tool.to_string_lossy().into_owned(),
                name: stem.to_string_lossy().into_owned(),
                arguments: serde_json::from_str(&text).expect("example is JSON"),
            }
        })
        .collect()
}

/// Words the generated text is made of: the vocabulary of real debugging notes, so the word
/// rules (domains, cues, strategies) do real work rather than skipping unknown words.
const WORDS: &[&str] = &[
    "the",
    "client",
    "server",
    "request",
    "returned",
    "401",
    "after",
    "token",
    "refresh",
    "timeout",
    "retry",
    "cache",
    "config",
    "endpoint",
    "api",
    "auth",
    "login",
    "failed",
    "error",
    "while",
    "deploy",
    "migration",
    "lock",
    "schema",
    "version",
    "upgrade",
    "build",
    "pipeline",
    "latency",
    "p99",
    "thread",
    "race",
    "mutex",
    "header",
    "response",
    "status",
    "field",
    "null",
    "missing",
    "works",
    "locally",
    "but",
    "not",
    "in",
    "staging",
    "because",
    "connection",
    "reset",
    "queue",
    "worker",
    "crash",
    "log",
    "shows",
    "test",
    "passes",
];

/// Deterministic prose of exactly `chars` ASCII characters; `seed` makes each item differ so
/// that de-duplication does not set any aside.
fn prose(seed: u64, chars: usize) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut text = String::with_capacity(chars + 16);
    let mut in_sentence = 0;
    while text.len() < chars {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        text.push_str(WORDS[(state % WORDS.len() as u64) as usize]);
        in_sentence += 1;
        text.push_str(if in_sentence % 12 == 0 { ". " } else { " " });
    }
    text.truncate(chars);
    text.replace_range(chars - 1.., ".");
    text
}

const TYPES: &[&str] = &[
    "code",
    "log",
    "http_request",
    "http_response",
    "test_result",
    "documentation",
    "observed_behavior",
    "user_fact",
    "inference",
    "other",
];
const POLARITIES: &[&str] = &["supports", "neutral", "supports", "contradicts"];

/// 64 evidence items, each at the 16,000-character content and 200-character source limits.
fn max_evidence() -> Value {
    (0..64u64)
        .map(|i| {
            json!({
                "type": TYPES[i as usize % TYPES.len()],
                "source": prose(1_000 + i, 200),
                "content": prose(i, 16_000),
                "polarity": POLARITIES[i as usize % POLARITIES.len()],
                "reliability": 0.5 + (i % 5) as f64 / 10.0,
            })
        })
        .collect()
}

/// One request per tool with every field at its limit.
fn max_cases() -> Vec<Case> {
    let claim_request = json!({
        "claim": prose(7, 4_000),
        "evidence": max_evidence(),
        "context": prose(8, 16_000),
    });
    let audit = json!({
        "proposal": prose(9, 8_000),
        "reportedProblem": prose(10, 8_000),
        "proposedChanges": (0..128u64).map(|i| json!({
            "path": format!("src/{}/{i}.rs", "module/".repeat(71)),
            "description": prose(2_000 + i, 2_000),
        })).collect::<Value>(),
        "evidence": max_evidence(),
        "testPlan": prose(11, 8_000),
    });
    let reality_check = json!({
        "reasoning": prose(12, 8_000),
        "attempts": (0..64u64).map(|i| json!({
            "approach": prose(3_000 + i % 8, 2_000),
            "outcome": format!("Failed with timeout again. {}", prose(4_000 + i, 1_972)),
        })).collect::<Value>(),
        "evidence": max_evidence(),
    });
    let case = |tool: &str, arguments: &Value| Case {
        tool: tool.to_owned(),
        name: "max".to_owned(),
        arguments: arguments.clone(),
    };
    vec![
        case("ackrite", &claim_request),
        case("verify", &claim_request),
        case("prove_it", &claim_request),
        case("audit", &audit),
        case("reality_check", &reality_check),
    ]
}

fn text(arguments: &Value, field: &str) -> String {
    arguments[field].as_str().unwrap_or_default().to_owned()
}

fn evidence_of(arguments: &Value) -> Vec<Evidence> {
    let items: Vec<EvidenceInput> =
        serde_json::from_value(arguments.get("evidence").cloned().unwrap_or(json!([])))
            .expect("valid evidence");
    wire::evidence(&items)
}

fn list(arguments: &Value, field: &str) -> Vec<Value> {
    arguments[field].as_array().cloned().unwrap_or_default()
}

/// A case's arguments as the plain types its analysis function takes, and that function.
fn analysis(case: &Case) -> (&'static str, Box<dyn Fn()>) {
    let args = &case.arguments;
    let evidence = evidence_of(args);
    match case.tool.as_str() {
        "ackrite" | "verify" | "prove_it" => {
            let claim = text(args, "claim");
            match case.tool.as_str() {
                "ackrite" => (
                    "claim::analyse",
                    Box::new(move || {
                        black_box(claim::analyse(&claim::read(&claim), &evidence));
                    }),
                ),
                "verify" => (
                    "claim::analyse (verify's ledger)",
                    Box::new(move || {
                        black_box(claim::analyse(&claim::read(&claim), &evidence));
                    }),
                ),
                _ => (
                    "proof::plan",
                    Box::new(move || {
                        black_box(proof::plan(&claim::read(&claim), &evidence));
                    }),
                ),
            }
        }
        "audit" => {
            let optional = |field| args.get(field).and_then(Value::as_str).map(str::to_owned);
            let proposal = Proposal {
                proposal: text(args, "proposal"),
                reported_problem: optional("reportedProblem"),
                changes: list(args, "proposedChanges")
                    .iter()
                    .map(|c| Change::new(text(c, "path"), text(c, "description")))
                    .collect(),
                evidence,
                test_plan: optional("testPlan"),
            };
            (
                "audit::audit",
                Box::new(move || {
                    black_box(ackrite::audit::audit(&proposal, &[]));
                }),
            )
        }
        "reality_check" => {
            let reasoning = text(args, "reasoning");
            let attempts: Vec<Attempt> = list(args, "attempts")
                .iter()
                .map(|a| Attempt::new(text(a, "approach"), text(a, "outcome")))
                .collect();
            let run = move || {
                black_box(reality::reality_check(
                    &reasoning,
                    &attempts,
                    &[],
                    &evidence,
                ));
            };
            ("reality::reality_check", Box::new(run))
        }
        other => panic!("no analysis function known for tool `{other}`: add it to this bench"),
    }
}

/// Every case end to end through the registry. A failing call fails the bench: a fast
/// rejection is not a measurement of the tool.
fn calls(c: &mut Criterion) {
    let mut group = c.benchmark_group("call");
    for (case, sizing) in cases() {
        registry()
            .call(&case.tool, case.arguments.clone(), &SessionStore::new())
            .unwrap_or_else(|e| panic!("{}/{} was rejected: {e}", case.tool, case.name));
        group.sample_size(sizing.samples);
        // A fresh store per call: an example with a `sessionId` is timed as that session's
        // first call, not against the history earlier iterations would pile up.
        group.bench_function(format!("{}/{}", case.tool, case.name), |b| {
            b.iter_batched(
                || (case.arguments.clone(), SessionStore::new()),
                |(arguments, sessions)| {
                    let response = registry().call(&case.tool, arguments, &sessions);
                    (response, sessions)
                },
                sizing.batch,
            )
        });
    }
    group.finish();
}

/// Every case through its analysis function alone, on already-parsed plain types.
fn analyses(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyse");
    for (case, sizing) in cases() {
        let (function, run) = analysis(&case);
        group.sample_size(sizing.samples);
        group.bench_function(format!("{function}/{}", case.name), |b| b.iter(&run));
    }
    group.finish();
}

/// The `ackrite` tool's response, redacted and serialised the way the server sends it (the
/// structured value and its text rendering inside a `CallToolResult`), and each half alone.
fn responses(c: &mut Criterion) {
    let origin = examples()
        .into_iter()
        .find(|case| case.name == "native-auth-contradicted")
        .expect("the origin example");
    let max = max_cases().swap_remove(0);
    let mut group = c.benchmark_group("respond");
    for (case, samples) in [(origin, 100), (max, 10)] {
        group.sample_size(samples);
        let response = || {
            let request: ClaimRequest =
                serde_json::from_value(case.arguments.clone()).expect("a claim request");
            ackrite::tools::ackrite::ackrite(request, &ackrite::SessionView::none())
        };
        let serialise = |response: &ChallengeResponse| {
            let value = serde_json::to_value(response).expect("serialisable");
            serde_json::to_string(&CallToolResult::structured(value)).expect("serialisable")
        };
        let name = format!("ackrite/{}", case.name);
        group.bench_function(&name, |b| {
            b.iter_batched(
                response,
                |mut response| {
                    response.redact();
                    serialise(&response)
                },
                BatchSize::SmallInput,
            )
        });
        group.bench_function(format!("{name}/redact-only"), |b| {
            b.iter_batched(
                response,
                |mut response| {
                    response.redact();
                    response
                },
                BatchSize::SmallInput,
            )
        });
        group.bench_function(format!("{name}/serialise-only"), |b| {
            b.iter_batched(response, |r| serialise(&r), BatchSize::SmallInput)
        });
    }
    group.finish();
}

/// The redactor over one 16,000-character item: the common case (nothing to find) and one with
/// a secret of several kinds.
fn redaction(c: &mut Criterion) {
    let clean = prose(0, 16_000);
    let secret_lines = [
        "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
        "password=hunter2-but-longer-than-that",
    ];
    let mut dirty = prose(1, 16_000 - 400);
    for line in secret_lines {
        dirty.push('\n');
        dirty.push_str(line);
    }
    let mut group = c.benchmark_group("redact");
    group.bench_function("16k-clean", |b| {
        b.iter(|| secrets::redact(black_box(&clean)).len())
    });
    group.bench_function("16k-with-secrets", |b| {
        b.iter(|| secrets::redact(black_box(&dirty)).len())
    });
    group.finish();
}

/// How a case is run: the batch size criterion clones its arguments in, and the sample count.
#[derive(Clone, Copy)]
struct Sizing {
    batch: BatchSize,
    samples: usize,
}

/// Examples, then the maximum-size requests. A maximum-size call takes long enough that
/// criterion's minimum of 10 samples keeps the run within minutes and the median still stable.
fn cases() -> Vec<(Case, Sizing)> {
    let example = Sizing {
        batch: BatchSize::SmallInput,
        samples: 100,
    };
    let max = Sizing {
        batch: BatchSize::LargeInput,
        samples: 10,
    };
    let examples = examples().into_iter().map(|case| (case, example));
    examples
        .chain(max_cases().into_iter().map(|case| (case, max)))
        .collect()
}

criterion_group!(benches, calls, analyses, responses, redaction);
criterion_main!(benches);
