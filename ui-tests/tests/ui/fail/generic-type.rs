use ackrite::Redact;

#[derive(Redact)]
pub struct Labelled<T> {
    pub label: String,
    pub value: T,
}

fn main() {}
