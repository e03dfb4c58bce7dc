/**
 * Nulls judged against the official schema, where a field without a value must be left out unless the schema lets
 * it be null. Two ways: a contract response schema (as JSON Schema) compared field by field with the official one (a
 * field the contract types `.nullable()` against an official string is a presenter free to send `null` where an
 * official client expects a string or no field at all), and a response body read for nulls the official schema does
 * not allow.
 */
type Node = Record<string, unknown>;
/** A schema and the definitions its `$ref`s name (by their last path segment). */
export type SchemaWithDefinitions = { root: unknown; definitions: Record<string, unknown> };
type Definitions = SchemaWithDefinitions['definitions'];

const maxDepth = 12;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

function deref(definitions: Definitions, value: unknown): Node | undefined {
  let node = isNode(value) ? value : undefined;
  for (let hops = 0; node && typeof node.$ref === 'string' && hops < maxDepth; hops++) {
    const target = definitions[node.$ref.slice(node.$ref.lastIndexOf('/') + 1)];
    node = isNode(target) ? target : undefined;
  }
  return node;
}

const members = (node: Node, key: 'allOf' | 'anyOf' | 'oneOf') =>
  Array.isArray(node[key]) ? (node[key] as unknown[]) : [];

/**
 * Whether a schema (OpenAPI 3.0 `nullable` or JSON Schema `type: 'null'`) accepts null; `untyped` is the answer for
 * a schema that names no type (any value for a validator, but no promise of null from the contract: zod writes
 * `{}` for what JSON Schema cannot say, such as a transform's output).
 */
function admitsNull(definitions: Definitions, value: unknown, untyped: boolean, depth = 0): boolean {
  const node = deref(definitions, value);
  if (!node || depth > maxDepth) return untyped;
  if (node.nullable === true || node.const === null) return true;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  const type = node.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (type !== undefined) return false;
  const alternatives = [...members(node, 'anyOf'), ...members(node, 'oneOf')];
  const parts = members(node, 'allOf');
  if (!alternatives.length && !parts.length) return untyped;
  return (
    (!alternatives.length || alternatives.some((m) => admitsNull(definitions, m, untyped, depth + 1))) &&
    parts.every((m) => admitsNull(definitions, m, untyped, depth + 1))
  );
}

/** The node and every schema it combines (allOf, anyOf, oneOf), `$ref`s resolved. */
function variants(definitions: Definitions, value: unknown, depth = 0): Node[] {
  const node = deref(definitions, value);
  if (!node || depth > maxDepth) return [];
  const combined = [...members(node, 'allOf'), ...members(node, 'anyOf'), ...members(node, 'oneOf')];
  return [node, ...combined.flatMap((m) => variants(definitions, m, depth + 1))];
}

/** The schemas one step below `nodes`: a named property, array items (`[]`) or record values (`{}`). */
function children(definitions: Definitions, nodes: unknown[]) {
  const found = new Map<string, unknown[]>();
  const add = (key: string, child: unknown) => found.set(key, [...(found.get(key) ?? []), child]);
  for (const node of nodes.flatMap((n) => variants(definitions, n))) {
    if (isNode(node.properties)) for (const [name, child] of Object.entries(node.properties)) add(name, child);
    if (isNode(node.items)) add('[]', node.items);
    if (isNode(node.additionalProperties)) add('{}', node.additionalProperties);
  }
  return found;
}

/**
 * Fields below `ours` that admit null where no schema of `official` at the same place does. Combined schemas are
 * read as the union of their parts on both sides, so a field is named only when the official document never
 * allows null there.
 */
function compare(
  ours: { definitions: Definitions; nodes: unknown[] },
  official: { definitions: Definitions; nodes: unknown[] },
  path: string,
  found: Set<string>,
  depth: number,
) {
  if (depth > maxDepth) return;
  const officialChildren = children(official.definitions, official.nodes);
  for (const [key, ourNodes] of children(ours.definitions, ours.nodes)) {
    const officialNodes = officialChildren.get(key);
    if (!officialNodes) continue;
    const field = path ? `${path}.${key}` : key;
    if (
      ourNodes.some((n) => admitsNull(ours.definitions, n, false)) &&
      !officialNodes.some((n) => admitsNull(official.definitions, n, true))
    )
      found.add(field);
    compare(
      { definitions: ours.definitions, nodes: ourNodes },
      { definitions: official.definitions, nodes: officialNodes },
      field,
      found,
      depth + 1,
    );
  }
}

/** Every field (as a dotted path, `[]` for array items) that `ours` lets be null and `official` never does. */
export function nullableWhereOfficialIsNot(ours: SchemaWithDefinitions, official: SchemaWithDefinitions): string[] {
  const found = new Set<string>();
  compare(
    { definitions: ours.definitions, nodes: [ours.root] },
    { definitions: official.definitions, nodes: [official.root] },
    '',
    found,
    0,
  );
  return [...found];
}

/**
 * Every place (as a JSON pointer) where `value` holds null and no schema of `official` at that place allows it.
 * Only nulls are judged: fields the official schema does not name are passed over.
 */
export function nullsWhereOfficialIsNot(value: unknown, official: SchemaWithDefinitions): string[] {
  const found: string[] = [];
  const visit = (item: unknown, nodes: unknown[], pointer: string) => {
    if (item === null) {
      if (!nodes.some((n) => admitsNull(official.definitions, n, true))) found.push(pointer || '/');
    } else if (typeof item === 'object') {
      const below = children(official.definitions, nodes);
      for (const [key, child] of Object.entries(item)) {
        const childNodes = below.get(Array.isArray(item) ? '[]' : key) ?? below.get('{}');
        if (childNodes) visit(child, childNodes, `${pointer}/${key}`);
      }
    }
  };
  visit(value, [official.root], '');
  return found;
}
