import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { auftragPaths } from './auftragPaths';
import { useDarf } from '../session/useDarf';

export type NeuerAuftragButtonProps = { erzeugerId: number | undefined };

/** Opens the order wizard; only for users who may create orders (spec § 6). */
export const NeuerAuftragButton = ({ erzeugerId }: NeuerAuftragButtonProps) => {
  const translate = useTranslate();
  const darf = useDarf('EDIT_AUFTRAG');
  if (!darf) return null;
  return (
    <Button component={Link} to={auftragPaths.neu(erzeugerId)} variant="contained" size="small" startIcon={<AddIcon />}>
      {translate('auftraege.neu.button')}
    </Button>
  );
};
