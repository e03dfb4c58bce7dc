/*
 * How the hosted CSV imports read a file's columns: a header names a standard field (letters' case, spaces and
 * underscores do not matter: `Source_id`, `source id`) or else a metadata key, kept as written. A row becomes the
 * request body the single-object operation takes; that body's own schema then judges it, so a bad row fails in the
 * same words as the same request would. Empty fields are left out.
 */

export type CsvImportFormat = {
  /** Standard columns by normalized name: where each value goes in the body. */
  columns: Record<string, (body: Record<string, unknown>, value: string) => void>;
  /** Columns the header must have. */
  required: string[];
};

export const normalizedColumn = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** A number where the text is one, else the text (the schema then says a number was expected). */
const numberOr = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
const booleanOr = (text: string) => (/^(true|false)$/i.test(text) ? text.toLowerCase() === 'true' : text);
const set =
  (...path: string[]) =>
  (read: (text: string) => unknown = (text) => text) =>
  (body: Record<string, unknown>, value: string) => {
    let target = body;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = read(value);
  };
const ignored = () => {};

const discountValueField: Record<string, string> = {
  AMOUNT: 'amount_off',
  PERCENT: 'percent_off',
  FIXED: 'fixed_amount',
  UNIT: 'unit_off',
};

/** POST /v1/vouchers/importCSV; `Value` is the discount's value or the gift card's amount, as the API's units. */
export const voucherCsvFormat: CsvImportFormat = {
  required: ['code'],
  columns: {
    code: set('code')(),
    'voucher type': set('type')((text) => text.toUpperCase()),
    value: set('value')(numberOr),
    'discount type': set('discount', 'type')((text) => text.toUpperCase()),
    category: set('category')(),
    'start date': set('start_date')(),
    'expiration date': set('expiration_date')(),
    'redemption limit': set('redemption', 'quantity')(numberOr),
    active: set('active')(booleanOr),
    'additional info': set('additional_info')(),
    // Redemption history is not imported: a new code starts unredeemed.
    'redeemed quantity': ignored,
    'redeemed amount': ignored,
  },
};

/** Places `Value` where the voucher's type and discount type say, once the row is read. */
export function placeVoucherValue(body: Record<string, unknown>) {
  const { value, ...rest } = body;
  body = { type: 'DISCOUNT_VOUCHER', ...rest };
  if (value === undefined) return body;
  if (body.type === 'GIFT_VOUCHER') return { ...body, gift: { amount: value } };
  // Without a `Discount Type`, a value is an amount off, as the hosted import reads it.
  const discount = { type: 'AMOUNT', ...(body.discount as Record<string, unknown> | undefined) };
  const field = discountValueField[String(discount.type)] ?? 'amount_off';
  return { ...body, discount: { ...discount, [field]: value } };
}

/**
 * POST /v1/customers/importCSV. The address columns go by `Address_City` in the reference and by `City` in the
 * hosted service's own template file (`import-customers-template.csv`): both are read.
 */
const addressLine = (field: string) => set('address', field)();
export const customerCsvFormat: CsvImportFormat = {
  required: [],
  columns: {
    id: ignored,
    name: set('name')(),
    email: set('email')(),
    phone: set('phone')(),
    birthdate: set('birthdate')(),
    'source id': set('source_id')(),
    description: set('description')(),
    'address line 1': addressLine('line_1'),
    'address line 2': addressLine('line_2'),
    ...Object.fromEntries(
      ['postal_code', 'city', 'state', 'country'].flatMap((field) => [
        [`address ${field.replace('_', ' ')}`, addressLine(field)],
        [field.replace('_', ' '), addressLine(field)],
      ]),
    ),
  },
};

/** A list in one field: `color,size` (quoted in the file) is `["color", "size"]`. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** JSON where the text is JSON, else the text (the schema then says what was expected). */
const jsonOr = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** POST /v1/products/importCSV: a row with a known `source_id` updates that product, as the single upsert does. */
export const productCsvFormat: CsvImportFormat = {
  required: ['name'],
  columns: {
    name: set('name')(),
    'source id': set('source_id')(),
    price: set('price')(numberOr),
    attributes: set('attributes')(listOf),
    'image url': set('image_url')(),
  },
};

/** POST /v1/skus/importCSV: each SKU under the product `product_id` names (its id or source id). */
export const skuCsvFormat: CsvImportFormat = {
  required: ['product id', 'source id'],
  columns: {
    'product id': set('product_id')(),
    sku: set('sku')(),
    'source id': set('source_id')(),
    price: set('price')(numberOr),
    // The SKU's attributes are an object: `{"color":"red"}` in the field.
    attributes: set('attributes')(jsonOr),
    'image url': set('image_url')(),
  },
};

/** POST /v1/campaigns/{campaignId}/importCSV: the campaign's settings apply, a few columns override them. */
export const campaignVoucherCsvFormat: CsvImportFormat = {
  required: ['code'],
  columns: {
    code: set('code')(),
    category: set('category')(),
    active: set('active')(booleanOr),
    'redemption limit': set('redemption', 'quantity')(numberOr),
    'additional info': set('additional_info')(),
    // Balances and redemption history per code are not imported: a code starts as its campaign says.
    'gift amount': ignored,
    'loyalty points': ignored,
    'redeemed amount': ignored,
    'redeemed quantity': ignored,
  },
};

/** What is wrong with a header, in words, or undefined. */
export function headerProblem(format: CsvImportFormat, header: string[]) {
  const names = header.map(normalizedColumn);
  const missing = format.required.filter((name) => !names.includes(name));
  if (missing.length) return `The header needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
  const twice = names.find((name, i) => name !== '' && names.indexOf(name) !== i);
  if (twice) return `The column ${twice} appears twice`;
  if (names.includes('')) return 'Every column of the header needs a name';
  // A metadata key like any other would be, but as an object key it sets the prototype instead.
  if (header.some((name) => name.trim() === '__proto__')) return 'A column cannot be named __proto__';
  return undefined;
}

/** A record as a request body: standard columns in their fields, the others as metadata (a Map: no key is special). */
export function csvRowBody(format: CsvImportFormat, header: string[], record: string[]) {
  const body: Record<string, unknown> = {};
  const metadata = new Map<string, string>();
  header.forEach((name, i) => {
    const value = record[i] ?? '';
    if (value === '') return;
    const place = Object.hasOwn(format.columns, normalizedColumn(name))
      ? format.columns[normalizedColumn(name)]
      : undefined;
    if (place) place(body, value);
    else metadata.set(name.trim(), value);
  });
  if (metadata.size) body.metadata = Object.fromEntries(metadata);
  return body;
}
