//! Every redactor seed of the fuzzer — including inputs that once failed — stays idempotent, so a
//! fuzzing find becomes a regression test in the normal suite.

use ackrite::secrets::redact;

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
        checked += 1;
    }
    assert!(checked >= 3);
}
