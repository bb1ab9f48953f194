import { describe, expect, it } from 'vitest';
import { splitLinks } from './OutboxScreen.tsx';

describe('outbox message bodies', () => {
  it('makes the links of a mail clickable and keeps the rest as text', () => {
    expect(
      splitLinks(
        'افتح هذا الرابط:\nhttp://localhost:3000/authentication/verify-email-v1?token=ab_c-1\nشكرًا',
      ),
    ).toEqual([
      { text: 'افتح هذا الرابط:\n' },
      {
        text: 'http://localhost:3000/authentication/verify-email-v1?token=ab_c-1',
        href: 'http://localhost:3000/authentication/verify-email-v1?token=ab_c-1',
      },
      { text: '\nشكرًا' },
    ]);
    expect(splitLinks('no link')).toEqual([{ text: 'no link' }]);
  });
});
