/**
 * The standalone server's settings, read from the environment once at start and checked,
 * so a typo stops the server with a Dutch message instead of surfacing later.
 * Every setting and its default is listed in the README.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { STANDAARD_PRODUCT } from './domain/beurs';

const bool = (standaard: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'moet true of false zijn' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? standaard : v === 'true' || v === '1' || v === 'yes'));

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
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
  TRUST_PROXY: bool(false),
});

export type StandaloneConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Ongeldige instelling ${String(issue?.path[0])}: ${issue?.message}`);
  }
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
    webDist: resolve(e.WEB_DIST ?? resolve(__dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
  };
}
