//! What a `detail: "brief"` answer keeps of the full one (README, "Brief answers").
//!
//! A full answer explains itself; an agent that acts on the answer needs a few of its fields,
//! and every byte of an answer stays in its context window. A tool names what its brief answer
//! keeps with `#[verification_tool(brief = "...")]`: field paths separated by commas, each a
//! chain of field names joined by dots, where a list field may be followed by `[]` (every item),
//! `[0]` (the first item only) or `[key=value]` (the items whose `key` is that JSON value):
//! `"status, parts[].status, assumptions[0].text, checklist[satisfied=false].item"`. A top-level
//! list left empty is left out. The brief answer is cut from the full answer after redaction, so
//! it can only ever hold less.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

/// Which items of a list field a path keeps.
#[derive(Debug, Clone, PartialEq)]
enum Items {
    /// The field is not a list, or the path keeps the list as it is.
    Whole,
    Every,
    First,
    Matching(String, Value),
}

/// What is kept of a value: all of it, or some of its fields.
#[derive(Debug, Clone, Default, PartialEq)]
struct Node {
    all: bool,
    fields: BTreeMap<String, (Items, Node)>,
}

/// A tool's brief selection, read once from its `brief` paths.
#[derive(Debug, Clone, PartialEq)]
pub struct Selection {
    root: Node,
}

impl Selection {
    /// Reads `paths`; `None` when there are none (the brief answer is then the full one). A
    /// malformed path is a defect in the tool, reported with the path.
    pub fn parse(paths: &str) -> Result<Option<Selection>, String> {
        let mut root = Node::default();
        for path in paths.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let mut node = &mut root;
            for segment in path.split('.') {
                let (name, items) = segment_of(segment)
                    .ok_or_else(|| format!("brief path `{path}`: cannot read `{segment}`"))?;
                let entry = node
                    .fields
                    .entry(name.to_owned())
                    .or_insert_with(|| (items.clone(), Node::default()));
                if entry.0 != items {
                    return Err(format!(
                        "brief path `{path}`: `{name}` is selected two ways"
                    ));
                }
                node = &mut entry.1;
            }
            node.all = true;
        }
        Ok((!root.fields.is_empty()).then_some(Selection { root }))
    }

    /// The top-level fields a brief answer can hold.
    pub fn top_level(&self) -> impl Iterator<Item = &str> {
        self.root.fields.keys().map(String::as_str)
    }

    /// The brief form of a full answer.
    pub fn cut(&self, full: &Value) -> Value {
        let mut brief = keep(full, &self.root);
        if let Value::Object(fields) = &mut brief {
            fields.retain(|_, value| value != &Value::Array(Vec::new()));
        }
        brief
    }

    /// Whether a field path of the full answer (`parts[].text`, `session.id`) survives in the
    /// brief one: used to cut the `_provenance` list down to the fields still there.
    pub fn keeps(&self, path: &str) -> bool {
        let mut node = &self.root;
        for segment in path.split('.') {
            if node.all {
                return true;
            }
            let name = segment.trim_end_matches("[]");
            match node.fields.get(name) {
                Some((_, child)) => node = child,
                None => return false,
            }
        }
        true
    }
}

/// Whether `value` holds something at a field path (`parts[].unshown`): a field that is there
/// and not empty, in at least one item of each list on the way.
pub fn holds(value: &Value, path: &str) -> bool {
    let (segment, rest) = match path.split_once('.') {
        Some((segment, rest)) => (segment, Some(rest)),
        None => (path, None),
    };
    let name = segment.trim_end_matches("[]");
    let Some(field) = value.get(name) else {
        return false;
    };
    let items: Vec<&Value> = match (segment.ends_with("[]"), field) {
        (true, Value::Array(list)) => list.iter().collect(),
        _ => vec![field],
    };
    items.into_iter().any(|item| match rest {
        Some(rest) => holds(item, rest),
        None => {
            !matches!(item, Value::Null)
                && item != &Value::Array(Vec::new())
                && item != &Value::String(String::new())
        }
    })
}

/// `name`, `name[]`, `name[0]` or `name[key=value]`.
fn segment_of(segment: &str) -> Option<(&str, Items)> {
    let Some((name, rest)) = segment.split_once('[') else {
        return valid(segment).then_some((segment, Items::Whole));
    };
    let inside = rest.strip_suffix(']')?;
    let items = match inside {
        "" => Items::Every,
        "0" => Items::First,
        _ => {
            let (key, value) = inside.split_once('=')?;
            Items::Matching(key.to_owned(), serde_json::from_str(value).ok()?)
        }
    };
    valid(name).then_some((name, items))
}

fn valid(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn keep(value: &Value, node: &Node) -> Value {
    if node.all {
        return value.clone();
    }
    let Value::Object(object) = value else {
        return value.clone();
    };
    let mut kept = Map::new();
    for (name, (items, child)) in &node.fields {
        let Some(field) = object.get(name) else {
            continue;
        };
        let field = match (items, field) {
            (Items::Whole, field) => keep(field, child),
            (Items::Every, Value::Array(list)) => {
                Value::Array(list.iter().map(|item| keep(item, child)).collect())
            }
            (Items::First, Value::Array(list)) => {
                Value::Array(list.iter().take(1).map(|item| keep(item, child)).collect())
            }
            (Items::Matching(key, wanted), Value::Array(list)) => Value::Array(
                list.iter()
                    .filter(|item| item.get(key) == Some(wanted))
                    .map(|item| keep(item, child))
                    .collect(),
            ),
            (_, field) => keep(field, child),
        };
        kept.insert(name.clone(), field);
    }
    Value::Object(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_selection_keeps_the_named_fields_and_items() {
        let selection = Selection::parse(
            "status, parts[].status, parts[].unshown, assumptions[0].text, checklist[satisfied=false].item",
        )
        .unwrap()
        .unwrap();
        let full = json!({
            "status": "PLAUSIBLE", "claim": "x",
            "parts": [{"text": "a", "status": "KNOWN", "unshown": []}, {"text": "b", "status": "PLAUSIBLE", "unshown": ["b"]}],
            "assumptions": [{"text": "one", "evidence": [0]}, {"text": "two", "evidence": []}],
            "checklist": [{"item": "done", "satisfied": true}, {"item": "to do", "satisfied": false}],
        });
        assert_eq!(
            selection.cut(&full),
            json!({
                "status": "PLAUSIBLE",
                "parts": [{"status": "KNOWN", "unshown": []}, {"status": "PLAUSIBLE", "unshown": ["b"]}],
                "assumptions": [{"text": "one"}],
                "checklist": [{"item": "to do"}],
            })
        );
        assert!(selection.keeps("parts[].unshown") && selection.keeps("assumptions[].text"));
        assert!(!selection.keeps("claim") && !selection.keeps("parts[].text"));
    }

    #[test]
    fn a_path_is_held_when_something_is_there() {
        let answer = json!({"claim": "x", "parts": [{"unshown": []}, {"unshown": ["b"]}], "labelConflicts": [], "session": {"id": "s"}});
        for (path, held) in [
            ("claim", true),
            ("parts[].unshown", true),
            ("labelConflicts[].reason", false),
            ("session.id", true),
            ("session.reconciled[].excerpt", false),
            ("context", false),
        ] {
            assert_eq!(holds(&answer, path), held, "{path}");
        }
    }

    #[test]
    fn no_paths_mean_no_selection_and_bad_paths_are_named() {
        assert_eq!(Selection::parse(" "), Ok(None));
        for bad in ["parts[", "parts[x]", "a..b", "parts[].x, parts[0].y"] {
            let error = Selection::parse(bad).unwrap_err();
            assert!(error.contains("brief path"), "{bad}: {error}");
        }
    }
}
