#!/usr/bin/env python3
"""Build the independent redaction corpus from Yelp's detect-secrets (Apache-2.0).

    python3 ackrite/tests/independent_corpus/generate.py <detect-secrets checkout or git dir>

Writes corpus.jsonl beside this file: one JSON object per line,
{"text", "expect": "redact"|"keep", "secret" (redact only), "kind", "claimed", "source"}.

Nothing here was written by looking at Ackrite's rules. The cases come from detect-secrets' own
tests, read mechanically:

- `tests/plugins/*_test.py`: every `pytest.mark.parametrize` list is found with `ast` and each
  case is evaluated against the module's constants (the tests build lines with `.format`). The
  secret substring of a flagged line is the value detect-secrets' own plugin reports for it
  (`analyze_string`, which never verifies, so nothing touches the network).
- `tests/filters/heuristic_filter_test.py`, `gibberish_filter_test.py`: the lines and values the
  upstream filters are tested to discard (templates, indirect references, ids, UUIDs, sequences).
- `test_data/`: the lines the upstream tests say hold secrets (and the ones they say do not),
  with the secret as detect-secrets' scanner reports it for that line.

Three judgements are made by hand, each in one table below, so that a new upstream commit that
adds a case stops the generator instead of slipping through:

1. README_KINDS: which detect-secrets plugin is a kind the Ackrite README claims ("claimed").
2. NEGATIVES: an upstream "should not flag" line is kept as "keep" only when it holds no secret
   (a template, a placeholder, a public key, a malformed URL with no credentials, ...). A line
   that upstream does not flag only because of its own format boundaries (a token one character
   too long, a wrong segment length) is left out: it is not a secret for detect-secrets, but a
   random token-shaped string is not a false positive for a redactor either.
3. Placeholders the README promises to leave alone: an upstream positive whose value is a mask
   (`AKIAZZZZZZZZZZZZZZZZ`, `SKxxxx…`) or an AWS documentation key (`…EXAMPLE…`) is "keep".
"""

import ast
import base64
import json
import os
import re
import subprocess
import sys
import tempfile
import textwrap

UPSTREAM = "https://github.com/Yelp/detect-secrets"
COMMIT = "5e141933554a0b74e7341841f318be21e895339c"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpus.jsonl")

# 1. detect-secrets plugin -> the README kind(s) that claim that kind of secret ("Redaction",
#    "What it recognises"). None: the README claims no such kind (JFrog, Mailchimp and Square are
#    listed in issue 30 as kinds users meet that are not claimed). CARRIER: the plugin has no
#    provider format of its own (IBM, Cloudant, SoftLayer values are plain random strings; the
#    entropy plugins find any random string), so the README claims it only through its carrier:
#    URL userinfo (url_credentials) or a secret-named key (the assignment kinds), see carrier_kind.
CARRIER = "carrier"
README_KINDS = {
    "AWSKeyDetector": "aws_access_key_id, aws_secret_access_key",
    "ArtifactoryDetector": None,
    "AzureStorageKeyDetector": "azure_storage_key",
    "BasicAuthDetector": "url_credentials",
    "CloudantDetector": CARRIER,
    "DiscordBotTokenDetector": "discord_bot_token",
    "GitHubTokenDetector": "github_token",
    "GitLabTokenDetector": "gitlab_token, gitlab_runner_token",
    "Base64HighEntropyString": CARRIER,
    "HexHighEntropyString": CARRIER,
    "IbmCloudIamDetector": CARRIER,
    "IbmCosHmacDetector": CARRIER,
    "JwtTokenDetector": "jwt",
    # Its keywords (password, passwd, pwd, secret, api_key, apikey, private_key, db_pass, …) are
    # the keys of password_assignment, secret_assignment and api_key_assignment.
    "KeywordDetector": "password_assignment, secret_assignment, api_key_assignment",
    "MailchimpDetector": None,
    "NpmDetector": "npmrc_auth_token, npm_token",
    "OpenAIDetector": "openai_api_key",
    "PrivateKeyDetector": "private_key",
    "PypiTokenDetector": "pypi_token",
    "SendGridDetector": "sendgrid_api_key",
    "SlackDetector": "slack_token, slack_webhook",
    "SoftlayerDetector": CARRIER,
    "SquareOAuthDetector": None,
    "StripeDetector": "stripe_secret_key",
    "TelegramBotTokenDetector": "telegram_bot_token",
    "TwilioKeyDetector": "twilio_api_key",
}

# Plugin tests left out whole, with the reason.
SKIPPED_TESTS = {
    # A public IP address is not a secret; the README does not claim it and promises nothing.
    "ip_public_test.py",
    # Tests the plugin base class with mock plugins; no cases.
    "base_test.py",
}

# 2. Upstream negatives (plugin test file, line) -> why the line holds no secret. Every negative
#    must be here or in NOT_NEGATIVES; the generator stops on one that is in neither.
NEGATIVES = {
    ("artifactory_test.py", "testAKCwithinsomeirrelevantstring"): "prefix inside a word",
    ("artifactory_test.py", "testAP6withinsomeirrelevantstring"): "prefix inside a word",
    ("artifactory_test.py", "X-JFrog-Art-Api: $API_KEY"): "variable reference",
    ("artifactory_test.py", "X-JFrog-Art-Api: $PASSWORD"): "variable reference",
    ("artifactory_test.py", "artifactory:_password=AP6xxxxxx"): "mask",
    ("artifactory_test.py", "artifactory:_password=AKCxxxxxxxx"): "mask",
    ("aws_key_test.py", "akiazzzzzzzzzzzzzzzz"): "mask",
    ("aws_key_test.py", "AKIAZZZ"): "mask",
    ("basic_auth_test.py", "http://localhost:5000/<%= @variable %>"): "template, no userinfo",
    ("basic_auth_test.py", '"https://url:8000";@something else'): "no userinfo",
    ("basic_auth_test.py", "'https://url:8000';@something else"): "no userinfo",
    ("basic_auth_test.py", "https://url:8000 @something else"): "no userinfo",
    ("basic_auth_test.py", "https://url:8000/ @something else"): "no userinfo",
    ("cloudant_test.py", 'cloudant_password = "a-fake-tooshort-key"'): "placeholder phrase",
    ("cloudant_test.py", 'cl_api_key = "a-fake-api-key"'): "placeholder phrase",
    ("github_token_test.py", "foo"): "no value",
    ("gitlab_token_test.py", "glagent-" + "X" * 1025): "mask",
    ("ibm_cloud_iam_test.py", 'iam_api_key="%s" % IBM_IAM_API_KEY_ENV'): "format string",
    ("ibm_cloud_iam_test.py", 'CLOUD_APIKEY: "insert_key_here"'): "placeholder phrase",
    ("ibm_cloud_iam_test.py", 'fake-cloud-iam-key= "not_long_enough"'): "placeholder phrase",
    ("ibm_cos_hmac_test.py", "not_secret = notapassword"): "placeholder phrase",
    ("jwt_test.py", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"): "JWT header alone (alg, typ)",
    ("jwt_test.py", "jwt"): "no value",
    ("jwt_test.py", "eyJAAAA.eyJBBB"): "too short to hold anything",
    ("jwt_test.py", "eyJBB.eyJCC.eyJDDDD"): "too short to hold anything",
    ("npm_test.py", "foo"): "no value",
    ("npm_test.py", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"): "variable reference",
    ("sendgrid_test.py", "foo"): "no value",
    ("softlayer_test.py", 'softlayer_api_key="%s" % SL_API_KEY_ENV'): "format string",
    ("softlayer_test.py", 'sl_api_key: "%s" % <softlayer_api_key>'): "format string",
    ("softlayer_test.py", 'SOFTLAYER_APIKEY: "insert_key_here"'): "placeholder phrase",
    ("softlayer_test.py", 'sl-apikey: "insert_key_here"'): "placeholder phrase",
    ("softlayer_test.py", 'fake-softlayer-key= "not_long_enough"'): "placeholder phrase",
    ("stripe_key_test.py", "pk_live_j5krY8XTgIcDaHDb3YrsAfCl"): "publishable key, public by design",
    ("stripe_key_test.py", "sk_live_"): "prefix without a value",
    ("telegram_token_test.py", "foo"): "no value",
    ("telegram_token_test.py", "arn:aws:sns:aaa:111122223333:aaaaaaaaaaaaaaaaaaassssssddddddddddddd"): "an ARN",
}

# Upstream negatives left out: not flagged by detect-secrets for a format boundary of its own,
# yet still a secret-shaped value a redactor may rightly remove. Matched by (file, predicate).
NOT_NEGATIVES = {
    "aws_key_test.py": "documentation key with a character added or removed",
    "cloudant_test.py": "password-shaped value in a malformed URL",
    "discord_test.py": "token-shaped string with a wrong segment length or character",
    "github_token_test.py": "token body behind another prefix",
    "gitlab_token_test.py": "token one character too short or long, or a GitHub token",
    "ibm_cloud_iam_test.py": "key with a suffix, or a short password-like value",
    "ibm_cos_hmac_test.py": "key with a suffix, or a passphrase-like value",
    "jwt_test.py": "JWT-shaped string whose parts do not decode",
    "mailchimp_key_test.py": "key with a wrong datacenter suffix or case",
    "npm_test.py": "a token in a malformed .npmrc line",
    "openai_test.py": "key-shaped string without OpenAI's marker",
    "pypi_token_test.py": "a truncated token",
    "sendgrid_test.py": "key-shaped string with a wrong separator or prefix",
    "softlayer_test.py": "placeholder-like word that a reader could take for a password",
    "telegram_token_test.py": "a token behind a prefix (the bot URL form)",
}

# KeywordDetector negatives: its tests run the same lines under several file types, and some are
# "not flagged" only because that language requires double quotes. A line holding the value its
# positive rows hold (COMMON_SECRET) is a secret whatever the file type: Ackrite reads text
# without one, so it is a positive here. The others, by their upstream comment:
KEYWORD_NEGATIVES = {
    "api_key = \"\"": "nothing in the quotes",
    "secret: ''": "nothing in the quotes",
    "secret := ''": "nothing in the quotes",
    "password => \"\"": "nothing in the quotes",
    "password: ${link}": "template",
    "password[] = ${link}": "template",
    "password = ${link}": "template",
    "LONG_LINE": "a base64 data: URI of an image",
}
# Left out, with the reason: symbol-only values (upstream requires one alphanumeric character, a
# heuristic), 'somefakekey' (the README does not count a word inside a value as a placeholder),
# `some_key = "real_secret"`, `password: real_key`, and mismatched quotes: readable values a
# reader may or may not take for a secret.


def evaluate(node, namespace):
    return eval(compile(ast.Expression(node), "<upstream>", "eval"), namespace)


def module_namespace(tree):
    """The module's constants, evaluated in order (the tests build their lines from them)."""
    namespace = {
        "__builtins__": {"str": str, "int": int, "len": len},
        "base64": base64,
        "textwrap": textwrap,
        # LONG_LINE is a data URI of one random digit repeated; the digit does not matter.
        "randint": lambda low, high: low,
    }
    for statement in tree.body:
        if isinstance(statement, ast.ImportFrom) and (statement.module or "").startswith("detect_secrets"):
            for alias in statement.names:
                namespace[alias.asname or alias.name] = load_plugin(statement.module, alias.name)
        if isinstance(statement, ast.Assign) and all(isinstance(t, ast.Name) for t in statement.targets):
            try:
                value = evaluate(statement.value, namespace)
            except Exception:
                continue
            for target in statement.targets:
                namespace[target.id] = value
    return namespace


def parametrized_cases(tree, namespace):
    """Yield (argument names, case values, line) for every pytest.mark.parametrize list."""
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "parametrize" and len(node.args) >= 2):
            continue
        names = [n.strip() for n in evaluate(node.args[0], namespace).split(",")]
        cases = node.args[1]
        if not isinstance(cases, (ast.List, ast.Tuple)):
            continue
        for case in cases.elts:
            try:
                value = evaluate(case, namespace)
            except Exception as error:
                sys.exit(f"cannot evaluate case at line {case.lineno}: {error}")
            if len(names) == 1:
                value = (value,)
            yield names, value, case.lineno


def plugin_class(tree):
    """The detector a plugin test imports (`from detect_secrets.plugins.x import Detector`)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("detect_secrets.plugins."):
            for alias in node.names:
                if alias.name[0].isupper():
                    return node.module, alias.name
    return None, None


def load_plugin(module, name):
    return getattr(__import__(module, fromlist=[name]), name)


def found_secrets(plugin, line):
    """What detect-secrets' plugin reports for a line, longest first (no verification).

    A regex plugin reports its first capture group, which for some patterns is empty or only a
    part of the token (GitLab's `glcbt-`); then the whole match of its pattern is the secret.
    """
    values = {s for s in plugin.analyze_string(line) if s and s in line}
    if not values or all(len(s) < 8 for s in values):
        values = {m.group(0) for regex in getattr(plugin, "denylist", ()) for m in regex.finditer(line)}
    # A key name the pattern includes (Azure's `AccountKey=`) is not part of the secret.
    values = {re.sub(r"^[A-Za-z_]+=(?=.)", "", s) for s in values}
    return sorted(values, key=lambda s: (-len(s), s))


# 3. Placeholders the README leaves alone ("What it leaves alone, on purpose").
def is_readme_placeholder(secret):
    """A mask (`xxxx`, upstream also writes `ZZZZ`) making up at least half of the value, or an
    AWS documentation key."""
    body = [c for c in secret if c.isalnum()]
    mask = sum(c in "xXzZ" for c in body) * 2 >= len(body) and re.search(r"([xXzZ])\1{7}", secret)
    return bool(mask) or "EXAMPLE" in secret


SECRET_NAME = [
    (re.compile(r"pass|pwd|(^|[_\-.])pw($|[_\-.])", re.I), "password_assignment"),
    (re.compile(r"secret", re.I), "secret_assignment"),
    (re.compile(r"token", re.I), "token_assignment"),
    (re.compile(r"api[_\-]?key", re.I), "api_key_assignment"),
    (re.compile(r"(^|[_\-.])key$", re.I), "generic_secret"),
]


def carrier_kind(text, secret):
    """The README kind that claims a secret without a provider format, from its carrier."""
    if re.search(r"://[^/\s:@]+:" + re.escape(secret) + "@", text):
        return "url_credentials"
    named = re.search(r"([A-Za-z0-9_.\-]+)[\"']?\s*(?::=|=>|=|:)\s*[@\"'`]?" + re.escape(secret), text)
    if named:
        for pattern, kind in SECRET_NAME:
            if pattern.search(named.group(1)):
                return kind
    return None


def claimed(kind, text, secret):
    readme = README_KINDS[kind]
    if readme == CARRIER:
        return secret is not None and carrier_kind(text, secret) is not None
    return readme is not None


class Corpus:
    def __init__(self):
        self.rows = []
        self.seen = {}
        self.left_out = 0

    def add(self, text, expect, secret, kind, source):
        if expect == "redact":
            assert secret and secret in text, (source, text, secret)
            if is_readme_placeholder(secret):
                expect, secret = "keep", None
        key = (text, secret)
        previous = self.seen.get(text)
        if previous is not None and previous["expect"] != expect:
            # The same line is a positive in one upstream test and a negative in another
            # (a GitHub token among GitLab's negatives): the positive stands.
            if expect == "keep":
                return
            self.rows.remove(previous)
        elif any((r["text"], r.get("secret")) == key for r in self.rows):
            return
        row = {"text": text, "expect": expect}
        if secret is not None:
            row["secret"] = secret
        row["kind"] = kind
        row["claimed"] = claimed(kind, text, secret) if kind in README_KINDS else False
        row["source"] = source
        self.rows.append(row)
        self.seen[text] = row


def plugin_tests(root, corpus):
    folder = os.path.join(root, "tests", "plugins")
    for name in sorted(os.listdir(folder)):
        if not name.endswith("_test.py") or name in SKIPPED_TESTS:
            continue
        source = f"tests/plugins/{name}"
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        namespace = module_namespace(tree)
        module, cls = plugin_class(tree)
        if name == "keyword_test.py":
            keyword_cases(tree, namespace, source, corpus)
            continue
        if name == "private_key_test.py":
            private_key_cases(tree, namespace, source, corpus)
            continue
        if name == "high_entropy_strings_test.py":
            entropy_cases(tree, namespace, source, corpus)
            continue
        plugin = load_plugin(module, cls)()
        for names, values, line in parametrized_cases(tree, namespace):
            case = dict(zip(names, values))
            text = case.get("payload", case.get("line"))
            if not isinstance(text, str):
                continue
            flagged = case.get("should_flag", True)  # slack, square, twilio list positives only
            where = f"{source}:{line}"
            if flagged:
                secrets = found_secrets(plugin, text)
                if not secrets:
                    sys.exit(f"{where}: detect-secrets finds nothing in its own positive")
                corpus.add(text, "redact", secrets[0], cls, where)
            elif (name, text) in NEGATIVES:
                corpus.add(text, "keep", None, cls, where)
            elif name in NOT_NEGATIVES:
                corpus.left_out += 1
            else:
                sys.exit(f"{where}: decide whether {text!r} holds a secret (NEGATIVES)")


def keyword_cases(tree, namespace, source, corpus):
    common = namespace["COMMON_SECRET"]
    for statement in tree.body:
        if not (isinstance(statement, ast.Assign) and statement.targets[0].id.endswith("_TEST_CASES")):
            continue
        for case in statement.value.elts:
            text, expected = evaluate(case, namespace)
            where = f"{source}:{case.lineno}"
            if expected:
                corpus.add(text, "redact", expected, "KeywordDetector", where)
            elif common in text:
                corpus.add(text, "redact", common, "KeywordDetector", where)
            elif text == namespace["LONG_LINE"]:
                corpus.add(text, "keep", None, "KeywordDetector", where)
            elif text in KEYWORD_NEGATIVES:
                corpus.add(text, "keep", None, "KeywordDetector", where)
            else:
                corpus.left_out += 1


def private_key_cases(tree, namespace, source, corpus):
    for names, (content,), line in parametrized_cases(tree, namespace):
        # The secret is the key material: the lines after the BEGIN line (and before END).
        body = content.split("PRIVATE KEY-----\n", 1)[1].split("\n-----END", 1)[0]
        corpus.add(content, "redact", body, "PrivateKeyDetector", f"{source}:{line}")


def entropy_cases(tree, namespace, source, corpus):
    """The class-level (plugin, non_secret, secret) rows crossed with test_basic's quotings."""
    rows, formats = [], []
    for names, values, line in parametrized_cases(tree, namespace):
        case = dict(zip(names, values))
        if "plugin" in case:
            rows.append((case["plugin"], case["non_secret"], case["secret"], line))
        elif "format" in case and "should_be_caught" in case:
            formats.append((case["format"], case["should_be_caught"]))
    for plugin, non_secret, secret, line in rows:
        where = f"{source}:{line}"
        for fmt, caught in formats:
            if caught:
                corpus.add(fmt.format(non_secret=non_secret, secret=secret), "redact", secret,
                           plugin.__name__, where)
            elif "{non_secret}" in fmt:
                # Too short or too plain to be a secret: upstream's listed negatives.
                corpus.add(fmt.format(non_secret=non_secret, secret=secret), "keep", None,
                           plugin.__name__, where)
            # An unquoted secret is not flagged only by upstream policy: left out.


# The filter tests whose cases become negatives: test name (or file:test for the two named
# test_success) -> the kind recorded. Their cases are values or lines upstream discards.
FILTER_NEGATIVES = {
    "test_is_potential_uuid": "filter:is_potential_uuid",
    "heuristic_filter_test.py:TestIsSequentialString": "filter:is_sequential_string",
    "heuristic_filter_test.py:TestIsLikelyIdString": "filter:is_likely_id_string",
    "gibberish_filter_test.py:TestShouldExcludeSecret": "filter:gibberish",
    "test_is_not_alphanumeric_string": "filter:is_not_alphanumeric_string",
    "test_is_prefixed_with_dollar_sign": "filter:is_prefixed_with_dollar_sign",
}


def keyword_secret(line):
    """The value detect-secrets' keyword plugin reports for a line. `secret = hunter2` is a
    literal (upstream: not an indirect reference) that the plugin skips only because it is
    unquoted; its value is what follows the `=`."""
    from detect_secrets.plugins.keyword import KeywordDetector
    from detect_secrets.settings import transient_settings

    with transient_settings({"plugins_used": [{"name": "KeywordDetector"}], "filters_used": []}):
        found = KeywordDetector().analyze_line(filename="mock_filename", line=line)
    return next(iter(found)).secret_value if found else line.split("=", 1)[1].strip(" \"'")


def filter_tests(root, corpus):
    """Values and lines the upstream heuristic filters are tested to discard."""
    for name in ("heuristic_filter_test.py", "gibberish_filter_test.py"):
        source = f"tests/filters/{name}"
        with open(os.path.join(root, "tests", "filters", name), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        namespace = module_namespace(tree)
        classes = {id(f): c.name for c in ast.walk(tree) if isinstance(c, ast.ClassDef)
                   for f in c.body}
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            test = node.name
            owner = f"{name}:{classes.get(id(node))}"
            holder = ast.Module(body=[ast.Expr(d) for d in node.decorator_list], type_ignores=[])
            for names, values, line in parametrized_cases(holder, namespace):
                case = dict(zip(names, values))
                where = f"{source}:{line}"
                if test in ("test_is_templated_secret", "test_is_indirect_reference"):
                    # templated: result True = still flagged; indirect: True = discarded.
                    if case["result"] == (test == "test_is_templated_secret"):
                        corpus.add(case["line"], "redact", keyword_secret(case["line"]),
                                   "KeywordDetector", where)
                    else:
                        corpus.add(case["line"], "keep", None, "KeywordDetector", where)
                elif test == "test_failure" and case.get("plugin") is not None:
                    # The one listed non-id that names a detector is an AWS key id.
                    corpus.add(case["line"], "redact", case["secret"],
                               type(case["plugin"]).__name__, where)
                elif test == "test_success" and owner in FILTER_NEGATIVES:
                    corpus.add(case.get("line", case["secret"]), "keep", None,
                               FILTER_NEGATIVES[owner], where)
                elif test in FILTER_NEGATIVES and case.get("result", True):
                    corpus.add(case["secret"], "keep", None, FILTER_NEGATIVES[test], where)


# test_data: (file, the plugins upstream scans it with, lines upstream says hold secrets or
# "all" for every line the scan reports, lines upstream says hold none, citation).
TEST_DATA = [
    # secrets_collection_test.py asserts 5 secrets under the default plugins (base64, hex, basic
    # auth, the AWS pair); test_line_based_success removes line 2 as an id ("This will remove the
    # `id` string") and the EXAMPLE keys; line 1 is named red_herring.
    ("test_data/each_secret.py", None, [4, 5, 6, 8, 9], [1, 2]),
    # test_file_based_success_unexpected_config_file: each file yields a secret.
    ("test_data/config.env", None, "all", []),
    ("test_data/config.md", None, "all", []),
    # test_file_based_success_config lists its lines (Base64HighEntropyString, limit 3.0); line
    # 33 holds line 32's value behind `foreign_key_id` and is not listed (an id).
    ("test_data/config.ini", ("Base64HighEntropyString", 3.0), "listed", [33]),
    # test_file_based_success_yaml lists its lines (HexHighEntropyString, limit 3.0); the file's
    # own comments mark lines 16 (an id) and 18 (a UUID) as not secrets.
    ("test_data/config.yaml", ("HexHighEntropyString", 3.0), "listed", [16, 18]),
    # pre_commit_hook_test.py: the commit of file_with_secrets.py is blocked, of
    # file_with_no_secrets.py allowed.
    ("test_data/files/file_with_secrets.py", None, "all", []),
    ("test_data/files/file_with_no_secrets.py", None, [], [2]),
    ("test_data/files/tmp/file_with_secrets.py", None, "all", []),
]
DEFAULT_PLUGINS = ["AWSKeyDetector", "Base64HighEntropyString", "BasicAuthDetector",
                   "HexHighEntropyString", "KeywordDetector", "PrivateKeyDetector"]
# When the scan reports one value under several plugins, the kind is the most specific one.
PREFERENCE = ["AWSKeyDetector", "BasicAuthDetector", "PrivateKeyDetector", "KeywordDetector",
              "HexHighEntropyString", "Base64HighEntropyString"]


def listed_lines(root, path):
    with open(os.path.join(root, "tests", "core", "secrets_collection_test.py"), encoding="utf-8") as f:
        test = f.read()
    pattern = r"'Location:\s+%s:(\d+)' % str\(Path\('" + re.escape(path) + r"'\)\)"
    return [int(n) for n in re.findall(pattern, test)]


def test_data(root, corpus):
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.core.secrets_collection import SecretsCollection
    from detect_secrets.settings import transient_settings

    by_type = {t: c.__name__ for t, c in get_mapping_from_secret_type_to_class().items()}
    for path, settings, secret_lines, clean_lines in TEST_DATA:
        with open(os.path.join(root, path), encoding="utf-8") as f:
            lines = f.read().split("\n")
        plugins = ([{"name": settings[0], "limit": settings[1]}] if settings
                   else [{"name": n} for n in DEFAULT_PLUGINS])
        cwd = os.getcwd()
        os.chdir(root)
        try:
            with transient_settings({"plugins_used": plugins, "filters_used": []}):
                scan = SecretsCollection()
                scan.scan_file(path)
                found = {}
                for _, secret in scan:
                    found.setdefault(secret.line_number, {}).setdefault(
                        secret.secret_value, []).append(by_type[secret.type])
        finally:
            os.chdir(cwd)
        if secret_lines == "all":
            secret_lines = sorted(found)
        elif secret_lines == "listed":
            secret_lines = listed_lines(root, path)
        for number in secret_lines:
            text = lines[number - 1]
            if "pragma: allowlist secret" in text:
                continue  # upstream's in-file exemption: no statement either way
            # An INI value continued on the next line is read with its key line.
            start = number
            while path.endswith(".ini") and start > 1 and lines[start - 1][:1].isspace() and "=" not in lines[start - 1]:
                start -= 1
            text = "\n".join(lines[start - 1:number])
            for value, kinds in sorted(found.get(number, {}).items()):
                if value not in text:
                    continue  # decoded by a transformer (YAML !!binary): not in the text
                kind = min(kinds, key=PREFERENCE.index)
                corpus.add(text, "redact", value, kind, f"{path}:{number}")
        for number in clean_lines:
            corpus.add(lines[number - 1], "keep", None, "test_data", f"{path}:{number}")

    # tests/plugins/private_key_test.py's detector on the sample key file.
    path = "test_data/files/private_key"
    with open(os.path.join(root, path), encoding="utf-8") as f:
        content = f.read()
    body = content.split("PRIVATE KEY-----\n", 1)[1].split("\n-----END", 1)[0]
    corpus.add(content.rstrip("\n"), "redact", body, "PrivateKeyDetector", f"{path}:1")


def checkout(path):
    """A directory holding the upstream files at COMMIT (a bare git dir is archived first)."""
    if os.path.isdir(os.path.join(path, "tests", "plugins")):
        return path, None
    temp = tempfile.TemporaryDirectory()
    archive = subprocess.run(["git", "--git-dir", path, "archive", COMMIT,
                              "detect_secrets", "tests", "test_data"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", temp.name], input=archive, check=True)
    return temp.name, temp


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root, keep_alive = checkout(sys.argv[1])
    sys.path.insert(0, root)
    corpus = Corpus()
    plugin_tests(root, corpus)
    filter_tests(root, corpus)
    test_data(root, corpus)
    with open(OUT, "w", encoding="utf-8") as f:
        for row in corpus.rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    positives = [r for r in corpus.rows if r["expect"] == "redact"]
    print(f"{len(corpus.rows)} lines: {len(positives)} positives "
          f"({sum(r['claimed'] for r in positives)} claimed), "
          f"{len(corpus.rows) - len(positives)} negatives; {corpus.left_out} upstream negatives "
          f"left out -> {OUT}", file=sys.stderr)
    del keep_alive


if __name__ == "__main__":
    main()
