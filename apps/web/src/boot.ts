/**
 * The page's entry (decision 0060): the entry's code evaluated a part at a time. As one module graph, the i18n
 * chunk (i18next, the ICU parser, the English catalog), React DOM and the entry's own modules were one task
 * (52–91 ms observed on a laptop-class host, four times that on Lighthouse's phone); imported in turn, with a task
 * between, each is a task of its own. The loader fetches them side by side with this module (first-paint-loader.ts
 * adds what this module imports to its preloads), so the turns wait for no request.
 */
// The plain shell's stylesheet (the entry's first paint, and the page's base), linked from the HTML's head as when
// the entry imported it: a lazy import would add it only when its module runs.
import './app/shell/plain-shell.css';
// The sign-in page's, for the same reason: the loader shows it from the HTML before any module runs (decision 0062).
import './features/auth/components/sign-in.css';
import './features/auth/components/language-switch.css';
// The session list's rows, for the same reason: the server's page of /sessions brings its emotion styles only, and
// this sheet came with the page's code, so the list moved as it arrived (Lighthouse's layout shift 0.099 there).
import './features/sessions/components/session-row.css';
import { nextTask } from './lib/next-task.ts';

void import('./lib/i18n/index.ts')
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./main.tsx'));
