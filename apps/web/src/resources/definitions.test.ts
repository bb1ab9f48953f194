import { describe, expect, it } from 'vitest';
import { findResource, loadModuleResources, loadResource, resourceSummary } from './definitions.ts';

describe('the lazy registry of definitions', () => {
  it('knows every resource by its summary before loading any definition', () => {
    expect(resourceSummary('centres')).toMatchObject({
      chunk: 'organisation',
      permission: 'centres',
    });
    expect(findResource('centres')).toBeUndefined();
    expect(resourceSummary('no-such-thing')).toBeUndefined();
  });

  it('loads a module at once, with the modules of its related lists', async () => {
    const rings = await loadResource('rings');
    expect(rings?.name).toBe('rings');
    // The whole module came with it, and the students (a ring's related list) too.
    expect(findResource('ring-times')?.module).toBe('rings');
    expect(findResource('students')?.name).toBe('students');
    // Not another module's definitions.
    expect(findResource('donation-types')).toBeUndefined();
    await loadModuleResources('donations');
    expect(findResource('donation-types')).toBeDefined();
    expect(await loadResource('no-such-thing')).toBeUndefined();
  });
});
