//! SPEC §4 assumptions as table rows: what the claim's wording and the evidence mix take for
//! granted.

use super::{item, CLAIM};
use crate::claim::*;
use crate::evidence::EvidenceType::*;
use crate::evidence::Polarity::*;

/// SPEC §4 assumptions: (rule, claim, evidence, expected text fragment or `None` when the
/// assumption must not appear, the fragment looked for, expected cited indices).
#[test]
fn assumptions_name_what_is_doing_the_work() {
    struct Row {
        rule: &'static str,
        claim: &'static str,
        evidence: Vec<Evidence>,
        fragment: &'static str,
        present: bool,
        cites: &'static [usize],
    }
    let row = |rule, claim, evidence, fragment, present, cites| Row {
        rule,
        claim,
        evidence,
        fragment,
        present,
        cites,
    };
    let rows = vec![
        row("every supporting inference", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(Inference, Supports, 0.7, "so orders are paginated")],
            "[1] is an inference", true, &[1][..]),
        row("a contradicting inference is not a supporting one", CLAIM,
            vec![item(Inference, Contradicts, 0.7, "orders probably unpaginated")],
            "is an inference", false, &[]),
        row("wording: absence observed taken as absence in the system", "The export button was removed from the toolbar.",
            vec![item(Code, Supports, 0.7, "toolbar has no export button")],
            "missing or removed (\"removed\"): not finding it in what was inspected ([0])", true, &[0]),
        row("wording: 'doesn't exist' is an absence too", "The legacy endpoint doesn't exist.",
            vec![], "(\"doesn't exist\")", true, &[]),
        row("wording: a named cause taken as the only cause", "The crash happens because the cache is cold.",
            vec![item(Log, Supports, 0.7, "cache miss before crash")],
            "names a cause (\"because\") and takes it to be the only one", true, &[]),
        row("wording: named cause, 'caused'", "The pooled client caused the latency regression.",
            vec![], "names a cause (\"caused\")", true, &[]),
        row("wording: named cause, 'causes'", "The retry loop causes duplicate emails.",
            vec![], "names a cause (\"causes\")", true, &[]),
        row("wording: named cause, 'is why'", "The setting is not applied, which is why the preflight fails.",
            vec![], "names a cause (\"is why\")", true, &[]),
        row("wording: named cause, 'due to'", "Orders fail due to a stale cache.",
            vec![], "names a cause (\"due to\")", true, &[]),
        row("wording: named cause, 'leads to'", "A full disk leads to dropped orders.",
            vec![], "names a cause (\"leads to\")", true, &[]),
        row("wording: named cause, 'results in'", "The cold cache results in slow pages.",
            vec![], "names a cause (\"results in\")", true, &[]),
        row("wording: named cause, 'the reason'", "The cron job is the reason orders vanish.",
            vec![], "names a cause (\"the reason\")", true, &[]),
        row("wording: named cause, 'root cause'", "The root cause is an off-by-one error.",
            vec![], "names a cause (\"root cause\")", true, &[]),
        row("wording: named cause, 'breaks'", "The new parser breaks duplicate keys.",
            vec![], "names a cause (\"breaks\")", true, &[]),
        row("wording: named cause, 'fixes' (X fixed Y)", "Raising the pool size fixes the timeouts.",
            vec![], "names a cause (\"fixes\")", true, &[]),
        row("wording: named cause, 'fixed the' (X fixed Y)", "Raising the pool size fixed the timeouts.",
            vec![], "names a cause (\"fixed the\")", true, &[]),
        row("wording: 'fixed' alone names no cause", "The pagination bug is fixed.",
            vec![], "names a cause", false, &[]),
        row("wording: 'always' from a few cases", "Orders requests always time out.",
            vec![item(Log, Supports, 0.7, "orders request timed out")],
            "every case (\"always\") from 1 item that takes a side ([0])", true, &[0]),
        row("wording: 'never' from a few cases", "The cache never expires.",
            vec![], "every case (\"never\")", true, &[]),
        row("wording: 'all' from a few cases", "All orders requests fail.",
            vec![], "every case (\"all\")", true, &[]),
        row("wording: a change over time, 'no longer'", "The API no longer accepts empty bodies.",
            vec![], "change over time (\"no longer\")", true, &[]),
        row("wording: a change over time, 'since'", "Orders fail since the deploy.",
            vec![], "change over time (\"since\")", true, &[]),
        row("wording: a change over time, 'now'", "The API now rejects empty bodies.",
            vec![], "change over time (\"now\")", true, &[]),
        row("wording: observed environment taken as the claim's", "The production database rejects writes.",
            vec![item(Log, Supports, 0.7, "database write rejected")],
            "[0] is taken to come from the environment and version the claim is about", true, &[0]),
        row("wording: a named version", "The parser in v2 drops comments.",
            vec![item(TestResult, Contradicts, 0.7, "parser kept comments")],
            "[0] is taken to come from the environment and version", true, &[0]),
        row("wording: no environment cue, no environment assumption", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler")],
            "taken to come from the environment", false, &[]),
        row("mix: only code read", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(Code, Supports, 0.7, "orders pager")],
            "Only code supports the claim ([0], [1]): the code read is taken to be the code that runs", true, &[0, 1]),
        row("mix: code and a test is not only code", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler"), item(TestResult, Supports, 0.7, "orders paginated")],
            "Only code", false, &[]),
        row("mix: only documentation", CLAIM,
            vec![item(Documentation, Supports, 0.7, "orders are paginated")],
            "Only documentation supports the claim ([0]): it is taken to be current", true, &[0]),
        row("mix: one source", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler").source("unit tests"), item(TestResult, Supports, 0.7, "orders paginated").source("unit tests")],
            "All support comes from one source (\"unit tests\", [0], [1])", true, &[0, 1]),
        row("mix: one item is one source", CLAIM,
            vec![item(TestResult, Supports, 0.7, "orders paginated")],
            "All support comes from one source (no source given, [0])", true, &[0]),
        row("mix: two sources are not one", CLAIM,
            vec![item(Code, Supports, 0.7, "orders handler").source("a"), item(TestResult, Supports, 0.7, "orders paginated").source("b")],
            "one source", false, &[]),
        row("mix: low reliability", CLAIM,
            vec![item(TestResult, Supports, 0.49, "orders paginated"), item(Log, Contradicts, 0.2, "orders unpaginated")],
            "[0], [1] have reliability below 0.5 and are counted anyway", true, &[0, 1]),
        row("mix: 0.5 is not low", CLAIM,
            vec![item(TestResult, Supports, 0.5, "orders paginated")],
            "reliability below", false, &[]),
        row("relevance: a supporting item sharing no content word", CLAIM,
            vec![item(TestResult, Supports, 0.9, "disk full")],
            "[0] is marked as supporting or contradicting but shares no content word with the claim", true, &[0]),
        row("relevance: a related item raises nothing", CLAIM,
            vec![item(TestResult, Supports, 0.9, "orders paginated")],
            "no content word", false, &[]),
    ];
    for row in rows {
        let analysis = analyse(row.claim, &row.evidence);
        let found = analysis
            .assumptions
            .iter()
            .find(|a| a.text.contains(row.fragment));
        match (row.present, found) {
            (true, Some(assumption)) => assert_eq!(assumption.evidence, row.cites, "{}", row.rule),
            (true, None) => panic!(
                "{}: no assumption contains {:?} in {:#?}",
                row.rule, row.fragment, analysis.assumptions
            ),
            (false, Some(a)) => panic!("{}: unexpected assumption {:?}", row.rule, a.text),
            (false, None) => {}
        }
        for assumption in &analysis.assumptions {
            for index in &assumption.evidence {
                assert!(
                    assumption.text.contains(&format!("[{index}]")),
                    "{}: {} must cite [{index}]",
                    row.rule,
                    assumption.text
                );
            }
        }
    }
}
