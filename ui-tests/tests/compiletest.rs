//! Compile-pass and compile-fail cases for `#[verification_tool]` and the derives: one mistake per
//! file, named after the mistake, its expected compiler output committed beside it.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass/*.rs");
    t.compile_fail("tests/ui/fail/*.rs");
}
