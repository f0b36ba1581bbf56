import { CSV_IMPORT_MELDUNGEN, csvImportErgebnisSchema, csvVorlage, type CsvImportErgebnis } from '@abfallportal/common/belegImport';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import multer from 'multer';
import type { AppDeps } from '../../appDeps';
import { ungueltig, verboten } from '../../platform/domainError';
import { sendDatei } from '../../platform/files/sendDatei';
import { respondAfterCommand } from '../../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../../platform/http/route';
import { uploadMitFrist } from '../../platform/http/uploadMitFrist';
import { uuidFromName } from '../../platform/uuidFromName';
import { createAbfallmengeBefehle, DOKUMENTATION_PROJEKTIONEN, dokumentationScope } from '../../dokumentation';
import { belegAkteurVon } from '../belegApi';
import { createBelegBefehle } from '../belegBefehle';
import { BELEG_PROJEKTIONEN } from '../belegQueries';
import { dateiHash, planeCsvImport } from './csvImport';
import { leseCsv } from './csvLesen';

const TAG = 'Belege';

/**
 * The support tab "CSV-Import" (spec § 2, issue 20): receipts with their positions and waste
 * quantities (Satzart „Menge“) from a CSV file, all or nothing; the template to fill. Staff only (ROUTE_RULES `supportCsvImport`, and the
 * receipts scope must reach every tenant).
 */
export function belegCsvRoutes(deps: AppDeps): RouteSpec[] {
  const befehle = createBelegBefehle(deps);
  const mengenBefehle = createAbfallmengeBefehle(deps);
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2 } });
  return [
    route({
      method: 'get',
      path: '/v1/rechnungen/csv-import/vorlage',
      summary: 'Vorlage für den CSV-Import von Belegen (UTF-8, Semikolon, deutsche Spaltennamen)',
      tag: TAG,
      rule: 'supportCsvImport',
      tenant: 'none',
      handle: ({ res }) => {
        sendDatei(res, { data: Buffer.from(csvVorlage(), 'utf8'), typ: 'text/csv; charset=utf-8', name: 'beleg-import-vorlage.csv' });
      },
    }),
    route({
      method: 'post',
      path: '/v1/rechnungen/csv-import',
      summary:
        'Belege und Abfallmengen (Satzart Menge) aus einer CSV-Datei importieren (Formularfeld datei): alles oder nichts; bei Fehlern 400 mit jeder abgelehnten Zeile',
      tag: TAG,
      rule: 'supportCsvImport',
      tenant: 'producer',
      form: { files: ['datei'] },
      before: [uploadMitFrist(upload.single('datei'))],
      response: csvImportErgebnisSchema,
      handle: async ({ req, res, user }) => {
        const akteur = belegAkteurVon(user, 'write');
        if (akteur.seite !== 'ADMIN') throw verboten('Den CSV-Import nutzen Administration und Support.');
        const datei = req.file;
        if (!datei) throw ungueltig(CSV_IMPORT_MELDUNGEN.keineCsv, { errors: { datei: CSV_IMPORT_MELDUNGEN.keineCsv } });
        const csv = leseCsv(datei.buffer);
        const hash = dateiHash(datei.buffer);
        const plan = await planeCsvImport(deps, csv, hash);
        if (!plan.ok) {
          const errors = Object.fromEntries(plan.abgelehnt.map((a) => [`zeile.${a.zeile}.${a.spalte ?? 'datei'}`, a.meldung]));
          throw ungueltig(CSV_IMPORT_MELDUNGEN.abgelehnt, { errors, antwort: { abgelehnt: plan.abgelehnt } });
        }
        // Every row is valid: now capture, one stream per receipt. Ids and command ids come from the file's
        // hash, so a re-upload (or a retry after a failure half-way) replays what is there and adds the rest.
        const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
        const correlationId = uuidFromName(`csv-import/${hash}`);
        let position: string | null = null;
        let erfasst = 0;
        const belege: CsvImportErgebnis['belege'] = [];
        for (const b of plan.belege) {
          const result = await befehle(
            b.id,
            {
              type: 'BelegErfassen',
              akteur,
              erzeugerId: b.erzeugerId,
              entsorgerId: b.entsorgerId,
              herkunft: 'MANUELL',
              quelle: 'CSV',
              felder: b.felder,
              datei: null,
            },
            {
              actorId: String(user.id),
              actingAsId,
              tenantId: String(b.erzeugerId),
              commandId: b.commandId,
              correlationId,
              causationId: null,
            },
          );
          if (result.position !== null) position = result.position;
          if (!result.wiederholt) erfasst++;
          belege.push({
            id: b.id,
            nummer: b.felder.nummer ?? '',
            typ: b.felder.typ,
            erzeugerName: b.erzeugerName,
            entsorgerName: b.entsorgerName,
            positionen: b.felder.positionen.length,
            zeilen: b.zeilen,
            neu: !result.wiederholt,
          });
        }
        // Then the waste quantities, through the documentation's command (the quantity form's rules were checked in the plan).
        const scope = plan.mengen.length > 0 ? dokumentationScope(user, 'write') : null;
        let mengenErfasst = 0;
        const mengen: CsvImportErgebnis['mengen'] = [];
        for (const m of plan.mengen) {
          const result = await mengenBefehle(
            m.id,
            { type: 'AbfallmengeErfassen', scope: scope!, erzeugerId: m.erzeugerId, felder: m.felder, zertifikat: null },
            {
              actorId: String(user.id),
              actingAsId,
              tenantId: String(m.erzeugerId),
              commandId: m.commandId,
              correlationId,
              causationId: null,
            },
          );
          if (result.position !== null) position = result.position;
          if (!result.wiederholt) mengenErfasst++;
          mengen.push({
            id: m.id,
            zeile: m.zeile,
            erzeugerName: m.erzeugerName,
            abfallschluessel: m.felder.abfallschluessel,
            menge: m.felder.menge,
            einheit: m.felder.einheit,
            neu: !result.wiederholt,
          });
        }
        const body: CsvImportErgebnis = {
          erfasst,
          schonImportiert: belege.length - erfasst,
          belege,
          uebersprungen: plan.uebersprungen,
          kodierung: csv.kodierung,
          trennzeichen: csv.trennzeichen,
          mengenErfasst,
          mengen,
        };
        await respondAfterCommand(deps.readYourWrites, res, {
          position,
          projektionen: mengen.length > 0 ? [...BELEG_PROJEKTIONEN, ...DOKUMENTATION_PROJEKTIONEN] : BELEG_PROJEKTIONEN,
          status: erfasst + mengenErfasst > 0 ? 201 : 200,
          body,
        });
      },
    }),
  ];
}
