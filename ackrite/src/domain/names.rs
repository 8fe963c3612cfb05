//! Names in a claim: file names, paths, identifiers and other shapes that tokenising would
//! destroy or misread (`docs/domains.md`, "Names and shapes").
//!
//! Why a pass before the words: the words of a name belong to the name, not to the claim. The
//! `lock` in `package-lock.json` is part of the name of a lockfile, not a lock being held; the
//! `index` in `index.html` is part of a file name, not a database index. So file names and
//! filesystem paths are taken out of the text before it is read for cue words, and count only
//! for what they are (a lockfile, a CI workflow file, a configuration file). Code identifiers
//! (`refresh_token`, `CronJob`, `ConfigMap`) stay in the text: an identifier names the thing its
//! words name, and the incidental-word rules (`super::forms`) still apply to them.

use super::Domain::{self, *};

/// A shape found in the claim as written, with the domain and weight it adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Shape {
    /// `package-lock.json`, `poetry.lock`, `Cargo.lock`, `go.sum`: a lockfile.
    Lockfile,
    /// `package.json`, `requirements.txt`, `Cargo.toml`, `go.mod`: a dependency manifest.
    Manifest,
    /// `.github/workflows/ci.yml`, `.gitlab-ci.yml`, `Jenkinsfile`: a CI definition.
    CiFile,
    /// A configuration file by its extension (`.yaml`, `.toml`, `.ini`, `.env`, …).
    ConfigFile,
    /// `spring.datasource.url=…`, `server.port: 8080`, `log.level set to debug`.
    DottedKeySet,
    /// `DATABASE_POOL_SIZE`: an uppercase identifier with an underscore, as environment
    /// variables and constants are written.
    EnvName,
    /// `--max-old-space-size`: a command-line option.
    CliOption,
    /// An uppercase HTTP method followed by a path (`GET /orders`).
    HttpMethod,
    /// A URL path (`/v1/export`, `https://…`), not a filesystem path (`/srv/uploads`).
    UrlPath,
    /// A dotted version number (`4.17.21`, `v1.4`).
    VersionNumber,
    /// An IANA time-zone name (`Europe/Berlin`, `Etc/UTC`).
    TimeZoneName,
    /// A time of day (`03:00`, `06:30`).
    TimeOfDay,
}

impl Shape {
    /// The domain a shape leads to and its weight (the table in `docs/domains.md`).
    pub(crate) fn cue(self) -> (Domain, u32) {
        match self {
            Shape::Lockfile => (DependencyVersion, 3),
            Shape::Manifest => (DependencyVersion, 1),
            Shape::CiFile => (BuildCi, 3),
            Shape::ConfigFile => (Configuration, 1),
            Shape::DottedKeySet => (Configuration, 3),
            Shape::EnvName => (Configuration, 1),
            Shape::CliOption => (Configuration, 1),
            Shape::HttpMethod => (ApiContract, 3),
            Shape::UrlPath => (ApiContract, 1),
            Shape::VersionNumber => (DependencyVersion, 1),
            Shape::TimeZoneName => (Scheduling, 2),
            Shape::TimeOfDay => (Scheduling, 1),
        }
    }
}

const LOCKFILES: &[&str] = &[
    "package-lock.json",
    "npm-shrinkwrap.json",
    "yarn.lock",
    "pnpm-lock.yaml",
    "poetry.lock",
    "pipfile.lock",
    "cargo.lock",
    "gemfile.lock",
    "composer.lock",
    "go.sum",
    "uv.lock",
    "bun.lockb",
];

const MANIFESTS: &[&str] = &[
    "package.json",
    "requirements.txt",
    "pyproject.toml",
    "cargo.toml",
    "go.mod",
    "gemfile",
    "pom.xml",
    "build.gradle",
    "composer.json",
];

/// Extensions that make a dotted word a file name.
const FILE_EXTENSIONS: &[&str] = &[
    "json",
    "yaml",
    "yml",
    "toml",
    "ini",
    "cfg",
    "conf",
    "env",
    "properties",
    "lock",
    "py",
    "rs",
    "ts",
    "tsx",
    "js",
    "jsx",
    "mjs",
    "go",
    "java",
    "kt",
    "rb",
    "php",
    "cs",
    "c",
    "h",
    "cpp",
    "sql",
    "sh",
    "md",
    "txt",
    "html",
    "css",
    "xml",
    "gradle",
    "tf",
    "proto",
    "log",
    "csv",
    "lockb",
];

const CONFIG_EXTENSIONS: &[&str] = &[
    "yaml",
    "yml",
    "toml",
    "ini",
    "cfg",
    "conf",
    "env",
    "properties",
];

/// First segments of filesystem paths; a path starting with `/` and another segment is a URL.
const FILESYSTEM_ROOTS: &[&str] = &[
    "srv",
    "etc",
    "var",
    "usr",
    "tmp",
    "home",
    "opt",
    "bin",
    "lib",
    "dev",
    "proc",
    "sys",
    "mnt",
    "root",
    "run",
    "data",
    "app",
    "workspace",
    "users",
];

const TIME_ZONE_AREAS: &[&str] = &[
    "africa",
    "america",
    "antarctica",
    "asia",
    "atlantic",
    "australia",
    "europe",
    "indian",
    "pacific",
    "etc",
];

const HTTP_METHODS: &[&str] = &["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/// Host suffixes: `api.acme.io` is a host name, not a dotted configuration key.
const HOST_SUFFIXES: &[&str] = &[
    "io", "com", "net", "org", "dev", "local", "internal", "cloud",
];

/// The claim with file names and filesystem paths blanked out, and the shapes found.
pub(crate) struct Names {
    pub text: String,
    pub shapes: Vec<Shape>,
}

/// Read the claim's names (the rules in the module documentation).
pub(crate) fn read(claim: &str) -> Names {
    let chunks: Vec<&str> = claim.split_whitespace().collect();
    // Each chunk is read with the two after it: trimmed once.
    let trimmed: Vec<&str> = chunks.iter().map(|c| trim(c)).collect();
    let mut text = String::with_capacity(claim.len());
    let mut shapes = Vec::new();
    for (i, chunk) in chunks.iter().enumerate() {
        let bare = trimmed[i];
        let next = trimmed.get(i + 1).copied();
        let after = trimmed.get(i + 2).copied();
        let plain = !bare.is_empty() && bare.bytes().all(|b| b.is_ascii_alphanumeric());
        let shape = if plain {
            plain_shape(bare, next)
        } else {
            name_shape(chunk, bare, next, after)
        };
        let keep = match shape {
            Some((shape, keep)) => {
                shapes.push(shape);
                keep
            }
            None => plain || !is_file_or_path(bare),
        };
        if !text.is_empty() {
            text.push(' ');
        }
        if keep {
            text.push_str(chunk);
        } else {
            // Keep the punctuation around the name, so clause boundaries survive.
            let end = chunk.trim_end_matches(|c: char| !c.is_alphanumeric());
            text.push_str(&chunk[end.len()..]);
        }
    }
    shapes.sort_unstable();
    shapes.dedup();
    Names { text, shapes }
}

fn trim(chunk: &str) -> &str {
    chunk
        .trim_start_matches(['(', '"', '\'', '`', '[', '{', '<'])
        .trim_end_matches(|c: char| {
            matches!(
                c,
                ')' | '"' | '\'' | '`' | ']' | '}' | '>' | ',' | ';' | '!' | '?'
            ) || (c == '.' || c == ':')
        })
}

/// [`name_shape`] of a chunk made only of ASCII letters and digits, as most of a claim's chunks
/// are: such a chunk can only be a manifest or CI file named without an extension, or an HTTP
/// method, since every other shape needs a `.`, `/`, `:`, `_` or `-`. It is read without the
/// lowercased copies the other checks make (a test holds the two to each other).
fn plain_shape(bare: &str, next: Option<&str>) -> Option<(Shape, bool)> {
    if MANIFESTS.iter().any(|m| m.eq_ignore_ascii_case(bare)) {
        return Some((Shape::Manifest, false));
    }
    if bare.eq_ignore_ascii_case("jenkinsfile") {
        return Some((Shape::CiFile, false));
    }
    if HTTP_METHODS.contains(&bare) && next.is_some_and(|n| n.starts_with('/')) {
        return Some((Shape::HttpMethod, true));
    }
    None
}

/// The shape of one chunk, and whether its words stay in the text.
fn name_shape(
    chunk: &str,
    bare: &str,
    next: Option<&str>,
    after: Option<&str>,
) -> Option<(Shape, bool)> {
    let lower = bare.to_ascii_lowercase();
    let base = lower.rsplit('/').next().unwrap_or(&lower);
    if LOCKFILES.contains(&base) || base.ends_with(".lock") || base.contains("-lock.") {
        return Some((Shape::Lockfile, false));
    }
    if MANIFESTS.contains(&base) {
        return Some((Shape::Manifest, false));
    }
    if lower.contains(".github/workflows")
        || lower.contains(".gitlab-ci")
        || lower.contains(".circleci")
        || base == "jenkinsfile"
    {
        return Some((Shape::CiFile, false));
    }
    if let Some(shape) = time_shape(bare, &lower) {
        return Some((shape, false));
    }
    if bare.starts_with("--") && bare.len() > 3 {
        return Some((Shape::CliOption, true));
    }
    if HTTP_METHODS.contains(&bare) && next.is_some_and(|n| n.starts_with('/')) {
        return Some((Shape::HttpMethod, true));
    }
    if is_url_path(&lower) {
        return Some((Shape::UrlPath, true));
    }
    if is_dotted_version(&lower) {
        return Some((Shape::VersionNumber, true));
    }
    if is_file_name(&lower) {
        let ext = lower.rsplit('.').next().unwrap_or("");
        return CONFIG_EXTENSIONS
            .contains(&ext)
            .then_some((Shape::ConfigFile, false));
    }
    if is_dotted_key(&lower)
        && (bare.contains('=')
            || chunk.ends_with(':')
            || sets_value(next)
            || (next.is_some_and(|n| n.eq_ignore_ascii_case("is")) && sets_value(after)))
    {
        return Some((Shape::DottedKeySet, true));
    }
    if is_env_name(bare) {
        return Some((Shape::EnvName, true));
    }
    None
}

fn time_shape(bare: &str, lower: &str) -> Option<Shape> {
    if let Some((area, city)) = lower.split_once('/') {
        let city_ok = !city.is_empty()
            && city
                .chars()
                .all(|c| c.is_alphanumeric() || "_+-/".contains(c));
        let capitalised = bare.chars().next().is_some_and(char::is_uppercase);
        if TIME_ZONE_AREAS.contains(&area) && city_ok && capitalised {
            return Some(Shape::TimeZoneName);
        }
    }
    let (hours, minutes) = lower.split_once(':')?;
    let minutes = minutes.split(':').next().unwrap_or("");
    let digits = |s: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
    };
    (digits(hours, 1..=2) && digits(minutes, 2..=2)).then_some(Shape::TimeOfDay)
}

fn is_url_path(lower: &str) -> bool {
    if lower.contains("://") {
        return true;
    }
    let Some(rest) = lower.strip_prefix('/') else {
        return false;
    };
    let first = rest.split('/').next().unwrap_or("");
    !first.is_empty()
        && first.starts_with(|c: char| c.is_ascii_alphanumeric())
        && !FILESYSTEM_ROOTS.contains(&first)
        && !is_file_name(lower)
}

fn is_file_name(lower: &str) -> bool {
    let base = lower.rsplit('/').next().unwrap_or(lower);
    match base.rsplit_once('.') {
        Some((stem, ext)) => !stem.is_empty() && FILE_EXTENSIONS.contains(&ext),
        None => false,
    }
}

/// A path of at least two segments that is not a URL path: `src/queue/claim.rs`, `/srv/uploads`.
fn is_file_or_path(bare: &str) -> bool {
    let lower = bare.to_ascii_lowercase();
    if is_file_name(&lower) {
        return true;
    }
    let segments = lower.split('/').filter(|s| !s.is_empty()).count();
    lower.contains('/') && segments >= 2 && !is_url_path(&lower)
}

/// `0.9`, `1.2.3`, `v1.4`, `lodash@4.17.21`.
fn is_dotted_version(lower: &str) -> bool {
    let version = lower.rsplit('@').next().unwrap_or(lower);
    let version = version.strip_prefix('v').unwrap_or(version);
    let parts: Vec<&str> = version.split('.').collect();
    parts.len() >= 2
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit() || b == b'x'))
        && parts[0].bytes().all(|b| b.is_ascii_digit())
}

/// `server.port`, `spring.datasource.url=…`: at least two dotted parts made of letters.
fn is_dotted_key(lower: &str) -> bool {
    let key = lower.split(['=', ':']).next().unwrap_or(lower);
    let parts: Vec<&str> = key.split('.').collect();
    parts.len() >= 2
        && parts.iter().all(|p| {
            p.starts_with(|c: char| c.is_ascii_alphabetic())
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
        && !parts
            .last()
            .is_some_and(|last| HOST_SUFFIXES.contains(last))
}

/// What follows a dotted key sets it: `=`, `:`, `to`, `set`, `defaults` (also after "is").
fn sets_value(next: Option<&str>) -> bool {
    next.is_some_and(|n| {
        matches!(
            n.to_ascii_lowercase().as_str(),
            "=" | ":" | "to" | "set" | "defaults" | "default"
        )
    })
}

fn is_env_name(bare: &str) -> bool {
    bare.contains('_')
        && bare.len() > 3
        && bare
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && bare.chars().any(|c| c.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::{name_shape, plain_shape, HTTP_METHODS, LOCKFILES, MANIFESTS};

    /// The shortcut for chunks of letters and digits decides as the full reading does, for every
    /// name the tables list (in three cases) and for ordinary words, with and without a path
    /// after them.
    #[test]
    fn plain_chunks_are_shaped_as_the_full_reading_shapes_them() {
        let listed = LOCKFILES
            .iter()
            .chain(MANIFESTS)
            .chain(HTTP_METHODS)
            .chain(&[
                "jenkinsfile",
                "Makefile",
                "lock",
                "GEMFILE",
                "v2",
                "0042",
                "now",
            ]);
        let mut words: Vec<String> = Vec::new();
        for word in listed {
            words.extend([word.to_string(), word.to_lowercase(), word.to_uppercase()]);
        }
        for word in words
            .iter()
            .filter(|w| w.bytes().all(|b| b.is_ascii_alphanumeric()))
        {
            for next in [None, Some("/v1/users"), Some("the")] {
                assert_eq!(
                    plain_shape(word, next),
                    name_shape(word, word, next, None),
                    "{word} before {next:?}"
                );
            }
        }
    }
}
