//! Calls one tool through the registry `n` times on one request, after one untimed warm-up call:
//! run under `valgrind --tool=callgrind` with two values of `n` and the difference divided by
//! their difference is the instruction count of one warm call, which the machine's load does not
//! change.
//!
//!     valgrind --tool=callgrind target/release/examples/warm_calls ackrite REQUEST.json 220

use ackrite::registry::registry;
use ackrite::session::SessionStore;

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(tool), Some(file), Some(n)) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: warm_calls TOOL REQUEST.json N");
        std::process::exit(2);
    };
    let n: usize = n.parse().expect("N is a count");
    let text = std::fs::read_to_string(&file).expect("readable request");
    let arguments: serde_json::Value = serde_json::from_str(&text).expect("request is JSON");
    let call = || {
        let response = registry().call(&tool, arguments.clone(), &SessionStore::new());
        std::hint::black_box(response).expect("the call is accepted");
    };
    call();
    for _ in 0..n {
        call();
    }
}
