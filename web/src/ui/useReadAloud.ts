// Reading a text aloud with the browser's own speech (Web Speech API), in a Chinese voice
// when the device has one. No network, no library: where the browser has no speech the
// control is simply not offered; where it has voices but no Chinese one (or the engine says
// it cannot speak), a tap says so instead of doing nothing.
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

/** Errors of an utterance that mean the device cannot speak this text at all. */
const CANNOT = ['language-unavailable', 'voice-unavailable', 'synthesis-unavailable', 'synthesis-failed', 'not-allowed'];

/**
 * The device's voices, kept current: many browsers list none until they have loaded them,
 * and say so with `voiceschanged`.
 */
function useVoices(synth: SpeechSynthesis | null): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth || typeof synth.addEventListener !== 'function') return;
    const changed = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', changed);
    return () => synth.removeEventListener('voiceschanged', changed);
  }, [synth]);
  return voices;
}

/** Play, pause, resume and stop one text; stops when the page goes away. `mute` once the device turned out unable to speak Chinese. */
export function useReadAloud(text: string) {
  const synth = speech();
  const voices = useVoices(synth);
  const [state, setState] = useState<ReadState>('idle');
  const [mute, setMute] = useState(false);
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
    const listed = synth.getVoices().length ? synth.getVoices() : voices;
    const voice = chineseVoice(listed);
    // Voices known and none of them Chinese: reading would be silence or gibberish.
    if (listed.length > 0 && !voice) {
      setMute(true);
      setState('idle');
      return;
    }
    setMute(false);
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
      }
      u.onerror = (e?: SpeechSynthesisErrorEvent) => {
        if (run.current !== mine) return;
        if (e && CANNOT.includes(e.error)) {
          run.current++;
          synth.cancel();
          setMute(true);
          setState('idle');
        } else if (i === parts.length - 1) {
          setState('idle');
        }
      };
      synth.speak(u);
    });
    if (parts.length) setState('speaking');
  }, [synth, state, text, voices]);

  const pause = useCallback(() => {
    if (!synth || state !== 'speaking') return;
    synth.pause();
    setState('paused');
  }, [synth, state]);

  return { supported: synth !== null, state, mute, play, pause, stop };
}
