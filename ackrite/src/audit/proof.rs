//! What shows the change will work: tests, and an approach that already failed.

use std::sync::LazyLock;

use super::text::pieces;
use super::{ChangeWords, Context, Judgement};
use crate::attempt::{strategy_words, SAME_STRATEGY};
use crate::audit::{Finding, FindingId};
use crate::claim::lexicon::Plain;
use crate::phrasing::span;
use crate::severity::Severity;
use crate::words::{self, jaccard, Cues};

/// Words that name a test or a test runner.
const TEST: &[&str] = &[
    "test",
    "pytest",
    "jest",
    "vitest",
    "mocha",
    "rspec",
    "junit",
    "unittest",
    "e2e",
    "cypress",
    "playwright",
    "spec",
];

/// Words after which the rest of a proposal is its purpose, not its approach: "bump the timeout
/// to stop the 504s" is compared as "bump the timeout".
const PURPOSE: &[&str] = &[
    "to stop",
    "so that",
    "so",
    "in order to",
    "to fix",
    "to avoid",
];

/// True when `text` names a test ("add a regression test", "pytest -k none", "cargo test") and
/// does not deny it ("no tests").
pub(super) fn names_a_test(text: &str) -> bool {
    static CUES: LazyLock<Cues> = LazyLock::new(|| Cues::new(TEST));
    CUES.affirmed(&words::words(text)).is_some()
}

/// `missing_tests` (medium): a change to behaviour and no test among the changes or in the plan;
/// without one, nothing would show the problem fixed or nothing else broken.
pub(super) fn missing_tests(context: &Context) -> Option<Judgement> {
    let plan_text = context
        .proposal
        .test_plan
        .as_deref()
        .map(str::trim)
        .unwrap_or("");
    let plan = if plan_text.is_empty() {
        "no test plan was given".to_owned()
    } else {
        format!(
            "the test plan (\"{}\") names no test",
            crate::attempt::quote(plan_text)
        )
    };
    // A pipeline, an image or an environment is checked by running it, not by a unit test.
    let infra: Vec<String> = context
        .proposal
        .changes
        .iter()
        .filter(|c| is_infrastructure(&c.path))
        .map(|c| c.path.clone())
        .collect();
    if !infra.is_empty() && !Plain::of(plan_text).has(INFRA_CHECKS) {
        let plan = if plan_text.is_empty() {
            "no test plan was given".to_owned()
        } else {
            format!(
                "the test plan (\"{}\") runs no pipeline or build",
                crate::attempt::quote(plan_text)
            )
        };
        return Some(Judgement {
            finding: Finding {
                id: FindingId::MissingTests,
                severity: Severity::Medium,
                message: format!(
                    "The change to {} alters how the pipeline or image runs, but {plan}: only a pipeline run (or an image build) that exercises it shows it does what it says.",
                    crate::phrasing::list(&infra)
                ),
                paths: infra,
            },
            next_action: "Run the pipeline the change affects (or build the image) once for each case it should handle, and check the jobs that run and the ones that are skipped.".to_owned(),
        });
    }
    if context.tested {
        return None;
    }
    let behavioural: Vec<&ChangeWords> = context
        .changes
        .iter()
        .filter(|c| c.behavioural() && !is_infrastructure(&c.change.path))
        .collect();
    if behavioural.is_empty() && !context.changes.is_empty() {
        return None;
    }
    let paths: Vec<String> = behavioural.iter().map(|c| c.change.path.clone()).collect();
    let what = match paths.as_slice() {
        [] => "The proposal changes behaviour".to_owned(),
        [one] => format!("The change to {one} alters behaviour"),
        many => format!(
            "The changes to {} alter behaviour",
            crate::phrasing::list(many)
        ),
    };
    let described = behavioural
        .first()
        .map(|c| c.change.description.as_str())
        .unwrap_or(context.proposal.proposal.as_str());
    Some(Judgement {
        finding: Finding {
            id: FindingId::MissingTests,
            severity: Severity::Medium,
            message: format!(
                "{what}, but no proposed change touches a test and {plan}: add a test that exercises what the change does (\"{}\") and fails without it, so something shows that the problem is fixed and nothing else broke.",
                crate::attempt::quote(described)
            ),
            paths,
        },
        next_action: format!(
            "Write a test that reproduces the reported problem through what the change does (\"{}\") and fails before the change, and say how you will run it.",
            crate::attempt::quote(described)
        ),
    })
}

/// Words in a test plan that name a run of a pipeline, a workflow or an image.
const INFRA_CHECKS: &[&str] = &[
    "pipeline",
    "pipelines",
    "workflow",
    "ci run",
    "job run",
    "merge request",
    "merge requests",
    "pull request",
    "docker build",
    "build the image",
    "image build",
    "image",
    "images",
    "rebuild*",
    "next run*",
    "daily run*",
    "nightly run*",
    "trigger",
    "act",
];

/// CI configuration, container images and environment files.
fn is_infrastructure(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    let name = lower.rsplit('/').next().unwrap_or(&lower);
    lower.contains(".github/workflows/")
        || lower.contains(".circleci/")
        || lower.contains(".buildkite/")
        || name == ".gitlab-ci.yml"
        || name == "jenkinsfile"
        || name == "azure-pipelines.yml"
        || name == ".travis.yml"
        || name == "dockerfile"
        || name.starts_with("dockerfile.")
        || name.ends_with(".dockerfile")
        || name.starts_with("docker-compose")
        || name == ".env"
        || name.starts_with(".env.")
}

/// `repeats_failed_approach` (high). The proposal, one of the pieces of work it names, or one
/// change's description is the same strategy (Jaccard ≥ the threshold on normalised content
/// words, as `reality_check` groups attempts) as an attempt given earlier in this session that
/// did not succeed. The proposal is also compared without its stated purpose ("… to stop the
/// 504s"). The closest such attempt is named (the earliest on a tie).
pub(super) fn repeats_failed_approach(context: &Context) -> Option<Judgement> {
    static PURPOSE_CUES: LazyLock<Cues> = LazyLock::new(|| Cues::exact(PURPOSE));
    let text = &context.proposal_words;
    let mut candidates: Vec<(Option<String>, String)> =
        vec![(None, context.proposal.proposal.clone())];
    for (start, end) in pieces(text) {
        let piece = &text[start..end];
        let cut = PURPOSE_CUES
            .affirmed(piece)
            .map_or(end, |m| start + m.start);
        candidates.push((None, span(text, start, end)));
        if cut > start {
            candidates.push((None, span(text, start, cut)));
        }
    }
    for change in &context.changes {
        candidates.push((
            Some(change.change.path.clone()),
            change.change.description.clone(),
        ));
    }
    let mut best: Option<(f64, usize, usize)> = None;
    for (c, (_, candidate)) in candidates.iter().enumerate() {
        let candidate = strategy_words(candidate);
        for (a, attempt) in context.earlier_attempts.iter().enumerate() {
            if attempt.succeeded() {
                continue;
            }
            let overlap = jaccard(&candidate, &strategy_words(&attempt.approach));
            if overlap >= SAME_STRATEGY && best.is_none_or(|(o, _, _)| overlap > o) {
                best = Some((overlap, c, a));
            }
        }
    }
    let (_, c, a) = best?;
    let attempt = &context.earlier_attempts[a];
    let approach = attempt.quoted_approach();
    let outcome = attempt.quoted_outcome();
    let (path, _) = &candidates[c];
    let which = match path {
        Some(path) => format!("The change to {path}"),
        None => "The proposal".to_owned(),
    };
    Some(Judgement {
        finding: Finding {
            id: FindingId::RepeatsFailedApproach,
            severity: Severity::High,
            message: format!(
                "{which} repeats an approach that did not succeed earlier in this session \
                 (\"{approach}\": \"{outcome}\")."
            ),
            paths: path.iter().cloned().collect(),
        },
        next_action: format!(
            "Find out why \"{approach}\" did not succeed and verify the assumption that makes it \
             look necessary before proposing it again."
        ),
    })
}
