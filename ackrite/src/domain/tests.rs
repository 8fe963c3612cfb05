//! Classification rules, one row per case.
