import { checkStatusChange } from '@qc/domain';
import { AppError } from '../../http/errors.ts';

/**
 * Asks the student lifecycle (`STUDENT_LIFECYCLE`: an action from `from` that leads to `to`, with
 * the reason it requires) whether `from` → `to` is allowed for this reason and refuses the
 * request with the lifecycle's translated code when it is not. A missing reason is reported on
 * `reason`; any other refusal on `choiceField`, the field where the caller chose the change.
 */
export function requireStatusChange(
  from: string,
  to: string,
  reason: string,
  choiceField: string,
): void {
  const check = checkStatusChange(from, to, reason);
  if (check.ok) return;
  throw new AppError(400, check.code, undefined, {
    [check.code === 'students.reasonRequired' ? 'reason' : choiceField]: { code: check.code },
  });
}
