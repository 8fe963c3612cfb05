//! The way to stdout: the reply queue, its byte budget, the writer pump, and what happens when
//! stdout fails.

use std::io::{self, BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Serialize;
use tokio::sync::{mpsc, oneshot, Notify};

use super::budget::{Budget, Share};

/// Replies queued for stdout: enough for a client that pipelines, few enough that a client
/// that stops reading cannot make the queue grow (rmcp then waits).
pub const QUEUED_REPLIES: usize = 64;

/// The bytes of those replies.
const REPLY_BYTES: usize = 4 * 1024 * 1024;

/// What the writer pump is asked to do.
pub enum Out {
    /// A line to write, and its share of the reply budget, given back once written.
    Line(Vec<u8>, Share),
    Close,
}

/// One message as one line of JSON.
pub fn to_line(message: &impl Serialize) -> io::Result<Vec<u8>> {
    let mut line = serde_json::to_vec(message).map_err(io::Error::other)?;
    line.push(b'\n');
    Ok(line)
}

/// Set once stdout fails: the client has closed it, so the server stops (one log line, exit 0)
/// instead of answering into nothing until stdin closes.
#[derive(Default)]
pub struct Broken {
    gone: AtomicBool,
    notify: Notify,
}

impl Broken {
    pub fn set(&self, error: &io::Error) {
        if !self.gone.swap(true, Ordering::SeqCst) {
            tracing::warn!("stdout is closed ({error}): the client is gone, stopping");
            self.notify.notify_one();
        }
    }

    pub fn is_set(&self) -> bool {
        self.gone.load(Ordering::SeqCst)
    }

    /// Returns once stdout has failed.
    pub async fn wait(&self) {
        if !self.is_set() {
            self.notify.notified().await;
        }
    }
}

/// The way to stdout: the writer pump's queue and the reply budget.
#[derive(Clone)]
pub struct Replies {
    queue: mpsc::Sender<Out>,
    budget: Arc<Budget>,
    broken: Arc<Broken>,
}

impl Replies {
    pub fn new(queue: mpsc::Sender<Out>, broken: Arc<Broken>) -> Self {
        Replies {
            queue,
            budget: Arc::new(Budget::new(REPLY_BYTES, QUEUED_REPLIES)),
            broken,
        }
    }

    /// Waits until the queue has room for a reply.
    pub async fn room(&self) {
        self.budget.room().await;
    }

    /// Queues a line once the budget has room; false once stdout is gone.
    pub async fn put(&self, line: Vec<u8>) -> bool {
        if self.broken.is_set() {
            return false;
        }
        let Some(share) = self.budget.take(line.len()).await else {
            return false;
        };
        self.queue.send(Out::Line(line, share)).await.is_ok()
    }
}

/// The writer pump, on its own thread: writes queued lines, flushing once whenever the queue
/// runs dry, until asked to close or stdout fails. A client that stops reading blocks this
/// thread in `write`, never the runtime.
pub fn write_lines(
    output: impl Write,
    mut queue: mpsc::Receiver<Out>,
    finished: oneshot::Sender<()>,
    broken: &Broken,
) {
    let mut output = BufWriter::with_capacity(64 * 1024, output);
    let mut written = Vec::new();
    'queue: while let Some(first) = queue.blocking_recv() {
        let mut next = Some(first);
        while let Some(out) = next.take() {
            let Out::Line(line, share) = out else {
                break 'queue;
            };
            if let Err(error) = output.write_all(&line) {
                broken.set(&error);
                break 'queue;
            }
            // Given back once flushed: until then the bytes are still held, in the buffer.
            written.push(share);
            next = queue.try_recv().ok();
        }
        if let Err(error) = output.flush() {
            broken.set(&error);
            break;
        }
        written.clear();
    }
    if let Err(error) = output.flush() {
        broken.set(&error);
    }
    let _ = finished.send(());
}
