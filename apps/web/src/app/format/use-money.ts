import { useCallback } from 'react';
import { moneyText } from '../../resources/kinds/value-text.ts';
import { useFormat } from './use-format.ts';

/**
 * Money from minor units with its currency ("1,500.00 TRY"), in the reader's language and the
 * digits they prefer (finance, payroll and donations screens).
 */
export function useMoney() {
  const f = useFormat();
  return useCallback((minor: number, currency: string) => moneyText(minor, currency, f), [f]);
}
