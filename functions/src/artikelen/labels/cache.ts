/**
 * The labels PDFs made lately, by seller, start label and a fingerprint of the seller's items:
 * a link shared in a family group or a reload costs a lookup instead of a new PDF, and any change
 * to the items (by the seller or the administrator) gives another fingerprint, so a stale PDF is
 * never served. Bounded, the oldest made leaves first.
 */
import { createHash } from 'node:crypto';

export function createLabelsCache(maximum = 200) {
  const pdfs = new Map<string, Promise<Uint8Array>>();
  return {
    async pdf(
      sleutel: { verkopersnummer: number; start: number; artikelen: unknown },
      maak: () => Promise<Uint8Array>,
    ) {
      const vingerafdruk = createHash('sha256').update(JSON.stringify(sleutel.artikelen)).digest('base64url');
      const k = `${sleutel.verkopersnummer}:${sleutel.start}:${vingerafdruk}`;
      let pdf = pdfs.get(k);
      if (!pdf) {
        pdf = maak();
        // A failed PDF is not kept: the next request tries again.
        pdf.catch(() => pdfs.delete(k));
        pdfs.set(k, pdf);
        // Older versions of this seller's labels are of no use any more.
        for (const oud of pdfs.keys()) {
          if (oud !== k && oud.startsWith(`${sleutel.verkopersnummer}:${sleutel.start}:`)) pdfs.delete(oud);
        }
        while (pdfs.size > maximum) pdfs.delete(pdfs.keys().next().value!);
      }
      return pdf;
    },
  };
}

export type LabelsCache = ReturnType<typeof createLabelsCache>;
