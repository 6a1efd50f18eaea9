// Reading a text aloud with the browser's own speech (Web Speech API), in a Chinese voice
// when the device has one. No network, no library: where the browser has no speech the
// control is simply not offered.
import { useCallback, useEffect, useRef, useState } from 'react';

export type ReadState = 'idle' | 'speaking' | 'paused';

/** The device's speech, or null where there is none. */
export function speech(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

/** A zh-CN voice when present, else any Chinese one; null leaves the browser's default. */
export function chineseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const lang = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => lang(v) === 'zh-cn') ?? voices.find((v) => lang(v).startsWith('zh')) ?? null;
}

/**
 * Long texts go in pieces: some engines stop after 15 s of one utterance, and a piece per
 * sentence lets pause and stop take effect sooner. Pieces end at a sentence mark, at most
 * `max` characters.
 */
export function pieces(text: string, max = 160): string[] {
  const out: string[] = [];
  for (const sentence of text.replace(/\s+/g, ' ').trim().match(/[^。！？!?；;\n]+[。！？!?；;]?/g) ?? []) {
    for (let i = 0; i < sentence.length; i += max) {
      const part = sentence.slice(i, i + max).trim();
      if (part) out.push(part);
    }
  }
  return out;
}

/** Play, pause, resume and stop one text; stops when the page goes away. */
export function useReadAloud(text: string) {
  const synth = speech();
  const [state, setState] = useState<ReadState>('idle');
  // Each play gets a number: a late `end` of an earlier reading must not touch this one.
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current++;
    synth?.cancel();
    setState('idle');
  }, [synth]);

  // A new text, or leaving the page, ends the reading.
  useEffect(() => stop, [text, stop]);

  const play = useCallback(() => {
    if (!synth) return;
    if (state === 'paused') {
      synth.resume();
      setState('speaking');
      return;
    }
    synth.cancel();
    const mine = ++run.current;
    const voice = chineseVoice(synth.getVoices());
    const parts = pieces(text);
    parts.forEach((part, i) => {
      const u = new SpeechSynthesisUtterance(part);
      u.lang = 'zh-CN';
      if (voice) u.voice = voice;
      if (i === parts.length - 1) {
        const done = () => {
          if (run.current === mine) setState('idle');
        };
        u.onend = done;
        u.onerror = done;
      }
      synth.speak(u);
    });
    if (parts.length) setState('speaking');
  }, [synth, state, text]);

  const pause = useCallback(() => {
    if (!synth || state !== 'speaking') return;
    synth.pause();
    setState('paused');
  }, [synth, state]);

  return { supported: synth !== null, state, play, pause, stop };
}
