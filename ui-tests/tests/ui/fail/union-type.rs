use ackrite::Redact;

#[derive(Redact)]
pub union Number {
    pub whole: u32,
    pub real: f32,
}

fn main() {}
