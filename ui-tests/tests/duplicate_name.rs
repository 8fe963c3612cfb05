//! Two tools registered under one name, as a contributor who copied a tool and forgot to rename
//! it would leave them: the registry refuses to serve either, and the message names both
//! definitions by file and line. This file is its own test binary, so the clash stays here.

use ackrite::registry::{duplicate_name, registry, TOOLS};
use ackrite::verification_tool;
use ackrite_ui_tests::{EchoRequest, EchoResponse};

/// Echo the text back, registered under the name `ui_echo` already has in `src/lib.rs`.
#[verification_tool(name = "ui_echo", title = "Echo again")]
fn echo_again(request: EchoRequest) -> EchoResponse {
    ackrite_ui_tests::echo(request, &ackrite::SessionView::none())
}

#[test]
fn two_tools_with_one_name_are_refused_naming_both_files() {
    let definitions: Vec<&str> = TOOLS
        .iter()
        .filter(|def| def.name == "ui_echo")
        .map(|def| def.defined_at)
        .collect();
    assert_eq!(definitions.len(), 2, "{definitions:?}");
    for file in ["ui-tests/src/lib.rs:", "ui-tests/tests/duplicate_name.rs:"] {
        assert!(
            definitions.iter().any(|at| at.contains(file)),
            "{file} in {definitions:?}"
        );
    }

    let message = duplicate_name(TOOLS.iter()).expect("the shared name is found");
    assert!(
        message.starts_with("two tools are named `ui_echo`: "),
        "{message}"
    );
    for at in &definitions {
        assert!(message.contains(at), "{at} in {message}");
    }
    assert!(message.ends_with("rename one of them"), "{message}");

    // The registry itself will not build: serving either tool would be a guess.
    let refusal = std::panic::catch_unwind(registry)
        .err()
        .expect("the registry refuses two tools with one name");
    let refusal = refusal
        .downcast_ref::<String>()
        .expect("the refusal is a message");
    assert_eq!(refusal, &message);
}
