// The Monkey King game's rules and world, with no drawing and no clock of its own: the page
// steps it at a fixed 60 Hz. The numbers are the server's (crates/games/src/rules.rs): a
// peach every SPAWN_MS of play, 10 points, a golden one 30, so a second of play can never
// score more than the server accepts. The same seed plays the same round, and the server
// plays it again (crates/games/src/replay.rs, the same world step for step): the round
// keeps every aim with the step it came before (`play()`), and the server takes the score
// its replay reaches. An aim is kept to 0.01 of a unit so the record stays short.

export const ROUND_SECONDS = 45;
export const SPAWN_MS = 600;
export const PEACH_POINTS = 10;
export const GOLDEN_POINTS = 30;
export const STEP_MS = 1000 / 60;
/** World width in world units; the height follows the canvas's shape. */
export const WORLD_W = 360;
const STUN_MS = 800;
const MONKEY_SPEED = 900; // units per second toward the finger

export type Kind = 'peach' | 'golden' | 'rock';
export interface Thing {
  id: number;
  kind: Kind;
  x: number;
  y: number;
  /** Gone: caught, hit, or fallen past the bottom. */
  done: boolean;
}

export type Event = { type: 'catch'; kind: 'peach' | 'golden'; x: number; y: number } | { type: 'hit'; x: number; y: number };

/** What the server replays: the world, and each aim as [step, x]. */
export interface Play {
  height: number;
  elder: boolean;
  seconds: number;
  aims: [number, number][];
}

export interface Options {
  seed: number;
  /** World height (units); the monkey rides near the bottom. */
  height: number;
  /** Elder mode: things fall slower and the monkey reaches farther. */
  elder?: boolean;
  /** Seconds of play (the round's; shorter only for tests). */
  seconds?: number;
}

/** mulberry32: a small seeded generator, the same numbers for the same seed everywhere. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Game {
  readonly height: number;
  readonly roundMs: number;
  readonly elder: boolean;
  readonly monkeyY: number;
  readonly reach: number;
  time = 0;
  score = 0;
  caught = 0;
  hits = 0;
  monkeyX = WORLD_W / 2;
  targetX = WORLD_W / 2;
  stunnedUntil = 0;
  things: Thing[] = [];
  /** Steps taken: an aim applies before the next one. */
  steps = 0;
  private aims: [number, number][] = [];
  private readonly seconds: number;
  private nextSpawn = SPAWN_MS;
  private nextId = 1;
  private random: () => number;

  constructor(o: Options) {
    this.height = o.height;
    this.elder = Boolean(o.elder);
    this.seconds = o.seconds ?? ROUND_SECONDS;
    this.roundMs = Math.round(this.seconds * 1000);
    this.monkeyY = o.height - 110;
    this.reach = this.elder ? 46 : 36;
    this.random = rng(o.seed);
  }

  get over(): boolean {
    return this.time >= this.roundMs;
  }

  get secondsLeft(): number {
    return Math.max(0, Math.ceil((this.roundMs - this.time) / 1000));
  }

  /** Fall speed in units per second: quicker as the round goes on; gentler in elder mode. */
  fallSpeed(): number {
    const base = 170 + (this.time / 1000) * 4;
    return this.elder ? base * 0.72 : base;
  }

  /** Where the finger is (world units): the monkey flies there. */
  aim(x: number): void {
    if (this.over || !Number.isFinite(x)) return;
    this.targetX = Math.min(WORLD_W - 20, Math.max(20, Math.round(x * 100) / 100));
    const last = this.aims[this.aims.length - 1];
    if (last && last[0] === this.steps) last[1] = this.targetX;
    else this.aims.push([this.steps, this.targetX]);
  }

  /** The round as the server replays it. */
  play(): Play {
    return { height: this.height, elder: this.elder, seconds: this.seconds, aims: this.aims.map(([s, x]) => [s, x]) };
  }

  /** One fixed step of `STEP_MS`; what happened in it. */
  step(): Event[] {
    const events: Event[] = [];
    if (this.over) return events;
    const dt = STEP_MS;
    this.time += dt;
    this.steps += 1;
    while (this.time >= this.nextSpawn && this.nextSpawn < this.roundMs) {
      const r = this.random();
      const kind: Kind = r < 0.125 ? 'golden' : r < 0.325 ? 'rock' : 'peach';
      const x = 24 + this.random() * (WORLD_W - 48);
      this.things.push({ id: this.nextId++, kind, x, y: -20, done: false });
      this.nextSpawn += SPAWN_MS;
    }
    if (this.time >= this.stunnedUntil) {
      const d = this.targetX - this.monkeyX;
      const max = (MONKEY_SPEED * dt) / 1000;
      this.monkeyX += Math.abs(d) <= max ? d : Math.sign(d) * max;
    }
    const fall = (this.fallSpeed() * dt) / 1000;
    for (const t of this.things) {
      if (t.done) continue;
      t.y += fall;
      const near = Math.abs(t.x - this.monkeyX) < this.reach && t.y > this.monkeyY - 34 && t.y < this.monkeyY + 24;
      if (near) {
        t.done = true;
        if (t.kind === 'rock') {
          this.hits += 1;
          this.stunnedUntil = this.time + STUN_MS;
          events.push({ type: 'hit', x: t.x, y: t.y });
        } else {
          this.caught += 1;
          this.score += t.kind === 'golden' ? GOLDEN_POINTS : PEACH_POINTS;
          events.push({ type: 'catch', kind: t.kind, x: t.x, y: t.y });
        }
      } else if (t.y > this.height + 30) {
        t.done = true;
      }
    }
    if (this.things.length > 40) this.things = this.things.filter((t) => !t.done);
    return events;
  }

  /** Whether the monkey is dazed by a falling rock. */
  get stunned(): boolean {
    return this.time < this.stunnedUntil;
  }
}
