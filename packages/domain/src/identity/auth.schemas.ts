import { z } from 'zod';
import { LOCALE_CODES } from '../locales.ts';
import { passwordProblem } from './password-policy.ts';

/** Shared by the web forms and the server routes, so both refuse the same input. */
export const emailSchema = z.string().trim().toLowerCase().max(254).email();
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9\u0660-\u0669\u06F0-\u06F9 ()-]{6,24}$/, 'validation.invalidPhone');
/** A password field on its own (the e-mail check is done where the e-mail is known). */
export const passwordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const localeSchema = z.enum(LOCALE_CODES as [string, ...string[]]);

export const loginSchema = z.object({
  identifier: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const twoFactorLoginSchema = z.object({
  challengeToken: z.string().min(10).max(200),
  code: z.string().trim().min(6).max(32),
});

export const registerSchema = z
  .object({
    displayName: z.string().trim().min(2).max(120),
    email: emailSchema,
    phone: phoneSchema.optional(),
    password: passwordSchema,
    locale: localeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const mobileRegisterSchema = z
  .object({
    fullName: z.string().trim().min(2).max(120),
    phone: phoneSchema,
    email: emailSchema.optional(),
    password: passwordSchema,
    kind: z.enum(['guardian', 'student']),
    note: z.string().trim().max(500).optional(),
    locale: localeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v.password, v.email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });

export const emailOnlySchema = z.object({ email: emailSchema });
export const tokenSchema = z.object({ token: z.string().min(10).max(200) });
export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: passwordSchema,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type MobileRegisterInput = z.infer<typeof mobileRegisterSchema>;
