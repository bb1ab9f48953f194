import { describe, expect, it } from 'vitest';
import { apiRelative, fillPath } from './api-path.ts';

describe('contract paths', () => {
  it('fills parameters, encoded, and leaves the ones not given', () => {
    expect(fillPath('/api/tests/requests/:id/approve', { id: 'a b' })).toBe(
      '/api/tests/requests/a%20b/approve',
    );
    expect(fillPath('/api/x/:id/:part', { id: '1' })).toBe('/api/x/1/:part');
  });

  it('takes the API prefix off, and only a whole first segment', () => {
    expect(apiRelative('/api/rewards/:id', { id: '7' })).toBe('/rewards/7');
    expect(apiRelative('/api/rewards/:id')).toBe('/rewards/:id');
    expect(apiRelative('/apiary/x')).toBe('/apiary/x');
  });
});
