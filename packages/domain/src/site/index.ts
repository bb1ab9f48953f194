export { LANG_SUFFIX, PUBLICATION_STATES, pick, type PublicationState } from './common.ts';
export * from './public-pages.ts';
export * from './site.messages.ts';
export * from './site-settings.resource.ts';
export * from './content.resource.ts';
export * from './media.resource.ts';
export * from './help.resource.ts';
export * from './site-giving.messages.ts';
