import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  loginAs,
  setStoredLanguage,
  schoolToday,
  setGlobalFilter,
  snapBoth,
  test,
} from '../support/fixtures.ts';
import { addDays, jaDate } from '../support/dates.ts';
import { pickerValue } from '../support/pickers.ts';

// Issue 18: a Japanese-language teacher's day, end to end. The texts asserted here are the Japanese catalogs'
// (apps/web/src/lib/i18n/ja/*.json); what the child reads (letters, words, book titles, questions) stays English.
//
// Accounts: Emi Suzuki (a part-timer who reads books; no other spec signs in as her) runs a book session and her
// My Shifts; Pat Parttime is the demo's escort (the only person with pick-ups every day) and steps the
// Sangenjaya Station drop-off, which no other spec looks at. Both go back to English at the end, whatever happens,
// for the specs that run after this one on the same data.
test.describe.configure({ mode: 'serial' });

const READER = 'emisuzuki';
const ESCORT = 'parttimer';

/** Signs in as someone whose stored language is Japanese: the app starts in Japanese. */
async function loginInJapanese(page: Page, username: string) {
  await setStoredLanguage(page.request, username, 'ja');
  const reply = await loginAs(page, username);
  expect((reply.user as { language?: string }).language).toBe('ja');
  return reply;
}

test.afterAll(async ({ request }) => {
  for (const username of [READER, ESCORT]) await setStoredLanguage(request, username, 'en');
});

/** 2026年11月24日(火): lib/dates.ts's Japanese date. */
const JA_DATE = /\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)/;
/** Only printable ASCII: what the child reads stays English. */
const ENGLISH = /^[\x20-\x7E’‘“”]+$/;

test('a teacher in Japanese runs a whole book session, from セッション一覧 to 完了', async ({ page }) => {
  await loginInJapanese(page, READER);
  await setGlobalFilter(page, { schoolName: 'Gakugei', date: schoolToday() });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const drawer = page.getByRole('navigation', { name: 'メイン' });
  await drawer.getByRole('link', { name: 'セッション一覧' }).click();
  await expect(page).toHaveURL(/\/sessions$/);

  // The list: the day as a Japanese date, the count of today's sessions, the groups by stage.
  await expect(page.getByRole('heading', { level: 1, name: jaDate(schoolToday()) })).toBeVisible();
  await expect(page.getByText(/^今日あなたが完了したセッション：\d+件/)).toBeVisible();
  const toggle = page.getByRole('button', { name: /表示を切り替える$/ });
  for (let i = 0; i < 3 && !(await toggle.getAttribute('aria-label'))!.startsWith('レベル別'); i++)
    await toggle.click();
  await expect(toggle).toHaveAccessibleName('レベル別で表示中、表示を切り替える');
  await expect(page.getByRole('button', { name: 'リーディング' })).toBeVisible();
  const books = page.getByRole('region', { name: '本', exact: true });
  await expect(books.getByRole('heading', { level: 2, name: /^本（\d+）$/ })).toBeVisible();
  await expect(books.getByText(/ · リーディング · 来校済み$/).first()).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-1-sessions');

  // The last startable book session of the day (the English book spec takes the first at its school).
  const link = books.locator('li[data-status="new"]').getByRole('link').last();
  const child = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  await expect(page.getByRole('link', { name: 'セッション一覧へ' })).toBeVisible();
  await expect(page.getByText('未実施').first()).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-2-session-new');
  await page.getByRole('button', { name: 'セッション開始' }).click();

  // The book form: Japanese around the book, the book itself in English.
  const form = page.getByRole('form', { name: '本のセッション' });
  await expect(page.getByRole('heading', { level: 2, name: '本' })).toBeVisible();
  await expect(page.getByText('実施中').first()).toBeVisible();
  const title = (await form.getByRole('heading', { level: 3 }).textContent())!.trim();
  expect(title).toMatch(ENGLISH);
  await expect(form.getByText(/^\d+ページ/).first()).toBeVisible();
  const keyWords = form.getByRole('checkbox', { name: / を正しく読めた$/ });
  expect(await keyWords.count()).toBeGreaterThan(0);
  const keyWordLabel = (await form
    .getByText(/ を正しく読めた$/)
    .first()
    .textContent())!;
  expect(keyWordLabel.replace(/ を正しく読めた$/, '')).toMatch(ENGLISH);
  const question = (n: number) => form.getByRole('group', { name: `質問${n}` });
  const asked = [
    await question(1).getByLabel('質問1').inputValue(),
    await question(2).getByLabel('質問2').inputValue(),
  ];
  for (const q of asked) expect(q).toMatch(ENGLISH);
  await expect(question(3)).toBeVisible();

  // The form's own checks in Japanese.
  await form.getByRole('button', { name: '送信' }).click();
  await expect(form.getByText(/読めなかった単語/).first()).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-3-book-form-check');

  // Filled in: the words the child missed stay English.
  await form.getByRole('textbox', { name: '読めなかった単語' }).fill('river');
  await expect(form.getByRole('list', { name: '読めなかった単語' }).getByRole('listitem')).toHaveText(['river']);
  await keyWords.first().check();
  await question(1).getByLabel('正しく答えられた').check();
  await question(2).getByLabel('正しく答えられた').check();
  await expectAccessible(page);
  await snapBoth(page, 'ja-4-book-form-filled');
  await form.getByRole('button', { name: '送信' }).click();

  // Back on the list with the toast; the session reads 完了.
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText('セッションを完了しました')).toBeVisible();
  const done = page.locator('li[data-status="completed"]', { hasText: child }).first();
  await expect(done).toBeVisible();
  await expect(done.getByText('完了')).toBeVisible();
  await done.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  const statusLine = page.getByText(/にセッション完了（講師：Emi Suzuki）$/);
  await expect(statusLine).toBeVisible();
  const line = (await statusLine.textContent())!;
  expect(line).toMatch(JA_DATE);
  expect(line).toMatch(/ \d{1,2}:\d{2}に/);
  expect(line).not.toMatch(/AM|PM/);
  await expect(page.getByText('river', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-5-session-completed');
});

test('an escort in Japanese steps a pick-up in 担当の送迎', async ({ page }) => {
  await loginInJapanese(page, ESCORT);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const today = page.getByRole('region', { name: '今日の送迎' });
  await expect(today.getByText(/^今日の担当の送迎は \d+ 件です。$/)).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-6-home');
  await today.getByRole('link', { name: '担当の送迎' }).click();
  await expect(page).toHaveURL(/\/my-pickups$/);
  await expect(page.getByRole('heading', { level: 1, name: '担当の送迎' })).toBeVisible();

  // Sangenjaya Station: a drop-off (お送り), 15:00 in the 24-hour clock.
  const card = page.getByRole('article', { name: 'Sangenjaya Station お送り' });
  await expect(card.getByText('15:00').first()).toBeVisible();
  await expect(card.getByText(/[AP]M/)).toHaveCount(0);
  await expect(card.getByText('状態：確認済み')).toBeVisible();
  await expect(card.getByRole('link', { name: '送迎マニュアルを開く' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-7-my-pickups');

  await card.getByRole('button', { name: '「出発」にする' }).click();
  await expect(card.getByText('状態：出発')).toBeVisible();
  await card.getByRole('button', { name: '「到着」にする' }).click();
  await expect(card.getByText('状態：到着')).toBeVisible();
  await expect(card.getByRole('button', { name: '「帰路」にする' })).toBeVisible();
  await expectAccessible(page);
  await snapBoth(page, 'ja-8-my-pickups-stepped');
});

test('a part-timer in Japanese submits availability in マイシフト and sees it listed', async ({ page }) => {
  await loginInJapanese(page, READER);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: 'マイシフト' }).click();
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'マイシフト' })).toBeVisible();
  await expect(page.getByText('日付が選択されていません。')).toBeVisible();
  await expect(page.getByRole('button', { name: '提出' })).toBeDisabled();

  // Next month: nobody has availability there yet (the demo fills this month only).
  const next = new Date(`${schoolToday().slice(0, 7)}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const first = next.toISOString().slice(0, 10);
  // A Tuesday and the Wednesday after it, in the first full week of next month.
  const tuesday = addDays(first, (9 - next.getUTCDay()) % 7 || 7);
  const dates = [tuesday, addDays(tuesday, 1)];
  await page.getByRole('button', { name: '次の月' }).click();
  await expect(pickerValue(page, '月')).toHaveValue(`${next.getUTCFullYear()}年${next.getUTCMonth() + 1}月`);
  const calendar = page.getByRole('grid');
  for (const date of dates)
    await calendar.getByRole('gridcell', { name: new RegExp(`^${jaDate(date).replace(/[()]/g, '\\$&')}`) }).click();
  await expect(page.getByText(`選択中：${dates.map(jaDate).join('、')}`)).toBeVisible();
  await expect(pickerValue(page, '勤務可能 開始')).toHaveValue('08:20');
  await expect(pickerValue(page, '勤務可能 終了')).toHaveValue('20:00');
  await expectAccessible(page);
  await snapBoth(page, 'ja-9-my-shifts-choosing');

  await page.getByRole('button', { name: '提出' }).click();
  await expect(page.getByText('2日分の勤務希望を保存しました')).toBeVisible();
  const listed = page.getByRole('table', { name: '勤務希望' });
  for (const date of dates)
    await expect(listed.getByRole('row', { name: `${jaDate(date)} 08:20 20:00` })).toBeVisible();
  await expect(listed.getByText(/[AP]M/)).toHaveCount(0);
  await expectAccessible(page);
  await snapBoth(page, 'ja-10-my-shifts-listed');
});
