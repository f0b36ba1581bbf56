import { abfallmengeFelderSchema, type AbfallmengeEingabe } from '@abfallportal/common/abfallmenge';
import { belegFelderSchema } from '@abfallportal/common/beleg';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import { createBelegBefehle } from '../belege';
import { createAbfallmengeBefehle } from '../dokumentation';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Auswertung: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/** The second disposer's plant (master data, like the first plant in loadDemoData). */
export const DEMO_ANLAGE_WEST = {
  name: 'Bauschutt-Aufbereitung West Neuss',
  strasse: 'Hafenbecken 4',
  plz: '41460',
  ort: 'Neuss',
} as const;

/**
 * Figures for Musterbau's evaluations (issue 21, "Demo data"): beside issue 20's quantities and the one
 * approved invoice, approved invoices and a credit note of Entsorgung Nord this year and last year on
 * other sites and fractions, and hand-entered quantities taken to Container-Dienst West's plant — so
 * the charts show three sites, six fractions, two disposers and both years. Through the same commands
 * as the portal; placed once per stream. Dates of this year never lie after today.
 */
export const loadDemoAuswertung = async (db: Db, eventStore: EventStore, jetzt: Date = new Date()): Promise<number> => {
  const erzeugerId = await id(db, 'erzeuger', { name: 'Musterbau GmbH' });
  const nord = await id(db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const west = await id(db, 'entsorger', { name: 'Container-Dienst West GmbH' });
  const inhaber = await id(db, 'benutzer', { email: 'inhaber@musterbau.example' });
  const dispo = await id(db, 'benutzer', { email: 'dispo@entsorgung-nord.example' });
  const betriebshof = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Betriebshof Billbrook' });
  const hafencity = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Hafencity Quartier 4' });
  const anlageNord = await id(db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
  await db('verbleibsanlage')
    .insert({ ...DEMO_ANLAGE_WEST, entsorger_id: west, zertifikat_gueltig_bis: '2028-03-31' })
    .onConflict('name')
    .ignore();
  const anlageWest = await id(db, 'verbleibsanlage', { name: DEMO_ANLAGE_WEST.name });
  const heute = heuteInBerlin(jetzt);
  const jahr = Number(heute.slice(0, 4));
  /** A day of this year, never after today. */
  const diesesJahr = (md: string) => (`${jahr}-${md}` < heute ? `${jahr}-${md}` : heute);
  const letztesJahr = (md: string) => `${jahr - 1}-${md}`;

  const auftragId = uuidFromName('demo-auftrag/abrechnung');
  const aufgegeben = (await eventStore.readStream(`auftrag-${auftragId}`)).find((e) => e.type === 'AuftragAufgegeben');
  const vorgangsnummer = (aufgegeben?.data as { vorgangsnummer?: string } | undefined)?.vorgangsnummer ?? null;
  let angelegt = 0;

  // Receipts of Entsorgung Nord, assigned to the billed demo order, checked and approved by the owner.
  const erzeuger: AuftragAkteur = { seite: 'ERZEUGER', erzeugerId, entsorgerId: null };
  const entsorger: AuftragAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: nord };
  const belegBefehle = createBelegBefehle({ db, eventStore, jetzt: () => jetzt, neueId: () => crypto.randomUUID() });
  const beleg = (
    name: string,
    typ: 'rechnung' | 'gutschrift',
    stelle: number,
    von: string,
    bis: string,
    p: { bezeichnung: string; avv: string; menge: string; verfahren: string; betrag: number; behaelter: string },
  ) => ({
    name,
    felder: belegFelderSchema.parse({
      typ,
      nummer: `${typ === 'rechnung' ? 'RE' : 'GS'}-${name
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(-10)}`,
      empfaenger: 'Musterbau GmbH',
      absender: 'Entsorgung Nord GmbH',
      anfallstelleId: stelle,
      datum: bis,
      leistungVon: von,
      leistungBis: bis,
      summe: p.betrag,
      bestellReferenz: vorgangsnummer,
      positionen: [
        {
          bezeichnung: p.bezeichnung,
          abfallschluessel: p.avv,
          menge: p.menge,
          einheit: 't',
          behaelterkategorie: 'Absetzmulde',
          behaelter: p.behaelter,
          behaelterAnzahl: 1,
          rhythmus: 'ENTSORGUNG',
          entsorgungsverfahren: p.verfahren,
          verbleibsanlageId: anlageNord,
          betrag: p.betrag,
          // Mixed construction waste needs the reason it was not separated (spec § 5).
          ausnahme: p.avv === '17 09 04' ? 'Getrennthaltung auf der Baustelle technisch nicht möglich (Platzmangel).' : null,
        },
      ],
    }),
  });
  const BELEGE = vorgangsnummer
    ? [
        beleg(`auswertung/${jahr}/metall`, 'rechnung', betriebshof, diesesJahr('02-02'), diesesJahr('02-20'), {
          bezeichnung: 'Mischschrott, Absetzmulde 10 m³',
          avv: '17 04 05',
          menge: '1,800',
          verfahren: 'R4',
          betrag: 450,
          behaelter: 'Absetzmulde 10 m3',
        }),
        beleg(`auswertung/${jahr}/metall-gutschrift`, 'gutschrift', betriebshof, diesesJahr('04-01'), diesesJahr('04-15'), {
          bezeichnung: 'Vergütung Mischschrott',
          avv: '17 04 05',
          menge: '1,100',
          verfahren: 'R4',
          betrag: 154,
          behaelter: 'Absetzmulde 10 m3',
        }),
        beleg(`auswertung/${jahr - 1}/baumisch`, 'rechnung', hafencity, letztesJahr('09-01'), letztesJahr('09-30'), {
          bezeichnung: 'Baumischabfall, Absetzmulde 7 m³',
          avv: '17 09 04',
          menge: '5,200',
          verfahren: 'R5',
          betrag: 980,
          behaelter: 'Absetzmulde 7 m3',
        }),
      ]
    : [];
  for (const b of BELEGE) {
    const belegId = uuidFromName(`demo-beleg/${b.name}`);
    if ((await eventStore.readStream(`beleg-${belegId}`)).length > 0) continue;
    const meta = (benutzer: number, schritt: string): CommandMeta => ({
      actorId: String(benutzer),
      actingAsId: null,
      tenantId: String(erzeugerId),
      commandId: uuidFromName(`demo-beleg/${b.name}/${schritt}`),
      correlationId: belegId,
      causationId: null,
    });
    await belegBefehle(
      belegId,
      {
        type: 'BelegErfassen',
        akteur: entsorger,
        erzeugerId,
        entsorgerId: nord,
        herkunft: 'MANUELL',
        quelle: 'UPLOAD',
        felder: b.felder,
        datei: null,
      },
      meta(dispo, 'erfassen'),
    );
    await belegBefehle(
      belegId,
      {
        type: 'BelegZuordnen',
        akteur: erzeuger,
        auftraege: [{ id: auftragId, vorgangsnummer: vorgangsnummer!, erzeugerId, entsorgerId: nord }],
      },
      meta(inhaber, 'zuordnen'),
    );
    await belegBefehle(belegId, { type: 'BelegPruefen', akteur: erzeuger }, meta(inhaber, 'pruefen'));
    await belegBefehle(belegId, { type: 'BelegFreigeben', akteur: erzeuger }, meta(inhaber, 'freigeben'));
    angelegt++;
  }

  // Hand-entered quantities taken to Container-Dienst West's plant (its disposer is the plant's).
  const mengenBefehle = createAbfallmengeBefehle({ db, eventStore, jetzt: () => jetzt, neueId: () => crypto.randomUUID() });
  const menge = (stelle: number, j: number, avv: string, m: string, von: string, bis: string, verfahren: string): AbfallmengeEingabe => ({
    anfallstelleId: stelle,
    abfallschluessel: avv,
    leistungsjahr: j,
    leistungVon: von,
    leistungBis: bis,
    menge: m,
    einheit: 't',
    rhythmus: 'ENTSORGUNG',
    entsorgungsverfahren: verfahren,
    verbleibsanlageId: anlageWest,
  });
  const MENGEN = [
    {
      name: `west/${jahr}/bauschutt`,
      felder: menge(hafencity, jahr, '17 01 07', '14,000', diesesJahr('06-01'), diesesJahr('06-30'), 'R5'),
    },
    { name: `west/${jahr}/papier`, felder: menge(betriebshof, jahr, '15 01 01', '2,400', diesesJahr('07-01'), diesesJahr('07-31'), 'R3') },
    {
      name: `west/${jahr - 1}/bauschutt`,
      felder: menge(hafencity, jahr - 1, '17 01 07', '18,000', letztesJahr('10-01'), letztesJahr('10-31'), 'R5'),
    },
  ];
  for (const d of MENGEN) {
    const mengeId = uuidFromName(`demo-abfallmenge/${d.name}`);
    if ((await eventStore.readStream(`abfallmenge-${mengeId}`)).length > 0) continue;
    await mengenBefehle(
      mengeId,
      {
        type: 'AbfallmengeErfassen',
        scope: { type: 'erzeuger', erzeugerId },
        erzeugerId,
        felder: abfallmengeFelderSchema.parse(d.felder),
        zertifikat: null,
      },
      {
        actorId: String(inhaber),
        actingAsId: null,
        tenantId: String(erzeugerId),
        commandId: uuidFromName(`demo-abfallmenge/${d.name}/erfassen`),
        correlationId: mengeId,
        causationId: null,
      },
    );
    angelegt++;
  }
  return angelegt;
};
