/**
 * The donations module's public entry: what other modules may use of it (docs/module-boundaries.md).
 */

// The public site's giving pages and forms (site-giving.ts, site-giving.routes.ts): the types on
// offer and the sponsorship packages, a gift checked and given by donations' own rules, and the
// online payment it waits on.
export {
  checkPublicGift,
  listSponsorshipPackages,
  readOnlinePayment,
} from './donations-giving.service.ts';
export { giveOnline, listPublicTypes } from './donations-public.service.ts';
