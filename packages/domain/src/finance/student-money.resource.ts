import { activeStatus } from '../organisation/common.ts';
import { l } from '../text/locale-text.ts';
import { defineResource } from '../resources/define-resource.ts';
import { money, number, reference, text } from '../resources/fields.ts';

/** A centre's monthly fee and its sibling discount: the rule the month's fees are made from. */
export const studentFeeRulesResource = defineResource({
  name: 'student-fee-rules',
  module: 'payroll',
  table: 'student_fee_rules',
  permission: 'student-money',
  label: {
    plural: l('رسوم المراكز الشهرية', 'Monthly fees of centres', 'Frais mensuels des centres'),
    singular: l('رسم شهري', 'Monthly fee', 'Frais mensuels'),
  },
  description: l(
    'الرسم الشهري لطالب كل مركز، وخصم الإخوة من الطالب الثاني فما بعده.',
    'The monthly fee of a student of each centre, and the discount for the second sibling on.',
    'Les frais mensuels d’un élève de chaque centre, et la remise à partir du deuxième frère ou sœur.',
  ),
  fields: {
    centreId: reference('centres', {
      label: l('المركز', 'Centre', 'Centre'),
      required: true,
      createOnly: true,
      unique: true,
    }),
    countryId: reference('countries', {
      label: l('الدولة', 'Country', 'Pays'),
      required: true,
      readOnly: true,
      derive: { from: 'centreId', pick: 'countryId' },
    }),
    monthlyFee: money({
      label: l('الرسم الشهري', 'Monthly fee', 'Frais mensuels'),
      currency: { field: 'currency' },
      required: true,
      max: 100_000_000,
    }),
    currency: text({
      label: l('العملة', 'Currency', 'Devise'),
      required: true,
      max: 3,
      format: 'currency',
    }),
    siblingDiscountPercent: number({
      label: l('خصم الإخوة', 'Sibling discount', 'Remise fratrie'),
      required: true,
      min: 0,
      max: 100,
      default: 0,
      unit: l('٪', '%', '%'),
    }),
    status: activeStatus(),
  },
  title: 'centreId',
  scope: { country: 'countryId', centre: 'centreId' },
  list: {
    columns: ['centreId', 'monthlyFee', 'siblingDiscountPercent', 'status'],
    sort: ['createdAt'],
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: ['countryId', 'status'],
    search: ['centreId'],
  },
  export: ['centreId', 'countryId', 'monthlyFee', 'currency', 'siblingDiscountPercent', 'status'],
  example: { monthlyFee: 20000, currency: 'TRY', siblingDiscountPercent: 25 },
});
