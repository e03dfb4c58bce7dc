import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const list = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

const typeWords: Record<string, string> = {
  int: 'Enter a whole number',
  number: 'Enter a number',
  string: 'Enter text',
  boolean: 'Choose true or false',
  array: 'Send a list',
  object: 'Send an object',
};

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>) {
  const min = Number(issue.minimum);
  if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
    return issue.inclusive ? `Enter ${min} or more` : `Enter more than ${min}`;
  if (issue.origin === 'string') return min <= 1 ? 'Enter a value' : `Use at least ${min} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? 'Add at least one' : `Add at least ${min}`;
  return undefined;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>) {
  const max = Number(issue.maximum);
  if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
    return issue.inclusive ? `Enter ${max} or less` : `Enter less than ${max}`;
  if (issue.origin === 'string') return `Use at most ${max} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Use at most ${max} items`;
  return undefined;
}

const formatWords: Record<string, string> = {
  datetime: 'Enter a date and time such as 2026-12-31T18:00:00Z',
  date: 'Enter a date such as 2026-12-31',
  email: 'Enter an email address such as name@example.com',
  url: 'Enter a web address such as https://example.com',
};

/**
 * Zod's own issues in words a person can act on ("Enter 100 or less" rather than "Too big: expected number to be
 * <=100"). Messages a schema sets itself win; anything not worded here keeps zod's text.
 */
export function issueWords(issue: Issue): string | undefined {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return 'This is required';
  switch (issue.code) {
    case 'invalid_type':
      return typeWords[issue.expected];
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formatWords[issue.format];
    case 'invalid_value':
      return issue.values.length <= 12 ? `Choose one of ${list(issue.values)}` : 'Choose one of the allowed values';
    case 'unrecognized_keys':
      return `${list(issue.keys)} ${issue.keys.length > 1 ? 'are' : 'is'} not known here: leave ${issue.keys.length > 1 ? 'them' : 'it'} out`;
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}`;
    default:
      return undefined;
  }
}

// One wording for the service's 400 details and the dashboard's forms: both read the contract, which loads this.
z.config({ customError: issueWords });
