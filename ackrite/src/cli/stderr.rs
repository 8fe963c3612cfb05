//! Stderr, through the redactor: every log line, whoever emits it, and every message the command
//! line prints there.
//!
//! Logs can hold what a request held: at `debug` rmcp logs each raw request (arguments, method
//! name, id), at `info` it logs the client's name, and a warning quotes an unknown method. Rather
//! than trust every call site, the one writer `tracing-subscriber` writes through redacts each
//! event whole before a byte of it reaches stderr. The event is buffered so the redactor sees all
//! of it at once: a secret split across two writes would otherwise pass in halves.

use std::io::{self, Write};

use tracing_subscriber::fmt::MakeWriter;

use crate::secrets;

/// The [`MakeWriter`] of the log subscriber: one [`RedactedEvent`] per event.
#[derive(Clone, Copy, Default)]
pub struct RedactedStderr;

impl<'a> MakeWriter<'a> for RedactedStderr {
    type Writer = RedactedEvent;

    fn make_writer(&'a self) -> Self::Writer {
        RedactedEvent::default()
    }
}

/// One event's text, held until the event is complete, then written redacted.
#[derive(Default)]
pub struct RedactedEvent {
    text: Vec<u8>,
}

impl Write for RedactedEvent {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.text.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    /// Nothing is written before the event is complete (see [`Drop`]).
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for RedactedEvent {
    fn drop(&mut self) {
        if !self.text.is_empty() {
            write_redacted(&String::from_utf8_lossy(&self.text));
        }
    }
}

/// Writes `text` to stderr with every secret replaced. A closed stderr is not worth failing for.
pub fn write_redacted(text: &str) {
    let clean = secrets::redact(text);
    let _ = io::stderr().lock().write_all(clean.as_bytes());
}

/// One line of the command line's own, `ackrite: <message>`, redacted.
pub fn line(message: &str) {
    write_redacted(&format!("ackrite: {message}\n"));
}
