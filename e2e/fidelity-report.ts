// e2e/fidelity-report.ts
import type { FullConfig } from '@playwright/test';

export default async function fidelityReport(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  const answer = await fetch(`${baseURL}/promodesk/qa/fidelity`, {
    headers: {
      'X-Management-Id': process.env.PROMODESK_MANAGEMENT_ID ?? '',
      'X-Management-Token': process.env.PROMODESK_MANAGEMENT_TOKEN ?? '',
    },
  });
  if (!answer.ok) return console.log(`No fidelity report: the service answered ${answer.status}`);
  const report = await answer.json();
  console.log(`Fidelity to ${report.specification.source}@${report.specification.commit.slice(0, 7)}:`);
  console.table(
    report.operations.map((o: any) => ({
      operation: o.operation,
      calls: o.calls,
      conformed: o.conformed,
      'changelog only': o.changelog_only,
      'not described': o.undescribed,
      'first difference': o.differences[0] ? `${o.differences[0].path}: ${o.differences[0].errors[0].message}` : '',
    })),
  );
  console.log(
    `${report.conformed} of ${report.calls} answers conformed, ${report.changelog_only} as the changelog says.`,
  );
}
