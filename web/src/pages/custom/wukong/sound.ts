// The game's sounds, made with WebAudio oscillators (no audio files): a blip for a peach, a
// rising pair for a golden one, a thud for a rock, a short tune at the end. Muted by the
// visitor's choice (kept on this device); the context starts on the first tap.
const MUTE_KEY = 'wukong.muted';

type Note = [freq: number, at: number, len: number, type?: OscillatorType];

export class Sound {
  private ctx: AudioContext | null = null;
  muted: boolean;

  constructor() {
    let muted = false;
    try {
      muted = localStorage.getItem(MUTE_KEY) === '1';
    } catch {
      muted = false;
    }
    this.muted = muted;
  }

  setMuted(m: boolean): void {
    this.muted = m;
    try {
      localStorage.setItem(MUTE_KEY, m ? '1' : '0');
    } catch {
      // Private mode: the choice lasts this visit.
    }
    if (m) void this.ctx?.suspend();
    else void this.ctx?.resume();
  }

  /** Called from a tap: browsers start audio only after one. */
  unlock(): void {
    if (this.ctx || this.muted) return;
    const AC = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AC) return;
    try {
      this.ctx = new AC();
    } catch {
      this.ctx = null;
    }
  }

  private play(notes: Note[], volume = 0.12): void {
    if (this.muted) return;
    this.unlock();
    const ctx = this.ctx;
    if (!ctx) return;
    const now = ctx.currentTime;
    for (const [freq, at, len, type] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type ?? 'triangle';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(volume, now + at);
      gain.gain.exponentialRampToValueAtTime(0.001, now + at + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + at);
      osc.stop(now + at + len + 0.02);
    }
  }

  peach(): void {
    this.play([[880, 0, 0.08]]);
  }
  golden(): void {
    this.play([
      [988, 0, 0.08],
      [1319, 0.07, 0.12],
    ]);
  }
  rock(): void {
    this.play([[140, 0, 0.18, 'square']], 0.08);
  }
  end(): void {
    this.play([
      [523, 0, 0.12],
      [659, 0.12, 0.12],
      [784, 0.24, 0.2],
    ]);
  }
}
