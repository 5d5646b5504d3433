import {
  apiLogin,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  schoolToday,
  snapBoth,
  test,
} from '../support/fixtures.ts';

test("a manager renames a user, then finds who did it in the audit log with the name's before and after", async ({
  page,
}) => {
  // A user of this test's own, so that no other spec's people change name.
  const { payload } = await apiLogin(page.request, 'manager', DEMO_PASSWORD);
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${payload.token}` },
    data: { smsId: 9191, name: 'Audit Example', role: 3, authority: 3 },
  });
  expect(created.status()).toBe(201);
  const { document: user } = (await created.json()) as { document: { id: string } };

  await loginAs(page, 'manager');
  await page.goto(`/users/${user.id}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Audit Example Renamed');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/users/${user.id}`) && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('textbox', { name: 'Record (ID)' }).fill(user.id);
  await page.getByRole('button', { name: 'Apply' }).click();

  const event = page.getByRole('button', { name: /user\.update/ });
  await expect(event).toHaveCount(1);
  await event.click();
  const change = page.getByRole('row', { name: /name/ });
  await expect(change.getByRole('cell', { name: 'Audit Example', exact: true })).toBeVisible();
  await expect(change.getByRole('cell', { name: 'Audit Example Renamed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'audit-log');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).suggestedFilename()).toBe('audit-log.csv');
});

test('a teacher subscribes to their calendar, sees their confirmed shift in it, and renews the address', async ({
  page,
}) => {
  await loginAs(page, 'parttimer');
  await page.goto('/me');
  const card = page.getByRole('region', { name: 'Calendar' });
  const address = card.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const oldUrl = await address.inputValue();
  await expect(card.getByText(/Google Calendar: .* iPhone: /)).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'me-calendar');

  // The demo's part-timer works today at Ikejiri, 10:30 AM to 7:30 PM (seed/shifts.ts).
  const feed = await page.request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('TZID:Asia/Tokyo');
  expect(ics).toContain(`DTSTART;TZID=Asia/Tokyo:${schoolToday().replaceAll('-', '')}T103000`);
  expect(ics).toContain('SUMMARY:Shift · Ikejiri');

  await card.getByRole('button', { name: 'Renew address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew the calendar address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Renew address' }).click();
  await expect(page.getByText('new calendar address ready')).toBeVisible();
  await expect(address).not.toHaveValue(oldUrl);
  const newUrl = await address.inputValue();

  expect((await page.request.get(oldUrl)).status()).toBe(404);
  expect((await page.request.get(newUrl)).status()).toBe(200);
});
