import { MELDUNGEN } from '@abfallportal/common/validation';
import { profilBildFehler } from './profilBildFehler';

describe('profilBildFehler', () => {
  it('accepts JPEG and PNG up to 20 MB', () => {
    expect(profilBildFehler({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toBeNull();
    expect(profilBildFehler({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('rejects larger files with the spec message', () => {
    expect(profilBildFehler({ type: 'image/png', size: 20 * 1024 * 1024 + 1 })).toBe(MELDUNGEN.maxUploadFileSizeExceeded);
  });

  it('rejects other types', () => {
    expect(profilBildFehler({ type: 'application/pdf', size: 10 })).toBe('fehler.dateityp');
    expect(profilBildFehler({ type: 'image/gif', size: 10 })).toBe('fehler.dateityp');
  });
});
