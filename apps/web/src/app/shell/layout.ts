/** Sizes the shell and its lazily loaded signed-in parts share, so that a part arriving late moves nothing. */

export const DRAWER_WIDTH = 248;

// From md up, the bar's chips and date field (56 px high): its space is kept while it loads, so that nothing
// moves when it arrives (layout shift). Below md the bar is one row (issue 16 item 34): DateButton instead.
export const USER_BAR_SPACE = { display: { xs: 'none', md: 'flex' }, minHeight: 56, order: 2 } as const;

// A fixed width, so that the first paint (plain-shell.css, .so-date-space) keeps the same space for it.
export const DATE_BUTTON_WIDTH = 104;
export const DATE_BUTTON_SX = {
  display: { xs: 'inline-flex', md: 'none' },
  width: DATE_BUTTON_WIDTH,
  minWidth: DATE_BUTTON_WIDTH,
  px: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  borderColor: 'rgba(255, 255, 255, 0.7)',
} as const;

// The top bar's date field: YYYY-MM-DD in English; Japanese writes 2026年11月24日(水), which needs more room.
const DATE_FIELD_WIDTH = { en: 224, ja: 288 } as const;
export const dateFieldWidth = (language: string) => (language === 'ja' ? DATE_FIELD_WIDTH.ja : DATE_FIELD_WIDTH.en);
/** The bar's space for the field on its white card (8 px each side), and the reset-to-today button when shown. */
export const datePickerSpace = (language: string, withReset: boolean) =>
  dateFieldWidth(language) + 16 + (withReset ? 44 : 0);
