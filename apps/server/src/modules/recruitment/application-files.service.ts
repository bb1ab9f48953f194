import {
  FILE_KIND,
  formQuestions,
  type ApplicantFile,
  type FormAnswers,
  type FormQuestion,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { findCurrentVersion, findFormVersion } from '../../forms/forms.service.ts';
import { formFileOf } from '../../forms/form-files.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { FORM_OWNER, postingUnavailable } from './postings.service.ts';
import {
  countApplications,
  findApplication,
  findPosting,
  interviewsOf,
} from './recruitment.repository.ts';

/**
 * The files applicants send with their answers (a recitation sample: the form builder's `file`
 * kind, docs/jobs-and-recruitment.md). Stored in the shared stored files under this resource
 * name, claimed by the application when it is sent, deleted with its personal data by the purge.
 */
export const APPLICATION_FILES = 'recruitment-applications';

const UNAVAILABLE_CODES = {
  closed: 'recruitment.errors.closed',
  notYetOpen: 'recruitment.errors.notYetOpen',
  full: 'recruitment.errors.full',
} as const;

/**
 * The `file` question of a posting's current form that a public upload answers: 404 for a
 * draft or unknown posting, 409 (the posting's words) when it takes no applications now, 400 on
 * the question when the form has no such file question. Checked before the file is read.
 */
export async function publicUploadQuestion(
  ctx: AppContext,
  id: string,
  questionId: string,
): Promise<FormQuestion> {
  const found = await findPosting(ctx.db, id);
  if (!found || found.p.state === 'draft') throw notFound();
  const why = postingUnavailable(found.p, await countApplications(ctx.db, id));
  if (why) throw conflict(UNAVAILABLE_CODES[why]);
  const version = await findCurrentVersion(ctx.db, FORM_OWNER, found.p.familyId);
  const q = version
    ? formQuestions(version.definition).find((x) => x.id === questionId && x.kind === FILE_KIND)
    : undefined;
  if (!q)
    throw new AppError(400, 'forms.unknownQuestion', undefined, {
      [`answers.${questionId}`]: { code: 'forms.unknownQuestion' },
    });
  return q;
}

/** The files an application's answers hold, with their questions' words (its form's version). */
export async function applicantFilesOf(
  db: Db,
  a: { formVersionId: string; answers: FormAnswers },
): Promise<ApplicantFile[]> {
  const version = await findFormVersion(db, FORM_OWNER, a.formVersionId);
  if (!version) return [];
  return formQuestions(version.definition).flatMap((q) => {
    const file = q.kind === FILE_KIND ? a.answers[q.id]?.file : undefined;
    return file ? [{ questionId: q.id, label: q.label, file }] : [];
  });
}

/**
 * Does the caller sit on the panel of a round this application was invited to? The panel sees
 * the candidate's files (their recitation), as it sees their name.
 */
async function onCandidatesPanel(db: Db, caller: Caller, applicationId: string) {
  if (!caller.access.can('interviews:examine')) return false;
  const seats = await interviewsOf(db, applicationId);
  return seats.some((s) => s.panel.some((m) => m.userId === caller.access.userId));
}

/**
 * The stored file of an application's answer, for HR holding `job-applications:read` over the
 * application's place, or a panel member of a round the candidate was invited to; 404 for anyone
 * else, for a purged application and for a question without a file.
 */
export async function applicationFile(
  ctx: AppContext,
  caller: Caller,
  id: string,
  questionId: string,
) {
  const inScope = caller.access.can('job-applications:read')
    ? await findApplication(ctx.db, id, caller.access.scopeFor('job-applications:read'))
    : null;
  const found =
    inScope ??
    ((await onCandidatesPanel(ctx.db, caller, id)) ? await findApplication(ctx.db, id) : null);
  if (!found || found.a.purgedAt) throw notFound();
  const file = await formFileOf(ctx.db, APPLICATION_FILES, id, found.a.answers, questionId);
  if (!file) throw notFound();
  return file;
}
