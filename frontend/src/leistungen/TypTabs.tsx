import { LEISTUNG_TYPEN, type LeistungTyp } from '@abfallportal/common/leistung';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export type TypTabsProps = { aktiv: LeistungTyp | undefined; pfad: (typ: LeistungTyp) => string };

/** Entsorgung | Zyklische Umleer- und Speisebehälter (spec § 2, price pages by type). */
export const TypTabs = ({ aktiv, pfad }: TypTabsProps) => {
  const translate = useTranslate();
  return (
    <Tabs
      value={aktiv ?? false}
      aria-label={translate('leistungen.preise')}
      variant="scrollable"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {LEISTUNG_TYPEN.map((typ) => (
        <Tab key={typ} value={typ} label={translate(`leistungen.typ.${typ}`)} component={Link} to={pfad(typ)} />
      ))}
    </Tabs>
  );
};
