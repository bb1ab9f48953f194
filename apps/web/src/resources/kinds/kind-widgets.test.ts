import { FIELD_KINDS } from '@qc/domain/resources/fields';
import { KINDS } from '@qc/domain/resources/kinds';
import { describe, expect, it } from 'vitest';
import { KIND_WIDGETS } from './kind-widgets.ts';

describe('the web kind registry', () => {
  it.each(FIELD_KINDS)('gives %s a cell, a display and an input', (kind) => {
    const w = KIND_WIDGETS[kind];
    expect(typeof w.cell).toBe('function');
    expect(typeof w.display).toBe('function');
    expect(typeof w.input).toBe('function');
  });

  it.each(FIELD_KINDS)('offers a filter for %s exactly when the domain filters by it', (kind) => {
    const domainFilters = KINDS[kind].filter !== null;
    expect(KIND_WIDGETS[kind].filter !== null).toBe(domainFilters);
    if (domainFilters) expect(typeof KIND_WIDGETS[kind].filter).toBe('function');
  });

  it('has no entry for a kind the domain does not know', () => {
    expect(Object.keys(KIND_WIDGETS).sort()).toEqual([...FIELD_KINDS].sort());
  });
});
