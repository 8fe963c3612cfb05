//! A child process spoken to over its stdin and stdout, one line at a time, and nothing else.
//!
//! Every process gets a watchdog: if it is still alive when its deadline passes, the watchdog
//! kills it, the pending read sees end of file, and the bench reports which server hung instead
//! of hanging with it. Reads happen on the calling thread (no channel hop), so the timings
//! include only the pipe and the server.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::Error;

/// How long a process gets to exit after its stdin is closed before it is killed.
const EXIT_GRACE: Duration = Duration::from_secs(5);

/// What to run: a program, its arguments and extra environment variables.
#[derive(Debug, Clone)]
pub struct Launch {
    pub program: String,
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
}

impl Launch {
    pub fn new(program: impl Into<String>) -> Self {
        Launch {
            program: program.into(),
            args: Vec::new(),
            env: Vec::new(),
        }
    }

    /// The command line as a person would type it, for the report.
    pub fn display(&self) -> String {
        let env = self.env.iter().map(|(k, v)| format!("{k}={v} "));
        let words = std::iter::once(&self.program).chain(&self.args);
        env.collect::<String>() + &words.cloned().collect::<Vec<_>>().join(" ")
    }

    fn command(&self) -> Command {
        let mut command = Command::new(&self.program);
        command.args(&self.args).envs(self.env.iter().cloned());
        command
    }
}

/// Spawns `launch` with stdio closed and waits for it to exit: the process-spawn floor.
pub fn spawn_and_wait(launch: &Launch) -> Result<Duration, Error> {
    let start = Instant::now();
    let status = launch
        .command()
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| Error::new(format!("cannot run `{}`: {e}", launch.display())))?;
    let took = start.elapsed();
    if !status.success() {
        return Err(Error::new(format!(
            "`{}` exited with {status}",
            launch.display()
        )));
    }
    Ok(took)
}

/// A running child with piped stdin and stdout; stderr is discarded.
pub struct Process {
    name: String,
    pid: u32,
    child: Arc<Mutex<Child>>,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    line: String,
    watchdog: Option<Watchdog>,
}

impl Process {
    /// Starts `launch`; it is killed if still running `deadline` from now.
    pub fn spawn(name: &str, launch: &Launch, deadline: Duration) -> Result<Self, Error> {
        let mut child = launch
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Error::new(format!("{name}: cannot start `{}`: {e}", launch.display())))?;
        let pid = child.id();
        let (stdin, stdout) = (child.stdin.take(), child.stdout.take());
        let stdout = stdout.ok_or_else(|| Error::new(format!("{name}: no stdout pipe")))?;
        let child = Arc::new(Mutex::new(child));
        Ok(Process {
            name: name.to_owned(),
            pid,
            watchdog: Some(Watchdog::start(Arc::clone(&child), deadline)),
            child,
            stdin,
            stdout: BufReader::with_capacity(1 << 16, stdout),
            line: String::new(),
        })
    }

    /// Writes one line (a newline is appended if missing) in a single write.
    pub fn send(&mut self, line: &[u8]) -> Result<(), Error> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(self.fail("stdin already closed"));
        };
        let result = if line.ends_with(b"\n") {
            stdin.write_all(line)
        } else {
            let mut framed = Vec::with_capacity(line.len() + 1);
            framed.extend_from_slice(line);
            framed.push(b'\n');
            stdin.write_all(&framed)
        };
        result.map_err(|e| self.fail(&format!("write failed: {e}")))
    }

    /// Reads the next line (without its newline) and the instant it had arrived.
    pub fn read_line(&mut self) -> Result<(&str, Instant), Error> {
        self.line.clear();
        let read = self.stdout.read_line(&mut self.line);
        let at = Instant::now();
        match read {
            Ok(0) => Err(self.fail("closed its stdout")),
            Ok(_) => Ok((self.line.trim_end_matches(['\n', '\r']), at)),
            Err(e) => Err(self.fail(&format!("read failed: {e}"))),
        }
    }

    /// Peak resident memory so far (`VmHWM` in /proc/PID/status), in bytes.
    pub fn peak_rss(&self) -> Result<u64, Error> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid))
            .map_err(|e| self.fail(&format!("cannot read /proc status: {e}")))?;
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|rest| rest.trim().strip_suffix("kB"))
            .and_then(|kib| kib.trim().parse::<u64>().ok())
            .map(|kib| kib * 1024)
            .ok_or_else(|| self.fail("no VmHWM in /proc status"))
    }

    /// CPU time the process has used so far, user and system, summed over its threads: the
    /// first field of each `/proc/PID/task/TID/schedstat`, in nanoseconds (`/proc/PID/stat`
    /// counts whole clock ticks, 10 ms, too coarse for a call). A thread that has exited is no
    /// longer counted, so the figure is only compared over a stretch where the threads live on.
    pub fn cpu_time(&self) -> Result<Duration, Error> {
        let tasks = std::fs::read_dir(format!("/proc/{}/task", self.pid))
            .map_err(|e| self.fail(&format!("cannot list /proc tasks: {e}")))?;
        let mut nanos = 0;
        for task in tasks {
            let path = task
                .map_err(|e| self.fail(&format!("cannot list /proc tasks: {e}")))?
                .path()
                .join("schedstat");
            // A thread may exit between the listing and the read.
            let Ok(schedstat) = std::fs::read_to_string(&path) else {
                continue;
            };
            nanos += schedstat
                .split_whitespace()
                .next()
                .and_then(|field| field.parse::<u64>().ok())
                .ok_or_else(|| self.fail(&format!("unreadable {}", path.display())))?;
        }
        Ok(Duration::from_nanos(nanos))
    }

    /// Closes stdin and waits for the process to exit, killing it after a grace period.
    pub fn close(mut self) -> Result<(), Error> {
        self.stdin = None;
        let start = Instant::now();
        loop {
            let exited = self
                .child
                .lock()
                .map_err(|_| self.fail("watchdog panicked"))?
                .try_wait()
                .map_err(|e| self.fail(&format!("wait failed: {e}")))?;
            if exited.is_some() {
                return Ok(());
            }
            if start.elapsed() > EXIT_GRACE {
                return Err(self.fail("did not exit after its stdin was closed; killed"));
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    fn fail(&self, what: &str) -> Error {
        let timed_out = self.watchdog.as_ref().is_some_and(Watchdog::fired);
        let why = if timed_out {
            " (killed: it ran past its deadline)"
        } else {
            ""
        };
        Error::new(format!("{} (pid {}): {what}{why}", self.name, self.pid))
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.stdin = None;
        if let Some(watchdog) = self.watchdog.take() {
            watchdog.stop();
        }
        // Never leave a child behind: `close` has already reaped a well-behaved one.
        if let Ok(mut child) = self.child.lock() {
            if matches!(child.try_wait(), Ok(None)) {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

/// Kills the child if it outlives its deadline.
struct Watchdog {
    stop: Sender<()>,
    fired: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl Watchdog {
    fn start(child: Arc<Mutex<Child>>, deadline: Duration) -> Self {
        let (stop, stopped) = mpsc::channel::<()>();
        let fired = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&fired);
        let thread = thread::spawn(move || {
            if let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(deadline) {
                flag.store(true, Ordering::SeqCst);
                if let Ok(mut child) = child.lock() {
                    let _ = child.kill();
                }
            }
        });
        Watchdog {
            stop,
            fired,
            thread,
        }
    }

    fn fired(&self) -> bool {
        self.fired.load(Ordering::SeqCst)
    }

    fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.thread.join();
    }
}
