//! Arbitrary text through the redactor: no panic, redacting twice changes nothing more, and the
//! passes that reread only the lines around a replacement find what rereading everything finds.

#![no_main]

use ackrite::secrets::{redact, redact_rescanning_everything};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let once = redact(&text).into_owned();
    let twice = redact(&once).into_owned();
    assert_eq!(once, twice, "redaction is not idempotent");
    assert_eq!(
        once,
        redact_rescanning_everything(&text),
        "rescanning some lines differs from rescanning everything"
    );
});
