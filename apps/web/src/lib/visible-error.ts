/**
 * An error whose message is written for the person using the app, so the error page shows it as
 * 'Error: <message>' (docs/product.md §2.2); any other error shows there as 'An unexpected error occurred!'.
 */
export class VisibleError extends Error {
  readonly visible = true;
}

export function isVisible(error: unknown): error is VisibleError {
  return error instanceof Error && (error as { visible?: unknown }).visible === true;
}
