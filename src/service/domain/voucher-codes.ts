/** Voucher code generation from a campaign's `code_config`: pattern `#`s, or prefix + random body + postfix. */
export type CodeConfig = {
  pattern?: string | undefined;
  length?: number | undefined;
  charset?: string | undefined;
  prefix?: string | undefined;
  postfix?: string | undefined;
};

export const defaultCharset = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const defaultLength = 8;

/** `pickIndex(n)` returns a uniform integer in [0, n); passed in so the rule stays pure and testable. */
export function generateCode(config: CodeConfig, pickIndex: (n: number) => number): string {
  const charset = [...new Set(config.charset ?? defaultCharset)].join('');
  const randomChar = () => charset[pickIndex(charset.length)]!;
  if (config.pattern) return config.pattern.replace(/#/g, randomChar);
  const body = Array.from({ length: config.length ?? defaultLength }, randomChar).join('');
  return `${config.prefix ?? ''}${body}${config.postfix ?? ''}`;
}

/** How many distinct codes the config can produce (capped, it only needs comparing with a count). */
export function codeSpace(config: CodeConfig): number {
  const charsetSize = new Set(config.charset ?? defaultCharset).size;
  const slots = config.pattern ? (config.pattern.match(/#/g) ?? []).length : (config.length ?? defaultLength);
  return Math.min(Number.MAX_SAFE_INTEGER, charsetSize ** slots);
}
