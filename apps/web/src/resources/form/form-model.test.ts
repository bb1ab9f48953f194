import {
  centreEmployeesResource,
  centresResource,
  documentsResource,
  holidaysResource,
} from '@qc/domain/organisation/index';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkForm,
  createValues,
  editableFields,
  formSections,
  recordValues,
  sameValue,
} from './form-model.ts';

const uuid = '0b0e6f3c-8c39-4bd9-9a2e-6c2b8f0c1a11';

describe('form sections', () => {
  it('shows sensitive fields only to users who may see them', () => {
    const names = (sensitive: boolean) =>
      formSections(centreEmployeesResource, 'create', sensitive).flatMap((s) =>
        s.fields.map((f) => f.name),
      );
    expect(names(false)).not.toContain('salary');
    expect(names(true)).toContain('salary');
    // A section left empty (pay, without the right) is not shown at all.
    expect(formSections(centreEmployeesResource, 'create', false).map((s) => s.key)).not.toContain(
      'pay',
    );
  });

  it('disables fields fixed at creation when editing', () => {
    const edit = formSections(centreEmployeesResource, 'edit', true).flatMap((s) => s.fields);
    expect(edit.find((f) => f.name === 'employeeId')?.disabled).toBe(true);
    expect(edit.find((f) => f.name === 'centreId')?.disabled).toBe(false);
    const create = formSections(centreEmployeesResource, 'create', true).flatMap((s) => s.fields);
    expect(create.find((f) => f.name === 'employeeId')?.disabled).toBe(false);
    expect(editableFields(formSections(centreEmployeesResource, 'edit', true))).not.toContain(
      'employeeId',
    );
  });
});

describe('starting values', () => {
  it('takes the defaults and what the address presets, when it fits the field', () => {
    const v = createValues(holidaysResource, '2026-03-01', {
      centreId: uuid,
      kind: 'special_hours',
      countryId: 'not-an-id',
      startsOn: '2026-04-01',
    });
    expect(v.centreId).toBe(uuid);
    expect(v.kind).toBe('special_hours');
    expect(v.countryId).toBeNull();
    expect(v.startsOn).toBe('2026-04-01');
    expect(createValues(centreEmployeesResource, '2026-03-01').startsOn).toBe('2026-03-01');
    expect(createValues(centresResource, '2026-03-01').projectIds).toEqual([]);
  });

  it('reads a record, leaving out what the API did not send', () => {
    const v = recordValues(centreEmployeesResource, { id: uuid, job: 'teacher', notes: null });
    expect(v).toEqual({ job: 'teacher', notes: null });
  });

  it('treats empty values alike and compares files without their links', () => {
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue([], null)).toBe(true);
    expect(sameValue({ id: 'a', name: 'x', url: '/1' }, { id: 'a', name: 'x', url: '/2' })).toBe(
      true,
    );
    expect(changedFields(['a', 'b'], { a: 1, b: [1] }, { a: 1, b: [1, 2] })).toEqual(['b']);
  });
});

describe('checking a form with the server schemas', () => {
  it('refuses a new record without its required fields, with the server message keys', () => {
    const sections = formSections(centresResource, 'create', false);
    const values = createValues(centresResource, '2026-03-01');
    const result = checkForm(centresResource, 'create', values, {
      editable: editableFields(sections),
      initial: values,
      sensitive: false,
    });
    expect(result.ok).toBe(false);
    expect(result.fields.name).toEqual({ code: 'validation.required' });
    expect(result.fields.countryId).toEqual({ code: 'validation.required' });
    expect(result.fields.kind).toBeUndefined();
  });

  it('checks each kind: e-mail, URL, number bounds', () => {
    const values = {
      ...createValues(centresResource, '2026-03-01'),
      name: 'مركز',
      countryId: uuid,
      email: 'not-mail',
      location: 'ftp://x',
      capacity: -1,
    };
    const result = checkForm(centresResource, 'create', values, {
      editable: editableFields(formSections(centresResource, 'create', false)),
      initial: values,
      sensitive: false,
    });
    expect(result.fields.email?.code).toBe('validation.invalidEmail');
    expect(result.fields.location?.code).toBe('resources.validation.url');
    expect(result.fields.capacity).toEqual({ code: 'validation.tooSmall', params: { min: 0 } });
  });

  it('applies the definition cross-field rules', () => {
    const values = {
      ...createValues(holidaysResource, '2026-03-01'),
      name: 'عطلة',
      startsOn: '2026-03-10',
      endsOn: '2026-03-01',
    };
    const result = checkForm(holidaysResource, 'create', values, {
      editable: editableFields(formSections(holidaysResource, 'create', false)),
      initial: values,
      sensitive: false,
    });
    expect(result.fields.endsOn?.code).toBe('resources.validation.dateOrder');
  });

  it('sends only the changed fields and the version read when editing', () => {
    const initial = recordValues(documentsResource, {
      title: 'إجراءات',
      category: 'procedures',
      status: 'draft',
      summary: null,
      attachments: [
        { id: uuid, name: 'a.pdf', size: 3, contentType: 'application/pdf', url: '/x' },
      ],
    });
    const editable = editableFields(formSections(documentsResource, 'edit', false));
    const result = checkForm(
      documentsResource,
      'edit',
      { ...initial, status: 'published' },
      { editable, initial, sensitive: false, version: 4 },
    );
    expect(result).toEqual({ ok: true, body: { version: 4, status: 'published' }, fields: {} });
  });

  it('sends stored files without their signed links', () => {
    const initial = recordValues(documentsResource, { title: 'x', attachments: [] });
    const file = { id: uuid, name: 'a.pdf', size: 3, contentType: 'application/pdf', url: '/x' };
    const result = checkForm(
      documentsResource,
      'edit',
      { ...initial, attachments: [file] },
      {
        editable: editableFields(formSections(documentsResource, 'edit', false)),
        initial,
        sensitive: false,
        version: 1,
      },
    );
    expect(result.ok && result.body.attachments).toEqual([
      { id: uuid, name: 'a.pdf', size: 3, contentType: 'application/pdf' },
    ]);
  });
});
