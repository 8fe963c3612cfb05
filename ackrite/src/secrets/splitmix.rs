//! A small, seeded generator for the engine's generated-text tests: the same cases on every
//! run, with no dependency.

/// SplitMix64.
pub(crate) struct SplitMix(u64);

impl SplitMix {
    pub(crate) fn new(seed: u64) -> Self {
        SplitMix(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A draw below `n`, as a closure for the tests' loops.
    pub(crate) fn below(mut self) -> impl FnMut(usize) -> usize {
        move |n| (self.next() % n as u64) as usize
    }
}
