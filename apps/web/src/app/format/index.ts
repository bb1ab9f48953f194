export { useFormat } from './use-format.ts';
export { createFormatters, type Formatters, type FormatSettings } from './formatters.ts';
