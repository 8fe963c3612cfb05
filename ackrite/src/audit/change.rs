//! What a proposed change is, read from its path and description: documentation, a test, a test
//! fixture, or code — and whether its description edits only comments.
//!
//! Several rules depend on it: documentation, tests and fixtures do not change behaviour (no
//! `missing_tests`), and a rewrite or security finding on them alone is at most low.

use std::sync::LazyLock;

use regex::Regex;

use crate::words::{Cues, Word};

/// What a change's path says it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PathKind {
    Documentation,
    Test,
    Fixture,
    Code,
}

/// Documentation: Markdown and other prose formats, `docs/`, and the usual top-level files.
static DOCUMENTATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$|(?:^|/)docs?/|(?:^|/)(?:readme|changelog|contributing|license|licence|authors|notice|code_of_conduct)(?:\.[a-z]+)?$)",
    )
    .expect("valid regex")
});

/// Tests: test directories and the naming conventions of the common test runners.
static TEST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:(?:^|/)(?:tests?|__tests__|spec|specs|e2e|integration_tests)/|(?:^|/)test_[^/]*$|_test\.[a-z]+$|_tests?\.rs$|\.(?:test|spec)\.[a-z]+$|(?:^|/)conftest\.py$|Tests?\.(?:java|kt|cs|swift)$|_spec\.rb$)",
    )
    .expect("valid regex")
});

/// Fixtures: fixture and snapshot directories and files.
static FIXTURE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:(?:^|/)(?:fixtures?|testdata|__snapshots__|snapshots|golden)/|\.snap$)")
        .expect("valid regex")
});

/// What `path` is. A fixture inside a test directory is a fixture.
pub(crate) fn path_kind(path: &str) -> PathKind {
    let path = path.trim();
    if FIXTURE.is_match(path) {
        PathKind::Fixture
    } else if TEST.is_match(path) {
        PathKind::Test
    } else if DOCUMENTATION.is_match(path) {
        PathKind::Documentation
    } else {
        PathKind::Code
    }
}

/// Words that say a description edits comments or docs only.
const COMMENT: &[&str] = &["comment", "docstring", "doc comment", "jsdoc", "rustdoc"];

/// Words that say a description changes more than comments.
const BEHAVIOUR: &[&str] = &[
    "return", "call", "add", "remove", "change", "handle", "use", "read", "write", "set", "check",
    "raise", "throw", "catch", "retry", "move",
];

/// True when the description edits comments only ("Fix a typo in the doc comment"): it names a
/// comment and no change of behaviour beyond fixing or rewording it.
pub(crate) fn comments_only(description: &[Word]) -> bool {
    static COMMENTS: LazyLock<Cues> = LazyLock::new(|| Cues::new(COMMENT));
    static BEHAVIOURS: LazyLock<Cues> = LazyLock::new(|| Cues::new(BEHAVIOUR));
    COMMENTS.affirmed(description).is_some() && BEHAVIOURS.affirmed(description).is_none()
}

#[cfg(test)]
mod tests {
    use super::{comments_only, path_kind, PathKind};
    use crate::words::words;

    #[test]
    fn path_kind_rows() {
        use PathKind::*;
        #[rustfmt::skip]
        let rows = [
            ("markdown", "README.md", Documentation),
            ("docs directory", "docs/deploy.md", Documentation),
            ("top-level file without extension", "CONTRIBUTING", Documentation),
            ("python test file", "tests/pricing/test_format.py", Test),
            ("go test file", "internal/orders/summary_test.go", Test),
            ("jest test", "src/lib/paginate.test.ts", Test),
            ("rust integration test", "tests/items_api.rs", Test),
            ("conftest", "tests/conftest.py", Test),
            ("fixture", "tests/fixtures/user.json", Fixture),
            ("snapshot", "src/__snapshots__/form.snap", Fixture),
            ("code", "src/handlers/items.rs", Code),
            ("config is code", "deploy/nginx/nginx.conf", Code),
            ("a word containing test is code", "src/latest.rs", Code),
        ];
        for (rule, path, kind) in rows {
            assert_eq!(path_kind(path), kind, "{rule}: {path}");
        }
    }

    #[test]
    fn comments_only_rows() {
        #[rustfmt::skip]
        let rows = [
            ("a comment typo", "Fix a typo in the doc comment", true),
            ("a comment and code", "Return early and update the comment", false),
            ("no comment", "Round the total", false),
        ];
        for (rule, text, expected) in rows {
            assert_eq!(comments_only(&words(text)), expected, "{rule}");
        }
    }
}
