import { READING_STAGE, SESSION_ACTIONS, type SessionDto, type SessionMaterial } from '@school-ops/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../lib/status.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { AbcSession } from '../forms/AbcSession.tsx';
import { abilities } from '../../../../test/abilities.ts';

const SESSION_ID = '00000000-0000-4000-8000-0000000000ab';
const DRAFT_KEY = `session-draft:${SESSION_ID}:abc`;

function abcSession(
  over: Partial<SessionDto> = {},
  abc: Record<string, unknown> | null = { stage: 'uppercaseAbcs', letters: 5, oldProgression: false },
): SessionDto {
  return {
    id: SESSION_ID,
    date: '2026-05-01',
    schoolName: 'Ikejiri',
    className: 'A1',
    category: 'reading',
    status: 'in progress',
    student: {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Aoi Tanaka',
      grade: 'K2',
      smsId: 101,
      comments: null,
      readingStage: READING_STAGE.abc,
    },
    teacherId: '00000000-0000-4000-8000-0000000000f1',
    teacher: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Pat Parttime', nickname: null },
    modifyingTeacherId: null,
    modifyingTeacher: null,
    arrived: true,
    attendanceException: null,
    performance: null,
    reading: { stage: READING_STAGE.abc, timesRead: 1, ...(abc ? { abc } : {}) },
    confirmed: false,
    cancellationReason: null,
    visible: true,
    sessionCount: 1,
    completedAt: null,
    available: true,
    // The teacher holds the session in progress: they may submit its form.
    can: { ...abilities(SESSION_ACTIONS, false), open: true, reset: true, submit: true },
    statusText: null,
    ...over,
  };
}
const material: SessionMaterial = { book: null, spellingCategory: null, nonSystemBook: null, missing: null };

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
function stubFetch(failure?: { status: number; message: string }) {
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    });
    const [status, body] = failure
      ? [failure.status, { statusCode: failure.status, message: failure.message }]
      : [200, { document: { ...abcSession(), status: 'completed' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function renderSession(session: SessionDto, onDone = vi.fn()) {
  const view = renderInApp(<AbcSession session={session} material={material} onDone={onDone} />);
  return { ...view, onDone };
}

beforeEach(() => {
  calls = [];
  stubFetch();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  toastStore.clear();
});

const heading = () => screen.getByRole('heading', { level: 3 }).textContent;
const step = (name: string) => within(screen.getByRole('group', { name }));
const letterButtons = (name: string) =>
  step(name)
    .getAllByRole('button')
    .filter((b) => /^[A-Za-z]$/.test(b.textContent ?? ''));

/**
 * Runs `count` steps of the spread test, answering right except where `miss` says (a wrong choice).
 * The test does not show which letter it asks (the teacher plays it): a first tap's verdict tells.
 * Returns the letters in the order asked.
 */
async function runSpread(
  user: ReturnType<typeof userEvent.setup>,
  count: number,
  miss: (letter: string) => boolean = () => false,
) {
  const asked: string[] = [];
  for (let i = 0; i < count; i++) {
    const choices = letterButtons('Spread letters test');
    expect(choices).toHaveLength(3);
    await user.click(choices[0]!);
    const verdict = step('Spread letters test').getByRole('status').textContent ?? '';
    const target = (/the letter was (\w)/.exec(verdict)?.[1] ?? choices[0]!.textContent!).toLowerCase();
    asked.push(target);
    const letterOf = (b: HTMLElement) => b.textContent!.toLowerCase();
    await user.click(
      miss(target) ? choices.find((b) => letterOf(b) !== target)! : choices.find((b) => letterOf(b) === target)!,
    );
    await user.keyboard(' ');
  }
  return asked;
}

/** Runs the random test: says right except for `miss` (not pronounced). */
async function runRandom(user: ReturnType<typeof userEvent.setup>, total: number, miss: string[]) {
  const seen: string[] = [];
  for (let i = 0; i < total; i++) {
    const shown = screen.getByRole('img', { name: /Letter to say/ }).textContent!.toLowerCase();
    seen.push(shown);
    const said = step('The child said');
    await user.click(said.getByRole('button', { name: miss.includes(shown) ? 'not pronounced' : shown.toUpperCase() }));
    await user.keyboard(' ');
  }
  return seen;
}

describe('AbcSession', () => {
  it('runs spread test → review → random test → form filled from the tests, and submits it', async () => {
    const user = userEvent.setup();
    const { onDone } = renderSession(abcSession());
    expect(heading()).toBe('Step 1 of 4: Spread letters test');
    expect(screen.getByText('Uppercase ABCs')).toBeTruthy();
    const asked = await runSpread(user, 5, (l) => l === 'b');
    expect([...asked].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);

    expect(heading()).toBe('Step 2 of 4: Review the missed letters');
    expect(screen.getByText('Spread test done: 4 of 5 right.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play B' }));
    await user.keyboard(' ');

    expect(heading()).toBe('Step 3 of 4: Random letters test');
    const order = await runRandom(user, 5, ['e', 'c']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);

    expect(heading()).toBe('Step 4 of 4: ABC form');
    expect((screen.getByLabelText('Spread letters missed') as HTMLInputElement).value).toBe('b');
    expect((screen.getByLabelText('No spread letters missed') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Random letters missed') as HTMLInputElement).value).toBe('c, e');
    expect((screen.getByLabelText('No random letters missed') as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        url: `/api/sessions/${SESSION_ID}/performance/abc`,
        body: {
          spreadLettersMissed: 'b',
          spreadNoneMissed: false,
          randomLettersMissed: 'c, e',
          randomNoneMissed: false,
        },
      },
    ]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps every step on the device: a reload resumes the same letter with the same choices', async () => {
    const user = userEvent.setup();
    const first = renderSession(abcSession());
    let step = 0;
    const [missed] = await runSpread(user, 2, () => step++ === 0);
    const choices = letterButtons('Spread letters test').map((b) => b.textContent);
    first.unmount();

    renderSession(abcSession());
    expect(screen.getByText('Spread test: letter 3 of 5')).toBeTruthy();
    expect(letterButtons('Spread letters test').map((b) => b.textContent)).toEqual(choices);
    await runSpread(user, 3);
    expect(screen.getByText('Spread test done: 4 of 5 right.')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Play ${missed!.toUpperCase()}` })).toBeTruthy();
  });

  it("asks the letters in an order of the session's own, not a, b, c…: the same on another device, another for another session", async () => {
    const user = userEvent.setup();
    const orderOf = async (id: string) => {
      localStorage.clear();
      const view = renderSession(abcSession({ id }, { stage: 'uppercaseAbcs', letters: 10, oldProgression: false }));
      const asked = await runSpread(user, 10);
      view.unmount();
      return asked.join('');
    };
    const first = await orderOf(SESSION_ID);
    expect([...first].sort().join('')).toBe('abcdefghij');
    // No draft on this device (another tablet): the same order again.
    expect(await orderOf(SESSION_ID)).toBe(first);
    const others = [
      first,
      await orderOf('00000000-0000-4000-8000-0000000000ac'),
      await orderOf('00000000-0000-4000-8000-0000000000ad'),
    ];
    expect(new Set(others).size).toBe(3);
    expect(others).not.toContain('abcdefghij');
  });

  it('checks the form with the exact messages of the spec before sending', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        phase: 'form',
        spread: {
          letters: ['a', 'b', 'c', 'd', 'e'],
          choices: [[], [], [], [], []],
          picks: [null, null, null, null, null],
          index: 0,
        },
        random: { letters: ['e', 'd', 'c', 'b', 'a'], picks: [null, null, null, null, null], index: 0 },
        form: { spreadLettersMissed: '', spreadNoneMissed: false, randomLettersMissed: '', randomNoneMissed: false },
      }),
    );
    const { onDone } = renderSession(abcSession());
    expect(heading()).toBe('Step 4 of 4: ABC form');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Make sure checkbox matches spread letters missed.')).toBeTruthy();
    expect(screen.getByText('Make sure checkbox matches random letters missed.')).toBeTruthy();

    const spread = screen.getByLabelText('Spread letters missed');
    await user.type(spread, 'B, b z');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('duplicate letter b; submitted letter z is not in range')).toBeTruthy();
    await user.clear(spread);
    await user.type(spread, 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('too many letters (expected 5); submitted letter f is not in range')).toBeTruthy();

    await user.clear(spread);
    await user.type(spread, 'd, A');
    await user.click(screen.getByLabelText('No random letters missed'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.body)).toEqual([
      { spreadLettersMissed: 'd, A', spreadNoneMissed: false, randomLettersMissed: '', randomNoneMissed: true },
    ]);
  });

  it('shows the server refusal and keeps the form', async () => {
    stubFetch({ status: 409, message: 'session in progress (teacher: Sam)' });
    const user = userEvent.setup();
    const { onDone } = renderSession(
      abcSession({
        status: 'modifying',
        performance: { abc: { spreadLettersMissed: ['b', 'd'], randomLettersMissed: [] } },
      }),
    );
    // A supervisor's review starts at the form, filled with the recorded results.
    expect(heading()).toBe('Step 4 of 4: ABC form');
    expect((screen.getByLabelText('Spread letters missed') as HTMLInputElement).value).toBe('b, d');
    expect((screen.getByLabelText('No spread letters missed') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Random letters missed') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('No random letters missed') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('session in progress (teacher: Sam)'));
    expect(onDone).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).form.spreadLettersMissed).toBe('b, d');
  });

  it('can run the tests again from the form, after a confirmation', async () => {
    const user = userEvent.setup();
    renderSession(
      abcSession({ status: 'modifying', performance: { abc: { spreadLettersMissed: [], randomLettersMissed: [] } } }),
    );
    await user.click(screen.getByRole('button', { name: 'Run the tests' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Run the tests again' }));
    await waitFor(() => expect(heading()).toBe('Step 1 of 4: Spread letters test'));
  });

  it('uses lowercase letters and letter sounds on a lowercase phonics stage', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const user = userEvent.setup();
    renderSession(abcSession({}, { stage: 'lowercasePhonics', letters: 10, oldProgression: false }));
    expect(screen.getByText('Lowercase Phonics')).toBeTruthy();
    expect(letterButtons('Spread letters test').every((b) => b.textContent === b.textContent!.toLowerCase())).toBe(
      true,
    );
    expect(letterButtons('Spread letters test').every((b) => 'abcdefghij'.includes(b.textContent!))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    // The sound of the letter asked (one of the student's ten, in the session's order).
    expect(new URL((play.mock.contexts[0] as HTMLAudioElement).src).pathname).toMatch(/^\/audio\/phonics_[a-j]\.mp3$/);
  });

  it('says so when the session has no ABC setting', () => {
    renderSession(abcSession({}, null));
    expect(screen.getByText('Error: unable to process ABC session')).toBeTruthy();
  });
});
