import { creatableFields, RESOURCES, type Field, type ResourceDefinition } from '@qc/domain';
import { expect } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import {
  bearer,
  createUser,
  signIn,
  type createOrganisation,
} from '../identity/identity-helpers.ts';

export type Org = Awaited<ReturnType<typeof createOrganisation>>;
export type Headers = Record<string, string>;
export type Placement = 'inside' | 'outside';

let roleCounter = 0;

/** A user holding one custom role (given permissions) at a scope, signed in. */
export async function userWith(
  app: TestApp,
  permissions: string[],
  assignment: {
    level: 'organisation' | 'country' | 'centre';
    countryId?: string;
    centreId?: string;
  },
): Promise<Headers> {
  const code = `test_role_${++roleCounter}_${Date.now()}`;
  await app.ctx.db.insert(t.roles).values({
    code,
    nameAr: code,
    nameEn: code,
    nameFr: code,
    permissions,
    defaultScope: assignment.level,
  });
  const user = await createUser(app, { assignments: [{ role: code, ...assignment }] });
  return bearer((await signIn(app, user.email)).accessToken);
}

/** A tiny but real PNG and PDF for image and file fields. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f6d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a file for a field through the API (multipart) and returns the FileRef. */
export async function upload(
  app: TestApp,
  headers: Headers,
  resource: string,
  field: string,
  file: { name: string; type: string; content: Buffer },
) {
  const boundary = `----qc${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.app.inject({
    method: 'POST',
    url: `/api/files?resource=${resource}&field=${field}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

export const samplePng = () => ({ name: 'صورة.png', type: 'image/png', content: PNG });
export const samplePdf = () => ({ name: 'ملف.pdf', type: 'application/pdf', content: PDF });

let unique = Math.floor(Math.random() * 300);
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh value for a unique code field within its length limits. */
function uniqueCode(max: number): string {
  const n = ++unique;
  if (max <= 2) return `${letters[Math.floor(n / 26) % 26]}${letters[n % 26]}`.replace(/^T/, 'Q');
  return `T${n}${Date.now() % 10000}`.slice(0, max);
}

/**
 * Builds valid records of any registered resource from its definition alone: every writable
 * field gets a value of its kind (references point at the organisation's records, or at
 * records created on the fly through the API). A resource added later is covered with no
 * change here; its `example` values are used where they fit.
 */
export class Samples {
  private made = new Map<string, string>();
  /** Records built so far, by resource. */
  private counts = new Map<string, number>();
  constructor(
    private app: TestApp,
    private org: Org,
    private admin: Headers,
  ) {}

  /** Id of a record of `resource` placed inside (centre A) or outside (another country). */
  async refFor(resource: string, placement: Placement): Promise<string> {
    const inside = placement === 'inside';
    if (resource === 'countries' || resource === 'country-settings')
      return inside ? this.org.country.id : this.org.otherCountry.id;
    if (resource === 'centres') return inside ? this.org.a.centre.id : this.org.c.centre.id;
    if (resource === 'employees') return inside ? this.org.a.teacher.id : this.org.c.teacher.id;
    const key = `${resource}:${placement}`;
    const known = this.made.get(key);
    if (known) return known;
    const res = await this.create(
      RESOURCES.find((r) => r.name === resource)!,
      placement,
    );
    this.made.set(key, String(res.id));
    return String(res.id);
  }

  /** Creates a record through the API as the administrator and returns it. */
  async create(
    def: ResourceDefinition,
    placement: Placement,
    overrides: Record<string, unknown> = {},
  ) {
    const body = { ...(await this.record(def, placement)), ...overrides };
    const res = await this.app.app.inject({
      method: 'POST',
      url: `/api/${def.name}`,
      headers: this.admin,
      payload: body,
    });
    expect(res.statusCode, `create ${def.name}: ${res.body}`).toBe(201);
    return res.json() as Record<string, unknown> & { id: string; version: number };
  }

  async value(
    def: ResourceDefinition,
    name: string,
    field: Field,
    placement: Placement,
  ): Promise<unknown> {
    const example = def.example?.[name as keyof typeof def.example];
    // An example's null leaves an optional field empty (one of alternative references).
    if (example === null && !field.required) return null;
    if (field.unique && field.kind === 'text') return uniqueCode(field.max);
    switch (field.kind) {
      case 'text':
        if (example !== undefined && !field.unique) return example;
        switch (field.format) {
          case 'code':
          case 'isoCode':
            return 'TR'.slice(0, field.max);
          case 'currency':
            return 'TRY';
          case 'color':
            return '#0A5A94';
          case 'url':
            return 'https://example.org/place';
          case 'latin':
            return 'Latin text';
          default:
            return `نص ${name}`.slice(0, field.max);
        }
      case 'longText':
        return 'ملاحظة للتجربة';
      case 'richText':
        return '<p dir="rtl">نص <strong>منسق</strong></p>';
      case 'number': {
        const v = typeof example === 'number' ? example : 3;
        return Math.min(Math.max(v, field.min ?? v), field.max ?? v);
      }
      case 'money':
        return 150050;
      case 'date':
        return '2025-03-01';
      case 'dateTime':
        // Like times: a closing or ending moment comes after its opening one.
        return name.toLowerCase().includes('close') || name.toLowerCase().includes('end')
          ? '2025-03-01T12:00:00.000Z'
          : '2025-03-01T10:00:00.000Z';
      case 'time': {
        // Each record of a resource gets an hour of its own (06:00–06:30, 07:00–07:30, ...),
        // so records that may not overlap (a ring's weekly slots) never do.
        const hour = String(6 + ((this.counts.get(def.name) ?? 1) % 16)).padStart(2, '0');
        return name.toLowerCase().includes('close') || name.toLowerCase().includes('end')
          ? `${hour}:30`
          : `${hour}:00`;
      }
      case 'enum':
        // A value every reader sees (readersSee), so that readers' checks find the record.
        return def.readersSee?.[name]?.[0] ?? field.default ?? field.values[0];
      case 'multiEnum':
        return [field.values[0]];
      case 'boolean':
        return true;
      case 'phone':
        return '+905321234567';
      case 'email':
        return 'someone@example.org';
      case 'reference':
        return this.refFor(field.resource, placement);
      case 'multiReference':
        // A list of records of the same resource (a test kind's required kinds) starts empty:
        // filling it would create a record that needs one more, without end.
        if (field.resource === def.name) return [];
        return [await this.refFor(field.resource, placement)];
      case 'file':
      case 'image': {
        const file =
          field.kind === 'image' || field.accept.includes('image/*') ? samplePng() : samplePdf();
        const res = await upload(this.app, this.admin, def.name, name, file);
        expect(res.statusCode, res.body).toBe(201);
        return field.multiple ? [res.json()] : res.json();
      }
      case 'quranPosition':
        return { surah: 2, ayah: 255 };
      case 'quranRange':
        return { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } };
    }
  }

  /** A full valid record (every writable field), placed inside or outside centre A. */
  async record(def: ResourceDefinition, placement: Placement): Promise<Record<string, unknown>> {
    this.counts.set(def.name, (this.counts.get(def.name) ?? 0) + 1);
    const out: Record<string, unknown> = {};
    for (const name of creatableFields(def)) {
      out[name] = await this.value(def, name, def.fields[name]!, placement);
    }
    return out;
  }
}

/** The first plain text field the list searches (the Arabic search test writes a name there). */
export function searchableTextField(def: ResourceDefinition): string | undefined {
  const writable = new Set(creatableFields(def));
  return def.list.search.find((n) => {
    const f = def.fields[n]!;
    return f.kind === 'text' && f.format === 'plain' && !f.unique && writable.has(n) && f.max >= 30;
  });
}

/** A field to change in the update test, with a new valid value. */
export function changeFor(def: ResourceDefinition): [string, unknown] | undefined {
  const writable = creatableFields(def).filter((n) => !def.fields[n]!.createOnly);
  for (const n of writable) {
    const f = def.fields[n]!;
    if (f.kind === 'longText') return [n, 'نص معدل'];
  }
  for (const n of writable) {
    const f = def.fields[n]!;
    if (f.kind === 'text' && f.format === 'plain' && !f.unique && f.max >= 20)
      return [n, 'قيمة معدلة'];
    if (f.kind === 'enum' && f.values.length > 1) return [n, f.values[f.values.length - 1]];
  }
  // A record of numbers and times only (a ring's weekly slot): a number other than the sample's.
  for (const n of writable) {
    const f = def.fields[n]!;
    if (f.kind !== 'number') continue;
    const example = def.example?.[n as keyof typeof def.example];
    const given = typeof example === 'number' ? example : 3;
    const sample = Math.min(Math.max(given, f.min ?? given), f.max ?? given);
    const low = f.min ?? 0;
    return [n, sample === low ? (f.max ?? low + 1) : low];
  }
  return undefined;
}

/** Resources whose records other resources refer to, with one such reference field. */
export function referrerOf(
  def: ResourceDefinition,
): { by: ResourceDefinition; field: string } | undefined {
  for (const other of RESOURCES) {
    if (other.singleton || !other.actions.includes('create')) continue;
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind === 'reference' && field.resource === def.name && !field.readOnly)
        return { by: other, field: name };
    }
  }
  return undefined;
}
