import { z } from 'zod';
import { operation } from '../../openapi/responses.ts';

const Page = z
  .object({
    html: z.string().describe("The page's HTML as the app renders it, to show in place of the loading shell"),
    css: z.string().describe('The CSS its HTML uses'),
    state: z
      .record(z.string(), z.unknown())
      .describe("The data it was rendered with, as TanStack Query's dehydrated cache: the app starts from it"),
    language: z.string().describe('The language it is written in (the person’s)'),
  })
  .describe('The page');

/** How the first-paint route appears in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getFirstPaint: operation({
    id: 'getFirstPaint',
    summary: "A page as the app renders it for the signed-in person, with its data: a phone's first paint",
    description:
      'Asked by the web app before its code on a cold visit (decision 0052). The page is rendered from the ' +
      "person's own reads of this API, so it shows nothing their token could not read. 204: the app renders this " +
      'page itself (a screen the person may not open, one the server does not render, or a server without the ' +
      "web app's build).",
    ok: Page,
    also: { 204: z.null().describe('Nothing to show: the app renders the page itself') },
  }),
};
