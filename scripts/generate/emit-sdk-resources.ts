/**
 * sdk/src/generated/resources.ts: the SDK's per-resource methods (`wsa.projects.create(…)`,
 * `wsa.webhooks.deliveries.list(…)`), as a table the SDK turns into functions typed by the same
 * document. The name of each method comes from the contract itself: the literal segments of its
 * path (after `/v1`, camelCased) name the resource and its sub-resources, and the verb its
 * operationId begins with names the method. A path ending in that verb (`…/accept`) does not repeat
 * it, and a POST path ending in the verb and its object (`…/rotate-secret`) is the method itself. Two
 * operations that would get one name fail the generation. A deprecated operation gets no method: the
 * SDK calls its successor, so no caller is kept on a path that is going away (sdk/src/resources.ts
 * keeps an old method name, when there was one, as an alias of the successor's).
 */
import { lineCommentHeader, propertyKey, stringLiteral } from './code-text.ts';
import type { GeneratedFile } from './code-text.ts';
import type { OperationModel } from './openapi-document.ts';

interface Leaf {
  op: OperationModel;
}
type Node = { [name: string]: Node | Leaf };

const isLeaf = (node: Node | Leaf): node is Leaf => 'op' in node && typeof (node as Leaf).op === 'object';

const camel = (segment: string) => segment.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The method's name chain, e.g. `['webhooks', 'deliveries', 'list']`. */
export function resourceChain(op: OperationModel): string[] {
  const verb = /^[a-z]+/.exec(op.operationId)?.[0];
  if (!verb) throw new Error(`${op.operationId}: an operationId must start with a lowercase verb`);
  const segments = op.path
    .split('/')
    .filter((s) => s !== '' && s !== 'v1' && !s.startsWith('{'))
    .map(camel);
  const last = segments.at(-1);
  if (last === verb) segments.pop();
  else if (op.method === 'post' && last && !op.path.endsWith('}')) {
    // An action path that names its verb and object (`…/rotate-secret`) is the method: `webhooks.rotateSecret`.
    if (last.startsWith(verb) && /^[A-Z]/.test(last.slice(verb.length))) return segments;
  }
  return [...segments, verb];
}

export function emitSdkResources(operations: OperationModel[]): GeneratedFile[] {
  const root: Node = {};
  for (const op of operations.filter((o) => !o.deprecated)) {
    const chain = resourceChain(op);
    let node = root;
    for (const name of chain.slice(0, -1)) {
      const next = node[name];
      if (next && isLeaf(next)) throw new Error(`${op.operationId}: ${chain.join('.')} runs into the method ${name}`);
      node = next ?? (node[name] = {});
    }
    const method = chain.at(-1)!;
    if (node[method]) throw new Error(`${op.operationId} and another operation would both be ${chain.join('.')}`);
    node[method] = { op };
  }
  const content = [
    lineCommentHeader('//', ['The SDK\u2019s per-resource methods: resource path → operation.']),
    '/** One method: the operation it calls and the names of its path and query parameters. */',
    'export interface ResourceMethod {',
    '  readonly operationId: string;',
    "  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';",
    '  readonly path: string;',
    '  readonly pathParams: readonly string[];',
    '  readonly queryParams: readonly string[];',
    '}',
    '',
    `export const resourceTable = ${render(root, '')} as const;`,
    '',
  ].join('\n');
  return [{ path: 'sdk/src/generated/resources.ts', content }];
}

function render(node: Node, indent: string): string {
  const inner = `${indent}  `;
  const entries = Object.entries(node).map(
    ([name, child]) => `${inner}${propertyKey(name)}: ${isLeaf(child) ? leaf(child.op) : render(child, inner)},`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}

function leaf(op: OperationModel): string {
  const list = (names: string[]) => `[${names.map(stringLiteral).join(', ')}]`;
  return (
    `{ operationId: ${stringLiteral(op.operationId)}, method: ${stringLiteral(op.method.toUpperCase())}, path: ${stringLiteral(op.path)}, ` +
    `pathParams: ${list(op.pathParameters.map((p) => p.name))}, queryParams: ${list(op.queryParameters.map((p) => p.name))} }`
  );
}
