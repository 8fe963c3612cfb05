//! Each domain's falsifiable experiment, written for the claim (`docs/domains.md`,
//! "Experiments"): what is tested, the smallest empirical check as one imperative sentence,
//! and which result confirms or refutes the claim.
//!
//! Templates hold placeholders filled from the claim's own words (`crate::claim::ClaimText`): `{s}` the
//! subject, `{c}` the claim as a statement, `{C}` the same capitalised, `{cause}` and `{effect}`
//! for a causal claim, `{gone}` for what an absence claim says is gone. No template mentions
//! anything the claim does not: the procedure names its subject, never another example's.

use crate::claim::{capitalised, ClaimText};
use crate::domain::Domain;

/// A falsifiable experiment, written so that an agent can run it without further thought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Experiment {
    pub hypothesis: String,
    pub procedure: String,
    pub confirms_if: String,
    pub refutes_if: String,
}

struct Template {
    hypothesis: &'static str,
    procedure: &'static str,
    confirms_if: &'static str,
    refutes_if: &'static str,
}

/// The experiment of `domain`, written for `claim`; its procedure gives a command of an
/// ecosystem as an example only when the request names that ecosystem (`ecosystems`, see
/// `crate::claim::ecosystem`).
pub fn experiment_in(domain: Domain, text: &ClaimText, ecosystems: &[&str]) -> Experiment {
    let t = match domain {
        Domain::ApiContract if text.client => CLIENT,
        _ => template(domain),
    };
    let procedure = t
        .procedure
        .replace("{tree}", &examples(ecosystems, TREES))
        .replace("{catalogue}", &examples(ecosystems, CATALOGUES))
        .replace("{schedule}", &examples(ecosystems, SCHEDULES));
    Experiment {
        hypothesis: fill(t.hypothesis, text),
        procedure: fill(&procedure, text),
        confirms_if: fill(t.confirms_if, text),
        refutes_if: fill(t.refutes_if, text),
    }
}

const TREES: &[(&str, &str)] = &[
    ("npm", "`npm ls`"),
    ("pip", "`pip show` or `pip freeze`"),
    ("cargo", "`cargo tree`"),
];
const CATALOGUES: &[(&str, &str)] = &[("psql", "`\\d` in psql or information_schema")];
const SCHEDULES: &[(&str, &str)] = &[
    ("crontab", "`crontab -l`"),
    ("kubectl", "`kubectl get cronjob`"),
];

/// " (for example …)" with the commands of the ecosystems named, or nothing.
fn examples(ecosystems: &[&str], commands: &[(&str, &str)]) -> String {
    let named: Vec<&str> = commands
        .iter()
        .filter(|(ecosystem, _)| ecosystems.contains(ecosystem))
        .map(|&(_, command)| command)
        .collect();
    if named.is_empty() {
        String::new()
    } else {
        format!(" (for example {})", named.join(" or "))
    }
}

/// `template` with the claim's words in place of its placeholders, in one pass over it.
pub(crate) fn fill(template: &str, text: &ClaimText) -> String {
    let cause = text.cause.as_deref().unwrap_or("the named cause");
    let effect = text.effect.as_deref().unwrap_or(&text.subject);
    let mut capitalised_statement = None;
    let mut filled = String::with_capacity(template.len() + 4 * text.statement.len());
    let mut rest = template;
    // Caller text that looks like a placeholder is copied as it is, never filled in.
    while let Some(open) = rest.find('{') {
        filled.push_str(&rest[..open]);
        let after = &rest[open..];
        let placeholder = after.find('}').map_or("", |close| &after[..=close]);
        let value = match placeholder {
            "{s}" => Some(text.subject.as_str()),
            "{cause}" => Some(cause),
            "{effect}" => Some(effect),
            "{gone}" => Some(text.gone.as_str()),
            "{c}" => Some(text.statement.as_str()),
            "{C}" => Some(
                capitalised_statement
                    .get_or_insert_with(|| capitalised(&text.statement))
                    .as_str(),
            ),
            _ => None,
        };
        let (value, width) = value.map_or(("{", 1), |value| (value, placeholder.len()));
        filled.push_str(value);
        rest = &after[width..];
    }
    filled.push_str(rest);
    capitalised(&filled)
}

/// An API claim about a client: its requests are captured where they arrive.
const CLIENT: Template = Template {
    hypothesis: "{C}, in the environment the claim is about.",
    procedure: "Capture the requests {s} actually sends in the environment the claim is about (through a recording proxy or the receiving server's access log), and record each request's method, path, headers and body and what {s} does with the response.",
    confirms_if: "The captured requests from {s}, and what it does with the responses, show exactly what the claim states.",
    refutes_if: "The captured requests from {s} differ from the claim, or it handles the response otherwise than the claim states.",
};

fn template(domain: Domain) -> Template {
    match domain {
        Domain::ApiContract => Template {
            hypothesis: "{C}, in the environment the claim is about.",
            procedure: "Send one minimal request that exercises {s} from a plain HTTP client such as curl to the environment the claim is about, and record the full response (status, headers and body).",
            confirms_if: "The response for {s} shows exactly what the claim states (the status, fields or values it names).",
            refutes_if: "The response for {s} differs from the claim, or a plain request behaves differently from the application's own request, which puts the difference in the request rather than the API.",
        },
        Domain::Authentication => Template {
            hypothesis: "{C}, for the system and environment the claim is about.",
            procedure: "Make one authentication attempt that exercises {s} in the environment the claim is about, and capture the request and the full response (status, error code and headers) with secret values removed.",
            confirms_if: "The attempt on {s} comes out as the claim states, with a status and error code that say why.",
            refutes_if: "The attempt on {s} comes out the other way, or fails for a reason the claim does not name (wrong credentials, network, configuration).",
        },
        Domain::Performance => Template {
            hypothesis: "{C}, by more than run-to-run variation.",
            procedure: "Measure {s} five times on the current version and five times on a baseline in the same environment, and compare the medians with the spread of each set of runs.",
            confirms_if: "The medians for {s} differ in the claimed direction by more than the spread of either set.",
            refutes_if: "The medians for {s} lie within each other's spread, or differ in the opposite direction.",
        },
        Domain::RootCause => Template {
            hypothesis: "{C}: removing {cause} alone makes the failure of {effect} go away.",
            procedure: "Reproduce the failure of {effect} with {cause} unchanged, then change only {cause} and repeat the same steps, recording whether the failure occurs each time.",
            confirms_if: "The failure of {effect} occurs with {cause} in place and stops when only {cause} is changed, and comes back when it is restored.",
            refutes_if: "The failure of {effect} still occurs with {cause} changed, or never occurs with it in place, so {cause} is not what produces it.",
        },
        Domain::Configuration => Template {
            hypothesis: "{C}, in the process the claim is about.",
            procedure: "Read the configuration value behind {s} from inside the running process (its startup log, a debug endpoint or an effective-configuration dump) in the environment the claim is about, and compare it with what the claim states.",
            confirms_if: "The running process reports the value the claim states for {s}, from the source the claim names.",
            refutes_if: "The running process reports another value or another source for {s}.",
        },
        Domain::DependencyVersion => Template {
            hypothesis: "{C}, in the build or environment the claim is about.",
            procedure: "List the versions actually resolved for {s} with the package manager's own dependency tree{tree} in the environment the claim is about, and compare them with the claim that {c}.",
            confirms_if: "The resolved tree shows the versions the claim states for {s}.",
            refutes_if: "The resolved tree shows other versions for {s}, or more than one version of the same package.",
        },
        Domain::Concurrency => Template {
            hypothesis: "{C}, and the outcome depends on how the concurrent operations interleave.",
            procedure: "Exercise {s} with concurrent runs in a test environment a few hundred times, logging each lock, transaction or shared write, then once more with the operations forced to run one at a time, and count how often the claimed outcome occurs in each.",
            confirms_if: "The claimed outcome for {s} occurs under concurrent runs and disappears when the operations run one at a time.",
            refutes_if: "The claimed outcome for {s} never occurs under concurrent runs, or occurs just as often one at a time, so concurrency is not what produces it.",
        },
        Domain::DataSchema => Template {
            hypothesis: "{C}, in the live database the claim is about.",
            procedure: "Query the live database's catalogue for {s}{catalogue} in the environment the claim is about, and compare what it reports with the claim.",
            confirms_if: "The catalogue reports {s} exactly as the claim states.",
            refutes_if: "The catalogue reports {s} differently (another type, key, constraint or nullability), or a migration that would change it has not run there.",
        },
        Domain::Security => Template {
            hypothesis: "{C}, for the component and environment the claim is about.",
            procedure: "In a non-production environment, exercise {s} with one crafted input that can only succeed if the claim is right and one ordinary input as a control, and record both responses and the log lines they produce.",
            confirms_if: "The crafted input against {s} behaves as the claim predicts while the control behaves normally.",
            refutes_if: "The crafted input against {s} behaves the opposite way to the claim's prediction.",
        },
        Domain::BuildCi => Template {
            hypothesis: "{C}, on the pipeline and runner the claim is about.",
            procedure: "Run the pipeline for {s} once from a clean checkout without caches on the same runner image, and record the full log and the result of each step.",
            confirms_if: "The clean run of {s} shows the claimed behaviour in its log.",
            refutes_if: "The clean run of {s} does not show the claimed behaviour, or shows it only with a cache or on another runner.",
        },
        Domain::Absence => Template {
            hypothesis: "{C}, in the whole system the claim is about and not only in the part that was inspected.",
            procedure: "Use {gone} directly in the system, version and environment the claim is about and record the exact result, then repeat the same step on a version or environment where it is known to have existed.",
            confirms_if: "The direct attempt to use {gone} fails with an error saying it is unknown, unsupported or not found, while the known-good version succeeds.",
            refutes_if: "The direct attempt to use {gone} succeeds, or fails for another reason (credentials, network, input), which leaves the absence unshown.",
        },
        Domain::Scheduling => Template {
            hypothesis: "{C}, by the scheduler's own clock and time zone.",
            procedure: "List the schedule and time zone the scheduler actually holds for {s}{schedule}, then compare the time of its last recorded run with the time the claim expects.",
            confirms_if: "The live schedule for {s} and its last recorded run both match the time the claim states, in the time zone it states.",
            refutes_if: "The live schedule or the last recorded run of {s} differs from the claim, or the schedule is read in another time zone.",
        },
        Domain::General => Template {
            hypothesis: "{C}.",
            procedure: "Observe {s} directly in the environment the claim is about, once under the conditions the claim names and once under ordinary conditions, and record both results.",
            confirms_if: "What you observe of {s} matches the claim under the conditions it names.",
            refutes_if: "What you observe of {s} contradicts the claim, or shows no difference between the two conditions.",
        },
    }
}
