import {
  DEFAULT_TEMPLATES,
  formatDate,
  formatMoney,
  renderTemplate,
  type MessageEvent,
} from '@qc/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { DemoSeedStep } from '../../db/seed/steps.ts';
import {
  demoRecipients,
  demoSponsorInstalment,
  insertDemoMessage,
  saveContactConsent,
  savePreferences,
} from './messaging.repository.ts';

const DAY = 86_400_000;

/** What the demo shows: each state a message can be in, on both channels. */
const PLAN: Array<{ event: MessageEvent; status: string; history: string[]; channel: string }> = [
  {
    event: 'student-absent',
    status: 'delivered',
    history: ['queued', 'sent', 'delivered'],
    channel: 'whatsapp',
  },
  {
    event: 'test-scheduled',
    status: 'read',
    history: ['queued', 'sent', 'delivered', 'read'],
    channel: 'whatsapp',
  },
  { event: 'test-result', status: 'sent', history: ['queued', 'sent'], channel: 'whatsapp' },
  { event: 'student-absent', status: 'kept', history: ['queued', 'kept'], channel: 'whatsapp' },
  {
    event: 'certificate-ready',
    status: 'delivered',
    history: ['queued', 'fallback', 'sent', 'delivered'],
    channel: 'sms',
  },
  {
    event: 'student-late',
    status: 'failed',
    history: ['queued', 'retry', 'failed'],
    channel: 'sms',
  },
  { event: 'student-absent', status: 'held', history: ['queued', 'held'], channel: 'whatsapp' },
  { event: 'test-scheduled', status: 'queued', history: ['queued'], channel: 'sms' },
];

/**
 * Demo messages (docs/messages.md): the first guardians with a phone (of the first centre, the
 * demo manager's, first) consented to WhatsApp and SMS in Arabic, and one message in each state, so the outbox, the student page and the month's
 * usage show something on a first start (no provider is configured: new ones are kept).
 */
export const messagingDemoStep: DemoSeedStep = async (database, world) => {
  const db = database.db;
  // The first centre's students first: its demo manager and teacher see the messages.
  const recipients = await demoRecipients(db, PLAN.length, world.centres[0]?.id ?? null);
  const now = Date.now();
  for (const [i, r] of recipients.entries()) {
    const token = randomBytes(32).toString('base64url');
    await savePreferences(
      db,
      {
        guardianId: r.guardianId,
        countryId: r.countryId,
        centreId: r.centreId,
        channel: 'whatsapp',
        locale: 'ar',
        digest: false,
        newToken: token,
        consents: [
          { channel: 'whatsapp', given: true, method: 'form' },
          { channel: 'sms', given: true, method: 'form' },
        ],
        by: null,
        via: 'staff',
      },
      null,
    );
    const plan = PLAN[i]!;
    const at = new Date(now - (PLAN.length - i) * DAY).toISOString();
    const values: Record<string, string> = {
      guardianName: r.guardianName,
      studentName: r.studentName,
      centreName: r.centreName,
      ringName: r.ringName ?? '',
      date: at.slice(0, 10),
      testName: 'الجزء الثلاثون',
      grade: 'ممتاز',
      count: '3',
      month: at.slice(0, 7),
      verifyLink: 'http://localhost:3000/verify/TC-2026-1',
      optOutLink: `http://localhost:3000/api/public/messages/opt-out/${token}?channel=${plan.channel}`,
    };
    const sent = plan.history.includes('sent');
    await insertDemoMessage(
      db,
      {
        to: r.phone,
        subject: '',
        body: renderTemplate(DEFAULT_TEMPLATES[plan.event].ar, values),
        kind: plan.event,
        locale: 'ar',
        status: plan.status,
        channel: plan.channel,
        event: plan.event,
        dedupeKey: `${plan.event}:demo-${i}:${r.guardianId}`,
        guardianId: r.guardianId,
        studentId: r.studentId,
        countryId: r.countryId,
        centreId: r.centreId,
        params: values,
        triggeredVia: plan.event.startsWith('student') ? 'ring-day' : 'tests',
        driver: sent ? (plan.channel === 'sms' ? 'twilio' : 'whatsapp-cloud') : null,
        providerId: sent ? `demo-${i}` : null,
        attempts: plan.history.filter((h) => h === 'sent' || h === 'retry' || h === 'failed')
          .length,
        costMicros: plan.channel === 'sms' && sent ? 7500 : null,
        costCurrency: plan.channel === 'sms' && sent ? 'USD' : null,
        error: plan.status === 'failed' ? 'HTTP 400 invalid number' : null,
        holdUntil: plan.status === 'held' ? new Date(now + DAY / 2).toISOString() : null,
        sentAt: sent ? at : null,
        deliveredAt: plan.history.includes('delivered') ? at : null,
        createdAt: at,
      },
      plan.history,
    );
  }
  await sponsorDemo(db, now);
};

/**
 * A sponsor told of a pledge's instalment due (docs/messages.md, "Payment due"): the donor of
 * the latest instalment still due consented on the giving form, and the daily job's message,
 * kept (no provider configured), with the real key so the job never writes it again.
 */
async function sponsorDemo(db: Db, now: number) {
  const i = await demoSponsorInstalment(db, new Date(now).toISOString().slice(0, 10));
  if (!i) return;
  const token = randomBytes(32).toString('base64url');
  const contact = await saveContactConsent(db, {
    recipientKind: 'donor',
    recipientId: i.benefactorId,
    name: i.name,
    phone: i.phone,
    locale: 'ar',
    countryId: i.countryId,
    channels: ['whatsapp', 'sms'],
    method: 'form',
    source: 'giving-form',
    newToken: token,
  });
  const at = new Date(`${i.dueOn}T06:00:00Z`).toISOString();
  const values: Record<string, string> = {
    guardianName: i.name,
    centreName: '',
    studentName: i.requestTitle ?? i.typeAr,
    amount: formatMoney(
      { amount: i.amount, currency: i.currency },
      { locale: 'ar', digits: 'latn', isolate: false },
    ),
    dueDate: formatDate(i.dueOn, {
      locale: 'ar',
      digits: 'latn',
      calendar: 'gregorian',
      style: 'long',
    }),
    optOutLink: `http://localhost:3000/api/public/messages/opt-out/${contact.optOutToken}?channel=sms`,
  };
  await insertDemoMessage(
    db,
    {
      to: i.phone,
      subject: '',
      body: renderTemplate(DEFAULT_TEMPLATES['payment-due'].ar, values),
      kind: 'payment-due',
      locale: 'ar',
      status: 'kept',
      channel: 'sms',
      event: 'payment-due',
      dedupeKey: `payment-due:${i.id}:donor:${i.benefactorId}`,
      contactId: contact.id,
      countryId: i.countryId,
      centreId: i.centreId,
      params: values,
      triggeredVia: 'payment-due',
      createdAt: at,
    },
    ['queued', 'kept'],
  );
}
