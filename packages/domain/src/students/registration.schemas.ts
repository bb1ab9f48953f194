import { z } from 'zod';

/** Optional fields a registration link's form may ask for (name and gender are always asked). */
export const REGISTRATION_OPTIONAL_FIELDS = [
  'fullNameLatin',
  'fatherName',
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

export type RegistrationField = (typeof REGISTRATION_OPTIONAL_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max).nullish();

/** A hundred years before today, as 'YYYY-MM-DD'. */
const oldestBirthDate = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 100);
  return d.toISOString().slice(0, 10);
};

/** What a person fills in to register (online or at the centre), shared by server and web. */
export const registrationInputSchema = z.object({
  fullName: z.string().trim().min(3).max(200),
  gender: z.enum(['male', 'female']),
  fullNameLatin: text(200),
  fatherName: text(200),
  // A learner's birth date: not in the future, and not a century ago (a year typed in the
  // wrong calendar, 1436 for 2015, is caught here).
  birthDate: z.iso
    .date()
    .refine((d) => d >= oldestBirthDate() && d <= new Date().toISOString().slice(0, 10), {
      message: 'students.reg.birthDateRange',
    })
    .nullish(),
  nationality: text(100),
  identityNumber: text(50),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.invalidPhone')
    .nullish(),
  address: text(500),
  schoolGrade: text(100),
  guardianName: text(200),
  guardianPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'validation.invalidPhone')
    .nullish(),
  levelAtEntry: text(200),
  notes: text(1000),
});

export type RegistrationInput = z.infer<typeof registrationInputSchema>;

export const registrationFormSchema = z.object({
  fields: z
    .array(
      z.object({
        name: z.enum(REGISTRATION_OPTIONAL_FIELDS),
        required: z.boolean().default(false),
      }),
    )
    .max(REGISTRATION_OPTIONAL_FIELDS.length),
});

export const registrationLinkSchema = z.object({
  centreId: z.uuid(),
  projectId: z.uuid().nullish(),
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().max(2000).nullish(),
  form: registrationFormSchema,
  quota: z.number().int().min(1).max(100_000).nullish(),
  opensOn: z.iso.date().nullish(),
  closesOn: z.iso.date().nullish(),
});

/** Fields the form marks required but the input leaves empty. */
export function missingRequired(
  form: { fields: ReadonlyArray<{ name: string; required: boolean }> },
  input: Partial<Record<string, unknown>>,
): string[] {
  return form.fields
    .filter((f) => f.required)
    .map((f) => f.name)
    .filter((name) => {
      const v = input[name];
      return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    });
}
