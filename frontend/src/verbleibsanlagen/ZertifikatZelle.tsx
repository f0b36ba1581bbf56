import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Box, Chip, Link } from '@mui/material';
import { useTranslate } from 'react-admin';

const datum = (iso: string): string => iso.split('-').reverse().join('.');

/** Valid-until date, the PDF link, and a red chip once the certificate has expired. */
export const ZertifikatZelle = ({ anlage }: { anlage: Verbleibsanlage }) => {
  const translate = useTranslate();
  if (!anlage.zertifikatGueltigBis && !anlage.zertifikatUrl) return <>{translate('verbleibsanlagen.keinZertifikat')}</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {anlage.zertifikatGueltigBis ? (
        <span>{translate('verbleibsanlagen.gueltigBis', { datum: datum(anlage.zertifikatGueltigBis) })}</span>
      ) : null}
      {anlage.zertifikatAbgelaufen ? <Chip size="small" color="error" label={translate('verbleibsanlagen.abgelaufen')} /> : null}
      {anlage.zertifikatUrl ? (
        <Link href={anlage.zertifikatUrl} onClick={(e) => e.stopPropagation()}>
          {translate('verbleibsanlagen.pdf')}
        </Link>
      ) : null}
    </Box>
  );
};
