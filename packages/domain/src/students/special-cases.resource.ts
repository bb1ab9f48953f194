import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { date, enumOf, file, longText, reference, text } from '../resources/fields.ts';

/** Largest evidence file, and most files per case. */
export const MAX_EVIDENCE_BYTES = 3 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 5;

/**
 * A student's special case (orphan, low-income family, disability...) with its evidence files.
 * The files are stored files (`POST /api/files?resource=student-special-cases&field=evidence`),
 * claimed by the case when it is saved; the case lives in the student's centre (checked on
 * create). The student-case screen records cases through its own route; the resource gives the
 * records, their file links and corrections (closing a case, adding a file). The monthly support
 * (minor units of the country's currency) is shown and entered on the student's screens only.
 */
export const specialCasesResource = defineResource({
  name: 'student-special-cases',
  table: 'special_cases',
  permission: 'special-cases',
  module: 'students',
  label: {
    plural: l('سجل الحالات الخاصة', 'Special case records', 'Registre des cas particuliers'),
    singular: l('حالة خاصة', 'Special case', 'Cas particulier'),
  },
  actions: ['read', 'create', 'update'],
  fields: {
    studentId: reference('students', {
      label: l('الطالب', 'Student', 'Élève'),
      required: true,
      createOnly: true,
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      derive: { from: 'centreId', pick: 'countryId' },
      readOnly: true,
    }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l('مركز الطالب.', 'The student’s centre.', 'Le centre de l’élève.'),
      required: true,
      createOnly: true,
    }),
    caseTypeId: reference('special-case-types', {
      label: l('نوع الحالة', 'Kind of case', 'Type de cas'),
      required: true,
    }),
    caseType: text({
      label: l('رمز نوع الحالة', 'Kind code', 'Code du type'),
      required: true,
      max: 50,
      format: 'code',
      derive: { from: 'caseTypeId', pick: 'code' },
      readOnly: true,
      hiddenInForm: true,
    }),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 4000 }),
    startsOn: date({ label: l('من', 'From', 'Du') }),
    endsOn: date({ label: l('إلى', 'To', 'Au') }),
    status: enumOf(
      { open: l('مفتوحة', 'Open', 'Ouvert'), closed: l('مغلقة', 'Closed', 'Clos') },
      { label: l('الحالة', 'Status', 'Statut'), required: true, default: 'open' },
    ),
    evidence: file({
      label: l('المستندات', 'Evidence files', 'Justificatifs'),
      multiple: true,
      maxSize: MAX_EVIDENCE_BYTES,
      maxFiles: MAX_EVIDENCE_FILES,
    }),
  },
  // Named by its student, then its kind (the code is kept beside the kind for the screens' filters).
  title: 'studentId',
  subtitle: 'caseTypeId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['studentId', 'caseTypeId', 'status', 'startsOn', 'endsOn', 'centreId'],
    sort: ['caseType', 'startsOn', 'createdAt'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['centreId', 'caseTypeId', 'status'],
  },
  example: { description: 'يتيم الأب، يعيش مع أمه وجده.', status: 'open' },
});
