// Debian's Chromium in a profile of its own, as a visitor's first visit finds it (the probes' cold loads).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

/** A headless Chromium with a new, empty profile; `close()` ends it and deletes the profile. */
export async function freshBrowser(prefix = 'bench-browser-') {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    userDataDir: profileDir,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
