import { publicGiveInput } from '@qc/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, parseInput, toAppError } from '../../http/errors.ts';
import { checkPublicGift, giveOnline } from '../donations/index.ts';
import { checkoutPage, donatePage, errorsOf, giftOf, type FormValues } from './site-giving.ts';
import { langHref, t, type PageOut } from './site-render.ts';
import { chromeFor, sendPage } from './site.module.ts';

/** Public forms: 10 posts a minute per address (the same as the public giving API). */
const RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  // The global limit leaves pages alone; these forms write, so they are counted.
  allowList: () => false,
};

/** A form post's fields (urlencoded: the last value of a repeated name wins). */
function valuesOf(body: unknown): FormValues {
  if (!body || typeof body !== 'object') return {};
  const out: FormValues = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>))
    if (typeof v === 'string') out[k] = v.slice(0, 500);
  return out;
}

/**
 * The giving forms' posts, server-rendered like the rest of the site (decision 0010):
 * POST /page/donate checks the chosen gift with the donations rules and redirects to
 * /page/checkout; POST /page/checkout records the gift through `giveOnline` (amount recomputed,
 * duplicates within a minute refused, nothing written on a refusal) and redirects to
 * /page/payment. A refusal shows the form again with the entered values and translated errors.
 */
export async function siteGivingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (forms) => {
    // Plain HTML forms post urlencoded bodies; only these routes read them.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    /** Any refusal around the handler (the rate limit, a bad character) as a page. */
    async function errorPage(error: unknown, request: FastifyRequest, reply: FastifyReply) {
      const e = toAppError(error);
      if (e.statusCode >= 500) request.log.error({ err: error }, 'giving form failed');
      const path = request.url.split('?')[0]!;
      const c = await chromeFor(ctx, request, path);
      const values = { ...valuesOf(request.body), ...Object.fromEntries(c.query) };
      const errors = { fields: {}, form: t(c, e.code, e.params) };
      const page: PageOut =
        path === '/page/checkout'
          ? await checkoutPage(ctx.db, c, values, errors)
          : await donatePage(ctx.db, c, values, errors);
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) void reply.headers(headers);
      return sendPage(reply, c, { ...page, status: e.statusCode });
    }
    const options = {
      config: { public: true, rateLimit: RATE_LIMIT },
      errorHandler: errorPage,
    };

    forms.post('/page/donate', options, async (request, reply) => {
      const c = await chromeFor(ctx, request, '/page/donate');
      const values = valuesOf(request.body);
      try {
        const { choice } = await checkPublicGift(ctx.db, giftOf(values), c.lang);
        const next = new URLSearchParams({
          type: choice.typeId,
          amount: String(choice.amount),
          currency: choice.currency,
          frequency: choice.frequency,
        });
        if (values['project']) next.set('project', values['project']);
        return reply.redirect(langHref('/page/checkout', c.lang, next), 303);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const page = await donatePage(ctx.db, c, values, errorsOf(e, c.lang));
        return sendPage(reply, c, { ...page, status: e.statusCode });
      }
    });

    forms.post('/page/checkout', options, async (request, reply) => {
      const c = await chromeFor(ctx, request, '/page/checkout');
      const values = valuesOf(request.body);
      try {
        const gift = giftOf(values);
        const input = parseInput(publicGiveInput, {
          ...gift,
          method: 'transfer',
          donor: {
            fullName: values['fullName'] ?? '',
            phone: values['phone'] ?? '',
            email: values['email'] ?? '',
            language: values['language'] || c.lang,
          },
          consent: values['consent'] === 'yes',
          messagesConsent: values['messagesConsent'] === 'yes',
        });
        const result = await giveOnline(ctx, request, c.lang, input);
        return reply.redirect(
          langHref('/page/payment', c.lang, new URLSearchParams({ id: result.paymentId })),
          303,
        );
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const page = await checkoutPage(ctx.db, c, values, errorsOf(e, c.lang));
        return sendPage(reply, c, { ...page, status: e.statusCode });
      }
    });
  });
}
