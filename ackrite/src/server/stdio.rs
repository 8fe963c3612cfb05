//! The stdio transport: rmcp sees parsed messages, and two pumps move bytes.
//!
//! Why not tokio's stdin/stdout: tokio performs every stdio read and write on its blocking
//! pool, a thread hop per operation, and a read on stdin can never be cancelled. Here a reader
//! pump reads lines, judges them (see `framing`) and queues each message for rmcp; a writer pump
//! drains the queued replies, a whole line at a time, so that rmcp's replies and the framing's
//! own error replies can never interleave on stdout.
//!
//! Each pump runs on the runtime's own event loop when the descriptor allows it (see
//! `evented`: no thread hop between a request arriving and its reply leaving), else on a
//! dedicated thread that blocks in `read(2)` or `write(2)`.
//!
//! Both queues are bounded: a client that stops reading stdout fills the reply queue, no new
//! request is handed to rmcp until it drains, and the reader stops reading stdin. Memory stays
//! bounded, and the runtime never blocks, so a termination signal is still handled.

use std::future::Future;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::thread;
use std::time::Duration;

use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use rmcp::RoleServer;
use serde::Serialize;
use tokio::sync::{mpsc, oneshot};

use super::evented;
use super::framing::{LineBuffer, Verdict};

/// Messages parsed ahead of the server: enough for a client that pipelines, few enough that a
/// flood of large requests stays bounded in memory (the reader then waits).
const QUEUED_MESSAGES: usize = 32;

/// Replies queued for stdout, for the same reasons.
const QUEUED_REPLIES: usize = 64;

/// How long, at exit, queued replies may take to reach stdout.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(2);

/// What the writer pump is asked to do.
pub enum Out {
    Line(Vec<u8>),
    Close,
}

/// One message as one line of JSON.
fn to_line(message: &impl Serialize) -> io::Result<Out> {
    let mut line = serde_json::to_vec(message).map_err(io::Error::other)?;
    line.push(b'\n');
    Ok(Out::Line(line))
}

fn closed<T>(_: T) -> io::Error {
    io::Error::new(io::ErrorKind::BrokenPipe, "stdout is closed")
}

/// Where the reader pump puts what it read.
pub struct Inbox {
    deliver: mpsc::Sender<RxJsonRpcMessage<RoleServer>>,
    replies: mpsc::Sender<Out>,
}

impl Inbox {
    /// Acts on a verdict; false once nobody listens any more.
    pub async fn put(&self, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Deliver(message) => self.deliver.send(*message).await.is_ok(),
            Verdict::Skip => true,
            Verdict::Reply(reply) => match to_line(&reply) {
                Ok(line) => self.replies.send(line).await.is_ok(),
                Err(_) => true,
            },
        }
    }

    /// As [`Inbox::put`], from a thread outside the runtime.
    fn put_blocking(&self, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Deliver(message) => self.deliver.blocking_send(*message).is_ok(),
            Verdict::Skip => true,
            Verdict::Reply(reply) => match to_line(&reply) {
                Ok(line) => self.replies.blocking_send(line).is_ok(),
                Err(_) => true,
            },
        }
    }
}

/// rmcp's view of stdio.
pub struct StdioTransport {
    incoming: mpsc::Receiver<RxJsonRpcMessage<RoleServer>>,
    outgoing: mpsc::Sender<Out>,
}

/// What is left to do at exit: let queued replies reach stdout.
pub struct Drain {
    outgoing: mpsc::Sender<Out>,
    finished: oneshot::Receiver<()>,
}

impl Drain {
    /// Waits (at most [`DRAIN_TIMEOUT`]) until every reply queued so far is written.
    pub async fn finish(self) {
        let drained = async {
            if self.outgoing.send(Out::Close).await.is_ok() {
                let _ = self.finished.await;
            }
        };
        let _ = tokio::time::timeout(DRAIN_TIMEOUT, drained).await;
    }
}

/// Starts the pumps over the process's stdin and stdout. Must be called inside the runtime.
pub fn start() -> io::Result<(StdioTransport, Drain)> {
    let (outgoing, queue) = mpsc::channel(QUEUED_REPLIES);
    let (finished_tx, finished) = oneshot::channel();
    let (deliver, incoming) = mpsc::channel(QUEUED_MESSAGES);
    let inbox = Inbox {
        deliver,
        replies: outgoing.clone(),
    };
    match evented::stdout() {
        Some(output) => {
            tokio::spawn(evented::write_lines(output, queue, finished_tx));
        }
        None => {
            let output = io::stdout();
            thread::Builder::new()
                .name("ackrite-stdout".into())
                .spawn(move || write_lines(output, queue, finished_tx))?;
        }
    }
    match evented::stdin() {
        Some(input) => {
            tokio::spawn(evented::read_lines(input, inbox));
        }
        None => {
            let input = BufReader::with_capacity(64 * 1024, io::stdin());
            thread::Builder::new()
                .name("ackrite-stdin".into())
                .spawn(move || read_lines(input, &inbox))?;
        }
    }
    Ok((
        StdioTransport {
            incoming,
            outgoing: outgoing.clone(),
        },
        Drain { outgoing, finished },
    ))
}

/// The reader pump on a thread: reads until end of input, or until stdin fails.
fn read_lines(mut input: impl BufRead, inbox: &Inbox) {
    let mut line = LineBuffer::default();
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => {
                tracing::warn!("stdin failed: {error}");
                break;
            }
        };
        if chunk.is_empty() {
            if !line.is_empty() {
                inbox.put_blocking(line.finish());
            }
            break;
        }
        let (used, ended) = line.take(chunk);
        input.consume(used);
        if ended && !inbox.put_blocking(line.finish()) {
            break;
        }
    }
}

/// The writer pump on a thread: writes queued lines, flushing once whenever the queue runs
/// dry, until asked to close or stdout fails.
fn write_lines(output: impl Write, mut queue: mpsc::Receiver<Out>, finished: oneshot::Sender<()>) {
    let mut output = BufWriter::with_capacity(64 * 1024, output);
    'queue: while let Some(first) = queue.blocking_recv() {
        let mut next = Some(first);
        while let Some(out) = next.take() {
            let Out::Line(line) = out else {
                break 'queue;
            };
            if output.write_all(&line).is_err() {
                break 'queue;
            }
            next = queue.try_recv().ok();
        }
        if output.flush().is_err() {
            break;
        }
    }
    let _ = output.flush();
    let _ = finished.send(());
}

impl Transport<RoleServer> for StdioTransport {
    type Error = io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let outgoing = self.outgoing.clone();
        let out = to_line(&item);
        async move { outgoing.send(out?).await.map_err(closed) }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        // rmcp queues each reply as its own task and reads on, so the limit on replies is kept
        // here: no new request is taken while the reply queue is full.
        if self.outgoing.capacity() == 0 {
            drop(self.outgoing.reserve().await.ok()?);
        }
        self.incoming.recv().await
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.incoming.close();
        Ok(())
    }
}
