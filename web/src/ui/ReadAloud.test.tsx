import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadAloud } from './ReadAloud';
import { chineseVoice, pieces } from './useReadAloud';

/** A speech engine that records what it was asked to say and ends a piece on demand. */
class FakeSpeech {
  spoken: { text: string; lang: string; voice: string | null; onend: (() => void) | null }[] = [];
  calls: string[] = [];
  voices = [{ lang: 'en-US', name: 'English' }, { lang: 'zh-TW', name: 'Taiwan' }, { lang: 'zh-CN', name: 'Mainland' }];
  utterances: { onerror: ((e: { error: string }) => void) | null }[] = [];
  speak(u: { text: string; lang: string; voice: { name: string } | null; onend: (() => void) | null; onerror: ((e: { error: string }) => void) | null }) {
    this.utterances.push(u);
    this.calls.push('speak');
    this.spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null, onend: u.onend });
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  cancel() {
    this.calls.push('cancel');
  }
  getVoices() {
    return this.voices;
  }
  listeners: (() => void)[] = [];
  addEventListener(_: string, f: () => void) {
    this.listeners.push(f);
  }
  removeEventListener(_: string, f: () => void) {
    this.listeners = this.listeners.filter((l) => l !== f);
  }
}

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

const w = window as unknown as Record<string, unknown>;
let fake: FakeSpeech;

beforeEach(() => {
  fake = new FakeSpeech();
  w.speechSynthesis = fake;
  w.SpeechSynthesisUtterance = FakeUtterance;
});

afterEach(() => {
  cleanup();
  delete w.speechSynthesis;
  delete w.SpeechSynthesisUtterance;
});

const BIO = '鲁迅，原名周树人，浙江绍兴人。他是中国现代文学的奠基人之一！';

describe('read aloud', () => {
  it('reads the text in a zh-CN voice, sentence by sentence, and can pause, resume and stop', () => {
    render(<ReadAloud text={BIO} title="鲁迅" />);
    expect(screen.getByRole('group', { name: '朗读：鲁迅' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    expect(fake.spoken.map((s) => s.text)).toEqual(['鲁迅，原名周树人，浙江绍兴人。', '他是中国现代文学的奠基人之一！']);
    expect(fake.spoken.every((s) => s.lang === 'zh-CN' && s.voice === 'Mainland')).toBe(true);
    expect(screen.getByText('正在朗读')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(fake.calls.at(-1)).toBe('pause');
    expect(screen.getByText('已暂停')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    expect(fake.calls.at(-1)).toBe('resume');

    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(fake.calls.at(-1)).toBe('cancel');
    expect(screen.getByRole('button', { name: '朗读' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停止' })).toBeNull();
  });

  it('comes back to play when the last sentence has been read', () => {
    render(<ReadAloud text={BIO} title="鲁迅" />);
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    act(() => fake.spoken.at(-1)?.onend?.());
    expect(screen.getByRole('button', { name: '朗读' })).toBeTruthy();
    expect(screen.queryByText('正在朗读')).toBeNull();
  });

  it('stops reading when the page goes away', () => {
    const { unmount } = render(<ReadAloud text={BIO} title="鲁迅" />);
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    fake.calls = [];
    unmount();
    expect(fake.calls).toContain('cancel');
  });

  it('says it cannot read where the device has voices but no Chinese one, and speaks nothing', () => {
    fake.voices = [{ lang: 'en-US', name: 'English' }];
    render(<ReadAloud text={BIO} title="鲁迅" />);
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    expect(fake.spoken).toEqual([]);
    expect(screen.getByText(/没有中文朗读语音/)).toBeTruthy();
  });

  it('waits for the voices the browser loads late (voiceschanged)', () => {
    const later = fake.voices;
    fake.voices = [];
    render(<ReadAloud text={BIO} title="鲁迅" />);
    fake.voices = later;
    act(() => fake.listeners.forEach((l) => l()));
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    expect(fake.spoken[0]?.voice).toBe('Mainland');
    expect(screen.queryByText(/没有中文朗读语音/)).toBeNull();
  });

  it('says so when the engine answers that it cannot speak the language', () => {
    fake.voices = [];
    render(<ReadAloud text={BIO} title="鲁迅" />);
    fireEvent.click(screen.getByRole('button', { name: '朗读' }));
    const first = fake.utterances[0];
    act(() => first?.onerror?.({ error: 'language-unavailable' }));
    expect(screen.getByText(/没有中文朗读语音/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '朗读' })).toBeTruthy();
  });

  it('is not offered where the browser has no speech', () => {
    delete w.speechSynthesis;
    render(<ReadAloud text={BIO} title="鲁迅" />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: '朗读' })).toBeNull();
  });

  it('prefers a mainland voice, then any Chinese one', () => {
    const v = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;
    expect(chineseVoice([v('en-US'), v('zh_CN')])?.name).toBe('zh_CN');
    expect(chineseVoice([v('en-US'), v('zh-HK')])?.name).toBe('zh-HK');
    expect(chineseVoice([v('en-US')])).toBeNull();
  });

  it('cuts long sentences so no piece is too long to say at once', () => {
    const long = '西'.repeat(400) + '。';
    expect(pieces(long).map((p) => p.length)).toEqual([160, 160, 81]);
    expect(pieces('  ')).toEqual([]);
  });
});
