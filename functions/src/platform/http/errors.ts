/** One error handler: a Dutch `message` and the right status, never a stack trace. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { DomainError } from '../../kern/errors';
import { eersteFout } from '../../kern/validatie';

/** Parses input with a schema; a mismatch becomes a 400 with the first Dutch message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError(400, eersteFout(result.error, input));
  return result.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Onbekend adres: ${req.method} ${req.originalUrl.split('?')[0]}`.slice(0, 200) });
};

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'De verstuurde gegevens zijn geen geldige JSON.'],
  'entity.too.large': [413, 'De verstuurde gegevens zijn te groot.'],
  'encoding.unsupported': [415, 'Deze tekenset wordt niet ondersteund. Gebruik UTF-8.'],
  'charset.unsupported': [415, 'Deze tekenset wordt niet ondersteund. Gebruik UTF-8.'],
  'request.aborted': [400, 'Het verzoek is afgebroken.'],
};

export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) {
      if (error.opnieuwNaSeconden !== undefined) res.set('Retry-After', String(error.opnieuwNaSeconden));
      res.status(error.status).json({ message: error.message });
      return;
    }
    const http = error as HttpError;
    const known = http?.type ? BODY_ERRORS[http.type] : undefined;
    if (known) {
      res.status(known[0]).json({ message: known[1] });
      return;
    }
    const status = http?.status ?? http?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: 'Ongeldig verzoek.' });
      return;
    }
    log('Onverwachte fout in de API', error);
    res.status(500).json({ message: 'Er is iets misgegaan op de server. Probeer het later opnieuw.' });
  };
}
