import { z } from 'zod';
import { ALL_SCHOOLS, CLASS_FILTERS, SCHOOLS, type Language } from '../constants.ts';
import type { GlobalFilter } from '../domain/global-filter.ts';
import type { UserDto } from '../domain/users.ts';
import { isoDate } from './common.ts';

/** A page's first paint rendered by the server (decision 0052). */
export const FIRST_PAINT_MSG = {
  path: 'path must be an address of the app',
  viewport: 'the viewport must be 200 to 10000 pixels wide and high',
  school: 'school must be Ikejiri, Gakugei or all',
  className: 'class must be AM, all day, PM or all',
  fieldSizing: 'fieldSizing must be 1 or 0',
} as const;

const viewport = z.coerce
  .number({ error: FIRST_PAINT_MSG.viewport })
  .int({ error: FIRST_PAINT_MSG.viewport })
  .min(200, { error: FIRST_PAINT_MSG.viewport })
  .max(10_000, { error: FIRST_PAINT_MSG.viewport });

/**
 * GET /first-paint: the address the browser shows (its path and query), its viewport, and the list filter the
 * device keeps (as lib/filter.ts keeps it: the date with the day it was chosen on).
 */
export const firstPaintQuerySchema = z.object({
  path: z
    .string({ error: FIRST_PAINT_MSG.path })
    .max(500, { error: FIRST_PAINT_MSG.path })
    .regex(/^\/[^?#\s]*$/, { error: FIRST_PAINT_MSG.path }),
  search: z
    .string({ error: FIRST_PAINT_MSG.path })
    .max(1000, { error: FIRST_PAINT_MSG.path })
    .regex(/^(\?[^#\s]*)?$/, { error: FIRST_PAINT_MSG.path })
    .default(''),
  width: viewport,
  height: viewport,
  school: z.enum([...SCHOOLS, ALL_SCHOOLS], { error: FIRST_PAINT_MSG.school }).optional(),
  class: z.enum(['all', ...CLASS_FILTERS], { error: FIRST_PAINT_MSG.className }).optional(),
  date: isoDate.optional(),
  chosenOn: isoDate.optional(),
  /** Whether the browser sizes a textarea to its text (CSS field-sizing): its long forms render accordingly. */
  fieldSizing: z.enum(['0', '1'], { error: FIRST_PAINT_MSG.fieldSizing }).optional(),
});
export type FirstPaintQuery = z.infer<typeof firstPaintQuerySchema>;

/** What the server's page renderer is asked (apps/web/src/server-render): the page, its visitor and screen. */
export interface FirstPaintRequest {
  path: string;
  search: string;
  user: UserDto;
  token: string;
  filter: GlobalFilter;
  width: number;
  height: number;
  /** Whether the browser sizes a textarea to its text (CSS field-sizing). */
  fieldSizing: boolean;
  /** The site's address as the visitor reached it. */
  origin: string;
}

/** The page as the app renders it: its HTML and the CSS it uses, and the data it read (TanStack's dehydrated cache). */
export interface FirstPaintPage {
  html: string;
  css: string;
  state: unknown;
  language: Language;
}

/** A read of the API inside the server's own process, with the visitor's token: how a server render reads. */
export type FirstPaintApiCall = (url: string, init: RequestInit) => Promise<Response>;
