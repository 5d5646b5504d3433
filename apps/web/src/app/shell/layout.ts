/** Sizes the shell and its lazily loaded signed-in parts share, so that a part arriving late moves nothing. */

export const DRAWER_WIDTH = 248;

// The bar's row of chips and date (on a phone a second row, 56 px high with the date field): its space is
// kept while it loads, so the page below does not move down when it arrives (layout shift).
export const USER_BAR_SPACE = { minHeight: 56, width: { xs: '100%', md: 'auto' }, order: { md: 2 } } as const;
