import { abfallmengeFelderSchema, type AbfallmengeEingabe } from '@abfallportal/common/abfallmenge';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { createAbfallmengeBefehle } from '../dokumentation';
import type { EventStore } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Abfallmengen: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/**
 * Musterbau's hand-entered waste quantities (issue 20, "Demo data"), through the same command as the
 * portal: the Betriebshof (commercial) for this year (separate-collection rate ≥ 90 %) and last year
 * (below 90 %), the Hafencity site below 10 m³, and a hazardous quantity with a certificate on the
 * Eppendorf site. Placed once per stream. The certificate is named, its file is not stored (the
 * demo loader has no file store; its download says so).
 */
export const loadDemoAbfallmengen = async (db: Db, eventStore: EventStore, jetzt: Date = new Date()): Promise<number> => {
  const erzeugerId = await id(db, 'erzeuger', { name: 'Musterbau GmbH' });
  const inhaber = await id(db, 'benutzer', { email: 'inhaber@musterbau.example' });
  const betriebshof = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Betriebshof Billbrook' });
  const hafencity = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Hafencity Quartier 4' });
  const eppendorf = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Wohnpark Eppendorf' });
  const anlage = await id(db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
  const jahr = Number(heuteInBerlin(jetzt).slice(0, 4));
  const befehle = createAbfallmengeBefehle({ db, eventStore, jetzt: () => jetzt, neueId: () => crypto.randomUUID() });
  const ohneZertifikat = null;

  const gewerbe = (
    j: number,
    avv: string,
    menge: string,
    verfahren: string,
    extra: Partial<AbfallmengeEingabe> = {},
  ): AbfallmengeEingabe => ({
    anfallstelleId: betriebshof,
    abfallschluessel: avv,
    leistungsjahr: j,
    leistungVon: `${j}-01-01`,
    leistungBis: `${j}-12-31`,
    menge,
    einheit: 't',
    rhythmus: 'TURNUS',
    anzahlLeerungen: 26,
    entsorgungsverfahren: verfahren,
    verbleibsanlageId: anlage,
    ...extra,
  });
  const DEMO: { name: string; felder: AbfallmengeEingabe; zertifikat?: { name: string; gueltigBis: string } }[] = [
    { name: `betriebshof/${jahr}/papier`, felder: gewerbe(jahr, '20 01 01', '12,500', 'R3') },
    { name: `betriebshof/${jahr}/kunststoff`, felder: gewerbe(jahr, '20 01 39', '3,800', 'R3') },
    {
      name: `betriebshof/${jahr}/gemischt`,
      felder: gewerbe(jahr, '20 03 01', '1,200', 'R1', {
        ausnahme: 'Restabfall der Sozialräume, Trennung über die Fraktionen hinaus nicht zumutbar.',
      }),
    },
    { name: `betriebshof/${jahr - 1}/papier`, felder: gewerbe(jahr - 1, '20 01 01', '8,000', 'R3') },
    { name: `betriebshof/${jahr - 1}/kunststoff`, felder: gewerbe(jahr - 1, '20 01 39', '2,000', 'R3') },
    {
      name: `betriebshof/${jahr - 1}/gemischt`,
      felder: gewerbe(jahr - 1, '20 03 01', '1,500', 'R1', {
        ausnahme: 'Restabfall der Sozialräume, Trennung über die Fraktionen hinaus nicht zumutbar.',
      }),
    },
    {
      name: `hafencity/${jahr}/bauschutt`,
      felder: {
        anfallstelleId: hafencity,
        abfallschluessel: '17 01 07',
        leistungsjahr: jahr,
        leistungVon: `${jahr}-03-01`,
        leistungBis: `${jahr}-03-31`,
        menge: '4,000',
        einheit: 'm³',
        rhythmus: 'ENTSORGUNG',
        entsorgungsverfahren: 'R5',
        verbleibsanlageId: anlage,
      },
    },
    {
      name: `eppendorf/${jahr}/asbest`,
      felder: {
        anfallstelleId: eppendorf,
        abfallschluessel: '17 06 05*',
        leistungsjahr: jahr,
        leistungVon: `${jahr}-05-04`,
        leistungBis: `${jahr}-05-08`,
        menge: '0,800',
        einheit: 't',
        rhythmus: 'ENTSORGUNG',
        entsorgungsverfahren: 'D1',
        abweichendeDichte: '1,000',
        zertifikatGueltigBis: `${jahr + 1}-06-30`,
      },
      zertifikat: { name: 'Entsorgungsfachbetrieb-Zertifikat Deponie Ihlenberg.pdf', gueltigBis: `${jahr + 1}-06-30` },
    },
    {
      name: `eppendorf/${jahr - 1}/holz`,
      felder: { ...gewerbe(jahr - 1, '17 02 01', '2,400', 'R1'), anfallstelleId: eppendorf, rhythmus: 'ENTSORGUNG', anzahlLeerungen: null },
    },
  ];
  let angelegt = 0;
  for (const d of DEMO) {
    const mengeId = uuidFromName(`demo-abfallmenge/${d.name}`);
    if ((await eventStore.readStream(`abfallmenge-${mengeId}`)).length > 0) continue;
    const meta: CommandMeta = {
      actorId: String(inhaber),
      actingAsId: null,
      tenantId: String(erzeugerId),
      commandId: uuidFromName(`demo-abfallmenge/${d.name}/erfassen`),
      correlationId: mengeId,
      causationId: null,
    };
    await befehle(
      mengeId,
      {
        type: 'AbfallmengeErfassen',
        scope: { type: 'erzeuger', erzeugerId },
        erzeugerId,
        felder: abfallmengeFelderSchema.parse(d.felder),
        zertifikat: d.zertifikat
          ? { id: `demo/zertifikate/${mengeId}.pdf`, name: d.zertifikat.name, typ: 'application/pdf' }
          : ohneZertifikat,
      },
      meta,
    );
    angelegt++;
  }
  return angelegt;
};
