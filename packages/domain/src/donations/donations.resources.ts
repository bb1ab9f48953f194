import { activeStatus, codeField, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import type { RecordIssue } from '../resources/define-resource.ts';
import { defineResource } from '../resources/define-resource.ts';
import {
  boolean,
  date,
  email,
  enumOf,
  longText,
  money,
  number,
  phone,
  reference,
  text,
} from '../resources/fields.ts';
import { parseCurrencyList, parseSuggestedAmounts } from './donation-rules.ts';

export const DONATION_CATEGORIES = {
  general: l('تبرع عام', 'General donation', 'Don général'),
  zakat: l('زكاة', 'Zakat', 'Zakat'),
  'student-sponsorship': l('كفالة طالب', 'Student sponsorship', 'Parrainage d’élève'),
  'ring-sponsorship': l('كفالة حلقة', 'Ring sponsorship', 'Parrainage de cercle'),
  'quran-printing': l('طباعة المصاحف', 'Quran printing', 'Impression du Coran'),
  project: l('مشروع', 'Project', 'Projet'),
};

/**
 * Donation types: what a donor gives to, bound to one fund of the ledger and the income
 * account a confirmed payment credits. Amounts are minor units of `currency`; other accepted
 * currencies are listed in `currencies`.
 */
export const donationTypesResource = defineResource({
  name: 'donation-types',
  module: 'donations',
  table: 'donation_types',
  permission: 'donations',
  label: {
    plural: l('أنواع التبرعات', 'Donation types', 'Types de dons'),
    singular: l('نوع تبرع', 'Donation type', 'Type de don'),
  },
  description: l(
    'كل نوع مربوط بصندوق مالي: ما يُدفع له يُقيَّد في ذلك الصندوق.',
    'Each type is bound to a fund: what is paid to it is posted to that fund.',
    'Chaque type est lié à un fonds : ce qui lui est versé est passé dans ce fonds.',
  ),
  fields: {
    code: codeField(40),
    ...localisedNames(150),
    category: enumOf(DONATION_CATEGORIES, {
      label: l('الفئة', 'Category', 'Catégorie'),
      required: true,
      default: 'general',
    }),
    fundId: reference('funds', { label: l('الصندوق المالي', 'Fund', 'Fonds'), required: true }),
    incomeAccountId: reference('finance-accounts', {
      label: l('حساب الإيراد', 'Income account', 'Compte de produits'),
      required: true,
    }),
    bankAccountId: reference('cash-boxes', {
      label: l(
        'الحساب البنكي للتحويلات',
        'Bank account for transfers',
        'Compte bancaire des virements',
      ),
    }),
    currency: text({
      label: l('العملة الأساسية', 'Main currency', 'Devise principale'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    currencies: text({
      label: l('العملات المقبولة', 'Accepted currencies', 'Devises acceptées'),
      max: 60,
      format: 'latin',
      help: l(
        'رموز مفصولة بفواصل، مثل TRY,USD',
        'Codes separated by commas, e.g. TRY,USD',
        'Codes séparés par des virgules, ex. TRY,USD',
      ),
    }),
    suggestedAmounts: text({
      label: l('مبالغ مقترحة', 'Suggested amounts', 'Montants suggérés'),
      max: 120,
      format: 'latin',
      help: l(
        'بالوحدة الكاملة مفصولة بفواصل، مثل 100,250,500',
        'In whole units, separated by commas, e.g. 100,250,500',
        'En unités entières, séparés par des virgules, ex. 100,250,500',
      ),
    }),
    minimumAmount: money({
      label: l('الحد الأدنى', 'Minimum amount', 'Montant minimum'),
      currency: { field: 'currency' },
      required: true,
      default: 100,
    }),
    targetAmount: money({
      label: l('المبلغ المستهدف', 'Target', 'Objectif'),
      currency: { field: 'currency' },
    }),
    monthlyAmount: money({
      label: l('مبلغ الكفالة الشهري', 'Monthly sponsorship', 'Parrainage mensuel'),
      currency: { field: 'currency' },
    }),
    isPublic: boolean({
      label: l('يظهر للعموم', 'Shown publicly', 'Affiché au public'),
      default: false,
    }),
    status: activeStatus(),
    // What the public giving pages say of the type, in the visitor's language (Arabic when the
    // others are not written, shown as Arabic).
    descriptionAr: longText({
      label: l('الوصف بالعربية', 'Description in Arabic', 'Description en arabe'),
      max: 2000,
    }),
    descriptionEn: longText({
      label: l('الوصف بالإنجليزية', 'Description in English', 'Description en anglais'),
      max: 2000,
    }),
    descriptionFr: longText({
      label: l('الوصف بالفرنسية', 'Description in French', 'Description en français'),
      max: 2000,
    }),
  },
  title: localisedTitle,
  subtitle: 'category',
  list: {
    columns: ['code', 'nameAr', 'category', 'fundId', 'currency', 'isPublic', 'status'],
    sort: ['code', 'nameAr', 'category', 'createdAt'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['category', 'fundId', 'isPublic', 'status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'category',
    'fundId',
    'currency',
    'currencies',
    'suggestedAmounts',
    'minimumAmount',
    'targetAmount',
    'isPublic',
    'status',
  ],
  validate: (r) => {
    const issues: RecordIssue[] = [];
    if (parseCurrencyList(r.currencies as string | null | undefined) === null)
      issues.push({ field: 'currencies', code: 'donations.errors.currencyList' });
    if (parseSuggestedAmounts(r.suggestedAmounts as string | null | undefined) === null)
      issues.push({ field: 'suggestedAmounts', code: 'donations.errors.amountList' });
    return issues;
  },
  screens: [{ route: '/donation-setting-component', mode: 'manage' }],
  example: {
    code: 'SPONSOR-STUDENT',
    nameAr: 'كفالة طالب',
    nameEn: 'Sponsor a student',
    nameFr: 'Parrainer un élève',
    category: 'student-sponsorship',
    currency: 'TRY',
    currencies: 'TRY,USD',
    suggestedAmounts: '250,500,1000',
    minimumAmount: 5000,
    isPublic: true,
  },
});

/** A donor or sponsor: a person or an organisation. Contact data is `donations:sensitive`. */
export const benefactorsResource = defineResource({
  name: 'benefactors',
  module: 'donations',
  table: 'benefactors',
  permission: 'donations',
  label: {
    plural: l('المحسنون', 'Benefactors', 'Bienfaiteurs'),
    singular: l('محسن', 'Benefactor', 'Bienfaiteur'),
  },
  fields: {
    kind: enumOf(
      {
        person: l('فرد', 'Person', 'Personne'),
        organisation: l('مؤسسة', 'Organisation', 'Organisation'),
      },
      { label: l('النوع', 'Kind', 'Type'), required: true, default: 'person' },
    ),
    fullName: text({ label: l('الاسم', 'Name', 'Nom'), required: true, max: 200 }),
    phone: phone({ label: l('الجوال', 'Phone', 'Téléphone'), sensitive: true }),
    email: email({ label: l('البريد الإلكتروني', 'E-mail', 'E-mail'), sensitive: true }),
    countryId: reference('countries', { label: l('الدولة', 'Country', 'Pays') }),
    language: enumOf(
      {
        ar: l('العربية', 'Arabic', 'Arabe'),
        en: l('الإنجليزية', 'English', 'Anglais'),
        fr: l('الفرنسية', 'French', 'Français'),
      },
      { label: l('اللغة', 'Language', 'Langue'), required: true, default: 'ar' },
    ),
    contactBy: enumOf(
      {
        phone: l('الجوال', 'Phone', 'Téléphone'),
        email: l('البريد', 'E-mail', 'E-mail'),
        none: l('لا يُراسَل', 'Do not contact', 'Ne pas contacter'),
      },
      { label: l('التواصل عبر', 'Contact by', 'Contact par'), required: true, default: 'phone' },
    ),
    consent: boolean({
      label: l('موافقة على التواصل', 'Consents to contact', 'Consent au contact'),
      default: false,
    }),
    photoConsent: boolean({
      label: l('موافقة على عرض الصور', 'Consents to photos', 'Consent aux photos'),
      default: false,
    }),
    status: activeStatus(),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'fullName',
  subtitle: 'kind',
  list: {
    columns: ['fullName', 'kind', 'countryId', 'language', 'status'],
    sort: ['fullName', 'createdAt'],
    defaultSort: { field: 'fullName', dir: 'asc' },
    filters: ['kind', 'countryId', 'language', 'status'],
    search: ['fullName'],
  },
  export: ['fullName', 'kind', 'countryId', 'language', 'contactBy', 'status'],
  example: {
    fullName: 'عبد الرحمن الأحمد',
    kind: 'person',
    language: 'ar',
    phone: '+905321112233',
  },
});

/** Registration links for benefactors: a public form with a quota and an expiry. */
export const benefactorLinksResource = defineResource({
  name: 'benefactor-links',
  module: 'donations',
  table: 'benefactor_links',
  permission: 'benefactors',
  label: {
    plural: l(
      'روابط تسجيل المحسنين',
      'Benefactor registration links',
      'Liens d’inscription des bienfaiteurs',
    ),
    singular: l('رابط تسجيل', 'Registration link', 'Lien d’inscription'),
  },
  fields: {
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 150 }),
    description: longText({ label: l('التعريف', 'Introduction', 'Présentation'), max: 2000 }),
    donationTypeId: reference('donation-types', {
      label: l('نوع التبرع المقترح', 'Suggested donation type', 'Type de don proposé'),
    }),
    askEmail: boolean({
      label: l('يطلب البريد', 'Asks for e-mail', 'Demande l’e-mail'),
      default: true,
    }),
    askCountry: boolean({
      label: l('يطلب الدولة', 'Asks for country', 'Demande le pays'),
      default: true,
    }),
    quota: number({ label: l('الحد الأقصى للتسجيلات', 'Quota', 'Quota'), min: 1, max: 100000 }),
    expiresOn: date({ label: l('ينتهي في', 'Expires on', 'Expire le') }),
    status: activeStatus(),
  },
  title: 'title',
  subtitle: 'expiresOn',
  list: {
    columns: ['title', 'donationTypeId', 'quota', 'expiresOn', 'status'],
    sort: ['title', 'expiresOn', 'createdAt'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['status'],
    search: ['title'],
  },
  export: ['title', 'quota', 'expiresOn', 'status'],
  screens: [{ route: '/admin-benefactor-link-registration-form', mode: 'manage' }],
  example: { title: 'كفلاء رمضان', quota: 200, expiresOn: '2026-12-31' },
});

/** The reference field that names a sponsorship request's subject, by its kind. */
export const SPONSORSHIP_SUBJECT_FIELDS = {
  student: 'studentId',
  ring: 'ringId',
  family: 'specialCaseId',
  teacher: 'teacherId',
} as const;

export type SponsorshipSubjectKind = keyof typeof SPONSORSHIP_SUBJECT_FIELDS;

/**
 * A request names exactly the record of its kind: the matching reference is required and the
 * others must be empty.
 */
export function subjectIssues(r: Record<string, unknown>): RecordIssue[] {
  const kind = r.subjectKind as SponsorshipSubjectKind;
  const wanted = SPONSORSHIP_SUBJECT_FIELDS[kind];
  if (!wanted) return [];
  const issues: RecordIssue[] = [];
  for (const field of Object.values(SPONSORSHIP_SUBJECT_FIELDS)) {
    const given = r[field] != null && r[field] !== '';
    if (field === wanted && !given)
      issues.push({ field, code: `donations.errors.subjectRequired.${kind}` });
    else if (field !== wanted && given)
      issues.push({ field, code: `donations.errors.subjectOther.${kind}` });
  }
  return issues;
}

/** Requests for a sponsor: a student, a ring, a family or a teacher, with the monthly need. */
export const sponsorshipRequestsResource = defineResource({
  name: 'sponsorship-requests',
  module: 'donations',
  table: 'sponsorship_requests',
  permission: 'donations',
  label: {
    plural: l('طلبات الكفالة', 'Sponsorship requests', 'Demandes de parrainage'),
    singular: l('طلب كفالة', 'Sponsorship request', 'Demande de parrainage'),
  },
  fields: {
    subjectKind: enumOf(
      {
        student: l('طالب', 'Student', 'Élève'),
        ring: l('حلقة', 'Ring', 'Cercle'),
        family: l('أسرة', 'Family', 'Famille'),
        teacher: l('معلم', 'Teacher', 'Enseignant'),
      },
      { label: l('المكفول', 'Sponsored', 'Parrainé'), required: true, default: 'student' },
    ),
    title: text({ label: l('العنوان', 'Title', 'Titre'), required: true, max: 200 }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      help: l(
        'مركز المكفول: يؤخذ من سجله عند الحفظ.',
        'The sponsored record’s centre: taken from it when saved.',
        'Le centre du parrainé : repris de sa fiche à l’enregistrement.',
      ),
      required: true,
    }),
    studentId: reference('students', {
      label: l('الطالب', 'Student', 'Élève'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    ringId: reference('rings', {
      label: l('الحلقة', 'Ring', 'Cercle'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    specialCaseId: reference('student-special-cases', {
      label: l('حالة الأسرة', 'Family’s case', 'Cas de la famille'),
      help: l(
        'الحالة الخاصة المسجلة للأسرة عند طالبها.',
        'The special case recorded for the family on its student.',
        'Le cas particulier enregistré pour la famille sur son élève.',
      ),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    teacherId: reference('employees', {
      label: l('المعلم', 'Teacher', 'Enseignant'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    donationTypeId: reference('donation-types', {
      label: l('نوع التبرع', 'Donation type', 'Type de don'),
      required: true,
    }),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    monthlyAmount: money({
      label: l('المبلغ الشهري المطلوب', 'Monthly amount needed', 'Montant mensuel requis'),
      currency: { field: 'currency' },
      required: true,
    }),
    coveredPercent: number({
      label: l('نسبة التغطية', 'Coverage', 'Couverture'),
      min: 0,
      max: 100,
      default: 0,
      readOnly: true,
      unit: l('٪', '%', '%'),
    }),
    status: enumOf(
      {
        open: l('مفتوح', 'Open', 'Ouverte'),
        covered: l('مغطى', 'Covered', 'Couverte'),
        closed: l('مغلق', 'Closed', 'Close'),
      },
      { label: l('الحالة', 'Status', 'Statut'), required: true, default: 'open' },
    ),
    needsNote: longText({ label: l('الحاجة', 'Need', 'Besoin'), max: 2000 }),
  },
  // Exactly the record of its kind (`subjectIssues`) is checked by the donations module's hook,
  // which also takes the record's centre: only when the subject or the centre is written, so a
  // coverage update of a request saved before the references existed still goes through.
  title: 'title',
  subtitle: 'subjectKind',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['title', 'subjectKind', 'centreId', 'monthlyAmount', 'coveredPercent', 'status'],
    sort: ['title', 'createdAt', 'coveredPercent'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['subjectKind', 'centreId', 'status'],
    search: ['title'],
  },
  export: [
    'title',
    'subjectKind',
    'centreId',
    'currency',
    'monthlyAmount',
    'coveredPercent',
    'status',
  ],
  screens: [{ route: '/benefactor-request-component', mode: 'manage' }],
  example: {
    title: 'كفالة الطالب محمد',
    subjectKind: 'student',
    ringId: null,
    specialCaseId: null,
    teacherId: null,
    currency: 'TRY',
    monthlyAmount: 50000,
  },
});

export const DONATIONS_RESOURCES = [
  donationTypesResource,
  benefactorsResource,
  benefactorLinksResource,
  sponsorshipRequestsResource,
] as const;
