import { auditProjection } from './audit';
import { formatReport, selectProjections } from './replayReport';
import { counterProjection } from './runtime/testing/counterProjection';

const known = [auditProjection, counterProjection({ name: 'zaehler' })];

describe('selectProjections', () => {
  it('selects one by name or all', () => {
    expect(selectProjections('audit', known)).toEqual({ type: 'ok', projections: [auditProjection] });
    expect(selectProjections('all', known)).toEqual({ type: 'ok', projections: known });
  });

  it('names the known projections when the name is unknown or missing', () => {
    expect(selectProjections('auftraege', known)).toEqual({
      type: 'unknown',
      message: 'Unbekannte Projektion "auftraege". Bekannt: audit, zaehler',
    });
    expect(selectProjections(undefined, known)).toMatchObject({
      type: 'unknown',
      message: expect.stringContaining('Bekannt: audit, zaehler'),
    });
  });
});

describe('formatReport', () => {
  it('prints one German line with events, seconds and events per second', () => {
    expect(formatReport({ name: 'audit', events: 200_000, seconds: 3.2, eventsPerSecond: 62_500, position: '1:2' })).toBe(
      'audit: 200.000 Ereignisse in 3,2 s (62.500 Ereignisse/s)',
    );
  });
});
