import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

/**
 * The Chromium the suite drives: CHROMIUM_PATH, or Debian's /usr/bin/chromium. Browsers cannot be downloaded, so
 * when it is missing it is installed from Debian's packages if this user may (root), or the run stops saying how.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (!process.env.CHROMIUM_PATH && userInfo().uid === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get install chromium) ...");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `No Chromium at ${path}. Install Debian's package as root (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}
