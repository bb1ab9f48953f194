import { toLatinDigits } from '../text/arabic-digits.ts';
import { normalizeArabic } from '../text/arabic-normalize.ts';
import type { Field } from '../resources/fields.ts';
import { identityKey, nameKey, phoneKey } from './student-identity.ts';
import { studentsResource } from './students.resource.ts';

/** The student fields a spreadsheet column can fill. */
export const IMPORT_FIELDS = [
  'fullName',
  'fullNameLatin',
  'fatherName',
  'gender',
  'birthDate',
  'nationality',
  'identityNumber',
  'phone',
  'address',
  'schoolGrade',
  'guardianName',
  'guardianPhone',
  'levelAtEntry',
  'notes',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header spellings recognised for each field, in Arabic, English and French. */
const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  fullName: [
    'الاسم',
    'اسم الطالب',
    'الاسم الكامل',
    'الاسم الرباعي',
    'name',
    'full name',
    'student name',
    'nom',
    'nom complet',
  ],
  fullNameLatin: [
    'الاسم باللاتينية',
    'الاسم بالانجليزية',
    'latin name',
    'name (latin)',
    'english name',
    'nom latin',
  ],
  fatherName: [
    'اسم الاب',
    'اسم الأب',
    'father',
    'father name',
    "father's name",
    'nom du pere',
    'nom du père',
  ],
  gender: ['الجنس', 'gender', 'sex', 'sexe', 'genre'],
  birthDate: [
    'تاريخ الميلاد',
    'الميلاد',
    'birth date',
    'date of birth',
    'birthdate',
    'dob',
    'date de naissance',
  ],
  nationality: ['الجنسية', 'nationality', 'nationalite', 'nationalité'],
  identityNumber: [
    'رقم الهوية',
    'الهوية',
    'رقم الكملك',
    'الرقم الوطني',
    'identity number',
    'id number',
    'national id',
    'id',
    "numero d'identite",
    "numéro d'identité",
  ],
  phone: [
    'الهاتف',
    'رقم الهاتف',
    'الجوال',
    'رقم الجوال',
    'phone',
    'mobile',
    'telephone',
    'téléphone',
  ],
  address: ['العنوان', 'address', 'adresse'],
  schoolGrade: ['الصف', 'الصف الدراسي', 'school grade', 'grade', 'classe'],
  guardianName: [
    'ولي الامر',
    'ولي الأمر',
    'اسم ولي الامر',
    'guardian',
    'guardian name',
    'parent',
    'tuteur',
  ],
  guardianPhone: [
    'هاتف ولي الامر',
    'هاتف ولي الأمر',
    'guardian phone',
    'parent phone',
    'téléphone du tuteur',
  ],
  levelAtEntry: ['المحفوظ', 'مقدار الحفظ', 'level', 'level at entry', 'memorised', 'niveau'],
  notes: ['ملاحظات', 'notes', 'remarks', 'remarques'],
};

function headerKey(text: string): string {
  return normalizeArabic(text.toLowerCase())
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_\-.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADER_INDEX: Map<string, ImportField> = (() => {
  const m = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    m.set(headerKey(field), field);
    for (const s of HEADER_SYNONYMS[field]) m.set(headerKey(s), field);
    // The students resource's labels, so a sheet exported from any student list imports back.
    const defined = (studentsResource.fields as Record<string, Field | undefined>)[field];
    for (const text of Object.values(defined?.label ?? {})) {
      if (!m.has(headerKey(text))) m.set(headerKey(text), field);
    }
  }
  return m;
})();

/** The field a header names, or null. */
export function fieldForHeader(header: string): ImportField | null {
  return HEADER_INDEX.get(headerKey(header)) ?? null;
}

/** A column index per field; each field taken by its first matching column. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((h, i) => {
    const f = fieldForHeader(h);
    if (f && mapping[f] === undefined) mapping[f] = i;
  });
  return mapping;
}

export interface ImportedStudent {
  fullName: string;
  fullNameLatin: string | null;
  fatherName: string | null;
  gender: 'male' | 'female';
  birthDate: string | null;
  nationality: string | null;
  identityNumber: string | null;
  phone: string | null;
  address: string | null;
  schoolGrade: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  levelAtEntry: string | null;
  notes: string | null;
}

export interface RowError {
  field: ImportField | '_';
  code: string;
}

export type RowResult = { ok: true; value: ImportedStudent } | { ok: false; errors: RowError[] };

const MALE = new Set(['m', 'male', 'ذكر', 'ذ', 'boy', 'homme', 'garcon', 'garçon', 'masculin']);
const FEMALE = new Set([
  'f',
  'female',
  'انثى',
  'أنثى',
  'انثي',
  'ا',
  'girl',
  'femme',
  'fille',
  'feminin',
  'féminin',
]);

export function parseGender(value: string): 'male' | 'female' | null {
  const v = normalizeArabic(value.trim().toLowerCase());
  if (MALE.has(v) || MALE.has(value.trim().toLowerCase())) return 'male';
  if (FEMALE.has(v) || FEMALE.has(value.trim().toLowerCase())) return 'female';
  return null;
}

/** ISO yyyy-mm-dd from yyyy-mm-dd, dd/mm/yyyy or dd-mm-yyyy (or a Date cell). */
export function parseSheetDate(value: string): string | null {
  const v = toLatinDigits(value.trim());
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(v);
  if (match) {
    y = Number(match[1]);
    m = Number(match[2]);
    d = Number(match[3]);
  } else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
    if (!match) return null;
    d = Number(match[1]);
    m = Number(match[2]);
    y = Number(match[3]);
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  if (y < 1900 || y > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** Validates one sheet row (cells as text) under a mapping. */
export function validateImportRow(cells: readonly string[], mapping: ColumnMapping): RowResult {
  const get = (f: ImportField): string | null => {
    const i = mapping[f];
    if (i === undefined) return null;
    const v = (cells[i] ?? '').trim();
    return v === '' ? null : v;
  };
  const errors: RowError[] = [];
  const fullName = get('fullName');
  if (!fullName) errors.push({ field: 'fullName', code: 'validation.required' });
  else if (fullName.length > 200) errors.push({ field: 'fullName', code: 'validation.tooLong' });
  const genderText = get('gender');
  const gender = genderText ? parseGender(genderText) : null;
  if (!genderText) errors.push({ field: 'gender', code: 'validation.required' });
  else if (!gender) errors.push({ field: 'gender', code: 'students.import.badGender' });
  const birthText = get('birthDate');
  const birthDate = birthText ? parseSheetDate(birthText) : null;
  if (birthText && !birthDate) errors.push({ field: 'birthDate', code: 'validation.invalidDate' });
  const phone = get('phone');
  if (phone && !phoneKey(phone)) errors.push({ field: 'phone', code: 'students.import.badPhone' });
  const guardianPhone = get('guardianPhone');
  if (guardianPhone && !phoneKey(guardianPhone))
    errors.push({ field: 'guardianPhone', code: 'students.import.badPhone' });
  const identityNumber = get('identityNumber');
  if (identityNumber && !identityKey(identityNumber))
    errors.push({ field: 'identityNumber', code: 'students.import.badIdentity' });
  if (errors.length > 0 || !fullName || !gender) return { ok: false, errors };
  return {
    ok: true,
    value: {
      fullName,
      fullNameLatin: get('fullNameLatin'),
      fatherName: get('fatherName'),
      gender,
      birthDate,
      nationality: get('nationality'),
      identityNumber: identityNumber ? toLatinDigits(identityNumber) : null,
      phone: phone ? toLatinDigits(phone) : null,
      address: get('address'),
      schoolGrade: get('schoolGrade'),
      guardianName: get('guardianName'),
      guardianPhone: guardianPhone ? toLatinDigits(guardianPhone) : null,
      levelAtEntry: get('levelAtEntry'),
      notes: get('notes'),
    },
  };
}

/**
 * The key that makes a re-import idempotent: the identity number when there is one, else
 * the normalised name with the birth date and phone.
 */
export function importRowKey(s: ImportedStudent): string {
  const id = identityKey(s.identityNumber);
  if (id) return `id:${id}`;
  return `np:${nameKey(s.fullName) ?? ''}|${s.birthDate ?? ''}|${phoneKey(s.phone) ?? ''}`;
}
