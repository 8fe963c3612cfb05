//! Arbitrary text through the redactor: no panic, and redacting twice changes nothing more.

#![no_main]

use ackrite::secrets::redact;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let once = redact(&text).into_owned();
    let twice = redact(&once).into_owned();
    assert_eq!(once, twice, "redaction is not idempotent");
});
