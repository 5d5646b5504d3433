import { SPELLING_CATEGORY_ACTIONS, type SpellingCategoryDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import SpellingCategoriesPage from './pages/SpellingCategoriesPage.tsx';
import SpellingCategoryFormPage from './pages/SpellingCategoryFormPage.tsx';

const KEY = 'spelling-00000000-0000-4000-8000-00000000000a.gif';
const sh: SpellingCategoryDto = {
  id: '00000000-0000-4000-8000-0000000000c1',
  category: 'Digraph sh',
  level: 2,
  order: 1,
  words: [
    { word: 'sh/i/p', phonics: ['sh', 'i', 'p'], image: KEY, imageUrl: `/api/files/${KEY}?expires=1&signature=x` },
    { word: 'f/i/sh', phonics: ['f', 'i', 'sh'], image: null, imageUrl: null },
  ],
  can: abilities(SPELLING_CATEGORY_ACTIONS),
};
const short: SpellingCategoryDto = {
  ...sh,
  id: '00000000-0000-4000-8000-0000000000c2',
  category: 'Short a',
  level: 1,
  order: 1,
  words: [{ word: 'c/a/t', phonics: ['c', 'a', 't'], image: null, imageUrl: null }],
};
const none: SpellingCategoryDto = {
  ...short,
  id: '00000000-0000-4000-8000-0000000000c3',
  category: 'Empty',
  words: [],
};

const api = (categories: SpellingCategoryDto[]) => () => {
  mockFetch(({ url }) => {
    const one = categories.find((c) => url === `/api/spelling-categories/${c.id}`);
    return { body: one ? { document: one } : { documents: categories } };
  });
};

/** The edit page's back link is marked before the category arrives: wait for its words. */
const loaded = async () => {
  await screen.findByRole('button', { name: /Add word/ });
  await screen.findByRole('heading', { level: 1 });
};
const openDelete = async () => {
  await loaded();
  await userEvent.click(screen.getByRole('button', { name: /^⟦Delete⟧$/ }));
  await screen.findByRole('dialog');
};
const saveEmpty = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Create Spelling Category/ }));
  await screen.findAllByText(/is required/);
};
const GIF_HEADER = new TextEncoder().encode('GIF89a');
const choosePng = async () => {
  // A PNG by its content, whatever its name and type say.
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cat.gif', {
    type: 'image/gif',
  });
  await userEvent.upload(screen.getByLabelText(/GIF picture for word 1/), png);
  await screen.findByText(/GIF\./, undefined, { timeout: 5000 });
};
const chooseTooMuch = async () => {
  const huge = new File([GIF_HEADER], 'a.gif', { type: 'image/gif' });
  Object.defineProperty(huge, 'size', { value: 40 * 1024 * 1024 });
  await userEvent.upload(screen.getByLabelText(/GIF picture for word 1/), huge);
  await screen.findByText(/Total size/, undefined, { timeout: 5000 });
};

const DATA = ['Digraph sh (2.1)', 'Short a (1.1)', 'Empty (1.1)'];

const SCREENS: PseudoScreen[] = [
  {
    name: 'the spelling categories list with rows',
    path: '/spelling-categories',
    page: <SpellingCategoriesPage />,
    arrange: api([sh, short]),
    data: DATA,
  },
  {
    name: 'the spelling categories list, empty',
    path: '/spelling-categories',
    page: <SpellingCategoriesPage />,
    arrange: api([]),
  },
  {
    name: 'a new spelling category',
    path: '/spelling-categories/new',
    page: <SpellingCategoryFormPage />,
  },
  {
    name: 'a new spelling category with its messages',
    path: '/spelling-categories/new',
    page: <SpellingCategoryFormPage />,
    act: saveEmpty,
  },
  {
    name: 'a picture that is not a GIF',
    path: '/spelling-categories/new',
    page: <SpellingCategoryFormPage />,
    act: choosePng,
  },
  {
    name: 'pictures over the size limit',
    path: '/spelling-categories/new',
    page: <SpellingCategoryFormPage />,
    act: chooseTooMuch,
  },
  {
    name: 'a spelling category with words and a picture',
    path: `/spelling-categories/${sh.id}`,
    route: '/spelling-categories/:id',
    page: <SpellingCategoryFormPage />,
    arrange: api([sh]),
    act: loaded,
    data: DATA,
  },
  {
    name: 'a spelling category with no words',
    path: `/spelling-categories/${none.id}`,
    route: '/spelling-categories/:id',
    page: <SpellingCategoryFormPage />,
    arrange: api([none]),
    act: loaded,
    data: DATA,
  },
  {
    name: 'the delete dialog',
    path: `/spelling-categories/${sh.id}`,
    route: '/spelling-categories/:id',
    page: <SpellingCategoryFormPage />,
    arrange: api([sh]),
    act: openDelete,
    data: DATA,
  },
];

describePseudoScreens('spelling categories', SCREENS);
