import type { MessageDriver } from '@qc/domain';
import { httpSmsDriver } from './http-sms.ts';
import type { MessageDriverImpl } from './types.ts';
import { twilioDriver } from './twilio.ts';
import { whatsappCloudDriver } from './whatsapp-cloud.ts';

export * from './types.ts';
export { successRuleValid } from './http-sms.ts';

const DRIVERS: Record<MessageDriver, MessageDriverImpl> = {
  'whatsapp-cloud': whatsappCloudDriver,
  twilio: twilioDriver,
  'http-sms': httpSmsDriver,
};

export function driverOf(name: string): MessageDriverImpl | null {
  return (DRIVERS as Record<string, MessageDriverImpl | undefined>)[name] ?? null;
}
