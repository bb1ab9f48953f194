import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from '../modules.ts';
import { RESOURCE_LOADERS } from './loaders.ts';
import { RESOURCE_INDEX, RESOURCE_NEEDS } from './resource-index.ts';
import { resourceNeeds, summariseResources } from './summary.ts';

describe('the lazy registry', () => {
  it('has one loader per module with resources, answering exactly its manifest', async () => {
    const withResources = DOMAIN_MODULES.filter((m) => m.resources.length > 0);
    expect(Object.keys(RESOURCE_LOADERS).sort()).toEqual(withResources.map((m) => m.name).sort());
    for (const m of withResources) {
      const loaded = await RESOURCE_LOADERS[m.name]!();
      expect(loaded, m.name).toEqual(m.resources);
      // The very same objects: the web and the server read one definition.
      loaded.forEach((def, i) => expect(def).toBe(m.resources[i]));
    }
  });

  it('has an index matching the definitions (else run `npm run web:index`)', () => {
    expect(RESOURCE_INDEX).toEqual(summariseResources(DOMAIN_MODULES));
    expect(RESOURCE_NEEDS).toEqual(resourceNeeds(DOMAIN_MODULES));
  });

  it('keeps the index free of the definitions (no function, no schema)', () => {
    const text = JSON.stringify(RESOURCE_INDEX);
    expect(JSON.parse(text)).toEqual(RESOURCE_INDEX);
    expect(RESOURCE_INDEX.find((s) => s.name === 'students')).toMatchObject({
      chunk: 'students',
      permission: 'students',
    });
  });
});
