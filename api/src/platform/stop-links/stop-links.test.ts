import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { STOP_LINK_PAGE_DATA, type StopLinkStatus } from '@court/contract';
import { ClientError } from '../errors';
import { createLogger } from '../logger';
import type { AppState } from '../../types';
import { registerStopLinkRoutes, stopLinkPageData, type StopLinks } from './stop-links';
import { BROWSER_ACCEPT } from '../../testing/browser-accept';

const TOKEN = 'x1.good';

/** A connection refused, as the PostgreSQL driver reports one while the database is away. */
function databaseAway(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}

/** A kind of stop link whose token is TOKEN, stopping with `stop`. */
function linksStopping(stop: () => Promise<StopLinkStatus>): StopLinks {
  const check = (token: unknown) => {
    if (token !== TOKEN) throw new ClientError(400, 'juror.stop.invalid');
  };
  return {
    endpoint: 'things/stop',
    page: 'things-stop',
    status: (token) => {
      check(token);
      return Promise.resolve({ state: 'sending' });
    },
    stop: (token) => {
      check(token);
      return stop();
    },
    pageOf: (token) => Promise.resolve(token === TOKEN ? `/es/things-stop?token=${token}` : null),
  };
}

function serverFor(links: StopLinks) {
  const app = new Koa<AppState>();
  const log = createLogger('silent');
  app.use(async (ctx, next) => {
    ctx.state.log = log;
    await next();
  });
  const router = new Router<AppState>();
  registerStopLinkRoutes(router, links);
  app.use(router.routes());
  return app.callback();
}

describe('a kind of stop link', () => {
  const stopped = () => Promise.resolve<StopLinkStatus>({ state: 'stopped' });

  it("leads a browser back to the page saying its form stopped them, in the person's language", async () => {
    const answer = await request(serverFor(linksStopping(stopped)))
      .post(`/things/stop?token=${TOKEN}`)
      .set('Accept', BROWSER_ACCEPT)
      .expect(303);
    expect(answer.headers.location).toBe(`/es/things-stop?token=${TOKEN}&stopped=1`);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("answers a script or a mail client's one-click with the status", async () => {
    const answer = await request(serverFor(linksStopping(stopped)))
      .post(`/things/stop?token=${TOKEN}`)
      .expect(200);
    expect(answer.body).toEqual({ state: 'stopped' });
  });

  it('leads a browser back to the page, not stopped, for a link that is not valid or while the database is away', async () => {
    const forged = await request(serverFor(linksStopping(stopped)))
      .post('/things/stop?token=x1.forged')
      .set('Accept', BROWSER_ACCEPT)
      .expect(303);
    expect(forged.headers.location).toBe('/things-stop?token=x1.forged');
    const away = await request(serverFor(linksStopping(() => Promise.reject(databaseAway()))))
      .post(`/things/stop?token=${TOKEN}`)
      .set('Accept', BROWSER_ACCEPT)
      .expect(303);
    expect(away.headers.location).toBe(`/es/things-stop?token=${TOKEN}`);
  });

  it("composes the page with the link's status, or what stands in its way", async () => {
    const log = createLogger('silent');
    const pageData = stopLinkPageData([linksStopping(stopped)], log);
    expect(await pageData('/es/things-stop', `?token=${TOKEN}`)).toEqual({
      [`things/stop?token=${TOKEN}`]: { state: 'sending' },
    });
    expect(await pageData('/things-stop', '?token=x1.forged')).toEqual({
      [STOP_LINK_PAGE_DATA]: 'invalid',
    });
    expect(await pageData('/things-stop', '?token=<script>')).toEqual({
      [STOP_LINK_PAGE_DATA]: 'invalid',
    });
    expect(await pageData('/other-page', `?token=${TOKEN}`)).toBeNull();
    const away = stopLinkPageData(
      [{ ...linksStopping(stopped), status: () => Promise.reject(databaseAway()) }],
      log,
    );
    expect(await away('/things-stop', `?token=${TOKEN}`)).toEqual({
      [STOP_LINK_PAGE_DATA]: 'unreachable',
    });
  });
});
