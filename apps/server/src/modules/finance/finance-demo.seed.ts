import {
  searchKey,
  SYSTEM_ACCOUNTS,
  voucherLines,
  voucherTotal,
  type VoucherInput,
  type VoucherKind,
} from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { Random } from '../../db/seed/random.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { accountByCode, balanceOf, fundByCode, postEntry } from '../../ledger/index.ts';
import { reindexSearch } from '../../resources/search-index.ts';
import { createDemoAccount, findUserByEmail } from '../identity/index.ts';
import {
  inDemoBooksUnit,
  insertDemoBoxClose,
  insertDemoBoxes,
  insertDemoRates,
  insertDemoThresholds,
  insertDemoRecipients,
  insertDemoVoucher,
  markDemoVoucherPosted,
} from './finance-demo.repository.ts';
import { VOUCHER_SERIES } from './vouchers.service.ts';

const FAMILIES = [
  'أسرة أبو محمد الحلبي',
  'أسرة أم خالد',
  'أسرة الأرملة فاطمة الزهراء',
  'أسرة أبو عمر النازح',
  'أسرة الأيتام آل سليمان',
  'أسرة أبو يوسف الإدلبي',
];
const SUPPLIERS = ['مكتبة دار السلام للقرطاسية', 'مطبعة النور للمصاحف', 'شركة الأمانة للعقارات'];
const DONORS = [
  'فاعل خير',
  'أبو عبد الله',
  'أم أحمد',
  'جمعية البر',
  'محسن من الكويت',
  'أبو بكر التاجر',
];

const CURRENCY: Record<string, string> = { TR: 'TRY', SY: 'USD' };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo data of finance in Arabic: a cash box per centre and a bank account per country, a few
 * families and suppliers, monthly USD/TRY rates, and a year of vouchers through the ledger
 * (donations, zakat, sadaqa and sponsorships in; rent, family support, stipends, printing and
 * stationery out; deposits to the bank), a daily close, and in the first centre a few drafts
 * and an approved voucher waiting for the manager. With demo accounts: accountant@example.com,
 * accountant of the first centre.
 */
export const financeDemoStep: DemoSeedStep = async (database, world, options) => {
  const db = database.db;
  const rnd = new Random(15015);
  const centres = world.centres.slice(0, 4);
  if (centres.length === 0) return;
  const countryCode = (id: string) => world.countries.find((c) => c.id === id)?.code ?? 'TR';
  const currencyOf = (countryId: string) => CURRENCY[countryCode(countryId)] ?? 'TRY';

  const boxes = await insertDemoBoxes(
    db,
    centres.map((c, i) => ({
      code: `BOX-${i + 1}`,
      kind: 'asset',
      role: 'cash_box',
      nameAr: `صندوق ${c.name}`,
      nameEn: `${c.name} cash box`,
      nameFr: `Caisse ${c.name}`,
      currency: currencyOf(c.countryId),
      countryId: c.countryId,
      centreId: c.id,
      search: searchKey(`BOX-${i + 1} صندوق ${c.name}`),
    })),
  );
  const banks = await insertDemoBoxes(
    db,
    [...new Set(centres.map((c) => c.countryId))].map((countryId, i) => {
      const centre = centres.find((c) => c.countryId === countryId)!;
      return {
        code: `BANK-${i + 1}`,
        kind: 'asset',
        role: 'bank',
        nameAr: `الحساب البنكي — ${countryCode(countryId) === 'TR' ? 'بنك الكويت التركي' : 'بنك الشام'}`,
        nameEn: `Bank account ${countryCode(countryId)}`,
        nameFr: `Compte bancaire ${countryCode(countryId)}`,
        currency: currencyOf(countryId),
        countryId,
        centreId: centre.id,
        bankName: countryCode(countryId) === 'TR' ? 'Kuveyt Türk' : 'بنك الشام',
        search: searchKey(`BANK-${i + 1} الحساب البنكي`),
      };
    }),
  );
  const recipients = await insertDemoRecipients(db, [
    ...FAMILIES.map((name, i) => ({
      kind: 'family',
      name,
      countryId: centres[i % centres.length]!.countryId,
      centreId: centres[i % centres.length]!.id,
      membersCount: 3 + (i % 5),
      phone: null,
      search: searchKey(name),
    })),
    ...SUPPLIERS.map((name) => ({
      kind: 'supplier',
      name,
      countryId: centres[0]!.countryId,
      search: searchKey(name),
    })),
  ]);
  // How much each approving role may approve in one voucher (a role without a row: any amount).
  await insertDemoThresholds(
    db,
    [
      ['centre_manager', 'TRY', 10_000_000],
      ['centre_manager', 'USD', 500_000],
      ['country_manager', 'TRY', 100_000_000],
      ['country_manager', 'USD', 5_000_000],
    ].map(([roleCode, currency, maxAmount]) => ({
      roleCode: String(roleCode),
      currency: String(currency),
      maxAmount: Number(maxAmount),
      search: searchKey(`${String(roleCode)} ${String(currency)}`),
    })),
  );
  await insertDemoRates(
    db,
    Array.from({ length: 13 }, (_, m) => ({
      currency: 'USD',
      base: 'TRY',
      rate: (30 + m * 0.45).toFixed(2),
      validFrom: daysAgo(365 - m * 30),
      search: 'usd try',
    })),
  );
  await reindexSearch(db, 'cash-boxes');
  await reindexSearch(db, 'recipients');

  const acc = async (code: string) => (await accountByCode(db, code))!.id;
  const fund = async (code: string) => (await fundByCode(db, code))!.id;
  const A = {
    donations: await acc('4100'),
    zakat: await acc('4200'),
    fees: await acc('4300'),
    sponsorship: await acc('4400'),
    sadaqa: await acc('4500'),
    rent: await acc('5200'),
    family: await acc('5300'),
    stipends: await acc('5400'),
    printing: await acc('5500'),
    stationery: await acc('5900'),
    exchange: await acc(SYSTEM_ACCOUNTS.exchange),
  };
  const F = {
    general: await fund('GENERAL'),
    zakat: await fund('ZAKAT'),
    sadaqa: await fund('SADAQA'),
    sponsorship: await fund('SPONSORSHIP'),
  };
  const manager = await findUserByEmail(db, 'manager@example.com');
  let accountantId: string | null = null;
  if (options.withAccounts) {
    const user = await createDemoAccount(db, {
      email: 'accountant@example.com',
      displayName: 'المحاسب عبد الرحمن',
      role: 'accountant',
      scope: { level: 'centre', countryId: centres[0]!.countryId, centreId: centres[0]!.id },
    });
    accountantId = user.id;
  }

  const save = async (
    tx: Db,
    v: VoucherInput,
    centre: (typeof centres)[number],
    state: 'draft' | 'approved' | 'posted',
  ) => {
    const serial = await allocateSerial(
      tx,
      VOUCHER_SERIES[v.kind as VoucherKind],
      new Date(`${v.voucherDate}T12:00:00Z`),
    );
    const row = await insertDemoVoucher(tx, {
      serial,
      kind: v.kind,
      state,
      voucherDate: v.voucherDate,
      countryId: centre.countryId,
      centreId: centre.id,
      boxId: v.boxId,
      toBoxId: v.toBoxId ?? null,
      currency: v.currency,
      amount: voucherTotal(v),
      fundId: v.fundId ?? null,
      lines: v.lines.map((l) => ({ ...l, memo: l.memo ?? null })),
      recipientId: v.recipientId ?? null,
      party: v.party ?? null,
      memo: v.memo,
      createdBy: accountantId,
      approvedBy: state === 'draft' ? null : (manager?.id ?? null),
      approvedAt: state === 'draft' ? null : `${v.voucherDate}T10:00:00Z`,
      search: searchKey(`${serial} ${v.party ?? ''} ${v.memo}`),
    });
    if (state !== 'posted') return;
    const entry = await postEntry(
      tx,
      { system: 'demo', userId: manager?.id ?? null },
      {
        entryDate: v.voucherDate,
        kind: v.kind as VoucherKind,
        memo: `${serial} ${v.memo}`,
        source: { module: 'vouchers', id: row.id },
        countryId: centre.countryId,
        centreId: centre.id,
        lines: voucherLines(v, A.exchange),
      },
      { idempotencyKey: `voucher:${row.id}` },
    );
    await registerIssuedDocument(tx, {
      serial,
      kind: `voucher-${v.kind}`,
      language: 'ar',
      subjectResource: 'vouchers',
      subjectId: row.id,
      issuedBy: manager?.id ?? null,
      publicFields: { holder: v.party ?? '', title: v.memo, date: v.voucherDate },
    });
    await markDemoVoucherPosted(tx, row.id, {
      postedBy: manager?.id ?? null,
      postedAt: `${v.voucherDate}T11:00:00Z`,
      entryId: entry.id,
    });
  };

  for (const [ci, centre] of centres.entries()) {
    const box = boxes[ci]!;
    const bank = banks.find((b) => b.countryId === centre.countryId)!;
    const currency = box.currency!;
    const scale = currency === 'USD' ? 1 : 30; // amounts in minor units: USD cents or kuruş
    const amount = (min: number, max: number) => rnd.int(min, max) * 100 * scale;
    const families = recipients.filter((r) => r.kind === 'family' && r.centreId === centre.id);
    const base = {
      boxId: box.id,
      currency,
      toBoxId: null,
      fundId: null,
      amount: null,
      toCurrency: null,
      toAmount: null,
    };
    await inDemoBooksUnit(db, async (tx) => {
      for (let month = 11; month >= 0; month--) {
        const day = (d: number) => daysAgo(month * 30 + (28 - d));
        const held = { zakat: 0, sadaqa: 0, sponsorship: 0, general: 0 };
        const receipt = async (
          d: number,
          account: string,
          f: keyof typeof F,
          value: number,
          memo: string,
        ) => {
          held[f as keyof typeof held] += value;
          await save(
            tx,
            {
              ...base,
              kind: 'receipt',
              voucherDate: day(d),
              party: rnd.pick(DONORS),
              recipientId: null,
              memo,
              lines: [{ accountId: account, fundId: F[f], amount: value, memo: null }],
            },
            centre,
            'posted',
          );
        };
        const payment = async (
          d: number,
          account: string,
          f: keyof typeof F,
          value: number,
          memo: string,
          recipientId: string | null = null,
          party: string | null = null,
        ) => {
          const v = Math.min(value, held[f as keyof typeof held]);
          if (v <= 0) return;
          held[f as keyof typeof held] -= v;
          await save(
            tx,
            {
              ...base,
              kind: 'payment',
              voucherDate: day(d),
              party,
              recipientId,
              memo,
              lines: [{ accountId: account, fundId: F[f], amount: v, memo: null }],
            },
            centre,
            'posted',
          );
        };
        await receipt(1, A.donations, 'general', amount(150, 400), 'تبرعات المحسنين للحلقات');
        await receipt(2, A.fees, 'general', amount(40, 120), 'رسوم الطلاب الشهرية');
        await receipt(3, A.zakat, 'zakat', amount(100, 300), 'زكاة مال من أحد المحسنين');
        if (rnd.chance(0.6))
          await receipt(4, A.sadaqa, 'sadaqa', amount(30, 120), 'صدقة جارية لطباعة المصاحف');
        await receipt(5, A.sponsorship, 'sponsorship', amount(60, 160), 'كفالة طلاب حلقات التحفيظ');
        await payment(
          10,
          A.rent,
          'general',
          amount(60, 90),
          'إيجار مقر المركز',
          recipients.find((r) => r.kind === 'supplier' && r.name.includes('العقارات'))?.id ?? null,
        );
        const family = families.length ? rnd.pick(families) : undefined;
        await payment(
          12,
          A.family,
          'zakat',
          amount(60, 200),
          'مساعدة شهرية من مال الزكاة',
          family?.id ?? null,
          family ? null : 'أسرة محتاجة',
        );
        await payment(14, A.stipends, 'sponsorship', amount(50, 150), 'مكافآت الطلاب المكفولين');
        if (held.sadaqa > 0 && rnd.chance(0.5))
          await payment(
            16,
            A.printing,
            'sadaqa',
            amount(20, 80),
            'طباعة مصاحف للحلقات',
            recipients.find((r) => r.name.includes('مطبعة'))?.id ?? null,
          );
        await payment(18, A.stationery, 'general', amount(5, 20), 'قرطاسية ودفاتر متابعة');
        if (held.general > 0 && rnd.chance(0.5)) {
          const v = Math.floor(held.general / 2 / 100) * 100;
          if (v > 0) {
            held.general -= v;
            await save(
              tx,
              {
                ...base,
                kind: 'transfer',
                voucherDate: day(20),
                toBoxId: bank.id,
                fundId: F.general,
                amount: v,
                party: null,
                recipientId: null,
                lines: [],
                memo: 'إيداع فائض الصندوق في البنك',
              },
              centre,
              'posted',
            );
          }
        }
      }
      if (ci === 0) {
        // Waiting for the manager: two drafts and one approved voucher.
        await save(
          tx,
          {
            ...base,
            kind: 'receipt',
            voucherDate: daysAgo(1),
            party: 'أبو عبد الرحمن',
            recipientId: null,
            memo: 'تبرع لكسوة الطلاب',
            lines: [
              { accountId: A.donations, fundId: F.general, amount: amount(50, 80), memo: null },
            ],
          },
          centre,
          'draft',
        );
        await save(
          tx,
          {
            ...base,
            kind: 'payment',
            voucherDate: daysAgo(0),
            party: null,
            recipientId: families[0]?.id ?? null,
            memo: 'سلة غذائية من مال الزكاة',
            lines: [{ accountId: A.family, fundId: F.zakat, amount: 100 * scale, memo: null }],
          },
          centre,
          'draft',
        );
        await save(
          tx,
          {
            ...base,
            kind: 'receipt',
            voucherDate: daysAgo(2),
            party: 'جمعية البر',
            recipientId: null,
            memo: 'زكاة الفطر',
            lines: [{ accountId: A.zakat, fundId: F.zakat, amount: amount(100, 150), memo: null }],
          },
          centre,
          'approved',
        );
        // Yesterday's close: counted one lira short.
        const close = daysAgo(3);
        const book =
          (await balanceOf(tx, { boxId: box.id, at: close })).perCurrency[0]?.balance ?? 0;
        await insertDemoBoxClose(tx, {
          boxId: box.id,
          centreId: centre.id,
          closeDate: close,
          currency,
          bookAmount: book,
          countedAmount: book,
          difference: 0,
          closedBy: accountantId,
        });
      }
    });
  }
};
