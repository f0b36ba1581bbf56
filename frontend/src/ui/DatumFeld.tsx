import { MELDUNGEN } from '@abfallportal/common/validation';
import { useThemeProps, type SxProps, type TextFieldProps, type Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { datumVonIso, isoVonDatum } from '../format/datumsauswahl';
import { formatDatum } from '../format/format';
import { datumPruefen, datumsGrenzen, type DatumsMangel } from './datumsPruefung';

export type DatumFeldProps = {
  /** The label as shown (already translated). */
  label: string;
  /** yyyy-MM-dd; '' or null: empty. */
  value: string | null;
  /**
   * Every change: the day as yyyy-MM-dd (also one out of bounds, so the form can name it), null when
   * empty or when what was typed is no day; `fehler` is the German message the field shows, null when
   * the content can be sent. The form may keep its value on a fault; what was typed stays in the field.
   */
  onChange: (wert: string | null, fehler: string | null) => void;
  required?: boolean;
  /** A fault the form found (an end before the start, the server's answer); `helperText` says which. */
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  variant?: 'outlined' | 'filled';
  /** The field's own bounds (yyyy-MM-dd); the portal's 2000-01-01..2100-12-31 always apply. */
  minDate?: string;
  maxDate?: string;
  clearable?: boolean;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
  /** On the field's input, which holds what the field shows (dd.MM.yyyy). */
  'data-testid'?: string;
};

/** What the field holds: `teilweise` when some of dd, MM, yyyy are typed and others not (the picker reports no value then). */
type Stand = { extern: string | null; datum: Date | null; teilweise: boolean };

const KEIN_TAG = new Date(Number.NaN);
const tagVon = (datum: Date | null): string | null => (datum && isValid(datum) ? isoVonDatum(datum) : null);

/**
 * The one date field of the portal (spec §§ 5, 9): the German picker, dd.MM.yyyy, within the days the
 * server accepts and the field's own bounds. The browser's own date field would show the browser's
 * language ("mm/dd/yyyy"). What is typed stays in the field until it is a day, and the form hears
 * why it cannot be sent; the field says so once the person has left it.
 */
export const DatumFeld = ({
  label,
  value,
  onChange,
  required = false,
  error = false,
  helperText,
  size,
  fullWidth,
  variant,
  minDate,
  maxDate,
  clearable = false,
  onBlur,
  sx,
  'data-testid': testId,
}: DatumFeldProps) => {
  const translate = useTranslate();
  // The picker's field does not read the theme's TextField defaults (react-admin's: filled, small, dense):
  // taken over here, a date looks like every other field of its form.
  const standard = useThemeProps<Theme, Pick<TextFieldProps, 'variant' | 'size' | 'margin' | 'fullWidth'>, 'MuiTextField'>({
    props: {},
    name: 'MuiTextField',
  });
  const eingabe = useRef<HTMLInputElement>(null);
  const extern = value || null;
  const [stand, setStand] = useState<Stand>({ extern, datum: datumVonIso(extern), teilweise: false });
  const [fokus, setFokus] = useState(false);
  const [verlassen, setVerlassen] = useState(false);
  if (stand.extern !== extern) {
    // The form took what was typed: keep it as it is (a new Date would make the picker rebuild the
    // sections under the person's fingers). Any other value (a reset, a pre-fill, the URL) replaces it.
    const uebernommen = extern === tagVon(stand.datum);
    setStand(uebernommen ? { ...stand, extern } : { extern, datum: datumVonIso(extern), teilweise: false });
    if (!uebernommen) setVerlassen(false);
  }
  const grenzen = datumsGrenzen(minDate, maxDate);
  const pruefen = ({ datum, teilweise }: Omit<Stand, 'extern'>) => datumPruefen(teilweise ? KEIN_TAG : datum, required, grenzen);
  const meldung = (m: DatumsMangel): string => {
    switch (m.art) {
      case 'leer':
        return MELDUNGEN.pflichtfeld;
      case 'ungueltig':
        return MELDUNGEN.datum;
      case 'bereich':
        return MELDUNGEN.datumBereich;
      case 'vor':
        return translate('ui.datum.nichtVor', { datum: formatDatum(m.grenze) });
      case 'nach':
        return translate('ui.datum.nichtNach', { datum: formatDatum(m.grenze) });
    }
  };
  // The form may keep its value while the field reports a fault (a filter keeps the last good day): what was typed stays.
  const uebernehmen = (neu: Omit<Stand, 'extern'>) => {
    const { wert, mangel } = pruefen(neu);
    setStand({ ...neu, extern });
    onChange(wert, mangel && meldung(mangel));
  };
  const { mangel } = pruefen(stand);
  // Nothing is marked while the person types; an empty required field only once it was left.
  const eigene = mangel && !fokus && (mangel.art !== 'leer' || verlassen) ? meldung(mangel) : null;
  return (
    <DatePicker
      label={label}
      format="dd.MM.yyyy"
      value={stand.datum}
      minDate={datumVonIso(grenzen.min) ?? undefined}
      maxDate={datumVonIso(grenzen.max) ?? undefined}
      onChange={(datum) => uebernehmen({ datum, teilweise: false })}
      slotProps={{
        textField: {
          required,
          size: size ?? standard.size,
          fullWidth: fullWidth ?? standard.fullWidth,
          variant: variant ?? standard.variant,
          margin: standard.margin,
          sx,
          inputRef: eingabe,
          error: eigene !== null || error,
          helperText: eigene ?? helperText,
          onFocus: () => setFokus(true),
          onBlur: () => {
            setFokus(false);
            setVerlassen(true);
            // The hidden input shows the sections ("15.05.JJJJ"); the picker itself reports nothing for half a date.
            const teilweise = stand.datum === null && (eingabe.current?.value ?? '') !== '';
            if (teilweise !== stand.teilweise) uebernehmen({ datum: stand.datum, teilweise });
            onBlur?.();
          },
          slotProps: testId ? { htmlInput: { 'data-testid': testId } } : undefined,
        },
        field: { clearable },
      }}
    />
  );
};
