/**
 * A chain of middleware as one handler, for the one request that dominates the opening rush
 * (POST /api/geregistreerde/save, bench/rush.ts). Express 5's router pays for every layer it
 * passes (path matching, prefix trimming, a closure per `next`): about a sixth of the server's
 * time at the rush, for a request whose route is known from its first line. The chain runs the
 * same middleware functions the /api router runs for it, in the same order (app/app.ts builds it
 * from the route's own declared steps), so nothing about the request's handling is written
 * twice; it only skips the walk.
 *
 * Like Express 5, a handler's rejected promise goes to the error handler; `next('route')` and
 * `next('router')` leave the chain for the app's normal path.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

export function keten(handlers: readonly RequestHandler[], fouten: ErrorRequestHandler): RequestHandler {
  return (req: Request, res: Response, verder: NextFunction) => {
    let i = 0;
    const volgende = (fout?: unknown): void => {
      if (fout === 'route' || fout === 'router') return verder();
      if (fout !== undefined && fout !== null) return void fouten(fout, req, res, verder);
      const handler = handlers[i++];
      if (!handler) return verder();
      try {
        const uitkomst: unknown = handler(req, res, volgende);
        if (uitkomst instanceof Promise) {
          uitkomst.then(undefined, (e: unknown) => volgende(e ?? new Error('Afgewezen zonder reden')));
        }
      } catch (e) {
        volgende(e);
      }
    };
    volgende();
  };
}
