/*
 * The `logic` of a validation rule set: rule numbers joined by `and` / `or` with parentheses, as the hosted API
 * takes it ("(1 and 2) or 3"). `and` binds tighter than `or`; keywords ignore case. A recursive-descent parser over a
 * bounded string (length and parenthesis depth), so a hostile expression costs little; errors name the 1-based
 * position they were found at.
 */

export type RuleLogic = { kind: 'rule'; number: number } | { kind: 'and' | 'or'; left: RuleLogic; right: RuleLogic };

export const MAX_LOGIC_LENGTH = 1000;
const MAX_PARENTHESIS_DEPTH = 20;

type Token = { text: string; position: number };

export class RuleLogicError extends Error {}

function tokenize(logic: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+|[A-Za-z]+|[()])|(\S))/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < logic.length && (match = pattern.exec(logic))) {
    const position = match.index + match[0].length - (match[1] ?? match[2] ?? '').length + 1;
    if (match[2] !== undefined) throw new RuleLogicError(`Unexpected "${match[2]}" at position ${position}`);
    if (match[1] !== undefined) tokens.push({ text: match[1].toLowerCase(), position });
  }
  return tokens;
}

/** Parses `logic`, checking every number against `defined` (rule numbers 1..n); throws a RuleLogicError. */
export function parseRuleLogic(logic: string, defined: number): RuleLogic {
  if (logic.length > MAX_LOGIC_LENGTH) throw new RuleLogicError(`Logic is longer than ${MAX_LOGIC_LENGTH} characters`);
  const tokens = tokenize(logic);
  let at = 0;
  const end = logic.length + 1;
  const where = () => tokens[at]?.position ?? end;

  const primary = (depth: number): RuleLogic => {
    const token = tokens[at];
    if (!token) throw new RuleLogicError(`Expected a rule number or "(" at position ${end} (end of logic)`);
    if (token.text === '(') {
      if (depth >= MAX_PARENTHESIS_DEPTH) {
        throw new RuleLogicError(`Parentheses nest deeper than ${MAX_PARENTHESIS_DEPTH} at position ${token.position}`);
      }
      at++;
      const inner = disjunction(depth + 1);
      if (tokens[at]?.text !== ')') {
        throw new RuleLogicError(`Expected ")" closing the "(" at position ${token.position}, found at ${where()}`);
      }
      at++;
      return inner;
    }
    if (/^\d+$/.test(token.text)) {
      const number = Number(token.text);
      if (number < 1 || number > defined) {
        throw new RuleLogicError(`Rule ${token.text} at position ${token.position} is not defined`);
      }
      at++;
      return { kind: 'rule', number };
    }
    throw new RuleLogicError(`Expected a rule number or "(" at position ${token.position}, found "${token.text}"`);
  };
  const joined = (kind: 'and' | 'or', operand: (depth: number) => RuleLogic) => (depth: number) => {
    let left = operand(depth);
    while (tokens[at]?.text === kind) {
      at++;
      left = { kind, left, right: operand(depth) };
    }
    return left;
  };
  const conjunction = joined('and', primary);
  const disjunction = joined('or', conjunction);

  const tree = disjunction(0);
  const rest = tokens[at];
  if (rest)
    throw new RuleLogicError(`Expected "and", "or" or the end at position ${rest.position}, found "${rest.text}"`);
  return tree;
}

/** The rule numbers `logic` names. */
export function ruleNumbersOf(logic: RuleLogic): number[] {
  return logic.kind === 'rule' ? [logic.number] : [...ruleNumbersOf(logic.left), ...ruleNumbersOf(logic.right)];
}

/** The logic the hosted API implies when none is sent: every rule, joined by `and`. */
export const defaultRuleLogic = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1)).join(' and ');
