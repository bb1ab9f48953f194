/**
 * The organisation module's public entry: what other modules may use of it
 * (docs/module-boundaries.md).
 */

// The message catalogue with the organisation's own wording over the built-in one: the
// platform's i18n route serves it.
export { catalogueWithOverrides } from './i18n-catalogue.ts';
