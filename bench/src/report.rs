//! The printed report: a header naming the date and the machine, then one Markdown table with
//! each figure for every server, the first server's advantage and the issue-5 targets.

use std::time::{SystemTime, UNIX_EPOCH};

/// What a figure measures, which decides its formatting and which way is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Seconds; lower is better.
    Time,
    /// Calls per second; higher is better.
    Rate,
    /// Bytes of output; lower is better.
    Bytes,
    /// Bytes of memory or file; lower is better.
    Size,
}

/// A goal the first server's figure is held to (the targets the README states).
pub struct Target {
    pub text: &'static str,
    /// Given the first server's value and its advantage (if there is a second server).
    pub met: fn(f64, Option<f64>) -> bool,
}

pub struct Row {
    pub figure: String,
    /// One value per server, in command-line order; `None` where it does not apply.
    pub values: Vec<Option<f64>>,
    pub unit: Unit,
    pub target: Option<Target>,
}

impl Row {
    pub fn new(figure: impl Into<String>, unit: Unit, values: Vec<Option<f64>>) -> Self {
        Row {
            figure: figure.into(),
            values,
            unit,
            target: None,
        }
    }

    pub fn target(mut self, text: &'static str, met: fn(f64, Option<f64>) -> bool) -> Self {
        self.target = Some(Target { text, met });
        self
    }

    /// How many times better the first server's figure is than the second's: lower for times
    /// and sizes, higher for rates.
    fn advantage(&self) -> Option<f64> {
        match self.values.as_slice() {
            [Some(a), Some(b), ..] if *a > 0.0 && *b > 0.0 => Some(match self.unit {
                Unit::Rate => a / b,
                Unit::Time | Unit::Bytes | Unit::Size => b / a,
            }),
            _ => None,
        }
    }
}

/// The header: date, cores, CPU model, memory, kernel and the 1-minute load average, read from
/// the system when the report is printed.
pub fn header() -> String {
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    let cpu = proc_field("/proc/cpuinfo", "model name").unwrap_or_else(|| "unknown CPU".into());
    let memory = proc_field("/proc/meminfo", "MemTotal")
        .and_then(|v| v.trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or_else(
            || "unknown".into(),
            |kib| format!("{:.1} GiB", kib / 1024.0 / 1024.0),
        );
    let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    // Other work on the machine skews every figure; the reader should see how much there was.
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split_whitespace().next().unwrap_or("unknown");
    format!(
        "{} · {cores} cores ({cpu}) · {memory} memory · Linux {} · load average {load} at the end",
        utc_now(),
        kernel.trim()
    )
}

/// The table, in Markdown, with one value column per server.
pub fn table(labels: &[String], rows: &[Row]) -> String {
    let mut head = vec!["figure".to_owned()];
    head.extend(labels.iter().cloned());
    let compare = labels.len() >= 2;
    if compare {
        head.push(format!("{} advantage", labels[0]));
    }
    head.push(format!("target ({})", labels[0]));
    let mut out = markdown_row(&head);
    let mut rule = vec!["---".to_owned()];
    rule.extend(std::iter::repeat_n("---:".to_owned(), head.len() - 1));
    out += &markdown_row(&rule);
    for row in rows {
        let mut cells = vec![row.figure.clone()];
        for i in 0..labels.len() {
            let value = row.values.get(i).copied().flatten();
            cells.push(value.map_or_else(String::new, |v| format_value(v, row.unit)));
        }
        let advantage = row.advantage();
        if compare {
            cells.push(advantage.map_or_else(String::new, format_ratio));
        }
        cells.push(match (&row.target, row.values.first().copied().flatten()) {
            (Some(target), Some(value)) => {
                let met = if (target.met)(value, advantage) {
                    "met"
                } else {
                    "MISSED"
                };
                format!("{} — {met}", target.text)
            }
            _ => String::new(),
        });
        out += &markdown_row(&cells);
    }
    out
}

fn markdown_row(cells: &[String]) -> String {
    format!("| {} |\n", cells.join(" | "))
}

pub fn format_value(value: f64, unit: Unit) -> String {
    match unit {
        Unit::Time if value >= 1.0 => format!("{value:.2} s"),
        Unit::Time if value >= 1e-3 => format!("{:.2} ms", value * 1e3),
        Unit::Time if value >= 1e-5 => format!("{:.0} µs", value * 1e6),
        Unit::Time => format!("{:.1} µs", value * 1e6),
        Unit::Rate => format!("{} /s", thousands(value.round() as u64)),
        Unit::Bytes => format!("{} B", thousands(value.round() as u64)),
        Unit::Size => format!("{:.1} MiB", value / 1024.0 / 1024.0),
    }
}

fn format_ratio(ratio: f64) -> String {
    if ratio >= 10.0 {
        format!("{ratio:.0}×")
    } else {
        format!("{ratio:.1}×")
    }
}

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The first `key: value` line of a /proc file.
fn proc_field(path: &str, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines().find_map(|line| {
        let (k, v) = line.split_once(':')?;
        (k.trim() == key).then(|| v.trim().to_owned())
    })
}

/// Now, as `YYYY-MM-DD HH:MM UTC` (no date crate for one line).
fn utc_now() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_from_days() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_000), (2024, 10, 4));
    }

    #[test]
    fn values_are_formatted_by_unit() {
        assert_eq!(format_value(0.000_045, Unit::Time), "45 µs");
        assert_eq!(format_value(0.000_004_5, Unit::Time), "4.5 µs");
        assert_eq!(format_value(0.0021, Unit::Time), "2.10 ms");
        assert_eq!(format_value(34_567.4, Unit::Rate), "34,567 /s");
        assert_eq!(format_value(999.0, Unit::Bytes), "999 B");
        assert_eq!(format_value(5.0 * 1024.0 * 1024.0, Unit::Size), "5.0 MiB");
    }

    #[test]
    fn advantage_points_the_right_way() {
        let time = Row::new("t", Unit::Time, vec![Some(1.0), Some(50.0)]);
        let rate = Row::new("r", Unit::Rate, vec![Some(100.0), Some(10.0)]);
        assert_eq!(time.advantage(), Some(50.0));
        assert_eq!(rate.advantage(), Some(10.0));
    }
}
