import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDarf } from '../session/useDarf';
import { auftragPaths } from './auftragPaths';

export type NachtragenButtonProps = { erzeugerId: number | undefined };

/** 'Behälter nachtragen' (spec § 2, nachtragen); for users who may create orders (EDIT_AUFTRAG). */
export const NachtragenButton = ({ erzeugerId }: NachtragenButtonProps) => {
  const translate = useTranslate();
  if (!useDarf('EDIT_AUFTRAG')) return null;
  return (
    <Button component={Link} to={auftragPaths.nachtragen(erzeugerId)} variant="outlined" size="small">
      {translate('auftragAenderung.nachtragen')}
    </Button>
  );
};
