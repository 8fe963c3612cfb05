//! The stdio transport: rmcp sees parsed messages, and two pumps move bytes, each on a thread
//! of its own that blocks in `read(2)` or `write(2)`.
//!
//! A reader pump reads lines, judges them (see `framing`) and queues each message for rmcp; a
//! writer pump drains the queued replies, a whole line at a time, so that rmcp's replies and the
//! framing's own error replies can never interleave on stdout.
//!
//! Why not tokio's stdin and stdout: they hand every read and every write to the blocking pool,
//! a thread woken and a completion sent back per operation. A thread that stays in `read` on
//! stdin and one that stays in `write` on stdout cost one hand-over per message each way
//! (`docs/performance.md` has the measurements). A blocked read cannot be cancelled either
//! way; the process exits without waiting for it.
//!
//! Both queues are bounded in bytes as well as in count (see `budget`): a request holds its
//! share from being read until its reply is queued, a reply until it is written. A client that
//! stops reading stdout fills the reply queue, no new request is handed to rmcp until it
//! drains, and the reader stops reading stdin. Memory stays bounded, and the runtime never
//! blocks, so a termination signal is still handled.
//!
//! Requests are tracked by id from being read until answered: rmcp keeps one pending request
//! per id and silently drops the replies of the others, so a request whose id is already being
//! answered is refused here, under that id. A stdout the client has closed ends the server
//! (see [`Broken`]): nobody can read what it would go on doing.

use std::collections::HashMap;
use std::future::Future;
use std::io::{self, BufRead, BufReader};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use rmcp::model::{ClientNotification, JsonRpcMessage, RequestId};
use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use rmcp::ErrorData;
use rmcp::RoleServer;
use tokio::sync::{mpsc, oneshot};

use super::budget::{Budget, Share};
use super::framing::{LineBuffer, Verdict};
use super::outgoing;
use super::replies::{to_line, write_lines, Broken, Out, Replies, QUEUED_REPLIES};

/// Requests read ahead of their replies: enough for a client that pipelines, few enough that a
/// flood of large requests stays bounded in memory (the reader then waits).
const REQUESTS_IN_FLIGHT: usize = 32;

/// The bytes of those requests, as read: four messages of the largest size.
const REQUEST_BYTES: usize = 4 * 1024 * 1024;

/// How long, at exit, queued replies may take to reach stdout.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(2);

/// A message for rmcp, with the share of the request budget it holds until answered.
pub struct Delivery {
    message: RxJsonRpcMessage<RoleServer>,
    share: Share,
}

/// Where the reader pump puts what it read.
struct Inbox {
    deliver: mpsc::Sender<Delivery>,
    replies: Replies,
    budget: Arc<Budget>,
}

impl Inbox {
    /// Acts on a verdict; false once nobody listens any more.
    async fn put(&self, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Deliver(message, bytes) => {
                let Some(share) = self.budget.take(bytes).await else {
                    return false;
                };
                let delivery = Delivery {
                    message: *message,
                    share,
                };
                self.deliver.send(delivery).await.is_ok()
            }
            Verdict::Skip => true,
            Verdict::Reply(reply) => match to_line(&reply) {
                Ok(line) => self.replies.put(line).await,
                Err(_) => true,
            },
        }
    }
}

/// rmcp's view of stdio.
pub struct StdioTransport {
    incoming: mpsc::Receiver<Delivery>,
    replies: Replies,
    /// Requests handed to rmcp and not yet answered, with their budget shares.
    in_flight: HashMap<RequestId, Share>,
}

/// What is left to do at exit: let queued replies reach stdout.
pub struct Drain {
    outgoing: mpsc::Sender<Out>,
    finished: oneshot::Receiver<()>,
    broken: Arc<Broken>,
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

    /// Set when stdout fails.
    pub fn broken(&self) -> Arc<Broken> {
        self.broken.clone()
    }
}

/// Starts the pumps over the process's stdin and stdout. Must be called inside the runtime.
pub fn start() -> io::Result<(StdioTransport, Drain)> {
    // One more than the replies, for `Close`; the budget is what bounds them.
    let (outgoing, queue) = mpsc::channel(QUEUED_REPLIES + 1);
    let (finished_tx, finished) = oneshot::channel();
    let (deliver, incoming) = mpsc::channel(REQUESTS_IN_FLIGHT);
    let broken = Arc::new(Broken::default());
    let replies = Replies::new(outgoing.clone(), broken.clone());
    let inbox = Inbox {
        deliver,
        replies: replies.clone(),
        budget: Arc::new(Budget::new(REQUEST_BYTES, REQUESTS_IN_FLIGHT)),
    };
    let output = io::stdout();
    let writer_broken = broken.clone();
    thread::Builder::new()
        .name("ackrite-stdout".into())
        .spawn(move || write_lines(output, queue, finished_tx, &writer_broken))?;
    let input = BufReader::with_capacity(64 * 1024, io::stdin());
    let runtime = tokio::runtime::Handle::current();
    thread::Builder::new()
        .name("ackrite-stdin".into())
        .spawn(move || read_lines(input, &inbox, &runtime))?;
    Ok((
        StdioTransport {
            incoming,
            replies,
            in_flight: HashMap::new(),
        },
        Drain {
            outgoing,
            finished,
            broken,
        },
    ))
}

/// The reader pump: reads lines until end of input, or until stdin fails. A line is taken in
/// the pieces the reader holds, never whole, so that an oversized one is refused without
/// keeping it (see `framing`). Handing a message over waits, on this thread, for room in the
/// budget: a client that floods the server is not read from until rmcp catches up.
fn read_lines(mut input: impl BufRead, inbox: &Inbox, runtime: &tokio::runtime::Handle) {
    let mut line = LineBuffer::default();
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => {
                tracing::warn!("stdin failed: {error}");
                return;
            }
        };
        if chunk.is_empty() {
            if !line.is_empty() {
                runtime.block_on(inbox.put(line.finish()));
            }
            return;
        }
        let (used, ended) = line.take(chunk);
        input.consume(used);
        if ended && !runtime.block_on(inbox.put(line.finish())) {
            return;
        }
    }
}

/// The reply to a request whose id is already being answered (over HTTP too, in its MCP session).
pub fn duplicate(id: RequestId) -> TxJsonRpcMessage<RoleServer> {
    JsonRpcMessage::error(
        ErrorData::invalid_request(
            "invalid request: a request with this id is still being answered; give each request its own id",
            None,
        ),
        Some(id),
    )
}

impl Transport<RoleServer> for StdioTransport {
    type Error = io::Error;

    fn send(
        &mut self,
        mut item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let answered = match &item {
            JsonRpcMessage::Response(response) => Some(&response.id),
            JsonRpcMessage::Error(error) => error.id.as_ref(),
            _ => None,
        };
        let share = answered.and_then(|id| self.in_flight.remove(id));
        outgoing::clean(&mut item);
        let line = to_line(&item);
        let replies = self.replies.clone();
        async move {
            // A reply stdout cannot take is not worth a log line per request: the writer has
            // said once that stdout is gone, and the server is stopping.
            replies.put(line?).await;
            drop(share);
            Ok(())
        }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            // rmcp queues each reply as its own task and reads on, so the bound on replies is
            // kept here: no new request is taken while the reply queue is full.
            self.replies.room().await;
            let Delivery { message, share } = self.incoming.recv().await?;
            match &message {
                JsonRpcMessage::Request(request) => {
                    if self.in_flight.contains_key(&request.id) {
                        if let Ok(line) = to_line(&duplicate(request.id.clone())) {
                            self.replies.put(line).await;
                        }
                        continue;
                    }
                    self.in_flight.insert(request.id.clone(), share);
                }
                // rmcp drops the reply of a cancelled request, so it is answered now.
                JsonRpcMessage::Notification(notification) => {
                    if let ClientNotification::CancelledNotification(cancelled) =
                        &notification.notification
                    {
                        if let Some(id) = &cancelled.params.request_id {
                            self.in_flight.remove(id);
                        }
                    }
                }
                JsonRpcMessage::Response(_) | JsonRpcMessage::Error(_) => {}
            }
            return Some(message);
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.incoming.close();
        Ok(())
    }
}
