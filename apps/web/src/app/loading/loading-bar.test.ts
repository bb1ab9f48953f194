import { describe, expect, it } from 'vitest';
import {
  IDLE,
  LOADING_BAR,
  LoadingBarController,
  randomStep,
  tick,
  type Scheduler,
} from './loading-bar.ts';

/** A scheduler driven by hand: `advance(ms)` fires what is due, in order. */
function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every?: number; fn: () => void }>();
  const scheduler: Scheduler = {
    setInterval: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, every: ms, fn });
      return id;
    },
    clearInterval: (id) => void timers.delete(id as number),
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      now = t.at;
      if (t.every) t.at += t.every;
      else timers.delete(id);
      t.fn();
    }
    now = end;
  };
  return { scheduler, advance, pending: () => timers.size };
}

describe('the page loading bar (specification section 9)', () => {
  it('has the specified constants', () => {
    expect(LOADING_BAR).toMatchObject({
      start: 10,
      buffer: 20,
      hold: 82,
      tickMs: 800,
      resetMs: 300,
      zIndex: 9999,
      height: 2,
    });
  });

  it('starts at 10 and advances by a random step every 800 ms, not before', () => {
    const { scheduler, advance } = manualScheduler();
    const bar = new LoadingBarController(scheduler, () => 0.5); // step 1 + floor(0.5 * 10) = 6
    bar.start();
    expect(bar.current).toEqual({ value: 10, visible: true, loading: true });
    advance(799);
    expect(bar.current.value).toBe(10);
    advance(1);
    expect(bar.current.value).toBe(16);
    advance(800 * 3);
    expect(bar.current.value).toBe(34);
  });

  it('is held at 82 once it would pass 80 while still loading', () => {
    const { scheduler, advance } = manualScheduler();
    const bar = new LoadingBarController(scheduler, () => 0.99); // step 10
    bar.start();
    advance(800 * 7); // 10 + 70 = 80: not past 80 yet
    expect(bar.current.value).toBe(80);
    advance(800);
    expect(bar.current.value).toBe(82);
    advance(800 * 20);
    expect(bar.current.value).toBe(82);
    expect(bar.current.loading).toBe(true);
  });

  it('jumps to 100 when done and resets 300 ms later', () => {
    const { scheduler, advance, pending } = manualScheduler();
    const bar = new LoadingBarController(scheduler, () => 0);
    bar.start();
    advance(1600);
    bar.done();
    expect(bar.current).toEqual({ value: 100, visible: true, loading: false });
    advance(299);
    expect(bar.current.value).toBe(100);
    advance(1);
    expect(bar.current).toEqual(IDLE);
    expect(pending()).toBe(0);
  });

  it('finishes only when the last of several loads is done', () => {
    const { scheduler } = manualScheduler();
    const bar = new LoadingBarController(scheduler, () => 0);
    bar.start();
    bar.start();
    bar.done();
    expect(bar.current.loading).toBe(true);
    bar.done();
    expect(bar.current.value).toBe(100);
    bar.done(); // an extra done is harmless
    expect(bar.current.value).toBe(100);
  });

  it('a new load during the reset restarts at 10 and cancels the reset', () => {
    const { scheduler, advance } = manualScheduler();
    const bar = new LoadingBarController(scheduler, () => 0);
    bar.start();
    bar.done();
    advance(100);
    bar.start();
    advance(250);
    expect(bar.current).toEqual({ value: 10, visible: true, loading: true });
  });

  it('steps are whole numbers from 1 to 10, and tick does nothing when idle', () => {
    expect(randomStep(() => 0)).toBe(1);
    expect(randomStep(() => 0.999)).toBe(10);
    expect(tick(IDLE, 5)).toBe(IDLE);
  });
});
