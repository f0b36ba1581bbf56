import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { registrierungPaths } from '../registrierung';
import { LoginFooter } from './LoginFooter';
import { LoginForm } from './LoginForm';
import { RechtlichesDialog } from '../ui/RechtlichesDialog';

/** /login (spec § 2). */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <PublicLayout title={translate('login.titel')} footer={<LoginFooter />}>
      <LoginForm />
      <MuiLink component={Link} to={registrierungPaths.registrierung} variant="body2" sx={{ display: 'block', mt: 2, textAlign: 'center' }}>
        {translate('registrierung.jetztRegistrieren')}
      </MuiLink>
      <RechtlichesDialog />
    </PublicLayout>
  );
};
