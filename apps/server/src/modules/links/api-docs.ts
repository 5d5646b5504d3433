import { many, one, operation } from '../../openapi/responses.ts';
import { Link } from '../../openapi/records.ts';

/** How the links routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listLinksForRole: operation({
    id: 'listLinksForRole',
    summary: 'List the welcome links a teaching role sees',
    ok: many(Link, 'The links for that role'),
  }),
  createLinks: operation({
    id: 'createLinks',
    summary: 'Create welcome links',
    status: 201,
    ok: many(Link, 'The new links'),
  }),
  updateLink: operation({
    id: 'updateLink',
    summary: 'Update a welcome link',
    ok: one(Link, 'The link after the change'),
  }),
  deleteLink: operation({
    id: 'deleteLink',
    summary: 'Delete a welcome link',
    ok: one(Link, 'The deleted link'),
  }),
  countLinkClick: operation({
    id: 'countLinkClick',
    summary: 'Count a click on a welcome link',
    ok: one(Link, 'The link with its new count'),
  }),
};
