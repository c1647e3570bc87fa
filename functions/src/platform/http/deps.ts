import type { Request, Response } from 'express';
import type { Limieten } from '../config';

/** How the browser follows the public documents live. */
export type LiveConfig = { mode: 'sse' } | { mode: 'firestore'; firebase: Record<string, string> };

export interface AppConfig {
  /** Slug of GET /api/{product}/nextdate. */
  product: string;
  /** Base URL of the site, used in mails (links to labels and privacy page). */
  publicUrl: string;
  /** Send cookies with the Secure flag (behind HTTPS). */
  secureCookies: boolean;
  live: LiveConfig;
  /** Express 'trust proxy': true behind Firebase Hosting, so rate limits see the visitor's address. */
  trustProxy?: number;
  /** Limits against abuse; the defaults of platform/config.ts when absent. */
  limieten?: Limieten;
}

/** Told after every change of a public document; standalone fans it out over SSE. */
export interface LivePublisher {
  changed(): void;
}

/** The live channel as the app is given it: standalone also serves GET /api/live over it. */
export type LiveKanaal = LivePublisher & {
  /** Serves GET /api/live (Server-Sent Events); absent on Firebase. */
  handle?(req: Request, res: Response): void;
};
