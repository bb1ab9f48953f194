import { sizeParts } from '@qc/domain/conversations/attachment-types';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format/use-format.ts';

const UNIT_KEYS = {
  b: 'conversations.ui.size.b',
  kb: 'conversations.ui.size.kb',
  mb: 'conversations.ui.size.mb',
} as const;

/** A file size in the user's language and digits ("2 MB", "٢ ميغابايت", "2 Mo"). */
export function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation();
  const f = useFormat();
  return (bytes) => {
    const { value, unit } = sizeParts(bytes);
    return t(UNIT_KEYS[unit], { n: f.number(value) });
  };
}
