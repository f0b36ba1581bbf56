import { benutzerberechtigungSchema, type ErzeugerBerechtigung, type VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CheckboxGroupInput, Form, Loading, SaveButton, useGetOne, useNotify, useTranslate } from 'react-admin';
import { feldFehler } from '../ui/feldFehler';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { BERECHTIGUNG_AUSWAHL } from './berechtigungAuswahl';
import { benutzerverwaltungApi } from './benutzerverwaltungApi';

const validate = (values: Record<string, unknown>) => {
  const result = benutzerberechtigungSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};

/** The user's permissions, read and saved through the user-permission call (spec § 6); at least one. */
export const BerechtigungenEditor = ({ benutzerId, darfAendern }: { benutzerId: number; darfAendern: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const versionKonflikt = useVersionKonflikt();
  const key = ['benutzerberechtigung', benutzerId];
  const laden = useQuery({ queryKey: key, queryFn: () => benutzerverwaltungApi.berechtigungenLaden(benutzerId) });
  // One version per account: when the user form, the active switch or anything else on the page saved the
  // account, the permissions are read anew, so their next save carries the account's current version.
  const konto = useGetOne<VerwalteterBenutzer>('benutzer', { id: benutzerId });
  const kontoVersion = konto.data?.version;
  const geladeneVersion = laden.data?.version;
  useEffect(() => {
    if (kontoVersion !== undefined && geladeneVersion !== undefined && kontoVersion !== geladeneVersion) {
      void queryClient.invalidateQueries({ queryKey: ['benutzerberechtigung', benutzerId] });
    }
    // Only a change of the account's version asks again; the permissions' own answer does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kontoVersion]);
  // The account's version moved on: the user form above reloads it, so its next save is not refused.
  const kontoNeuLaden = () => queryClient.invalidateQueries({ queryKey: ['benutzer', 'getOne'] });
  const speichern = useMutation({
    mutationFn: (berechtigungen: ErzeugerBerechtigung[]) =>
      benutzerverwaltungApi.berechtigungenSpeichern(benutzerId, berechtigungen, laden.data?.version ?? 0),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      void kontoNeuLaden();
      notify('erfolg.gespeichert', { type: 'success' });
    },
    onError: (e) => {
      if (!versionKonflikt(e)) notify(e instanceof Error ? e.message : 'fehler.generic', { type: 'error' });
    },
  });
  if (!laden.data) return laden.isPending ? <Loading /> : null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('benutzerverwaltung.feld.berechtigungen')}
        </Typography>
        <Form
          key={laden.dataUpdatedAt}
          record={{ berechtigungen: laden.data.berechtigungen }}
          validate={validate}
          onSubmit={(values: Record<string, unknown>) =>
            speichern.mutate((values as { berechtigungen: ErzeugerBerechtigung[] }).berechtigungen)
          }
        >
          <CheckboxGroupInput source="berechtigungen" label={false} choices={BERECHTIGUNG_AUSWAHL} row={false} disabled={!darfAendern} />
          {darfAendern ? <SaveButton label="benutzerverwaltung.berechtigungenSpeichern" alwaysEnable={false} /> : null}
        </Form>
      </CardContent>
    </Card>
  );
};
