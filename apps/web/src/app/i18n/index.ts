export { useLocale, type LocaleValue } from './locale-context.ts';
export { LocaleProvider } from './LocaleProvider.tsx';
export { i18n, changeLanguage, loadCatalogue, type Catalogue } from './i18n.ts';
export { useCount, type CountText } from './use-count.ts';
