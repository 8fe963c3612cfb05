//! A small seeded generator of random characters, so that every sample in the corpus is made up
//! on the spot and the corpus is the same on every run. No sample is a real or published key.

/// SplitMix64: tiny, fast, and good enough to scatter characters.
pub struct Rng(u64);

pub const ALNUM: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
pub const HEX: &str = "0123456789abcdef";
pub const BASE64: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
pub const URLSAFE: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
pub const UPPER_DIGITS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
pub const DIGITS: &str = "0123456789";
pub const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
pub const BECH32: &str = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";
pub const PASSWORD: &str = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!%^*_-+.";

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// `n` characters drawn from `alphabet`.
    pub fn chars(&mut self, alphabet: &str, n: usize) -> String {
        let bytes = alphabet.as_bytes();
        (0..n)
            .map(|_| char::from(bytes[self.below(bytes.len())]))
            .collect()
    }

    /// Random alphanumerics with at least one digit, one upper and one lower case letter, the
    /// way most key generators emit them.
    pub fn mixed(&mut self, n: usize) -> String {
        loop {
            let s = self.chars(ALNUM, n);
            let has = |f: fn(&u8) -> bool| s.bytes().any(|b| f(&b));
            if has(u8::is_ascii_digit) && has(u8::is_ascii_uppercase) && has(u8::is_ascii_lowercase)
            {
                return s;
            }
        }
    }

    /// A password: mixed characters with at least one digit and one letter.
    pub fn password(&mut self) -> String {
        let n = 10 + self.below(10);
        loop {
            let s = self.chars(PASSWORD, n);
            if s.bytes().any(|b| b.is_ascii_digit()) && s.bytes().any(|b| b.is_ascii_alphabetic()) {
                return s;
            }
        }
    }

    pub fn uuid(&mut self) -> String {
        format!(
            "{}-{}-{}-{}-{}",
            self.chars(HEX, 8),
            self.chars(HEX, 4),
            self.chars(HEX, 4),
            self.chars(HEX, 4),
            self.chars(HEX, 12)
        )
    }

    /// Standard base64 of `bytes` random bytes, padded.
    pub fn base64_of(&mut self, bytes: usize) -> String {
        let raw: Vec<u8> = (0..bytes).map(|_| (self.next() & 0xff) as u8).collect();
        encode_base64(&raw)
    }
}

pub fn encode_base64(raw: &[u8]) -> String {
    let table = BASE64.as_bytes();
    let mut out = String::new();
    for chunk in raw.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(table[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Base64url without padding of a JSON object, as in a JWT segment.
pub fn base64url_json(json: &str) -> String {
    encode_base64(json.as_bytes())
        .trim_end_matches('=')
        .replace('+', "-")
        .replace('/', "_")
}
