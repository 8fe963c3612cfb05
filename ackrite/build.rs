//! Declares every file in `src/tools/` as a module, so that adding a tool is adding one file:
//! the registry needs no list (see `registry`), and this keeps `tools/mod.rs` from being one.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let dir = Path::new("src/tools");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("src/tools exists")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_owned()))
        .filter(|name| name != "mod")
        .collect();
    names.sort();
    let mut out = String::new();
    for name in names {
        let path = std::fs::canonicalize(dir.join(format!("{name}.rs"))).expect("tool file");
        writeln!(
            out,
            "#[path = {:?}]\npub mod {name};",
            path.display().to_string()
        )
        .expect("write to string");
    }
    let target = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("tools.rs");
    std::fs::write(target, out).expect("write tools.rs");
}
