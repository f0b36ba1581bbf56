import { AUFTRAG_ABGESCHLOSSEN, AUFTRAG_LOESCHBAR, AUFTRAG_OHNE_PREISAENDERUNG } from '@abfallportal/common/auftragAenderung';
import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { versionOf } from '../providers/version';
import { useDarf } from '../session/useDarf';
import { useErzeugerId } from '../session/useErzeugerId';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { AbfallartDialog } from './AbfallartDialog';
import { auftragAenderungApi } from './auftragAenderungApi';
import { auftragPaths } from './auftragPaths';
import { StatusErzwingenDialog } from './StatusErzwingenDialog';

export type AenderungsAktionenProps = { auftrag: AuftragDetails; darfAendern: boolean };

type Offen = 'abfallart' | 'preis' | 'loeschen' | 'erzwingen' | null;

/**
 * The details page's changes besides the workflow (spec § 2): edit (staff, spec § 6 "Edit an order"),
 * change waste type, new price calculation, delete, forced status change (staff). Each is offered
 * only where the server would accept it: the same status lists and permissions it decides with.
 */
export const AenderungsAktionen = ({ auftrag, darfAendern }: AenderungsAktionenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const erzeugerId = useErzeugerId();
  const versionKonflikt = useVersionKonflikt();
  const personal = useDarf('VIEW_ALL_AUFTRAG');
  const [offen, setOffen] = useState<Offen>(null);
  const status = auftrag.status.type;
  const laufend = !AUFTRAG_ABGESCHLOSSEN.includes(status);
  const preisAenderbar = !AUFTRAG_OHNE_PREISAENDERUNG.includes(status);
  const loeschen = useMutation({
    mutationFn: () => auftragAenderungApi.loeschen(String(auftrag.id), versionOf(auftrag)),
    meta: { eigeneFehler: true },
    onError: (error) => {
      setOffen(null);
      if (!versionKonflikt(error)) notify(error instanceof Error ? error.message : 'fehler.generic', { type: 'error' });
    },
    onSuccess: () => {
      notify('erfolg.geloescht', { type: 'success' });
      navigate(auftragPaths.list(erzeugerId));
    },
  });
  const knopf = (label: string, onClick: () => void, color: 'primary' | 'error' = 'primary') => (
    <Button size="small" variant="outlined" color={color} onClick={onClick}>
      {translate(label)}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {personal && laufend && (
        <Button size="small" variant="outlined" component={Link} to={auftragPaths.edit(erzeugerId, String(auftrag.id))}>
          {translate('auftragAenderung.bearbeiten')}
        </Button>
      )}
      {darfAendern && preisAenderbar && knopf('auftragAenderung.abfallartAendern', () => setOffen('abfallart'))}
      {darfAendern && preisAenderbar && knopf('auftragAenderung.neuePreisberechnung', () => setOffen('preis'))}
      {personal && knopf('auftragAenderung.statusErzwingen', () => setOffen('erzwingen'))}
      {darfAendern && AUFTRAG_LOESCHBAR.includes(status) && knopf('auftragAenderung.loeschen', () => setOffen('loeschen'), 'error')}
      {(offen === 'abfallart' || offen === 'preis') && (
        <AbfallartDialog auftrag={auftrag} nurPreis={offen === 'preis'} onClose={() => setOffen(null)} />
      )}
      {offen === 'erzwingen' && <StatusErzwingenDialog auftragId={String(auftrag.id)} onClose={() => setOffen(null)} />}
      <Confirm
        isOpen={offen === 'loeschen'}
        loading={loeschen.isPending}
        title={translate('auftragAenderung.loeschen')}
        content={translate('auftragAenderung.loeschenFrage')}
        onConfirm={() => loeschen.mutate()}
        onClose={() => setOffen(null)}
      />
    </Stack>
  );
};
