import { SPONSORSHIP_SUBJECT_FIELDS, subjectIssues, type SponsorshipSubjectKind } from '@qc/domain';
import { validationFailed } from '../../http/errors.ts';
import { registerResourceHooks } from '../../resources/resource-hooks.ts';
import { sponsorshipSubject } from './donations.repository.ts';

/** The fields whose change makes a request's subject and centre be looked at again. */
const WATCHED = ['subjectKind', 'centreId', ...Object.values(SPONSORSHIP_SUBJECT_FIELDS)];

/**
 * A sponsorship request names exactly the record of its kind (`subjectIssues`: a student's id
 * for a student, a special case for a family, a teacher for a teacher...) and lies where that
 * record does: its centre (a teacher's home centre) and the
 * centre's country become the request's, as a derived field follows its reference. The record
 * was checked to be within the caller's reach when it was named, so the centre is too. Changing
 * the centre alone, away from the subject's, is refused; a staff member who is no teacher, or a
 * teacher without a centre, too. A write that touches none of these (the coverage kept by
 * matching) is left alone.
 */
export function installSponsorshipRequestHooks(): void {
  registerResourceHooks('sponsorship-requests', {
    async beforeWrite({ tx, action, before, values }) {
      if (action === 'update' && !WATCHED.some((k) => k in values)) return;
      const merged = { ...before, ...values };
      const issues = subjectIssues(merged);
      if (issues.length)
        throw validationFailed(Object.fromEntries(issues.map((i) => [i.field, { code: i.code }])));
      const kind = merged.subjectKind as SponsorshipSubjectKind;
      const field = SPONSORSHIP_SUBJECT_FIELDS[kind];
      const id = field ? merged[field] : null;
      if (typeof id !== 'string' || !id) return; // an unknown kind: the enum has refused it
      const subject = await sponsorshipSubject(tx, kind, id);
      if (!subject)
        throw validationFailed({ [field]: { code: 'resources.validation.referenceNotFound' } });
      if (kind === 'teacher' && subject.job !== 'teacher')
        throw validationFailed({ [field]: { code: 'donations.errors.notTeacher' } });
      if (!subject.centreId || !subject.countryId)
        throw validationFailed({ [field]: { code: 'donations.errors.teacherNoCentre' } });
      if (action === 'update' && !(field in values) && subject.centreId !== merged.centreId)
        throw validationFailed({ centreId: { code: 'donations.errors.subjectNotInCentre' } });
      values.centreId = subject.centreId;
      values.countryId = subject.countryId;
    },
  });
}
