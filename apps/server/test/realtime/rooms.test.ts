import { describe, expect, it } from 'vitest';
import { buildAccessContext, type Grant } from '../../src/access/access-context.ts';
import { recordInScope, type ScopedRecord } from '../../src/access/scope-condition.ts';
import { roomsForChange, roomsForGrants } from '../../src/realtime/rooms.ts';

/**
 * The rooms must say exactly what the HTTP side says: a change of R at a record reaches a
 * user iff `scopeFor('R:read')` of their grants covers the record. Checked over every
 * combination of a few grants and records.
 */
const permissionSets = [
  ['*'],
  ['students:read'],
  ['students:*'],
  ['*:read'],
  ['rings:read', 'students:create'],
  ['students:export'],
];
const places: Array<Omit<Grant, 'permissions'>> = [
  { level: 'organisation', countryId: null, centreId: null, ringId: null },
  { level: 'country', countryId: 'C1', centreId: null, ringId: null },
  { level: 'centre', countryId: 'C1', centreId: 'X1', ringId: null },
  { level: 'ring', countryId: 'C1', centreId: 'X1', ringId: 'R1' },
  { level: 'own', countryId: 'C1', centreId: 'X1', ringId: null, ownRingIds: ['R2'] },
  {
    level: 'own',
    countryId: null,
    centreId: null,
    ringId: null,
    ownRingIds: [],
    ownStudentIds: ['S1'],
  },
];
const records: ScopedRecord[] = [
  { countryId: 'C1', centreId: 'X1', ringId: 'R1', studentId: 'S1' },
  { countryId: 'C1', centreId: 'X1', ringId: 'R2' },
  { countryId: 'C1', centreId: 'X2', ringId: 'R3' },
  { countryId: 'C2', centreId: 'X3' },
  { countryId: 'C1' },
];

const grants: Grant[] = permissionSets.flatMap((permissions) =>
  places.map((p) => ({ ...p, permissions })),
);

describe('socket rooms agree with the scope rules', () => {
  it('for one grant and for pairs of grants, on every record', () => {
    const users: Grant[][] = [
      ...grants.map((g) => [g]),
      ...grants.flatMap((g, i) => grants.slice(i + 1, i + 8).map((h) => [g, h])),
    ];
    let reached = 0;
    let checked = 0;
    for (const userGrants of users) {
      const joined = roomsForGrants(userGrants);
      const access = buildAccessContext('u', null, userGrants);
      for (const resource of ['students', 'rings']) {
        for (const record of records) {
          const expected =
            access.can(`${resource}:read`) &&
            recordInScope(access.scopeFor(`${resource}:read`), record);
          const actual = roomsForChange(resource, record).some((room) => joined.has(room));
          expect(actual, JSON.stringify({ userGrants, resource, record })).toBe(expected);
          checked++;
          if (actual) reached++;
        }
      }
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(reached).toBeGreaterThan(100);
    expect(checked - reached).toBeGreaterThan(100);
  });

  it('sends a change read with several permissions to whoever may read one of them there', () => {
    // A module's screens keyed on one name (`finance`) but read with `vouchers:read` or
    // `finance:read`: a user hears of a voucher iff either covers the record.
    let reached = 0;
    for (const g of grants) {
      const joined = roomsForGrants([g]);
      const access = buildAccessContext('u', null, [g]);
      for (const record of records) {
        const expected = ['students', 'rings'].some(
          (r) => access.can(`${r}:read`) && recordInScope(access.scopeFor(`${r}:read`), record),
        );
        const actual = roomsForChange(['students', 'rings'], record).some((room) =>
          joined.has(room),
        );
        expect(actual, JSON.stringify({ g, record })).toBe(expected);
        if (actual) reached++;
      }
    }
    expect(reached).toBeGreaterThan(10);
  });

  it('sends organisation-wide changes to anyone who may read the resource', () => {
    for (const g of grants) {
      const joined = roomsForGrants([g]);
      const access = buildAccessContext('u', null, [g]);
      expect(roomsForChange('books').some((room) => joined.has(room))).toBe(
        access.can('books:read'),
      );
      // A scope whose ids are all empty is the same as none.
      expect(
        roomsForChange('books', { countryId: null, centreId: null, ringId: null }).some((room) =>
          joined.has(room),
        ),
      ).toBe(access.can('books:read'));
    }
  });
});
