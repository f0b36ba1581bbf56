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
});
