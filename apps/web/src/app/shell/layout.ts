/**
 * Sizes and styles the shells share (the signed-in one, the sign-in page's light one, and the lazily loaded
 * signed-in parts), so that a part arriving late, or the app replacing the sign-in page, moves nothing.
 */

export const DRAWER_WIDTH = 248;

// The bar's row of chips and date (on a phone a second row, 56 px high with the date field): its space is
// kept while it loads, so the page below does not move down when it arrives (layout shift).
export const USER_BAR_SPACE = { minHeight: 56, width: { xs: '100%', md: 'auto' }, order: { md: 2 } } as const;

export const FRAME_SX = { minHeight: '100vh' } as const;
export const TOOLBAR_SX = { gap: 1, flexWrap: 'wrap', py: 1 } as const;
export const TITLE_SX = { color: 'inherit', textDecoration: 'none', mr: 1 } as const;
export const BODY_SX = { display: 'flex', alignItems: 'stretch', minHeight: 'calc(100vh - 72px)' } as const;
export const MAIN_SX = { flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } } as const;
