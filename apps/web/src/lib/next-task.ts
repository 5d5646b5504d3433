/** Resolves in a task of its own: what runs after it is not part of the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
