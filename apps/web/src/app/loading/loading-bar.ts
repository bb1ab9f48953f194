/** The page loading bar of section 9 of the specification. */
export const LOADING_BAR = {
  start: 10,
  buffer: 20,
  /** Past this value while still loading, the bar is held at `hold`. */
  threshold: 80,
  hold: 82,
  tickMs: 800,
  resetMs: 300,
  zIndex: 9999,
  height: 2,
} as const;

export interface LoadingBarState {
  /** 0..100; 0 with `visible` false when idle. */
  value: number;
  visible: boolean;
  loading: boolean;
}

export const IDLE: LoadingBarState = { value: 0, visible: false, loading: false };

/** A random step of 1..10 percent: the bar advances by it every tick. */
export const randomStep = (random: () => number = Math.random): number =>
  1 + Math.floor(random() * 10);

/** One tick while loading: advance randomly, but past 80 hold at 82 until done. */
export function tick(state: LoadingBarState, step: number): LoadingBarState {
  if (!state.loading) return state;
  const next = state.value + step;
  return { ...state, value: next > LOADING_BAR.threshold ? LOADING_BAR.hold : next };
}

export interface Scheduler {
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realScheduler: Scheduler = {
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Drives the bar: `start()` shows it at 10 and ticks every 800 ms; `done()` jumps to 100 and
 * hides it 300 ms later. Nested loads count: the bar finishes when the last one is done.
 */
export class LoadingBarController {
  private state: LoadingBarState = IDLE;
  private pending = 0;
  private ticker: unknown = null;
  private resetTimer: unknown = null;
  private readonly listeners = new Set<(s: LoadingBarState) => void>();

  constructor(
    private readonly scheduler: Scheduler = realScheduler,
    private readonly random: () => number = Math.random,
  ) {}

  get current(): LoadingBarState {
    return this.state;
  }

  subscribe(listener: (s: LoadingBarState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.pending++;
    if (this.pending > 1) return;
    if (this.resetTimer !== null) {
      this.scheduler.clearTimeout(this.resetTimer);
      this.resetTimer = null;
    }
    this.set({ value: LOADING_BAR.start, visible: true, loading: true });
    this.ticker = this.scheduler.setInterval(
      () => this.set(tick(this.state, randomStep(this.random))),
      LOADING_BAR.tickMs,
    );
  }

  done(): void {
    if (this.pending === 0) return;
    this.pending--;
    if (this.pending > 0) return;
    if (this.ticker !== null) this.scheduler.clearInterval(this.ticker);
    this.ticker = null;
    this.set({ value: 100, visible: true, loading: false });
    this.resetTimer = this.scheduler.setTimeout(() => {
      this.resetTimer = null;
      this.set(IDLE);
    }, LOADING_BAR.resetMs);
  }

  private set(next: LoadingBarState): void {
    this.state = next;
    for (const l of this.listeners) l(next);
  }
}

/** The app's one bar: router navigations and lazy screens report to it. */
export const loadingBar = new LoadingBarController();
