import { describe, expect, it } from 'vitest';
import { indexRoutes } from './route-entry.ts';
import { ROUTE_INDEX } from './route-index.ts';
import { ROUTE_TABLE } from './routes.ts';

describe('the route index', () => {
  it('matches the route table (else run `npm run web:index`)', () => {
    expect(ROUTE_INDEX).toEqual(indexRoutes(ROUTE_TABLE));
  });
});
