// The SPA's API types (frontend/src/api/schema.ts), generated from the OpenAPI document. Used by
// `npm run api:types` to write the file and by backend/test/openapi.test.ts to check it is current.
import openapiTS from 'openapi-typescript';

export const API_TYPES_FILE = 'frontend/src/api/schema.ts';

const HEADER = `// Generated from the API's OpenAPI document by \`npm run api:types\` (openapi-typescript); do not edit.
// \`npm test\` fails when it no longer matches the document.

`;

/**
 * The named enums of the document (MealType, StoreId…) as values, for the screens that list them, and each
 * word's name as a person reads it where the document gives one (`x-enumNames`: StoreId's store names).
 */
function enumValues(document) {
  const named = Object.entries(document.components?.schemas ?? {}).filter(([, schema]) => Array.isArray(schema.enum));
  const lines = named.map(([name, schema]) => `  ${name}: [${schema.enum.map((v) => JSON.stringify(v)).join(', ')}],`);
  const withNames = named.filter(([, schema]) => Array.isArray(schema['x-enumNames']));
  const nameLines = withNames.map(([name, schema]) => {
    const pairs = schema.enum.map((v, i) => `${JSON.stringify(v)}: ${JSON.stringify(schema['x-enumNames'][i])}`);
    return `  ${name}: { ${pairs.join(', ')} },`;
  });
  return `
/** The API's named enums as values, in the document's order. */
export const apiEnums = {
${lines.join('\n')}
} as const satisfies { [Name in keyof components['schemas']]?: readonly components['schemas'][Name][] };

/** Each word's name as a person reads it, for the enums whose names the document gives. */
export const apiEnumNames = {
${nameLines.join('\n')}
} as const satisfies { [Name in keyof components['schemas']]?: Readonly<Record<components['schemas'][Name] & string, string>> };
`;
}

const LIMIT_KEYWORDS = ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems'];

/** The schemas the document's operations take as a body, by name. */
function requestBodySchemas(document) {
  const names = new Set();
  for (const path of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(path)) {
      const ref = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
      if (typeof ref === 'string') names.add(ref.split('/').pop());
    }
  }
  return [...names].sort();
}

/**
 * The bounds each request body's fields declare (maxLength, maximum, maxItems…; an array's item bounds as
 * itemMinLength/itemMaxLength), so a form checks what the API will check without a number of its own.
 */
function requestLimits(document) {
  const schemas = document.components?.schemas ?? {};
  const lines = [];
  for (const name of requestBodySchemas(document)) {
    const fields = [];
    for (const [field, schema] of Object.entries(schemas[name]?.properties ?? {})) {
      const bounds = LIMIT_KEYWORDS.filter((k) => typeof schema[k] === 'number').map((k) => `${k}: ${schema[k]}`);
      for (const k of ['minLength', 'maxLength']) {
        if (typeof schema.items?.[k] === 'number') bounds.push(`item${k[0].toUpperCase()}${k.slice(1)}: ${schema.items[k]}`);
      }
      if (bounds.length) fields.push(`    ${JSON.stringify(field)}: { ${bounds.join(', ')} },`);
    }
    if (fields.length) lines.push(`  ${name}: {\n${fields.join('\n')}\n  },`);
  }
  return `
/** The bounds of each request body's fields as the document declares them (what the API checks). */
export const apiLimits = {
${lines.join('\n')}
} as const;
`;
}

/** The file's whole text for an OpenAPI document. */
export async function apiTypesSource(document) {
  const types = await openapiTS(document, { commentHeader: '' });
  return `${HEADER}${types.trimStart()}${enumValues(document)}${requestLimits(document)}`;
}
