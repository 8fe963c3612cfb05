//! The stdio transport: one thread reads stdin, one thread writes stdout, and rmcp sees
//! parsed messages.
//!
//! Why threads and not tokio's stdin/stdout: tokio performs every stdio read and write on its
//! blocking pool, a thread hop per operation, and a read on stdin can never be cancelled. A
//! dedicated reader blocks in `read(2)` and hands each parsed message to the runtime; a
//! dedicated writer drains whatever replies are queued, writes them and flushes once. Every
//! byte on stdout — rmcp's replies and the framing's own error replies — leaves through that
//! one writer, a whole line at a time, so nothing can interleave.
//!
//! Both queues are bounded: a client that stops reading stdout fills the reply queue, no new
//! request is handed to rmcp until it drains, and the reader stops reading stdin. Memory stays
//! bounded, and the runtime never blocks, so a termination signal is still handled.

use std::future::Future;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::thread;
use std::time::Duration;

use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use rmcp::RoleServer;
use serde::Serialize;
use tokio::sync::{mpsc, oneshot};

use super::framing::{self, Verdict};

/// Messages parsed ahead of the server: enough for a client that pipelines, few enough that a
/// flood of large requests stays bounded in memory (the reader then waits).
const QUEUED_MESSAGES: usize = 32;

/// Replies queued for stdout, for the same reasons.
const QUEUED_REPLIES: usize = 64;

/// How long, at exit, queued replies may take to reach stdout.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(2);

/// What the writer thread is asked to do.
enum Out {
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

/// Starts the reader and writer threads over `input` and `output`.
pub fn start(
    input: impl Read + Send + 'static,
    output: impl Write + Send + 'static,
) -> io::Result<(StdioTransport, Drain)> {
    let (outgoing, mut queue) = mpsc::channel(QUEUED_REPLIES);
    let (finished_tx, finished) = oneshot::channel();
    thread::Builder::new()
        .name("ackrite-stdout".into())
        .spawn(move || {
            write_lines(output, &mut queue);
            let _ = finished_tx.send(());
        })?;
    let (deliver, incoming) = mpsc::channel(QUEUED_MESSAGES);
    let replies = outgoing.clone();
    thread::Builder::new()
        .name("ackrite-stdin".into())
        .spawn(move || {
            let input = BufReader::with_capacity(64 * 1024, input);
            read_lines(input, &deliver, &replies);
        })?;
    Ok((
        StdioTransport {
            incoming,
            outgoing: outgoing.clone(),
        },
        Drain { outgoing, finished },
    ))
}

/// Reads until end of input, delivering messages and answering what cannot be delivered.
/// Ends the incoming stream (and so the session) at end of input or when stdin fails.
fn read_lines(
    mut input: impl BufRead,
    deliver: &mpsc::Sender<RxJsonRpcMessage<RoleServer>>,
    replies: &mpsc::Sender<Out>,
) {
    let mut line = Vec::new();
    loop {
        let verdict = match framing::read_line(&mut input, &mut line) {
            Ok(Some(false)) => framing::judge(&line),
            Ok(Some(true)) => framing::oversized(&line),
            Ok(None) => break,
            Err(error) => {
                tracing::warn!("stdin failed: {error}");
                break;
            }
        };
        let delivered = match verdict {
            Verdict::Deliver(message) => deliver.blocking_send(*message).is_ok(),
            Verdict::Skip => true,
            Verdict::Reply(reply) => {
                to_line(&reply).is_ok_and(|out| replies.blocking_send(out).is_ok())
            }
        };
        if !delivered {
            break;
        }
        // A huge line must not keep its buffer for the rest of the session.
        line.shrink_to(64 * 1024);
    }
}

/// Writes queued lines, flushing once whenever the queue runs dry, until asked to close or
/// stdout fails.
fn write_lines(output: impl Write, queue: &mut mpsc::Receiver<Out>) {
    let mut output = BufWriter::with_capacity(64 * 1024, output);
    while let Some(first) = queue.blocking_recv() {
        let mut next = Some(first);
        while let Some(out) = next.take() {
            match out {
                Out::Line(line) => {
                    if output.write_all(&line).is_err() {
                        return;
                    }
                }
                Out::Close => {
                    let _ = output.flush();
                    return;
                }
            }
            next = queue.try_recv().ok();
        }
        if output.flush().is_err() {
            return;
        }
    }
    let _ = output.flush();
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
