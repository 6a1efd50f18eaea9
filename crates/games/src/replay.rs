//! The referee: a Monkey King round replayed on the server from what the page sends — the
//! world height it played in, elder mode, the round's length and where the finger aimed at
//! each step — with the session's seed. The score is the replay's; a claimed score that
//! the replay does not reach is forged. The world is the page's
//! (`web/src/pages/custom/wukong/game.ts`) step for step in the same double-precision
//! arithmetic, so both give the same round; `replays.json` holds rounds both sides are
//! tested against.
//!
//! The seed is the page's to know, so a program can still compute good aims; what it
//! cannot do is post a number: every point must be caught by a monkey that moves at its
//! speed, is dazed by rocks, and plays no faster than the clock.

use serde::{Deserialize, Serialize};

/// One fixed step of play: the page steps the world at 60 Hz.
pub const STEP_MS: f64 = 1000.0 / 60.0;
/// The world's width in world units; its height is the page's canvas in world units.
pub const WORLD_W: f64 = 360.0;
const STUN_MS: f64 = 800.0;
/// Units per second toward the finger.
const MONKEY_SPEED: f64 = 900.0;

/// The world height a page may report (a phone held either way, a desktop window).
pub const HEIGHT_RANGE: (f64, f64) = (240.0, 3000.0);
/// A round's length (tests play shorter ones).
pub const SECONDS_RANGE: (i64, i64) = (5, super::rules::ROUND_SECONDS);

/// What a page played: its world, and each aim as `[step, x]` — the finger's x (world
/// units) set before that step (0-based), in step order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Play {
    pub height: f64,
    pub elder: bool,
    pub seconds: i64,
    pub aims: Vec<(u32, f64)>,
}

/// mulberry32, as the page draws: the same numbers for the same seed.
struct Rng(u32);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x6d2b_79f5);
        let mut t = self.0;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        f64::from(t ^ (t >> 14)) / 4_294_967_296.0
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Peach,
    Golden,
    Rock,
}

#[derive(Debug, Clone, Copy)]
struct Thing {
    kind: Kind,
    x: f64,
    y: f64,
    done: bool,
}

/// The world, stepped as the page steps it.
struct World {
    height: f64,
    round_ms: f64,
    elder: bool,
    monkey_y: f64,
    reach: f64,
    time: f64,
    score: i64,
    monkey_x: f64,
    target_x: f64,
    stunned_until: f64,
    things: Vec<Thing>,
    next_spawn: f64,
    random: Rng,
}

impl World {
    fn new(seed: u32, height: f64, elder: bool, seconds: i64) -> Self {
        Self {
            height,
            round_ms: (seconds as f64 * 1000.0).round(),
            elder,
            monkey_y: height - 110.0,
            reach: if elder { 46.0 } else { 36.0 },
            time: 0.0,
            score: 0,
            monkey_x: WORLD_W / 2.0,
            target_x: WORLD_W / 2.0,
            stunned_until: 0.0,
            things: Vec::new(),
            next_spawn: super::rules::SPAWN_MS as f64,
            random: Rng(seed),
        }
    }

    fn over(&self) -> bool {
        self.time >= self.round_ms
    }

    fn aim(&mut self, x: f64) {
        self.target_x = (WORLD_W - 20.0).min(20.0_f64.max(x));
    }

    fn fall_speed(&self) -> f64 {
        let base = 170.0 + (self.time / 1000.0) * 4.0;
        if self.elder { base * 0.72 } else { base }
    }

    fn step(&mut self) {
        if self.over() {
            return;
        }
        let dt = STEP_MS;
        self.time += dt;
        while self.time >= self.next_spawn && self.next_spawn < self.round_ms {
            let r = self.random.next();
            let kind = if r < 0.125 {
                Kind::Golden
            } else if r < 0.325 {
                Kind::Rock
            } else {
                Kind::Peach
            };
            let x = 24.0 + self.random.next() * (WORLD_W - 48.0);
            self.things.push(Thing {
                kind,
                x,
                y: -20.0,
                done: false,
            });
            self.next_spawn += super::rules::SPAWN_MS as f64;
        }
        if self.time >= self.stunned_until {
            let d = self.target_x - self.monkey_x;
            let max = (MONKEY_SPEED * dt) / 1000.0;
            self.monkey_x += if d.abs() <= max { d } else { d.signum() * max };
        }
        let fall = (self.fall_speed() * dt) / 1000.0;
        for i in 0..self.things.len() {
            let t = &mut self.things[i];
            if t.done {
                continue;
            }
            t.y += fall;
            let near = (t.x - self.monkey_x).abs() < self.reach
                && t.y > self.monkey_y - 34.0
                && t.y < self.monkey_y + 24.0;
            if near {
                t.done = true;
                match t.kind {
                    Kind::Rock => self.stunned_until = self.time + STUN_MS,
                    Kind::Golden => self.score += super::rules::GOLDEN_POINTS,
                    Kind::Peach => self.score += super::rules::PEACH_POINTS,
                }
            } else if t.y > self.height + 30.0 {
                t.done = true;
            }
        }
        if self.things.len() > 40 {
            self.things.retain(|t| !t.done);
        }
    }
}

/// The steps a round of `seconds` takes.
pub fn steps_of(seconds: i64) -> u32 {
    let round_ms = (seconds as f64 * 1000.0).round();
    let mut time = 0.0;
    let mut n = 0;
    while time < round_ms {
        time += STEP_MS;
        n += 1;
    }
    n
}

/// Why a play cannot be replayed: the field it names (for 40000) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPlay {
    pub field: &'static str,
    pub message: &'static str,
}

fn bad(field: &'static str, message: &'static str) -> BadPlay {
    BadPlay { field, message }
}

/// The play's world: a height and length the page can have.
pub fn check(p: &Play) -> Result<(), BadPlay> {
    if !(p.height.is_finite() && (HEIGHT_RANGE.0..=HEIGHT_RANGE.1).contains(&p.height)) {
        return Err(bad("play.height", "画面高度须为 240 到 3000"));
    }
    if !(SECONDS_RANGE.0..=SECONDS_RANGE.1).contains(&p.seconds) {
        return Err(bad("play.seconds", "一局须为 5 到 45 秒"));
    }
    Ok(())
}

/// The aims as the world applies them, from `[step, x]` pairs as sent: in step order, the
/// last one of a step kept. A pair the world cannot place (not two numbers, a step that is
/// not a whole number from 0) is an aim that never happens, as one after the round's end:
/// it moves no monkey, so it can only lower the replay's score, never raise it.
pub fn aims_of(pairs: &[Vec<f64>]) -> Vec<(u32, f64)> {
    let mut aims: Vec<(u32, f64)> = pairs
        .iter()
        .filter_map(|p| match p.as_slice() {
            [s, x]
                if s.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(s) && x.is_finite() =>
            {
                Some((*s as u32, *x))
            }
            _ => None,
        })
        .collect();
    // Stable: of two aims of one step, the later stays last.
    aims.sort_by_key(|a| a.0);
    let mut out: Vec<(u32, f64)> = Vec::with_capacity(aims.len());
    for a in aims {
        match out.last_mut() {
            Some(last) if last.0 == a.0 => *last = a,
            _ => out.push(a),
        }
    }
    out
}

/// The score the round makes with the session's `seed`. The play is checked first.
pub fn score(seed: u32, p: &Play) -> i64 {
    let mut w = World::new(seed, p.height, p.elder, p.seconds);
    let mut aims = p.aims.iter().peekable();
    let mut step = 0u32;
    while !w.over() {
        while let Some(&&(s, x)) = aims.peek() {
            if s != step {
                break;
            }
            w.aim(x);
            aims.next();
        }
        w.step();
        step += 1;
    }
    w.score
}

/// A round played by a simple player who always goes for the lowest peach still above the
/// monkey: honest rounds for the tests and the bench, made the way a page makes them.
pub fn autoplay(seed: u32, height: f64, elder: bool, seconds: i64) -> (Play, i64) {
    let mut w = World::new(seed, height, elder, seconds);
    let mut aims = Vec::new();
    let mut step = 0u32;
    let mut aimed = f64::NAN;
    while !w.over() {
        let lowest = w
            .things
            .iter()
            .filter(|t| !t.done && t.kind != Kind::Rock && t.y < w.monkey_y)
            .max_by(|a, b| a.y.total_cmp(&b.y))
            .map(|t| (t.x * 100.0).round() / 100.0);
        if let Some(x) = lowest
            && x != aimed
        {
            w.aim(x);
            aims.push((step, x));
            aimed = x;
        }
        w.step();
        step += 1;
    }
    let score = w.score;
    (
        Play {
            height,
            elder,
            seconds,
            aims,
        },
        score,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A round both the page's world and this one are held to (written by
    /// `YOUZHE_WRITE_REPLAYS=1 cargo test -p youzhe-games`; the page's test reads it too).
    #[derive(Debug, Serialize, Deserialize, PartialEq)]
    struct Recorded {
        seed: u32,
        play: Play,
        score: i64,
    }

    const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/replays.json");

    fn recorded() -> Vec<Recorded> {
        [
            (1_u32, 640.0, false, 45),
            (20_260_101, 812.5, false, 20),
            (4_294_967_295, 700.0, true, 30),
            (777, 420.25, false, 5),
        ]
        .into_iter()
        .map(|(seed, h, elder, s)| {
            let (play, score) = autoplay(seed, h, elder, s);
            Recorded { seed, play, score }
        })
        .collect()
    }

    #[test]
    fn recorded_rounds_replay_to_their_scores() {
        let now = recorded();
        if std::env::var_os("YOUZHE_WRITE_REPLAYS").is_some() {
            let text = serde_json::to_string_pretty(&now).unwrap();
            std::fs::write(FILE, text + "\n").unwrap();
        }
        let kept: Vec<Recorded> =
            serde_json::from_str(&std::fs::read_to_string(FILE).unwrap()).unwrap();
        assert_eq!(
            kept, now,
            "the world changed: rewrite replays.json and check the page"
        );
        for r in &kept {
            assert_eq!(check(&r.play), Ok(()));
            assert_eq!(score(r.seed, &r.play), r.score);
            assert!(r.score > 0, "{r:?}");
        }
    }

    #[test]
    fn a_claim_the_play_does_not_reach_is_found_out() {
        let (play, honest) = autoplay(9, 700.0, false, 45);
        assert!(honest >= super::super::rules::CHANCE_TIERS[0], "{honest}");
        // Standing still catches what falls on the middle only.
        let idle = Play {
            aims: vec![],
            ..play.clone()
        };
        assert!(score(9, &idle) < honest);
        // Another seed's round is another round.
        assert_ne!(score(10, &play), honest);
    }

    #[test]
    fn the_shape_of_a_play_is_checked() {
        let (mut p, _) = autoplay(3, 700.0, false, 5);
        assert_eq!(check(&p), Ok(()));
        p.height = 10.0;
        assert_eq!(check(&p).unwrap_err().field, "play.height");
        let (mut p, _) = autoplay(3, 700.0, false, 5);
        p.seconds = 46;
        assert_eq!(check(&p).unwrap_err().field, "play.seconds");
        // Aims are put in step order, the last of a step kept; what cannot be placed drops.
        let sent = vec![
            vec![9.0, 100.0],
            vec![5.0, 120.0],
            vec![5.0, 130.0],
            vec![],
            vec![1.5, 40.0],
            vec![-2.0, 40.0],
            vec![7.0],
        ];
        assert_eq!(aims_of(&sent), vec![(5, 130.0), (9, 100.0)]);
        // Sixty steps a second, give or take the last one the sums of 1000/60 land on.
        assert!((2700..=2701).contains(&steps_of(45)));
    }

    #[test]
    fn the_generator_is_mulberry32() {
        // The page's rng(1): the first three draws.
        let mut r = Rng(1);
        let got: Vec<f64> = (0..3).map(|_| r.next()).collect();
        assert_eq!(
            got,
            vec![0.6270739405881613, 0.002735721180215478, 0.5274470399599522]
        );
    }
}
