//! Raw bytes as a tool call: the first byte picks the tool, the rest are its JSON arguments.
//! Validation, analysis, redaction and serialisation must never panic (the registry turns a
//! panic into `CallError::Failed`, which this target reports as a crash) and the same request
//! must always get the same answer.

#![no_main]

use ackrite::registry::{registry, CallError};
use ackrite::session::SessionStore;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(arguments) = serde_json::from_slice::<serde_json::Value>(rest) else {
        return;
    };
    let tools = registry().tools();
    let name = tools[usize::from(pick) % tools.len()].def.name;
    let sessions = SessionStore::new();
    let first = registry().call(name, arguments.clone(), &sessions);
    // A defect is told apart by its kind, not its text: a caller's field may be named
    // anything, and a fuzzer soon names one after an error message.
    assert!(
        !matches!(first, Err(CallError::Failed(_))),
        "{name} failed on accepted arguments: {first:?}"
    );
    let again = registry().call(name, arguments, &SessionStore::new());
    assert_eq!(first, again, "{name} is not deterministic");
});
