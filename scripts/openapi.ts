// `npm run openapi`: writes docs/openapi.json, the API reference built from the routes' own
// zod schemas (functions/src/app/openapi). A test fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../functions/src/app/openapi/document';

const doel = join(import.meta.dirname, '..', 'docs', 'openapi.json');
writeFileSync(doel, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`${doel} geschreven`);
