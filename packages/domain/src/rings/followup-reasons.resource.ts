import { activeStatus, localisedNames, localisedTitle } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { longText } from '../resources/fields.ts';

/** Why a supervisor visits a ring (followup-reason-search): a maintained list. */
export const followupReasonsResource = defineResource({
  name: 'followup-reasons',
  module: 'rings',
  permission: 'followups',
  label: {
    plural: l('أسباب المتابعة', 'Follow-up reasons', 'Motifs de suivi'),
    singular: l('سبب متابعة', 'Follow-up reason', 'Motif de suivi'),
  },
  fields: {
    ...localisedNames(200),
    description: longText({ label: l('الوصف', 'Description', 'Description'), max: 1000 }),
    status: activeStatus(),
  },
  title: localisedTitle,
  list: {
    columns: ['nameAr', 'nameEn', 'nameFr', 'status'],
    sort: ['nameAr', 'nameEn', 'createdAt'],
    defaultSort: { field: 'nameAr', dir: 'asc' },
    filters: ['status'],
    search: ['nameAr', 'nameEn', 'nameFr', 'description'],
  },
  export: ['nameAr', 'nameEn', 'nameFr', 'description', 'status'],
  screens: [{ route: '/followup-reason-search', mode: 'manage' }],
  example: { nameAr: 'زيارة دورية', nameEn: 'Routine visit', nameFr: 'Visite de routine' },
});
