//! The verbs that make a stretch of a claim an assertion of its own (`docs/judgement.md`,
//! "Compound claims").
//!
//! Why a list: a comma or "and" joins either two assertions ("the worker fails on startup and
//! the queue is growing") or two nouns inside one ("retries on 502, 503 and 504"; "the API and
//! the worker share one pool"). The difference is whether each side says something — holds a
//! verb. A fixed list of auxiliaries, modals and the verbs common in technical claims decides it
//! predictably; a listed word directly after an article or possessive is a noun ("the read and
//! write timeouts", "the build").

use std::sync::LazyLock;

use crate::words::WordSet;

/// Auxiliaries and modals, as written.
const AUXILIARIES: &[&str] = &[
    "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "can", "could",
    "does", "do", "did", "will", "would", "should", "shall", "may", "might", "must", "isn", "aren",
    "wasn", "weren", "hasn", "haven", "doesn", "don", "didn", "won", "can't", "cannot",
];

/// Verbs of technical claims, each with the forms a claim uses. Regular forms (`-s`, `-es`,
/// `-ed`, `-d`, `-ing`) are generated from the base; irregular ones are listed after it.
const VERBS: &[&[&str]] = &[
    &["run", "ran", "running"],
    &["return"],
    &["fail"],
    &["use", "using"],
    &["come", "came", "coming"],
    &["receive", "receiving"],
    &["build", "built"],
    &["read"],
    &["write", "wrote", "written", "writing"],
    &["send", "sent"],
    &["get", "got", "gets", "getting"],
    &["take", "took", "taken", "taking"],
    &["make", "made", "making"],
    &["show", "shown"],
    &["crash"],
    &["hang", "hung"],
    &["throw", "threw", "thrown"],
    &["break", "broke", "broken"],
    &["pass"],
    &["accept"],
    &["reject"],
    &["drop", "dropped", "dropping"],
    &["skip", "skipped", "skipping"],
    &["serve", "serving"],
    &["handle", "handling"],
    &["load"],
    &["reach"],
    &["exceed"],
    &["hit", "hits", "hitting"],
    &["wait"],
    &["retry", "retries", "retried"],
    &["restart"],
    &["create", "creating"],
    &["delete", "deleting"],
    &["remove", "removing"],
    &["add"],
    &["contain"],
    &["include", "including"],
    &["expose"],
    &["listen"],
    &["connect"],
    &["resolve", "resolving"],
    &["leak"],
    &["grow", "grew", "grown"],
    &["spike"],
    &["increase", "increasing"],
    &["decrease", "decreasing"],
    &["allow"],
    &["deny", "denies", "denied"],
    &["require", "requiring"],
    &["ignore", "ignoring"],
    &["emit", "emitted", "emitting"],
    &["print"],
    &["produce", "producing"],
    &["trigger"],
    &["fire", "firing"],
    &["deploy"],
    &["install"],
    &["upgrade", "upgrading"],
    &["migrate", "migrating"],
    &["apply", "applies", "applied"],
    &["commit", "committed", "committing"],
    &["merge", "merging"],
    &["compile", "compiling"],
    &["parse", "parsing"],
    &["validate", "validating"],
    &["render"],
    &["restore", "restoring"],
    &["expire", "expiring"],
    &["rotate", "rotating"],
    &["verify", "verifies", "verified"],
    &["acquire", "acquiring"],
    &["consume", "consuming"],
    &["publish"],
    &["enable", "enabling"],
    &["disable", "disabling"],
    &["omit", "omitted", "omitting"],
    &["embed"],
    &["strip", "stripped", "stripping"],
    &["gate", "gating"],
    &["keep", "kept"],
    &["lose", "lost", "losing"],
    &["miss"],
    &["depend"],
    &["belong"],
    &["differ"],
    &["exist"],
    &["happen"],
    &["occur", "occurred", "occurring"],
    &["stay"],
    &["remain"],
    &["look"],
    &["seem"],
    &["become", "became", "becoming"],
    &["go", "goes", "went", "gone"],
    &["leave", "left", "leaving"],
    &["point"],
    &["match"],
    &["share"],
    &["stop", "stopped", "stopping"],
    &["start"],
    &["call"],
    &["store", "storing"],
    &["save", "saving"],
    &["block"],
    &["time"],
    &["sign"],
    &["lock"],
    &["release", "releasing"],
    &["schedule", "scheduling"],
    &["process"],
    &["support"],
    &["work"],
    &["need"],
    &["change", "changing"],
    &["update", "updating"],
    &["set", "sets", "setting"],
    &["log", "logged", "logging"],
    &["cache", "caching"],
    &["limit"],
    &["filter"],
    &["sort"],
    &["paginate", "paginating"],
    &["respond"],
    &["answer"],
    &["die", "died", "dies", "dying"],
    &["kill"],
    &["finish"],
    &["succeed"],
    &["open"],
    &["close", "closing"],
    &["hold", "held"],
    &["find", "found"],
    &["see", "saw", "seen"],
    &["say", "said", "says"],
];

/// Bases that are nouns just as often ("a log", "the cache"): only their inflected forms count,
/// so a bare "log" or "cache" is never taken for a verb.
const NOUN_LIKE: &[&str] = &[
    "time", "sign", "lock", "release", "schedule", "process", "support", "work", "need", "change",
    "update", "set", "log", "cache", "limit", "filter", "sort", "block", "call", "start", "stop",
    "build", "store", "point", "match", "share", "load", "commit", "deploy", "restart", "retry",
    "spike", "leak", "crash", "return", "answer", "gate", "render", "trigger", "fire", "hit",
    "increase", "decrease", "upgrade", "print", "miss",
];

/// Words after which a listed verb is a noun.
const NOUN_MARKERS: &[&str] = &[
    "the", "a", "an", "this", "that", "these", "those", "its", "their", "our", "my", "your", "his",
    "her", "each", "every", "any", "no",
];

static VERB_FORMS: LazyLock<WordSet<String>> = LazyLock::new(|| {
    let mut forms = WordSet::default();
    for &aux in AUXILIARIES {
        forms.insert(aux.to_owned());
    }
    for group in VERBS {
        let base = group[0];
        let noun_like = NOUN_LIKE.contains(&base);
        if !noun_like {
            forms.insert(base.to_owned());
        }
        let stem = base.strip_suffix('e').unwrap_or(base);
        let sibilant = ["s", "sh", "ch", "x", "z"]
            .iter()
            .any(|s| base.ends_with(s));
        forms.insert(if sibilant {
            format!("{base}es")
        } else {
            format!("{base}s")
        });
        forms.insert(format!("{stem}ed"));
        forms.insert(format!("{stem}ing"));
        for form in &group[1..] {
            forms.insert((*form).to_owned());
        }
    }
    forms
});

/// True when `text` holds a verb that is not directly after an article or possessive.
pub fn has_verb(text: &str) -> bool {
    let lower = text.to_lowercase();
    let mut previous: Option<&str> = None;
    for word in lower
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|w| !w.is_empty())
    {
        let after_marker = previous.is_some_and(|p| NOUN_MARKERS.contains(&p));
        if !after_marker && VERB_FORMS.contains(word) {
            return true;
        }
        previous = Some(word);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::has_verb;

    #[test]
    fn verb_rows() {
        let rows = [
            ("auxiliary", "the retry queue is growing", true),
            ("third person", "The importer accepts CSV", true),
            (
                "base form after a plural subject",
                "The canary pods run image v5.2.1",
                true,
            ),
            ("irregular past", "the job ran twice", true),
            ("modal", "it can fail", true),
            ("a bare noun list", "TSV", false),
            ("a verb after an article is a noun", "The read", false),
            ("a noun-like base alone is a noun", "the npm cache", false),
            (
                "an inflected noun-like verb is a verb",
                "the queue logged it",
                true,
            ),
            ("numbers only", "503", false),
        ];
        for (rule, text, expected) in rows {
            assert_eq!(has_verb(text), expected, "{rule}: {text}");
        }
    }
}
