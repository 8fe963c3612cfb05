//! Every redactor seed of the fuzzer — including inputs that once failed — stays idempotent and
//! redacts as reading the whole text on every pass does, so a fuzzing find becomes a regression
//! test in the normal suite. The `needs-a-second-pass-*` seeds are texts where a pass after the
//! first finds more (found by generating texts until a redaction without one differed).

use ackrite::secrets::{redact, redact_rescanning_everything};

#[test]
fn fuzz_seeds_redact_idempotently() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/seeds/redactor");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("fuzz/seeds/redactor exists") {
        let path = entry.expect("readable entry").path();
        let bytes = std::fs::read(&path).expect("readable seed");
        let text = String::from_utf8_lossy(&bytes);
        let once = redact(&text).into_owned();
        let twice = redact(&once).into_owned();
        assert_eq!(
            once,
            twice,
            "{} is not redacted idempotently",
            path.display()
        );
        assert_eq!(
            once,
            redact_rescanning_everything(&text),
            "{}: rescanning some lines differs from rescanning everything",
            path.display()
        );
        checked += 1;
    }
    assert!(checked >= 13);
}
