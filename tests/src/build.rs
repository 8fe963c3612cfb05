//! The binary under test, built by these tests themselves.
//!
//! Cargo hands a binary's path (`CARGO_BIN_EXE_<name>`) only to its own package's tests, and
//! this crate is not the `ackrite` package, so `cargo test -p ackrite-e2e` alone would not build
//! the binary it runs. Instead, the first test that needs the binary runs `cargo build` for it,
//! once per test process: into the target directory and with the profile this test executable
//! was built with, so `cargo test --release` runs the release binary and a plain `cargo test`
//! the debug one. Cargo decides whether anything is out of date; an unchanged tree costs one
//! no-op build.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use serde_json::Value;

/// The features the suites exercise: stdio is always there, and `http` is the Streamable HTTP
/// transport the HTTP suites speak to. It is also a default feature, so the binary built here is
/// the one `cargo build -p ackrite` makes, and a release build is shared with that command.
const FEATURES: &str = "http";

/// The `ackrite` binary, built on first use (see the module docs). `ACKRITE_BIN` names another
/// binary instead (an installed one, say), which is then run as it is, without building.
pub fn binary() -> PathBuf {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY
        .get_or_init(|| match std::env::var_os("ACKRITE_BIN") {
            Some(path) => PathBuf::from(path),
            None => build(),
        })
        .clone()
}

/// Where this test executable was built: `<target dir>/<profile dir>/deps/<test>`.
struct Layout {
    target_dir: PathBuf,
    /// The profile to build with: `dev` for the `debug` folder, otherwise the folder's name
    /// (`release`, or a custom profile's).
    profile: String,
}

impl Layout {
    fn of_this_test() -> Layout {
        let exe = std::env::current_exe().expect("test executable path");
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .expect("test executable lives in <target dir>/<profile>/deps");
        let target_dir = profile_dir
            .parent()
            .expect("the profile folder lives in the target dir");
        let profile = match profile_dir.file_name().and_then(|name| name.to_str()) {
            Some("debug") => "dev",
            Some(name) => name,
            None => panic!("no profile folder above {}", exe.display()),
        };
        Layout {
            target_dir: target_dir.to_owned(),
            profile: profile.to_owned(),
        }
    }
}

/// Runs `cargo build` for the `ackrite` binary and returns the path cargo reports for it.
fn build() -> PathBuf {
    let layout = Layout::of_this_test();
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../Cargo.toml");
    // The cargo running these tests, when it says which one it is.
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .arg("build")
        .arg("--manifest-path")
        .arg(&workspace)
        .args(["--locked", "--package", "ackrite", "--bin", "ackrite"])
        .args(["--features", FEATURES])
        .args(["--profile", &layout.profile])
        .arg("--target-dir")
        .arg(&layout.target_dir)
        .arg("--message-format=json-render-diagnostics")
        .stdin(Stdio::null())
        .output()
        .expect("run cargo to build the ackrite binary");
    if !output.status.success() {
        panic!(
            "`cargo build -p ackrite` failed, so there is no binary to test:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .find_map(|message| executable(&message))
        .unwrap_or_else(|| {
            panic!(
                "`cargo build -p ackrite` reported no ackrite executable:\n{}",
                String::from_utf8_lossy(&output.stderr)
            )
        })
}

/// The path of the `ackrite` executable, if this cargo message reports it.
fn executable(message: &Value) -> Option<PathBuf> {
    let target = &message["target"];
    let is_binary = message["reason"] == "compiler-artifact"
        && target["name"] == "ackrite"
        && target["kind"]
            .as_array()
            .is_some_and(|kinds| kinds.iter().any(|kind| kind == "bin"));
    if !is_binary {
        return None;
    }
    message["executable"].as_str().map(PathBuf::from)
}
