/**
 * The API reference at /api/docs, standalone (issue 51): Swagger UI from this server, drawn from
 * /api/openapi.json, with nothing fetched from another origin and no console error. The Firebase
 * half runs the same check through Hosting and the function (e2e-firebase/firebase.spec.ts).
 */
import { apiDocsRendert } from './api-docs';
import { BASE_URL, test } from './fixtures';

test('de API-referentie op /api/docs: alleen van deze server, op 1280 en 360 px', async ({ page }) => {
  await apiDocsRendert(page, BASE_URL, 'api-docs');
});
