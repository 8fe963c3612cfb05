//! Throughput of the redactor (issue 4, point 6): 1 MiB of realistic mixed log text with about
//! 1% of lines holding a secret, and adversarial inputs of the same size that must cost no more
//! than five times as much: one line without newlines, long base64 runs, thousands of
//! `password=` without a value, and keywords packed densely.
//!
//! Run with `cargo bench --bench redaction`; criterion writes the medians to
//! `target/criterion/redaction/*/new/estimates.json`. All inputs are generated from a seeded
//! PRNG: no real key is in here.

use std::hint::black_box;
use std::time::Duration;

use ackrite::secrets::redact;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const MIB: usize = 1 << 20;

/// SplitMix64, the same small generator the corpus test uses.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chars(&mut self, alphabet: &str, n: usize) -> String {
        let bytes = alphabet.as_bytes();
        (0..n)
            .map(|_| char::from(bytes[self.below(bytes.len())]))
            .collect()
    }
}

const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX: &str = "0123456789abcdef";
const BASE64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// One ordinary log line; many mention keys, tokens, passwords and sessions without holding one.
fn clean_line(rng: &mut Rng) -> String {
    let ts = format!(
        "2024-05-03T10:{:02}:{:02}.{:03}Z",
        rng.below(60),
        rng.below(60),
        rng.below(1000)
    );
    let id = rng.chars(HEX, 32);
    match rng.below(12) {
        0 => format!("{ts} INFO  http: GET /api/v1/orders/{} 200 {}ms request_id={id}", rng.below(100_000), rng.below(900)),
        1 => format!("{ts} DEBUG cache: key=user:{}:profile hit=true ttl=300", rng.below(10_000)),
        2 => format!("{ts} WARN  auth: token expired for user {} (session refresh scheduled)", rng.below(10_000)),
        3 => format!("{ts} INFO  auth: password reset requested for account {}", rng.below(10_000)),
        4 => format!("{ts} INFO  deploy: commit {} built in {}s", rng.chars(HEX, 40), rng.below(600)),
        5 => format!("{ts} DEBUG http: {{\"method\":\"POST\",\"path\":\"/graphql\",\"status\":200,\"bytes\":{}}}", rng.below(50_000)),
        6 => format!("{ts} ERROR db: query timeout after 30s on orders (retry {}/3)", rng.below(3)),
        7 => format!("{ts} INFO  worker: processed job {} from queue emails in {}ms", rng.chars(HEX, 12), rng.below(500)),
        8 => format!("{ts} DEBUG config: loaded api_key_header=X-Api-Key max_tokens=1024 auth_method=oauth"),
        9 => format!("{ts} INFO  http: fetched https://cdn.example.net/assets/app.{}.js ({} KiB)", rng.chars(HEX, 8), rng.below(900)),
        10 => format!("{ts} WARN  sec: login failed for bob: invalid password (attempt {})", rng.below(5)),
        _ => format!("{ts} INFO  trace: span={} parent={} name=checkout.secret_scan ok", rng.chars(HEX, 16), rng.chars(HEX, 16)),
    }
}

/// One log line that holds a secret.
fn secret_line(rng: &mut Rng) -> String {
    let ts = "2024-05-03T10:15:22.000Z";
    match rng.below(6) {
        0 => format!(
            "{ts} DEBUG http: Authorization: Bearer {}",
            rng.chars(ALNUM, 40)
        ),
        1 => format!("{ts} DEBUG env: GITHUB_TOKEN=ghp_{}", rng.chars(ALNUM, 36)),
        2 => format!(
            "{ts} ERROR db: connect postgres://app:{}@db.internal:5432/orders failed",
            rng.chars(ALNUM, 16)
        ),
        3 => format!(
            "{ts} DEBUG config: {{\"password\": \"{}\", \"user\": \"svc\"}}",
            rng.chars(ALNUM, 14)
        ),
        4 => format!(
            "{ts} DEBUG aws: using AKIA{}",
            rng.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        ),
        _ => format!(
            "{ts} DEBUG http: GET /cb?access_token={}&state=ok",
            rng.chars(ALNUM, 32)
        ),
    }
}

/// About 1 MiB of log lines, about 1% of them with a secret.
fn mixed_log() -> String {
    let mut rng = Rng(0x5EC2_E75B_E4C8);
    let mut text = String::with_capacity(MIB + 256);
    while text.len() < MIB {
        let line = if rng.below(100) == 0 {
            secret_line(&mut rng)
        } else {
            clean_line(&mut rng)
        };
        text.push_str(&line);
        text.push('\n');
    }
    text
}

fn repeat_to_mib(unit: &str) -> String {
    unit.repeat(MIB / unit.len() + 1)
}

fn bench(c: &mut Criterion) {
    let mixed = mixed_log();
    let one_line = mixed.replace('\n', " ");
    let mut rng = Rng(0x00BA_5E64);
    let base64_runs: String = (0..16)
        .map(|_| rng.chars(BASE64, MIB / 16 - 1))
        .collect::<Vec<_>>()
        .join("\n");
    let base64_single = rng.chars(BASE64, MIB);
    let empty_passwords = repeat_to_mib("password= ");
    let chained_passwords = repeat_to_mib("password=");
    let dense_keywords = repeat_to_mib("token key secret auth session Bearer password: ");

    // Already redacted: what the response pass meets in text echoed from a redacted request.
    let redacted = redact(&mixed).into_owned();

    let inputs: [(&str, &str); 8] = [
        ("mixed_log", &mixed),
        ("mixed_log_redacted", &redacted),
        ("no_newlines", &one_line),
        ("base64_runs_64k", &base64_runs),
        ("base64_single_run", &base64_single),
        ("empty_passwords", &empty_passwords),
        ("chained_passwords", &chained_passwords),
        ("dense_keywords", &dense_keywords),
    ];

    let mut group = c.benchmark_group("redaction");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for (name, input) in inputs {
        group.throughput(Throughput::Bytes(input.len() as u64));
        group.bench_function(name, |b| b.iter(|| redact(black_box(input)).len()));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
