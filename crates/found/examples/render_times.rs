//! How long drawing the scenes' pictures takes (bench/found-render.sh): each picture drawn
//! and encoded `ROUNDS` times; prints the median milliseconds per picture and its size.
//! A picture is drawn once per server run and then served from memory, so this is the cost
//! of the first request for each.

use std::time::Instant;

use youzhe_found::{
    render::draw,
    scenes::{Scenes, Side},
};

const ROUNDS: usize = 9;

fn main() -> anyhow::Result<()> {
    let scenes = Scenes::shipped()?;
    println!("scene\tside\tms (median of {ROUNDS})\tbytes");
    let mut all = Vec::new();
    for scene in &scenes.scenes {
        for side in [Side::A, Side::B] {
            let mut times = Vec::with_capacity(ROUNDS);
            let mut bytes = 0;
            for _ in 0..ROUNDS {
                let t = Instant::now();
                let png = draw(scene, side, &scenes)?;
                times.push(t.elapsed().as_secs_f64() * 1000.0);
                bytes = png.bytes.len();
            }
            times.sort_by(f64::total_cmp);
            let median = times[ROUNDS / 2];
            all.push(median);
            println!("{}\t{side:?}\t{median:.2}\t{bytes}", scene.id);
        }
    }
    all.sort_by(f64::total_cmp);
    println!(
        "all {} pictures: median {:.2} ms, slowest {:.2} ms",
        all.len(),
        all[all.len() / 2],
        all[all.len() - 1]
    );
    Ok(())
}
