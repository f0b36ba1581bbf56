import { ANFALLSTELLE_MELDUNGEN } from '@abfallportal/common/anfallstelle';
import type { Knex } from 'knex';
import { DomainError, nichtGefunden } from '../platform/domainError';

/**
 * The contract's maximum of active sites (spec § 6). Called inside the transaction that adds or
 * activates a site: the producer's row is locked first, so two concurrent saves at the limit take
 * turns and the second one counts the first one's site. Without a contract or a maximum there is
 * no limit. Inactive sites do not count: deactivating one frees a place.
 */
export const checkVertragsGrenze = async (trx: Knex.Transaction, erzeugerId: number): Promise<void> => {
  const erzeuger = (await trx('erzeuger').where({ id: erzeugerId }).forUpdate().first('vertrag_id')) as
    { vertrag_id: number | null } | undefined;
  if (!erzeuger) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  if (erzeuger.vertrag_id === null) return;
  const vertrag = (await trx('vertrag').where({ id: erzeuger.vertrag_id }).first('max_anfallstellen')) as
    { max_anfallstellen: number | null } | undefined;
  const max = vertrag?.max_anfallstellen ?? null;
  if (max === null) return;
  const aktive = (await trx('anfallstelle').where({ erzeuger_id: erzeugerId, aktiv: true }).count({ n: '*' }).first()) as { n: string };
  if (Number(aktive.n) >= max) {
    throw new DomainError('konflikt', ANFALLSTELLE_MELDUNGEN.vertragsGrenze(max), { code: 'maxAnfallstellen' });
  }
};
