import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzip KB of every script the browser loads until the page at `url` has shown `readySelector`. */
export async function scriptGzipKb(url: string, readySelector: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body());
    });
    await page.goto(url);
    await page.waitForSelector(readySelector);
    const scripts = await Promise.all(bodies);
    const bytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return Math.round(bytes / 102.4) / 10;
  } finally {
    await browser.close();
  }
}
