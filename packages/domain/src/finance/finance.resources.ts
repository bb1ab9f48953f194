import { activeStatus, codeField, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { DEFAULT_ROLES } from '../identity/default-roles.ts';
import { permits } from '../identity/permissions.ts';
import { defineResource } from '../resources/define-resource.ts';
import {
  boolean,
  date,
  enumOf,
  longText,
  money,
  multiEnumOf,
  number,
  phone,
  reference,
  text,
} from '../resources/fields.ts';

const USES = {
  operations: l('تشغيل', 'Operations', 'Fonctionnement'),
  salaries: l('رواتب', 'Salaries', 'Salaires'),
  student_stipends: l('مكافآت الطلاب', 'Student stipends', 'Bourses des élèves'),
  family_support: l('دعم الأسر', 'Family support', 'Aide aux familles'),
  student_sponsorship: l('كفالة الطلاب', 'Student sponsorship', 'Parrainage d’élèves'),
  quran_printing: l('طباعة المصاحف', 'Quran printing', 'Impression du Coran'),
  building: l('مبانٍ وتجهيزات', 'Buildings', 'Bâtiments'),
  project_activities: l('أنشطة المشروع', 'Project activities', 'Activités du projet'),
  rewards: l('جوائز وحوافز', 'Rewards', 'Récompenses'),
  reallocation: l('تحويل إلى صندوق آخر', 'Reallocation to another fund', 'Réaffectation'),
};

const currencyText = (label = l('العملة', 'Currency', 'Devise')) =>
  text({ label, required: true, max: 3, format: 'currency' });

/** Currencies in use and the digits of their minor unit. */
export const financeCurrenciesResource = defineResource({
  name: 'finance-currencies',
  module: 'finance',
  table: 'finance_currencies',
  permission: 'finance-settings',
  label: {
    plural: l('العملات', 'Currencies', 'Devises'),
    singular: l('عملة', 'Currency', 'Devise'),
  },
  fields: {
    // ISO 4217 codes are three letters; the field allows a local code up to ten.
    code: codeField(10),
    ...localisedNames(80),
    minorDigits: number({
      label: l('خانات الكسور', 'Minor-unit digits', 'Décimales'),
      required: true,
      min: 0,
      max: 3,
      default: 2,
    }),
    status: activeStatus(),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'minorDigits', 'status'],
    sort: ['code', 'nameAr'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'minorDigits', 'status'],
  example: {
    code: 'SAR',
    nameAr: 'ريال سعودي',
    nameEn: 'Saudi riyal',
    nameFr: 'Riyal',
    minorDigits: 2,
  },
});

/** Dated exchange rates: one unit of the currency is worth `rate` units of the base. */
export const exchangeRatesResource = defineResource({
  name: 'exchange-rates',
  module: 'finance',
  table: 'finance_exchange_rates',
  permission: 'finance-settings',
  // A rate is a dated fact: a wrong one is deleted and entered again (the latest entered wins).
  actions: ['read', 'create', 'delete', 'export'],
  label: {
    plural: l('أسعار الصرف', 'Exchange rates', 'Taux de change'),
    singular: l('سعر صرف', 'Exchange rate', 'Taux de change'),
  },
  description: l(
    'قيمة وحدة واحدة من العملة بعملة الأساس، من تاريخ السريان حتى السعر التالي.',
    'What one unit of the currency is worth in the base currency, from the date until the next rate.',
    'Ce que vaut une unité de la devise dans la devise de base, de la date au taux suivant.',
  ),
  fields: {
    currency: currencyText(),
    base: currencyText(l('عملة الأساس', 'Base currency', 'Devise de base')),
    rate: number({ label: l('السعر', 'Rate', 'Taux'), required: true, integer: false, min: 0 }),
    validFrom: date({
      label: l('يسري من', 'Valid from', 'Valable dès'),
      required: true,
      default: 'today',
    }),
  },
  title: 'currency',
  subtitle: 'validFrom',
  list: {
    columns: ['currency', 'base', 'rate', 'validFrom'],
    sort: ['validFrom', 'currency'],
    defaultSort: { field: 'validFrom', dir: 'desc' },
    filters: ['validFrom'],
    search: ['currency', 'base'],
  },
  export: ['currency', 'base', 'rate', 'validFrom'],
  example: { currency: 'USD', base: 'TRY', rate: 34.25, validFrom: '2026-01-01' },
});

/** Funds: whose money it is, and what a restricted fund may pay for. */
export const fundsResource = defineResource({
  name: 'funds',
  module: 'finance',
  table: 'finance_funds',
  permission: 'finance-settings',
  label: {
    plural: l('الصناديق المالية', 'Funds', 'Fonds'),
    singular: l('صندوق مالي', 'Fund', 'Fonds'),
  },
  description: l(
    'مال الزكاة يبقى زكاة: الصندوق المقيد لا يُصرف إلا في أوجهه المسموحة.',
    'Zakat money stays zakat: a restricted fund pays only for its allowed uses.',
    'L’argent de la zakat reste zakat : un fonds affecté ne paie que ses usages permis.',
  ),
  fields: {
    code: codeField(30),
    ...localisedNames(120),
    kind: enumOf(
      {
        general: l('عام', 'General', 'Général'),
        zakat: l('زكاة', 'Zakat', 'Zakat'),
        sadaqa: l('صدقة', 'Sadaqa', 'Sadaqa'),
        waqf: l('وقف', 'Waqf', 'Waqf'),
        sponsorship: l('كفالة', 'Sponsorship', 'Parrainage'),
        project: l('مشروع', 'Project', 'Projet'),
      },
      { label: l('النوع', 'Kind', 'Type'), required: true, default: 'general' },
    ),
    restricted: boolean({ label: l('مقيّد', 'Restricted', 'Affecté'), default: false }),
    allowedUses: multiEnumOf(USES, {
      label: l('أوجه الصرف المسموحة', 'Allowed uses', 'Usages permis'),
    }),
    projectId: reference('projects', { label: l('المشروع', 'Project', 'Projet') }),
    status: activeStatus(),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 2000 }),
  },
  title: localisedTitle,
  subtitle: 'kind',
  list: {
    columns: ['code', 'nameAr', 'kind', 'restricted', 'allowedUses', 'status'],
    sort: ['code', 'nameAr', 'kind'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['kind', 'restricted', 'status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'kind', 'restricted', 'allowedUses', 'status'],
  screens: [{ route: '/financial-setting-component', mode: 'manage' }],
  example: {
    code: 'ZAKAT',
    nameAr: 'صندوق الزكاة',
    nameEn: 'Zakat fund',
    nameFr: 'Fonds de la zakat',
    kind: 'zakat',
    restricted: true,
    allowedUses: ['family_support'],
  },
});

const KINDS = {
  asset: l('أصول', 'Asset', 'Actif'),
  liability: l('خصوم', 'Liability', 'Passif'),
  income: l('إيرادات', 'Income', 'Produit'),
  expense: l('مصروفات', 'Expense', 'Charge'),
  fund_balance: l('أرصدة الصناديق', 'Fund balance', 'Solde de fonds'),
};

/** The chart of accounts outside the boxes: income and expense categories, system accounts. */
export const financeAccountsResource = defineResource({
  name: 'finance-accounts',
  module: 'finance',
  table: 'finance_accounts',
  permission: 'finance-settings',
  label: {
    plural: l('دليل الحسابات', 'Chart of accounts', 'Plan comptable'),
    singular: l('حساب', 'Account', 'Compte'),
  },
  where: { role: ['category', 'receivable', 'payable', 'exchange', 'opening'] },
  fields: {
    code: codeField(20),
    ...localisedNames(150),
    kind: enumOf(KINDS, { label: l('النوع', 'Kind', 'Type'), required: true, createOnly: true }),
    role: enumOf(
      {
        category: l('بند', 'Category', 'Catégorie'),
        receivable: l('ذمم مدينة', 'Receivable', 'Créance'),
        payable: l('ذمم دائنة', 'Payable', 'Dette'),
        exchange: l('مركز الصرف', 'Exchange position', 'Position de change'),
        opening: l('أرصدة افتتاحية', 'Opening balances', 'Soldes d’ouverture'),
      },
      { label: l('الدور', 'Role', 'Rôle'), required: true, default: 'category', createOnly: true },
    ),
    purpose: enumOf(USES, {
      label: l('وجه الصرف', 'Purpose', 'Usage'),
      help: l(
        'للمصروفات: يحدد أي الصناديق المقيدة يجوز أن تدفعه.',
        'For expenses: which restricted funds may pay for it.',
        'Pour les charges : quels fonds affectés peuvent la payer.',
      ),
    }),
    status: activeStatus(),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: localisedTitle,
  subtitle: 'code',
  list: {
    columns: ['code', 'nameAr', 'kind', 'role', 'purpose', 'status'],
    sort: ['code', 'nameAr', 'kind'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['kind', 'role', 'purpose', 'status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr'],
  },
  export: ['code', 'nameAr', 'nameEn', 'nameFr', 'kind', 'role', 'purpose', 'status'],
  validate: (r) =>
    r.kind === 'expense' && !r.purpose ? [{ field: 'purpose', code: 'validation.required' }] : [],
  example: {
    code: '5300',
    nameAr: 'مساعدات الأسر',
    nameEn: 'Family support',
    nameFr: 'Aide aux familles',
    kind: 'expense',
    role: 'category',
    purpose: 'family_support',
  },
});

/** Cash boxes and bank accounts: money held in a centre, in one currency. */
export const cashBoxesResource = defineResource({
  name: 'cash-boxes',
  module: 'finance',
  table: 'finance_accounts',
  permission: 'cash-boxes',
  label: {
    plural: l(
      'الصناديق والحسابات البنكية',
      'Cash boxes and bank accounts',
      'Caisses et comptes bancaires',
    ),
    singular: l('صندوق أو حساب بنكي', 'Cash box or bank account', 'Caisse ou compte bancaire'),
  },
  where: { role: ['cash_box', 'bank'], kind: ['asset'] },
  fields: {
    code: codeField(20),
    ...localisedNames(150),
    role: enumOf(
      {
        cash_box: l('صندوق نقدي', 'Cash box', 'Caisse'),
        bank: l('حساب بنكي', 'Bank account', 'Compte bancaire'),
      },
      { label: l('النوع', 'Type', 'Type'), required: true, default: 'cash_box', createOnly: true },
    ),
    kind: enumOf(
      { asset: KINDS.asset },
      {
        label: l('فئة الحساب', 'Account kind', 'Nature du compte'),
        required: true,
        default: 'asset',
        hiddenInForm: true,
      },
    ),
    // Required for a box (a CHECK on the shared table, and `validate`), but the column serves
    // the chart's other accounts too, so it is nullable; the same for the centre.
    currency: { ...currencyText(), required: false, createOnly: true },
    centreId: reference('centres', { label: l('المركز', 'Centre', 'Centre'), createOnly: true }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      readOnly: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    keeperId: reference('employees', {
      label: l('أمين الصندوق', 'Keeper', 'Responsable'),
      dependsOn: { field: 'centreId', param: 'centreId' },
    }),
    bankName: text({ label: l('اسم البنك', 'Bank', 'Banque'), max: 120 }),
    iban: text({
      label: l('رقم الحساب (IBAN)', 'IBAN', 'IBAN'),
      max: 40,
      format: 'latin',
      sensitive: true,
    }),
    status: activeStatus(),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: localisedTitle,
  subtitle: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['code', 'nameAr', 'role', 'currency', 'centreId', 'keeperId', 'status'],
    sort: ['code', 'nameAr', 'currency'],
    defaultSort: { field: 'code', dir: 'asc' },
    filters: ['role', 'centreId', 'countryId', 'status'],
    search: ['code', 'nameAr', 'nameEn', 'nameFr', 'bankName'],
  },
  export: [
    'code',
    'nameAr',
    'nameEn',
    'nameFr',
    'role',
    'currency',
    'centreId',
    'countryId',
    'bankName',
    'status',
  ],
  form: [
    {
      key: 'box',
      label: l('الصندوق', 'Box', 'Caisse'),
      fields: [
        'code',
        'role',
        'nameAr',
        'nameEn',
        'nameFr',
        'currency',
        'centreId',
        'keeperId',
        'status',
      ],
    },
    { key: 'bank', label: l('البنك', 'Bank', 'Banque'), fields: ['bankName', 'iban'] },
    { key: 'notes', label: l('ملاحظات', 'Notes', 'Remarques'), fields: ['notes'], columns: 1 },
  ],
  validate: (r) =>
    (['currency', 'centreId'] as const)
      .filter((field) => !r[field])
      .map((field) => ({ field, code: 'validation.required' })),
  screens: [{ route: '/financial-repos-component', mode: 'manage' }],
  example: {
    code: 'BOX-IST-1',
    nameAr: 'صندوق مركز الفاتح',
    nameEn: 'Fatih centre box',
    nameFr: 'Caisse du centre Fatih',
    role: 'cash_box',
    currency: 'TRY',
  },
});

/** Who may approve how much: per role and currency; no row for a role means no limit. */
export const approvalThresholdsResource = defineResource({
  name: 'approval-thresholds',
  module: 'finance',
  table: 'finance_approval_thresholds',
  permission: 'finance-settings',
  label: {
    plural: l('حدود الاعتماد', 'Approval limits', 'Plafonds d’approbation'),
    singular: l('حد اعتماد', 'Approval limit', 'Plafond d’approbation'),
  },
  description: l(
    'أعلى مبلغ يعتمده صاحب الدور في سند واحد؛ الدور الذي لا حد له يعتمد أي مبلغ.',
    'The largest voucher a role may approve; a role without a limit approves any amount.',
    'Le plus gros bon qu’un rôle peut approuver ; un rôle sans plafond approuve tout montant.',
  ),
  fields: {
    // The built-in roles that approve vouchers (a custom role has no limit).
    roleCode: enumOf(
      Object.fromEntries(
        DEFAULT_ROLES.filter((r) => permits(r.permissions, 'vouchers:approve')).map((r) => [
          r.code,
          r.name,
        ]),
      ),
      { label: l('الدور', 'Role', 'Rôle'), required: true },
    ),
    currency: currencyText(),
    maxAmount: money({
      label: l('الحد الأعلى', 'Largest amount', 'Montant maximal'),
      required: true,
      currency: { field: 'currency' },
    }),
  },
  title: 'roleCode',
  subtitle: 'currency',
  list: {
    columns: ['roleCode', 'currency', 'maxAmount'],
    sort: ['roleCode', 'currency'],
    defaultSort: { field: 'roleCode', dir: 'asc' },
    filters: ['roleCode'],
    search: [],
  },
  export: ['roleCode', 'currency', 'maxAmount'],
  example: { roleCode: 'centre_manager', currency: 'TRY', maxAmount: 5_000_000 },
});

/** Payees outside the organisation: families supported and suppliers. */
export const recipientsResource = defineResource({
  name: 'recipients',
  module: 'finance',
  table: 'finance_recipients',
  permission: 'recipients',
  label: {
    plural: l('المستفيدون الخارجيون', 'External recipients', 'Bénéficiaires externes'),
    singular: l('مستفيد خارجي', 'External recipient', 'Bénéficiaire externe'),
  },
  fields: {
    kind: enumOf(
      {
        family: l('أسرة مستفيدة', 'Supported family', 'Famille aidée'),
        supplier: l('مورّد', 'Supplier', 'Fournisseur'),
        other: l('أخرى', 'Other', 'Autre'),
      },
      { label: l('النوع', 'Kind', 'Type'), required: true, default: 'family' },
    ),
    name: text({ label: l('الاسم', 'Name', 'Nom'), required: true, max: 200 }),
    phone: phone({ label: l('الهاتف', 'Phone', 'Téléphone') }),
    nationalId: text({
      label: l(
        'رقم الهوية أو السجل',
        'ID or registration number',
        'N° d’identité ou d’enregistrement',
      ),
      max: 40,
      sensitive: true,
    }),
    countryId: reference('countries', { label: l('الدولة', 'Country', 'Pays'), required: true }),
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      dependsOn: { field: 'countryId', param: 'countryId' },
    }),
    address: text({ label: l('العنوان', 'Address', 'Adresse'), max: 300 }),
    membersCount: number({
      label: l('عدد أفراد الأسرة', 'Family members', 'Membres de la famille'),
      min: 1,
      max: 50,
    }),
    bankAccount: text({
      label: l('الحساب البنكي', 'Bank account', 'Compte bancaire'),
      max: 60,
      sensitive: true,
    }),
    status: activeStatus(),
    notes: longText({ label: l('ملاحظات', 'Notes', 'Remarques'), max: 2000 }),
  },
  title: 'name',
  subtitle: 'kind',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['name', 'kind', 'phone', 'centreId', 'membersCount', 'status'],
    sort: ['name', 'kind', 'createdAt'],
    defaultSort: { field: 'name', dir: 'asc' },
    filters: ['kind', 'countryId', 'centreId', 'status'],
    search: ['name', 'phone', 'address', 'notes'],
  },
  export: ['name', 'kind', 'phone', 'countryId', 'centreId', 'address', 'membersCount', 'status'],
  screens: [{ route: '/out-recipients-component', mode: 'manage' }],
  example: { kind: 'family', name: 'أسرة أبو محمد', membersCount: 6 },
});

export const FINANCE_RESOURCES = [
  fundsResource,
  financeAccountsResource,
  cashBoxesResource,
  financeCurrenciesResource,
  exchangeRatesResource,
  approvalThresholdsResource,
  recipientsResource,
];
