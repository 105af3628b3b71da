/**
 * Reading the OpenAPI document in tests: find the operation a request reached and check an answer
 * against what the document says that operation answers (with Ajv, every object closed, so a field
 * the document does not name fails as surely as a missing one).
 */
import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Response } from 'supertest';

export type { OpenAPIObject, OperationObject, SchemaObject };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Every operation of the document as "METHOD /path/{param}". */
export function operationsOf(doc: OpenAPIObject): { key: string; method: HttpMethod; path: string; operation: OperationObject }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      operation: item[method] as OperationObject,
    })),
  );
}

/** A schema with its `$ref` (and a lone `allOf: [$ref]` wrapper) followed. */
export function resolve(doc: OpenAPIObject, schema: SchemaObject | ReferenceObject | undefined): SchemaObject | undefined {
  if (!schema) return undefined;
  if ('$ref' in schema) return resolve(doc, doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf?.length === 1 && !schema.properties) return { ...schema, ...resolve(doc, schema.allOf[0]), nullable: schema.nullable };
  return schema;
}

/** Every `$ref` anywhere in the document. */
export function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

/**
 * OpenAPI 3.0's schema dialect as JSON Schema: `nullable` becomes a null alternative, every object with
 * named properties is closed, `$ref`s point into the document added to Ajv as `api`.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, discriminator: _discriminator, ...rest } = value as Record<string, unknown>;
  const converted: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? `api${inner}`
        : key === 'properties'
          ? mapValues(inner, asJsonSchema)
          : asJsonSchema(inner),
    ]),
  );
  if (converted.properties && converted.additionalProperties === undefined) converted.additionalProperties = false;
  return nullable ? { anyOf: [{ type: 'null' }, converted] } : converted;
}

const mapValues = (object: unknown, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object as Record<string, unknown>).map(([k, v]) => [k, f(v)]));

/** Checks real answers against the document, and remembers which operations answered which statuses. */
export class DocumentedAnswers {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly operations: ReturnType<typeof operationsOf>;
  /** "METHOD /path/{param}" → statuses seen. */
  readonly seen = new Map<string, Set<number>>();

  constructor(doc: OpenAPIObject) {
    this.ajv.addSchema({ $id: 'api', components: { schemas: asJsonSchema(doc.components?.schemas ?? {}) } });
    this.operations = operationsOf(doc);
  }

  /** The operation a request to `url` reached: its path template matches the URL's path. */
  operationFor(method: string, url: string) {
    const path = new URL(url, 'http://x').pathname;
    const matches = this.operations.filter(
      (o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    // a literal segment beats a parameter ("/api/meal-plans/generate" over "/api/meal-plans/{id}")
    return matches.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
  }

  /** What is wrong with this answer, as the document tells it (empty when nothing is). */
  problems(method: string, url: string, res: Response): string[] {
    const found = this.operationFor(method, url);
    if (!found) return [`${method} ${url}: no operation in the document`];
    this.seen.set(found.key, (this.seen.get(found.key) ?? new Set()).add(res.status));
    const answer = found.operation.responses[String(res.status)] as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
    if (!answer)
      return [
        `${found.key} answered ${res.status}, which the document does not list (${Object.keys(found.operation.responses).join(', ')})`,
      ];
    const type = String(res.headers['content-type'] ?? '').split(';')[0];
    const content = answer.content;
    // a redirect's body is Express's courtesy line ("Found. Redirecting to …"), read by no one
    const redirect = res.status >= 300 && res.status < 400;
    if (!content) return res.text && !redirect ? [`${found.key} ${res.status}: the document says no body, the answer has one`] : [];
    if (!content[type])
      return [`${found.key} ${res.status}: answered ${type || 'no content type'}, the document says ${Object.keys(content).join(', ')}`];
    if (type !== 'application/json') return [];
    const key = `${found.key} ${res.status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(asJsonSchema(content[type].schema) as object);
      this.validators.set(key, validate);
    }
    if (validate(res.body)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${key}: ${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
    );
  }
}
