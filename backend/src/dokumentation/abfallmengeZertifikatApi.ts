import { ABFALLMENGE_MELDUNGEN, abfallmengeAntwortSchema, abfallmengeIdParams } from '@abfallportal/common/abfallmenge';
import { kalendertagSchema } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { sendDatei } from '../platform/files/sendDatei';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import type { ZertifikatDatei } from './abfallmenge';
import { loadZertifikat } from './abfallmengeAbfragen';
import { abfallmengeMetaVon, feldFehler, zertifikatFormular } from './abfallmengeAnfrage';
import type { AbfallmengeBefehle } from './abfallmengeBefehle';
import { DOKUMENTATION_PROJEKTIONEN } from './dokumentationQueries';
import { eigeneMenge } from './dokumentationZugang';

const TAG = 'Dokumentation';

/** The form fields beside the new certificate. */
const zertifikatErsetzenFelder = z.object({ zertifikatGueltigBis: kalendertagSchema.optional() });
const DOKUMENTATION_ZERTIFIKAT = { fehlt: 'Bitte ein Zertifikat (PDF) auswählen.' } as const;

/** A quantity's certificate PDF. */
export const zertifikatRoute = (deps: AppDeps): RouteSpec =>
  route({
    method: 'get',
    path: '/v1/dokumentation/abfallmengen/:id/zertifikat',
    summary: 'Das Zertifikat (PDF) einer Abfallmenge',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: abfallmengeIdParams,
    notFound: ABFALLMENGE_MELDUNGEN.nichtGefunden,
    handle: async ({ res, user, params }) => {
      await eigeneMenge(deps.db, user, params.id, 'read');
      const z = await loadZertifikat(deps.db, params.id);
      const data = z ? await deps.files.get(z.id) : null;
      if (!z || !data) throw nichtGefunden('Zu dieser Abfallmenge ist kein Zertifikat hinterlegt.');
      sendDatei(res, { data, typ: 'application/pdf', name: z.name }, 'inline');
    },
  });

/** A new certificate for a quantity (also in place of a plant); the file no longer referenced is removed. */
export const zertifikatErsetzenRoute = (deps: AppDeps, befehle: AbfallmengeBefehle): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/dokumentation/abfallmengen/:id/zertifikat',
    summary:
      'Zertifikat ersetzen (If-Match): neues PDF im Formularfeld zertifikat (höchstens 20 MB), optional zertifikatGueltigBis; ersetzt auch eine Verbleibsanlage',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: abfallmengeIdParams,
    notFound: ABFALLMENGE_MELDUNGEN.nichtGefunden,
    form: { files: ['zertifikat'], fields: zertifikatErsetzenFelder },
    before: [zertifikatFormular()],
    response: abfallmengeAntwortSchema,
    handle: async ({ req, res, user, params }) => {
      const { erzeugerId, scope } = await eigeneMenge(deps.db, user, params.id, 'write');
      const datei = req.file;
      if (!datei) throw feldFehler('zertifikat', DOKUMENTATION_ZERTIFIKAT.fehlt);
      if (erkenneDateityp(datei.buffer) !== 'application/pdf') throw feldFehler('zertifikat', ABFALLMENGE_MELDUNGEN.zertifikatTyp);
      const felder = zertifikatErsetzenFelder.safeParse(req.body ?? {});
      if (!felder.success) throw feldFehler('zertifikatGueltigBis', felder.error.issues[0]!.message);
      const version = expectedVersion(req);
      const vorher = await loadZertifikat(deps.db, params.id);
      // A new file key per upload: the old file stays until the new certificate is appended (like the order photo).
      const zertifikat: ZertifikatDatei = {
        id: `abfallmengen/${params.id}-${deps.neueId()}`,
        name: (datei.originalname || 'zertifikat.pdf').slice(0, 200),
        typ: 'application/pdf',
      };
      await deps.files.put(zertifikat.id, datei.buffer);
      let result: Awaited<ReturnType<AbfallmengeBefehle>>;
      try {
        result = await befehle(
          params.id,
          { type: 'AbfallmengeZertifikatErsetzen', scope, zertifikat, gueltigBis: felder.data.zertifikatGueltigBis ?? null },
          abfallmengeMetaVon(req, user, deps.neueId, erzeugerId),
          { expectedVersion: () => version },
        );
      } catch (error) {
        await deps.files.remove(zertifikat.id);
        throw error;
      }
      // The replaced certificate is no longer referenced (its name stays in the history); a replay keeps the stored file.
      const jetzt = result.state.zertifikat?.id ?? null;
      if (result.wiederholt && jetzt !== zertifikat.id) await deps.files.remove(zertifikat.id);
      else if (vorher && vorher.id !== jetzt) await deps.files.remove(vorher.id);
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: DOKUMENTATION_PROJEKTIONEN,
        status: 201,
        body: { id: params.id },
      });
    },
  });
