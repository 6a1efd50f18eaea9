//! Opening hours as the content writes them: free Chinese text such as `08:00-17:30`,
//! `全天开放`, `午餐约10:30–12:30，晚餐约16:30–18:00（以公告为准）` or
//! `09:00-16:30 周一闭馆`. The common forms are read; anything else is kept as
//! [`Hours::Unclear`] and shown as "hours unclear: <text>", never guessed.

use crate::clock::LocalTime;

/// A day's minutes; an end past 1440 runs into the next day (`17:00–次日02:00`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub start: u16,
    pub end: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hours {
    /// `全天开放`, `全天营业`, `24小时`.
    Always,
    /// Open within any of the ranges, except on the closed weekdays (0 = Monday).
    Ranges {
        ranges: Vec<Range>,
        closed_weekdays: Vec<u8>,
    },
    /// Text the parser does not understand, kept as written.
    Unclear(String),
}

/// What the hours say about one instant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenNow {
    /// Open; `until` is the closing time (`HH:MM`) when the hours have one.
    Open {
        until: Option<String>,
    },
    Closed,
    /// The text could not be read: `hours unclear: <text>`.
    Unclear(String),
}

const SEPARATORS: [char; 7] = ['-', '–', '—', '~', '～', '至', '到'];
const WEEKDAYS: [char; 7] = ['一', '二', '三', '四', '五', '六', '日'];

/// Reads one opening-hours text.
pub fn parse(text: &str) -> Hours {
    let t = text.trim();
    if t.starts_with("全天") || t.contains("24小时") {
        return Hours::Always;
    }
    let chars: Vec<char> = t.chars().collect();
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if let Some((start, after)) = clock_at(&chars, i) {
            let mut j = skip_spaces(&chars, after);
            if j < chars.len() && SEPARATORS.contains(&chars[j]) {
                j = skip_spaces(&chars, j + 1);
                let next_day = chars[j..].starts_with(&['次', '日']);
                if next_day {
                    j += 2;
                }
                if let Some((end, after_end)) = clock_at(&chars, j) {
                    let end = if next_day || end <= start {
                        end + 1440
                    } else {
                        end
                    };
                    ranges.push(Range { start, end });
                    i = after_end;
                    continue;
                }
            }
            i = after;
        } else {
            i += 1;
        }
    }
    if ranges.is_empty() {
        return Hours::Unclear(t.to_string());
    }
    let closed_weekdays = closed_days(t);
    Hours::Ranges {
        ranges,
        closed_weekdays,
    }
}

/// `周一闭馆`, `周一闭园`, `周二休息`: the weekdays named before a closing word.
fn closed_days(t: &str) -> Vec<u8> {
    let chars: Vec<char> = t.chars().collect();
    let mut out = Vec::new();
    for w in chars.windows(3) {
        if (w[0] == '周' || w[0] == '星')
            && matches!(w[2], '闭' | '休')
            && let Some(d) = WEEKDAYS.iter().position(|c| *c == w[1])
        {
            out.push(d as u8);
        }
    }
    out
}

fn skip_spaces(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i].is_whitespace() {
        i += 1;
    }
    i
}

/// `H:MM` or `HH:MM` (ASCII or full-width colon) starting at `i`, not inside a longer number:
/// the minute of the day and the index after it. `24:00` is the end of the day.
fn clock_at(chars: &[char], i: usize) -> Option<(u16, usize)> {
    if i > 0 && chars[i - 1].is_ascii_digit() {
        return None;
    }
    let digit = |k: usize| chars.get(k).and_then(|c| c.to_digit(10)).map(|d| d as u16);
    let h1 = digit(i)?;
    let (hour, colon) = match digit(i + 1) {
        Some(h2) => (h1 * 10 + h2, i + 2),
        None => (h1, i + 1),
    };
    if !matches!(chars.get(colon), Some(':' | '：')) {
        return None;
    }
    let minute = digit(colon + 1)? * 10 + digit(colon + 2)?;
    if digit(colon + 3).is_some() || hour > 24 || minute > 59 || (hour == 24 && minute > 0) {
        return None;
    }
    Some((hour * 60 + minute, colon + 3))
}

fn hhmm(minutes: u16) -> String {
    let m = minutes % 1440;
    format!("{:02}:{:02}", m / 60, m % 60)
}

impl Hours {
    /// Whether the place is open at `at` (Asia/Shanghai wall time).
    pub fn at(&self, at: LocalTime) -> OpenNow {
        match self {
            Hours::Always => OpenNow::Open { until: None },
            Hours::Unclear(t) => OpenNow::Unclear(format!("hours unclear: {t}")),
            Hours::Ranges {
                ranges,
                closed_weekdays,
            } => {
                let now = at.minute;
                let yesterday = (at.weekday + 6) % 7;
                for r in ranges {
                    let today_open =
                        !closed_weekdays.contains(&at.weekday) && r.start <= now && now < r.end;
                    // The part of yesterday's range that runs past midnight.
                    let from_yesterday =
                        r.end > 1440 && !closed_weekdays.contains(&yesterday) && now + 1440 < r.end;
                    if today_open || from_yesterday {
                        return OpenNow::Open {
                            until: Some(hhmm(r.end)),
                        };
                    }
                }
                OpenNow::Closed
            }
        }
    }
}

/// [`parse`] then [`Hours::at`]; no text reads as unclear.
pub fn open_at(text: Option<&str>, at: LocalTime) -> OpenNow {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => parse(t).at(at),
        None => OpenNow::Unclear("hours unclear: ".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(start: &str, end: &str) -> Range {
        let m = |s: &str| {
            let (h, m) = s.split_once(':').unwrap();
            h.parse::<u16>().unwrap() * 60 + m.parse::<u16>().unwrap()
        };
        Range {
            start: m(start),
            end: m(end),
        }
    }

    fn ranges(text: &str) -> Vec<Range> {
        match parse(text) {
            Hours::Ranges { ranges, .. } => ranges,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// Monday is weekday 0.
    fn at(weekday: u8, hm: &str) -> LocalTime {
        let (h, m) = hm.split_once(':').unwrap();
        LocalTime {
            weekday,
            minute: h.parse::<u16>().unwrap() * 60 + m.parse::<u16>().unwrap(),
            date: (2026, 11, 24),
        }
    }

    #[test]
    fn reads_the_shipped_single_ranges_with_every_separator() {
        assert_eq!(ranges("08:00-17:00"), [r("08:00", "17:00")]);
        assert_eq!(ranges("08:00–18:00"), [r("08:00", "18:00")]);
        assert_eq!(ranges("10:00–24:00"), [r("10:00", "24:00")]);
        assert_eq!(ranges("9:00~17:00"), [r("09:00", "17:00")]);
        assert_eq!(ranges("08:30至17:30"), [r("08:30", "17:30")]);
        assert_eq!(ranges("08:30 - 16:30"), [r("08:30", "16:30")]);
        assert_eq!(ranges("约09:00–20:00（以店家为准）"), [r("09:00", "20:00")]);
        assert_eq!(
            ranges("约10:00–22:00（以商场公告为准）"),
            [r("10:00", "22:00")]
        );
    }

    #[test]
    fn reads_several_ranges_and_labels() {
        assert_eq!(
            ranges("午餐约10:30–12:30，晚餐约16:30–18:00（以公告为准）"),
            [r("10:30", "12:30"), r("16:30", "18:00")]
        );
        assert_eq!(
            ranges("10:30–13:30，16:30–20:30"),
            [r("10:30", "13:30"), r("16:30", "20:30")]
        );
        assert_eq!(
            ranges("东栅07:00-18:00；西栅09:00-22:00"),
            [r("07:00", "18:00"), r("09:00", "22:00")]
        );
    }

    #[test]
    fn a_range_past_midnight_runs_into_the_next_day() {
        let h = parse("17:00–次日02:00");
        assert_eq!(
            h,
            Hours::Ranges {
                ranges: vec![Range {
                    start: 17 * 60,
                    end: 26 * 60
                }],
                closed_weekdays: vec![]
            }
        );
        assert_eq!(
            h.at(at(2, "01:30")),
            OpenNow::Open {
                until: Some("02:00".into())
            }
        );
        assert_eq!(h.at(at(2, "03:00")), OpenNow::Closed);
        assert!(matches!(h.at(at(2, "23:00")), OpenNow::Open { .. }));
        // Without 次日, an end before the start means the same.
        assert_eq!(
            ranges("18:00–01:00"),
            [r("18:00", "01:00")].map(|x| Range {
                end: x.end + 1440,
                ..x
            })
        );
    }

    #[test]
    fn all_day_in_its_shipped_wordings() {
        for t in [
            "全天开放",
            "全天营业，入住退房时间以店家为准",
            "全天营业，14:00后入住，12:00前退房",
            "全天开放，景点08:00-17:00",
            "全天开放（演出场次以公告为准）",
            "24小时营业",
        ] {
            assert_eq!(parse(t), Hours::Always, "{t}");
            assert_eq!(parse(t).at(at(0, "03:00")), OpenNow::Open { until: None });
        }
    }

    #[test]
    fn weekly_closing_days() {
        for t in [
            "09:00-16:30 周一闭馆",
            "约09:00–17:00，周一闭馆（以官方公告为准）",
            "09:00-17:00 周一闭园",
        ] {
            let h = parse(t);
            assert_eq!(h.at(at(0, "10:00")), OpenNow::Closed, "{t} on a Monday");
            assert!(matches!(h.at(at(1, "10:00")), OpenNow::Open { .. }), "{t}");
        }
    }

    #[test]
    fn open_and_closed_at_the_edges() {
        let h = parse("08:00-17:30");
        assert_eq!(h.at(at(3, "07:59")), OpenNow::Closed);
        assert_eq!(
            h.at(at(3, "08:00")),
            OpenNow::Open {
                until: Some("17:30".into())
            }
        );
        assert_eq!(h.at(at(3, "17:30")), OpenNow::Closed);
        let lunch = parse("午餐约10:30–12:30，晚餐约16:30–18:00（以公告为准）");
        assert_eq!(lunch.at(at(3, "14:00")), OpenNow::Closed);
        assert_eq!(
            lunch.at(at(3, "17:00")),
            OpenNow::Open {
                until: Some("18:00".into())
            }
        );
    }

    #[test]
    fn says_unclear_rather_than_guess() {
        for t in [
            "午餐时段为主（以寺院安排为准）",
            "白天开放（以寺院公告为准）",
            "白天开放（以现场公告为准）",
            "14:00后入住",
            "123:00-17:00",
        ] {
            assert_eq!(
                parse(t).at(at(2, "10:00")),
                OpenNow::Unclear(format!("hours unclear: {t}")),
                "{t}"
            );
        }
        assert!(matches!(open_at(None, at(2, "10:00")), OpenNow::Unclear(_)));
    }

    #[test]
    fn every_shipped_text_is_read_or_called_unclear() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../data/zhejiang/places.jsonl"
        );
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut unclear = std::collections::BTreeSet::new();
        let mut read = 0;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let v: serde_json::Value = serde_json::from_str(line).unwrap_or_default();
            let Some(h) = v["opening_hours"].as_str() else {
                continue;
            };
            match parse(h) {
                Hours::Unclear(t) => {
                    unclear.insert(t);
                }
                _ => read += 1,
            }
        }
        // The shipped places: all but three wordings say when they open.
        assert!(read > 590, "read {read}");
        assert_eq!(
            unclear.into_iter().collect::<Vec<_>>(),
            [
                "午餐时段为主（以寺院安排为准）",
                "白天开放（以寺院公告为准）",
                "白天开放（以现场公告为准）"
            ]
        );
    }
}
