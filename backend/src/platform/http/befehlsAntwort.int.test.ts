import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { auditProjection } from '../../../../projections/src/audit';
import { startProjector, type Projector } from '../../../../projections/src/runtime/startProjector';
import { waitForProjections } from '../../../../projections/src/runtime/waitForProjections';
import { newEvent } from '../../eventstore/eventStoreContractSupport';
import { createTestEventStore, type TestEventStore } from '../../eventstore/testing/testEventStore';
import { respondAfterCommand, POSITION_HEADER } from './befehlsAntwort';

/** A command route as later features write them: append, then answer after the projection caught up. */
const befehlsApp = ({ db, eventStore }: TestEventStore, timeoutMs: number) => {
  const app = express();
  app.post('/befehl', async (_req, res) => {
    const { position } = await eventStore.appendToStream(`test-${randomUUID()}`, [newEvent('TestAusgefuehrt', { wert: 1 })], {
      expectedRevision: 'no_stream',
    });
    const readYourWrites = (p: string, projections: readonly string[], ms?: number) =>
      waitForProjections({ db, eventStore, position: p, projections, timeoutMs: ms });
    await respondAfterCommand(readYourWrites, res, { position, projektionen: ['audit'], status: 201, timeoutMs });
  });
  return app;
};

describe('Read-your-writes', () => {
  let t: TestEventStore;
  beforeAll(async () => {
    t = await createTestEventStore();
  });
  afterAll(() => t.drop());

  it('answers a command only after the projection shows its event', async () => {
    const projector: Projector = await startProjector({ db: t.db, eventStore: t.eventStore, projections: [auditProjection], pollMs: 20 });
    try {
      const res = await request(befehlsApp(t, 5000)).post('/befehl');
      expect(res.status).toBe(201);
      expect(res.body.projektionenAktuell).toBe(true);
      expect(res.headers[POSITION_HEADER.toLowerCase()]).toBe(res.body.position);
      // The very next read already sees it: no stale screen after one's own action.
      const row = await t.db('audit_ereignis').where({ position: res.body.position }).first('type');
      expect(row?.type).toBe('TestAusgefuehrt');
    } finally {
      await projector.stop();
    }
  });

  it('answers after the bounded wait with the position when the projector is down', async () => {
    const started = Date.now();
    const res = await request(befehlsApp(t, 300)).post('/befehl');
    expect(res.status).toBe(201);
    expect(res.body.projektionenAktuell).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await t.db('audit_ereignis').where({ position: res.body.position }).first()).toBeUndefined();
  });
});
