//! Cue words and phrases that rules look for ("rewrite", "from scratch", "will work"), matched on
//! canonical words so that every inflection counts, and read with their negation so that "not
//! fixed" is not a claim of a fix.

use std::collections::HashMap;

use super::Word;

/// Words that negate a cue shortly after them. `t` is what "isn't" and "doesn't" leave behind
/// once the apostrophe splits them.
const NEGATORS: &[&str] = &[
    "not", "no", "never", "t", "without", "zero", "none", "cannot", "nor", "0",
];

/// How many words before a cue a negator still reaches ("has not been fixed": three).
const NEGATION_REACH: usize = 3;

/// A fixed list of cue words or phrases, each compared word by word on canonical forms.
#[derive(Debug, Clone)]
pub(crate) struct Cues {
    phrases: Vec<Vec<String>>,
    /// For each word a phrase starts with, the phrases that start with it, in list order: a
    /// text is read once, looking up each of its words here.
    by_first: HashMap<String, Vec<usize>>,
    /// Compare words as written instead of by canonical form: "fixed" claims a fix, "fix" only
    /// plans one, and both stem to "fix".
    exact: bool,
}

/// Where a cue matched: the word range, and whether a negator governs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CueMatch {
    pub start: usize,
    pub end: usize,
    pub negated: bool,
}

impl Cues {
    /// Cues matched by canonical form: any inflection or synonym of a cue counts.
    pub fn new(list: &'static [&'static str]) -> Self {
        Self::build(list.iter().map(|phrase| super::words(phrase)), false)
    }

    /// Cues matched as written (lowercased), from one of Ackrite's own lists.
    pub fn exact(list: &'static [&'static str]) -> Self {
        Self::build(list.iter().map(|phrase| super::words(phrase)), true)
    }

    fn build<'t>(list: impl Iterator<Item = Vec<Word<'t>>>, exact: bool) -> Self {
        let phrases: Vec<Vec<String>> = list
            .map(|phrase| {
                phrase
                    .into_iter()
                    .map(|w| if exact { w.raw } else { w.canon }.into_owned())
                    .collect::<Vec<_>>()
            })
            .filter(|phrase| !phrase.is_empty())
            .collect();
        let mut by_first = HashMap::<String, Vec<usize>>::default();
        for (position, phrase) in phrases.iter().enumerate() {
            by_first
                .entry(phrase[0].clone())
                .or_default()
                .push(position);
        }
        Cues {
            phrases,
            by_first,
            exact,
        }
    }

    /// The form of `word` cues are compared with.
    fn form<'w>(&self, word: &'w Word) -> &'w str {
        if self.exact {
            &word.raw
        } else {
            &word.canon
        }
    }

    /// Every place in `text` where a cue occurs, in order, negated or not.
    pub fn matches(&self, text: &[Word]) -> Vec<CueMatch> {
        self.each_match(text).collect()
    }

    /// [`Cues::matches`] lazily, so that a search for the first match stops there.
    fn each_match<'s>(&'s self, text: &'s [Word]) -> impl Iterator<Item = CueMatch> + 's {
        (0..text.len()).filter_map(move |start| {
            let candidates = self.by_first.get(self.form(&text[start]))?;
            let phrase = candidates
                .iter()
                .map(|&p| &self.phrases[p])
                .find(|phrase| {
                    phrase.len() <= text.len() - start
                        && phrase
                            .iter()
                            .zip(&text[start..])
                            .all(|(c, w)| c == self.form(w))
                })?;
            Some(CueMatch {
                start,
                end: start + phrase.len(),
                negated: negated(text, start),
            })
        })
    }

    /// The first cue in `text` that no negator governs.
    pub fn affirmed(&self, text: &[Word]) -> Option<CueMatch> {
        self.each_match(text).find(|m| !m.negated)
    }

    /// True when `text` affirms at least one cue.
    #[cfg(test)]
    pub fn in_text(&self, text: &str) -> bool {
        self.affirmed(&super::words(text)).is_some()
    }

    /// The words of the first affirmed cue, as written, for quoting in a message.
    #[cfg(test)]
    pub fn quote(&self, text: &str) -> Option<String> {
        self.quote_words(&super::words(text))
    }

    /// [`Cues::quote`] on a text already split into words.
    pub fn quote_words(&self, text: &[Word]) -> Option<String> {
        self.affirmed(text).map(|m| {
            text[m.start..m.end]
                .iter()
                .map(|w| w.raw.as_ref())
                .collect::<Vec<_>>()
                .join(" ")
        })
    }
}

/// True when a negator stands within [`NEGATION_REACH`] words before `index`, in the same clause.
pub(crate) fn negated(text: &[Word], index: usize) -> bool {
    let mut i = index;
    for _ in 0..NEGATION_REACH {
        if i == 0 || text[i].clause_start {
            return false;
        }
        i -= 1;
        if NEGATORS.contains(&text[i].raw.as_ref()) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::Cues;

    #[test]
    fn cue_rows() {
        let cues = Cues::new(&["fixed", "will work", "from scratch", "rewrite"]);
        #[rustfmt::skip]
        let rows = [
            ("inflection matches", "We are rewriting the client", true),
            ("phrase matches", "Start from scratch", true),
            ("phrase matches across stop word", "This will work", true),
            ("negated by not", "It is not fixed", false),
            ("negated by n't", "It isn't fixed yet", false),
            ("negation reaches three words", "It has not been fixed", false),
            ("negation stops at a clause", "No errors; fixed", true),
            ("absent", "Adjust the retry budget", false),
        ];
        for (rule, text, expected) in rows {
            assert_eq!(cues.in_text(text), expected, "{rule}: {text}");
        }
        assert_eq!(
            cues.quote("We should REWRITE it").as_deref(),
            Some("rewrite")
        );
        let exact = Cues::exact(&["fixed"]);
        assert!(exact.in_text("It is fixed"), "exact: as written");
        assert!(
            !exact.in_text("I will fix it"),
            "exact: other inflection ignored"
        );
    }
}
