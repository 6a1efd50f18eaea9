// The game on its canvas: sized to the page and the screen's pixel ratio (at most 2), opaque,
// one canvas only (the background is copied under each frame rather than kept on a second
// canvas, which the browser would hand to the compositor again every frame); stepped at a
// fixed 60 Hz by requestAnimationFrame, steered by taps and drags, paused when the page is
// hidden.
// The round's end hands the score up. `window.__wukong` lets the journey and the frame-rate
// bench see the falling things where a visitor sees them, and count frames.
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n';
import { drawFrame, type Scene } from './draw';
import { paintBackground } from './shapes';
import { makeSprites } from './sprites';
import { Game, STEP_MS, WORLD_W, type Play } from './game';
import type { Sound } from './sound';

export interface StageProps {
  seed: number;
  elder: boolean;
  seconds?: number;
  sound: Sound;
  paused: boolean;
  onHud: (score: number, secondsLeft: number) => void;
  /** The round is over: its score and what the server replays. */
  onOver: (score: number, play: Play) => void;
}

interface Hook {
  /** The falling things in CSS pixels from the canvas's top-left corner. */
  things: () => { kind: string; x: number; y: number }[];
  monkey: () => { x: number; y: number };
  frames: number;
  /** Milliseconds spent stepping and drawing, summed over the frames. */
  busy: number;
  score: () => number;
}

declare global {
  interface Window {
    __wukong?: Hook;
  }
}

export function Stage({ seed, elder, seconds, sound, paused, onHud, onOver }: StageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const game = useRef<Game | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const callbacks = useRef({ onHud, onOver });
  callbacks.current = { onHud, onOver };

  // The canvas's CSS size, measured once it is laid out.
  useEffect(() => {
    const c = canvasRef.current;
    if (!c) return;
    const measure = () => {
      const r = c.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize({ w: r.width, h: r.height });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    const c = canvasRef.current;
    if (!c || !size) return;
    const dpr = Math.min(window.devicePixelRatio || 1, 2);
    c.width = Math.round(size.w * dpr);
    c.height = Math.round(size.h * dpr);
    const ctx = c.getContext('2d', { alpha: false });
    if (!ctx) return;
    const cssScale = size.w / WORLD_W;
    const scale = cssScale * dpr;
    if (!game.current) game.current = new Game({ seed, height: size.h / cssScale, elder, seconds });
    const g = game.current;
    const back = document.createElement('canvas');
    paintBackground(back, c.width, c.height, scale);
    const scene: Scene = { ctx, scale, back, sprites: makeSprites(scale) };
    const hook: Hook = {
      things: () => g.things.filter((x) => !x.done).map((x) => ({ kind: x.kind, x: x.x * cssScale, y: x.y * cssScale })),
      monkey: () => ({ x: g.monkeyX * cssScale, y: g.monkeyY * cssScale }),
      frames: 0,
      busy: 0,
      score: () => g.score,
    };
    window.__wukong = hook;

    const aim = (e: PointerEvent) => {
      const r = c.getBoundingClientRect();
      g.aim((e.clientX - r.left) / cssScale);
    };
    const down = (e: PointerEvent) => {
      sound.unlock();
      c.setPointerCapture?.(e.pointerId);
      aim(e);
    };
    const move = (e: PointerEvent) => {
      if (e.buttons || e.pointerType === 'touch') aim(e);
    };
    c.addEventListener('pointerdown', down);
    c.addEventListener('pointermove', move);

    let raf = 0;
    let last = -1;
    let acc = 0;
    let hudScore = -1;
    let hudLeft = -1;
    let ended = false;
    const frame = (now: number) => {
      raf = requestAnimationFrame(frame);
      if (pausedRef.current) {
        last = -1;
        return;
      }
      const t0 = performance.now();
      if (last < 0) last = now;
      // A long gap (a stall, a background tab) is not played through at once.
      acc += Math.min(now - last, 250);
      last = now;
      while (acc >= STEP_MS && !g.over) {
        for (const ev of g.step()) {
          if (ev.type === 'hit') sound.rock();
          else if (ev.kind === 'golden') sound.golden();
          else sound.peach();
        }
        acc -= STEP_MS;
      }
      drawFrame(scene, g, now);
      hook.frames += 1;
      hook.busy += performance.now() - t0;
      if (g.score !== hudScore || g.secondsLeft !== hudLeft) {
        hudScore = g.score;
        hudLeft = g.secondsLeft;
        callbacks.current.onHud(hudScore, hudLeft);
      }
      if (g.over && !ended) {
        ended = true;
        sound.end();
        callbacks.current.onOver(g.score, g.play());
      }
    };
    raf = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(raf);
      c.removeEventListener('pointerdown', down);
      c.removeEventListener('pointermove', move);
      if (window.__wukong === hook) delete window.__wukong;
    };
  }, [size, seed, elder, seconds, sound]);

  return (
    <canvas ref={canvasRef} className="wk-canvas" role="img" aria-label={t('wukong.play.canvas')} />
  );
}
