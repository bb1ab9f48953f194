import {
  CARD_ELEMENTS,
  layoutProblems,
  previewInput,
  styleInput,
  styleListQuery,
  templateInput,
  templateListQuery,
  translate,
  type CardElementView,
  type CardStyleRow,
  type ListPage,
  type Placement,
  type TemplateDetail,
  type TemplateRow,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { renderPdf, reportCardDocument } from '../../documents/index.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import {
  conflict,
  forbidden,
  notFound,
  parseInput,
  validationFailed,
  type FieldIssue,
} from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { insertOwned, lockOwned, updateOwned } from '../../workflow/index.ts';
import {
  activeTemplatesOfStyle,
  countryOfCentre,
  insertTemplateVersion,
  listStyleRows,
  listTemplateRows,
  organisationForCard,
  placeNameOf,
  styleById,
  stylesTable,
  stylesVisible,
  templateById,
  templatesTable,
  templatesUsingElements,
  templatesVisible,
} from './report-cards.repository.ts';

/**
 * Elements, saved styles and templates: who sees what (the organisation's, their country's and
 * their centre's), who may change what (the place must lie in the scope of the permission:
 * the organisation's only for an organisation-wide scope), and a template saved as a new
 * version each time, refused when it places an element the catalogue does not know.
 */

type Place = { countryId: string | null; centreId: string | null };

/** May a scope write at a place? The organisation's place needs an organisation-wide scope. */
function canPlace(scope: Scope, place: Place): boolean {
  if (scope.all) return true;
  if (!place.countryId && !place.centreId) return false;
  if (!place.centreId) return scope.countryIds.includes(place.countryId!);
  return recordInScope(scope, place);
}

/** The place an input names (a centre's country is filled in), or the caller's own by default. */
async function placeOfInput(
  ctx: AppContext,
  scope: Scope,
  input: { countryId?: string | null | undefined; centreId?: string | null | undefined },
): Promise<Place> {
  if (input.centreId) {
    const country = await countryOfCentre(ctx.db, input.centreId);
    if (!country) throw validationFailed({ centreId: { code: 'reportCards.errors.place' } });
    return { countryId: country, centreId: input.centreId };
  }
  if (input.countryId) return { countryId: input.countryId, centreId: null };
  if (input.countryId === null || scope.all) return { countryId: null, centreId: null };
  // Nothing said: the caller's own centre or country.
  if (scope.centreIds[0]) return placeOfInput(ctx, scope, { centreId: scope.centreIds[0] });
  if (scope.countryIds[0]) return { countryId: scope.countryIds[0], centreId: null };
  throw forbidden('reportCards.errors.place');
}

const readScope = (caller: Caller) => caller.access.scopeFor('report-cards:read');

// ---- elements -----------------------------------------------------------------------------

export async function listElements(ctx: AppContext): Promise<CardElementView[]> {
  const used = await templatesUsingElements(ctx.db);
  return CARD_ELEMENTS.map((e) => ({ ...e, templates: used.get(e.key) ?? 0 }));
}

// ---- styles -------------------------------------------------------------------------------

function styleView(
  caller: Caller,
  r: NonNullable<Awaited<ReturnType<typeof styleById>>>,
): CardStyleRow {
  return {
    id: r.s.id,
    name: r.s.name,
    style: r.s.style,
    countryId: r.s.countryId,
    centreId: r.s.centreId,
    placeName: placeNameOf(r.names, r.s),
    templates: Number(r.templates),
    cards: Number(r.cards),
    archived: r.s.archivedAt !== null,
    version: r.s.version,
    canEdit:
      caller.access.can('report-cards:update') &&
      canPlace(caller.access.scopeFor('report-cards:update'), r.s),
  };
}

export async function listStyles(
  ctx: AppContext,
  caller: Caller,
  query: unknown,
): Promise<ListPage<CardStyleRow>> {
  const q = parseInput(styleListQuery, query);
  const { rows, total, names } = await listStyleRows(ctx.db, readScope(caller), {
    ...q,
    archived: q.archived === 'true',
  });
  return {
    items: rows.map((r) => styleView(caller, { ...r, names })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function readStyle(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CardStyleRow> {
  const row = await styleById(ctx.db, id, readScope(caller));
  if (!row) throw notFound('reportCards.errors.styleNotFound');
  return styleView(caller, row);
}

export async function createStyle(ctx: AppContext, caller: Caller, body: unknown) {
  const input = parseInput(styleInput, body);
  const scope = caller.access.scopeFor('report-cards:create');
  const place = await placeOfInput(ctx, scope, input);
  if (!canPlace(scope, place)) throw forbidden('reportCards.errors.place');
  const row = await withWrites(ctx, caller, (w) =>
    insertOwned(w, stylesTable, { name: input.name, style: input.style, ...place }),
  );
  return readStyle(ctx, caller, row.id);
}

export async function updateStyle(ctx: AppContext, caller: Caller, id: string, body: unknown) {
  const input = parseInput(styleInput, body);
  const scope = caller.access.scopeFor('report-cards:update');
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, stylesTable, id, stylesVisible(readScope(caller)), () =>
      notFound('reportCards.errors.styleNotFound'),
    );
    if (!canPlace(scope, row)) throw forbidden('reportCards.errors.place');
    await updateOwned(
      w,
      stylesTable,
      row,
      { name: input.name, style: input.style },
      input.version === undefined ? {} : { expectedVersion: input.version },
    );
  });
  return readStyle(ctx, caller, id);
}

export async function archiveStyle(ctx: AppContext, caller: Caller, id: string) {
  const scope = caller.access.scopeFor('report-cards:update');
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, stylesTable, id, stylesVisible(readScope(caller)), () =>
      notFound('reportCards.errors.styleNotFound'),
    );
    if (!canPlace(scope, row)) throw forbidden('reportCards.errors.place');
    if ((await activeTemplatesOfStyle(w.tx, id)) > 0)
      throw conflict('reportCards.errors.styleInUse');
    await updateOwned(
      w,
      stylesTable,
      row,
      { archivedAt: new Date().toISOString() },
      { audit: { action: 'archive' } },
    );
  });
  return readStyle(ctx, caller, id);
}

// ---- templates ----------------------------------------------------------------------------

/** A layout's problems as the form's field errors (`layout.3.element`), or nothing. */
export function requireLayout(layout: readonly Placement[] | ReadonlyArray<{ element: string }>) {
  const problems = layoutProblems(layout as Placement[]);
  if (problems.length === 0) return;
  const fields: Record<string, FieldIssue> = {};
  for (const p of problems) fields[`layout.${p.index}.element`] ??= { code: p.code };
  throw validationFailed(fields);
}

type TemplateJoined = NonNullable<Awaited<ReturnType<typeof templateById>>>;

function templateRow(caller: Caller, r: Omit<TemplateJoined, 'versions'>): TemplateRow {
  return {
    id: r.t.id,
    name: r.t.name,
    title: r.t.title,
    styleId: r.t.styleId,
    styleName: r.styleName,
    countryId: r.t.countryId,
    centreId: r.t.centreId,
    placeName: placeNameOf(r.names, r.t),
    currentVersion: r.t.currentVersion,
    elements: r.t.layout.length,
    cards: Number(r.cards),
    updatedAt: isoTimestamp(r.t.updatedAt)!,
    archived: r.t.archivedAt !== null,
    version: r.t.version,
    canEdit:
      caller.access.can('report-cards:update') &&
      canPlace(caller.access.scopeFor('report-cards:update'), r.t),
  };
}

export async function listTemplates(
  ctx: AppContext,
  caller: Caller,
  query: unknown,
): Promise<ListPage<TemplateRow>> {
  const q = parseInput(templateListQuery, query);
  const { rows, total, names } = await listTemplateRows(ctx.db, readScope(caller), {
    ...q,
    archived: q.archived === 'true',
  });
  return {
    items: rows.map((r) => templateRow(caller, { ...r, names })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function readTemplate(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<TemplateDetail> {
  const row = await templateById(ctx.db, id, readScope(caller));
  if (!row) throw notFound('reportCards.errors.templateNotFound');
  return {
    ...templateRow(caller, row),
    layout: row.t.layout,
    style: row.style,
    versions: row.versions.map((v) => ({
      number: v.number,
      createdAt: isoTimestamp(v.createdAt)!,
      createdBy: v.createdBy,
      elements: v.layout.length,
    })),
  };
}

async function requireStyle(db: Db, caller: Caller, styleId: string) {
  const style = await styleById(db, styleId, readScope(caller));
  if (!style || style.s.archivedAt)
    throw validationFailed({ styleId: { code: 'reportCards.errors.styleNotFound' } });
  return style.s;
}

export async function createTemplate(ctx: AppContext, caller: Caller, body: unknown) {
  const input = parseInput(templateInput, body);
  requireLayout(input.layout);
  const scope = caller.access.scopeFor('report-cards:create');
  const place = await placeOfInput(ctx, scope, input);
  if (!canPlace(scope, place)) throw forbidden('reportCards.errors.place');
  const style = await requireStyle(ctx.db, caller, input.styleId);
  const layout = input.layout as Placement[];
  const row = await withWrites(ctx, caller, async (w) => {
    const t = await insertOwned(w, templatesTable, {
      name: input.name,
      title: input.title,
      styleId: style.id,
      layout,
      currentVersion: 1,
      ...place,
    });
    await insertTemplateVersion(w.tx, {
      templateId: t.id,
      number: 1,
      title: input.title,
      layout,
      styleId: style.id,
      style: style.style,
      createdBy: caller.access.userId,
    });
    return t;
  });
  return readTemplate(ctx, caller, row.id);
}

/** Saves a template as its next version (the style copied as it is now). */
export async function saveTemplate(ctx: AppContext, caller: Caller, id: string, body: unknown) {
  const input = parseInput(templateInput, body);
  requireLayout(input.layout);
  const scope = caller.access.scopeFor('report-cards:update');
  const layout = input.layout as Placement[];
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, templatesTable, id, templatesVisible(readScope(caller)), () =>
      notFound('reportCards.errors.templateNotFound'),
    );
    if (!canPlace(scope, row)) throw forbidden('reportCards.errors.place');
    if (row.archivedAt) throw conflict('reportCards.errors.archived');
    const style = await requireStyle(w.tx, caller, input.styleId);
    const next = row.currentVersion + 1;
    await updateOwned(
      w,
      templatesTable,
      row,
      { name: input.name, title: input.title, styleId: style.id, layout, currentVersion: next },
      {
        audit: { action: 'save' },
        ...(input.version === undefined ? {} : { expectedVersion: input.version }),
      },
    );
    await insertTemplateVersion(w.tx, {
      templateId: id,
      number: next,
      title: input.title,
      layout,
      styleId: style.id,
      style: style.style,
      createdBy: caller.access.userId,
    });
  });
  return readTemplate(ctx, caller, id);
}

export async function archiveTemplate(ctx: AppContext, caller: Caller, id: string) {
  const scope = caller.access.scopeFor('report-cards:update');
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, templatesTable, id, templatesVisible(readScope(caller)), () =>
      notFound('reportCards.errors.templateNotFound'),
    );
    if (!canPlace(scope, row)) throw forbidden('reportCards.errors.place');
    await updateOwned(
      w,
      templatesTable,
      row,
      { archivedAt: new Date().toISOString() },
      { audit: { action: 'archive' } },
    );
  });
  return readTemplate(ctx, caller, id);
}

/** A sample card of an unsaved layout and style (the designer's print preview). */
export async function previewTemplate(ctx: AppContext, body: unknown): Promise<Buffer> {
  const input = parseInput(previewInput, body);
  requireLayout(input.layout);
  const lang = input.language;
  const t = (key: string) => translate(lang, key);
  const org = await organisationForCard(ctx.db);
  const sampleMap = Array.from({ length: 30 }, (_, i) => (i >= 27 ? 1 : i === 26 ? 0.45 : 0));
  return renderPdf(
    reportCardDocument({
      language: lang,
      digits: org.digits,
      organisationName: org.names?.[lang] ?? '',
      ...(org.logo ? { logo: org.logo } : {}),
      title: input.title || t('reportCards.element.title'),
      termLabel: t('reportCards.print.sampleTerm'),
      from: '2026-09-01',
      to: '2026-11-30',
      layout: input.layout as Placement[],
      style: input.style,
      data: {
        student: {
          name: t('reportCards.print.sampleStudent'),
          ring: t('reportCards.print.sampleRing'),
          centre: t('reportCards.print.sampleCentre'),
          teacher: t('reportCards.print.sampleTeacher'),
        },
        figures: {
          'pages-term': 34,
          'juz-term': 1.7,
          attendance: 94.5,
          revision: 80,
          'tests-passed': 1,
          evaluation: 87.5,
        },
        juzCompleted: 3,
        juzMap: sampleMap,
        tests: [
          {
            kind: t('reportCards.print.sampleTest'),
            portion: null,
            percent: 96,
            grade: 'excellent',
            passed: true,
            on: '2026-11-10',
          },
        ],
        comment: t('reportCards.print.sampleComment'),
        conduct: 'excellent',
      },
      serial: 'CARD-0000-000000',
      issuedAt: new Date(),
      verifyUrl: 'https://example.org/verify/CARD-0000-000000',
    }),
  );
}
