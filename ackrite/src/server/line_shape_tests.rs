use serde_json::{json, Value};

use super::*;

fn scan(line: &[u8]) -> LineShape {
    let mut scan = LineShape::default();
    scan.feed(line);
    scan
}

/// The same line fed in pieces of every size gives the same scan as fed whole.
fn scan_in_pieces(line: &[u8], size: usize) -> LineShape {
    let mut scan = LineShape::default();
    line.chunks(size).for_each(|piece| scan.feed(piece));
    scan
}

#[test]
fn only_the_top_level_id_is_recovered() {
    #[rustfmt::skip]
    let rows: [(&str, &[u8], Value); 12] = [
        ("a number", br#"{"jsonrpc":"2.0","id":7,"method":"x""#, json!(7)),
        ("a string", br#"{"id":"a-b","method":"x", broken"#, json!("a-b")),
        ("escapes in a string id", br#"{"id":"a\"b","x":["#, json!("a\"b")),
        ("nested ids are not the request's", br#"{"jsonrpc":"2.0","id":77,"method":"x","params":{"_meta":{"id":5}},"a":[}"#, json!(77)),
        ("a nested id alone is no id", br#"{"jsonrpc":"2.0","method":"x","params":{"id":5},"a":[}"#, Value::Null),
        ("an id after a long value is still found", br#"{"method":"x","params":{"text":"id: 9, \"id\":9"},"id":12,"#, json!(12)),
        ("the first id wins", br#"{"id":1,"id":2,"#, json!(1)),
        ("a structured id is unusable", br#"{"id":{"n":1},"method":"x""#, Value::Null),
        ("null", br#"{"id":null,"method":"x""#, Value::Null),
        ("a key that only contains id", br#"{"xid":5,"idx":6,"#, Value::Null),
        ("an escaped key is not id", br#"{"\u0069d":5,"#, Value::Null),
        ("not an object", br#"[{"id":5}]"#, Value::Null),
    ];
    for (rule, line, id) in rows {
        assert_eq!(scan(line).id(), id, "{rule}");
        for size in [1, 2, 5] {
            assert_eq!(
                scan_in_pieces(line, size).id(),
                id,
                "{rule}, pieces of {size}"
            );
        }
    }
}

#[test]
fn a_line_with_a_top_level_method_and_no_id_is_a_notification() {
    #[rustfmt::skip]
    let rows: [(&str, &[u8], bool); 5] = [
        ("no id", br#"{"jsonrpc":"2.0","method":"x","params":{"id":5,"#, true),
        ("an id", br#"{"jsonrpc":"2.0","method":"x","id":5,"#, false),
        ("a null id is a request", br#"{"method":"x","id":null}"#, false),
        ("a nested method is not", br#"{"params":{"method":"x"}"#, false),
        ("not an object", br#"["method"]"#, false),
    ];
    for (rule, line, notification) in rows {
        assert_eq!(scan(line).is_notification(), notification, "{rule}");
    }
}

#[test]
fn an_over_long_id_is_not_recovered() {
    let line = format!(r#"{{"id":"{}","method":"x""#, "a".repeat(MAX_ID_BYTES));
    assert_eq!(scan(line.as_bytes()).id(), Value::Null);
}

#[test]
fn depth_and_values_are_bounded_while_scanning() {
    let nested = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let wide = |n: usize| format!("[{}]", vec!["1"; n].join(","));
    #[rustfmt::skip]
    let rows = [
        ("the limit depth is accepted", nested(MAX_DEPTH), false),
        ("one deeper is refused", nested(MAX_DEPTH + 1), true),
        ("brackets in strings do not nest", format!(r#"["{}"]"#, "[".repeat(1000)), false),
        ("the limit of values is accepted", wide(MAX_VALUES - 1), false),
        ("more values are refused", wide(MAX_VALUES + 1), true),
        ("commas in strings are not values", format!(r#"["{}"]"#, ",".repeat(20_000)), false),
    ];
    for (rule, line, refused) in rows {
        assert_eq!(scan(line.as_bytes()).refusal().is_some(), refused, "{rule}");
    }
}

mod properties {
    use proptest::prelude::*;
    use serde_json::{Map, Value};

    use super::scan_in_pieces;
    use crate::server::line_shape::MAX_ID_BYTES;

    /// Keys that matter, keys that look as if they might, and others.
    fn key() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("id".to_owned()),
            Just("method".to_owned()),
            Just("params".to_owned()),
            Just("_meta".to_owned()),
            Just("i\"d".to_owned()),
            Just("id ".to_owned()),
            "[ -~]{0,8}",
        ]
    }

    fn leaf() -> impl Strategy<Value = Value> {
        prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            (-1e9f64..1e9).prop_map(Value::from),
            // Quotes, backslashes, brackets and `"id":` inside strings must not confuse it.
            "[ -~]{0,24}".prop_map(Value::String),
            Just(Value::String(r#"{"id":5,"method":"x"}"#.to_owned())),
            "\\PC{0,300}".prop_map(Value::String),
        ]
    }

    fn json() -> impl Strategy<Value = Value> {
        leaf().prop_recursive(4, 40, 5, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::btree_map(key(), inner, 0..5)
                    .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
            ]
        })
    }

    fn message() -> impl Strategy<Value = Value> {
        prop::collection::btree_map(key(), json(), 0..6)
            .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>()))
    }

    /// What a parser says the scan should find: the top-level id when it is a number or a
    /// string short enough to keep.
    fn expected_id(message: &Value) -> Value {
        match message.get("id") {
            Some(id @ (Value::Number(_) | Value::String(_)))
                if id.to_string().len() <= MAX_ID_BYTES =>
            {
                id.clone()
            }
            _ => Value::Null,
        }
    }

    proptest! {
        #[test]
        fn the_scan_agrees_with_a_parser_on_every_valid_message(
            message in message(),
            piece in 1usize..40,
            pretty in any::<bool>(),
        ) {
            let line = if pretty {
                serde_json::to_vec_pretty(&message)
            } else {
                serde_json::to_vec(&message)
            }
            .expect("serialises");
            let scan = scan_in_pieces(&line, piece);
            // Read back by the parser, as the server would read it (a float id may round).
            let parsed: Value = serde_json::from_slice(&line).expect("parses");
            prop_assert_eq!(scan.id(), expected_id(&parsed));
            let notification = message.get("method").is_some() && message.get("id").is_none();
            prop_assert_eq!(scan.is_notification(), notification);
            prop_assert!(scan.refusal().is_none());
        }

        #[test]
        fn any_bytes_are_scanned_without_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
            let scan = scan_in_pieces(&bytes, 7);
            let _ = (scan.id(), scan.is_notification(), scan.refusal());
        }
    }
}
