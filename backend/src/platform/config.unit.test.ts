import { loadConfig } from './config';

describe('Konfiguration', () => {
  it('defaults to the embedded mode on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, embedded: true, publicUrl: 'http://localhost:3000', PROJECTOR: 'inprocess', DEMO_DATA: true });
  });

  it('switches to an external PostgreSQL and KurrentDB', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/abfallportal',
      EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      PORT: '8080',
    });
    expect(c).toMatchObject({ embedded: false, PORT: 8080, EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false' });
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'achtzig', DATABASE_URL: 'mysql://x', PROJECTOR: 'irgendwo' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/Ungültige Konfiguration:[\s\S]*PORT:[\s\S]*DATABASE_URL:[\s\S]*PROJECTOR:/),
      }),
    );
  });

  it('binds to 127.0.0.1 in the embedded mode unless HOST is set, to all interfaces when deployed', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/a' }).HOST).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and nets, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    for (const falsch of ['ja', '10.0.0.0/33', '300.1.1.1', '11', 'loopback;rm']) {
      expect(() => loadConfig({ TRUST_PROXY: falsch })).toThrow(/TRUST_PROXY: muss eine Anzahl von Proxys/);
    }
  });
});
