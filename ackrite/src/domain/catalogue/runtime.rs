//! Profiles of the domains about how a system behaves when it runs: how fast, why it fails,
//! what happens when things run at once, and the general case.

use super::{ExperimentText, Profile, CAUSE_PHRASES};
use crate::domain::ProofItem;
use crate::evidence::EvidenceType::{
    Code, HttpRequest, HttpResponse, Log, ObservedBehavior, TestResult, UserFact,
};

pub(super) static PERFORMANCE: Profile = Profile {
    strong: &[
        "slow", "slower", "latency", "performance", "throughput", "bottleneck", "benchmark",
    ],
    weak: &[
        "fast", "faster", "perf", "timeout", "memory", "cpu", "leak", "speed", "lag", "hang",
        "freeze", "cache", "optimize", "optimise", "p99", "p95", "p50",
    ],
    strong_phrases: &["takes too long", "out of memory"],
    weak_phrases: &[],
    shapes: &[],
    subject: "measurement",
    checklist: &[
        ProofItem {
            item: "A measurement of the claimed metric (time, memory or throughput) on the workload and environment the claim is about",
            accepts: &[TestResult, Log, ObservedBehavior, HttpResponse],
            cues: &[
                "measurement", "measured", "metric", "latency", "throughput", "memory", "p50",
                "p95", "p99", "median", "rps", "qps", "duration", "elapsed", "load", "benchmark",
            ],
        },
        ProofItem {
            item: "A baseline measured the same way on a version, input or configuration without the claimed problem",
            accepts: &[TestResult, Log, ObservedBehavior],
            cues: &[
                "baseline", "previous", "older", "old", "compared", "versus", "vs", "reverted",
                "original",
            ],
        },
        ProofItem {
            item: "Repeated runs showing that the difference is larger than run-to-run variation",
            accepts: &[TestResult, Log],
            cues: &[
                "repeated", "repeat", "iterations", "median", "spread", "variance", "variation",
                "stddev", "deviation", "trials", "samples", "consistently",
            ],
        },
        ProofItem {
            item: "A profile or trace locating where the time or memory goes",
            accepts: &[Log, TestResult, Code],
            cues: &[
                "profile", "profiler", "flamegraph", "trace", "span", "pprof", "hotspot",
                "breakdown", "allocation", "heap",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claimed performance difference exists and is larger than normal variation.",
        procedure: "Run the same workload five times on the current version and five times on a baseline version or configuration in the same environment, recording the metric each time, and compare the medians and the spread.",
        confirms_if: "The medians differ in the claimed direction by more than the spread of either set of runs.",
        refutes_if: "The medians lie within each other's spread, or differ in the opposite direction.",
    },
};

pub(super) static ROOT_CAUSE: Profile = Profile {
    // The cause wording itself is the strong cue (as raw phrases, so "because" survives the
    // stop-word list); listing "cause" as a word too would count one word twice.
    strong: &["culprit", "blame"],
    weak: &["root", "reason", "responsible", "fault", "bug", "crash"],
    strong_phrases: CAUSE_PHRASES,
    weak_phrases: &[],
    shapes: &[],
    subject: "failure and the conditions it occurred under",
    checklist: &[
        ProofItem {
            item: "A reproduction of the failure, with the exact steps and the result",
            accepts: &[TestResult, ObservedBehavior, Log, HttpResponse],
            cues: &[
                "reproduction", "reproduce", "reproduced", "repro", "steps", "fail", "failed",
                "error", "crash", "panic", "exception",
            ],
        },
        ProofItem {
            item: "The failure disappearing when only the named cause is removed or reverted, and returning when it is restored",
            accepts: &[TestResult, ObservedBehavior],
            cues: &[
                "removed", "reverted", "revert", "restored", "disabled", "disappears",
                "disappeared", "pass", "passes", "passed", "toggled",
            ],
        },
        ProofItem {
            item: "A log or trace linking the named cause to the failure at the moment it happens",
            accepts: &[Log, HttpResponse, TestResult],
            cues: &[
                "trace", "stack", "backtrace", "stacktrace", "timestamp", "moment", "preceded",
                "followed", "immediately",
            ],
        },
        ProofItem {
            item: "Other candidate causes checked and ruled out",
            accepts: &[TestResult, Log, ObservedBehavior, UserFact],
            cues: &[
                "candidate", "alternative", "ruled out", "excluded", "unchanged", "other cause",
                "other causes", "not the cause",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The named cause alone produces the failure.",
        procedure: "Reproduce the failure once, change only the named cause (revert, disable or fix it) and run the same reproduction again, then restore the cause and run it a third time.",
        confirms_if: "The failure occurs with the cause, disappears without it and returns when it is restored.",
        refutes_if: "The failure persists without the cause, or does not return when the cause is restored.",
    },
};

pub(super) static CONCURRENCY: Profile = Profile {
    strong: &[
        "race", "concurrent", "concurrency", "deadlock", "mutex", "livelock", "interleaving",
        "contention", "semaphore", "synchronization", "synchronisation",
    ],
    weak: &[
        "thread", "lock", "async", "parallel", "atomic", "flaky", "intermittent",
    ],
    strong_phrases: &["race condition"],
    weak_phrases: &[],
    shapes: &[],
    subject: "run and its timing",
    checklist: &[
        ProofItem {
            item: "A reproduction under repeated or parallel runs, with how often the failure occurs",
            accepts: &[TestResult, Log, ObservedBehavior],
            cues: &[
                "repeated", "repeat", "parallel", "concurrently", "iterations", "often", "rate",
                "frequency", "flaky", "intermittent", "occasionally", "sometimes", "stress",
            ],
        },
        ProofItem {
            item: "A log or trace showing the interleaving of the operations involved (thread or task ids, timestamps)",
            accepts: &[Log],
            cues: &[
                "interleaving", "interleaved", "thread", "task", "process", "pid", "tid",
                "timestamp", "ordering", "waits", "blocked", "acquired", "deadlock",
            ],
        },
        ProofItem {
            item: "The code where the shared state is accessed, with its synchronisation",
            accepts: &[Code],
            cues: &[
                "shared", "state", "lock", "mutex", "synchronisation", "synchronization", "atomic",
                "access", "update", "updates", "insert", "inserts", "delete", "deletes",
                "transaction",
            ],
        },
        ProofItem {
            item: "The failure rate with the operations forced to run one at a time",
            accepts: &[TestResult, ObservedBehavior],
            cues: &[
                "serial", "serialised", "serialized", "sequential", "sequentially",
                "single thread", "one at a time", "forced",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The failure depends on the timing or ordering of concurrent operations.",
        procedure: "Run the failing operation 100 times in parallel and count the failures, then run it 100 times with concurrency forced to one (a single thread or worker, or a lock around the suspect section) and count the failures again.",
        confirms_if: "Failures occur in the parallel runs and none in the serial runs.",
        refutes_if: "The serial runs fail at a similar rate, or the parallel runs never fail.",
    },
};

pub(super) static GENERAL: Profile = Profile {
    strong: &[],
    weak: &[],
    strong_phrases: &[],
    weak_phrases: &[],
    shapes: &[],
    subject: "observation",
    checklist: &[
        ProofItem {
            item: "A direct observation of the claimed behaviour in the system and environment the claim is about",
            accepts: &[TestResult, ObservedBehavior, HttpResponse, UserFact],
            cues: &[
                "observed", "observation", "saw", "seen", "output", "result", "returned", "shows",
                "measured", "reproduced",
            ],
        },
        ProofItem {
            item: "The artefact that produces the behaviour (code, configuration or log line)",
            accepts: &[Code, Log, HttpRequest],
            cues: &[
                "function", "handler", "module", "configuration", "setting", "line", "file",
                "produces", "emits",
            ],
        },
        ProofItem {
            item: "A check that would have come out differently if the claim were false",
            accepts: &[TestResult, ObservedBehavior, HttpResponse],
            cues: &[
                "check", "control", "expected", "assert", "assertion", "compared", "pass",
                "passed", "fail", "failed",
            ],
        },
    ],
    experiment: ExperimentText {
        hypothesis: "The claim holds in the system and environment it is about.",
        procedure: "Write down one observable result the claim predicts that would differ if the claim were false, then run the smallest action that produces it in the system the claim is about and record the output verbatim.",
        confirms_if: "The recorded output matches the predicted result.",
        refutes_if: "The recorded output differs from the predicted result.",
    },
};
