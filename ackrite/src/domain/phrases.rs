//! Wording lists shared with the assumption rules (`crate::claim`): the phrases by which a
//! claim takes "not seen" for "not there", or names a cause. The domain rules themselves read
//! absence and causes by the forms in `super::forms`; these lists only say which words to quote
//! back in an assumption.

/// Wording that claims something is missing or was removed.
pub(crate) const ABSENCE_PHRASES: &[&str] = &[
    "no longer",
    "removed",
    "missing",
    "doesn't exist",
    "does not exist",
    "don't exist",
    "do not exist",
    "not found",
    "not supported",
    "doesn't support",
    "does not support",
    "unsupported",
    "not available",
    "unavailable",
    "no such",
    "deleted",
    "dropped",
    "gone",
    "absent",
    "lacks",
    "anymore",
    "any more",
];

/// Wording that names a cause, or asserts that one change fixed or broke something (which names
/// that change as the cause). Shared with the assumption rules (a named cause taken as the only
/// cause). "fixed" alone is absent on purpose: "the bug is fixed" names no cause, "fixed by" and
/// "fixed the" do.
pub(crate) const CAUSE_PHRASES: &[&str] = &[
    // Longer phrases first: the assumption quotes the first phrase found in this order, and
    // "root cause" says more than "cause".
    "root cause",
    "caused by",
    "due to",
    "the reason",
    "reason why",
    "is why",
    "that's why",
    "leads to",
    "led to",
    "lead to",
    "leading to",
    "results in",
    "resulted in",
    "result in",
    "responsible for",
    "triggered by",
    "broken by",
    "fixed by",
    "fixed the",
    "because",
    "caused",
    "causes",
    "causing",
    "cause",
    "triggers",
    "trigger",
    "breaks",
    "broke",
    "fixes",
];
