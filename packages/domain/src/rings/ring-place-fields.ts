import { l } from '../text/locale-text.ts';
import { reference } from '../resources/fields.ts';

/**
 * The ring a record belongs to, chosen once, and the country and centre that follow from it
 * (read-only, derived by the engine): the scope columns of a ring's records (follow-up visits,
 * weekly times, stars).
 */
export const ringPlaceFields = () => ({
  ringId: reference('rings', {
    label: l('الحلقة', 'Ring', 'Cercle'),
    required: true,
    createOnly: true,
  }),
  countryId: reference('countries', {
    label: l('الدولة', 'Country', 'Pays'),
    required: true,
    derive: { from: 'ringId', pick: 'countryId' },
    readOnly: true,
  }),
  centreId: reference('centres', {
    label: l('المركز', 'Centre', 'Centre'),
    required: true,
    derive: { from: 'ringId', pick: 'centreId' },
    readOnly: true,
  }),
});
