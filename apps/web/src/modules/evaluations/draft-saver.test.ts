import { describe, expect, it } from 'vitest';
import { draftSaver } from './draft-saver.ts';

/** A server that answers each save only when told, bumping the version like the real one. */
function server(start: number) {
  let stored = start;
  const calls: { answers: string; version: number; keepalive: boolean }[] = [];
  const waiting: (() => void)[] = [];
  const save = (answers: string, version: number, how: { keepalive: boolean }) => {
    calls.push({ answers, version, keepalive: how.keepalive });
    return new Promise<{ version: number }>((resolve, reject) =>
      waiting.push(() => {
        if (version !== stored) return reject(new Error('409'));
        stored += 1;
        resolve({ version: stored });
      }),
    );
  };
  const answerNext = async () => {
    await Promise.resolve();
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { save, calls, answerNext, stored: () => stored };
}

// A delay no test waits for: saves happen only through flush, as on leaving the sheet.
const NEVER = 60 * 60 * 1000;

describe('draftSaver', () => {
  it('sends overlapping saves one after another, each with the version the last returned', async () => {
    const s = server(3);
    const states: string[] = [];
    const saver = draftSaver({
      version: 3,
      save: s.save,
      delay: NEVER,
      onState: (x) => states.push(x),
    });
    saver.change('a');
    const first = saver.flush();
    saver.change('ab');
    const second = saver.flush();
    await s.answerNext();
    await s.answerNext();
    await Promise.all([first, second]);
    expect(s.calls.map((c) => [c.answers, c.version])).toEqual([
      ['a', 3],
      ['ab', 4],
    ]);
    expect(states).not.toContain('failed');
    expect(saver.version()).toBe(5);
    expect(s.stored()).toBe(5);
  });

  it('saves the pending answers at once when flushed (leaving), and only the latest', async () => {
    const s = server(1);
    const saver = draftSaver({ version: 1, save: s.save, delay: NEVER });
    saver.change('x');
    saver.change('xy');
    const done = saver.flush({ keepalive: true });
    await s.answerNext();
    await done;
    expect(s.calls).toEqual([{ answers: 'xy', version: 1, keepalive: true }]);
    // Nothing new: nothing sent.
    await saver.flush();
    expect(s.calls).toHaveLength(1);
  });

  it('reports a refused save and keeps the last good version', async () => {
    const s = server(2);
    const states: string[] = [];
    const saver = draftSaver({
      version: 1,
      save: s.save,
      delay: NEVER,
      onState: (x) => states.push(x),
    });
    saver.change('stale');
    const done = saver.flush();
    await s.answerNext();
    await done;
    expect(states).toEqual(['saving', 'failed']);
    expect(saver.version()).toBe(1);
  });
});
