//! Generated sentences agree in number with the items they cite: one item reads "[3] has …, it
//! may be wrong", several read "[1], [3] have …, each may be wrong".

use super::{item, CLAIM};
use crate::claim::*;
use crate::evidence::EvidenceType::*;
use crate::evidence::Polarity::*;

/// (rule, claim, evidence, fragment that some assumption or missing-proof line must contain).
#[test]
fn sentences_agree_with_one_or_several_items() {
    const ALWAYS: &str = "Orders requests always time out.";
    const PROD: &str = "The production orders endpoint paginates.";
    let one_low = || vec![item(Log, Supports, 0.3, "orders paginated")];
    let two_low = || {
        vec![
            item(Log, Supports, 0.3, "orders paginated"),
            item(Code, Supports, 0.2, "orders pager"),
        ]
    };
    let rows: Vec<(&str, &str, Vec<Evidence>, &str)> = vec![
        ("low reliability, one item", CLAIM, one_low(),
            "[0] has reliability below 0.5 and is counted anyway: it may be wrong."),
        ("low reliability, several items", CLAIM, two_low(),
            "[0], [1] have reliability below 0.5 and are counted anyway: each may be wrong."),
        ("universal, one item", ALWAYS, vec![item(Log, Supports, 0.7, "orders timed out")],
            "from 1 item that takes a side ([0])"),
        ("universal, several items", ALWAYS,
            vec![item(Log, Supports, 0.7, "orders timed out"), item(Log, Supports, 0.7, "orders timeout again")],
            "from 2 items that take a side ([0], [1])"),
        ("environment, one item", PROD, vec![item(Log, Supports, 0.7, "orders paged")],
            "[0] is taken to come from the environment"),
        ("environment, several items", PROD,
            vec![item(Log, Supports, 0.7, "orders paged"), item(Code, Supports, 0.7, "orders pager")],
            "[0], [1] are taken to come from the environment"),
        ("unrelated, one item", CLAIM, vec![item(Log, Supports, 0.7, "disk full")],
            "[0] is marked as supporting or contradicting but shares no content word with the claim: its relevance"),
        ("unrelated, several items", CLAIM,
            vec![item(Log, Supports, 0.7, "disk full"), item(Code, Supports, 0.7, "cpu hot")],
            "[0], [1] are marked as supporting or contradicting but share no content word with the claim: their relevance"),
        ("neutral polarity step, one item", CLAIM, vec![item(Log, Neutral, 0.7, "orders served")],
            "A polarity for the neutral item [0]: mark it as supports or contradicts if it bears"),
        ("neutral polarity step, several items", CLAIM,
            vec![item(Log, Neutral, 0.7, "orders served"), item(Log, Neutral, 0.7, "orders cached")],
            "A polarity for the neutral items [0], [1]: mark each as"),
        ("repeat of an observation, one item", CLAIM, vec![item(TestResult, Supports, 0.7, "orders paged")],
            "A repeat of the observation in [0] under"),
        ("repeat of observations, several items", CLAIM,
            vec![item(TestResult, Supports, 0.7, "orders paged"), item(HttpResponse, Supports, 0.6, "orders page 2")],
            "A repeat of the observations in [0], [1] under"),
        ("inference check, one item", CLAIM, vec![item(Inference, Supports, 0.7, "orders must page")],
            "what the inference [0] concludes,"),
        ("inference check, several items", CLAIM,
            vec![item(Inference, Supports, 0.7, "orders must page"), item(Inference, Supports, 0.7, "pager exists")],
            "what the inferences [0], [1] conclude,"),
    ];
    for (rule, claim, evidence, fragment) in rows {
        let analysis = analyse(claim, &evidence);
        let texts: Vec<&str> = analysis
            .assumptions
            .iter()
            .map(|a| a.text.as_str())
            .chain(analysis.missing_proof.iter().map(String::as_str))
            .collect();
        assert!(
            texts.iter().any(|t| t.contains(fragment)),
            "{rule}: no text contains {fragment:?} in {texts:#?}"
        );
    }
}
