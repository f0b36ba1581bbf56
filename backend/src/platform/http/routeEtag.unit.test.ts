import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { buildRouter, route } from './route';

const app = express();
app.use(
  buildRouter(
    [
      route({
        method: 'get',
        path: '/satz',
        summary: 'Ein Datensatz',
        tag: 'Test',
        rule: 'public',
        tenant: 'none',
        handle: () => ({ id: 1, version: 3 }),
      }),
      route({
        method: 'get',
        path: '/liste',
        summary: 'Eine Liste',
        tag: 'Test',
        rule: 'public',
        tenant: 'none',
        handle: () => [{ id: 1, version: 3 }],
      }),
      route({
        method: 'get',
        path: '/ohne',
        summary: 'Ohne Version',
        tag: 'Test',
        rule: 'public',
        tenant: 'none',
        response: z.object({ id: z.number() }),
        handle: () => ({ id: 1 }),
      }),
    ],
    { loadUserInfo: () => Promise.resolve(null), requireCsrf: (_req, _res, next) => next() },
  ),
);

describe('the route registry sends a record’s version as ETag', () => {
  it('answers a single record with its version as ETag, so the next edit can send it back', async () => {
    const res = await request(app).get('/satz').expect(200);
    expect(res.headers.etag).toBe('"3"');
  });

  it('sends no version ETag for a list or a record without version (only express’s weak content hash)', async () => {
    expect((await request(app).get('/liste').expect(200)).headers.etag).toMatch(/^W\//);
    expect((await request(app).get('/ohne').expect(200)).headers.etag).toMatch(/^W\//);
  });
});
