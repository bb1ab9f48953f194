import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The finance module's screens. The voucher list is one screen, preset by each route: every
 * voucher (operations), the posted ones with their documents, and the payments. Funds, boxes
 * and recipients are the generic pages of their definitions.
 */
const vouchers = () => import('./VouchersScreen.tsx');

export const financeScreens = defineScreens({
  '/financial-operations-component': {
    load: vouchers,
    permission: 'vouchers:read',
    props: { kinds: [] },
    nav: { order: 0, shortcut: true },
  },
  '/financial-docs-component': {
    load: vouchers,
    permission: 'vouchers:read',
    props: { kinds: [], states: ['posted'] },
  },
  '/financial-payments-component': {
    load: vouchers,
    permission: 'vouchers:read',
    props: { kinds: ['payment'] },
  },
  '/finance-balances-component': {
    load: () => import('./BalancesScreen.tsx'),
    permission: 'finance:read',
  },
  '/financial-table-component': {
    load: () => import('./LedgerScreen.tsx'),
    permission: 'finance:read',
  },
});
