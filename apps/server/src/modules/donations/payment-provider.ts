import type { PaymentMethod } from '@qc/domain';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../../http/errors.ts';

/** What a provider sees of a payment. */
export interface ProviderPayment {
  id: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  reference: string | null;
}

/**
 * A payment provider: how money gets from a donor to a box or a bank. The donations service
 * asks it for a reference when a payment starts and whether the money arrived before it posts.
 * The manual provider (cash counted by an accountant, bank transfers checked on the statement)
 * is built in; a card processor that needs the internet is an adapter behind this interface.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly methods: readonly PaymentMethod[];
  /** The reference the donor quotes (a transfer's description) for a new payment. */
  start(payment: ProviderPayment): Promise<{ reference: string | null }>;
  /** Has the money arrived? The manual provider trusts the confirming accountant. */
  settle(payment: ProviderPayment): Promise<{ settled: boolean; providerReference?: string }>;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short reference without look-alike letters, e.g. `QC-7K3M9P2X`. */
export function transferReference(): string {
  const bytes = randomBytes(8);
  return `QC-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export const manualProvider: PaymentProvider = {
  name: 'manual',
  methods: ['cash', 'transfer'],
  start(payment) {
    return Promise.resolve({
      reference: payment.reference ?? (payment.method === 'transfer' ? transferReference() : null),
    });
  },
  settle() {
    return Promise.resolve({ settled: true });
  },
};

const providers: PaymentProvider[] = [manualProvider];

/** Installs an adapter (e.g. a card processor) for its methods, ahead of the built-in one. */
export function registerPaymentProvider(provider: PaymentProvider): void {
  providers.unshift(provider);
}

/** The provider of a method; a method no provider handles (card, by default) is refused. */
export function providerFor(method: PaymentMethod): PaymentProvider {
  const found = providers.find((p) => p.methods.includes(method));
  if (!found) throw badRequest('donations.errors.noProvider', { method });
  return found;
}
