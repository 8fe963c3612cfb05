//! The `ackrite` binary: see `ackrite --help`.

fn main() -> std::process::ExitCode {
    ackrite::cli::run()
}
