import { ApiError } from '../providers/ApiError';
import { linkAntwort, tokenAntwortText } from './tokenAntwortText';

// 13:05 UTC is 14:05 in Germany in November.
const zeitpunkt = '2026-11-27T13:05:00.000Z';

describe('tokenAntwortText', () => {
  it('says when the delivery date was confirmed', () => {
    expect(
      tokenAntwortText({ aktion: 'bestellungAnnehmen', label: 'Bestellung annehmen', zeitpunkt, felder: { liefertermin: '2026-12-02' } }),
    ).toBe('Dieser Link wurde bereits verwendet: Am 27.11.2026 um 14:05 Uhr wurde der Liefertermin 02.12.2026 bestätigt.');
  });

  it('names a new delivery date, a rejection with its reason and an offer with its price', () => {
    expect(
      tokenAntwortText({
        aktion: 'bestellungAnnehmenAenderungLiefertermin',
        label: 'Mit anderem Liefertermin annehmen',
        zeitpunkt,
        felder: { liefertermin: '2026-12-04' },
      }),
    ).toBe(
      'Dieser Link wurde bereits verwendet: Am 27.11.2026 um 14:05 Uhr wurde die Bestellung mit dem neuen Liefertermin 04.12.2026 angenommen.',
    );
    expect(
      tokenAntwortText({
        aktion: 'bestellungAblehnen',
        label: 'Bestellung ablehnen',
        zeitpunkt,
        felder: { begruendung: 'Kein Fahrzeug frei' },
      }),
    ).toBe(
      'Dieser Link wurde bereits verwendet: Am 27.11.2026 um 14:05 Uhr wurde die Bestellung abgelehnt (Begründung: „Kein Fahrzeug frei“).',
    );
    expect(tokenAntwortText({ aktion: 'angebotabgeben', label: 'Angebot abgeben', zeitpunkt, felder: { preis: 1250 } })).toBe(
      'Dieser Link wurde bereits verwendet: Am 27.11.2026 um 14:05 Uhr wurde ein Angebot über 1.250,00\u00a0€ abgegeben.',
    );
  });

  it('falls back to the label for other actions, in summer time too', () => {
    expect(
      tokenAntwortText({
        aktion: 'behaeltertauschAnnehmenAenderungWunschtermin',
        label: 'Behältertausch mit anderem Termin annehmen',
        zeitpunkt: '2026-07-01T06:30:00.000Z',
        felder: { wunschtermin: '2026-07-03' },
      }),
    ).toBe(
      'Dieser Link wurde bereits verwendet: Am 01.07.2026 um 08:30 Uhr wurde „Behältertausch mit anderem Termin annehmen“ gewählt (Termin 03.07.2026).',
    );
  });
});

describe('linkAntwort', () => {
  it('reads the answer of a used link and ignores anything else', () => {
    const antwort = { aktion: 'bestellungAnnehmen', label: 'Bestellung annehmen', zeitpunkt, felder: {} };
    expect(linkAntwort(new ApiError(410, 'x', 'TOKEN_VERBRAUCHT', {}, antwort))).toEqual(antwort);
    expect(linkAntwort(new ApiError(410, 'x', 'TOKEN_VERBRAUCHT'))).toBeNull();
    expect(linkAntwort(new ApiError(410, 'x', 'TOKEN_VERBRAUCHT', {}, { aktion: 1 }))).toBeNull();
    expect(linkAntwort(new ApiError(410, 'x', 'TOKEN_ABGELAUFEN', {}, antwort))).toBeNull();
  });
});
