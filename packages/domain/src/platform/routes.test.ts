import { describe, expect, it } from 'vitest';
import { defineMessagesSideBySide } from '../i18n/define.ts';
import { EXTRA_ROUTE_TITLES, MODULE_TITLES, ROUTE_TABLE } from './routes.ts';
import { routesMessages, TITLED_ROUTE_PATHS } from './routes.messages.ts';

describe('messages with their languages side by side', () => {
  it('gives the same bundle as one table per language', () => {
    const bundle = defineMessagesSideBySide({
      'x.saved': { en: 'Saved', ar: 'حُفظ', fr: 'Enregistré' },
      'x.gone': { en: 'Gone', ar: 'حُذف', fr: 'Supprimé' },
    });
    expect(bundle).toEqual({
      en: { 'x.saved': 'Saved', 'x.gone': 'Gone' },
      ar: { 'x.saved': 'حُفظ', 'x.gone': 'حُذف' },
      fr: { 'x.saved': 'Enregistré', 'x.gone': 'Supprimé' },
    });
    // @ts-expect-error a message without its French is refused by the type
    defineMessagesSideBySide({ 'x.half': { en: 'Half', ar: 'نصف' } });
  });
});

describe('the route table', () => {
  it('gives every route and module its title in the three languages under its key', () => {
    for (const route of ROUTE_TABLE) {
      expect(routesMessages.en[`route.${route.path}`]).toBe(route.title.en);
      expect(routesMessages.ar[`route.${route.path}`]).toBe(route.title.ar);
      expect(routesMessages.fr[`route.${route.path}`]).toBe(route.title.fr);
      expect(MODULE_TITLES[route.module]).toBeDefined();
    }
    expect(routesMessages.ar['route./ring-day']).toBe(EXTRA_ROUTE_TITLES['/ring-day']?.ar);
    expect(routesMessages.fr['module.students']).toBe(MODULE_TITLES.students.fr);
    expect(routesMessages.en['route./verify/:serial']).toBe('Verify a document');
    expect(TITLED_ROUTE_PATHS).toHaveLength(
      ROUTE_TABLE.length + Object.keys(EXTRA_ROUTE_TITLES).length,
    );
  });

  it('has Arabic titles in Arabic script and no title left empty', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.title.ar, route.path).toMatch(/[\u0600-\u06ff]/);
      expect(route.title.en.trim(), route.path).not.toBe('');
      expect(route.title.fr.trim(), route.path).not.toBe('');
    }
  });
});
