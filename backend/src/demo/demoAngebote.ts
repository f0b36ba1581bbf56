import { heuteInBerlin, tageSpaeter } from '@abfallportal/common/kalendertag';
import { auftragAggregate, createAuftragBefehle } from '../auftraege';
import type { EventStore } from '../eventstore/eventStore';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import type { Db } from '../platform/db';
import { createAuftragPreisPort } from '../leistungen';

const TAG = 86_400_000;

const id = async (db: Db, table: string, where: Record<string, unknown>): Promise<number> => {
  const row = (await db(table).where(where).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`Demo-Angebote: ${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
};

/**
 * Musterbau's demo of issue 18, through the real commands: an offer request to Entsorgung Nord
 * and Container-Dienst West with Nord's offer in and West's decline, and an order of the limited
 * user (1.000 €) above its limit, waiting for approval by the owner. Placed once.
 */
export const loadDemoAngebote = async (db: Db, eventStore: EventStore, jetzt: Date): Promise<number> => {
  const erzeugerId = await id(db, 'erzeuger', { name: 'Musterbau GmbH' });
  const nord = await id(db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const west = await id(db, 'entsorger', { name: 'Container-Dienst West GmbH' });
  const inhaber = await id(db, 'benutzer', { email: 'inhaber@musterbau.example' });
  const nutzer = await id(db, 'benutzer', { email: 'nutzer@musterbau.example' });
  const anfallstelleId = await id(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Hafencity Quartier 4' });
  const fraktionId = await id(db, 'fraktion', { bezeichnung: 'Baumischabfall' });
  const behaelterId = await id(db, 'behaeltertyp', { bezeichnung: 'Absetzmulde 7 m3' });
  const ERZEUGER = { seite: 'ERZEUGER' as const, erzeugerId, entsorgerId: null };
  const basis = {
    type: 'AuftragAufgeben' as const,
    akteur: ERZEUGER,
    erzeugerId,
    anfallstelleId,
    wunschAbholtermin: null,
    lieferterminUnbekannt: false,
    fraktionId,
    abfallschluessel: '170904',
    behaelterId,
    kommentar: null,
    begruendungGemischt: 'Getrennte Sammlung auf der Baustelle aus Platzgründen nicht möglich (GewAbfV § 9).',
    ohnePreisBestaetigt: true,
  };
  let angelegt = 0;
  const lauf = async (name: string, nummer: string, schritte: (handle: Handle, meta: Meta) => Promise<void>) => {
    const auftragId = uuidFromName(`demo-auftrag/${name}`);
    if ((await eventStore.readStream(auftragAggregate.streamName(auftragId))).length > 0) return;
    let uhr = new Date(jetzt.getTime() - 2 * TAG);
    const befehle = createAuftragBefehle(
      { db, eventStore, jetzt: () => uhr, neueId: () => crypto.randomUUID() },
      { preise: createAuftragPreisPort(db), vorgangsnummern: { next: async () => nummer } },
    );
    const meta: Meta = (akteur, schritt, tag) => {
      uhr = new Date(jetzt.getTime() + tag * TAG);
      const commandId = uuidFromName(`demo-auftrag/${name}/${schritt}`);
      return { actorId: akteur, actingAsId: null, tenantId: String(erzeugerId), commandId, correlationId: auftragId, causationId: null };
    };
    await schritte((c, m) => befehle(auftragId, c, m).then(() => undefined), meta);
    angelegt++;
  };
  const wunsch = tageSpaeter(heuteInBerlin(jetzt), 4);

  await lauf('angebotsanfrage', 'V-DEMO-101', async (handle, meta) => {
    await handle(
      { ...basis, wunschLiefertermin: wunsch, anzahl: 1, angebotEntsorgerIds: [nord, west], bestellerId: inhaber },
      meta(String(inhaber), 'aufgeben', -2),
    );
    await handle(
      {
        type: 'AngebotAbgeben',
        akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: nord },
        entsorgerId: nord,
        preis: 455,
        kommentar: 'Inklusive Anfahrt und 14 Tagen Miete.',
        pdfDateiId: null,
        ueberToken: true,
      },
      meta(`entsorger:${nord}`, 'angebot-nord', -1),
    );
    await handle(
      {
        type: 'WorkflowAktionAusfuehren',
        akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: west },
        aktion: 'anfrageAblehnen',
        seite: 'ENTSORGER',
        body: { begruendung: 'Keine Fahrzeuge frei in dieser Woche.', kommentar: null },
        ueberToken: true,
      },
      meta(`entsorger:${west}`, 'ablehnung-west', -1),
    );
  });

  // 12 containers with Nord's agreement: far above the limited user's 1.000 €.
  await lauf('zur-freigabe', 'V-DEMO-102', async (handle, meta) => {
    await handle(
      { ...basis, akteur: ERZEUGER, wunschLiefertermin: wunsch, anzahl: 12, entsorgerId: nord, bestellerId: nutzer, freigeberId: inhaber },
      meta(String(nutzer), 'aufgeben', -1),
    );
  });
  // Issue 28: the other states of a request and of an approval, so each can be seen.
  // A request sent today: no answer yet.
  await lauf('angebot-offen', 'V-DEMO-103', async (handle, meta) => {
    await handle(
      { ...basis, wunschLiefertermin: tageSpaeter(wunsch, 3), anzahl: 2, angebotEntsorgerIds: [nord, west], bestellerId: inhaber },
      meta(String(inhaber), 'aufgeben', 0),
    );
  });
  // A request every asked disposer declined.
  await lauf('anfrage-abgelehnt', 'V-DEMO-104', async (handle, meta) => {
    await handle(
      { ...basis, wunschLiefertermin: wunsch, anzahl: 1, angebotEntsorgerIds: [nord, west], bestellerId: inhaber },
      meta(String(inhaber), 'aufgeben', -3),
    );
    for (const [entsorgerId, grund, schritt] of [
      [nord, 'Für diese Menge haben wir keinen freien Behälter.', 'ablehnung-nord'],
      [west, 'Die Baustelle liegt außerhalb unseres Gebiets.', 'ablehnung-west'],
    ] as const) {
      await handle(
        {
          type: 'WorkflowAktionAusfuehren',
          akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId },
          aktion: 'anfrageAblehnen',
          seite: 'ENTSORGER',
          body: { begruendung: grund, kommentar: null },
          ueberToken: true,
        },
        meta(`entsorger:${entsorgerId}`, schritt, -2),
      );
    }
  });
  // The limited user's large order, refused by the owner as approver: cancelled before it was sent.
  await lauf('freigabe-abgelehnt', 'V-DEMO-105', async (handle, meta) => {
    await handle(
      { ...basis, akteur: ERZEUGER, wunschLiefertermin: wunsch, anzahl: 10, entsorgerId: nord, bestellerId: nutzer, freigeberId: inhaber },
      meta(String(nutzer), 'aufgeben', -3),
    );
    await handle(
      {
        type: 'WorkflowAktionAusfuehren',
        akteur: ERZEUGER,
        aktion: 'freigabeAblehnen',
        seite: 'ERZEUGER',
        body: { begruendung: 'Zehn Mulden sind zu viel; bitte zwei bestellen.', kommentar: null },
        ueberToken: false,
        benutzerId: inhaber,
      },
      meta(String(inhaber), 'freigabe-abgelehnt', -2),
    );
  });
  return angelegt;
};

type Handle = (c: Parameters<ReturnType<typeof createAuftragBefehle>>[1], m: CommandMeta) => Promise<void>;
type Meta = (akteur: string, schritt: string, tag: number) => CommandMeta;
