import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../flows.ts';
import { apiToken, collectErrors, signIn } from '../shell/shell-helpers.ts';

/**
 * The guardians' messages journey (issue 34, docs/messages.md), in Arabic on a phone: a teacher
 * marks a student absent on the ring day; the guardian, who consented to WhatsApp in Arabic,
 * gets one message through a local stand-in for the WhatsApp Cloud API (started here, speaking
 * its request and answer formats); the provider's signed delivery report marks it delivered;
 * the student page shows it delivered.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

const APP_SECRET = 'e2e-whatsapp-app-secret';
const ACCESS_TOKEN = 'e2e-whatsapp-access-token';

interface Sent {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template?: {
      name: string;
      language: { code: string };
      components: Array<{ parameters: Array<{ text: string }> }>;
    };
  };
  id: string;
}

/** A local WhatsApp Cloud API: `POST /<version>/<phone id>/messages` → `{ messages: [{ id }] }`. */
async function whatsappStandIn(): Promise<{ url: string; sent: Sent[]; server: Server }> {
  const sent: Sent[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const id = `wamid.E2E${sent.length + 1}`;
      sent.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as Sent['body'],
        id,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: '1', wa_id: '1' }],
          messages: [{ id }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent, server };
}

test('a student marked absent: the guardian gets one WhatsApp, delivered, shown on the student page', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = collectErrors(page);
  const provider = await whatsappStandIn();
  try {
    const as = async (email: string) => ({
      authorization: `Bearer ${await apiToken(request, email)}`,
    });
    const admin = await as('admin@example.com');
    const teacher = await as('teacher@example.com');
    const get = async <T>(url: string, headers: Record<string, string>) => {
      const res = await request.get(url, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as T;
    };

    // The teacher's ring today; a student not absent yet, whose guardian has a phone and had
    // no absence message today (other specs on this server may have saved today's day).
    const ringId = (await get<{ items: Array<{ id: string }> }>('/api/ring-day/rings', teacher))
      .items[0]!.id;
    const today = await page.evaluate(() => {
      const d = new Date();
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    const day = await get<{
      students: Array<{ id: string; fullName: string; attendance: { status: string } | null }>;
    }>(`/api/rings/${ringId}/day/${today}`, teacher);
    let chosen:
      | {
          index: number;
          id: string;
          name: string;
          guardianId: string;
          countryId: string;
          phone: string;
        }
      | undefined;
    // From the last student up: the ring-day flows on the same server record the first students'
    // readings today (an absent student has no "new portion" button) and mark the last absent.
    for (const [index, s] of [...day.students.entries()].reverse()) {
      if (s.attendance?.status === 'absent') continue;
      const student = await get<{ guardianId: string | null; countryId: string }>(
        `/api/students/${s.id}`,
        admin,
      );
      if (!student.guardianId) continue;
      const guardian = await get<{ phone: string | null }>(
        `/api/guardians/${student.guardianId}`,
        admin,
      );
      const earlier = await get<Array<{ event: string; createdAt: string }>>(
        `/api/messages/students/${s.id}`,
        admin,
      );
      if (
        !guardian.phone ||
        earlier.some((m) => m.event === 'student-absent' && m.createdAt.startsWith(today))
      )
        continue;
      chosen = {
        index,
        id: s.id,
        name: s.fullName,
        guardianId: student.guardianId,
        countryId: student.countryId,
        phone: guardian.phone,
      };
      break;
    }
    expect(chosen, 'a student of the ring to mark absent').toBeTruthy();
    const student = chosen!;

    // The guardian consented to WhatsApp in Arabic; the country's WhatsApp goes through the
    // local provider (no quiet hours, so the test's clock never holds it), and the Arabic
    // template is mapped to the provider's approved one.
    const put = async (url: string, data: object) => {
      const res = await request.put(url, { headers: admin, data });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    };
    await put(`/api/messages/guardians/${student.guardianId}/preferences`, {
      channel: 'whatsapp',
      locale: 'ar',
      consents: [{ channel: 'whatsapp', given: true, method: 'form' }],
    });
    await put('/api/messages/templates/student-absent/ar', {
      body: 'السلام عليكم {{guardianName}}، تغيّب {{studentName}} عن حلقة {{ringName}} يوم {{date}}.',
      whatsappName: 'student_absent',
      whatsappParams: ['studentName', 'date'],
    });
    const channel = (await put('/api/messages/channels', {
      countryId: student.countryId,
      channel: 'whatsapp',
      driver: 'whatsapp-cloud',
      settings: { phoneNumberId: '1234567890', baseUrl: provider.url },
      secrets: { accessToken: ACCESS_TOKEN, appSecret: APP_SECRET },
      fallbackToSms: false,
      quietFrom: 0,
      quietTo: 0,
    })) as { webhookPath: string };

    // On the phone: the teacher marks the student absent (3 on the card) and saves.
    await signIn(page, 'teacher@example.com', 'ar');
    await page.goto('/ring-day');
    const card = page.getByTestId('student-card').nth(student.index);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(student.name);
    await card.focus();
    await page.keyboard.press('Digit3');
    await expect(card.getByRole('button', { name: 'غائب', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('تم الحفظ', { timeout: 20_000 });

    // The sending job calls the provider once, with the approved Arabic template.
    const to = student.phone.replace(/^\+/, '');
    await expect
      .poll(() => provider.sent.filter((s) => s.body.to === to).length, { timeout: 20_000 })
      .toBe(1);
    const sent = provider.sent.find((s) => s.body.to === to)!;
    expect(sent.path).toMatch(/\/1234567890\/messages$/);
    expect(sent.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent.body.type).toBe('template');
    expect(sent.body.template!.name).toBe('student_absent');
    expect(sent.body.template!.language.code).toBe('ar');
    expect(sent.body.template!.components[0]!.parameters[0]!.text).toBe(student.name);

    // The provider reports it delivered, signed with the app secret; an unsigned report is refused.
    const report = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: sent.id, status: 'delivered', timestamp: '1' }] },
            },
          ],
        },
      ],
    });
    const post = (headers: Record<string, string>) =>
      request.post(channel.webhookPath, {
        headers: { 'content-type': 'application/json', ...headers },
        data: report,
      });
    expect((await post({})).status()).toBe(401);
    const signature = createHmac('sha256', APP_SECRET).update(report).digest('hex');
    expect((await post({ 'x-hub-signature-256': `sha256=${signature}` })).status()).toBe(204);

    // The centre's manager opens the student's page: one absence message, delivered, caused
    // by the teacher's ring day.
    await signIn(page, 'manager@example.com', 'ar');
    await page.goto(`/student-page-component?id=${student.id}`);
    await page.getByTestId('student-messages-tab').click();
    const rows = page
      .getByTestId('student-messages')
      .getByTestId('message-row')
      .filter({ hasText: 'غياب طالب' })
      .filter({ hasText: to });
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await expect(rows.getByTestId('message-status')).toHaveText('وصلت');
    await rows.click();
    await expect(rows).toContainText('يوم الحلقة');
    expect(errors).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => provider.server.close(() => resolve()));
  }
});
