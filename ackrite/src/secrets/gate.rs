//! Gates: cheap looks at the bytes next to a keyword hit, each a condition that every match of
//! a pattern meets.
//!
//! Keywords such as `token`, `secret`, `password` and `session` are everywhere in logs and
//! prose, and a regex search costs a fixed overhead however short its window. Most hits fail
//! at once (`token expired`, `invalid password`), and a gate tells so from a few bytes: a
//! keyed pattern needs `:` or `=` after its key, a query-string pattern a `?`, `&` or `#` before
//! the parameter's name. A gate only ever turns away hits where the pattern cannot match, so
//! it changes the cost of a search, never its result.
//!
//! A gate reads the hit as one of its pattern's own keywords; a hit that only gates a pattern
//! because it hides a shorter keyword (see `keywords`) is never gated. Scans over long runs
//! are remembered, so that a megabyte of keywords in one run costs one scan of it.

/// Which look a gated pattern needs at its hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Gate {
    /// ``KEY \\?["'`]? ]? [ \t]* (: | = | "|")``, or blanks holding a tab: the key around the
    /// keyword is given a value (keyed patterns, headers, cookies, session ids).
    Assigned,
    /// `[?&#] NAME =`: the keyword is in the name of a query-string parameter.
    Query,
    /// `<NAME>`: the keyword is in the name of an XML element.
    Element,
    /// `://` followed, before the authority ends, by an `@`: a URL with userinfo (a `#` in a
    /// password, unencoded as people write it, does not end the authority).
    Userinfo,
    /// A space or a tab right after the keyword (`requirepass …`).
    Blank,
    /// [`Gate::Blank`], and this word (ASCII case folded) later on the same line: a `.netrc`
    /// entry opened by `machine` or `default` holds a `password`. "Off by default in
    /// production" is common in claims about configuration, and a regex run on every such line
    /// costs more than reading the line once.
    BlankThen(&'static str),
    /// Blanks after the keyword, then at least this many token characters
    /// `[A-Za-z0-9._~+/=-]` (`Bearer …`, `Basic …`; prose such as `Bearer token` stops short).
    Word(usize),
    /// `-NAME` starting a command-line word, followed by `=` or a blank.
    Flag,
    /// The keyword inside the value of a `name`, `key` or `parameterKey` field (`name:
    /// DB_PASSWORD`, `key="Password"`, `"name": "sessionid"`): a name whose value sits in a
    /// sibling field.
    Named,
    /// Blanks after the keyword, then a quote or `for ` (`PASSWORD 'x'`, `SET PASSWORD FOR`),
    /// or the keyword first on its line (`password x` in a `.netrc`).
    Spaced,
    /// The keyword is a word of its own followed by a blank (`set x`, not `reset x` or
    /// `config:`), as a subcommand is written.
    WordStart,
}

const GATES: usize = 10;

/// Name characters of a key (`[a-z0-9_.-]` under `(?i)`).
pub(crate) fn is_key_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-')
}

/// The regex crate's ASCII `\s`, which (unlike [`u8::is_ascii_whitespace`]) has `\v`.
pub(crate) fn is_space(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ')
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-')
}

fn is_element_byte(b: u8) -> bool {
    is_key_byte(b) || b == b':'
}

fn is_flag_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-'
}

/// The end of a run of bytes of one class, remembered: `bytes[from..end]` is all in the class
/// and `bytes[end]` is not, so any query inside the run is answered without a scan.
pub(crate) struct Run {
    from: usize,
    end: usize,
}

impl Default for Run {
    /// Nothing remembered yet.
    fn default() -> Self {
        Run {
            from: usize::MAX,
            end: 0,
        }
    }
}

impl Run {
    pub(crate) fn end_of(&mut self, bytes: &[u8], pos: usize, class: fn(u8) -> bool) -> usize {
        if pos < self.from || pos > self.end {
            self.from = pos;
            self.end = bytes[pos..]
                .iter()
                .position(|&b| !class(b))
                .map_or(bytes.len(), |offset| pos + offset);
        }
        self.end
    }
}

/// Evaluates gates over one text, hit after hit (in increasing order of start).
pub(crate) struct Gates<'t> {
    bytes: &'t [u8],
    key_run: Run,
    element_run: Run,
    flag_run: Run,
    /// The last key end looked at and its verdict: hits in one run share both.
    assigned: (usize, bool),
    /// For [`Gate::BlankThen`]: the line of the last hit looked at, and, read from that hit's
    /// end to the line's end, where the word last starts. Hits come in increasing order, so a
    /// later hit on the same line needs no new scan: the word follows it only if that last
    /// occurrence does.
    line: Run,
    last_word: (usize, usize, Option<usize>),
    hit: (usize, usize),
    verdicts: [Option<bool>; GATES],
}

impl<'t> Gates<'t> {
    pub(crate) fn new(bytes: &'t [u8]) -> Self {
        Gates {
            bytes,
            key_run: Run::default(),
            element_run: Run::default(),
            flag_run: Run::default(),
            assigned: (usize::MAX, false),
            line: Run::default(),
            last_word: (usize::MAX, usize::MAX, None),
            hit: (usize::MAX, 0),
            verdicts: [None; GATES],
        }
    }

    /// Whether the hit `start..end` passes `gate`.
    pub(crate) fn pass(&mut self, gate: Gate, start: usize, end: usize) -> bool {
        if self.hit != (start, end) {
            self.hit = (start, end);
            self.verdicts = [None; GATES];
        }
        let slot = match gate {
            Gate::Assigned => 0,
            Gate::Query => 1,
            Gate::Element => 2,
            Gate::Userinfo => 3,
            Gate::Blank => 4,
            Gate::Flag => 5,
            Gate::Named => 6,
            Gate::Spaced => 7,
            Gate::WordStart => 8,
            Gate::BlankThen(_) => 9,
            // As cheap as a cached verdict.
            Gate::Word(shortest) => return self.word(end, shortest),
        };
        if let Some(verdict) = self.verdicts[slot] {
            return verdict;
        }
        let verdict = match gate {
            Gate::Assigned => self.assigned(start, end),
            Gate::Query => self.query(start),
            Gate::Element => self.element(start, end),
            Gate::Userinfo => self.userinfo(end),
            Gate::Blank => matches!(self.bytes.get(end), Some(b' ' | b'\t')),
            Gate::BlankThen(word) => {
                matches!(self.bytes.get(end), Some(b' ' | b'\t')) && self.word_follows(word, end)
            }
            Gate::Word(shortest) => self.word(end, shortest),
            Gate::Flag => self.flag(start),
            Gate::Named => self.named_field(start, end).is_some(),
            Gate::Spaced => self.spaced(start, end),
            Gate::WordStart => {
                (start == 0 || !self.bytes[start - 1].is_ascii_alphanumeric())
                    && matches!(self.bytes.get(end), Some(b' ' | b'\t'))
            }
        };
        self.verdicts[slot] = Some(verdict);
        verdict
    }

    fn assigned(&mut self, start: usize, end: usize) -> bool {
        let bytes = self.bytes;
        let Some(first) = (start..end).find(|&i| is_key_byte(bytes[i])) else {
            return true;
        };
        let key_end = self.key_run.end_of(bytes, first, is_key_byte);
        if self.assigned.0 != key_end {
            self.assigned = (key_end, separator_follows(bytes, key_end));
        }
        self.assigned.1
    }

    /// Whether `word` (ASCII case folded) starts after `end` on the line `end` is on. A line
    /// ends at any whitespace but a blank: the patterns this gates match blanks and non-space
    /// bytes only.
    fn word_follows(&mut self, word: &str, end: usize) -> bool {
        let bytes = self.bytes;
        let line_end = self
            .line
            .end_of(bytes, end, |b| !is_space(b) || matches!(b, b' ' | b'\t'));
        let (from, line, _) = self.last_word;
        if line != line_end || from > end {
            let word = word.as_bytes();
            let last = bytes[end..line_end]
                .windows(word.len())
                .rposition(|window| window.eq_ignore_ascii_case(word))
                .map(|offset| end + offset);
            self.last_word = (end, line_end, last);
        }
        self.last_word.2.is_some_and(|start| start > end)
    }

    fn query(&self, start: usize) -> bool {
        // Parameter names are short: a longer run cannot be one of them.
        const NAME: usize = 40;
        let bytes = self.bytes;
        let mut name_start = start;
        while name_start > 0 && is_name_byte(bytes[name_start - 1]) {
            if start - name_start >= NAME {
                return false;
            }
            name_start -= 1;
        }
        if name_start == 0 || !matches!(bytes[name_start - 1], b'?' | b'&' | b'#') {
            return false;
        }
        bytes[start..]
            .iter()
            .take(NAME)
            .position(|&b| !is_name_byte(b))
            .is_some_and(|offset| bytes[start + offset] == b'=')
    }

    fn element(&mut self, start: usize, end: usize) -> bool {
        // Beyond this, the element's start is outside any window the regex would search.
        const BACK: usize = 128;
        let bytes = self.bytes;
        let Some(first) = (start..end).find(|&i| is_element_byte(bytes[i])) else {
            return true;
        };
        let name_end = self.element_run.end_of(bytes, first, is_element_byte);
        if bytes.get(name_end) != Some(&b'>') {
            return false;
        }
        let mut name_start = first;
        while name_start > 0 && is_element_byte(bytes[name_start - 1]) {
            if first - name_start >= BACK {
                return true;
            }
            name_start -= 1;
        }
        name_start > 0 && bytes[name_start - 1] == b'<'
    }

    fn word(&self, end: usize, shortest: usize) -> bool {
        let tail = &self.bytes[end..];
        let blanks = tail
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        blanks > 0
            && tail[blanks..]
                .iter()
                .take(shortest)
                .take_while(|&&b| b.is_ascii_alphanumeric() || b"._~+/=-".contains(&b))
                .count()
                == shortest
    }

    fn userinfo(&self, end: usize) -> bool {
        const AUTHORITY: usize = 1024;
        let tail = &self.bytes[end..];
        let stop = tail
            .iter()
            .take(AUTHORITY)
            .position(|&b| b == b'@' || is_space(b) || b"/?\"'<>".contains(&b));
        match stop {
            Some(offset) => tail[offset] == b'@',
            None => tail.len() >= AUTHORITY,
        }
    }

    /// Where a sibling-field match through the hit `start..end` can start: for each run of key
    /// characters that begins in the hit (a keyword hidden inside a longer hit may sit in a
    /// later run, as `key` does in `private key`), the start of the `name`, `key` or
    /// `parameterkey` field whose value that run is, if it is one. Written into `fields`
    /// (cleared first), which the caller reuses for every hit.
    pub(crate) fn named_fields(&self, start: usize, end: usize, fields: &mut Vec<usize>) {
        fields.clear();
        let bytes = self.bytes;
        let mut previous_key_byte = false;
        for (i, &byte) in bytes[..end].iter().enumerate().skip(start) {
            let key_byte = is_key_byte(byte);
            let run_starts = key_byte && !previous_key_byte;
            previous_key_byte = key_byte;
            if run_starts {
                if let Some(field) = self.named_field(i, end) {
                    if fields.last() != Some(&field) {
                        fields.push(field);
                    }
                }
            }
        }
    }

    /// For a hit inside the value of a `name`, `key` or `parameterkey` field: where that
    /// field's name starts, which is where a sibling-field match must start.
    fn named_field(&self, start: usize, end: usize) -> Option<usize> {
        // Beyond this, the field's start is outside any window the regex would search.
        const BACK: usize = 96;
        let bytes = self.bytes;
        let first = (start..end).find(|&i| is_key_byte(bytes[i]))?;
        let floor = first.saturating_sub(BACK);
        let mut at = first;
        while at > floor && is_key_byte(bytes[at - 1]) {
            at -= 1;
        }
        let blanks_back = |mut at: usize| {
            while at > 0 && matches!(bytes[at - 1], b' ' | b'\t') {
                at -= 1;
            }
            at
        };
        let quote_back = |mut at: usize| {
            if at > 0 && matches!(bytes[at - 1], b'"' | b'\'') {
                at -= 1;
                if at > 0 && bytes[at - 1] == b'\\' {
                    at -= 1;
                }
            }
            at
        };
        let at = blanks_back(quote_back(at));
        if at == 0 || !matches!(bytes[at - 1], b':' | b'=') {
            return None;
        }
        let at = quote_back(blanks_back(at - 1));
        [&b"name"[..], b"key", b"parameterkey"]
            .iter()
            .find(|word| {
                at >= word.len()
                    && bytes[at - word.len()..at].eq_ignore_ascii_case(word)
                    && (at == word.len() || {
                        let before = bytes[at - word.len() - 1];
                        !(before.is_ascii_alphanumeric() || before == b'_')
                    })
            })
            .map(|word| at - word.len())
    }

    fn spaced(&self, start: usize, end: usize) -> bool {
        let bytes = self.bytes;
        let tail = &bytes[end..];
        let blanks = tail
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        if blanks == 0 {
            return false;
        }
        let next = &tail[blanks..];
        if matches!(next.first(), Some(b'"' | b'\''))
            || next
                .get(..4)
                .is_some_and(|w| w.eq_ignore_ascii_case(b"for "))
        {
            return true;
        }
        let mut at = start;
        while at > 0 && matches!(bytes[at - 1], b' ' | b'\t') {
            at -= 1;
        }
        at == 0 || matches!(bytes[at - 1], b'\n' | b'\r')
    }

    fn flag(&mut self, start: usize) -> bool {
        const BACK: usize = 64;
        let bytes = self.bytes;
        let name_end = self.flag_run.end_of(bytes, start, is_flag_byte);
        if !matches!(bytes.get(name_end), Some(b'=' | b' ' | b'\t')) {
            return false;
        }
        let mut word_start = start;
        while word_start > 0 && is_flag_byte(bytes[word_start - 1]) {
            if start - word_start >= BACK {
                return true;
            }
            word_start -= 1;
        }
        bytes[word_start] == b'-'
            && (word_start == 0
                || matches!(bytes[word_start - 1], b'\'' | b'"')
                || is_space(bytes[word_start - 1]))
    }
}

/// What follows every key that is given a value: `\\?["']?]?` (an escaped or closing quote, an
/// index's `]`), blanks, then `:`, `=` or `|`; or blanks holding a tab, then a value.
pub(crate) fn separator_follows(bytes: &[u8], pos: usize) -> bool {
    let start = crate::secrets::assignment::after_key(bytes, pos);
    let mut pos = start;
    while matches!(bytes.get(pos), Some(b' ' | b'\t')) {
        pos += 1;
    }
    match bytes.get(pos) {
        Some(b':' | b'=' | b'|') => true,
        Some(&b) => !is_space(b) && bytes[start..pos].contains(&b'\t'),
        None => false,
    }
}
