import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { anmelden, createTestApp, type TestApp } from '../../testing/testApp';
import { vorkomprimiert, waehleKodierung } from './komprimierung';

/** Issue 19, fast first paint: the server compresses what it sends, in the embedded default too. */
describe('Komprimierung', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('given a browser that accepts gzip, then a JSON answer of the API comes compressed and reads the same', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const roh = await admin.agent
      .get('/api/v1/openapi.json')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, fertig) => {
        const teile: Buffer[] = [];
        res.on('data', (teil: Buffer) => teile.push(teil));
        res.on('end', () => fertig(null, Buffer.concat(teile)));
      });
    expect(roh.status).toBe(200);
    expect(roh.headers['content-encoding']).toBe('gzip');
    expect(roh.headers.vary).toMatch(/Accept-Encoding/);
    const klartext = (await admin.get('/api/v1/openapi.json')).body as object;
    // superagent has unzipped the gzip stream already: it was valid gzip and reads as the same JSON.
    expect(JSON.parse((roh.body as Buffer).toString('utf8'))).toEqual(klartext);
  });

  it('given no accepted encoding, then the answer stays as it is', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const res = await admin.agent.get('/api/v1/openapi.json').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build’s pre-compressed script with its type, brotli before gzip', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    const js = 'console.log("Abfallportal");'.repeat(100);
    fs.writeFileSync(path.join(dir, 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'index-abc.js.br'), brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'index-abc.js.gz'), gzipSync(js));
    const app = express();
    app.use('/assets', vorkomprimiert(dir), express.static(dir));
    const br = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'gzip, br').buffer(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.text).toBe(js);
    const ohne = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'identity');
    expect(ohne.headers['content-encoding']).toBeUndefined();
    expect(ohne.text).toBe(js);
    expect((await request(app).get('/assets/..%2f..%2fetc%2fpasswd').set('Accept-Encoding', 'br')).status).toBe(404);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(waehleKodierung('gzip, deflate, br')).toBe('br');
    expect(waehleKodierung('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(waehleKodierung('identity')).toBeNull();
    expect(waehleKodierung(undefined)).toBeNull();
  });
});
