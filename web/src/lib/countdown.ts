import { CODE_COUNTDOWN_S } from './constants';

export interface Countdown {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/** The "resend code" countdown: ticks every second from `seconds` down to 0, then ends. */
export function createCountdown(
  onTick: (remaining: number) => void,
  onEnd: () => void,
  seconds = CODE_COUNTDOWN_S,
): Countdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  let remaining = 0;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start() {
      if (timer !== undefined) return; // a second tap while counting does nothing
      remaining = seconds;
      onTick(remaining);
      timer = setInterval(() => {
        remaining -= 1;
        if (remaining <= 0) {
          stop();
          onEnd();
        } else {
          onTick(remaining);
        }
      }, 1000);
    },
    stop,
    get running() {
      return timer !== undefined;
    },
  };
}
