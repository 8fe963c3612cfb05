//! What one call already knows about redaction, so that it does not redact the same text twice.
//!
//! A call redacts its request on entry and its response on exit, and in between the analysis
//! redacts every text it quotes (quoting cuts text, and a cut could split a secret). Much of
//! that is the same text: the response quotes the request's evidence, and each quote is made
//! from a request field. Two facts, both exact, let a repeat be skipped:
//!
//! - **Read together.** [`redact_together`] reads all the short strings of a value with one
//!   keyword pass (the redactor's `together` module says why that finds exactly what a pass
//!   over each would), then redacts each string from its own hits.
//! - **Settled texts.** What redaction returns is a fixed point of it (redacting it again
//!   changes nothing) whenever its passes ended by finding nothing, which the redactor reports;
//!   and a text in which a keyword pass found no keyword is returned as it came, so it is one
//!   too. Inside [`settling`], both are remembered by content — the strings read together, and
//!   every other text a redaction settled — and a text equal to one is not redacted again.
//!
//! Both memories hold only redacted text, and only for the call: [`settling`] is scoped like
//! `crate::call_memo`, so nothing outlives the call that brought it.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::BTreeSet;

use super::crossing::CrossesBoundary;
use crate::secrets;

thread_local! {
    /// While [`redact_together`] runs: its strings and the hits of their joined keyword pass.
    static TOGETHER: RefCell<Option<secrets::Together>> = const { RefCell::new(None) };
    /// Inside [`settling`]: what is known to be a fixed point of redaction.
    static SETTLED: RefCell<Option<Settled>> = const { RefCell::new(None) };
}

/// Texts known to be fixed points of redaction, by content.
#[derive(Default)]
struct Settled {
    /// Every value read together: its strings without a keyword.
    read: Vec<secrets::Together>,
    /// Every other text a redaction settled.
    texts: BTreeSet<String>,
}

impl Settled {
    fn holds(&self, text: &str) -> bool {
        self.read.iter().any(|read| read.keyword_free(text)) || self.texts.contains(text)
    }
}

/// Runs `f` with every settled redaction it makes remembered until `f` returns (see
/// `crate::call_memo::scoped`).
pub(crate) fn settling<R>(f: impl FnOnce() -> R) -> R {
    crate::call_memo::scoped(&SETTLED, f)
}

/// Redacts `value` exactly as `value.redact()` does, with one keyword pass over all its short
/// strings instead of one per string: each string is then redacted from the hits that pass
/// found in it (most have none, and are left as they are), and a string the pass did not read
/// is redacted on its own. A property test holds this function to `redact` string by string.
pub fn redact_together<T: CrossesBoundary + ?Sized>(value: &mut T) {
    struct Restore(Option<secrets::Together>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let outer = self.0.take();
            TOGETHER.with_borrow_mut(|together| *together = outer);
        }
    }
    let mut joined = secrets::Joined::default();
    // What is settled already needs no keyword pass: the response repeats the request.
    value.texts(&mut |text| {
        if !is_settled(text) {
            joined.push(text);
        }
    });
    let together = joined.read();
    let restore = Restore(TOGETHER.with_borrow_mut(|held| held.replace(together)));
    value.redact();
    // What was read stays known for the rest of the call, inside `settling`.
    let read = TOGETHER.with_borrow_mut(Option::take);
    drop(restore);
    if let Some(read) = read {
        SETTLED.with_borrow_mut(|settled| {
            if let Some(settled) = settled {
                settled.read.push(read);
            }
        });
    }
}

/// `text` redacted, borrowed when nothing changed: [`crate::secrets::redact`] with what this
/// call already knows.
pub(crate) fn redacted(text: &str) -> Cow<'_, str> {
    if is_settled(text) {
        return Cow::Borrowed(text);
    }
    let redacted = secrets::redact_settled(text);
    remember(&redacted);
    redacted.text
}

/// A string field redacted: `None` when it stays as it is.
///
/// The joined pass is asked first: a string it read was gathered because it was not known to
/// be settled, so asking that too would only repeat a lookup for most strings of a value.
pub(super) fn redact_string(text: &str) -> Option<String> {
    let read = TOGETHER.with_borrow(|together| {
        let together = together.as_ref()?;
        // Without a keyword it stays as it is, and is known as read together from now on.
        if together.keyword_free(text) {
            return Some(None);
        }
        let read = together.redact(text)?;
        remember(&read);
        Some(owned(read.text))
    });
    read.unwrap_or_else(|| {
        if is_settled(text) {
            return None;
        }
        let redacted = secrets::redact_settled(text);
        remember(&redacted);
        owned(redacted.text)
    })
}

fn owned(text: Cow<'_, str>) -> Option<String> {
    match text {
        Cow::Owned(text) => Some(text),
        Cow::Borrowed(_) => None,
    }
}

fn is_settled(text: &str) -> bool {
    SETTLED.with_borrow(|settled| settled.as_ref().is_some_and(|s| s.holds(text)))
}

/// Remembers, inside [`settling`], a settled redaction that is not known to be one already.
///
/// A short text without a keyword that was read together is known already; every other one is
/// worth its copy — a text that holds a keyword but no secret ("ACCESS EXCLUSIVE lock") would
/// otherwise be scanned again by every quotation of it.
fn remember(redacted: &secrets::Redacted<'_>) {
    if !redacted.settled {
        return;
    }
    SETTLED.with_borrow_mut(|settled| {
        if let Some(settled) = settled {
            if !settled.holds(redacted.text.as_ref()) {
                settled.texts.insert(redacted.text.clone().into_owned());
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::{redact_together, redacted, settling};
    use crate::secrets::redact;

    /// Texts of every kind the remembered facts could get wrong: clean, with a keyword but no
    /// secret, with secrets, already redacted, needing a second pass, and repeated.
    fn texts() -> Vec<String> {
        let mut texts: Vec<String> = [
            "The migration locks the invoices table.",
            "a password is mentioned in prose",
            "export GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
            "user: admin\npassword: Zq8#mK2!vR9pL4xW",
            "postgres://app:s3cr3tPassw0rd@db:5432/orders",
            "password=[REDACTED:password_assignment]",
            "password",
            "=Zq8#mK2!vR9pL4xW",
        ]
        .map(String::from)
        .into();
        for seed in [
            &include_bytes!("../../../fuzz/seeds/redactor/needs-a-second-pass-1")[..],
            &include_bytes!("../../../fuzz/seeds/redactor/needs-a-second-pass-2")[..],
            &include_bytes!("../../../fuzz/seeds/redactor/regression-idempotence-1")[..],
        ] {
            texts.push(String::from_utf8_lossy(seed).into_owned());
        }
        let repeated = texts.clone();
        texts.extend(repeated);
        texts
    }

    /// A call redacts its request, quotes from it, and redacts a response that repeats it: with
    /// what it remembers, every text comes out as a redaction of it alone would leave it.
    #[test]
    fn what_a_call_remembers_changes_no_redaction() {
        let request = texts();
        let (quotes, response) = settling(|| {
            let mut redacted_request = request.clone();
            redact_together(&mut redacted_request);
            let quotes: Vec<String> = request
                .iter()
                .chain(&redacted_request)
                .map(|text| redacted(text).into_owned())
                .collect();
            let mut response: Vec<String> = redacted_request.clone();
            response.extend(request.iter().cloned());
            response.extend(quotes.iter().map(|q| format!("the log says {q}")));
            redact_together(&mut response);
            (quotes, response)
        });
        let alone = |text: &String| redact(text).into_owned();
        let expected_quotes: Vec<String> = request
            .iter()
            .chain(&request.iter().map(alone).collect::<Vec<_>>())
            .map(alone)
            .collect();
        assert_eq!(quotes, expected_quotes);
        let mut expected: Vec<String> = request.iter().map(alone).collect();
        expected.extend(request.iter().map(alone));
        expected.extend(
            expected_quotes
                .iter()
                .map(|q| alone(&format!("the log says {q}"))),
        );
        assert_eq!(response, expected);
        assert!(
            super::SETTLED.with_borrow(Option::is_none),
            "nothing outlives the call"
        );
    }

    /// A text that holds a keyword but no secret stays as it is however often a call quotes
    /// it, and a secret beside it is redacted every time it is quoted again: what the call
    /// remembered of the first redaction never lets the secret itself through.
    #[test]
    fn a_secret_quoted_again_in_the_same_call_is_redacted_again() {
        let clean = "ADD COLUMN takes an ACCESS EXCLUSIVE lock; the password field is unchanged";
        let secret = "password: Zq8#mK2!vR9pL4xW";
        let alone = redact(secret).into_owned();
        assert_ne!(alone, secret, "the row holds a secret");
        settling(|| {
            let mut request = vec![clean.to_owned(), secret.to_owned()];
            redact_together(&mut request);
            assert_eq!(request, [clean, alone.as_str()], "read together");
            for _ in 0..2 {
                assert_eq!(redacted(clean), clean, "the clean text quoted again");
                assert_eq!(redacted(secret), alone, "the secret quoted again");
                assert_eq!(redacted(&alone), alone, "its redaction quoted again");
            }
        });
        settling(|| {
            assert_eq!(redacted(clean), clean, "redacted alone");
            assert_eq!(redacted(secret), alone, "and the secret");
        });
    }
}
