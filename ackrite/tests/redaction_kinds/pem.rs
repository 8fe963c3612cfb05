//! Real-looking private keys: RSA (PKCS#1, PKCS#8, encrypted PKCS#8), EC (SEC1) and OpenSSH
//! (Ed25519, ECDSA, RSA) keys generated once on a development machine with `openssl` and
//! `ssh-keygen` for this test and nothing else, with a placeholder word spliced into one line of
//! base64, in the carriers a key is pasted in.

use super::generate::BASE64;
use super::Body;

const FIXTURES: &[&str] = &[
    include_str!("keys/rsa_pkcs1.pem"),
    include_str!("keys/rsa_pkcs8.pem"),
    include_str!("keys/rsa_encrypted.pem"),
    include_str!("keys/ec_p256.pem"),
    include_str!("keys/ed25519_openssh.pem"),
    include_str!("keys/ecdsa_openssh.pem"),
    include_str!("keys/rsa_openssh.pem"),
];

/// Each fixture, its word-spliced line, in every carrier, with the lines that must not survive.
pub fn samples(body: &mut Body<'_>) -> Vec<(&'static str, String, Vec<String>)> {
    let mut out = Vec::new();
    for fixture in FIXTURES {
        let mut lines: Vec<String> = fixture.lines().map(str::to_string).collect();
        let inner = lines.len() - 2;
        let at = 1 + body.rng.below(inner);
        let width = lines[at].len();
        if width > 12 {
            let spliced = body.chars(BASE64, width);
            // Keep most of the real line, so that the key stays real-looking.
            let keep = body.rng.below(width / 2);
            lines[at] = format!("{}{}", &lines[at][..keep], &spliced[keep..]);
        }
        let block = lines.join("\n");
        let secrets: Vec<String> = lines[1..lines.len() - 1]
            .iter()
            .filter(|line| line.len() >= 16)
            .cloned()
            .collect();
        let kind = "private_key";
        let escaped = block.replace('\n', "\\n");
        let carriers = [
            format!("$ cat ~/.ssh/id_rsa\n{block}\n$ ls"),
            format!("tls:\n  key: |\n    {}\n  cert: server.crt", block.replace('\n', "\n    ")),
            format!("{{\"key\": \"{escaped}\\n\"}}"),
            format!("{{\"type\": \"service_account\", \"private_key\": \"{escaped}\\n\", \"client_id\": \"1\"}}"),
            format!("2024-05-03 DEBUG loaded key:\n{}\n[truncated]", lines[..lines.len() - 1].join("\n")),
            format!("- name: TLS_KEY\n  value: \"{escaped}\""),
            format!("<add key=\"SigningKey\" value=\"{escaped}\" />"),
        ];
        for text in carriers {
            out.push((kind, text, secrets.clone()));
        }
    }
    out
}
