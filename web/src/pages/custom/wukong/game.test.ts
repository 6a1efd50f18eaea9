import { describe, expect, it } from 'vitest';
import recorded from '../../../../../crates/games/src/replays.json';
import { GOLDEN_POINTS, Game, ROUND_SECONDS, SPAWN_MS, WORLD_W, type Play } from './game';

/** Steps a new round with `p`'s aims, each set before its step, as the server replays it. */
function replay(seed: number, p: Play): Game {
  const g = new Game({ seed, height: p.height, elder: p.elder, seconds: p.seconds });
  let i = 0;
  while (!g.over) {
    while (i < p.aims.length && p.aims[i]![0] === g.steps) g.aim(p.aims[i++]![1]);
    g.step();
  }
  return g;
}

function play(g: Game, follow: boolean) {
  while (!g.over) {
    if (follow) {
      const next = g.things.filter((t) => !t.done && t.kind !== 'rock').sort((a, b) => b.y - a.y)[0];
      if (next) g.aim(next.x);
    }
    g.step();
  }
}

describe('the Monkey King round', () => {
  it('scores the recorded rounds exactly as the server’s replay does', () => {
    expect(recorded.length).toBeGreaterThan(3);
    for (const r of recorded) {
      const g = replay(r.seed, r.play as Play);
      expect([r.seed, g.score]).toEqual([r.seed, r.score]);
      // Replaying records the same aims again: what the page sends is what was played.
      expect(g.play().aims).toEqual(r.play.aims);
    }
  });

  it('keeps each aim with the step it came before, one per step', () => {
    const g = new Game({ seed: 5, height: 640, seconds: 5 });
    g.aim(100.123);
    g.aim(120);
    g.step();
    g.step();
    g.aim(400);
    expect(g.play()).toEqual({ height: 640, elder: false, seconds: 5, aims: [[0, 120], [2, 340]] });
  });

  it('lasts the round and never scores more than the server allows per second', () => {
    const g = new Game({ seed: 7, height: 640 });
    play(g, true);
    expect(g.time).toBeGreaterThanOrEqual(ROUND_SECONDS * 1000);
    expect(g.score).toBeGreaterThan(200);
    // The server's limit: a golden peach per spawn interval.
    expect(g.score).toBeLessThanOrEqual(Math.ceil((GOLDEN_POINTS * 1000) / SPAWN_MS) * ROUND_SECONDS);
  });

  it('plays the same round for the same seed and another for another seed', () => {
    const a = new Game({ seed: 42, height: 640 });
    const b = new Game({ seed: 42, height: 640 });
    const c = new Game({ seed: 43, height: 640 });
    play(a, true);
    play(b, true);
    play(c, true);
    expect(a.score).toBe(b.score);
    expect(a.caught).toBe(b.caught);
    expect(`${a.score}/${a.caught}/${a.hits}`).not.toBe(`${c.score}/${c.caught}/${c.hits}`);
  });

  it('scores little when the monkey stays still, and a rock stops him for a moment', () => {
    const idle = new Game({ seed: 9, height: 640 });
    play(idle, false);
    const busy = new Game({ seed: 9, height: 640 });
    play(busy, true);
    expect(idle.score).toBeLessThan(busy.score / 2);
    const g = new Game({ seed: 1, height: 640 });
    g.things.push({ id: 99, kind: 'rock', x: WORLD_W / 2, y: g.monkeyY - 10, done: false });
    const events = g.step();
    expect(events).toEqual([expect.objectContaining({ type: 'hit' })]);
    expect(g.stunned).toBe(true);
    g.aim(20);
    g.step();
    expect(g.monkeyX).toBe(WORLD_W / 2);
  });

  it('falls slower in elder mode', () => {
    expect(new Game({ seed: 1, height: 640, elder: true }).fallSpeed()).toBeLessThan(new Game({ seed: 1, height: 640 }).fallSpeed());
  });
});
