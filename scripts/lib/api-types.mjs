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

/** The file's whole text for an OpenAPI document. */
export async function apiTypesSource(document) {
  const types = await openapiTS(document, { commentHeader: '' });
  return `${HEADER}${types.trimStart()}${enumValues(document)}`;
}
