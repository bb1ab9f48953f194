import type { MessageView } from '@qc/domain/conversations/realtime-events';
import { describe, expect, it } from 'vitest';
import { conversationName, groupByDay, initials, readers } from './conversation-model.ts';

const member = (id: string, displayName: string, lastReadSeq = 0) => ({
  id,
  displayName,
  role: 'member' as const,
  lastReadSeq,
});

const message = (seq: number, createdAt: string): MessageView => ({
  id: `m${seq}`,
  conversationId: 'c',
  seq,
  senderId: 'a',
  senderName: 'A',
  body: `${seq}`,
  attachments: [],
  createdAt,
});

describe('conversation model', () => {
  it('names a direct conversation after the other person, a group after its title', () => {
    const members = [member('me', 'أنا'), member('x', 'أحمد')];
    expect(conversationName({ kind: 'direct', title: null, members }, 'me')).toBe('أحمد');
    expect(conversationName({ kind: 'group', title: 'المحفظون', members }, 'me')).toBe('المحفظون');
  });

  it('makes avatar letters from the first two words, skipping the article', () => {
    expect(initials('أحمد الحسن')).toBe('أ\u200Cح');
    expect(initials('Marie Curie')).toBe('MC');
    expect(initials('  ')).toBe('');
  });

  it('puts messages in reading order by local day, once each', () => {
    const day1 = new Date(2026, 0, 1, 10).toISOString();
    const day1b = new Date(2026, 0, 1, 23).toISOString();
    const day2 = new Date(2026, 0, 2, 8).toISOString();
    const groups = groupByDay([
      message(3, day2),
      message(2, day1b),
      message(1, day1),
      message(2, day1b),
    ]);
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.seq)])).toEqual([
      ['2026-01-01', [1, 2]],
      ['2026-01-02', [3]],
    ]);
  });

  it('lists the others who read a message', () => {
    const members = [member('me', 'me', 9), member('a', 'A', 5), member('b', 'B', 2)];
    expect(readers(members, 'me', 4).map((m) => m.id)).toEqual(['a']);
    expect(readers(members, 'me', 6)).toEqual([]);
  });
});
