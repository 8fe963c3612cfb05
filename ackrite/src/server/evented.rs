//! Stdin and stdout driven by the runtime's own event loop, where the descriptor allows it.
//!
//! Why: on a quiet machine a request that crosses threads pays for waking an idle core at each
//! crossing, which costs far more than the call itself (`bench/run` measures a `ping` round trip
//! against the pipe's own; figures in `docs/performance.md`). Read and written by the runtime's
//! thread, a request arrives, is answered and leaves without one crossing.
//!
//! How, without disturbing anyone else: the descriptor is opened again through
//! `/proc/self/fd`, which for a pipe or a terminal gives a new open file description, and only
//! that one is made non-blocking (setting `O_NONBLOCK` on fd 0 or 1 itself would change it for
//! every process sharing them, such as the shell that started us). Where that is not possible
//! (no `/proc`, a regular file, a socket, another OS), the caller falls back to threads.

use std::sync::Arc;
use std::time::Instant;

use tokio::sync::{mpsc, oneshot};

use super::framing::LineBuffer;
use super::replies::{Broken, Out};
use super::stdio::Inbox;

#[cfg(target_os = "linux")]
mod fd {
    use std::fs::{File, OpenOptions};
    use std::io::{self, Read, Write};
    use std::os::unix::fs::OpenOptionsExt;
    use std::time::{Duration, Instant};

    use tokio::io::unix::AsyncFd;
    use tokio::io::Interest;

    pub type Evented = AsyncFd<File>;

    /// How long the reader stays awake after a read (see [`read_soon`]).
    const STAY_AWAKE: Duration = Duration::from_micros(200);

    /// Descriptor `fd` of this process, opened again non-blocking and registered with the
    /// runtime; `None` when either step is refused.
    pub fn reopen(fd: u8, write: bool) -> Option<Evented> {
        let file = OpenOptions::new()
            .read(!write)
            .write(write)
            .custom_flags(libc::O_NONBLOCK)
            .open(format!("/proc/self/fd/{fd}"))
            .ok()?;
        let interest = if write {
            Interest::WRITABLE
        } else {
            Interest::READABLE
        };
        // SAFETY: the `File` owns its descriptor, which stays open and unchanged until the
        // `AsyncFd` that owns the `File` is dropped.
        unsafe { AsyncFd::register_with_interest(file, interest) }.ok()
    }

    pub async fn read(input: &Evented, buffer: &mut [u8]) -> io::Result<usize> {
        loop {
            let mut ready = input.readable().await?;
            match ready.try_io(|file| file.get_ref().read(buffer)) {
                Ok(Err(error)) if error.kind() == io::ErrorKind::Interrupted => {}
                Ok(result) => return result,
                Err(_would_block) => {}
            }
        }
    }

    /// As [`read`], but for a moment after the last read (`since`) it looks for more input
    /// without sleeping, yielding to the runtime between looks: a client in a loop sends its
    /// next request within microseconds of our reply, and catching it awake saves waking a
    /// sleeping thread on an idle core, which on a quiet machine is most of a warm call's latency
    /// (`bench/run`, side by side; `docs/performance.md`). The price is at most [`STAY_AWAKE`] of
    /// CPU after each message; a server nobody talks to sleeps.
    pub async fn read_soon(
        input: &Evented,
        buffer: &mut [u8],
        since: Option<Instant>,
    ) -> io::Result<usize> {
        if let Some(since) = since {
            while since.elapsed() < STAY_AWAKE {
                match input.get_ref().read(buffer) {
                    Err(error) if error.kind() == io::ErrorKind::WouldBlock => {
                        tokio::task::yield_now().await;
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    result => return result,
                }
            }
        }
        read(input, buffer).await
    }

    pub async fn write_all(output: &Evented, mut bytes: &[u8]) -> io::Result<()> {
        while !bytes.is_empty() {
            let mut ready = output.writable().await?;
            match ready.try_io(|file| file.get_ref().write(bytes)) {
                Ok(Ok(0)) => return Err(io::ErrorKind::WriteZero.into()),
                Ok(Ok(written)) => bytes = &bytes[written..],
                Ok(Err(error)) if error.kind() == io::ErrorKind::Interrupted => {}
                Ok(Err(error)) => return Err(error),
                Err(_would_block) => {}
            }
        }
        Ok(())
    }
}

#[cfg(not(target_os = "linux"))]
mod fd {
    use std::io;

    /// Never built: outside Linux the pumps run on threads.
    pub enum Evented {}

    pub fn reopen(_fd: u8, _write: bool) -> Option<Evented> {
        None
    }

    pub async fn read_soon(
        input: &Evented,
        _buffer: &mut [u8],
        _since: Option<std::time::Instant>,
    ) -> io::Result<usize> {
        match *input {}
    }

    pub async fn write_all(output: &Evented, _bytes: &[u8]) -> io::Result<()> {
        match *output {}
    }
}

pub use fd::Evented;

/// Stdin, evented, if it can be.
pub fn stdin() -> Option<Evented> {
    fd::reopen(0, false)
}

/// Stdout, evented, if it can be.
pub fn stdout() -> Option<Evented> {
    fd::reopen(1, true)
}

/// The reader pump on the runtime: reads until end of input, or until stdin fails.
pub async fn read_lines(input: Evented, inbox: Inbox) {
    let mut buffer = vec![0; 64 * 1024];
    let mut line = LineBuffer::default();
    let mut last_read = None;
    loop {
        let read = match fd::read_soon(&input, &mut buffer, last_read).await {
            Ok(read) => read,
            Err(error) => {
                tracing::warn!("stdin failed: {error}");
                return;
            }
        };
        if read == 0 {
            if !line.is_empty() {
                inbox.put(line.finish()).await;
            }
            return;
        }
        last_read = Some(Instant::now());
        let mut chunk = &buffer[..read];
        while !chunk.is_empty() {
            let (used, ended) = line.take(chunk);
            chunk = &chunk[used..];
            if ended && !inbox.put(line.finish()).await {
                return;
            }
        }
    }
}

/// The writer pump on the runtime: writes queued lines, as many at once as are queued, until
/// asked to close or stdout fails.
pub async fn write_lines(
    output: Evented,
    mut queue: mpsc::Receiver<Out>,
    finished: oneshot::Sender<()>,
    broken: Arc<Broken>,
) {
    let mut batch = Vec::new();
    // The budget shares of the lines in the batch, given back once it is written.
    let mut shares = Vec::new();
    'queue: while let Some(first) = queue.recv().await {
        let mut next = Some(first);
        let mut closing = false;
        while let Some(out) = next.take() {
            match out {
                Out::Line(line, share) => {
                    if batch.is_empty() {
                        batch = line;
                    } else {
                        batch.extend_from_slice(&line);
                    }
                    shares.push(share);
                }
                Out::Close => {
                    closing = true;
                    break;
                }
            }
            next = queue.try_recv().ok();
        }
        let written = fd::write_all(&output, &batch).await;
        batch.clear();
        shares.clear();
        if let Err(error) = written {
            broken.set(&error);
            break 'queue;
        }
        if closing {
            break 'queue;
        }
    }
    let _ = finished.send(());
}
