import type { QaFidelityFinding, QaJudgement } from '../../contract/qa-fidelity.ts';
import { changelogCoverage } from './changelog-entries.ts';
import { hostedDifferences } from './hosted-expectations.ts';
import { officialAnswer, officialErrors, officialNullErrors } from './official-schema.ts';

/** One answer of an official operation, as QA mode journals it: its request's JSON body and the answer's text. */
export type JudgedAnswer = { method: string; template: string; status: number; request: unknown; text: string };

const parsed = (text: string): { json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return undefined;
  }
};

/** The schema's findings, each with the JSON pointer it is at (officialErrors starts each finding with its own). */
function schemaFindings(method: string, template: string, status: number, answer: unknown) {
  return [
    ...officialErrors(method, template, status, answer).map((words) => ({ at: words.split(' ')[0]!, words })),
    ...officialNullErrors(method, template, status, answer).map((at) => ({
      at,
      words: `${at} is null where the document allows none`,
    })),
  ];
}

/** Judges one answer by the pinned official document, the hosted service's defaults and its changelog. */
export function judgeAnswer({ method, template, status, request, text }: JudgedAnswer): QaJudgement {
  const operation = `${method} ${template}`;
  const described = officialAnswer(method, template, status);
  const body = text ? parsed(text) : undefined;
  const hosted = hostedDifferences(operation, { status, request, answer: body?.json }).map(
    (message): QaFidelityFinding => ({ kind: 'hosted_default', message }),
  );
  const differs = (schema: string[]): QaJudgement =>
    schema.length || hosted.length
      ? {
          outcome: 'differs',
          findings: [...schema.map((message) => ({ kind: 'schema' as const, message })), ...hosted],
        }
      : { outcome: 'conformed' };
  if (described === 'undescribed') return hosted.length ? differs([]) : { outcome: 'undescribed' };
  if (described === 'empty') return differs(text ? ['answered a body where the document gives none'] : []);
  if (!body) return differs(['the body is not JSON']);
  const findings = schemaFindings(method, template, status, body.json);
  const { entries, explained } = changelogCoverage(
    operation,
    body.json,
    findings.map((f) => f.at),
  );
  const unexplained = findings.filter((f) => !explained.has(f.at)).map((f) => f.words);
  if (unexplained.length || hosted.length || !entries.length) return differs(unexplained);
  return { outcome: 'changelog_only', entries };
}
