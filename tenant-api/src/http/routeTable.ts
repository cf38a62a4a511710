import type { z } from 'zod';
import type { AppContext, AppRouter } from './context';
import { requireAccess, type Access } from './access';
import { onRoutePool } from './readRouting';
import { parseBody, parseHeaders, parseParams, parseQuery, refuseBody } from './validate';

export type { Access } from './access';
export type Method = 'get' | 'post' | 'put' | 'delete';
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

/** A response: a JSON schema (described by its status), or a described answer by media type, with its headers. */
export type ResponseSpec =
  z.ZodType | { description: string; content?: Record<string, z.ZodType>; headers?: Record<string, string> };

type Shape = z.ZodObject | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P extends Shape, Q extends Shape, H extends Shape, B extends z.ZodType | undefined> {
  params: Out<P>;
  query: Out<Q>;
  headers: Out<H>;
  body: Out<B>;
}

/**
 * One route, declared once: the router mounts it (access checked first, then each input parsed
 * with its schema) and the OpenAPI document describes it (http/openapi.ts).
 */
export interface RouteSpec<
  P extends Shape = Shape,
  Q extends Shape = Shape,
  H extends Shape = Shape,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** Koa style, relative to /api: `/offers/:id`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  params?: P;
  query?: Q;
  headers?: H;
  /** A JSON body parsed with this schema (415 unless JSON, 413 past the limit). */
  body?: B;
  /** A body the handler reads itself (webhook payload, HTML form), documented with its media type. */
  rawBody?: { contentType: string; schema: z.ZodType };
  /**
   * Whether the route only reads, so it may run on the read replica (http/readRouting.ts). Default:
   * true for GET, false otherwise; a GET that writes declares `readOnly: false`.
   */
  readOnly?: boolean;
  /**
   * With `access: 'user'`: the handler reads the signed-in user in its own round trip
   * (`userReadAlong`, http/session.ts), so the access check reads no user, only checks the token.
   * The handler must settle that read (or call `requireUser`) before it answers.
   */
  readsUserAlong?: true;
  /** Takes an optional Idempotency-Key (http/idempotency.ts). */
  idempotent?: boolean;
  /** Success answers by status. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 304 | 308, ResponseSpec>>;
  /** Error answers beyond the ones its access and inputs imply, with what they mean. */
  errors?: Partial<Record<ErrorStatus, string>>;
  handler(ctx: AppContext, input: RouteInput<P, Q, H, B>): Promise<void> | void;
}

/** A route of any input types, as lists hold them. */
export type Route = RouteSpec<any, any, any, any>;

export const defineRoute = <
  P extends Shape = undefined,
  Q extends Shape = undefined,
  H extends Shape = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  route: RouteSpec<P, Q, H, B>,
): Route => route;

/** A call that declares no body refuses one with fields (an empty body or `{}` passes), as strict bodies do. */
async function refuseUndeclaredBody(ctx: AppContext, route: Route): Promise<undefined> {
  if (route.method !== 'get' && !route.rawBody) await refuseBody(ctx);
  return undefined;
}

/** Whether a route may run on the read replica: as declared, else only a GET. */
export const isReadOnly = (route: Route): boolean => route.readOnly ?? route.method === 'get';

/**
 * Mounts routes in order: who may call first (401 before 400), then params, query, headers, body.
 * (A route that reads its user along answers a signed-out but valid token's 401 after its inputs.)
 */
export function mountRoutes(router: AppRouter, routes: Route[]): void {
  for (const route of routes) {
    if (route.readsUserAlong && route.access !== 'user')
      throw new Error(`${route.operationId}: readsUserAlong needs access 'user', not '${route.access}'`);
    const readOnly = isReadOnly(route);
    router[route.method](route.path, (ctx) =>
      onRoutePool(ctx, readOnly, async () => {
        await requireAccess(ctx, route.access, route.readsUserAlong);
        const input = {
          params: route.params ? parseParams(ctx.params, route.params) : undefined,
          query: route.query ? parseQuery(ctx, route.query) : undefined,
          headers: route.headers ? parseHeaders(ctx, route.headers) : undefined,
          body: route.body ? await parseBody(ctx, route.body) : await refuseUndeclaredBody(ctx, route),
        };
        await route.handler(ctx, input);
        if (route.readsUserAlong && !ctx.state.userLoaded)
          throw new Error(`${route.operationId} answered without reading its signed-in user`);
      }),
    );
  }
}
