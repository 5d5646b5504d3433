import { warmUpMessages } from '../lib/i18n/index.ts';
import { nextTask } from '../lib/next-task.ts';

/**
 * The code every signed-in page shares is five chunks (signed-in-chunk.ts): MUI's styling (emotion, its theme),
 * MUI's components, the router, the query client with dates, and the app's own (signed-in-core). Evaluated together
 * they were one task of ~70 ms on a laptop, ~300 ms on a phone, in which a tap waits (Lighthouse's total blocking
 * time, decision 0053). Each stage's module imports one library chunk, so its evaluation is a task of its own; the
 * stages are fetched at once and awaited in order with a task between them. MUI's components import its styling, so
 * when their chunk arrives first the two are evaluated in one task (decision 0055). What imports the rest (the app,
 * a screen's page) starts after them, so that its own evaluation holds no library chunk. A stage may warm its library
 * up (`warmUps`: first calls of its code, which V8 compiles then), each in one more task; so are the app's messages.
 */
const STAGES: (() => Promise<object>)[] = [
  () => import('./stages/mui-styles.ts'),
  () => import('./stages/mui.ts'),
  () => import('./stages/router.ts'),
  () => import('./stages/data.ts'),
];

/** A warm-up is only for speed: one that fails leaves the app to start as it would without it. */
async function warm(warmUp: () => void): Promise<void> {
  try {
    warmUp();
  } catch {
    // The first real call compiles the same code.
  }
  await nextTask();
}

let loading: Promise<void> | undefined;

async function loadAll(): Promise<void> {
  const started = STAGES.map((stage) => stage());
  for (const stage of started) {
    const stageModule = await stage;
    await nextTask();
    const warmUps = 'warmUps' in stageModule ? (stageModule.warmUps as (() => void)[]) : [];
    for (const warmUp of warmUps) await warm(warmUp);
  }
  await warm(warmUpMessages);
}

/** The library chunks, evaluated one task each; the same promise for every caller. */
export function loadInStages(): Promise<void> {
  return (loading ??= loadAll());
}
