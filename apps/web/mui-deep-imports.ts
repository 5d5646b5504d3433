import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * In the build, `import { Button, Dialog } from '@mui/material'` becomes one import per component
 * (`import Button from '@mui/material/Button'`), as the app's code would say if it were written by hand.
 *
 * Why: the barrel `@mui/material/index.mjs` imports every component. Tree shaking drops the unused ones, but the
 * module graph the chunking sees (signed-in-chunk.ts) does not: through the barrel, every component that any page
 * uses looked statically imported by the shell, and went into the chunk every signed-in page loads (dialogs,
 * tables, tabs, tooltips with Popper… ~70 KB gzipped that no first paint needs). With one import per component,
 * the graph says who uses what. The sources keep the barrel (shorter imports; the tests run them as they are).
 */
export function muiDeepImports(): Plugin {
  const material = path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
  // useTheme and ThemeProvider are the styles' (not folders of their own); anything else stays on the barrel.
  const STYLES = new Set(['useTheme', 'ThemeProvider', 'styled', 'alpha', 'createTheme']);
  const target = (name: string) => {
    if (STYLES.has(name)) return { from: '@mui/material/styles', named: true };
    if (/^[A-Za-z]+$/.test(name) && existsSync(path.join(material, name, 'index.mjs'))) {
      return { from: `@mui/material/${name}`, named: false };
    }
    return null;
  };
  return {
    name: 'school-ops-mui-deep-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: '@mui/material' },
      handler(code) {
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*(["'])@mui\/material\2;?/g,
          (statement: string, list: string) => {
            const kept: string[] = [];
            const deep: string[] = [];
            for (const specifier of list.split(',').map((s) => s.trim())) {
              if (!specifier) continue;
              const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
              const to = specifier.startsWith('type ') ? null : target(imported);
              if (!to) kept.push(specifier);
              else if (to.named) deep.push(`import { ${imported} as ${local} } from '${to.from}';`);
              else deep.push(`import ${local} from '${to.from}';`);
            }
            const rest = kept.length ? `import { ${kept.join(', ')} } from '@mui/material';` : '';
            // One line, as before: the lines below keep their places in the sourcemap.
            return [...deep, rest].join(' ').replace(/\n/g, ' ') + '\n'.repeat(statement.split('\n').length - 1);
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
