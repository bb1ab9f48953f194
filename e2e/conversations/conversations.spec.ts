import { expect, test, type APIRequestContext, type Browser, type Page } from '../flows.ts';

/**
 * Two people of the same centre talk in real time: the centre manager on a desktop starts a
 * conversation with the ring's teacher, who is on a phone; each message appears on the other
 * screen without reloading, with the unread badge, in Arabic (right to left).
 */
const PASSWORD = 'Admin@12345';

async function signIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', {
    data: { identifier: email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { user } = (await me.json()) as { user: { id: string; displayName: string } };
  return { accessToken, user };
}

async function openAs(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ar' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t);
    localStorage.setItem('language', 'ar');
  }, token);
  await page.goto('/conversations-component');
  await expect(page.getByTestId('conversations')).toBeVisible();
  return page;
}

test('a manager and a teacher exchange messages live', async ({ browser, request }) => {
  const manager = await signIn(request, 'manager@example.com');
  const teacher = await signIn(request, 'teacher@example.com');

  const desk = await openAs(browser, manager.accessToken, { width: 1366, height: 860 });
  const phone = await openAs(browser, teacher.accessToken, { width: 390, height: 844 });
  // Both pages are closed at the end: left open, they would keep the browser busy (live
  // sockets, rendering) through every later test.
  try {
    await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');

    // The manager starts the conversation, finding the teacher by part of the name.
    await desk.getByTestId('new-conversation').click();
    const firstName = teacher.user.displayName.split(' ')[0]!;
    await desk.getByTestId('contact-input').fill(firstName);
    await desk.getByTestId('contact-option').filter({ hasText: teacher.user.displayName }).click();
    await desk.getByTestId('start-conversation').click();
    await expect(desk.getByTestId('thread-title')).toHaveText(teacher.user.displayName);

    // The teacher's list learns about it without a reload.
    const item = phone
      .getByTestId('conversation-item')
      .filter({ hasText: manager.user.displayName });
    await expect(item).toBeVisible();

    // Enter sends; the teacher sees the unread badge, then the message.
    await desk.getByTestId('composer-input').fill('السلام عليكم، هل تم تسجيل حضور اليوم؟');
    await desk.getByTestId('composer-input').press('Enter');
    await expect(desk.getByTestId('message-body').last()).toHaveText(
      'السلام عليكم، هل تم تسجيل حضور اليوم؟',
    );
    await expect(item.getByTestId('unread-badge')).toBeVisible();
    await expect(item).toContainText('هل تم تسجيل حضور اليوم');

    // On a phone one pane shows at a time: opening the conversation replaces the list.
    await item.click();
    await expect(phone.getByTestId('thread-title')).toHaveText(manager.user.displayName);
    await expect(phone.getByTestId('conversation-item')).toHaveCount(0);
    await expect(phone.getByTestId('message-body').last()).toHaveText(
      'السلام عليكم، هل تم تسجيل حضور اليوم؟',
    );

    // The reply reaches the manager live; Shift+Enter keeps a line break in the message.
    const composer = phone.getByTestId('composer-input');
    await composer.fill('وعليكم السلام');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('نعم، سُجّل الحضور كاملًا');
    await phone.getByTestId('composer-send').click();
    await expect(desk.getByTestId('message-body').last()).toHaveText(
      'وعليكم السلام\nنعم، سُجّل الحضور كاملًا',
    );
    // The manager's message shows as read once the teacher opened it.
    await expect(
      desk
        .locator('[data-testid="message-bubble"][data-mine="true"]')
        .last()
        .getByLabel('مقروءة', { exact: true }),
    ).toBeVisible();

    // Back to the list on the phone: the conversation is read.
    await phone.getByTestId('thread-back').click();
    await expect(item).toBeVisible();
    await expect(item.getByTestId('unread-badge')).toHaveCount(0);

    // Searching messages ignores diacritics: "سجل ... كاملا" finds "سُجّل ... كاملًا".
    await desk.getByTestId('conversation-search').fill('سجل الحضور كاملا');
    await expect(desk.getByTestId('message-hit').first()).toContainText('سُجّل الحضور كاملًا');
  } finally {
    await desk.context().close();
    await phone.context().close();
  }
});
