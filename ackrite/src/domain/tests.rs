//! Classification rules (`docs/domains.md`), one row per case, each row naming its rule.

use super::Domain::{self, *};
use super::TIE_ORDER;
use crate::claim::parts::split;

fn classify(claim: &str) -> Domain {
    super::classify(claim, &split(claim))
}

fn ranking(claim: &str) -> Vec<(Domain, u32)> {
    super::ranking(claim, &split(claim))
}

fn check(rows: &[(&str, &str, Domain)]) {
    for (rule, claim, expected) in rows {
        assert_eq!(
            classify(claim),
            *expected,
            "{rule}: {claim} (ranking {:?})",
            ranking(claim)
        );
    }
}

#[test]
fn each_domain_is_led_by_its_cue_words() {
    #[rustfmt::skip]
    let rows = [
        ("api: endpoint", "The /v2/orders endpoint paginates with a cursor.", ApiContract),
        ("api: status code", "The status code for a missing order is 410.", ApiContract),
        ("api: method and path", "GET /orders?limit=500 is capped at 100 items.", ApiContract),
        ("auth: synonym login", "Login via Okta works for contractors.", Authentication),
        ("auth: sign in joined", "Users can sign in with a magic link.", Authentication),
        ("auth: refresh token phrase", "Refresh tokens live for 30 days.", Authentication),
        ("auth: token expiry phrase", "Token expiry is checked on every call.", Authentication),
        ("performance: p99", "The /search p99 exceeds 500 ms under load.", Performance),
        ("performance: slower", "The report export got slower this week.", Performance),
        ("performance: cold start", "Lambda cold starts add two seconds.", Performance),
        ("configuration: env var", "The worker reads the REDIS_URL environment variable.", Configuration),
        ("configuration: feature flag", "The new checkout is behind a feature flag.", Configuration),
        ("configuration: ConfigMap split from camelCase", "The ConfigMap sets the pool size for staging.", Configuration),
        ("configuration: dotted key set to a value", "server.port is set to 8081 in staging.", Configuration),
        ("dependency: pinned", "We pinned requests to 2.31 in production.", DependencyVersion),
        ("dependency: upgrade synonym bump", "Bumping axios to 1.6.0 changed the default timeout behaviour.", DependencyVersion),
        ("dependency: lockfile name", "yarn.lock resolves react to 18.2.0.", DependencyVersion),
        ("concurrency: deadlock", "The job queue deadlocks under load.", Concurrency),
        ("concurrency: two workers on one thing", "Two workers can claim the same job.", Concurrency),
        ("concurrency: lock held", "The worker holds a lock on the job row for minutes.", Concurrency),
        ("data_schema: nullable column", "The email column is nullable.", DataSchema),
        ("data_schema: foreign key", "The orders table has no foreign key to customers.", DataSchema),
        ("security: xss", "The comment form is open to stored XSS.", Security),
        ("security: unsanitised input", "User-supplied filenames reach os.path.join unsanitised.", Security),
        ("build_ci: pipeline", "The pipeline caches node_modules between runs.", BuildCi),
        ("build_ci: compile", "The crate no longer compiles on stable Rust.", Absence),
        ("build_ci: workflow file", "The integration job in .github/workflows/ci.yml is skipped on forks.", BuildCi),
        ("scheduling: cron", "The cron entry runs the report at 06:00.", Scheduling),
        ("scheduling: systemd timer", "The systemd timer for certbot renew triggers every 12 hours.", Scheduling),
        ("scheduling: clock change", "The digest ran twice on the night the clocks changed.", Scheduling),
        ("scheduling: IANA time zone name", "The backup fires at 03:00 Europe/Berlin.", Scheduling),
        ("absence: removed, said of the subject", "The /v1/export endpoint was removed in release 5.0.", Absence),
        ("absence: nothing calls", "Nothing calls the legacy_export function anymore.", Absence),
        ("absence: no longer", "The API no longer supports native authentication.", Absence),
        ("root cause: failure and causal form", "The nightly backup fails because the bucket policy denies writes.", RootCause),
        ("root cause: the cause of an outage", "A bad DNS record was the cause of the outage.", RootCause),
    ];
    check(&rows);
}

#[test]
fn incidental_words_count_for_nothing() {
    #[rustfmt::skip]
    let rows = [
        ("part of a name: session cache", "The session cache in Redis evicts keys after 10 minutes.", General),
        ("part of a name: page_token", "The next_page_token is base64-encoded JSON.", General),
        ("LLM tokens are not credentials", "The prompt exceeds the model's 8k token context window.", General),
        ("lock in a lockfile name", "package-lock.json pins lodash to 4.17.21.", DependencyVersion),
        ("the lock in Cargo.lock is a lockfile", "Cargo.lock lists two copies of syn.", DependencyVersion),
        ("lock file phrase is a lockfile", "The lock file was regenerated by npm 10.", DependencyVersion),
        ("a settings page is a view", "The settings page shows the old display name.", General),
        ("a Schedule screen is a view", "The Schedule screen shows the wrong week.", General),
        ("a compound before a view", "The password reset page has a typo.", General),
        ("file names are names: index.html", "The index.html file loads the old bundle.", General),
        ("filesystem paths are names", "Uploads land in /srv/uploads/tmp on the web host.", General),
        ("a real cue next to a view", "The settings page reads its default theme from a feature flag.", Configuration),
    ];
    check(&rows);
}

#[test]
fn absence_is_only_said_of_the_subject() {
    #[rustfmt::skip]
    let rows = [
        ("an absence verb with its object", "The provider removed the signature header from webhook deliveries.", Absence),
        ("missing inside a when-clause is a condition", "The login page returns a 500 when the CSRF token is missing.", Security),
        ("missing inside a because-clause is the cause of a failure", "The deploy fails because the DATABASE_URL variable is missing.", RootCause),
        ("pinning a certificate is no pinned version", "The Android app uses certificate pinning for api.acme.io.", Security),
        ("a cascade is schema", "Deleting a user cascades to their orders.", DataSchema),
        ("missed is not missing", "The cron job missed three runs last week.", Scheduling),
        ("ON DELETE is no removal", "Rows in order_items go with ON DELETE CASCADE when an order goes.", DataSchema),
        ("missing as an adjective", "A missing index makes the orders query slow.", Performance),
        ("is missing, said of the subject", "The X-Request-Id header is missing from responses.", Absence),
        ("deprecated after a copula", "The v1 client is deprecated.", Absence),
    ];
    check(&rows);
}

#[test]
fn root_cause_needs_a_failure_and_a_causal_form() {
    #[rustfmt::skip]
    let rows = [
        ("because alone is not a root cause", "The dashboard is slow because it loads 5,000 rows without pagination.", Performance),
        ("because alone, with concurrency words", "Two workers can claim the same job because the SELECT lacks FOR UPDATE SKIP LOCKED.", Concurrency),
        ("a failure without a cause", "The backup job fails.", General),
        ("caused by, with a failure", "The 502 errors are caused by the load balancer idle timeout.", RootCause),
        ("cause-first form", "G1 GC pauses above 500 ms cause the health check to fail.", RootCause),
    ];
    check(&rows);
}

#[test]
fn negation_does_not_remove_a_cue() {
    #[rustfmt::skip]
    let rows = [
        ("a negated cue still names the topic", "The checkout service is not slow.", Performance),
        ("not a bigserial is still schema", "The primary key is a UUID, not a bigserial.", DataSchema),
    ];
    check(&rows);
}

#[test]
fn general_only_when_no_domain_has_a_cue() {
    #[rustfmt::skip]
    let rows = [
        ("no cue at all", "The logo looks blurry on retina screens.", General),
        ("no cue: stale README", "The quick-start section of the README is out of date.", General),
    ];
    check(&rows);
    for claim in ["The logo looks blurry.", "The README is out of date."] {
        assert!(ranking(claim).is_empty(), "{claim}");
    }
}

/// Weights decide first, then the tie order. Each row's claim holds one 3-weight cue of each of
/// two domains, so the tie order alone decides; the comment names the cues.
#[test]
fn ties_go_to_the_domain_first_in_the_tie_order() {
    #[rustfmt::skip]
    let rows = [
        // build (3) + pipeline (3) outweigh slow (3), though performance comes first on a tie.
        ("weights before tie order", "The build is slow on the CI pipeline.", BuildCi),
        // The absence form (4) outweighs one strong cue of the area (3).
        ("a form outweighs one strong cue", "The API no longer supports authentication.", Absence),
        ("absence before security", "The XSS filter for user supplied HTML is no longer applied.", Absence),
        ("security before authentication", "Passwords are stored without encryption or any injection guard.", Security),
        ("concurrency before data_schema", "A deadlock on the column update.", Concurrency),
        ("data_schema before scheduling", "The cron job writes to the audit table column.", DataSchema),
        ("scheduling before dependency_version", "The timer upgrade.", Scheduling),
        ("dependency_version before configuration", "The config pins the package.", DependencyVersion),
        ("configuration before api_contract", "The endpoint config.", Configuration),
        ("api_contract before performance", "The endpoint is slow.", ApiContract),
        ("performance before build_ci", "The build is slow.", Performance),
    ];
    check(&rows);
    let scores = |claim: &str| ranking(claim).iter().map(|&(_, s)| s).collect::<Vec<_>>();
    assert_eq!(scores("The endpoint is slow."), vec![3, 3], "a true tie");
}

#[test]
fn the_tie_order_is_the_documented_one() {
    assert_eq!(
        TIE_ORDER,
        [
            Absence,
            RootCause,
            Security,
            Authentication,
            Concurrency,
            DataSchema,
            Scheduling,
            DependencyVersion,
            Configuration,
            ApiContract,
            Performance,
            BuildCi
        ]
    );
    for domain in Domain::ALL {
        assert_eq!(Domain::ALL[domain.position()], domain);
        assert_eq!(TIE_ORDER.contains(&domain), domain != General);
    }
}

#[test]
fn ranking_is_highest_first_and_classify_is_its_head() {
    let claim = "The CI pipeline build got slower after the upgrade.";
    let ranked = ranking(claim);
    assert!(ranked.windows(2).all(|w| w[0].1 >= w[1].1), "{ranked:?}");
    assert_eq!(classify(claim), ranked[0].0);
    assert_eq!(ranked[0].0, BuildCi, "{ranked:?}");
}

/// One row per shape of `names`: which shape a claim's names give, and whether a name's words
/// are taken out of the text.
#[test]
fn names_and_shapes() {
    use super::names::{read, Shape::*};
    #[rustfmt::skip]
    let rows: &[(&str, &str, Option<super::names::Shape>, &str)] = &[
        ("lockfile name", "poetry.lock pins httpx", Some(Lockfile), " pins httpx"),
        ("dash-lock file", "pnpm-lock.yaml resolves vite", Some(Lockfile), " resolves vite"),
        ("manifest", "package.json lists react", Some(Manifest), " lists react"),
        ("CI file", "see .github/workflows/ci.yml now", Some(CiFile), "see  now"),
        ("config file", "app.yaml sets it", Some(ConfigFile), " sets it"),
        ("source file is only a name", "index.html loads it", None, " loads it"),
        ("dotted key with =", "log.level=debug in prod", Some(DottedKeySet), "log.level=debug in prod"),
        ("dotted key, is set to", "server.port is set to 80", Some(DottedKeySet), "server.port is set to 80"),
        ("a host is no dotted key", "api.acme.io is set to 60", None, "api.acme.io is set to 60"),
        ("env name", "REDIS_URL points there", Some(EnvName), "REDIS_URL points there"),
        ("CLI option", "--frozen-lockfile fails", Some(CliOption), "--frozen-lockfile fails"),
        ("method and path", "GET /orders is slow", Some(HttpMethod), "GET /orders is slow"),
        ("ON DELETE is no method", "ON DELETE CASCADE", None, "ON DELETE CASCADE"),
        ("url path", "the /v1/export route", Some(UrlPath), "the /v1/export route"),
        ("filesystem path", "files in /srv/uploads", None, "files in "),
        ("version number", "lodash@4.17.21 here", Some(VersionNumber), "lodash@4.17.21 here"),
        ("time zone name", "at 03:00 Europe/Berlin", Some(TimeZoneName), "at  "),
        ("time of day", "runs at 06:30.", Some(TimeOfDay), "runs at ."),
    ];
    for (rule, claim, shape, text) in rows {
        let names = read(claim);
        match shape {
            Some(shape) => assert!(names.shapes.contains(shape), "{rule}: {:?}", names.shapes),
            None => assert!(names.shapes.is_empty(), "{rule}: {:?}", names.shapes),
        }
        let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&names.text), words(text), "{rule}");
    }
}
