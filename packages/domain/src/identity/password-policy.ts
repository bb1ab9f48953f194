export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password policy, as translation keys (no zod here: the sign-in page uses it without
 * loading the schemas): at least 8 characters, at least one letter and
 * one digit, and not the e-mail address (nor its local part). Returns the first problem.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'identity.password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'identity.password.tooLong';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password))
    return 'identity.password.lettersAndDigits';
  if (email) {
    const lower = password.toLowerCase();
    const address = email.toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower === address || (local.length >= 4 && lower.includes(local)))
      return 'identity.password.notEmail';
  }
  return null;
}
