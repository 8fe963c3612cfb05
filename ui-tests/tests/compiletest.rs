//! Compile-pass and compile-fail cases for `#[verification_tool]` and the derives: one mistake per
//! file, named after the mistake, its expected compiler output committed beside it.

use std::path::{Path, PathBuf};

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass/*.rs");
    t.compile_fail("tests/ui/fail/*.rs");
}

/// Every error message the macros can give shows in the expected output of a compile-fail case,
/// so a new message comes with the case that shows a contributor what it looks like.
#[test]
fn every_macro_message_has_a_compile_fail_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let expected: String = files(&root.join("tests/ui/fail"), "stderr")
        .iter()
        .map(|file| read(file))
        .collect();
    let mut messages = Vec::new();
    for source in files(&root.join("../ackrite-macros/src"), "rs") {
        messages.extend(sentences(&read(&source)));
    }
    assert!(
        !messages.is_empty(),
        "no messages found in ackrite-macros/src"
    );
    let missing: Vec<&String> = messages
        .iter()
        .filter(|message| !fixed_parts(message).all(|part| expected.contains(part)))
        .collect();
    assert!(
        missing.is_empty(),
        "add a case to tests/ui/fail/ for each of these messages: {missing:#?}"
    );
}

fn files(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The string literals of Rust source that read as sentences (five words or more): the macros'
/// error messages. Line comments are skipped; an escaped character stands for itself.
fn sentences(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                chars.by_ref().find(|&c| c == '\n');
            }
            '"' => {
                let mut literal = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => literal.extend(chars.next()),
                        c => literal.push(c),
                    }
                }
                if literal.split_whitespace().count() >= 5 {
                    out.push(literal);
                }
            }
            _ => {}
        }
    }
    out
}

/// A message without its `format!` placeholders (`{what}`): the parts every rendering shows.
fn fixed_parts(message: &str) -> impl Iterator<Item = &str> {
    message
        .split('{')
        .enumerate()
        .map(|(index, part)| match part.split_once('}') {
            Some((_, rest)) if index > 0 => rest,
            _ => part,
        })
        .filter(|part| !part.is_empty())
}
