import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { Abschnitt } from './Abschnitt';
import { Angaben } from './Angaben';

export type StandortAbschnittProps = { anfallstelle: AuftragDetails['anfallstelle'] };

/** 'Standort': the site and its address. */
export const StandortAbschnitt = ({ anfallstelle: s }: StandortAbschnittProps) => (
  <Abschnitt titel="auftraege.show.standort" id="standort">
    <Angaben
      eintraege={[
        ['auftraege.feld.anfallstelle', s.nummer ? `${s.name} (${s.nummer})` : s.name],
        ['auftraege.feld.adresse', [s.strasse, [s.plz, s.ort].filter(Boolean).join(' ')].filter(Boolean).join('\n')],
      ]}
    />
  </Abschnitt>
);
