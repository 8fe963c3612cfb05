//! A light suffix stemmer.
//!
//! Why not Porter or Snowball: the rules only need inflections of one word to compare equal
//! ("retries"/"retrying"/"retry", "replaced"/"replacement"/"replace") in short technical
//! sentences, and a small stemmer whose every rule fits on a screen is easier to predict, test
//! and explain to a caller than a full algorithm. It over-stems a little ("user" and "use" stay
//! apart only because short stems are protected); that is acceptable because every comparison
//! it feeds is a word-overlap heuristic, never a claim about meaning.

/// Stems shorter than this are never produced: cutting "used" to "us" or "sets" to "se" would
/// merge unrelated short words.
const MIN_STEM: usize = 3;

/// Reduce `word` to its stem. Words that are not plain ASCII letters (numbers, `oauth2`,
/// non-Latin words) are only lowercased: suffix rules for English make no sense for them.
///
/// Three steps, each applying at most one rule:
/// 1. inflection: plural `-s`/`-es`/`-ies`, then `-ed`/`-ing` (with a doubled final consonant
///    undone: "logged" → "log");
/// 2. derivation: `-ment`, `-ness`, `-ation` → `-at`, `-ssion` → `-ss`, `-tion` → `-t`,
///    `-sion` → `-s`, `-er`, `-ly`;
/// 3. a final silent `-e` ("replace" → "replac", so it meets "replaced" → "replac").
pub fn stem(word: &str) -> String {
    let mut out = String::new();
    stem_into(word, &mut out);
    out
}

/// [`stem`], written into `out` (cleared first) so that callers stemming many words reuse one
/// buffer. Every step only shortens the word or appends a few letters, so it works in place.
pub(crate) fn stem_into(word: &str, out: &mut String) {
    out.clear();
    if word.is_ascii() {
        out.push_str(word);
        out.make_ascii_lowercase();
    } else {
        // Lowercasing may turn a non-ASCII letter into an ASCII one (the Kelvin sign), so the
        // check below still decides.
        out.push_str(&word.to_lowercase());
    }
    if out.len() <= MIN_STEM || !out.bytes().all(|b| b.is_ascii_lowercase()) {
        return;
    }
    strip_plural(out);
    strip_ed_ing(out);
    strip_derivation(out);
    strip_final_e(out);
}

/// The length of `word` without `suffix`, when it ends with it.
fn base_len(word: &str, suffix: &str) -> Option<usize> {
    word.strip_suffix(suffix).map(str::len)
}

fn strip_plural(word: &mut String) {
    let n = word.len();
    for ending in ["ies", "ied"] {
        if let Some(base) = base_len(word, ending).filter(|&b| b >= MIN_STEM) {
            word.truncate(base);
            word.push('y');
            return;
        }
    }
    // "passes", "fixes", "caches", "crashes": the `e` belongs to the ending, not the word.
    for ending in ["sses", "xes", "ches", "shes", "zes"] {
        if word.ends_with(ending) && n - 2 >= MIN_STEM {
            word.truncate(n - 2);
            return;
        }
    }
    // "class", "status", "analysis" are singular already.
    let singular_s = ["ss", "us", "is"].iter().any(|e| word.ends_with(e));
    if word.ends_with('s') && !singular_s && n > MIN_STEM {
        word.truncate(n - 1);
    }
}

fn strip_ed_ing(word: &mut String) {
    // "speed", "need": the `ed` is part of the word.
    let base = if word.ends_with("eed") {
        None
    } else {
        base_len(word, "ed").or_else(|| base_len(word, "ing"))
    };
    if let Some(base) = base {
        if base >= MIN_STEM && word.as_bytes()[..base].iter().copied().any(is_vowel) {
            word.truncate(base);
            undouble(word);
        }
    }
}

/// "stopp" → "stop", "logg" → "log"; `ll`, `ss` and `zz` stay ("called", "passed").
fn undouble(base: &mut String) {
    let bytes = base.as_bytes();
    let n = bytes.len();
    let doubled = n > MIN_STEM
        && bytes[n - 1] == bytes[n - 2]
        && !is_vowel(bytes[n - 1])
        && !matches!(bytes[n - 1], b'l' | b's' | b'z');
    if doubled {
        base.truncate(n - 1);
    }
}

fn strip_derivation(word: &mut String) {
    // (suffix, replacement, shortest stem kept). `-er` needs four letters left so that "user",
    // "timer" and "layer" are not cut to nothing meaningful.
    const RULES: [(&str, &str, usize); 8] = [
        ("ment", "", MIN_STEM),
        ("ness", "", MIN_STEM),
        ("ation", "at", MIN_STEM),
        ("ssion", "ss", MIN_STEM),
        ("tion", "t", MIN_STEM),
        ("sion", "s", MIN_STEM),
        ("er", "", 4),
        ("ly", "", MIN_STEM),
    ];
    for (suffix, replacement, shortest) in RULES {
        if let Some(base) = base_len(word, suffix) {
            if base >= shortest {
                word.truncate(base);
                word.push_str(replacement);
            }
            return;
        }
    }
}

fn strip_final_e(word: &mut String) {
    if let Some(base) = base_len(word, "e").filter(|&b| b >= MIN_STEM) {
        word.truncate(base);
    }
}

fn is_vowel(b: u8) -> bool {
    matches!(b, b'a' | b'e' | b'i' | b'o' | b'u' | b'y')
}

#[cfg(test)]
mod tests {
    use super::stem;

    #[test]
    fn inflections_of_one_word_share_a_stem() {
        // (rule, words that must share one stem)
        let rows: [(&str, &[&str]); 14] = [
            ("ies/ied/ing", &["retry", "retries", "retried", "retrying"]),
            (
                "ment and silent e",
                &[
                    "replace",
                    "replaced",
                    "replacement",
                    "replacing",
                    "replacements",
                ],
            ),
            ("ed/s/ing", &["fail", "failed", "fails", "failing"]),
            ("-es after sh", &["crash", "crashes", "crashed"]),
            ("-es after ss", &["pass", "passes", "passed", "passing"]),
            ("-es after x", &["fix", "fixes", "fixed", "fixing"]),
            ("doubled consonant", &["log", "logged", "logging"]),
            ("doubled consonant", &["commit", "committed", "commits"]),
            ("ation", &["migrate", "migrated", "migration", "migrating"]),
            (
                "tion",
                &["connect", "connection", "connected", "connections"],
            ),
            ("ssion", &["session", "sessions"]),
            (
                "-er after plural",
                &["handle", "handler", "handlers", "handled"],
            ),
            ("plural then ing", &["setting", "settings"]),
            ("plain s", &["test", "tests", "testing", "tested"]),
        ];
        for (rule, group) in rows {
            let first = stem(group[0]);
            for word in group {
                assert_eq!(stem(word), first, "{rule}: {word}");
            }
        }
    }

    #[test]
    fn words_that_must_stay_apart_or_intact() {
        let rows = [
            ("singular -ss", "class", "class"),
            ("singular -us", "status", "status"),
            ("singular -is", "analysis", "analysis"),
            ("-eed is not -ed", "speed", "speed"),
            ("short word untouched", "use", "use"),
            ("short stem protected", "used", "used"),
            ("-er needs four letters left", "user", "user"),
            ("no vowel left, -ing kept", "string", "string"),
            ("ll kept", "called", "call"),
            ("digits untouched", "oauth2", "oauth2"),
            ("lowercased", "Retries", "retry"),
            ("non-ascii untouched", "größe", "größe"),
        ];
        for (rule, word, expected) in rows {
            assert_eq!(stem(word), expected, "{rule}: {word}");
        }
    }
}
