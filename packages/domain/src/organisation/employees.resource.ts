import { defineResource } from '../resources/define-resource.ts';
import { date, email, enumOf, longText, phone, reference, text } from '../resources/fields.ts';
import { GENDERS } from './common.ts';
import { l } from '../text/locale-text.ts';

/** Jobs of staff, shared by the staff record and its centre assignments. */
export const JOBS = {
  teacher: l('محفظ', 'Teacher', 'Enseignant'),
  assistant_teacher: l('محفظ مساعد', 'Assistant teacher', 'Enseignant adjoint'),
  supervisor: l('مشرف', 'Supervisor', 'Superviseur'),
  tester: l('مختبر', 'Tester', 'Examinateur'),
  manager: l('مدير', 'Manager', 'Directeur'),
  deputy_manager: l('نائب المدير', 'Deputy manager', 'Directeur adjoint'),
  administrator: l('إداري', 'Administrator', 'Agent administratif'),
  accountant: l('محاسب', 'Accountant', 'Comptable'),
  custodian: l('مستخدم خدمات', 'Custodian', "Agent d'entretien"),
  other: l('أخرى', 'Other', 'Autre'),
} as const;

/**
 * A member of staff (teacher, supervisor, tester, manager, accountant): the person's record.
 * Where they work is a centre assignment (`centre-employees`).
 */
export const employeesResource = defineResource({
  name: 'employees',
  module: 'organisation',
  label: {
    plural: l('الموظفون', 'Staff', 'Personnel'),
    singular: l('موظف', 'Staff member', 'Membre du personnel'),
  },
  fields: {
    fullName: text({
      label: l('الاسم الكامل', 'Full name', 'Nom complet'),
      required: true,
      max: 150,
    }),
    gender: enumOf(GENDERS, { label: l('الجنس', 'Gender', 'Sexe'), required: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    centreId: reference('centres', {
      label: l('المركز الأساسي', 'Home centre', "Centre d'attache"),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    job: enumOf(JOBS, {
      label: l('الوظيفة', 'Job', 'Fonction'),
      required: true,
      default: 'teacher',
    }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone'), regionFrom: 'countryId' }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail') }),
    identityNumber: text({
      label: l('رقم الهوية', 'Identity number', "Numéro d'identité"),
      max: 40,
      sensitive: true,
    }),
    hiredOn: date({ label: l('تاريخ التعيين', 'Hired on', "Date d'embauche") }),
    status: enumOf(
      {
        active: l('على رأس العمل', 'Active', 'En poste'),
        on_leave: l('في إجازة', 'On leave', 'En congé'),
        left: l('ترك العمل', 'Left', 'Parti'),
      },
      {
        label: l('الحالة', 'Status', 'Statut'),
        required: true,
        default: 'active',
        colors: { active: 'success', on_leave: 'warning', left: 'default' },
      },
    ),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'fullName',
  subtitle: 'job',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['fullName', 'job', 'centreId', 'countryId', 'phone', 'status', 'hiredOn'],
    hiddenColumns: ['countryId', 'hiredOn'],
    sort: ['fullName', 'job', 'status', 'hiredOn', 'createdAt'],
    defaultSort: { field: 'fullName', dir: 'asc' },
    filters: ['countryId', 'centreId', 'job', 'gender', 'status', 'hiredOn'],
    search: ['fullName', 'phone', 'email'],
  },
  export: [
    'fullName',
    'gender',
    'job',
    'countryId',
    'centreId',
    'phone',
    'email',
    'identityNumber',
    'status',
    'hiredOn',
  ],
  form: [
    {
      key: 'person',
      label: l('الشخص', 'Person', 'Personne'),
      fields: ['fullName', 'gender', 'identityNumber'],
    },
    {
      key: 'work',
      label: l('العمل', 'Work', 'Travail'),
      fields: ['countryId', 'centreId', 'job', 'status', 'hiredOn'],
    },
    {
      key: 'contact',
      label: l('التواصل', 'Contact', 'Contact'),
      fields: ['phone', 'email', 'notes'],
    },
  ],
  related: [{ resource: 'centre-employees', field: 'employeeId' }],
  example: {
    fullName: 'عبد الرحمن محمود الحسن',
    gender: 'male',
    job: 'teacher',
    phone: '+905321234567',
  },
});
