import { EMAIL_VERGEBEN, type BrancheOption, type RegistrierbarerVertrag } from '@abfallportal/common/registrierung';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link as MuiLink,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';
import { formatEuro } from '../format/format';
import { useRegistrierungFormular, type RegistrierungFelder } from './useRegistrierungFormular';
import { VertragAuswahl } from './VertragAuswahl';

export type RegistrierungFormProps = { vertraege: RegistrierbarerVertrag[]; branchen: BrancheOption[] };

/** Every field of spec § 2 /registrierung; the address is checked while typing. */
export const RegistrierungForm = ({ vertraege, branchen }: RegistrierungFormProps) => {
  const translate = useTranslate();
  const { felder, fehler, meldung, emailFrei, setze, absenden, laeuft } = useRegistrierungFormular();
  const vertrag = vertraege.find((v) => v.id === felder.vertragId);

  const text = (feld: keyof RegistrierungFelder, extra: { type?: string; autoComplete?: string; helper?: ReactNode } = {}) => (
    <TextField
      label={translate(`registrierung.feld.${feld}`)}
      name={feld}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={felder[feld]}
      onChange={(e) => setze(feld, e.target.value as never)}
      error={fehler[feld] !== undefined}
      helperText={fehler[feld] ?? extra.helper}
      required
      fullWidth
    />
  );
  const emailHinweis =
    emailFrei === false ? (
      <>
        {EMAIL_VERGEBEN}{' '}
        <MuiLink component={Link} to={sessionPaths.login}>
          {translate('registrierung.zurAnmeldung')}
        </MuiLink>
      </>
    ) : emailFrei === true ? (
      translate('registrierung.emailFrei')
    ) : (
      translate('registrierung.emailHinweis')
    );
  const anker = (hash: string, label: string) => (
    <MuiLink component={Link} to={{ hash }}>
      {label}
    </MuiLink>
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        absenden();
      }}
    >
      <Stack spacing={2}>
        {meldung && <Alert severity="error">{meldung}</Alert>}
        <Typography variant="h6" component="h2">
          {translate('registrierung.abschnitt.unternehmen')}
        </Typography>
        {text('firma', { autoComplete: 'organization' })}
        <TextField
          select
          label={translate('registrierung.feld.brancheId')}
          name="brancheId"
          value={felder.brancheId === '' ? '' : String(felder.brancheId)}
          onChange={(e) => setze('brancheId', Number(e.target.value))}
          error={fehler.brancheId !== undefined}
          helperText={fehler.brancheId}
          required
          fullWidth
        >
          {branchen.map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        {text('registrierterName', { helper: translate('registrierung.registrierterNameHinweis') })}
        {text('mitarbeiterzahl', { type: 'number' })}
        <VertragAuswahl vertraege={vertraege} wert={felder.vertragId} onChange={(id) => setze('vertragId', id)} fehler={fehler.vertragId} />
        <Typography variant="h6" component="h2">
          {translate('registrierung.abschnitt.ansprechpartner')}
        </Typography>
        <TextField
          select
          label={translate('registrierung.feld.anrede')}
          name="anrede"
          value={felder.anrede}
          onChange={(e) => setze('anrede', e.target.value as RegistrierungFelder['anrede'])}
          fullWidth
        >
          <MenuItem value="">{translate('registrierung.anrede.keine')}</MenuItem>
          <MenuItem value="FRAU">{translate('registrierung.anrede.FRAU')}</MenuItem>
          <MenuItem value="HERR">{translate('registrierung.anrede.HERR')}</MenuItem>
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('vorname', { autoComplete: 'given-name' })}
          {text('nachname', { autoComplete: 'family-name' })}
        </Stack>
        <TextField
          label={translate('registrierung.feld.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={felder.email}
          onChange={(e) => setze('email', e.target.value)}
          error={fehler.email !== undefined || emailFrei === false}
          helperText={fehler.email ?? emailHinweis}
          required
          fullWidth
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox checked={felder.agbAkzeptiert} onChange={(e) => setze('agbAkzeptiert', e.target.checked)} name="agbAkzeptiert" />
            }
            label={
              <span>
                {translate('login.agbVor')} {anker(sessionPaths.agb, translate('login.agb'))} {translate('login.agbUnd')}{' '}
                {anker(sessionPaths.datenschutz, translate('login.datenschutz'))}
              </span>
            }
          />
          {fehler.agbAkzeptiert && <FormHelperText error>{fehler.agbAkzeptiert}</FormHelperText>}
          <FormControlLabel
            control={
              <Checkbox
                checked={felder.verbindlichBestellt}
                onChange={(e) => setze('verbindlichBestellt', e.target.checked)}
                name="verbindlichBestellt"
              />
            }
            label={
              vertrag
                ? translate('registrierung.verbindlichMitVertrag', { vertrag: vertrag.name, preis: formatEuro(vertrag.preisProMonat) })
                : translate('registrierung.verbindlich')
            }
          />
          {fehler.verbindlichBestellt && <FormHelperText error>{fehler.verbindlichBestellt}</FormHelperText>}
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={laeuft} fullWidth>
          {translate('registrierung.absenden')}
        </Button>
      </Stack>
    </Box>
  );
};
