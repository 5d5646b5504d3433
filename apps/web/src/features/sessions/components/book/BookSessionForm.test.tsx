import type { SessionMaterial } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookSessionForm } from '../forms/BookSessionForm.tsx';
import { bookSession, emptyMaterial, renderWithProviders, stubFetch } from '../spelling/test-helpers.tsx';

const BOOK: SessionMaterial = {
  ...emptyMaterial,
  book: {
    id: '00000000-0000-4000-8000-0000000000b1',
    name: 'Sam and the Map',
    keyWords: [
      { word: 'river', page: 3, hint: null },
      { word: 'shovel', page: 6, hint: 'You dig with it.' },
    ],
    questions: [
      { question: 'How did Sam cross the river?', page: 4, hint: null },
      { question: 'What did Sam use to dig?', page: 6, hint: null },
      { question: 'What was inside the chest?', page: 10, hint: null },
      { question: 'How did Sam feel at the end?', page: 11, hint: 'Look at his face.' },
    ],
  },
};

const question = (n: number) => within(screen.getByRole('group', { name: `Question ${n}` }));
const proposedQuestions = () =>
  [1, 2, 3].map((n) => (question(n).getByLabelText(`Question ${n}`) as HTMLSelectElement).value);
const DRAFT = 'session-draft:00000000-0000-4000-8000-00000000005e:book';

describe('BookSessionForm', () => {
  it('shows the book, its key words with page and hint, and three different questions of it', () => {
    renderWithProviders(<BookSessionForm session={bookSession()} material={BOOK} onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Sam and the Map' })).toBeTruthy();
    expect(screen.getByLabelText('river read correctly')).toBeTruthy();
    expect(screen.getByText('page 6 · hint: You dig with it.')).toBeTruthy();
    const proposed = proposedQuestions();
    expect(new Set(proposed).size).toBe(3);
    for (const q of proposed) expect(BOOK.book!.questions.map((b) => b.question)).toContain(q);
    expect(screen.queryByRole('group', { name: 'Question 4' })).toBeNull();
  });

  it('proposes questions drawn for the session, not always the first three in order: the same on another device', () => {
    const proposalFor = (id: string) => {
      localStorage.clear();
      const view = renderWithProviders(
        <BookSessionForm session={{ ...bookSession(), id }} material={BOOK} onDone={() => {}} />,
      );
      const proposed = proposedQuestions().join(' | ');
      view.unmount();
      return proposed;
    };
    const ids = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000010${i}`);
    const proposals = ids.map(proposalFor);
    expect(proposalFor(ids[0]!)).toBe(proposals[0]);
    expect(new Set(proposals).size).toBeGreaterThan(3);
    const firstThree = BOOK.book!.questions.slice(0, 3)
      .map((q) => q.question)
      .join(' | ');
    expect(proposals.filter((p) => p !== firstThree).length).toBeGreaterThan(4);
  });

  it('shows the messages of the spec and sends nothing while the form is wrong', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const calls = stubFetch(bookSession());
    renderWithProviders(<BookSessionForm session={bookSession()} material={BOOK} onDone={() => {}} />);

    // Neither words missed nor the checkbox: the checkbox must match.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Make sure checkbox matches words missed.')).toBeTruthy();

    // The same question twice, and a question not chosen.
    await user.selectOptions(question(1).getByLabelText('Question 1'), 'How did Sam cross the river?');
    await user.selectOptions(question(2).getByLabelText('Question 2'), 'How did Sam cross the river?');
    await user.selectOptions(question(3).getByLabelText('Question 3'), '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await question(2).findByText("don't ask the same question twice")).toBeTruthy();
    expect(question(3).getByText('choose question 3')).toBeTruthy();

    // Words typed while "no words missed" is ticked: the checkbox must match again.
    await user.click(screen.getByLabelText('No words missed'));
    await user.type(screen.getByLabelText('Words missed'), "don't, river;map");
    const chips = within(screen.getByRole('list', { name: 'words missed' }));
    expect(chips.getAllByRole('listitem').map((c) => c.textContent)).toEqual(["don't", 'river', 'map']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Make sure checkbox matches words missed.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('submits the form as filled in and goes back to the sessions', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const calls = stubFetch(bookSession());
    const onDone = vi.fn();
    renderWithProviders(<BookSessionForm session={bookSession()} material={BOOK} onDone={onDone} />);
    await user.type(screen.getByLabelText('Words missed'), "don't, river;map");
    await user.selectOptions(question(1).getByLabelText('Question 1'), 'How did Sam cross the river?');
    await user.selectOptions(question(2).getByLabelText('Question 2'), 'How did Sam feel at the end?');
    expect(question(2).getByText('page 11 · hint: Look at his face.')).toBeTruthy();
    await user.selectOptions(question(3).getByLabelText('Question 3'), 'What did Sam use to dig?');
    await user.click(question(1).getByLabelText('answered correctly'));
    await user.click(question(3).getByLabelText('answered correctly'));
    await user.click(screen.getByLabelText('shovel read correctly'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toMatch(/\/api\/sessions\/00000000-0000-4000-8000-00000000005e\/performance\/book$/);
    expect(patch.body).toEqual({
      wordsMissed: "don't, river;map",
      noWordsMissed: false,
      keyWords: [
        { word: 'river', correct: false },
        { word: 'shovel', correct: true },
      ],
      questions: [
        { question: 'How did Sam cross the river?', correct: true },
        { question: 'How did Sam feel at the end?', correct: false },
        { question: 'What did Sam use to dig?', correct: true },
      ],
    });
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it('keeps the form on the device until it is submitted', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BookSessionForm session={bookSession()} material={BOOK} onDone={() => {}} />);
    await user.type(screen.getByLabelText('Words missed'), 'river');
    await user.click(screen.getByLabelText('river read correctly'));
    first.unmount();
    renderWithProviders(<BookSessionForm session={bookSession()} material={BOOK} onDone={() => {}} />);
    expect((screen.getByLabelText('Words missed') as HTMLTextAreaElement).value).toBe('river');
    expect((screen.getByLabelText('river read correctly') as HTMLInputElement).checked).toBe(true);
  });

  it("pre-fills a supervisor's review with the earlier results", { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const earlier = {
      book: {
        wordsMissed: ['gold'],
        keyWords: [{ word: 'river', correct: true }],
        questions: [
          { question: 'What was inside the chest?', correct: true },
          { question: 'How did Sam cross the river?', correct: false },
          { question: 'What did Sam use to dig?', correct: true },
        ],
        questionsAsked: ['What was inside the chest?', 'How did Sam cross the river?', 'What did Sam use to dig?'],
      },
    };
    const session = bookSession(earlier);
    const calls = stubFetch(session);
    renderWithProviders(<BookSessionForm session={session} material={BOOK} onDone={() => {}} />);
    expect((screen.getByLabelText('Words missed') as HTMLTextAreaElement).value).toBe('gold');
    expect((screen.getByLabelText('No words missed') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('river read correctly') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('shovel read correctly') as HTMLInputElement).checked).toBe(false);
    expect((question(1).getByLabelText('Question 1') as HTMLSelectElement).value).toBe('What was inside the chest?');
    expect((question(2).getByLabelText('answered correctly') as HTMLInputElement).checked).toBe(false);

    await user.click(question(2).getByLabelText('answered correctly'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'PATCH')!.body as { questions: unknown[] }).questions[1]).toEqual({
      question: 'How did Sam cross the river?',
      correct: true,
    });
  });

  it('asks every question of a book with fewer than three', () => {
    const small = { ...emptyMaterial, book: { ...BOOK.book!, questions: BOOK.book!.questions.slice(0, 2) } };
    renderWithProviders(<BookSessionForm session={bookSession()} material={small} onDone={() => {}} />);
    expect(screen.getAllByRole('group', { name: /^Question \d$/ })).toHaveLength(2);
  });
});
