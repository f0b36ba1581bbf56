import { TextInput } from 'react-admin';

/** The disposer's own data (spec § 3); read-only where the producer may not change it. */
export const EntsorgerFelder = ({ nurLesen = false }: { nurLesen?: boolean }) => (
  <>
    <TextInput source="name" label="entsorger.feld.name" isRequired fullWidth disabled={nurLesen} />
    <TextInput source="strasse" label="entsorger.feld.strasse" fullWidth disabled={nurLesen} />
    <TextInput source="plz" label="entsorger.feld.plz" disabled={nurLesen} />
    <TextInput source="ort" label="entsorger.feld.ort" fullWidth disabled={nurLesen} />
    <TextInput source="ansprechpartner" label="entsorger.feld.ansprechpartner" fullWidth disabled={nurLesen} />
    <TextInput source="email" label="entsorger.feld.email" type="email" fullWidth disabled={nurLesen} />
    <TextInput source="auftragsannahme" label="entsorger.feld.auftragsannahme" fullWidth disabled={nurLesen} />
    <TextInput source="abweichendeKontaktdaten" label="entsorger.feld.abweichendeKontaktdaten" multiline fullWidth disabled={nurLesen} />
  </>
);
