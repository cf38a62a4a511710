/** The baseline: a bare Koa app answering a small JSON body, measured beside the real API. */
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true, performers: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } };
});
app.listen(Number(process.env.PORT ?? 3202), '127.0.0.1');
