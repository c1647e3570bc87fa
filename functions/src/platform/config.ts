/**
 * The standalone server's settings, read from the environment once at start and checked,
 * so a typo stops the server with a Dutch message instead of surfacing later.
 * Every setting and its default is listed in the README.
 */
import { resolve } from 'node:path';
import { z } from 'zod';

/** The default product slug of GET /api/{product}/nextdate. */
export const STANDAARD_PRODUCT = 'kinderkledingbeurs';

const bool = (standaard: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'moet true of false zijn' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? standaard : v === 'true' || v === '1' || v === 'yes'));

/**
 * TRUST_PROXY, on both runtimes: how many proxies in front of the server append to
 * X-Forwarded-For, counted from the right; only their entries are trusted, so the per-address
 * limits count by the entry the nearest proxy of ours wrote, never by one the client wrote
 * itself. `true` means one (a reverse proxy such as Caddy or nginx), `false` or empty none.
 * Express's own `true` would trust every entry, the client's left-most one included.
 */
export function leesTrustProxy(waarde: string | undefined, standaard: number): number {
  const w = waarde?.trim().toLowerCase() ?? '';
  if (w === '') return standaard;
  if (w === 'true' || w === 'yes') return 1;
  if (w === 'false' || w === 'no') return 0;
  if (/^\d$/.test(w)) return Number(w);
  throw new Error(
    `Ongeldige instelling TRUST_PROXY: moet true, false of een aantal proxy's (0-9) zijn, niet '${waarde}'.`,
  );
}

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const positief = (standaard: number) =>
  z.coerce
    .number({ error: 'moet een getal zijn' })
    .int({ error: 'moet een geheel getal zijn' })
    .min(1, { error: 'moet 1 of meer zijn' })
    .default(standaard);

/**
 * The limits against abuse. Both runtimes read these (firebase.ts too), so a setting means the
 * same on Firebase as standalone.
 */
const limietSchema = z.object({
  REGISTRATIE_LIMIET: positief(5),
  REGISTRATIE_VENSTER_MINUTEN: positief(10),
  KASSA_BONNEN_PER_MINUUT: positief(30),
  KASSA_REGELS_PER_MINUUT: positief(120),
  KASSA_ONBEKENDE_VERKOPERS_PER_MINUUT: positief(10),
  BALIE_VERKOPERS_PER_MINUUT: positief(60),
  LABELS_PER_LINK_PER_MINUUT: positief(5),
  LABELS_PER_ADRES_PER_MINUUT: positief(20),
  UITBETALING_PER_LINK_PER_MINUUT: positief(10),
  UITBETALING_PER_ADRES_PER_MINUUT: positief(30),
});

export type Limieten = ReturnType<typeof limietenUit>;

function limietenUit(e: z.output<typeof limietSchema>) {
  return {
    /** Accepted registrations per client address per window; administrators are not limited. */
    registratie: { aantal: e.REGISTRATIE_LIMIET, vensterMinuten: e.REGISTRATIE_VENSTER_MINUTEN },
    /** What one desk may send per minute (kassa/limiet.ts). */
    kassa: {
      bonnenPerMinuut: e.KASSA_BONNEN_PER_MINUUT,
      regelsPerMinuut: e.KASSA_REGELS_PER_MINUUT,
      onbekendeVerkopersPerMinuut: e.KASSA_ONBEKENDE_VERKOPERS_PER_MINUUT,
      verkopersOpenenPerMinuut: e.BALIE_VERKOPERS_PER_MINUUT,
    },
    /** Labels PDFs per seller's link and per client address, per minute (artikelen/api/artikelen.ts). */
    labels: { perLink: e.LABELS_PER_LINK_PER_MINUUT, perAdres: e.LABELS_PER_ADRES_PER_MINUUT },
    /** Changes of payout per seller's link and per client address, per minute (issue 50; each is mailed). */
    uitbetaling: { perLink: e.UITBETALING_PER_LINK_PER_MINUUT, perAdres: e.UITBETALING_PER_ADRES_PER_MINUUT },
  };
}

function fout(error: z.ZodError): Error {
  const issue = error.issues[0];
  return new Error(`Ongeldige instelling ${String(issue?.path[0])}: ${issue?.message}`);
}

/** The limits from the environment, checked; throws a Dutch message naming the setting. */
export function loadLimieten(env: NodeJS.ProcessEnv = process.env): Limieten {
  const parsed = limietSchema.safeParse(env);
  if (!parsed.success) throw fout(parsed.error);
  return limietenUit(parsed.data);
}

const envSchema = limietSchema.extend({
  PORT: z.coerce.number({ error: 'moet een poortnummer zijn' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Kinderkledingbeurs <noreply@localhost>'),
  PUBLIC_URL: optional,
  SESSION_SECRET: optional,
  SEED_DEMO: bool(true),
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'alleen kleine letters, cijfers en -' })
    .default(STANDAARD_PRODUCT),
  WEB_DIST: optional,
  TRUST_PROXY: optional,
  LIVE_PER_ADRES: positief(20),
  LIVE_MAXIMUM: positief(5000),
  VERZOEK_TIMEOUT_SECONDEN: positief(30),
});

export type StandaloneConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw fout(parsed.error);
  const e = parsed.data;
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Zet ADMIN_USERNAME en ADMIN_PASSWORD allebei, of geen van beide.');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    sessionSecret: e.SESSION_SECRET,
    seedDemo: e.SEED_DEMO,
    product: e.PRODUCT,
    webDist: resolve(e.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
    trustProxy: leesTrustProxy(e.TRUST_PROXY, 0),
    limieten: limietenUit(e),
    /** Live streams (GET /api/live) per client address, and in all. */
    live: { perAdres: e.LIVE_PER_ADRES, maximum: e.LIVE_MAXIMUM },
    /** How long a client may take to send a whole request (headers and body). */
    verzoekTimeoutMs: e.VERZOEK_TIMEOUT_SECONDEN * 1000,
  };
}
