import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';
import { zeitraumVerkehrt } from '../ui/datumsPruefung';

export type Zeitraum = { von: string; bis: string };
export type ZeitraumFilterProps = Zeitraum & { onChange: (zeitraum: Zeitraum) => void };

type Feld = keyof Zeitraum;
type Entwurf = { von: string | null; bis: string | null; fehler: Record<Feld, boolean> };

/**
 * "Von" and "Bis" of the evaluations (spec § 5: an invalid period is rejected). A period reaches the
 * URL only when both days are valid and in order; until then the fields keep what was typed, and an
 * end before the start is named on "Bis".
 */
export const ZeitraumFilter = ({ von, bis, onChange }: ZeitraumFilterProps) => {
  const translate = useTranslate();
  const [entwurf, setEntwurf] = useState<Entwurf>({ von, bis, fehler: { von: false, bis: false } });
  const [angewandt, setAngewandt] = useState<Zeitraum>({ von, bis });
  // A period from elsewhere (a link, the back button) replaces what was typed.
  if (angewandt.von !== von || angewandt.bis !== bis) {
    setAngewandt({ von, bis });
    setEntwurf({ von, bis, fehler: { von: false, bis: false } });
  }
  const setze = (feld: Feld) => (wert: string | null, fehler: string | null) => {
    const neu: Entwurf = { ...entwurf, [feld]: wert, fehler: { ...entwurf.fehler, [feld]: fehler !== null } };
    setEntwurf(neu);
    if (neu.von && neu.bis && !neu.fehler.von && !neu.fehler.bis && !zeitraumVerkehrt(neu.von, neu.bis))
      onChange({ von: neu.von, bis: neu.bis });
  };
  const verkehrt = zeitraumVerkehrt(entwurf.von, entwurf.bis);
  return (
    <>
      <DatumFeld
        label={translate('auswertung.filter.von')}
        value={entwurf.von}
        onChange={setze('von')}
        required
        size="small"
        data-testid="auswertung-von"
      />
      <DatumFeld
        label={translate('auswertung.filter.bis')}
        value={entwurf.bis}
        onChange={setze('bis')}
        required
        size="small"
        error={verkehrt}
        helperText={verkehrt ? translate('ui.datum.zeitraumVerkehrt') : undefined}
        data-testid="auswertung-bis"
      />
    </>
  );
};
