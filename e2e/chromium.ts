import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

type DebianBrowser = 'chromium' | 'chromium-headless-shell';

/**
 * A browser from Debian's packages, at /usr/bin/<name>, or `override`. Browsers cannot be downloaded, so when it is
 * missing it is installed from Debian's packages if this user may (root), or the run stops saying how.
 */
function debianBrowser(name: DebianBrowser, override: string | undefined): string {
  const path = override ?? `/usr/bin/${name}`;
  if (existsSync(path)) return path;
  if (!override && userInfo().uid === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is missing: installing Debian's package (apt-get install ${name}) ...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', name], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `No browser at ${path}. Install Debian's package as root (apt-get install ${name})` +
      (override ? '' : ' or set CHROMIUM_PATH to a Chromium binary.'),
  );
}

/**
 * What the e2e suite drives: CHROMIUM_PATH, or Chromium's old headless shell, the build Playwright itself runs
 * headless: the same journeys took a sixth less time here than in full Chromium's own headless mode.
 */
export const e2eBrowserPath = () => debianBrowser('chromium-headless-shell', process.env.CHROMIUM_PATH);

/** Full Chromium, for Lighthouse (it measures a real browser's rendering). */
export const chromiumPath = () => debianBrowser('chromium', undefined);
