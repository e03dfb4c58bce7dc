/**
 * Prints the slowest Vitest files and tests and the slowest Playwright tests, read from the JSON reports the test
 * runs write under `test-reports/` (`vitest.json`, `vitest-postgres.json`, `playwright.json`), with each report's
 * totals. `node --import tsx src/pipeline/slowest.ts [count] [report...]`; a report that is missing is skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

type VitestReport = {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
};
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  suites: PlaywrightSuite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
};

const count = Number(process.argv[2] ?? 15) || 15;
const named = process.argv.slice(3);
const reports = named.length
  ? named
  : ['test-reports/vitest.json', 'test-reports/vitest-postgres.json', 'test-reports/playwright.json'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const top = <T>(rows: T[], by: (row: T) => number) => [...rows].sort((a, b) => by(b) - by(a)).slice(0, count);

function printVitest(file: string, report: VitestReport) {
  const files = report.testResults.map((f) => ({ name: relative(process.cwd(), f.name), ms: f.endTime - f.startTime }));
  const tests = report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({
      name: `${relative(process.cwd(), f.name)} > ${t.fullName}`,
      ms: t.duration ?? 0,
    })),
  );
  const sum = files.reduce((total, f) => total + f.ms, 0);
  console.log(
    `\n${basename(file)}: ${files.length} files, ${report.numTotalTests} tests (${report.numPassedTests} passed, ` +
      `${report.numFailedTests} failed, ${report.numPendingTests} skipped), ${seconds(sum).trim()} of file time`,
  );
  console.log(`slowest files:`);
  for (const f of top(files, (f) => f.ms)) console.log(`${seconds(f.ms)}  ${f.name}`);
  console.log(`slowest tests:`);
  for (const t of top(tests, (t) => t.ms)) console.log(`${seconds(t.ms)}  ${t.name}`);
}

function printPlaywright(file: string, report: PlaywrightReport) {
  const tests: { name: string; ms: number }[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const titles = suite.file === suite.title ? path : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          tests.push({
            name: `${spec.file} > ${[...titles, spec.title].join(' > ')} [${test.projectName}]`,
            ms: result.duration,
          });
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites) walk(suite, []);
  const { stats } = report;
  console.log(
    `\n${basename(file)}: ${tests.length} test runs (${stats.expected} passed, ${stats.unexpected} failed, ` +
      `${stats.flaky} flaky, ${stats.skipped} skipped), ${seconds(stats.duration).trim()} wall time`,
  );
  console.log(`slowest tests:`);
  for (const t of top(tests, (t) => t.ms)) console.log(`${seconds(t.ms)}  ${t.name}`);
}

for (const file of reports) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  if ('testResults' in report) printVitest(file, report);
  else printPlaywright(file, report);
}
