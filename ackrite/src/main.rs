//! The `ackrite` binary: see `ackrite --help`.

/// mimalloc instead of the system allocator: a call allocates a few hundred short-lived strings
/// (words, quotes, JSON), and glibc's malloc spent about a fifth of a claim call's instructions
/// on them (README, "Performance").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    ackrite::cli::run()
}
